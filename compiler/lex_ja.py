"""Stage 2 for Japanese, tokenize: normalized text → Lark tokens.

Japanese has no spaces, so the grammar cannot lex it. This module does:
1. a scan for what is not a word: symbols {T}{2}{R}, P/T 2/2, loyalty [+1], numbers, the
   card itself `~`, other cards' names ⟨n⟩;
2. a scan for game words: the word tables' types, subtypes, keywords, colors and supertypes
   (token types TYPE, SUBTYPE, KEYWORD, COLOR, SUPERTYPE carry the surface as value), and
   the grammar's own multi-character literals (「対象」「戦場」「あなたがコントロールしている」);
   these two scans are one regex, made in lex_ja_scan.py;
3. fugashi (unidic-lite) morphemes for the rest: each morpheme's *surface* is looked up among
   the grammar's literals; one that is not a literal becomes WORD.
The parser (Lark LALR) then reads these tokens through JaLexer (grammars.py), a custom Lark lexer.
"""
from __future__ import annotations

import re
from functools import lru_cache

from lark import Token

from . import regexes
from .grammars import JaLexer, ja_parser  # noqa: F401 (JaLexer: the parser's side of this lexer)
from .lex_ja_canon import canonical
from .lex_ja_relative import relative_chain
from .lex_ja_scan import literal_map_of, scanner_pattern, table_words  # noqa: F401
from .tables import verbs


@lru_cache(maxsize=None)
def literal_map() -> dict[str, str]:
    """The grammar's string literals: surface → Lark terminal name."""
    return literal_map_of(ja_parser().terminals)


@lru_cache(maxsize=None)
def scanner() -> re.Pattern:
    return regexes.compile(scanner_pattern(literal_map()), 0)


@lru_cache(maxsize=1)
def tagger():
    import fugashi

    return fugashi.Tagger()


_new_str = str.__new__


def _tok(type_: str, value: str, a: int, b: int) -> Token:
    # what Token(type_, value, a, 1, a + 1, 1, b + 1, b) makes, without the two Python calls of
    # Lark's constructor (it checks for deprecated keyword arguments): ~100,000 tokens a database
    t = _new_str(Token, value)
    t.type, t.value, t.start_pos, t.line, t.column, t.end_line, t.end_column, t.end_pos = (
        type_, value, a, 1, a + 1, 1, b + 1, b)
    return t


def _word_type(surface: str) -> str:
    lits = literal_map()
    if surface in lits:
        return lits[surface]
    return table_words().get(surface, "WORD")


# Morphemes unidic sometimes fuses that the grammar spells as two (「唱えられていなかった」 gives
# 「てい」 where 「唱えていた」 gives 「て」「い」): split them so one rule reads both.
SPLIT = {"てい": ("て", "い"),
         # 「パーマネント１つと、…」: unidic reads 「つと」 as an adverb
         "つと": ("つ", "と"),
         # 「発生源１つが次に…」: unidic reads 「つが」 as a noun
         "つが": ("つ", "が")}


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
        out = _player_verb_commas(_optional_commas(out))
    if "つけ" in line:
        out = _attach_ni(out)
    if "をブロックしている" in line:
        out = _blocking_it(out)
    if "によって" in line:
        out = _linked_by(out)
    return relative_chain(canonical(out, line, _dict_form, _word_type), line, _word_type)


# words after which a 、 is punctuation only: 「そのプレイヤーは、…」 = 「そのプレイヤーは…」,
# 「その後、…」 = 「その後…」, 「それぞれ、…」 (the grammar never has to write them twice)
# 「…パーマネント１つが、対戦相手がコントロールしている呪文や能力の対象になるたび」 (after a subject's が)
# 「…のダメージを、そのクリーチャーに与える」 (after an object's を)
OPTIONAL_COMMA_AFTER = frozenset({"は", "が", "を", "その後", "それぞれ"})


def _optional_commas(toks: list[Token]) -> list[Token]:
    return [t for i, t in enumerate(toks)
            if not (t.value == "、" and i and toks[i - 1].value in OPTIONAL_COMMA_AFTER
                    and not (toks[i - 1].value == "を" and _copy_after(toks, i + 1)))]


def _copy_after(toks: list[Token], i: int) -> bool:
    """「~は…を、戦場にある…のコピーとして」「…を、~が飛行を持つことを除き、…」: the 、 the copy rule
    (may_enter_as_copy) reads, kept."""
    return i < len(toks) and (toks[i].value == "戦場" or toks[i].type == "TILDE" and i + 1 < len(toks)
                              and toks[i + 1].value == "が")


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


# what may stand between the に of 「つける」 and the verb: the attached object, 「それに~をつける」
_NOT_BEFORE_ATTACH = frozenset({"、", "。", "に", "は", "が", "て", "で", "から"})


def _blocking_it(toks: list[Token]) -> list[Token]:
    """「~をブロックしているクリーチャー」: 「を」「ブロックしている」 before a noun is one token, a noun's
    qualifier ("creatures blocking ~"), told from the verb of 「…が~をブロックしているかぎり」."""
    out: list[Token] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if (t.value == "を" and i + 2 < len(toks) and toks[i + 1].value == "ブロックしている"
                and (toks[i + 2].type in ("TYPE", "SUBTYPE", "COLOR") or toks[i + 2].value == "各")):
            out.append(_tok(_word_type("をブロックしている"), "をブロックしている", t.start_pos, toks[i + 1].end_pos))
            i += 2
            continue
        out.append(t)
        i += 1
    return out


# what was done to an object, as the lexer gives it (tables/verbs.PARTICIPLES): its first words
# (not damage: 「~によってダメージを与えられた」 names the source of the damage, filters' f_damaged_by_this_turn)
_PARTICIPLE_STARTS = tuple(tuple(ja.split()) for verb, (_en, ja) in verbs.PARTICIPLES.items() if ja and verb != "damage")


def _linked_by(toks: list[Token]) -> list[Token]:
    """「~によって追放されているカード」「これによって追放されたカード」 ("cards exiled with ~"): 「に」「よっ」
    「て」 after ~ (or 「それ」) before a participle of the verb table is one token, LINKED_BY, told from
    the ~ that is an object (「~によってダメージを与えられた…」 keeps its 「に」)."""
    out: list[Token] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if (t.value == "に" and out and out[-1].value in ("~", "それ")
                and [x.value for x in toks[i + 1:i + 3]] == ["よっ", "て"]
                and any(tuple(x.value for x in toks[i + 3:i + 3 + len(p)]) == p for p in _PARTICIPLE_STARTS)):
            out.append(_tok("LINKED_BY", "によって", t.start_pos, toks[i + 2].end_pos))
            i += 3
            continue
        out.append(t)
        i += 1
    return out


def _attached(toks: list[Token]) -> list[Token]:
    """「に」「つけ」「られ」「て」「いる」 (and the scanner's 「それにつけ」 before 「られている」) → 「につけられている」,
    one token after what it is attached to ("attached to it")."""
    out: list[Token] = []
    i = 0
    while i < len(toks):
        vals = [t.value for t in toks[i:i + 5]]
        if vals == ["に", "つけ", "られ", "て", "いる"] or vals[:4] == ["それにつけ", "られ", "て", "いる"]:
            n_tok = 5 if vals[0] == "に" else 4
            a, b = toks[i].start_pos, toks[i + n_tok - 1].end_pos
            if n_tok == 4:
                out.append(_tok(_word_type("それ"), "それ", a, a + 2))
                a += 2
            out.append(_tok(_word_type("につけられている"), "につけられている", a, b))
            i += n_tok
            continue
        out.append(toks[i])
        i += 1
    return out


def _attach_ni(toks: list[Token]) -> list[Token]:
    """「~をそのクリーチャーにつける」「それに~をつける」: the に that says what an Aura or Equipment goes
    onto is ATTACH_NI, told by the verb 「つける」 after it (not 「つけられている」, attached to, a state),
    with nothing between them or only the attached object and its 「を」."""
    out = _attached(list(toks))
    for i, t in enumerate(out):
        if t.value != "に":
            continue
        for j in range(i + 1, min(i + 8, len(out))):
            w = out[j].value
            if w in ("つける", "つけ"):
                nxt = out[j + 1].value if j + 1 < len(out) else ""
                if nxt not in ("られ", "られる", "られる", "て", "た") and (j == i + 1 or out[j - 1].value == "を"):
                    out[i] = _tok("ATTACH_NI", "に", t.start_pos, t.end_pos)
                break
            if w in _NOT_BEFORE_ATTACH:
                break
    return out


# continuative (連用形) verbs after which a 、 may go on with the same subject: compiler/tables/verbs.py
CONTINUATIVE = verbs.ja_renyo_forms()


def _exile_renyo(toks: list[Token], i: int) -> bool:
    """「追放し」: exile is another player's verb too (「そのプレイヤーは…を追放し、２点のライフを失う」,
    build/helpers.act), so its continuative goes on with the same subject as the list verbs' do."""
    return toks[i].value == "し" and i > 0 and toks[i - 1].value == "追放"


def _player_verb_commas(toks: list[Token]) -> list[Token]:
    """「１点のライフを失い、カード１枚を捨て、…」: a 、 after a continuative verb that goes on with
    the same subject is PV_COMMA, told apart from a 、 before a new subject (「…失い、あなたは…」)
    the way the English lexer tells "loses 1 life, discards a card" from a new clause."""
    out = list(toks)
    for i, t in enumerate(out):
        if t.value != "、" or i == 0 or not (out[i - 1].value in CONTINUATIVE or _exile_renyo(out, i - 1)):
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
