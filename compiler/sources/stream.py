"""Streaming JSON: read the members of a top-level object or the elements of a top-level
array one at a time, so a file of hundreds of MB (MTGJSON AllPrintings, Scryfall all-cards)
never has to be in memory whole. Each value is decoded with the standard json decoder."""
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

    def _fill(self) -> bool:
        if self.eof:
            return False
        data = self.f.read(CHUNK)
        if not data:
            self.eof = True
            return False
        self.buf = self.buf[self.pos:] + data
        self.pos = 0
        return True

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
            got = self.peek() or "end of file"
            raise StreamError(f"expected {ch!r}, found {got!r}")
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
                raise StreamError(f"invalid JSON: {e.msg}") from None
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
            key = self.value()
            if not isinstance(key, str):
                raise StreamError("object key is not a string")
            self.expect(":")
            yield key, self
            c = self.peek()
            if c == ",":
                self.pos += 1
                continue
            if c == "}":
                self.pos += 1
                return
            raise StreamError(f"expected ',' or '}}', found {c or 'end of file'!r}")

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
            raise StreamError(f"expected ',' or ']', found {c or 'end of file'!r}")

    def skip(self):
        self.value()
