"""The Japanese tokenizer's canonical forms (lex_ja.py): one token sequence for wordings that
mean the same, so that the grammar writes each construction once.

Japanese card text varies where English does not: a quantifier may float away from its noun
(「クリーチャーが１体、…」 beside 「クリーチャー１体が…」), 「それぞれ」 ("each") may stand after
any plural or 「各」 subject, object or recipient without changing what is done (each recipient
of damage gets the full amount, CR 120.1; each player does the action), adverbs change places
(「可能なら各戦闘で」 / 「各戦闘で可能なら」). Each pass here takes the token list lex_ja.tokenize made
and returns the canonical one; tokens keep their positions in the line, so a parse error still
points into the text as printed.
"""
from __future__ import annotations

from lark import Token

COUNTERS = frozenset({"体", "つ", "枚", "人", "個"})

# after these, 「それぞれ」 is the distributive adverb ("each", "respectively"): it qualifies a
# subject (「各対戦相手はそれぞれ…」), an object (「…をそれぞれオーナーの手札に戻す」), a recipient
# (「各クリーチャーにそれぞれ１点のダメージ」) or the amount per object (「…１体につきそれぞれ、…」);
# 「それぞれの」 ("each one's") is a possessive and stays.
# After 「は」 it stays (the grammar reads 「…はそれぞれ」: there it tells a player's verb from an
# object's, 「各対戦相手はそれぞれ、飛行を持つクリーチャー１体を生け贄に捧げる」).
_EACH_AFTER = frozenset({"に", "を", "、", "につき"})


def drop_distributive(toks: list[Token]) -> list[Token]:
    """「それぞれ」 (and a 、 after it) where it only says "each" of a plural or 「各」 phrase."""
    out: list[Token] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        nxt = toks[i + 1].value if i + 1 < len(toks) else ""
        if t.value == "それぞれ" and out and out[-1].value in _EACH_AFTER and nxt != "の":
            i += 2 if nxt == "、" else 1
            continue
        out.append(t)
        i += 1
    return out


def floating_quantifier(toks: list[Token]) -> list[Token]:
    """「クリーチャーが１体、あなたのコントロール下で戦場に出るたび」: the count after the subject's
    が is the subject's; the 、 after it is punctuation (the grammar reads 「…が１体…」)."""
    return [t for i, t in enumerate(toks)
            if not (t.value == "、" and i >= 3 and toks[i - 1].value in COUNTERS
                    and toks[i - 2].type == "NUMBER" and toks[i - 3].value == "が")]


def adverb_order(toks: list[Token]) -> list[Token]:
    """「可能なら各戦闘で攻撃する」 → 「各戦闘で可能なら攻撃する」 (the order the grammar reads)."""
    vals = [t.value for t in toks]
    for i in range(len(toks) - 4):
        if vals[i:i + 5] == ["可能", "なら", "各", "戦闘", "で"]:
            toks = toks[:i] + toks[i + 2:i + 5] + toks[i:i + 2] + toks[i + 5:]
            vals = [t.value for t in toks]
    return toks


def all_inside_filter(toks: list[Token]) -> list[Token]:
    """「パワーが５以上のすべてのクリーチャー」: 「すべての」 after a modifier of the same noun says
    what a plain 「パワーが５以上のクリーチャー」 does (every one of them): read as that. Not after
    「~以外の」, which the grammar reads with its 「すべての」 ("all … other than ~")."""
    out: list[Token] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if (t.value == "すべて" and i + 1 < len(toks) and toks[i + 1].value == "の" and out
                and out[-1].value == "の" and not (len(out) > 1 and out[-2].value == "以外")):
            i += 2
            continue
        out.append(t)
        i += 1
    return out


def by_agent(toks: list[Token]) -> list[Token]:
    """「…にはブロックされない」 = 「…によってはブロックされない」: the agent of a passive, written
    with 「に」 alone; the grammar reads 「によって」 (「に」「よっ」「て」), so the two are put in."""
    out: list[Token] = []
    for i, t in enumerate(toks):
        out.append(t)
        if (t.value == "に" and i + 2 < len(toks) and toks[i + 1].value == "は"
                and toks[i + 2].value == "ブロック"):
            out.append(Token("よっ", "よっ", t.start_pos, t.line, t.column, t.end_line, t.end_column, t.end_pos))
            out.append(Token("て", "て", t.start_pos, t.line, t.column, t.end_line, t.end_column, t.end_pos))
    return out


def amass_type(toks: list[Token]) -> list[Token]:
    """「ゾンビ動員２を行う」 "amass Zombies 2": the type after 「動員」, so that a verb phrase does not
    start with a creature type (which every noun phrase does)."""
    toks = list(toks)
    for i in range(len(toks) - 1):
        if toks[i].type == "SUBTYPE" and toks[i + 1].value == "動員":
            toks[i], toks[i + 1] = toks[i + 1], toks[i]
    return toks


def canonical(toks: list[Token], line: str) -> list[Token]:
    """Every pass whose words occur in `line`, in order."""
    if "それぞれ" in line:
        toks = drop_distributive(toks)
    if "、" in line:
        toks = floating_quantifier(toks)
    if "可能なら各戦闘" in line:
        toks = adverb_order(toks)
    if "動員" in line:
        toks = amass_type(toks)
    if "にはブロック" in line:
        toks = by_agent(toks)
    if "のすべての" in line:
        toks = all_inside_filter(toks)
    return toks
