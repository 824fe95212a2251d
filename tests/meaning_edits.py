"""Edits of card text for the meaning test (issue 19): one edit is one rule applied at one place in
one language's text of a face.

A *meaning-changing* edit (a count, a possessor, a card type, a zone, a verb, a duration, target vs
each, "you may" vs must, "that creature" vs the card itself) must change the compiled IR or leave
the line `Unparsed`; a
*meaning-preserving* edit (an old wording the normalizer reads, the card's name vs "this
creature", width and spacing variants) must not change the IR.

Every rule is written for the context where it really changes (or really keeps) the meaning, and
the contexts where it would not are excluded: nothing inside the card's own name or another card's
name (《…》, "named …"), inside reminder text, an ability word or a flavor word; "this creature" is
not a card type; "a" is not edited into "one". The rules are plain text rewrites, independent of
the compiler. The meaning-preserving rules are in meaning_keeps.py (imported at the end, so
`edits()` yields every kind).

    for e in edits(Face(text, "en", name, type_line)): e.kind, e.rule, e.old, e.new, e.text
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Iterable, Iterator

# kind → True when the edit changes the meaning (caught if the IR changes), False when it keeps it
KINDS: dict[str, bool] = {
    "number": True, "pt": True, "mana": True, "player": True, "type": True, "zone": True, "verb": True,
    "duration": True, "target": True, "may": True, "pronoun": True,
    "wording": False, "self": False, "width": False,
}
CHANGING = tuple(k for k, v in KINDS.items() if v)


@dataclass(frozen=True)
class Face:
    text: str
    lang: str  # "en" | "ja"
    name: str = ""
    type_line: str = ""


@dataclass(frozen=True)
class Edit:
    kind: str
    rule: str  # kind.subrule
    lang: str
    start: int  # the replaced span of the original text
    end: int
    old: str
    new: str
    text: str  # the whole edited text

    @property
    def changing(self) -> bool:
        return KINDS[self.kind]

    def context(self, width: int = 30) -> str:
        """The edit in its surroundings: "…text [old → new] text…"."""
        src = self.text[:self.start] + self.old + self.text[self.start + len(self.new):]
        a, b = max(self.start - width, 0), min(self.end + width, len(src))
        return (src[a:self.start] + "[" + self.old + " → " + self.new + "]" + src[self.end:b]).replace("\n", " / ")


# ------------------------------------------------------------------ what is never edited

def own_names(face: Face) -> list[str]:
    if not face.name:
        return []
    names = [face.name]
    if face.lang == "en" and ", " in face.name:  # "Chandra, the Firebrand" is also "Chandra"
        names.append(face.name.split(", ")[0])
    return names


def name_spans(face: Face) -> list[tuple[int, int]]:
    """Where the text names its own card (the literal name, 《name》)."""
    t, out = face.text, []
    for n in sorted(own_names(face), key=len, reverse=True):
        if face.lang == "en":
            rx = re.compile(r"(?<![\w])" + re.escape(n) + r"(?![\w])")
        else:
            rx = re.compile("《?" + re.escape(n) + "》?")
        out += [m.span() for m in rx.finditer(t) if not inside(m.span(), out)]
    return sorted(out)


_OTHER_NAME_EN = re.compile(r"(?<=\bnamed )[A-Z][\w'’,-]*(?:(?: (?:of|the|from|and))* [A-Z][\w'’,-]*)*|"
                            r"(?<=^Partner with )[^\n(]+", re.M)
_OTHER_NAME_JA = re.compile(r"《[^《》]*》")
# (「(Ｅ)(Ｅ)（エネルギー・カウンター２個）」: the symbols spelt out, a reminder without a sentence)
_REMINDER = {"en": re.compile(r"\((?:[^()]|\([^()]*\))*\)"),
             "ja": re.compile(r"（(?:[^（）]|（[^（）]*）)*[。」](?:[^（）]|（[^（）]*）)*）|（エネルギー・カウンター[0-9０-９]+個）")}
# "Landfall — ", "Probing Telepathy — ", 「上陸 ― 」: a label before the ability
_LABEL = {"en": re.compile(r"(?m)^[A-Z][^\n—•{}:.\d]{0,40}? — "), "ja": re.compile(r"(?m)^[^\n―•・{}()（）：\d０-９]{1,24} ?― ?")}


def protected_spans(face: Face) -> list[tuple[int, int]]:
    """Spans no meaning edit may touch: names, reminder text, ability and flavor words."""
    t = face.text
    spans = name_spans(face)
    spans += [m.span() for m in (_OTHER_NAME_EN if face.lang == "en" else _OTHER_NAME_JA).finditer(t)]
    spans += [m.span() for m in _REMINDER[face.lang].finditer(t)]
    spans += [m.span() for m in _LABEL[face.lang].finditer(t)]
    return sorted(spans)


def quoted_spans(face: Face) -> list[tuple[int, int]]:
    """Granted abilities in quotes: there "this creature" is the object that has the ability."""
    rx = r'"[^"\n]*"|“[^”\n]*”' if face.lang == "en" else r"「[^「」\n]*」"
    return [m.span() for m in re.finditer(rx, face.text)]


def inside(span, spans) -> bool:
    a, b = span
    return any(a < y and x < b for x, y in spans)


# ------------------------------------------------------------------ helpers

FW = str.maketrans("0123456789", "０１２３４５６７８９")
HW = str.maketrans("０１２３４５６７８９", "0123456789")
NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                "eleven", "twelve", "thirteen"]


def plus_one(digits: str) -> str:
    """"2" → "3", "２" → "３" (the same width)."""
    full = digits != digits.translate(HW)
    n = str(int(digits.translate(HW)) + 1)
    return n.translate(FW) if full else n


def like(old: str, new: str) -> str:
    """`new` with the capital of `old` ("Destroy" → "Exile")."""
    if old[:1].isupper() and new[:1].islower():
        return new[:1].upper() + new[1:]
    return new


def sentence_start(text: str, i: int) -> bool:
    before = text[:i].rstrip(" ")
    return not before or before[-1] in "\n.:—\"•"


def line_of(text: str, i: int) -> tuple[int, int]:
    a = text.rfind("\n", 0, i) + 1
    b = text.find("\n", i)
    return a, (len(text) if b < 0 else b)


def is_keyword(name: str) -> bool:
    from oraclec.compiler.tables import keywords

    return name in keywords.by_surface() or name.lower() in keywords.by_surface()


def is_spell(face: Face) -> bool:
    t = face.type_line
    return any(w in t for w in ("Instant", "Sorcery", "インスタント", "ソーサリー"))


def effect_context(face: Face, i: int) -> bool:
    """Is position i in an effect (a trigger's, an activated ability's, a spell's), not a static rule?"""
    a, b = line_of(face.text, i)
    head = face.text[a:i]
    if re.search(r"rather than pay|additional cost|のではなく|追加コスト", face.text[a:b]):
        return False  # an alternative or additional cost: a rule of casting, not an effect
    if face.lang == "en":
        return bool(re.match(r"(?:• )?(?:When|Whenever|At)\b", head) or ":" in head or is_spell(face))
    return bool(re.search(r"(?:たび|とき|時)、|：", head) or is_spell(face))


# ------------------------------------------------------------------ the rules

Rule = Callable[[Face], Iterable[tuple[int, int, str]]]
RULES: dict[tuple[str, str], list[tuple[str, Rule]]] = {}


def rule(kind: str, lang: str, name: str):
    def deco(fn: Rule) -> Rule:
        RULES.setdefault((kind, lang), []).append((f"{kind}.{name}", fn))
        return fn
    return deco


def regex_rule(kind: str, lang: str, name: str, pattern: str, repl, flags: int = 0,
               when: Callable[[Face, re.Match], bool] | None = None) -> None:
    """A rule from a regex: each match (where `when` holds) becomes repl (a string, or a function
    of the match returning the new text or None to skip the match)."""
    rx = re.compile(pattern, flags)

    def fn(face: Face):
        for m in rx.finditer(face.text):
            if when is not None and not when(face, m):
                continue
            new = repl(m) if callable(repl) else m.expand(repl)
            if new is not None:
                yield m.start(), m.end(), new

    rule(kind, lang, name)(fn)


# ---- number: a count, damage, life N → N+1 (not mana symbols, P/T, loyalty costs)
regex_rule("number", "en", "digit", r"(?<![\w{/+\-−\[.])\d+(?![\w/}%])(?!\.\d)", lambda m: plus_one(m.group(0)))
_NUMWORD = "|".join(NUMBER_WORDS[1:-1])
# "one" only where "two" reads as well ("one or more", "one of", "Choose one —"; not "one creature",
# which would need a plural, nor "one or both")
regex_rule("number", "en", "word", r"(?<!\beach )(?<!\bthat )(?<!\bthis )(?<!\bthe )(?<!\bno )(?<!\bany )\b(%s)\b(?![-'’])"
           r"(?<!\bone)(?<!\bOne)|\b[Oo]ne(?= or more\b| or fewer\b| of\b| —)" % _NUMWORD,
           lambda m: like(m.group(0), NUMBER_WORDS[NUMBER_WORDS.index(m.group(0).lower()) + 1]), flags=re.I)
# "draw a card" → "draw two cards" (an object's article is its count, as 「カード１枚を引く」's １ is)
regex_rule("number", "en", "article", r"\b(?:draw|draws|discard|discards|sacrifice|sacrifices|exile|exiles|destroy|destroys|"
           r"return|returns|reveal|reveals|mill|mills) (an?) (card|creature|land|artifact|enchantment|permanent|spell)\b",
           lambda m: m.group(0)[:m.start(1) - m.start()] + "two " + m.group(2) + "s", flags=re.I)
# not 「好きな色１色の」 ("of any color"), 「１枚ずつ」 ("one at a time"), 「１枚も無い」 ("no cards"),
# 「１つまたは両方」 ("one or both"), 「もう１枚」 ("the other one", of two)
regex_rule("number", "ja", "digit", r"(?<!好きな色)(?<!もう)(?<![(（/+\-＋－−０-９])[０-９]+(?![)）/０-９])(?!(?:体|つ|枚|人|個)(?:ずつ|も)|つまたは両方)",
           lambda m: plus_one(m.group(0)))

# ---- pt: +N/+N and N/N (a token's size, base P/T); +1/+1 counters ↔ -1/-1 counters
_PT = r"(?<![0-9A-Za-z{/])([+\-−＋－]?)([0-9０-９]+|[XＸ*])(/|／)([+\-−＋－]?)([0-9０-９]+|[XＸ*])(?![0-9A-Za-z/])"


def _pt_edit(m: re.Match) -> str | None:
    if re.match(r" ?counter|カウンター", m.string[m.end():m.end() + 9]):
        return {"+1/+1": "-1/-1", "-1/-1": "+1/+1"}.get(m.group(0).replace("−", "-"))
    sp, p, slash, st, t = m.groups()
    if p[0] in "0123456789０１２３４５６７８９":
        return sp + plus_one(p) + slash + st + t
    if t[0] in "0123456789０１２３４５６７８９":
        return sp + p + slash + st + plus_one(t)
    return None


regex_rule("pt", "en", "pt", _PT, _pt_edit)
regex_rule("pt", "ja", "pt", _PT, _pt_edit)

# ---- mana: {2} → {3}, {R} → {G} (costs, additional costs, mana abilities)
_NEXT_COLOR = {"W": "U", "U": "B", "B": "R", "R": "G", "G": "W"}
_NEXT_COLOR_JA = {"白": "青", "青": "黒", "黒": "赤", "赤": "緑", "緑": "白"}
regex_rule("mana", "en", "generic", r"\{(\d+)\}", lambda m: "{" + plus_one(m.group(1)) + "}")
regex_rule("mana", "en", "color", r"\{([WUBRG])\}", lambda m: "{" + _NEXT_COLOR[m.group(1)] + "}")
regex_rule("mana", "ja", "generic", r"\(([0-9０-９]+)\)", lambda m: "(" + plus_one(m.group(1)) + ")")
regex_rule("mana", "ja", "color", r"\((白|青|黒|赤|緑)\)", lambda m: "(" + _NEXT_COLOR_JA[m.group(1)] + ")")

# ---- player: whose, who controls, who does it
regex_rule("player", "en", "control", r"\byou control\b", "an opponent controls")
regex_rule("player", "en", "dont_control", r"\byou don't control\b", "an opponent doesn't control")
regex_rule("player", "en", "own", r"\byou own\b", "an opponent owns")


def _self_in_graveyard(face: Face, m: re.Match) -> bool:
    """"Return ~ from your graveyard": the card itself can only be in its owner's graveyard, so
    "an opponent's" would say nothing the ability could do."""
    t = face.text
    selves = [re.escape(n) for n in own_names(face)]
    if face.lang == "en":
        selves += [r"this (?:card|creature|permanent)"]
        before = re.search(r"(?:%s) (?:is |are )?(?:in|from|into) $" % "|".join(selves), t[:m.start()])
        return before is not None and t[m.end():].startswith(" graveyard")
    selves += ["このカード", "このクリーチャー", "これ"]
    if not t[m.end():].startswith("墓地"):
        return False
    return bool(re.search(r"(?:%s)《?》?(?:が|は)?$" % "|".join(selves), t[:m.start()])
                or re.match(r"墓地(?:から|にある)《?(?:%s)" % "|".join(selves), t[m.end():]))


regex_rule("player", "en", "your", r"\b[Yy]our\b(?! opponents?\b)", lambda m: like(m.group(0), "an opponent's"),
           when=lambda face, m: not _self_in_graveyard(face, m))
regex_rule("player", "ja", "your", r"あなたの(?!対戦相手)", "対戦相手の", when=lambda face, m: not _self_in_graveyard(face, m))
_THIRD = {"gain": "gains", "lose": "loses", "draw": "draws", "discard": "discards", "sacrifice": "sacrifices",
          "mill": "mills", "create": "creates", "scry": "scries", "search": "searches", "return": "returns"}
regex_rule("player", "en", "subject", r"\b[Yy]ou (%s)\b" % "|".join(_THIRD),
           lambda m: like(m.group(0), "each opponent " + _THIRD[m.group(1)]))
regex_rule("player", "en", "opponent", r"\b(each|target|Each|Target) opponent\b", r"\1 player")
regex_rule("player", "en", "player", r"\b(each|target|Each|Target) player\b", r"\1 opponent")
regex_rule("player", "ja", "control", r"あなた(?=がコントロールし(?:ている|ていない|ていて|て|ない)|がコントロールする)", "対戦相手")
regex_rule("player", "ja", "own", r"あなた(?=がオーナーである)", "対戦相手")
regex_rule("player", "ja", "subject", r"(?:(?<=[、。：:\n])|^)あなたは(?!、)", "各対戦相手は", flags=re.M)
regex_rule("player", "ja", "opponent", r"(?<=各)対戦相手|対戦相手(?=[1１]人を対象)", "プレイヤー")
regex_rule("player", "ja", "player", r"(?<=各)プレイヤー|プレイヤー(?=[1１]人を対象)", "対戦相手")

# ---- type: creature card → card, creature → artifact … (never "this creature", "that creature")
_TYPES_EN = {"creature": ("artifact", "enchantment"), "artifact": ("enchantment", "creature"),
             "enchantment": ("artifact", "creature")}


def _swap_type_en(m: re.Match) -> str | None:
    word = m.group(2).lower()
    window = m.string[max(m.start() - 25, 0):m.end() + 25].lower()
    for new in _TYPES_EN[word]:
        if new not in window:
            return (m.group(1) or "") + like(m.group(2), new) + m.group(3)
    return None


regex_rule("type", "en", "card", r"\b[Cc]reature (?=cards?\b|spells?\b)", "")
regex_rule("type", "en", "swap",
           r"(?<!\b[Tt]his )(?<!\b[Tt]hat )(?<!\b[Tt]he )(?<!\b[Ee]nchanted )(?<!\b[Ee]quipped )(?<!\b[Ff]ortified )"
           r"(?<!\bsacrificed )(?<!\bexiled )(?<!\bdestroyed )(?<!\bchosen )(?<!\b[Tt]hose )(?<!\bsuch )\b(non-?)?"
           r"(creature|artifact|enchantment|Creature|Artifact|Enchantment)(s?)\b(?! types?\b)(?! —)", _swap_type_en)
_TYPES_JA = {"クリーチャー": ("アーティファクト", "エンチャント"), "アーティファクト": ("エンチャント", "クリーチャー"),
             "エンチャント": ("アーティファクト", "クリーチャー")}


def _swap_type_ja(m: re.Match) -> str | None:
    """Another type; a count after it takes the new type's counter (クリーチャー１体, アーティファクト１つ)."""
    window = m.string[max(m.start() - 12, 0):m.end() + 12]
    for new in _TYPES_JA[m.group(1)]:
        if new not in window:
            counter = m.group(3) and ("体" if new == "クリーチャー" else "つ")
            return new + (m.group(2) + counter if counter else "")
    return None


regex_rule("type", "ja", "card", r"クリーチャー・(?=カード|呪文)", "")
regex_rule("type", "ja", "swap",
           r"(?<!この)(?<!その)(?<!それらの)(?<!装備している)(?<!エンチャントしている)(?<!エンチャントされている)"
           r"(?<!生け贄に捧げられた)(?<!生け贄に捧げた)(?<!追放された)(?<!破壊された)(?<!選ばれた)(?<!前者の)(?<!後者の)"
           r"(クリーチャー|アーティファクト|エンチャント)(?!・タイプ|が指定)(?!し|され|（|\n|$)(?:((?:が|最大)?[0-9０-９]+)(体|つ))?",
           _swap_type_ja, flags=re.M)

# ---- zone: graveyard ↔ hand
regex_rule("zone", "en", "graveyard", r"\bgraveyard(s?)\b", r"hand\1")
regex_rule("zone", "en", "hand", r"(?<!\bmaximum )\bhand(s?)\b(?! size)", r"graveyard\1")
regex_rule("zone", "ja", "graveyard", r"墓地", "手札")
regex_rule("zone", "ja", "hand", r"手札(?!の上限)", "墓地")

# ---- verb: destroy → exile, draw ↔ discard, tap ↔ untap, gain ↔ lose
_VERBS_EN = {"destroy": "exile", "destroys": "exiles", "destroyed": "exiled",
             "draw": "discard", "draws": "discards", "discard": "draw", "discards": "draws",
             "tap": "untap", "taps": "untaps", "tapped": "untapped", "untap": "tap", "untaps": "taps", "untapped": "tapped",
             "gain": "lose", "gains": "loses", "gained": "lost", "lose": "gain", "loses": "gains", "lost": "gained"}


def _verb_en(m: re.Match) -> str | None:
    w = m.group(0)
    after = m.string[m.end():m.end() + 20].lower()
    low = w.lower()
    if low in ("draw", "untap") and after.startswith(" step"):
        return None
    if low == "untap" and after.startswith(" during"):  # "doesn't untap during its untap step": no "tap" there
        return None
    if low.startswith(("gain", "lose", "lost")) and re.match(r" (?:control|the game|all\b)", after):
        return None
    if low == "tapped" and after.startswith(" for mana"):
        return None
    if low == "tap" and re.match(r" (?:an )?untapped", after):
        return None
    return like(w, _VERBS_EN[low])


regex_rule("verb", "en", "verb", r"\b(?:%s)\b" % "|".join(_VERBS_EN), _verb_en, flags=re.I)
regex_rule("verb", "ja", "destroy", r"破壊(?=する|し|され|でき)", "追放")
_DRAW_JA = {"く": "てる", "き": "て", "いた": "てた", "いて": "てて", "かない": "てない", "かなかった": "てなかった"}
_DISCARD_JA = {"る": "く", "た": "いた", "て": "いて", "ない": "かない", "させる": "かせる", "させ": "かせ", "": "き"}
regex_rule("verb", "ja", "draw", r"(?<=[を枚])引(かなかった|かない|いた|いて|く|き)",
           lambda m: "捨" + _DRAW_JA[m.group(1)])
regex_rule("verb", "ja", "discard", r"(?<=[を枚])捨て(させる|させ|ない|る|た|て|(?=、))",
           lambda m: "引" + _DISCARD_JA[m.group(1)])
regex_rule("verb", "ja", "untap", r"アンタップ(?!・ステップ)(?!しない)", "タップ")
regex_rule("verb", "ja", "tap", r"(?<!アン)(?<!目的で)タップ(?!・ステップ|・シンボル)", "アンタップ")
_GAIN_JA = {"る": "失う", "た": "失った", "て": "失って", "ない": "失わない", "": "失い"}
_LOSE_JA = {"う": "得る", "った": "得た", "って": "得て", "わない": "得ない", "い": "得"}
regex_rule("verb", "ja", "gain", r"(?<!コントロールを)(?<=を)得(ない|る|た|て|(?=、))", lambda m: _GAIN_JA[m.group(1)])
regex_rule("verb", "ja", "lose", r"(?<=を)失(わない|った|って|う|い(?=、))", lambda m: _LOSE_JA[m.group(1)])

# ---- duration: "until end of turn" dropped or made "until your next turn"; "this turn" dropped


@rule("duration", "en", "drop")
def _duration_drop_en(face: Face):
    t = face.text
    for m in re.finditer(r"(Until end of turn, )(.)|,? until end of turn\b", t):
        if m.group(1):
            yield m.start(), m.end(), m.group(2).upper()
        else:
            yield m.start(), m.end(), ""


regex_rule("duration", "en", "next", r"\b([Uu])ntil end of turn\b", r"\1ntil your next turn")
regex_rule("duration", "en", "this_turn", r" this turn(?=[.,])", "")
regex_rule("duration", "ja", "drop", r"ターン終了時まで、?", "")
regex_rule("duration", "ja", "next", r"ターン終了時まで", "あなたの次のターンまで")
regex_rule("duration", "ja", "this_turn", r"このターン、", "")

# ---- target: "target creature" → "each creature"
# not "another target", "two target creatures", "any target", "up to one target", "the target of"
_NOT_BEFORE_TARGET = {"another", "other", "any", "the", "new", "single", "x", "more", "each", "different", "additional",
                      "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}
regex_rule("target", "en", "each", r"\b([Tt])arget (?=[a-z])", lambda m: "Each " if m.group(1) == "T" else "each ",
           when=lambda face, m: not re.search(r"\b(?:%s) $" % "|".join(_NOT_BEFORE_TARGET), face.text[:m.start()].lower()))

_JA_PRONOUN = re.compile(r"それ(?![らぞ])|その(?:プレイヤー|クリーチャー|パーマネント|カード|呪文|土地|アーティファクト|エンチャント)")
_JA_TARGET = re.compile(r"(?:(?<=[、。：―])|(?<=― )|^・?)((?:(?:あなた|対戦相手)がコントロールしている)?[^、。：\n「」（）をのがはにで・― ][^、。：\n「」（）をのがはにで― ]{0,13})"
                        r"[1１](?:体|つ|人|枚)を対象と(?:する。|し、)", re.M)


@rule("target", "ja", "each")
def _target_each_ja(face: Face):
    """「クリーチャー１体を対象とする。それを破壊する。」 → 「各クリーチャーを破壊する。」 (one pronoun only)."""
    t = face.text
    for m in _JA_TARGET.finditer(t):
        np = m.group(1)
        if "最大" in np or "か" in np:
            continue
        _, end = line_of(t, m.end())
        rest = t[m.end():end]
        prons = list(_JA_PRONOUN.finditer(rest))
        if len(prons) != 1:
            continue
        p = prons[0]
        each = ("すべての" + np) if "コントロール" in np else ("各" + np)
        # two pieces: the target sentence goes, the pronoun becomes "each …" (what lies between, a
        # name perhaps, is not edited)
        yield [(m.start(), m.end(), ""), (m.end() + p.start(), m.end() + p.end(), each)]


# ---- pronoun: "that creature" (another object, named before) → the card itself ("destroy that creature"
# → "destroy ~"): an IR that resolved the pronoun to the card would not change (issue 19's first class)
@rule("pronoun", "en", "self")
@rule("pronoun", "ja", "self")
def _pronoun_self(face: Face):
    if not face.name or is_keyword(face.name):
        return
    rx = (r"\b([Tt]hat) (?:creature|permanent|card|artifact|enchantment|land)\b" if face.lang == "en"
          else r"その(?:クリーチャー|パーマネント|カード|アーティファクト|エンチャント|土地)(?!・)")
    quoted = quoted_spans(face)
    for m in re.finditer(rx, face.text):
        if not inside(m.span(), quoted):
            yield m.start(), m.end(), face.name


# ---- may: "you may draw" → "draw"; 「引いてもよい」 → 「引く」


@rule("may", "en", "must")
def _may_en(face: Face):
    # not "you may cast / play …": a permission, whose imperative would be no rule at all
    for m in re.finditer(r"(?:(?<=, )|(?<=: )|(?<=\. )|^)([Yy]ou may )(?!cast\b|play\b)([a-z])", face.text, re.M):
        if not effect_context(face, m.start()) or re.match(r"[a-z]+ (?:up to|any number of)\b", face.text[m.end() - 1:]):
            continue
        new = m.group(2).upper() if m.group(1)[0] == "Y" else m.group(2)
        yield m.start(), m.end(), new


@lru_cache(maxsize=1)
def _tagger():
    import fugashi

    return fugashi.Tagger()


def _dictionary_forms(sentence: str) -> Iterator[tuple[int, int, str]]:
    """(start, end, dictionary form) of each verb before 「てもよい」/「でもよい」 in the sentence."""
    words, pos = [], 0
    for w in _tagger()(sentence):
        pos += len(w.white_space)
        words.append((pos, w))
        pos += len(w.surface)
    for i in range(1, len(words) - 2):
        (a, verb), (_, te), (_, mo), (b, yoi) = words[i], words[i + 1], words[i + 2], words[min(i + 3, len(words) - 1)]
        if (te.surface in ("て", "で") and mo.surface == "も" and yoi.surface == "よい"
                and verb.feature.pos1 == "動詞" and verb.feature.orthBase not in (None, "*")):
            yield a, b + len(yoi.surface), verb.feature.orthBase


# 「あなたは「…を公開し、あなたの手札に加える。」を選んでもよい」: the optional action written out
_QUOTED_MAY = re.compile(r"(?:(?<=[、。：\n])|^)あなたは「([^「」]*?)。?」を選んでもよい", re.M)


@rule("may", "ja", "must")
def _may_ja(face: Face):
    """「あなたはカードを１枚引いてもよい」 → 「カードを１枚引く」 (the subject goes, as "you" does in
    English); 「あなたは「…。」を選んでもよい」 → the action itself."""
    t = face.text
    if "もよい" not in t:
        return
    for m in _QUOTED_MAY.finditer(t):
        if effect_context(face, m.start()) and "最大" not in m.group(1):
            yield m.start(), m.end(), m.group(1)
    for m in re.finditer(r"[^。\n]*もよい", t):
        for a, b, base in _dictionary_forms(m.group(0)):
            head = m.group(0)[:a]
            if base == "唱える" or head.endswith(("プレイ", "」を")) or "最大" in head:
                continue  # a permission to cast or play; a quoted choice; "up to", which "may" adds nothing to
            if effect_context(face, m.start() + a):
                verb = (m.start() + a, m.start() + b, base)
                subj = list(re.finditer(r"(?:^|(?<=[、：]))あなたは、?", head))
                yield [(m.start() + subj[-1].start(), m.start() + subj[-1].end(), ""), verb] if subj else verb


# ------------------------------------------------------------------ generating edits

def _article(text: str, a: int, new: str) -> tuple[int, str]:
    """"an untapped" → "a tapped": the English article before an edit agrees with the new word."""
    m = re.search(r"\b([Aa]n?) $", text[:a])
    if not m or not new:
        return a, new
    art = m.group(1)
    want = "an" if new[0].lower() in "aeiou" else "a"
    if art.lower() == want:
        return a, new
    return m.start(1), like(art, want) + " " + new


def edits(face: Face, kinds: Iterable[str] | None = None) -> Iterator[Edit]:
    """Every edit of the given kinds (all by default) that applies to the face's text."""
    protected = protected_spans(face)
    names = name_spans(face)
    not_names = [s for s in protected if s not in names]
    seen = set()
    for kind in (kinds or KINDS):
        for name, fn in RULES.get((kind, face.lang), ()):
            for got in fn(face):
                # (start, end, new), with the sub-rule's name perhaps; or a list of such pieces, one edit
                pieces = got if isinstance(got, list) else [got]
                sub = pieces[0][3:]
                spans = []
                for a, b, new, *_ in pieces:
                    if inside((a, b), not_names if kind == "self" else protected):
                        break
                    if face.lang == "en":
                        a, new = _article(face.text, a, new)
                    spans.append((a, b, new))
                else:
                    text = face.text
                    for a, b, new in sorted(spans, reverse=True):
                        text = text[:a] + new + text[b:]
                    if text == face.text or text in seen:
                        continue
                    seen.add(text)
                    a, b = min(x[0] for x in spans), max(x[1] for x in spans)
                    new = text[a:len(text) - (len(face.text) - b)]
                    yield Edit(kind, f"{kind}.{sub[0]}" if sub else name, face.lang, a, b, face.text[a:b], new, text)


import meaning_keeps  # noqa: E402,F401  (registers the meaning-preserving rules: wording, self, width)
