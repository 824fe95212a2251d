"""Outdated wordings, both languages, in one table: the normalizer rewrites an old wording to the
current one (so old and new texts compile to the same IR) and `oraclec lint` reports it.

Each entry: a lint code, the language, a regex for the old wording, the wording that replaced it
by year (`forms`: the newest form whose year is not after the chosen templating era is the
suggestion; before the first year the old wording was current), and whether the normalizer
rewrites it (`normalize`: False for wordings the grammar reads as they are, such as "enters the
battlefield", which is only outdated since 2024).
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable

import attrs

CURRENT_ERA = 9999  # "today": every change applies


@attrs.frozen
class Wording:
    code: str
    lang: str
    old: str
    forms: tuple  # ((year, replacement), …) oldest first; replacement: str (may use \1) or callable
    rule: str
    normalize: bool = True
    flags: int = 0

    @property
    def since(self) -> int:
        return self.forms[0][0]

    def rx(self) -> re.Pattern:
        return _rx(self.old, self.flags)

    def replacement(self, m: re.Match, era: int = CURRENT_ERA) -> str | None:
        """The current wording for this match in the given era (None: not outdated then)."""
        chosen = None
        for year, form in self.forms:
            if year <= era:
                chosen = form
        if chosen is None:
            return None
        out = chosen(m) if callable(chosen) else m.expand(chosen)
        if self.flags & re.IGNORECASE and m.group(0)[:1].isupper() and out[:1].islower():
            out = out[:1].upper() + out[1:]
        return out

    def normalized(self, m: re.Match) -> str:
        """What the normalizer writes: the newest form (the grammar reads today's wording)."""
        return self.replacement(m, CURRENT_ERA)


@lru_cache(maxsize=None)
def _rx(pattern: str, flags: int) -> re.Pattern:
    return re.compile(pattern, flags)


def _table(mapping: dict) -> Callable[[re.Match], str]:
    return lambda m: mapping[m.group(1)]


I = re.IGNORECASE
R_ENTERS = "CR 603.6a; M10 (2009) 'enters the battlefield', Duskmourn (2024) 'enters'"
R_BATTLEFIELD = "CR 110.1 (the battlefield); M10 rules update (2009)"
R_DIES = "CR 700.4 ('dies' means put into a graveyard from the battlefield); M12 (2011)"
R_EXILE = "CR 406 (exile); M10 rules update (2009)"
R_CAST = "CR 601 (casting spells), CR 602 (activating abilities); M10 rules update (2009)"
R_POOL = "CR 106.4; 'Add {G}' templating (Amonkhet, 2017)"
R_NARA = "CR 603.4; Japanese templating since Theros (2013): なら for a condition that is not an intervening if"
R_UMBRA = "CR 702.89 (umbra armor, renamed from totem armor in 2023)"

WORDINGS: tuple[Wording, ...] = (
    # ---------------------------------------------------------------- English
    Wording("O202", "en", r"\bis put into a graveyard from (?:play|the battlefield)\b", ((2011, "dies"),), R_DIES, flags=I),
    Wording("O202", "en", r"\bare put into a graveyard from (?:play|the battlefield)\b", ((2011, "die"),), R_DIES, flags=I),
    Wording("O202", "en", r"\bare put into graveyards from (?:play|the battlefield)\b", ((2011, "die"),), R_DIES, flags=I),
    Wording("O201", "en", r"\bcomes into play\b", ((2009, "enters the battlefield"), (2024, "enters")), R_ENTERS, flags=I),
    Wording("O201", "en", r"\bcome into play\b", ((2009, "enter the battlefield"), (2024, "enter")), R_ENTERS, flags=I),
    Wording("O201", "en", r"\bcame into play\b", ((2009, "entered the battlefield"), (2024, "entered")), R_ENTERS, flags=I),
    Wording("O201", "en", r"\benters the battlefield\b", ((2024, "enters"),), R_ENTERS, normalize=False, flags=I),
    Wording("O201", "en", r"\benter the battlefield\b", ((2024, "enter"),), R_ENTERS, normalize=False, flags=I),
    Wording("O203", "en", r"\bremoved from the game\b", ((2009, "exiled"),), R_EXILE, flags=I),
    Wording("O203", "en", r"\b(remove|removes) (.{1,60}?) from the game\b",
            ((2009, lambda m: {"remove": "exile", "removes": "exiles"}[m.group(1).lower()] + " " + m.group(2)),),
            R_EXILE, flags=I),
    Wording("O206", "en", r"\binto play\b", ((2009, "onto the battlefield"),), R_BATTLEFIELD, flags=I),
    Wording("O206", "en", r"\bin play\b", ((2009, "on the battlefield"),), R_BATTLEFIELD, flags=I),
    Wording("O206", "en", r"\bfrom play\b", ((2009, "from the battlefield"),), R_BATTLEFIELD, flags=I),
    Wording("O204", "en", r"\bplay this ability only any time you could play a sorcery\b",
            ((2009, "activate this ability only any time you could cast a sorcery"), (2021, "activate only as a sorcery")),
            R_CAST, flags=I),
    Wording("O204", "en", r"\bplay this ability only\b", ((2009, "activate this ability only"), (2021, "activate only")),
            R_CAST, flags=I),
    Wording("O204", "en", r"\b(play|plays|played|playing)\b(?=(?: (?!cast\b|lands?\b)[\w'-]+){0,4}? spells?\b)",
            ((2009, _table({"play": "cast", "plays": "casts", "played": "cast", "playing": "casting",
                            "Play": "Cast", "Plays": "Casts", "Played": "Cast", "Playing": "Casting"})),), R_CAST),
    Wording("O205", "en", r"\b(adds? [^.:\n]*?) to (?:your|its controller's|that player's|their) mana pool\b",
            ((2017, r"\1"),), R_POOL, flags=I),
    Wording("O205", "en", r"\b(adds?) to (?:your|its controller's|that player's|their) mana pool\b", ((2017, r"\1"),),
            R_POOL, flags=I),
    Wording("O211", "en", r"\btotem armor\b", ((2023, "umbra armor"),), R_UMBRA, flags=I),
    # ---------------------------------------------------------------- Japanese
    Wording("O202", "ja", r"(?:戦)?場からいずれかの墓地に置かれ(た|る)",
            ((2011, _table({"た": "死亡した", "る": "死亡する"})),), R_DIES),
    Wording("O206", "ja", r"(?<!戦)(?<!置き)(?<!墓)場(?=に出|から|にある|に戻|を離|に置|で)", ((2009, "戦場"),), R_BATTLEFIELD),
    Wording("O203", "ja", r"ゲームから取り除(く|き|いた|かれ)",
            ((2009, _table({"く": "追放する", "き": "追放し", "いた": "追放した", "かれ": "追放され"})),), R_EXILE),
    Wording("O204", "ja", r"この能力は、?あなたがソーサリーをプレイできるときにのみプレイできる",
            ((2009, "起動はソーサリー・タイミングでのみ行う"),), R_CAST),
    Wording("O204", "ja", r"(?:(?<=呪文を)|(?<=ンスタントを)|(?<=ソーサリーを))プレイ(する|した|し|できる|できない|された|され)",
            ((2009, _table({"する": "唱える", "した": "唱えた", "し": "唱え", "できる": "唱えられる",
                            "できない": "唱えられない", "された": "唱えられた", "され": "唱えられ"})),), R_CAST),
    Wording("O204", "ja", r"(?<=能力を)プレイ(する|した|し|できる|できない|された|され)",
            ((2009, _table({"する": "起動する", "した": "起動した", "し": "起動し", "できる": "起動できる",
                            "できない": "起動できない", "された": "起動された", "され": "起動され"})),), R_CAST),
    Wording("O205", "ja", r"(?:あなたの|そのプレイヤーの|その|それのコントローラーの)?マナ・プールに、?", ((2017, ""),), R_POOL),
    Wording("O209", "ja", r"そうした場合", ((2013, "そうしたなら"),), R_NARA),
    Wording("O209", "ja", r"そうしなかった場合", ((2013, "そうしなかったなら"),), R_NARA),
)

# Codes whose findings come from the parse, not from this table (see compiler/lint/wording.py).
NAME_CODE = "O210"  # the card's own name where today's templates say "this creature" / このクリーチャー
NAME_SINCE = 2024
NARA_CODE = "O209"  # 「…場合、」 for a condition that is not an intervening if


@lru_cache(maxsize=4)
def for_lang(lang: str) -> tuple[Wording, ...]:
    return tuple(w for w in WORDINGS if w.lang == lang)
