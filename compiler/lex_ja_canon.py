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


def _over(type_: str, value: str, first: Token, last: Token | None = None) -> Token:
    """A token of `value` where the text from `first` to `last` (or `first` alone) stands: a pass's
    canonical word keeps its place in the line."""
    last = first if last is None else last
    return Token(type_, value, first.start_pos, first.line, first.column, last.end_line, last.end_column, last.end_pos)

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


def each_combat_after_subject(toks: list[Token]) -> list[Token]:
    """「各戦闘で、~は追加で１体のクリーチャーをブロックできる」 → 「~は各戦闘で追加で…」: the adverb after the
    subject, where the verb phrase reads it (「~は各戦闘で、可能なら攻撃する」 keeps its own rule)."""
    vals = [t.value for t in toks]
    if vals[:6] == ["各", "戦闘", "で", "、", "~", "は"] and len(vals) > 6 and vals[6] in ("追加", "さらに", "本来"):
        return toks[4:6] + toks[:3] + toks[6:]
    return toks


# how a noun's modifier ends: 「…以上の」「あなたがコントロールしていない」「飛行を持つ」「…にある」
_MODIFIER_ENDS = ("の", "いる", "ない", "持つ", "ある")


def all_inside_filter(toks: list[Token]) -> list[Token]:
    """「パワーが５以上のすべてのクリーチャー」: 「すべての」 after a modifier of the same noun says
    what a plain 「パワーが５以上のクリーチャー」 does (every one of them): read as that. Not after
    「~以外の」, which the grammar reads with its 「すべての」 ("all … other than ~")."""
    out: list[Token] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if (t.value == "すべて" and i + 1 < len(toks) and toks[i + 1].value == "の" and out
                and out[-1].value.endswith(_MODIFIER_ENDS) and out[-1].value != "られる"
                and not (len(out) > 1 and out[-2].value == "以外")):
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
            out.append(_over("よっ", "よっ", t))
            out.append(_over("て", "て", t))
    return out


def amass_type(toks: list[Token]) -> list[Token]:
    """「ゾンビ動員２を行う」 "amass Zombies 2": the type after 「動員」, so that a verb phrase does not
    start with a creature type (which every noun phrase does)."""
    toks = list(toks)
    for i in range(len(toks) - 1):
        if toks[i].type == "SUBTYPE" and toks[i + 1].value == "動員":
            toks[i], toks[i + 1] = toks[i + 1], toks[i]
    return toks


def past_before_when(toks: list[Token], dict_form, word_type) -> list[Token]:
    """「…にダメージを与えたとき」「…を生け贄に捧げたとき」: a trigger's event in the past (た) before
    「とき」/「たび」 is the event itself, as the grammar's present form reads it (「与えるとき」); the
    conjugation is fugashi's (`dict_form`: the dictionary form of a continuative stem, or None)."""
    out: list[Token] = []
    for i, t in enumerate(toks):
        # (not 「…していたとき」: 「い」 there is ている's, a state, not an event)
        if (t.value == "た" and out and out[-1].value != "い" and i + 1 < len(toks)
                and toks[i + 1].value in ("とき", "たび")):
            base = dict_form(str(out[-1]), "て")
            if base is not None and base != str(out[-1]):
                v = out[-1]
                out[-1] = _over(word_type(base), base, v, t)
                continue
        out.append(t)
    return out


_KEYWORD_START = frozenset({"KEYWORD", "KEYWORD_N"})
# what a list of keywords is the object of: 「…を持つ」「…を得る」 and their other forms
_HAVE = frozenset({"持つ", "持ち", "持っ", "持た", "得る", "得", "得た"})


def _keyword_end(toks: list[Token], i: int) -> int:
    """The index after the keyword starting at toks[i] (「飛行」「毒性２」「プロテクション（黒）」), or i."""
    if toks[i].type == "KEYWORD":
        return i + 1
    if toks[i].type == "KEYWORD_N":
        return i + 2 if i + 1 < len(toks) and toks[i + 1].type == "NUMBER" else i + 1
    if toks[i].value == "プロテクション" and i + 1 < len(toks) and toks[i + 1].value == "（":
        for j in range(i + 2, len(toks)):
            if toks[j].value == "）":
                return j + 1
    return i


def keyword_commas(toks: list[Token]) -> list[Token]:
    """「飛行、先制攻撃、警戒を持つ」 = 「飛行と先制攻撃と警戒を持つ」: in a list of keywords that is what
    an object has or gains (it ends in 「…を持つ／得る」), a 、 is the list's 「と」. A line of keywords
    (「飛行、警戒」) has no 「を」 after it and keeps its 、."""
    out = list(toks)
    i = 0
    while i < len(out):
        commas, j = [], i
        while True:
            end = _keyword_end(out, j)
            if end == j:
                break
            j = end
            if j < len(out) and out[j].value in ("、", "と"):
                if out[j].value == "、":
                    commas.append(j)
                j += 1
                continue
            break
        if commas and j < len(out) and j > i and out[j].value == "を" and j + 1 < len(out) and out[j + 1].value in _HAVE:
            for k in commas:
                out[k] = _over("と", "と", out[k])
        i = max(j, i + 1)
    return out


def _nouns_end(toks: list[Token], i: int) -> int:
    """The index after the noun at toks[i] (「クリーチャー」「インスタント・呪文」), or i."""
    j = i
    while j < len(toks) and toks[j].type in ("TYPE", "SUBTYPE"):
        j += 1
        if j + 1 < len(toks) and toks[j].value == "・" and toks[j + 1].type in ("TYPE", "SUBTYPE"):
            j += 1
    return j


def nouns_and(toks: list[Token]) -> list[Token]:
    """「アーティファクトとクリーチャーは…」「すべてのクリーチャーと土地をアンタップする」: type nouns
    joined by 「と」, with no count or 「各」 of their own, are one noun phrase of either kind (as
    「…や…」: "artifacts and creatures"). Not before 「に」 (「…と…にそれぞれ…ダメージを与える」 is two
    recipients) nor as what a player controls (「アーティファクトとエンチャントをコントロールしている」: one of
    each). 「すべての」 said again of each noun (「すべてのアーティファクトとすべてのエンチャント」) is said once."""
    out = list(toks)
    i = 0
    while i < len(out):
        end = _nouns_end(out, i)
        if end == i or (i and out[i - 1].type in ("TYPE", "SUBTYPE", "・")):
            i += 1
            continue
        # 「すべてのアーティファクトとすべてのエンチャントを」: 「すべての」 said again of each noun
        every = i >= 2 and out[i - 2].value == "すべて" and out[i - 1].value == "の"
        ands, again, j = [], [], end
        while j < len(out) and out[j].value == "と":
            k = j + 1
            if every and [t.value for t in out[k:k + 2]] == ["すべて", "の"]:
                k += 2
            if _nouns_end(out, k) == k:
                break
            ands.append(j)
            if k > j + 1:
                again.append(j + 1)
            j = _nouns_end(out, k)
        if (ands and j < len(out) and out[j].value in ("は", "を", "、")
                and not (j + 1 < len(out) and out[j + 1].value == "コントロール")):
            for k in ands:
                out[k] = _over("や", "や", out[k])
            for k in reversed(again):
                del out[k:k + 2]
                j -= 2
        i = max(j, i + 1)
    return out


def comma_after_modifier(toks: list[Token]) -> list[Token]:
    """「黒か赤の、クリーチャー１体か…」「マナ総量が３以下の、…」「すべての、…」: a 、 after a modifier's 「の」 only marks that
    it is said of every noun after it (the builder shares it over a union of targets)."""
    return [t for i, t in enumerate(toks)
            if not (t.value == "、" and i >= 2 and toks[i - 1].value == "の"
                    and (toks[i - 2].type == "COLOR" or toks[i - 2].value in ("以下", "以上", "すべて")))]


def other_adverb(toks: list[Token], word_type) -> list[Token]:
    """「あなたが他にアーティファクトをコントロールしているかぎり」 = 「…他のアーティファクトを…」
    ("as long as you control another artifact")."""
    out: list[Token] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if (t.value == "他" and i + 1 < len(toks) and toks[i + 1].value == "に" and out and out[-1].value == "が"):
            nxt = toks[i + 1]
            out.append(_over(word_type("他の"), "他の", t, nxt))
            i += 2
            continue
        out.append(t)
        i += 1
    return out


# after 「…の上に置かれた」, words that end the phrase: an event or a replacement's state (「置かれた
# とき」「置かれた状態で戦場に出る」), not the counters that are on it
_PUT_EVENT_AFTER = frozenset({"状態", "とき", "たび", "なら", "場合", "、", "。", "か", "の"})


def counters_on(toks: list[Token]) -> list[Token]:
    """「~の上に置かれた蓄積カウンターの数」「+1/+1カウンターが置かれたクリーチャー」 = 「…置かれている…」:
    the past participle before a noun says which counters are on it now (a state, "the number of charge
    counters on ~"), as does 「置かれていた」 right before the counters (「~の上に置かれていた蓄積カウンター
    １個につき」: on it as it last existed, the only way a sacrificed permanent has them)."""
    out: list[Token] = []
    i = 0
    vals = [t.value for t in toks]
    while i < len(toks):
        if vals[i:i + 3] == ["置か", "れ", "た"] and i + 3 < len(toks) and vals[i + 3] not in _PUT_EVENT_AFTER:
            n_past = 3
        elif (vals[i:i + 5] == ["置か", "れ", "て", "い", "た"]
              and "カウンター" in vals[i + 5:i + 7]):
            n_past = 5
        else:
            out.append(toks[i])
            i += 1
            continue
        t, last = toks[i], toks[i + n_past - 1]
        for w in ("置か", "れ", "て", "いる"):
            out.append(_over(w, w, t, last))
        i += n_past
    return out


# where a noun phrase begins, looking back from its count: the particle or punctuation before it
_PHRASE_BEFORE = frozenset({"、", "。", "は", "を", "に", "と", "たび", "とき", "から", "―"})
# 「パワーが２以下の」「+1/+1カウンターが置かれている」: a が inside a noun's modifier
_GA_INSIDE_AFTER = frozenset({"パワー", "タフネス", "マナ総量", "カウンター"})
_NOUNS = frozenset({"TYPE", "SUBTYPE"})


def _phrase_start(toks: list[Token], end: int) -> int:
    """The index where the noun phrase that ends before `end` begins."""
    j = end
    while j > 0:
        w = toks[j - 1].value
        if w == "を" and toks[j].value in ("持つ", "持ち", "持た"):  # 「飛行を持つ」: a modifier
            j -= 1
            continue
        if w in _PHRASE_BEFORE or w == "が" and not (j >= 2 and toks[j - 2].value in _GA_INSIDE_AFTER):
            break
        j -= 1
    return j


def one_or_more_first(toks: list[Token], word_type) -> list[Token]:
    """「トークンでない１体以上のクリーチャーが」「あなたがコントロールしているクリーチャー１体以上が」
    「トークンでない吸血鬼が１体以上攻撃する」 = 「１体以上のトークンでない吸血鬼が…」: "one or more" said
    inside, after or away from its noun's modifiers is the count of the whole noun phrase; the grammar
    reads it first (one_or_more)."""
    toks = list(toks)
    i = 0
    while i + 3 < len(toks):
        if not (toks[i].type == "NUMBER" and toks[i + 1].value in COUNTERS and toks[i + 2].value == "以上"):
            i += 1
            continue
        after = toks[i + 3]
        ahead = [x.value for x in toks[i + 3:]]
        ahead = ahead[:ahead.index("。")] if "。" in ahead else ahead
        # a trigger's subject, or the subject of what happened this turn (「このターンに土地でない２つ
        # 以上のパーマネントが…戦場に出た」: the count is the condition's, conditions.cond_count_entered_ja)
        trigger = "たび" in ahead or "とき" in ahead
        if not trigger and not any(x.value == "このターン" for x in toks[max(0, i - 8):i]):
            i += 1
            continue
        if after.value == "の" and i > 0 and i + 4 < len(toks) and toks[i + 4].type in _NOUNS \
                and toks[i - 1].value not in _PHRASE_BEFORE and toks[i - 1].value != "が":
            start, count, rest = _phrase_start(toks, i), toks[i:i + 4], i + 4  # inside the modifiers
        elif after.value == "が" and i > 0 and toks[i - 1].type in _NOUNS:
            start, count, rest = _phrase_start(toks, i), toks[i:i + 3], i + 3  # after the noun
        elif (i > 1 and toks[i - 1].value == "が" and toks[i - 2].type in _NOUNS
              and after.value not in ("の", "が", "、", "ある", "あり", "い", "いる", "ない", "無い", "で", "コントロール")):
            start, count, rest = _phrase_start(toks, i - 1), toks[i:i + 3], i + 3  # floated after が
        else:
            i += 1
            continue
        if start == i or not trigger and [x.value for x in toks[max(0, start - 2):start]] != ["このターン", "に"]:
            i += 1
            continue
        t = count[-1]
        no = count[3:] or [_over(word_type("の"), "の", t)]
        toks = toks[:start] + count[:3] + no + [x for x in toks[start:rest] if not any(x is y for y in count)] + toks[rest:]
        i = rest
    return toks


def one_or_more_object(toks: list[Token], word_type) -> list[Token]:
    """「…の上に-1/-1カウンターを１個以上置くたび」「トークンを１つ以上生成するたび」 = 「…の上に１個以上の
    -1/-1カウンターを置くたび」: "one or more" floated after an event's object (with を) is the count
    of the object; the grammar reads it first (ev_some, ev_counters). Only inside a trigger's event."""
    out: list[Token] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        ahead = [x.value for x in toks[i:]]
        ahead = ahead[:ahead.index("、")] if "、" in ahead else ahead
        if (t.type == "WO_COUNT" and nxt is not None and nxt.value == "以上" and out
                and (out[-1].type in _NOUNS or out[-1].value == "カウンター") and ("たび" in ahead or "とき" in ahead)):
            start = _phrase_start(out, len(out))
            num, ctr = t.value[1:-1], t.value[-1]
            count = [_over("NUMBER", num, t), _over(word_type(ctr), ctr, t), _over(word_type("以上"), "以上", nxt),
                     _over(word_type("の"), "の", nxt)]
            out[start:] = count + out[start:] + [_over(word_type("を"), "を", t)]
            i += 2
            continue
        out.append(t)
        i += 1
    return out


def enchanted_passive(toks: list[Token], word_type) -> list[Token]:
    """「エンチャントされたクリーチャー」 (an Aura's older wording) = 「エンチャントしているクリーチャー」
    "enchanted creature"; not 「~がエンチャントされているかぎり」 (a state of the card itself)."""
    out: list[Token] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if ([x.value for x in toks[i:i + 4]] == ["エンチャント", "さ", "れ", "た"] and i + 4 < len(toks)
                and toks[i + 4].type == "TYPE"):
            last = toks[i + 3]
            out.append(_over(word_type("エンチャントしている"), "エンチャントしている", t, last))
            i += 4
            continue
        out.append(t)
        i += 1
    return out


def supertype_and(toks: list[Token]) -> list[Token]:
    """「基本であり森か平地であるカード」 = 「基本の森か平地であるカード」 ("a basic Forest or Plains card"):
    a supertype said as 「…であり」 before the nouns it qualifies is the supertype prefix."""
    return [t for i, t in enumerate(toks)
            if not ((t.value == "で" and i >= 1 and toks[i - 1].type == "SUPERTYPE" and i + 2 < len(toks)
                     and toks[i + 1].value == "あり" and toks[i + 2].type in ("TYPE", "SUBTYPE"))
                    or (t.value == "あり" and i >= 2 and toks[i - 1].value == "で"
                        and toks[i - 2].type == "SUPERTYPE" and i + 1 < len(toks)
                        and toks[i + 1].type in ("TYPE", "SUBTYPE")))]


def among_them(toks: list[Token], word_type) -> list[Token]:
    """「それらのうち１枚を…」「それらの中から１枚を…」 at a sentence's start = 「そのうち１枚を…」 (one of the
    cards looked at): the word order the grammar reads (dig_put)."""
    out: list[Token] = []
    i = 0
    vals = [t.value for t in toks]
    while i < len(toks):
        start = i == 0 or vals[i - 1] == "。"
        n_among = (3 if vals[i:i + 3] == ["それら", "の", "うち"] else
                   4 if vals[i:i + 4] == ["それら", "の", "中", "から"] else 0)
        if start and n_among and i + n_among + 2 < len(toks) and toks[i + n_among].type == "NUMBER" \
                and vals[i + n_among + 1] == "枚" and vals[i + n_among + 2] == "を":
            t, last = toks[i], toks[i + n_among - 1]
            out.append(_over(word_type("その"), "その", t))
            out.append(_over(word_type("うち"), "うち", last))
            i += n_among
            continue
        out.append(toks[i])
        i += 1
    return out


_ZONE_ENDS = ("ライブラリー", "墓地", "手札")


def put_from(toks: list[Token]) -> list[Token]:
    """「~があなたのライブラリーからあなたの墓地に置かれたとき」: the 「から」 of a zone change said as a
    passive (where the card comes from) is PUT_FROM, told from a noun's 「あなたの墓地から」 qualifier
    (「あなたの墓地からカード１枚を…」) by the 「…に置か」 after the zone it goes to."""
    out = list(toks)
    for i, t in enumerate(out):
        if (t.value == "から" and i and out[i - 1].value.endswith(_ZONE_ENDS)
                and any([x.value for x in out[j:j + 2]] == ["に", "置か"] for j in (i + 2, i + 3))):
            out[i] = _over("PUT_FROM", "から", t)
    return out


def delayed_end_of_combat(toks: list[Token]) -> list[Token]:
    """「…するたび、戦闘終了時に、そのクリーチャーを破壊する。」: 「戦闘終了時に」 after a sentence's or a
    trigger's 、/。 begins a delayed triggered ability (CR 603.7, "destroy that creature at end of
    combat"), DELAYED_EOC; at the line's start (or joined to another trigger by と/か) it is the
    trigger of the ability itself ("At end of combat, …", CR 603.1)."""
    out = list(toks)
    for i, t in enumerate(out):
        if (t.value == "戦闘終了時に" and i and out[i - 1].value in ("、", "。")
                and not (out[i - 1].value == "、" and i > 1 and out[i - 2].value in ("と", "か"))):
            out[i] = _over("DELAYED_EOC", "戦闘終了時に", t)
    return out


def _is_amount(t: Token) -> bool:
    return t.type == "NUMBER" or t.value == "X"


def next_damage_order(toks: list[Token], word_type) -> list[Token]:
    """A prevention shield's 「次の…ダメージ」 (CR 615.7) in the order the grammar reads, 「…に与えられる
    次のダメージをN点軽減する」: from 「…次のダメージN点を軽減する」, 「…に与えられるダメージを次のN点軽減
    する」 and 「…に次に与えられるダメージを…」 ("prevent the next N damage that would be dealt to …")."""
    toks = list(toks)
    vals = [t.value for t in toks]
    for i in range(len(toks)):
        w = vals[i:i + 7]
        if (w[:3] == ["次", "の", "ダメージ"] and len(w) == 7 and _is_amount(toks[i + 3])
                and w[4:] == ["点", "を", "軽減"]):
            toks[i + 3:i + 6] = [toks[i + 5], toks[i + 3], toks[i + 4]]
        elif (w[:4] == ["ダメージ", "を", "次", "の"] and len(w) == 7 and _is_amount(toks[i + 4])
              and w[5:] == ["点", "軽減"] and vals[i - 2:i] == ["与え", "られる"]):
            toks[i:i + 4] = [toks[i + 2], toks[i + 3], toks[i], toks[i + 1]]
        elif w[:5] == ["次", "に", "与え", "られる", "ダメージ"] and i and vals[i - 1] == "に":
            toks[i:i + 4] = [toks[i + 2], toks[i + 3], toks[i], _over(word_type("の"), "の", toks[i + 1])]
        vals = [t.value for t in toks]
    return toks


def first_each_turn(toks: list[Token], word_type) -> list[Token]:
    """「あなたが各ターン最初に…」「各ターンに最初に」「各ターン内で初めて、」 "for the first time each turn":
    one token, FIRST_EACH_TURN, after the event's subject; and 「各ターンにあなたの２つ目の呪文」 = 「各ターンの
    あなたの２つ目の…」 ("your second spell each turn")."""
    toks = list(toks)
    vals = [t.value for t in toks]
    i = 1
    while i + 3 < len(toks):
        if vals[i - 1] != "が" or vals[i:i + 2] != ["各", "ターン"]:
            i += 1
            continue
        j = i + 2
        if vals[j] == "に":
            j += 1
        elif vals[j:j + 2] in (["内", "で"], ["中", "で"]):
            j += 2
        if vals[j:j + 2] == ["最初", "に"]:
            k = j + 2
        elif vals[j] == "初めて":
            k = j + 1
        else:
            if vals[i + 2] == "に" and vals[i + 3] == "あなたの":
                toks[i + 2] = _over(word_type("の"), "の", toks[i + 2])
            i += 1
            continue
        if k < len(toks) and vals[k] == "、":
            k += 1
        toks[i:k] = [_over("FIRST_EACH_TURN", "各ターン最初に", toks[i], toks[k - 1])]
        vals = [t.value for t in toks]
        i += 1
    return toks


def _turn_phrase(vals: list[str], i: int) -> tuple[str, int] | None:
    """「あなたのターン中に」「あなたのターンの間に」「対戦相手のターンに」「対戦相手１人のターンの間に」 at i:
    whose turn ("あなた" / "対戦相手") and where the phrase ends (after its 「に」)."""
    whose, j = None, i
    if vals[i:i + 2] == ["あなたの", "ターン"]:
        whose, j = "あなた", i + 2
    elif vals[i] in ("あなたのターン", "あなたのターンの間"):
        whose, j = "あなた", i + 1
    elif vals[i] == "対戦相手のターン":
        whose, j = "対戦相手", i + 1
    elif vals[i] == "対戦相手":
        k = i + 1
        if k + 1 < len(vals) and vals[k + 1] == "人":
            k += 2
        if vals[k:k + 2] == ["の", "ターン"]:
            whose, j = "対戦相手", k + 2
    if whose is None:
        return None
    if vals[j - 1] != "あなたのターンの間":
        if vals[j:j + 2] == ["中", "に"] or vals[j:j + 3] == ["の", "間", "に"]:
            j += 2 if vals[j] == "中" else 3
        elif vals[j:j + 1] == ["に"]:
            j += 1
        else:
            return None
    elif vals[j:j + 1] == ["に"]:
        j += 1
    else:
        return None
    return whose, j


def during_turn_first(toks: list[Token]) -> list[Token]:
    """「あなたが対戦相手のターンに呪文を唱えるたび」「対戦相手のターン中にあなたが…たび」: the turn a
    trigger's event must happen in, said anywhere in the clause before its 「たび」/「とき」, is one
    token, DURING_TURN (「あなたのターン中に」 or 「対戦相手のターン中に」), at the clause's start."""
    vals = [t.value for t in toks]
    for i in range(len(toks)):
        got = _turn_phrase(vals, i)
        if got is None:
            continue
        whose, j = got
        if j < len(vals) and vals[j] == "、" and (i == 0 or vals[i - 1] in ("、", "。")):
            j += 1  # 「あなたのターン中に、…が戦場を離れるたび」: the clause's first words, then a comma
        end = next((k for k in range(j, len(vals)) if vals[k] in ("たび", "とき", "、", "。")), None)
        if end is None or vals[end] not in ("たび", "とき"):
            continue
        start = i
        while start > 0 and vals[start - 1] not in ("、", "。"):
            start -= 1
        tok = _over("DURING_TURN", whose + "のターン中に", toks[i], toks[j - 1])
        return toks[:start] + [tok] + toks[start:i] + toks[j:]
    return toks


def canonical(toks: list[Token], line: str, dict_form=None, word_type=None) -> list[Token]:
    """Every pass whose words occur in `line`, in order."""
    if dict_form is not None and ("たとき" in line or "たたび" in line):
        toks = past_before_when(toks, dict_form, word_type)
    if "それぞれ" in line:
        toks = drop_distributive(toks)
    if "、" in line:
        toks = floating_quantifier(toks)
        toks = keyword_commas(toks)
    if "と" in line:
        toks = nouns_and(toks)
    if "可能なら各戦闘" in line:
        toks = adverb_order(toks)
    if line.startswith("各戦闘で、"):
        toks = each_combat_after_subject(toks)
    if "の、" in line:
        toks = comma_after_modifier(toks)
    if word_type is not None and "が他に" in line:
        toks = other_adverb(toks, word_type)
    if "動員" in line:
        toks = amass_type(toks)
    if "にはブロック" in line:
        toks = by_agent(toks)
    if "すべての" in line:
        toks = all_inside_filter(toks)
    if "置かれ" in line:
        toks = counters_on(toks)
    if word_type is not None and "エンチャントされた" in line:
        toks = enchanted_passive(toks, word_type)
    if "から" in line and "に置か" in line:
        toks = put_from(toks)
    if word_type is not None and "以上" in line:
        toks = one_or_more_first(toks, word_type)
        toks = one_or_more_object(toks, word_type)
    if word_type is not None and "それらの" in line:
        toks = among_them(toks, word_type)
    if "であり" in line:
        toks = supertype_and(toks)
    if "戦闘終了時に" in line:
        toks = delayed_end_of_combat(toks)
    if word_type is not None and "が各ターン" in line:
        toks = first_each_turn(toks, word_type)
    if word_type is not None and "次" in line and "軽減" in line:
        toks = next_damage_order(toks, word_type)
    if "ターン" in line and ("たび" in line or "とき" in line):
        toks = during_turn_first(toks)
    return toks
