"""Span-preserving text rewriting: every character of the normalized text knows the
characters of the original it came from, so later stages can point at what the user wrote."""
from __future__ import annotations

import re
from typing import Callable

import attrs


@attrs.frozen(slots=True)
class Note:
    """Something the normalizer took out or noticed (reminder text, old wording …)."""

    kind: str  # reminder | old_wording | name_ref
    span: tuple[int, int]
    text: str
    detail: str = ""


@attrs.frozen(slots=True)
class Normalized:
    source: str
    text: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]
    names: tuple[str, ...] = ()
    notes: tuple[Note, ...] = ()

    def span(self, a: int, b: int) -> tuple[int, int]:
        """Original-text span of normalized characters [a, b)."""
        if not self.text:
            return (0, 0)
        a = min(max(a, 0), len(self.text) - 1)
        b = min(max(b, a + 1), len(self.text))
        return (self.starts[a], self.ends[b - 1])


class Rewriter:
    """Applies regex substitutions to a text while tracking original offsets."""

    def __init__(self, source: str):
        self.source = source
        self.text = source
        self.starts = list(range(len(source)))
        self.ends = list(range(1, len(source) + 1))
        self.names: list[str] = []
        self.notes: list[Note] = []

    def orig(self, a: int, b: int) -> tuple[int, int]:
        if a >= b:
            p = self.starts[a] if a < len(self.starts) else len(self.source)
            return (p, p)
        return (self.starts[a], self.ends[b - 1])

    def sub(self, pattern: str | re.Pattern, repl: str | Callable[[re.Match], str], flags: int = 0) -> None:
        rx = re.compile(pattern, flags) if isinstance(pattern, str) else pattern
        out, starts, ends = [], [], []
        pos = 0
        for m in rx.finditer(self.text):
            a, b = m.span()
            out.append(self.text[pos:a])
            starts.extend(self.starts[pos:a])
            ends.extend(self.ends[pos:a])
            new = repl(m) if callable(repl) else m.expand(repl)
            if new == m.group(0):
                starts.extend(self.starts[a:b])
                ends.extend(self.ends[a:b])
            elif len(new) == b - a:  # same length: keep character-by-character offsets
                starts.extend(self.starts[a:b])
                ends.extend(self.ends[a:b])
            else:
                s, e = self.orig(a, b)
                starts.extend([s] * len(new))
                ends.extend([e] * len(new))
            out.append(new)
            pos = b
        out.append(self.text[pos:])
        starts.extend(self.starts[pos:])
        ends.extend(self.ends[pos:])
        self.text, self.starts, self.ends = "".join(out), starts, ends

    def translate(self, table: dict[str, str]) -> None:
        """Replace single characters by single characters (offsets unchanged)."""
        self.text = self.text.translate(str.maketrans(table))

    def take_out(self, kind: str, pattern: str | re.Pattern) -> None:
        """Remove each match (reminder text), keeping it as a note."""

        def out(m):
            self.note(kind, m)
            return ""

        self.sub(pattern, out)

    def replace_noted(self, kind: str, pattern: str | re.Pattern, new: str, flags: int = 0) -> None:
        """Replace each match by `new`, noting what stood there (the card's own name → ~)."""

        def rep(m):
            self.note(kind, m)
            return new

        self.sub(pattern, rep, flags)

    def apply_wordings(self, table, flags: int = 0) -> None:
        """(old regex, new text or function, lint detail): current wording in, old one noted."""
        for old, new, detail in table:
            def rep(m, new=new, detail=detail):
                out = new(m) if callable(new) else m.expand(new)
                if detail and out != m.group(0):
                    self.note("old_wording", m, detail)
                return out

            self.sub(old, rep, flags)

    def note(self, kind: str, m: re.Match, detail: str = "") -> None:
        self.notes.append(Note(kind, self.orig(*m.span()), m.group(0), detail))

    def placeholder(self, name: str) -> str:
        """A name of another card becomes ⟨n⟩; the name is kept in `names`."""
        if name not in self.names:
            self.names.append(name)
        return f"⟨{self.names.index(name)}⟩"

    def result(self) -> Normalized:
        return Normalized(self.source, self.text, tuple(self.starts), tuple(self.ends),
                          tuple(self.names), tuple(self.notes))


def name_pattern(name: str) -> str:
    """A regex for a card's name as it stands in text (whole words)."""
    return r"(?<![\w])" + re.escape(name) + r"(?![\w])"
