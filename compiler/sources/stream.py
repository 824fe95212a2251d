"""Streaming JSON: read the members of a top-level object or the elements of a top-level
array one at a time, so a file of hundreds of MB (MTGJSON AllPrintings, Scryfall all-cards)
never has to be in memory whole. Each value is decoded with the standard json decoder.
Errors say where they are (line and column of the input) and whether the input is cut off."""
from __future__ import annotations

import json
from typing import IO, Iterator

_DECODER = json.JSONDecoder()
CHUNK = 1 << 20


class StreamError(ValueError):
    pass


class Reader:
    def __init__(self, f: IO[str]):
        self.f = f
        self.buf = ""
        self.pos = 0
        self.eof = False
        self._lines = 0  # newlines in the text already dropped from buf
        self._col = 0  # characters after the last dropped newline

    def _fill(self) -> bool:
        if self.eof:
            return False
        data = self.f.read(CHUNK)
        if not data:
            self.eof = True
            return False
        dropped = self.buf[:self.pos]
        nl = dropped.rfind("\n")
        self._lines += dropped.count("\n")
        self._col = len(dropped) - nl - 1 if nl >= 0 else self._col + len(dropped)
        self.buf = self.buf[self.pos:] + data
        self.pos = 0
        return True

    def where(self, pos: int | None = None) -> str:
        """'line L, column C' of a position in the buffer (default: the current one)."""
        head = self.buf[:self.pos if pos is None else pos]
        nl = head.rfind("\n")
        line = self._lines + head.count("\n") + 1
        col = len(head) - nl if nl >= 0 else self._col + len(head) + 1
        return f"line {line}, column {col}"

    def _error(self, what: str, pos: int | None = None, unterminated: bool = False) -> StreamError:
        at = self.pos if pos is None else pos
        if self.eof and (unterminated or not self.buf[at:].strip()):
            return StreamError(f"the file is cut off at {self.where(at)} ({what})")
        return StreamError(f"{what} at {self.where(at)}")

    def peek(self) -> str:
        while True:
            while self.pos < len(self.buf) and self.buf[self.pos] in " \t\r\n":
                self.pos += 1
            if self.pos < len(self.buf):
                return self.buf[self.pos]
            if not self._fill():
                return ""

    def expect(self, ch: str):
        if self.peek() != ch:
            got = self.peek()
            raise self._error(f"expected {ch!r}, found {got!r}" if got else f"expected {ch!r}")
        self.pos += 1

    def value(self):
        """Decode the next JSON value, reading more input until it is complete."""
        self.peek()
        while True:
            try:
                v, end = _DECODER.raw_decode(self.buf, self.pos)
            except json.JSONDecodeError as e:
                if self._fill():
                    continue
                if e.msg.startswith("Unterminated string"):
                    raise self._error("a string that never ends", e.pos, True) from None
                raise self._error(f"invalid JSON: {e.msg}", e.pos) from None
            except RecursionError:
                raise self._error("JSON nested too deeply") from None
            # a number at the end of the buffer may continue in the next chunk
            if end == len(self.buf) and not self.eof and isinstance(v, (int, float)):
                if self._fill():
                    continue
            self.pos = end
            return v

    def members(self) -> Iterator[tuple[str, "Reader"]]:
        """Iterate an object: yields (key, self) with the reader positioned at the value;
        the consumer must read the value (value() or a nested members()/elements())."""
        self.expect("{")
        if self.peek() == "}":
            self.pos += 1
            return
        while True:
            if self.peek() != '"':
                raise self._error("expected an object key (a string)" if self.peek() else "expected an object key")
            key = self.value()
            self.expect(":")
            yield key, self
            c = self.peek()
            if c == ",":
                self.pos += 1
                continue
            if c == "}":
                self.pos += 1
                return
            raise self._error(f"expected ',' or '}}', found {c!r}" if c else "expected ',' or '}'")

    def elements(self) -> Iterator["Reader"]:
        self.expect("[")
        if self.peek() == "]":
            self.pos += 1
            return
        while True:
            yield self
            c = self.peek()
            if c == ",":
                self.pos += 1
                continue
            if c == "]":
                self.pos += 1
                return
            raise self._error(f"expected ',' or ']', found {c!r}" if c else "expected ',' or ']'")

    def skip(self):
        self.value()

    def end(self):
        """The top-level value is read: nothing but white space may follow."""
        c = self.peek()
        if c:
            raise StreamError(f"more data after the end of the top-level JSON value at {self.where()} "
                              f"(found {c!r}; one JSON record per line needs a line break before each)")
