"""Regexes for the lexers: a word list as a trie, and regexes made from kept code.

Python compiles a regex in two steps: parsing and code generation in Python (slow: 17 ms for
SUBTYPE's trie of 1,600 words), then _sre.compile on the code (0.2 ms). The lexers' regexes are
compiled once when a parser is built (parser_cache.py), their code is kept in the parser cache,
and every later process makes them from that code with `compile` below: a cold `oraclec explain`
compiled ~50 ms of regexes for one line, and each worker of a whole-database compile ~0.3 s.
The parser cache is keyed by Python's version, _sre.compile checks the code itself, and a
pattern without kept code (or whose code is refused) is compiled as usual.
"""
from __future__ import annotations

import re
from array import array
from contextlib import contextmanager
from typing import Iterator

try:
    import _sre
    from re import _compiler as _re_compiler, _parser as _re_parser
except ImportError:  # (another Python implementation: every regex compiled as usual)
    _sre = None

CODES: dict = {}  # (pattern, flags) → (flags, code, groups, groupindex, indexgroup)
_recording: dict | None = None


def alternation(words) -> str:
    """A regex matching any of `words`, as a trie ("gob(?:lin|bo)…"): Python's re tries the branches
    of a flat alternation one by one, so a table of 800 subtypes made every token slow to lex. The
    greedy optional ends with backtracking keep the longest-match-first meaning of the flat list."""
    trie: dict = {}
    for w in set(words):
        node = trie
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}

    def rx(node: dict) -> str:
        alts = [re.escape(ch).replace("/", "\\/") + rx(child) for ch, child in sorted(node.items()) if ch]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        return "(?:" + body + ")?" if "" in node else body

    return rx(trie)


def compile(pattern: str, flags: int = 0) -> re.Pattern:
    """re.compile(pattern, flags), from kept code where there is some."""
    got = CODES.get((pattern, flags))
    if got is not None:
        try:
            return _sre.compile(pattern, got[0], got[1].tolist(), got[2], got[3], got[4])
        except Exception:  # refused: compile it as usual
            pass
    if _recording is not None:
        _recording[(pattern, flags)] = _code_of(pattern, flags)
    return re.compile(pattern, flags)


def _code_of(pattern: str, flags: int) -> tuple:
    """What _sre.compile takes for `pattern`, made as re.compile makes it."""
    parsed = _re_parser.parse(pattern, flags)
    code = _re_compiler._code(parsed, flags)
    groupindex = dict(parsed.state.groupdict)
    indexgroup = [None] * parsed.state.groups
    for k, i in groupindex.items():
        indexgroup[i] = k
    return (flags | parsed.state.flags, array("I", code), parsed.state.groups - 1, groupindex, tuple(indexgroup))


@contextmanager
def recording() -> Iterator[dict | None]:
    """While inside, the code of every regex `compile` makes is kept in the dict given (None,
    and nothing kept, where this Python has no _sre)."""
    global _recording
    if _sre is None:
        yield None
        return
    _recording = {}
    try:
        yield _recording
    finally:
        _recording = None
