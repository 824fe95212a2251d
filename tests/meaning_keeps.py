"""The meaning-preserving edits of the meaning test (issue 19), registered with the others in
meaning_edits.py: old wordings (compiler/tables/wordings.py applied backwards, each old form checked
to be one the table turns back into the current text), the card's name vs "this creature" / この呪文
by its type line, and width and spacing variants the normalizer folds. None may change the IR."""
from __future__ import annotations

import re

from meaning_edits import (FW, HW, Face, inside, is_keyword, like, name_spans, quoted_spans, regex_rule, rule,
                           sentence_start)
from oraclec.compiler.tables.wordings import for_lang  # the table the normalizer uses

# current wording → an old one the table turns back into it (checked per edit, see restores)
_OLD_FORMS = {
    "en": [
        (r"\bdies\b", "is put into a graveyard from the battlefield"),
        (r"\bdie\b", "are put into a graveyard from the battlefield"),
        (r"\benters(?: the battlefield)?\b", "comes into play"),
        (r"\benter(?: the battlefield)?\b", "come into play"),
        (r"\bonto the battlefield\b", "into play"),
        (r"\bon the battlefield\b", "in play"),
        (r"\bfrom the battlefield\b", "from play"),
        (r"(?:(?<=\bis )|(?<=\bare )|(?<=\bwas )|(?<=\bwere )|(?<=\bbe ))exiled\b|\bexiled(?= (?:with|this way)\b)",
         "removed from the game"),
        (r"\b(exiles?) ([^.,;:\n\"()]{1,55}?)(?=[.,;]| until\b| instead\b)",
         lambda m: like(m.group(1), "remove" + m.group(1)[6:]) + " " + m.group(2) + " from the game"),
        (r"\bactivate only as a sorcery\b", "play this ability only any time you could play a sorcery"),
        (r"\bactivate only\b", "play this ability only"),
        (r"\b(cast|casts|casting)\b(?=(?: (?!cast\b|lands?\b)[\w'-]+){0,4}? spells?\b)",
         lambda m: {"cast": "play", "casts": "plays", "casting": "playing"}[m.group(1)]),
        (r"\b([Aa]dds?) ((?:\{[^}]+\})+|[^.:\n{]{1,40}? mana[^.:\n]{0,30}?)(?=\.)", r"\1 \2 to your mana pool"),
        (r"\bumbra armor\b", "totem armor"),
    ],
    "ja": [
        (r"死亡(した|する)", lambda m: "場からいずれかの墓地に置かれ" + {"した": "た", "する": "る"}[m.group(1)]),
        (r"戦場(?=に出|から|にある|に戻|を離|に置|で)", "場"),
        (r"追放(する|した|され|し)",
         lambda m: "ゲームから取り除" + {"する": "く", "した": "いた", "され": "かれ", "し": "き"}[m.group(1)]),
        (r"起動はソーサリーとしてのみ行う", "この能力は、あなたがソーサリーをプレイできるときにのみプレイできる"),
        (r"(?<=呪文を)唱え(られない|られる|られた|られ|る|た|)",
         lambda m: "プレイ" + {"られない": "できない", "られる": "できる", "られた": "された", "られ": "され",
                            "る": "する", "た": "した", "": "し"}[m.group(1)]),
        (r"(?<=能力を)起動(する|した|し|できる|できない)", r"プレイ\1"),
        (r"(?:(?<=[：、。])|^)(?=[^：、。\n]*を加える)", "あなたのマナ・プールに"),
        (r"そうしたなら", "そうした場合"),
        (r"そうしなかったなら", "そうしなかった場合"),
    ],
}


def restores(lang: str, edited: str, original: str, at: int) -> str | None:
    """The code of the wording of the table that, applied to the old form at `at`, gives back the
    current text ("enters" and "enters the battlefield" count as one: the normalizer expands the
    first), or None."""
    def canon(s):
        return re.sub(r"\b(enter|enters|entered) the battlefield\b", r"\1", s, flags=re.I)

    for w in for_lang(lang):
        if not w.normalize:
            continue
        for m in w.rx().finditer(edited):
            if m.start() <= at <= m.end():
                back = edited[:m.start()] + w.normalized(m) + edited[m.end():]
                if canon(back) == canon(original):
                    return w.code
    return None


def _wording_rule(lang: str):
    def fn(face: Face):
        t = face.text
        for pattern, old in _OLD_FORMS[lang]:
            for m in re.finditer(pattern, t, re.M):
                a, b = m.span()
                new = old(m) if callable(old) else m.expand(old)
                new = like(m.group(0), new) if new else new
                edited = t[:a] + new + t[b:]
                code = restores(lang, edited, t, a)
                if edited != t and code:
                    yield a, b, new, code
    return fn


rule("wording", "en", "old")(_wording_rule("en"))
rule("wording", "ja", "old")(_wording_rule("ja"))


# the type-line word → what a face of that type calls itself today (the first that matches)
_SELF_BY_TYPE = {
    "en": [("Creature", "creature"), ("Instant", "spell"), ("Sorcery", "spell"), ("Planeswalker", "planeswalker"),
           ("Aura", "Aura"), ("Equipment", "Equipment"), ("Vehicle", "Vehicle"), ("Saga", "Saga"), ("Artifact", "artifact"),
           ("Enchantment", "enchantment"), ("Land", "land"), ("Battle", "battle"), ("", "permanent")],
    "ja": [("クリーチャー", "クリーチャー"), ("インスタント", "呪文"), ("ソーサリー", "呪文"), ("プレインズウォーカー", "プレインズウォーカー"),
           ("オーラ", "オーラ"), ("装備品", "装備品"), ("機体", "機体"), ("英雄譚", "英雄譚"), ("アーティファクト", "アーティファクト"),
           ("エンチャント", "エンチャント"), ("土地", "土地"), ("バトル", "バトル"), ("", "パーマネント")],
}


def self_phrase(face: Face) -> str:
    """"this creature", "this spell", 「このクリーチャー」, 「この呪文」 … by the face's type line."""
    word = next(w for t, w in _SELF_BY_TYPE[face.lang] if t in face.type_line)
    return ("this " if face.lang == "en" else "この") + word


_SELF_EN = re.compile(r"\b[Tt]his (?:creature|spell|permanent|artifact|enchantment|land|Aura|Equipment|Vehicle|"
                      r"planeswalker|Saga|battle)\b")
_SELF_JA = re.compile(r"この(?:クリーチャー|呪文|パーマネント|アーティファクト|エンチャント|土地|オーラ|装備品|機体|"
                      r"プレインズウォーカー|英雄譚|バトル)")


@rule("self", "en", "name")
@rule("self", "ja", "name")
def _self_name(face: Face):
    """The card's name ↔ this creature / this spell / このクリーチャー / この呪文 (not inside quotes)."""
    t = face.text
    quoted = quoted_spans(face)
    if not face.name or (face.lang == "ja" and len(face.name) < 2) or is_keyword(face.name):
        return  # a card named 飛行 (Flight): 「飛行を持つ」 is the keyword, not the card
    phrase = self_phrase(face)
    for a, b in name_spans(face):
        if not inside((a, b), quoted):
            yield a, b, (like("T", phrase) if face.lang == "en" and sentence_start(t, a) else phrase)
    for m in (_SELF_EN if face.lang == "en" else _SELF_JA).finditer(t):
        if not inside(m.span(), quoted):
            yield m.start(), m.end(), face.name


regex_rule("width", "en", "apostrophe", r"(?<=\w)'(?=\w)", "’")
regex_rule("width", "en", "space", r"(?<=\.) (?=[A-Z])", "  ")
regex_rule("width", "en", "minus", r"(?<=\[)-(?=\d)|(?<![\w/])-(?=\d+/-\d)|(?<=/)-(?=\d)", "−")
regex_rule("width", "ja", "digit", r"[０-９]+", lambda m: m.group(0).translate(HW))
regex_rule("width", "ja", "sign", r"(?<![0-9A-Za-z{/])([+\-])([0-9]+)/([+\-])([0-9]+)",
           lambda m: "＋－"["+-".index(m.group(1))] + m.group(2).translate(FW) + "/" + "＋－"["+-".index(m.group(3))]
           + m.group(4).translate(FW))
regex_rule("width", "ja", "space", r"(?<=[。、])(?=[^\n）」])", " ")
