"""Loading the two grammars: the .lark files (package data) plus the terminals generated
from the word tables, built once per process into LALR parsers (Lark caches the tables)."""
from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources

from lark import Lark

from .tables import keywords, vocab


def grammar_text(lang: str) -> str:
    return resources.files("oraclec.grammar").joinpath(f"{lang}.lark").read_text(encoding="utf-8")


def _alternation(words) -> str:
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


def en_generated_terminals() -> str:
    subtypes = set()
    for en, _ja in vocab.subtype_surfaces():
        subtypes.add(en.lower())
        subtypes.add(vocab.plural(en).lower())
    return (
        f"KEYWORD.3: /({_alternation(keywords.surfaces('en'))})(?!\\w)/\n"
        f"KEYWORD_N.3: /({_alternation(keywords.surfaces('en', 'number'))})\\b/\n"
        f"KEYWORD_COST.3: /({_alternation(keywords.surfaces('en', 'cost'))})(?!\\w)/\n"
        f"KEYWORD_NC.3: /({_alternation(keywords.surfaces('en', 'number_cost'))})\\b/\n"
        f"SUBTYPE.2: /({_alternation(subtypes)})\\b/\n"
        f"COUNTER_WORD.3: /({_alternation(vocab.COUNTERS_EN)})(?= counters?\\b)/\n"
    )


@lru_cache(maxsize=None)
def en_parser() -> Lark:
    text = grammar_text("en") + "\n" + en_generated_terminals()
    return Lark(text, parser="lalr", lexer="contextual", propagate_positions=True, start=["start", "activated_line"],
                maybe_placeholders=False, cache=True)


@lru_cache(maxsize=None)
def ja_parser() -> Lark:
    from .lex_ja import JaLexer

    return Lark(grammar_text("ja"), parser="lalr", lexer=JaLexer, propagate_positions=True, start=["start", "activated_line"], cache=True,
                maybe_placeholders=False)
