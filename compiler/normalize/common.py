"""Span-preserving text rewriting: every character of the normalized text knows the
characters of the original it came from, so later stages can point at what the user wrote."""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable

import attrs

from ..tables.wordings import any_wording_patterns, for_lang


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


@lru_cache(maxsize=4096)
def _compiled(pattern: str, flags: int) -> re.Pattern:
    """Compiled patterns, kept: the fixed ones are used for every card, so they stay."""
    return re.compile(pattern, flags)


_TRANSLATIONS: dict = {}


@lru_cache(maxsize=4)
def _any_wording(lang: str) -> tuple[re.Pattern, ...]:
    """The patterns that find a text that may hold one of the language's old wordings to rewrite:
    a prefilter, so it may match more than the wordings do (each ignores case; the rewrite then
    uses each wording's own pattern). One search per wording, not one alternation of them all:
    Python's re tries every alternative of an alternation at every position, while a lone
    pattern keeps its literal-prefix scan (s4k: 3.0 s of searches → 2.0 s; same texts found)."""
    from ..regexes import compile  # (from the code kept in the parser cache: wordings.kept_patterns)

    return tuple(compile(p, re.IGNORECASE) for p in any_wording_patterns(lang))


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

    def sub(self, pattern: str | re.Pattern, repl: str | Callable[[re.Match], str], flags: int = 0,
            needle: str = "") -> None:
        """Replace each match of `pattern`. `needle`: a string every match contains, tested first
        (a substring test is many times faster than a search that starts with `\\b`)."""
        if needle and needle not in self.text:
            return
        rx = _compiled(pattern, flags) if isinstance(pattern, str) else pattern
        if rx.search(self.text) is None:  # most rewrites do not apply: skip rebuilding the offsets
            return
        literal = isinstance(repl, str) and "\\" not in repl
        out, starts, ends = [], [], []
        pos = 0
        for m in rx.finditer(self.text):
            a, b = m.span()
            out.append(self.text[pos:a])
            starts.extend(self.starts[pos:a])
            ends.extend(self.ends[pos:a])
            new = repl if literal else (repl(m) if callable(repl) else m.expand(repl))
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

    def sub_same_length(self, pattern: str | re.Pattern, repl: Callable[[re.Match], str]) -> None:
        """Replace each match by a string of the same length (lowercasing): every character keeps
        its offsets, so none are rebuilt."""
        rx = _compiled(pattern, 0) if isinstance(pattern, str) else pattern
        text = rx.sub(repl, self.text)
        if len(text) != len(self.text):
            raise ValueError(f"sub_same_length changed the length of the text ({pattern!r})")
        self.text = text

    def translate(self, table: dict[str, str]) -> None:
        """Replace single characters by single characters (offsets unchanged)."""
        got = _TRANSLATIONS.get(id(table))
        if got is None or got[0] is not table:
            got = _TRANSLATIONS[id(table)] = (table, str.maketrans(table))
        self.text = self.text.translate(got[1])

    def take_out(self, kind: str, pattern: str | re.Pattern, needle: str = "") -> None:
        """Remove each match (reminder text), keeping it as a note."""

        def out(m):
            self.note(kind, m)
            return ""

        self.sub(pattern, out, needle=needle)

    def replace_noted(self, kind: str, pattern: str | re.Pattern, new: str, flags: int = 0) -> None:
        """Replace each match by `new`, noting what stood there (the card's own name → ~)."""

        def rep(m):
            self.note(kind, m)
            return new

        self.sub(pattern, rep, flags)

    def replace_literal(self, kind: str, literal: str, new: str, words: bool = True) -> None:
        """Replace each occurrence of a literal (a card's name) without compiling a regex for it."""
        t = self.text
        if not literal or literal not in t:
            return
        spans = []
        start = 0
        while True:
            i = t.find(literal, start)
            if i < 0:
                break
            j = i + len(literal)
            if not words or ((i == 0 or not (t[i - 1].isalnum() or t[i - 1] == "_"))
                             and (j == len(t) or not (t[j].isalnum() or t[j] == "_"))):
                spans.append((i, j))
                start = j
            else:
                start = i + 1
        self.replace_spans(kind, spans, new)

    def replace_spans(self, kind: str, spans, new: str) -> None:
        """Replace the given [a, b) spans of the current text by `new`, noting each."""
        if not spans:
            return
        out, starts, ends = [], [], []
        pos = 0
        for a, b in spans:
            out.append(self.text[pos:a])
            starts.extend(self.starts[pos:a])
            ends.extend(self.ends[pos:a])
            s, e = self.orig(a, b)
            self.notes.append(Note(kind, (s, e), self.text[a:b]))
            out.append(new)
            starts.extend([s] * len(new))
            ends.extend([e] * len(new))
            pos = b
        out.append(self.text[pos:])
        starts.extend(self.starts[pos:])
        ends.extend(self.ends[pos:])
        self.text, self.starts, self.ends = "".join(out), starts, ends

    def apply_wordings(self, lang: str) -> None:
        """Old wordings (tables/wordings.py) → today's: the current wording in, the old one noted."""
        t = self.text
        if not any(rx.search(t) for rx in _any_wording(lang)):
            return  # most texts hold none: one search instead of one per wording
        for w in for_lang(lang):
            if not w.normalize:
                continue

            def rep(m, w=w):
                out = w.normalized(m)
                if out != m.group(0):
                    self.note("old_wording", m, f"{w.code}: {m.group(0)} → {out or '(nothing)'}")
                return out

            self.sub(w.rx(), rep)

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
