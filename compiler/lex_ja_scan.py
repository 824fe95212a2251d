"""The Japanese tokenizer's first scan (lex_ja.py), as one regex: symbols, numbers, the card
itself and other cards' names (SPECIAL), game words from the tables (types, subtypes,
keywords, colors, supertypes, counters) and the grammar's own multi-character literals.

It needs the grammar's literals but not the parser, so that grammars.py can keep the regex
compiled with the parser (parser_cache.py) and lex_ja.py, which asks the parser for them,
imports grammars.py without grammars.py importing it back.
"""
from __future__ import annotations

import re
from functools import lru_cache

from .regexes import alternation
from .tables import keywords, vocab

SPECIAL = [
    ("CHAPTERS", r"(?:I|II|III|IV|V|VI)(?:[,、](?:I|II|III|IV|V|VI))*(?=―)"),  # a Saga's chapter numbers
    ("QUOTED", r"「[^「」]*」"),  # a quoted ability or choice: compiled on its own by the builder
    ("NAME", r"⟨\d+⟩"),
    # 「あなたの墓地から~を」: this card, from the graveyard (not 「…から~という名前の…」)
    ("SELF_FROM_GRAVEYARD", r"あなたの墓地から~(?=を)"),
    # delirium's two wordings, one token each: 「あなたの墓地にある」 is otherwise a filter's prefix
    # an alternative cost: 「~のマナ・コストを支払うのではなく、」 (one token; read with the grammar,
    # 「~の」 competes with every 「~の…」)
    ("INSTEAD_OF_MANA_COST", r"~のマナ・コストを支払うのではなく、"),
    ("GRAVEYARD_CARD_TYPES", r"あなたの墓地にあるカード(?:の中に|にカード・タイプが合計)"),
    ("TILDE", r"~"),
    ("MANA", r"(?:\{[^{}\s]{1,5}\})+"),
    ("LOYALTY", r"\[[+-]?(?:\d+|X)\]"),
    ("PT", r"[+-]?(?:\d+|X|\*)/[+-]?(?:\d+|X|\*)"),
    ("WO_COUNT", r"を(?:\d+|X)(?:枚|体|つ|個)"),  # 「土地をX個生け贄に捧げる」 too
    ("RESULT_RANGE", r"\d+(?:-\d+|\+|以下)?｜"),  # a result table's row after a die roll: 「1-9｜」「20｜」「15+｜」
    ("NUMBER", r"\d+"),
    ("XVAR", r"X"),
]


@lru_cache(maxsize=None)
def table_words() -> dict[str, str]:
    """Game words from the tables: surface → token type."""
    out: dict[str, str] = {}
    for en, ja in vocab.subtype_surfaces():
        out[ja] = "SUBTYPE"
    for _canon, (_sg, _pl, ja) in {**vocab.CARD_TYPES, **vocab.OBJECT_NOUNS}.items():
        out[ja] = "TYPE"
    for _canon, (_en, ja) in vocab.SUPERTYPES.items():
        out[ja] = "SUPERTYPE"
    for _canon, (_en, ja) in vocab.COLORS.items():
        out[ja] = "COLOR"
    for arg, kind in (("none", "KEYWORD"), ("number", "KEYWORD_N"), ("cost", "KEYWORD_COST"), ("number_cost", "KEYWORD_NC")):
        for w in keywords.surfaces("ja", arg):
            out[w] = kind
    return out


def literal_map_of(terminals) -> dict[str, str]:
    """A parser's string literals: surface → Lark terminal name."""
    return {t.pattern.value: t.name for t in terminals if t.pattern.type == "str"}


def scanner_pattern(lits: dict[str, str]) -> str:
    """The regex of the first scan (see lex_ja.py), for the grammar's literals `lits`."""
    words = set(table_words())
    words.update(w for w in lits if len(w) >= 2 and not w.isascii())
    alts = [f"(?P<{name}>{rx})" for name, rx in SPECIAL]
    # a counter's name only where 「カウンター」 follows (時間, 油 and 毒 are words too)
    counter_words = sorted((w for w in vocab.COUNTERS_JA if not w.startswith(("+", "-"))), key=lambda w: (-len(w), w))
    alts.insert(0, "(?P<COUNTER_WORD>(?:%s)(?=カウンター))" % "|".join(re.escape(w) for w in counter_words))
    # the words as a trie (longest first, as the sorted flat list was): one pass over the characters
    alts.append("(?P<WORDS>%s)" % alternation(words))
    return "|".join(alts)
