"""The verb table: one row per game verb, with the forms of it that the lexers look for outside
the grammar rules.

Today that is one player's actions in a row: "Target player loses 1 life, discards a card,
then draws a card" / 「そのプレイヤーは１点のライフを失い、カード１枚を捨て、その後カード１枚を引く」.
The English lexer tells the comma and the "and" inside such a list from the ones between two
clauses by the third-person verb after them (PV_COMMA, PV_AND: generated from `en_3sg` in
compiler/grammars.py); the Japanese lexer tells a 、 that goes on with the same subject by the
continuative (連用形) verb before it (lex_ja.CONTINUATIVE, from `ja_renyo`). A verb a player can
do in such a list ("mills" / 「切削し」) is a row here, not a regex in en.lark.

This is the seed of the verb-frame table (per verb: IR node, argument slots, English and
Japanese forms); a column is added when something reads it.
"""
from __future__ import annotations

import attrs


@attrs.frozen(slots=True)
class Verb:
    name: str  # the verb, English base form
    en_3sg: tuple[str, ...] = ()  # English third person singular ("target player loses …")
    ja_renyo: tuple[str, ...] = ()  # Japanese continuative as lex_ja tokenizes it (「…を失い、…」)


VERBS: tuple[Verb, ...] = (
    Verb("lose", ("loses",), ("失い",)),  # lose life
    Verb("gain", ("gains",), ("得",)),  # gain life
    Verb("discard", ("discards",), ("捨て",)),
    Verb("draw", ("draws",), ("引き",)),
    Verb("sacrifice", ("sacrifices",), ("捧げ",)),
    # (lex_ja gives 「切削」「し」, never the one token 「切削し」: a Japanese mill in such a list is not
    # read as one yet; kept as the lexer had it, tests/test_verbs.py marks it)
    Verb("mill", ("mills",), ("切削し",)),
    Verb("shuffle", ("shuffles",)),  # shuffles their graveyard into their library
)


def en_3sg_forms() -> tuple[str, ...]:
    """The English third-person forms, in table order (the order of the lexer's alternation)."""
    return tuple(form for v in VERBS for form in v.en_3sg)


def ja_renyo_forms() -> frozenset[str]:
    """The Japanese continuative forms."""
    return frozenset(form for v in VERBS for form in v.ja_renyo)
