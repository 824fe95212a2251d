"""Stage 3, parse: one line of normalized text → Lark tree (the AST), per language.

Error recovery is per ability: a line the grammar cannot read raises ParseFailure with the
column and the terminals the LALR parser expected there; compile.py turns it into an
`Unparsed` node and goes on with the next line.
"""
from __future__ import annotations

import re
from functools import lru_cache

from lark import Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from . import grammars


class ParseFailure(Exception):
    def __init__(self, message: str, pos: int, expected: tuple[str, ...], length: int = 1):
        super().__init__(message)
        self.pos = pos
        self.expected = expected
        self.length = length  # characters of the token the parser could not take (0 at the end)


def _is_activated(line: str, colon: str) -> bool:
    depth = 0
    for ch in line:
        if ch in "\"「":
            depth ^= 1
        elif ch == colon and depth == 0:
            return True
    return False


def _describe(parser, names) -> tuple[str, ...]:
    return _describe_set(parser, frozenset(names))


@lru_cache(maxsize=4096)
def _describe_set(parser, names: frozenset) -> tuple[str, ...]:
    """The expected terminals as the user reads them: a literal as its text, others by name
    (kept: the same few hundred parser states fail again and again across a database)."""
    out = set()
    for name in names:
        try:
            term = parser.get_terminal(name)
        except KeyError:
            out.add(name)
            continue
        if term.pattern.type == "str":
            out.add(repr(term.pattern.value))
        else:
            out.add(name)
    return tuple(sorted(out))


def parse_en(line: str) -> Tree:
    p = grammars.en_parser()
    start = "activated_line" if _is_activated(line, ":") else "start"
    try:
        return p.parse(line, start=start)
    except UnexpectedInput as e:
        raise _failure(p, e, line) from None


def parse_ja(line: str) -> Tree:
    from .lex_ja import tokenize

    p = grammars.ja_parser()
    start = "activated_line" if _is_activated(line, "：") else "start"
    tokens = tokenize(line)
    try:
        return p.parse(tokens, start=start)
    except UnexpectedInput as e:
        raise _failure(p, e, line) from None


def _failure(p, e: UnexpectedInput, line: str) -> ParseFailure:
    if isinstance(e, UnexpectedToken):
        tok = e.token
        pos = tok.start_pos if tok.start_pos is not None else len(line)
        got = "end of text" if tok.type == "$END" else repr(str(tok))
        # the state's table entries (e.expected); e.accepts would simulate every terminal: 10× slower
        expected = _describe(p, e.expected)
        return ParseFailure(f"unexpected {got}", pos, expected, 0 if tok.type == "$END" else len(str(tok)))
    if isinstance(e, UnexpectedCharacters):
        word = re.match(r"\w+", line[e.pos_in_stream:])
        return ParseFailure(f"unexpected {line[e.pos_in_stream]!r}", e.pos_in_stream, _describe(p, e.allowed or ()),
                            len(word.group(0)) if word else 1)
    if isinstance(e, UnexpectedEOF):
        return ParseFailure("unexpected end of text", len(line), _describe(p, e.expected), 0)
    return ParseFailure(str(e), 0, ())


def parse_line(line: str, lang: str) -> Tree:
    return parse_en(line) if lang == "en" else parse_ja(line)
