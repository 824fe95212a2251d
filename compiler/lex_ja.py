"""Stage 2 for Japanese, tokenize: normalized text → Lark tokens.

Japanese has no spaces, so the grammar cannot lex it. This module does:
1. a scan for what is not a word: symbols {T}{2}{R}, P/T 2/2, loyalty [+1], numbers, the
   card itself `~`, other cards' names ⟨n⟩;
2. a scan for game words: the word tables' types, subtypes, keywords, colors and supertypes
   (token types TYPE, SUBTYPE, KEYWORD, COLOR, SUPERTYPE carry the surface as value), and
   the grammar's own multi-character literals (「対象」「戦場」「あなたがコントロールしている」);
3. fugashi (unidic-lite) morphemes for the rest: each morpheme's *surface* is looked up among
   the grammar's literals; one that is not a literal becomes WORD.
The parser (Lark LALR) then reads these tokens through JaLexer, a custom Lark lexer.
"""
from __future__ import annotations

import re
from functools import lru_cache

from lark import Token
from lark.lexer import Lexer

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
    ("WO_COUNT", r"を\d+(?:枚|体|つ|個)"),
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


@lru_cache(maxsize=None)
def literal_map() -> dict[str, str]:
    """The grammar's string literals: surface → Lark terminal name."""
    from .grammars import ja_parser

    return literal_map_of(ja_parser().terminals)


def literal_map_of(terminals) -> dict[str, str]:
    return {t.pattern.value: t.name for t in terminals if t.pattern.type == "str"}


@lru_cache(maxsize=None)
def scanner() -> re.Pattern:
    from . import regexes

    return regexes.compile(scanner_pattern(literal_map()), 0)


def scanner_pattern(lits: dict[str, str]) -> str:
    """The regex of the first scan (see the module's docstring), for the grammar's literals."""
    from .regexes import alternation

    words = set(table_words())
    words.update(w for w in lits if len(w) >= 2 and not w.isascii())
    alts = [f"(?P<{name}>{rx})" for name, rx in SPECIAL]
    # a counter's name only where 「カウンター」 follows (時間, 油 and 毒 are words too)
    counter_words = sorted((w for w in vocab.COUNTERS_JA if not w.startswith(("+", "-"))), key=lambda w: (-len(w), w))
    alts.insert(0, "(?P<COUNTER_WORD>(?:%s)(?=カウンター))" % "|".join(re.escape(w) for w in counter_words))
    # the words as a trie (longest first, as the sorted flat list was): one pass over the characters
    alts.append("(?P<WORDS>%s)" % alternation(words))
    return "|".join(alts)


@lru_cache(maxsize=1)
def tagger():
    import fugashi

    return fugashi.Tagger()


def _tok(type_: str, value: str, a: int, b: int) -> Token:
    # (positional: Lark's Token takes keyword arguments through a slower path)
    return Token(type_, value, a, 1, a + 1, 1, b + 1, b)


def _word_type(surface: str) -> str:
    lits = literal_map()
    if surface in lits:
        return lits[surface]
    return table_words().get(surface, "WORD")


# Morphemes unidic sometimes fuses that the grammar spells as two (「唱えられていなかった」 gives
# 「てい」 where 「唱えていた」 gives 「て」「い」): split them so one rule reads both.
SPLIT = {"てい": ("て", "い")}


@lru_cache(maxsize=65536)
def _pieces(text: str) -> tuple:
    """(surface, start, end) of each morpheme of a stretch of plain text; card text repeats
    the same stretches (「を」「の上に」…) so the analysis is kept."""
    out = []
    pos = 0
    for m in tagger()(text):
        s = m.surface
        if not s:
            continue
        a = text.find(s, pos)
        if a < 0:
            a = pos
        pos = a + len(s)
        if s.isspace():
            continue
        if s in SPLIT:
            at = a
            for part in SPLIT[s]:
                out.append((part, at, at + len(part)))
                at += len(part)
            continue
        out.append((s, a, pos))
    return tuple(out)


@lru_cache(maxsize=65536)
def _typed_pieces(text: str) -> tuple:
    """(token type, surface, start, end) of each morpheme of a stretch of plain text."""
    return tuple((_word_type(s), s, a, b) for s, a, b in _pieces(text))


def morphemes(text: str, offset: int) -> list[Token]:
    """fugashi morphemes of a stretch of plain text, as tokens."""
    return [_tok(kind, s, offset + a, offset + b) for kind, s, a, b in _typed_pieces(text)]


def tokenize(line: str) -> list[Token]:
    out: list[Token] = []
    pos = 0
    for m in scanner().finditer(line):
        a, b = m.span()
        if a > pos:
            out.extend(morphemes(line[pos:a], pos))
        kind = m.lastgroup
        value = m.group(0)
        if kind == "WORDS":
            kind = _word_type(value)
        elif kind == "XVAR":
            kind = _word_type("X") if "X" in literal_map() else "XVAR"
        elif kind in ("TILDE",) and value in literal_map():
            kind = literal_map()[value]
        out.append(_tok(kind, value, a, b))
        pos = b
    if pos < len(line):
        out.extend(morphemes(line[pos:], pos))
    if "よい" in line:
        out = _may(out)
    if "、" in line:
        out = _player_verb_commas(out)
    return out


# te-stems whose reading alone is ambiguous: card text's 「行って」 is 行う (do), never 行く (go)
_DICT_OVERRIDE = {"行っ": "行う"}


@lru_cache(maxsize=4096)
def _dict_form(surface: str, te: str) -> str | None:
    """「置い」→「置く」, 「し」→「する」, 「させ」→「させる」: the dictionary form of a te-stem,
    read with its て so that fugashi sees a verb (「得」 alone is a noun), or None."""
    if surface in _DICT_OVERRIDE:
        return _DICT_OVERRIDE[surface]
    nodes = list(tagger()(surface + te))
    if len(nodes) < 2 or nodes[-1].surface != te or "".join(x.surface for x in nodes[:-1]) != surface:
        return None
    last = nodes[-2]
    if last.feature.pos1 not in ("動詞", "助動詞") or not last.feature.orthBase:
        return None
    return "".join(x.surface for x in nodes[:-2]) + last.feature.orthBase


def _may(toks: list[Token]) -> list[Token]:
    """「追放してもよい」「置いてもよい」: the verb in its dictionary form, then one MAY token, so that
    every effect the grammar reads as an imperative can also be read as "… may …"."""
    out: list[Token] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        # 「て」「も」「よい」, or 「でも」「よい」 where the grammar's literal 「でも」 took the で
        v = t.value
        n_may = (3 if v in ("て", "で") and i + 2 < len(toks) and toks[i + 1].value == "も"
                 and toks[i + 2].value == "よい" else
                 2 if v == "でも" and i + 1 < len(toks) and toks[i + 1].value == "よい" else 0)
        if n_may and out:
            verb = out[-1]
            base = _dict_form(str(verb), str(t)[0])
            if base is not None:
                out[-1] = _tok(_word_type(base), base, verb.start_pos, verb.end_pos)
                out.append(_tok("MAY", "てもよい", t.start_pos, toks[i + n_may - 1].end_pos))
                i += n_may
                continue
        out.append(t)
        i += 1
    return out


CONTINUATIVE = {"失い", "捨て", "捧げ", "引き", "得", "切削し"}


def _player_verb_commas(toks: list[Token]) -> list[Token]:
    """「１点のライフを失い、カード１枚を捨て、…」: a 、 after a continuative verb that goes on with
    the same subject is PV_COMMA, told apart from a 、 before a new subject (「…失い、あなたは…」)
    the way the English lexer tells "loses 1 life, discards a card" from a new clause."""
    out = list(toks)
    for i, t in enumerate(out):
        if t.value != "、" or i == 0 or out[i - 1].value not in CONTINUATIVE:
            continue
        ahead = [str(x) for x in out[i + 1:i + 8]]
        new_subject = False
        for w in ahead:
            if w == "は":
                new_subject = True
                break
            if w in ("を", "に", "の", "、", "。"):
                break
        if not new_subject:
            out[i] = Token("PV_COMMA", "、", start_pos=t.start_pos, line=t.line, column=t.column,
                           end_line=t.end_line, end_column=t.end_column, end_pos=t.end_pos)
    return out


class JaLexer(Lexer):
    """Lark custom lexer: the parser is handed the token list made by `tokenize`."""

    # Lark's current interface (lex gets the lexer state): a lexer of the older interface is wrapped
    # in a class local to a Lark function, and a parser holding one cannot be pickled (parser_cache.py)
    __future_interface__ = 2

    def __init__(self, lexer_conf):
        self.lexer_conf = lexer_conf

    def lex(self, lexer_state, parser_state):
        data = lexer_state.text
        yield from getattr(data, "text", data)  # the token list (a TextSlice wraps what it is given)
