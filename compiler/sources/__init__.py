"""Card sources: our JSONL, MTGJSON (AtomicCards, AllPrintings, set files) and Scryfall (bulk
data arrays, search-result lists, one card per line), read as a stream of Record (or RecordError
for a record that cannot be read: it becomes one `failed` line, nothing else is lost).

The format is told from the records themselves, never from a fixed-size prefix: a file that
opens with `[` is an array of records; one that opens with an object whose first key is "meta" or
"data" (MTGJSON) or with `"object": "list"` (Scryfall) is one JSON document holding records; any
other file holds one record per line. Each record is then read as what it is (ours, a Scryfall
card, an MTGJSON card), however long it is. A file that cannot be read as a whole (not UTF-8,
cut off, broken JSON structure) raises UnreadableInput: the commands exit 2 with one line."""
from __future__ import annotations

import io
import json
from json.decoder import scanstring
from typing import IO, Iterator

from ..records import Record, RecordError, record_from_dict
from . import mtgjson, scryfall
from .stream import Reader, StreamError

_PEEK = 1 << 16
_WS = "\ufeff \t\r\n"


class UnreadableInput(ValueError):
    """The input as a whole cannot be read; the message names it and says where and why."""


class _Lookahead:
    """Reads ahead in a text stream without consuming it (rest() gives the whole stream back)."""

    def __init__(self, stream: IO[str]):
        self.stream = stream
        self.buf = ""
        self.eof = False

    def at(self, i: int) -> str:
        while i >= len(self.buf) and not self.eof:
            data = self.stream.readline(_PEEK)  # (a line at most: a pipe is not waited on for more)
            if data:
                self.buf += data
            else:
                self.eof = True
        return self.buf[i] if i < len(self.buf) else ""

    def skip_ws(self, i: int) -> int:
        while self.at(i) and self.buf[i] in _WS:
            i += 1
        return i

    def string(self, i: int) -> tuple[str, int] | None:
        """The JSON string starting at i (a '"'), read as far as needed; None if there is none."""
        while True:
            try:
                return scanstring(self.buf, i + 1)
            except json.JSONDecodeError:
                if self.eof:
                    return None
                self.at(len(self.buf))  # read more

    def rest(self) -> IO[str]:
        return _Prefixed(self.buf, self.stream)


def detect(source: str | IO[str]) -> str:
    """lines | array | object: how the records are laid out (see the module's docstring)."""
    return _detect(_Lookahead(io.StringIO(source) if isinstance(source, str) else source))


def _detect(look: _Lookahead) -> str:
    i = look.skip_ws(0)
    c = look.at(i)
    if c == "[":
        return "array"
    if c != "{":
        return "lines"
    j = look.skip_ws(i + 1)
    if look.at(j) != '"' or (got := look.string(j)) is None:
        return "lines"
    key, end = got
    if key in ("meta", "data"):
        return "object"
    if key == "cards" or key in mtgjson.SET_FIELDS - mtgjson.CARD_FIELDS:  # an MTGJSON version 4 set file
        return "object"
    if key == "object":
        k = look.skip_ws(end)
        if look.at(k) == ":" and look.at(k := look.skip_ws(k + 1)) == '"':
            value = look.string(k)
            if value is not None and value[0] == "list":
                return "object"
    return "lines"


class _Records:
    """The records of one input in order: ours at once, Scryfall and MTGJSON cards (which are
    merged by card, English and Japanese printings) after the rest."""

    def __init__(self, label: str):
        self.label = label
        self.scryfall = scryfall.Merger()
        self.mtgjson = mtgjson.Merger()

    def one(self, d, where: str) -> Iterator[Record | RecordError]:
        if not isinstance(d, dict):
            yield RecordError(where, f"expected a JSON object, got {_kind(d)}")
        elif "name_en" in d:
            try:
                yield record_from_dict(d, where)
            except RecordError as e:
                yield e
        elif scryfall.is_card(d) or "object" in d:
            self.scryfall.add(d, where)
        elif mtgjson.is_card(d):
            self.mtgjson.add(d, where)
        else:
            try:
                yield record_from_dict(d, where)
            except RecordError as e:
                yield e

    def merged(self) -> Iterator[Record | RecordError]:
        yield from self.scryfall.records(self.label)
        yield from self.mtgjson.records(self.label)


def _kind(v) -> str:
    return {list: "an array", str: "a string", bool: "true/false", type(None): "null"}.get(type(v), "a number")


def read_records(stream: IO[str], label: str) -> Iterator[Record | RecordError]:
    look = _Lookahead(stream)
    done = 0
    try:
        kind = _detect(look)
        if look.buf.startswith("\ufeff"):  # a byte-order mark is not part of the first record
            look.buf = look.buf[1:]
        rest = look.rest()
        if kind == "lines":
            for item in _read_lines(rest, label):
                done += 1
                yield item
            return
        reader = Reader(rest)
        try:
            for item in (_read_array(reader, label) if kind == "array" else _read_object(reader, label)):
                done += 1
                yield item
        except StreamError as e:
            raise UnreadableInput(f"{label}: {e}") from None
    except UnicodeDecodeError as e:
        bad = e.object[e.start:e.start + 1].hex() if isinstance(e.object, (bytes, bytearray)) else "?"
        after = f" (after {done} records)" if done else ""
        raise UnreadableInput(f"{label}: not UTF-8 text: {e.reason} (byte 0x{bad}){after}") from None


def _read_lines(stream: IO[str], label: str) -> Iterator[Record | RecordError]:
    """One record per line; a line that is not a record is a RecordError, the others are read."""
    recs = _Records(label)
    for i, line in enumerate(stream, 1):
        if not line.strip():
            continue
        where = f"{label}:{i}"
        try:
            d = json.loads(line)
        except json.JSONDecodeError as e:
            yield RecordError(where, f"invalid JSON ({e.msg} at column {e.colno})")
            continue
        except RecursionError:
            yield RecordError(where, "invalid JSON (nested too deeply)")
            continue
        yield from recs.one(d, where)
    yield from recs.merged()


def _read_array(reader: Reader, label: str) -> Iterator[Record | RecordError]:
    recs = _Records(label)
    for i, r in enumerate(reader.elements()):
        yield from recs.one(r.value(), f"{label}:[{i}]")
    reader.end()
    yield from recs.merged()


def _read_object(reader: Reader, label: str) -> Iterator[Record | RecordError]:
    """An MTGJSON file ({"meta": …, "data": {…}}; a version 4 set file is the set object itself, with
    its "cards") or a Scryfall list ({"object": "list", "data": […]})."""
    recs = _Records(label)
    seen = False
    for key, r in reader.members():
        if key == "cards" and r.peek() == "[":  # an MTGJSON version 4 set file: the set itself, no "data"
            seen = True
            mtgjson.read_cards(r, label, recs.mtgjson)
            c = "{"
            continue
        if key != "data":
            r.skip()
            continue
        seen = True
        c = r.peek()
        if c == "{":
            mtgjson.read_data(r, label, recs.mtgjson)
        elif c == "[":
            for i, r2 in enumerate(r.elements()):
                yield from recs.one(r2.value(), f"{label}:data[{i}]")
        else:
            raise StreamError(f"its \"data\" is neither an object (MTGJSON) nor a list of cards (Scryfall) "
                              f"at {r.where()}")
    reader.end()
    if not seen:
        raise StreamError('a JSON object without "data": neither an MTGJSON file nor a Scryfall list')
    if not len(recs.mtgjson) and not recs.scryfall.order and not recs.scryfall.errors and c == "{":
        raise StreamError('no cards in its "data" (MTGJSON AtomicCards, AllPrintings or a set file expected)')
    yield from recs.merged()


class _Prefixed(io.TextIOBase):
    """A stream with some already-read text put back in front."""

    def __init__(self, head: str, stream: IO[str]):
        self.head = head
        self.stream = stream

    def readable(self) -> bool:
        return True

    def read(self, n: int | None = -1) -> str:
        if self.head:
            if n is None or n < 0:
                out, self.head = self.head + self.stream.read(), ""
                return out
            out, self.head = self.head[:n], self.head[n:]
            if len(out) < n:
                out += self.stream.read(n - len(out))
            return out
        return self.stream.read(n)

    def readline(self, limit: int = -1) -> str:
        if self.head:
            i = self.head.find("\n")
            if i >= 0:
                out, self.head = self.head[:i + 1], self.head[i + 1:]
                return out
            out, self.head = self.head, ""
            return out + self.stream.readline()
        return self.stream.readline()

    def __iter__(self):
        while True:
            line = self.readline()
            if not line:
                return
            yield line


__all__ = ["read_records", "detect", "UnreadableInput"]
