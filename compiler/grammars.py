"""Loading the two grammars: the .lark files (package data) plus the terminals generated
from the word tables, built into LALR parsers once (then loaded from parser_cache.py), with
lark_lean.py's leaner pieces swapped in."""
from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources

from lark import Lark
from lark.lexer import Lexer

from .lark_lean import lean_lexer, lean_positions
from .lex_ja_scan import literal_map_of, scanner_pattern
from .parser_cache import load_or_build, use_regex_code
from .regexes import alternation
from .tables import keywords, verbs, vocab, wordings
from .verb_rules import verb_rules


def grammar_text(lang: str) -> str:
    """The grammar file plus the verb phrases generated from the verb table."""
    text = resources.files("oraclec.grammar").joinpath(f"{lang}.lark").read_text(encoding="utf-8")
    return text + verb_rules(lang)


def en_generated_terminals() -> str:
    player_verbs = "|".join(re.escape(v) for v in verbs.en_3sg_forms())
    subtypes = set()
    for en, _ja in vocab.subtype_surfaces():
        subtypes.add(en.lower())
        subtypes.add(vocab.plural(en).lower())
    # the plural type nouns a list of objects joins ("artifacts and creatures", "artifacts, creatures,
    # and lands"); not players, opponents or sources, and "tribals" is no word a card uses
    plural = "|".join(sorted(pl for canon, (_sg, pl, _ja) in {**vocab.CARD_TYPES, **vocab.OBJECT_NOUNS}.items()
                             if canon not in ("tribal", "player", "opponent", "source")))
    return (
        # "instant and sorcery spells", "artifact and creature cards": one noun list, not two
        # clauses; and two plural type nouns (a singular one before it is an object of its own:
        # "target creature and creatures …")
        f"AND_NOUN.3: /and(?= [a-z]+ (?:spells|cards)\\b)|(?<=s )and(?= (?:{plural})\\b)/\n"
        # a list's commas, told from the commas between clauses by looking ahead for its closing
        # ", or" / ", and/or" or, for plural type nouns, ", and"
        f"LIST_COMMA.3: /,(?=(?: [\\w-]+){{1,3}}(?:,(?: [\\w-]+){{1,3}}){{0,8}}, (?:and\\/)?or )"
        f"|(?<=s),(?= (?:{plural})(?:, (?:{plural}))*, and (?:{plural})\\b)/\n"
        f"COMMA_AND_NOUN.3: /(?<=s), and(?= (?:{plural})\\b)/\n"
        f"KEYWORD.3: /({alternation(keywords.surfaces('en'))})(?!\\w)/\n"
        f"KEYWORD_N.3: /({alternation(keywords.surfaces('en', 'number'))})\\b/\n"
        f"KEYWORD_COST.3: /({alternation(keywords.surfaces('en', 'cost'))})(?!\\w)/\n"
        f"KEYWORD_NC.3: /({alternation(keywords.surfaces('en', 'number_cost'))})\\b/\n"
        f"SUBTYPE.2: /({alternation(subtypes)})\\b/\n"
        f"COUNTER_WORD.3: /({alternation(vocab.COUNTERS_EN)})(?= counters?\\b)/\n"
        # the comma and "and" inside one player's list of actions, told by the verb after them
        f"PV_AND.3: /and(?= (?:{player_verbs}) )/\n"
        f"PV_COMMA.3: /,(?= (?:then |and )?(?:{player_verbs}) )/\n"
        # what was done to an object, told from the verb's past ("if an opponent sacrificed a
        # creature") by the words after it: "cards exiled this way", "all cards exiled with ~"
        f"PARTICIPLE.3: /({alternation(en for v in verbs.PARTICIPLES for en in verbs.en_participles(v))})(?= this way\\b| with (?:~(?!\\w)|it\\b))/\n"
    )


@lru_cache(maxsize=None)
def en_parser() -> Lark:
    text = grammar_text("en") + "\n" + en_generated_terminals()
    return use_regex_code(lean_lexer(lean_positions(load_or_build("en", text, lambda: Lark(
        text, parser="lalr", lexer="contextual", propagate_positions=True, start=["start", "activated_line"],
        maybe_placeholders=False), lambda parser: wordings.kept_patterns("en")))))


@lru_cache(maxsize=None)
def ja_parser() -> Lark:
    text = grammar_text("ja")
    return use_regex_code(lean_positions(load_or_build("ja", text, lambda: Lark(
        text, parser="lalr", lexer=JaLexer, propagate_positions=True, start=["start", "activated_line"],
        maybe_placeholders=False), _ja_patterns)))


def _ja_patterns(parser: Lark) -> list:
    """The Japanese tokenizer's scanner regex, for the parser cache to keep compiled."""
    return [(scanner_pattern(literal_map_of(parser.terminals)), 0)] + wordings.kept_patterns("ja")


class JaLexer(Lexer):
    """Lark custom lexer for Japanese: the parser is handed the token list lex_ja.tokenize made."""

    # Lark's current interface (lex gets the lexer state): a lexer of the older interface is wrapped
    # in a class local to a Lark function, and a parser holding one cannot be pickled (parser_cache.py)
    __future_interface__ = 2

    def __init__(self, lexer_conf):
        self.lexer_conf = lexer_conf

    def lex(self, lexer_state, parser_state):
        data = lexer_state.text
        yield from getattr(data, "text", data)  # the token list (a TextSlice wraps what it is given)
