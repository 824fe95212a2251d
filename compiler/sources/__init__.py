"""Card sources: our JSONL, MTGJSON (AtomicCards, AllPrintings, set files) and Scryfall bulk
data, detected from the content and read as a stream of Record (or RecordError for a record
that cannot be read: it becomes one `failed` line, nothing else is lost)."""
from __future__ import annotations

import io
import json
from typing import IO, Iterator

from ..records import Record, RecordError, read_jsonl
from . import mtgjson, scryfall
from .stream import Reader, StreamError


def detect(head: str) -> str:
    """jsonl | mtgjson | scryfall, from the first characters of the input."""
    s = head.lstrip("\ufeff \t\r\n")
    if s.startswith("["):
        return "scryfall"
    if s.startswith("{"):
        first_line = s.split("\n", 1)[0]
        try:
            obj = json.loads(first_line)
        except ValueError:
            return "mtgjson"  # an object that goes on past the first line (or past the head)
        return "mtgjson" if isinstance(obj, dict) and "data" in obj and "name_en" not in obj else "jsonl"
    return "jsonl"


def read_records(stream: IO[str], label: str) -> Iterator[Record | RecordError]:
    head = stream.read(4096)
    kind = detect(head)
    rest = _Prefixed(head, stream)
    if kind == "jsonl":
        yield from read_jsonl(rest, label)
        return
    reader = Reader(rest)
    try:
        if kind == "scryfall":
            yield from scryfall.read(reader, label)
        else:
            yield from mtgjson.read(reader, label)
    except StreamError as e:
        yield RecordError(label, f"unreadable {kind} file: {e}")


class _Prefixed(io.TextIOBase):
    """A stream with some already-read text put back in front."""

    def __init__(self, head: str, stream: IO[str]):
        self.head = head
        self.stream = stream

    def read(self, n: int = -1) -> str:
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


__all__ = ["read_records", "detect"]
