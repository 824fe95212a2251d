"""Japanese normalizer: symbols (Ｔ)(２)(赤) → {T}{2}{R}, full-width digits and signs →
half-width, self-reference (the name, このクリーチャー, これ …) → `~`, 《names》 → ⟨n⟩,
reminder text out, old wordings (場, ゲームから取り除く …) → current ones, noted for lint."""
from __future__ import annotations

import re
from functools import lru_cache

from .common import Normalized, Rewriter
from .printed import layout_ja, rejoin_keywords_ja
from .symbols import HYBRID_NO_SLASH_RX, HYBRID_SLASHED, JA_SYMBOL_RX, ja_symbol

WIDTH = {**{chr(0xFF10 + i): str(i) for i in range(10)}, "＋": "+", "－": "-", "\u2212": "-",
         "Ｘ": "X", "／": "/", "［": "[", "］": "]", "｛": "{", "｝": "}", "\u3000": " "}

SELF_PHRASES = r"この(?:クリーチャー|呪文|パーマネント|カード|土地|アーティファクト|エンチャント|オーラ|装備品|プレインズウォーカー|トークン|機体|英雄譚|バトル|クラス|宇宙船|惑星|紋章)|これ(?!により|ら|以外(?!で)|が選ばれ)"

# Reminder text: a parenthesis holding a sentence; one level of nested parentheses inside
# (「エンチャント（クリーチャー）を持つ」 in bestow's) belongs to it.
_IN = r"(?:[^（）]|（[^（）]*）)"
REMINDER_RX = re.compile(rf"（{_IN}*。{_IN}*）")
# 「I,II ― 光の翼 ― 効果」: the chapter's name is a label like an ability word
# 「(Ｅ)(Ｅ)（エネルギー・カウンター２個）」: the symbols spelt out, a reminder without a sentence
ENERGY_REMINDER_RX = re.compile(r"（エネルギー・カウンター\d+個）")
CHAPTER_NAME_RX = re.compile(r"(?m)(?<=[IV]) ?― ?[^―\n。]+?(?= ?―)")
NAME_RX = re.compile(r"《([^《》]+)》")


@lru_cache(maxsize=1)
def _ability_word_rx() -> re.Pattern:
    from ..tables.vocab import ability_words

    words = "|".join(re.escape(ja) for _en, ja in ability_words())
    return re.compile(r"(?m)^(?:%s) ?― ?" % words)


# labels before 「 ― 」 with rules meaning: these stay (the grammar reads them)
RULES_LABELS_JA = ("以下", "最高速度", "消尽", "誇示", "予報", "相棒", "解明条件", "解明完了", "威光", "相続", "ジャンプ", "落魄")


@lru_cache(maxsize=1)
def _flavor_word_rx() -> re.Pattern:
    """A flavor word (「心を探るテレパシー ― …」, CR 207.2d): a name with no rules meaning before an
    ability; not a keyword, a chapter number or a rules label (nor anything with a digit or a cost).
    A 「・」 may join its words (「ビーコン・オヴ・ホープ ― …」), not begin it: 「・食事 ― …」 is a mode's bullet."""
    from ..tables import keywords

    keep = sorted({re.escape(k) for k in keywords.by_surface() if not k[:1].isascii()} | {re.escape(w) for w in RULES_LABELS_JA},
                  key=len, reverse=True)
    return re.compile(r"(?m)^(?!(?:%s))(?![IVXⅠ-Ⅻ]+(?:[、,] ?[IVXⅠ-Ⅻ]+)* ?―)(?!・)[^\n―「」。、（）()\d０-９{}•+＋：:]{2,24} ?― ?(?=\S)"
                      % "|".join(keep))


def _is_game_word(name: str) -> bool:
    from ..tables import keywords, vocab

    # A card named like a creature type (ブラッシュワグ "Brushwagg") means itself when its text
    # names it, as in English; only keyword and card-type names need 《》 to mean the card.
    c = vocab.canonical(name)
    return name in keywords.by_surface() or (c is not None and c[0] != "subtype")


def normalize(text: str, name: str = "") -> Normalized:
    r = Rewriter(text)
    r.sub(JA_SYMBOL_RX, ja_symbol)
    r.translate(WIDTH)
    r.sub(HYBRID_NO_SLASH_RX, HYBRID_SLASHED)
    r.sub(r"\s+(?=\S)", lambda m: "\n" if "\n" in m.group(0) else "")  # stray spaces after 。
    layout_ja(r, name)
    # a loyalty cost printed without its brackets (「+1：…」, 「-3: …」 in older printings and in
    # MTGJSON / Scryfall's printed text): the same cost as 「[+1]：…」
    r.sub(r"(?m)^([+-](?:\d+|X)|0) ?[：:] ?", lambda m: f"[{m.group(1)}]：")

    r.take_out("reminder", REMINDER_RX, needle="（")
    r.take_out("reminder", ENERGY_REMINDER_RX, needle="エネルギー・カウンター")
    rejoin_keywords_ja(r)  # 「飛行接死（…）」: the keywords run together were not a line of their own before
    if "―" in r.text:  # (most texts have none: skip the searches)
        r.take_out("ability_word", _ability_word_rx())
        r.take_out("flavor_word", _flavor_word_rx())
        r.take_out("chapter_name", CHAPTER_NAME_RX)
    r.apply_wordings("ja")
    # 「…置かれているならば、…」 = 「…置かれているなら、…」: one form for the grammar (both are current)
    r.sub(r"(?<=[るいた])ならば(?=、)", "なら", needle="ならば")
    # current wording for a non-creature (「アーティファクトが戦場から墓地に置かれるたび」): the same
    # event as 死亡する (CR 700.4), one form for the grammar; not outdated, so no lint note
    r.sub(r"戦場から(?:いずれかの)?墓地に置かれ(た|る)", lambda m: "死亡" + {"た": "した", "る": "する"}[m.group(1)],
          needle="戦場から")
    if name and _is_game_word(name):
        # a card named like a keyword (飛行 "Flight", 絆魂 "Lifelink"): only 《飛行》 is the card
        r.replace_literal("self_name", "《" + name + "》", "~", words=False)
    elif name:
        r.replace_literal("self_name", "《" + name + "》", "~", words=False)
        r.replace_literal("self_name", name, "~", words=False)
        if " " in name:  # an untranslated English name lost its spaces with the stray ones above
            r.replace_literal("self_name", name.replace(" ", ""), "~", words=False)
    r.sub(NAME_RX, lambda m: r.placeholder(m.group(1)), needle="《")
    r.sub(SELF_PHRASES, "~")
    # 「あなたがコントロールしているすべての土地」 = 「すべてのあなたがコントロールしている土地」: one
    # order for the grammar (the controller phrase is a filter prefix; 「すべての」 begins the object)
    r.sub(r"(あなた|対戦相手|そのプレイヤー)がコントロール(している|する)(、?(?:他の)?)すべての",
          lambda m: f"すべての{m.group(1)}がコントロール{m.group(2)}{m.group(3)}", needle="すべての")
    # 「（あなたがコントロールしていて）土地でないすべてのパーマネント」: the same, after a negation
    r.sub(r"(?m)(?:(?<=[、。：:は])|^)((?:(?:あなた|対戦相手)がコントロールしていて)?[^、。「」をはにの]{1,10}でない)すべての",
          lambda m: "すべての" + m.group(1), needle="すべての")
    # 「このクリーチャーが~に変身したとき」: an ability of the face it turns into is about that
    # face, so "into ~" adds nothing (English drops it the same way); 「~に」 would also collide
    # with 「~にダメージを与える」 in the grammar
    r.sub(r"(?<=が)~に(?=変身(?:した|する))", "", needle="変身")
    # 「あなたの対戦相手が唱える呪文」: an opponent is always yours ("your opponents" / "opponents")
    r.sub(r"あなたの(?=対戦相手)", "", needle="あなたの対戦相手")
    # 「飛行を持たない各クリーチャー」「他の各クリーチャー」 = 「各飛行を持たないクリーチャー」: 各 first,
    # where the grammar reads it as "each …" (after 「~は」 a leading prefix would also begin
    # what ~ becomes, and the parser would have to choose before it sees the noun)
    # (not across a subject: 「…とき、それは飛行を持つ各クリーチャーに…」)
    r.sub(r"((?<=は)|(?<=は、)|(?<=、))((?:[^\s、。「」をはが]{1,8}を持(?:たない|つ))|他の)各", lambda m: "各" + m.group(2), needle="各")
    # 「あなたがコントロールしている１体以上のクリーチャー」 = 「１体以上のあなたがコントロールしている
    # クリーチャー」: the count first, where the grammar reads "one or more" (a prefix before the
    # count would need its own rules, each colliding with the prefix list)
    r.sub(r"((?:あなた|対戦相手)がコントロール(?:している|する))(\d+)(体|つ)以上の",
          lambda m: f"{m.group(2)}{m.group(3)}以上の{m.group(1)}", needle="以上の")
    # 「あなたはあなたの墓地にある…１枚を対象とし、」: choosing a target is no action of a player's
    # (the usual template has no 「あなたは」 there)
    r.sub(r"(?m)(?:(?<=[、。])|^)あなたは(?=[^、。「」]*を対象と(?:し|する))", "", needle="を対象と")
    # a prototype (CR 702.160) is printed as a second face: 「//」, its mana cost, 「試作」 and its
    # P/T on lines of their own; English writes one keyword line "Prototype {1}{U}{U} — 2/1"
    r.sub(r"(?m)^//\n(\{[^\n]*\})\n試作\n([0-9]+/[0-9]+)$", lambda m: f"試作{m.group(1)} ― {m.group(2)}", needle="試作")
    # 「クリーチャーが１体戦場から…置かれるたび」 = 「クリーチャー１体が戦場から…」: the count with the noun
    r.sub(r"が(1)体(?=戦場から)", lambda m: m.group(1) + "体が", needle="1体")
    # 「それの基本のパワーとタフネスは1/1である」 = 「それは基本のパワーとタフネスが1/1である」: the
    # object as the subject, where the grammar reads what objects are and have
    r.sub(r"の基本のパワーとタフネスは(?=[0-9XＸ*]+/[0-9XＸ*]+(?:である|になる))", "は基本のパワーとタフネスが",
          needle="基本の")
    r.sub(r"(?m)^・", "•", needle="・")
    if " " in r.text or "\t" in r.text:
        r.sub(r"[ \t]+$|^[ \t]+", "", re.MULTILINE)
    # 「…３点のダメージを与える。\n陰鬱 ― …なら、代わりに~は５点のダメージを与える。」: a line (its
    # ability word taken out) that replaces what the line before does is part of that line
    # (not 「…が死亡するなら、代わりに…」: a replacement effect of its own)
    r.sub(r"(?<=。)\n(?=[^\n•。]*?(?:た|ある|いる|ない|無い)(?:なら|場合)、代わりに[^\n]*$)", "", re.MULTILINE, needle="代わりに")
    return r.result()
