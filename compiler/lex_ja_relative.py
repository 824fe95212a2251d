"""Canonical forms of a noun's chained modifiers (lex_ja.tokenize runs these passes after
lex_ja_canon's).

Japanese joins two relative clauses of one noun with the continuative form of the first:
「あなたがコントロールしていてタップ状態であるクリーチャー」 "tapped creature you control",
「あなたがコントロールしておらずマナ総量が３以下の…」 "… you don't control with mana value 3 or
less", 「これでなくタップ状態である各クリーチャー」 "each other tapped creature". The continuative
form says nothing the attributive form does not: each modifier qualifies the same noun (the
grammar's `filter: prefix* head`), so each is read in its attributive form, the one the grammar's
prefixes spell. Tokens keep their places in the line.
"""
from __future__ import annotations

from lark import Token

from .lex_ja_canon import _over

_TE_IRU = ("し", "て", "い", "て")  # 「…がコントロールしていて」
_TE_ORAZU = ("し", "て", "おら", "ず")  # 「…がコントロールしておらず」
# what is said to be (or not to be) with 「…でなく」 inside a noun's modifiers
_BE_WORDS = frozenset({"TYPE", "SUBTYPE", "COLOR", "SUPERTYPE", "TILDE"})
# after 「…でなく」 these end a clause, not a modifier: 「クリーチャーでなくなる」 "stops being a creature"
_NOT_MODIFIER_AFTER = frozenset({"なる", "なっ", "なり", "なら", "、", "。"})


def controller_continuative(toks: list[Token], word_type) -> list[Token]:
    """「防御プレイヤーがコントロールしていて…」 = 「防御プレイヤーがコントロールしている…」 and
    「あなたがコントロールしておらず…」 = 「あなたがコントロールしていない…」: the controller of the
    noun said before another of its modifiers, read as the grammar's one token for it (a player
    word, が, コントロール directly: no object in between, so it qualifies the noun that follows)."""
    out: list[Token] = []
    i = 0
    vals = [t.value for t in toks]
    while i < len(toks):
        if out and vals[i] == "が" and i + 5 < len(toks) and vals[i + 1] == "コントロール" \
                and tuple(vals[i + 2:i + 6]) in (_TE_IRU, _TE_ORAZU):
            tail = "している" if vals[i + 4] == "い" else "していない"
            for back in (1, 2):
                if len(out) < back:
                    break
                word = "".join(t.value for t in out[-back:]) + "がコントロール" + tail
                if word_type(word) != "WORD":
                    first = out[-back]
                    del out[-back:]
                    out.append(_over(word_type(word), word, first, toks[i + 5]))
                    i += 6
                    break
            else:
                out.append(toks[i])
                i += 1
            continue
        out.append(toks[i])
        i += 1
    return out


def not_continuative(toks: list[Token], word_type) -> list[Token]:
    """「これでなくタップ状態である…」「土地でなくアンタップ状態の…」: 「…でなく」 before another
    modifier of the same noun is 「…でない」."""
    out: list[Token] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if (t.value == "で" and out and out[-1].type in _BE_WORDS and i + 2 < len(toks)
                and toks[i + 1].value == "なく" and toks[i + 2].value not in _NOT_MODIFIER_AFTER):
            out.append(_over(word_type("でない"), "でない", t, toks[i + 1]))
            i += 2
            continue
        out.append(t)
        i += 1
    return out


def state_continuative(toks: list[Token], word_type) -> list[Token]:
    """「アンタップ状態で人間でないクリーチャー」 = 「アンタップ状態であり人間でない…」: 「…状態で」
    followed by another modifier (a word and its 「でない」「でも」) is the state's continuative form,
    not the manner of a verb (「タップ状態で戦場に出る」 has a verb after it)."""
    out: list[Token] = []
    for i, t in enumerate(toks):
        out.append(t)
        if (t.value == "で" and i and toks[i - 1].value in ("タップ状態", "アンタップ状態") and i + 2 < len(toks)
                and toks[i + 1].type in _BE_WORDS and toks[i + 2].value in ("でない", "でも")):
            out.append(_over(word_type("あり"), "あり", t))
    return out


# where a noun (or another of its modifiers) follows a predicate, the predicate is a modifier of it
_NOUN_START = frozenset({"TYPE", "SUBTYPE", "COLOR", "SUPERTYPE", "TILDE", "NUMBER"})
_PREFIX_START = frozenset({"各", "他の", "タップ状態", "アンタップ状態", "統率者"})


def _noun_follows(toks: list[Token], i: int) -> bool:
    return i < len(toks) and (toks[i].type in _NOUN_START or toks[i].value in _PREFIX_START)


def color_predicate(toks: list[Token], word_type) -> list[Token]:
    """「赤か緑であるクリーチャー」 = 「赤か緑のクリーチャー」, 「伝説である各クリーチャー」 = 「伝説の…」:
    a color or legendary said as the predicate of a relative clause before its noun. (Not
    「~が緑であるかぎり」: a condition, with no noun after it.)"""
    out: list[Token] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if (t.value == "で" and out and i + 1 < len(toks) and toks[i + 1].value in ("ある", "あり")
                and _noun_follows(toks, i + 2)):
            if out[-1].type == "COLOR":
                out.append(_over(word_type("の"), "の", t, toks[i + 1]))
                i += 2
                continue
            if out[-1].value == "伝説":
                out[-1] = _over(word_type("伝説の"), "伝説の", out[-1], toks[i + 1])
                i += 2
                continue
        out.append(t)
        i += 1
    return out


_STATS = frozenset({"パワー", "タフネス", "マナ総量"})
# (「少ない」 is two morphemes, 「少」「ない」: the first is enough to tell the comparison)
_MORE_LESS = frozenset({"小さい", "小さく", "少", "大きい", "大きく", "多い", "多く"})


def _pronoun_before(toks: list[Token], i: int) -> int:
    """The start of the object that ends before `i`: 「~」「それ」 or 「その＋noun」 (0 tokens if none)."""
    if i >= 1 and (toks[i - 1].type == "TILDE" or toks[i - 1].value == "それ"):
        return 1
    if i >= 2 and toks[i - 2].value == "その" and toks[i - 1].type in ("TYPE", "SUBTYPE"):
        return 2
    return 0


def comparison_order(toks: list[Token], word_type) -> list[Token]:
    """「~よりパワーの小さいクリーチャー」「~よりもパワーが大きい…」「~のパワーより小さいパワーを持つ…」 =
    「パワーが~のパワーより小さい…」 ("with power less than ~'s power"): the stat compared said first, as
    the grammar reads it."""
    vals = [t.value for t in toks]
    i = 0
    while i < len(toks):
        if vals[i] != "より":
            i += 1
            continue
        j = i + 1 + (i + 1 < len(toks) and vals[i + 1] == "も")
        # 「~よりパワーの小さい」
        back = _pronoun_before(toks, i)
        if back and j + 2 < len(toks) and vals[j] in _STATS and vals[j + 1] in ("の", "が") \
                and vals[j + 2] in _MORE_LESS:
            obj, stat = toks[i - back:i], toks[j]
            new = [stat, _over(word_type("が"), "が", toks[j + 1])] + obj + \
                [_over(word_type("の"), "の", toks[i]), _over(stat.type, stat.value, stat)] + toks[i:j] + [toks[j + 2]]
            toks = toks[:i - back] + new + toks[j + 3:]
            vals = [t.value for t in toks]
            i = i - back + len(new)
            continue
        # 「~のパワーより小さいパワーを持つ」
        back = _pronoun_before(toks, i - 2) if i >= 2 and vals[i - 1] in _STATS and vals[i - 2] == "の" else 0
        k = j + 1 + (j < len(toks) and vals[j] == "少")  # after the adjective
        if back and k + 2 < len(toks) and vals[j] in _MORE_LESS and vals[k] in _STATS \
                and vals[k + 1] == "を" and vals[k + 2] == "持つ":
            start, stat = i - 2 - back, toks[k]
            new = [stat, _over(word_type("が"), "が", toks[k + 1])] + toks[start:k]
            toks = toks[:start] + new + toks[k + 3:]
            vals = [t.value for t in toks]
            i = start + len(new)
            continue
        i += 1
    return toks


# where the noun phrase a target count floats into begins, looking back from the count
_ANY_NUMBER_BOUND = frozenset({"、", "。", "：", ":", "―", "代わりに", "たび", "とき", "は"})


def _any_number_start(vals: list[str], i: int) -> int:
    start = i
    while start > 0 and vals[start - 1] not in _ANY_NUMBER_BOUND \
            and not (start > 1 and vals[start - 2:start] == ["代わり", "に"]):
        start -= 1
    return start


def any_number_first(toks: list[Token], word_type) -> list[Token]:
    """「あなたがコントロールしている望む数のクリーチャーを対象とし」「…パーマネントを望む数だけ対象とし」
    「あなたの墓地にある望む枚数の…」「望む数の、…」 = 「望む数の(modifiers)(nouns)を対象とし」 ("any number of
    target …"): the count said first, as target_np reads it."""
    vals = [t.value for t in toks]
    out = list(toks)
    for i in range(len(out) - 1):
        if vals[i] == "望む" and vals[i + 1] == "枚数":
            out[i + 1] = _over(word_type("数"), "数", out[i + 1])
    toks, vals = out, [t.value for t in out]
    i = 0
    while i + 2 < len(toks):
        if vals[i] != "望む" or vals[i + 1] != "数":
            i += 1
            continue
        if vals[i + 2] == "の" and i + 3 < len(toks) and vals[i + 3] == "、":
            del toks[i + 3]
            vals = [t.value for t in toks]
        # 「…を望む数（だけ）対象とし／とする」
        j = i + 2 + (vals[i + 2] == "だけ")
        if i and vals[i - 1] == "を" and vals[j:j + 2] == ["対象", "と"] and j + 2 < len(toks) \
                and vals[j + 2] in ("する", "し"):
            start = _any_number_start(vals, i - 1)
            if start < i - 1:
                word = "を対象とする" if vals[j + 2] == "する" else "を対象とし"
                count = [toks[i], toks[i + 1], _over(word_type("の"), "の", toks[i + 1])]
                new = count + toks[start:i - 1] + [_over(word_type(word), word, toks[i - 1], toks[j + 2])]
                toks = toks[:start] + new + toks[j + 3:]
                vals = [t.value for t in toks]
                i = start + len(new)
                continue
        # 「あなたがコントロールしている（、）望む数の…」
        if vals[i + 2] == "の" and i:
            if vals[i - 1] == "、" and i >= 2 and vals[i - 2].endswith(("いる", "する", "ある")):
                del toks[i - 1]
                i -= 1
                vals = [t.value for t in toks]
            start = _any_number_start(vals, i)
            if start < i:
                toks = toks[:start] + toks[i:i + 3] + toks[start:i] + toks[i + 3:]
                vals = [t.value for t in toks]
        i += 3
    return toks


def comma_after_for_each(toks: list[Token]) -> list[Token]:
    """「…１種につき、+1/+1の修整を受ける」「…につき、(１)少なくなる」: a 、 after 「につき」 before the
    modifier or the mana it scales is punctuation (a clause after it, 「…１体につき、…を引く」, starts
    with no P/T or mana)."""
    return [t for i, t in enumerate(toks)
            if not (t.value == "、" and i and toks[i - 1].value == "につき" and i + 1 < len(toks)
                    and toks[i + 1].type in ("PT", "MANA"))]


def other_than_self(toks: list[Token], word_type) -> list[Token]:
    """「~以外のクリーチャー」 = 「これ以外のクリーチャー」 "another creature": the card named, not it,
    before a noun (「~以外のすべての…」 keeps its own rule, all_other_than_self)."""
    out = list(toks)
    for i, t in enumerate(out):
        if (t.type == "TILDE" and i + 3 < len(out) and out[i + 1].value == "以外" and out[i + 2].value == "の"
                and out[i + 3].value != "すべて"):
            out[i] = _over(word_type("これ"), "これ", t)
    return out


def relative_chain(toks: list[Token], line: str, word_type) -> list[Token]:
    """Every pass of this module whose words occur in `line`."""
    if "コントロールしてい" in line or "コントロールしておらず" in line:
        toks = controller_continuative(toks, word_type)
    if "でなく" in line:
        toks = not_continuative(toks, word_type)
    if "である" in line or "であり" in line:
        toks = color_predicate(toks, word_type)
    if "以外の" in line:
        toks = other_than_self(toks, word_type)
    if "につき、" in line:
        toks = comma_after_for_each(toks)
    if "望む" in line:
        toks = any_number_first(toks, word_type)
    if "より" in line:
        toks = comparison_order(toks, word_type)
    if "状態で" in line:
        toks = state_continuative(toks, word_type)
    return toks
