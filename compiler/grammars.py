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
    return "|".join(re.escape(w).replace("/", "\\/") for w in sorted(set(words), key=lambda w: (-len(w), w)))


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
