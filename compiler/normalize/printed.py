"""The layout of printed text as card databases hold it (MTGJSON foreignData, Scryfall
printed_text, Gatherer's printed English): lines run together, a line broken after an em dash,
the other face's type line and text below a modal double-faced card's own. These are not wordings
(nothing in them is outdated rules text), so they are repaired here, before the wording table
runs, and nothing is noted for lint. Today's Oracle text and current Japanese never have them."""
from __future__ import annotations

import re

from .common import Rewriter

# "…enters the battlefield tapped.{T}: Add {U} or {R}." / "…(…)When you cycle…": a sentence that
# ends and the next ability that starts with no line break between them (a printed sentence is
# followed by a space; an Oracle line break was lost)
EN_RUN_TOGETHER = re.compile(r"(?<=[a-z0-9})][.)])(?=[{A-Z\[])")
# 「…戦場に出る。{T}：…」: a cost after a sentence begins an ability of its own
# (「…を加える。{2}, {T}, ~を生け贄に捧げる：…」: a cost that goes on after its symbols too)
JA_COST_AFTER = re.compile(r"(?<=[。）])(?=(?:\{[^}\n]+\}(?:[,、] ?)?)+(?:[^。\n：:「」{}]{1,40}?)? ?[：:])")
# 「―{U}, …を捨てる：…」: a dash left where the database dropped the ability word before it
JA_LOST_ABILITY_WORD = re.compile(r"(?m)^― ?(?=\{)")
# 「…（…。）プレイヤー１人を…」: what follows a reminder text is the next ability
JA_AFTER_REMINDER = re.compile(r"(?<=。）)(?=[^\n。、）」])")
# 「エンチャント（クリーチャー）エンチャントしている…」: the enchant keyword is a line of its own
JA_AFTER_ENCHANT = re.compile(r"(?m)(^エンチャント（[^（）\n]{1,20}）)(?=[^\n（）])")
# 「…を唱えるための追加コストとして、クリーチャーを１体生け贄に捧げる。カードを２枚引く。」: the
# additional cost is an ability of its own
JA_AFTER_ADDITIONAL_COST = re.compile(r"(?m)^([^\n「」]{1,40}追加コストとして、[^。\n「」]{1,60}。)(?=[^\n」』])")
# 「装備 {1} ({1}：…行う。）」: a reminder opened by a half-width parenthesis
JA_HALF_OPEN_REMINDER = re.compile(r"\(([^()（）\n]*。)）")
# 「狂喜１ （…置かれた状態で戦場に出る）」: a reminder text whose sentence lost its 。
JA_REMINDER_NO_STOP = re.compile(r"（([^（）\n。]{12,}[るいだ])）")
# 「探査（…{1}を支払う。）ｆ」: a stray full-width letter a database left after a reminder text at the
# end of a line (Khans of Tarkir's delve cards): no card text is one letter
JA_STRAY_LETTER = re.compile(r"(?<=。）)[ａ-ｚ](?=\n|\Z)")
# "Evoke—\nExile a red card from your hand.": a keyword's cost broken after its dash
DASH_BREAK = re.compile(r"(?<=[—―])\n")
# the other face of a modal double-faced card below this face's text: its type line, then its
# text or mana cost (「…\n土地\n{T}：{B}を加える。」, "…\nLand\n{T}: Add {B}.")
_TYPES_EN = r"(?:Land|Instant|Sorcery|Creature|Artifact|Enchantment|Planeswalker|Legendary [A-Z][a-z]+)"
_TYPES_JA = r"(?:土地|インスタント|ソーサリー|クリーチャー|アーティファクト|エンチャント|プレインズウォーカー|伝説の[^\n]{1,12})"
EN_OTHER_FACE = re.compile(r"\n%s(?: — [^\n]*)?\n[\s\S]*\Z" % _TYPES_EN)
JA_OTHER_FACE = re.compile(r"\n%s(?: ?[―—] ?[^\n]*)?\n[\s\S]*\Z" % _TYPES_JA)
# a basic land's printed text box is its big mana symbol, read as the letter ("U")
EN_BASIC_SYMBOL = re.compile(r"\A\s*[WUBRG]\s*\Z")


def layout_en(r: Rewriter, name: str = "") -> None:
    if not r.text:
        return
    r.sub(EN_BASIC_SYMBOL, "")
    r.sub(EN_OTHER_FACE, "", needle="\n")
    r.sub(DASH_BREAK, "", needle="—\n")
    r.sub(EN_RUN_TOGETHER, "\n")
    # (not the card's own name: "Morbid Hunger deals 3 damage …")
    r.sub(_ability_word_no_dash_en(),
          lambda m: m.group(0) if name and r.text.startswith(name, m.start()) else m.group(1) + " — ")



def layout_ja(r: Rewriter, name: str = "") -> None:
    if not r.text:
        return
    r.translate({"･": "・", "\u2014": "\u2015"})
    r.sub(JA_OTHER_FACE, "", needle="\n")
    r.sub(DASH_BREAK, "", needle="―\n")
    r.sub(JA_COST_AFTER, "\n", needle="。")
    r.sub(JA_LOST_ABILITY_WORD, "", needle="―")
    r.sub(JA_STRAY_LETTER, "", needle="。）")
    r.sub(JA_HALF_OPEN_REMINDER, r"（\1）", needle="(")
    r.sub(JA_REMINDER_NO_STOP, r"（\1。）", needle="（")
    r.sub(JA_AFTER_REMINDER, "\n", needle="。）")
    if name and len(name) > 1 and name in r.text and _keyword_runs_into(r.text, name):
        # 「トランプル灰色革の狩人か…」: a keyword line run into the next line, which begins with the name
        r.sub(re.compile(r"(?m)^(%s)(?=%s)" % ("|".join(re.escape(k) for k in _ja_keywords()), re.escape(name))),
              lambda m: m.group(1) + "\n")
    r.sub(_keywords_run_together_ja(), lambda m: "、".join(_kw_split(m.group(0))))
    if name and "。" + name + "が" in r.text:
        # 「…はタップ状態で戦場に出る。~が戦場に出たとき、…」: a trigger of the card's own begins an
        # ability of its own (not inside a quoted ability)
        r.sub(re.compile(r"(?<=。)(?=%sが[^。\n「」]{0,30}?(?:とき|たび)、)(?![^「」\n]*」)" % re.escape(name)), "\n")
    r.sub(JA_AFTER_ADDITIONAL_COST, r"\1\n", needle="追加コストとして")
    r.sub(JA_AFTER_ENCHANT, lambda m: m.group(1) + "\n", needle="エンチャント（")
    r.sub(_keyword_after_sentence_ja(), "\n", needle="。")
    r.sub(JA_QUOTED_MODES, _modes_as_bullets, needle="つから")


# 「以下の２つから１つを選ぶ。「…」「…」」: the modes of a modal spell printed as quotations; today
# each is a bullet line of its own (「以下から１つを選ぶ。\n・…\n・…」)
_QUOTE = r"「(?:[^「」]|「[^「」]*」)*」"
JA_QUOTED_MODES = re.compile(r"以下の[0-9２-９]つから([0-9１-９]つ(?:または両方)?)を選ぶ。((?:%s)+)(?=\n|\Z)" % _QUOTE)


def rejoin_keywords_ja(r: Rewriter) -> None:
    """「飛行接死（…）」: keywords run together before a reminder text are a keyword line once the
    reminder is out (layout_ja runs before, when the line still holds the reminder)."""
    r.sub(_keywords_run_together_ja(), lambda m: "、".join(_kw_split(m.group(0))))


def _modes_as_bullets(m: re.Match) -> str:
    modes = re.findall(_QUOTE, m.group(2))
    return f"以下から{m.group(1)}を選ぶ。" + "".join("\n・" + q[1:-1] for q in modes)


_AW: dict = {}


def _keyword_after_sentence_ja() -> re.Pattern:
    """「…を加える。サイクリング{2}」: a keyword after a sentence begins a line of its own (the line
    break was lost); only a keyword followed by its cost, number or the end of the line."""
    if "ja" not in _AW:
        from ..tables import keywords

        kws = sorted({re.escape(k) for k in keywords.by_surface() if not k[:1].isascii() and len(k) > 1}, key=len, reverse=True)
        _AW["ja"] = re.compile(r"(?<=。)(?=(?:%s)(?:[0-9{（(]|―| ―|\n|\Z))" % "|".join(kws))
    return _AW["ja"]


def _ability_word_no_dash_en() -> re.Pattern:
    """"Hellbent {1}{R}, {T}: …", "Grandeur Discard another card …": an ability word printed in
    italics whose dash the database lost."""
    if "en" not in _AW:
        from ..tables.vocab import ability_words

        words = "|".join(sorted((re.escape(en) for en, _ja in ability_words()), key=len, reverse=True))
        _AW["en"] = re.compile(r"(?m)^(%s) (?![—-])(?=[{A-Z])" % words)
    return _AW["en"]


def _keyword_runs_into(text: str, name: str) -> bool:
    """Whether some line is a keyword run straight into the name (checked before the pattern for
    it, which holds every keyword and the name, is compiled: that would be once per card)."""
    if "ja-set" not in _AW:
        _AW["ja-set"] = frozenset(_ja_keywords())
    kws = _AW["ja-set"]
    for line in text.split("\n"):
        i = line.find(name)
        if i > 0 and line[:i] in kws:
            return True
    return False


def _ja_keywords() -> list[str]:
    from ..tables import keywords

    return sorted({k for k in keywords.by_surface() if not k[:1].isascii() and len(k) > 1}, key=len, reverse=True)


def _keywords_run_together_ja() -> re.Pattern:
    """「飛行速攻」: a line of keywords whose separator the database lost (「飛行、速攻」)."""
    if "ja-run" not in _AW:
        alt = "|".join(re.escape(k) for k in _ja_keywords())
        _AW["ja-run"] = re.compile(r"(?m)^(?:%s)(?:%s)+$" % (alt, alt))
    return _AW["ja-run"]


def _kw_split(line: str) -> list[str]:
    if "ja-one" not in _AW:
        _AW["ja-one"] = re.compile("|".join(re.escape(k) for k in _ja_keywords()))
    return _AW["ja-one"].findall(line)
