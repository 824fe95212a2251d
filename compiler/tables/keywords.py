"""The keyword table: one entry per keyword ability — English name, Japanese name(s),
argument kind, rule, and what it means. The runtime implements each meaning once; the
builder maps a keyword's long form (\"can't be the target of spells or abilities your
opponents control\") to the same keyword."""
from __future__ import annotations

from functools import lru_cache

import attrs


@attrs.frozen(slots=True)
class Keyword:
    name: str  # canonical English name, as in the IR
    en: tuple[str, ...]  # English surface forms (lowercase)
    ja: tuple[str, ...]  # Japanese surface forms
    arg: str  # none | number | cost | quality
    rule: str  # Comprehensive Rules number
    meaning: str  # one sentence for `explain`


KEYWORDS: tuple[Keyword, ...] = (
    Keyword("deathtouch", ("deathtouch",), ("接死",), "none", "702.2",
            "Any amount of damage it deals to a creature is enough to destroy that creature."),
    Keyword("defender", ("defender",), ("防衛",), "none", "702.3", "It can't attack."),
    Keyword("double strike", ("double strike",), ("二段攻撃",), "none", "702.4",
            "It deals both first-strike and regular combat damage."),
    Keyword("enchant", ("enchant",), ("エンチャント",), "quality", "702.5",
            "An Aura with enchant X targets an X as it is cast and can be attached only to an X."),
    Keyword("equip", ("equip",), ("装備",), "cost", "702.6",
            "Pay the cost: attach this Equipment to target creature you control; only as a sorcery."),
    Keyword("first strike", ("first strike",), ("先制攻撃",), "none", "702.7",
            "It deals combat damage before creatures without first strike."),
    Keyword("flash", ("flash",), ("瞬速",), "none", "702.8", "It may be cast any time you could cast an instant."),
    Keyword("flying", ("flying",), ("飛行",), "none", "702.9",
            "It can't be blocked except by creatures with flying or reach."),
    Keyword("haste", ("haste",), ("速攻",), "none", "702.10",
            "It can attack and {T} as soon as it comes under your control."),
    Keyword("hexproof", ("hexproof",), ("呪禁",), "none", "702.11",
            "It can't be the target of spells or abilities your opponents control."),
    Keyword("indestructible", ("indestructible",), ("破壊不能",), "none", "702.12",
            "Effects that say destroy don't destroy it, nor does lethal damage."),
    Keyword("intimidate", ("intimidate",), ("威嚇",), "none", "702.13",
            "It can't be blocked except by artifact creatures and/or creatures that share a color with it."),
    Keyword("landwalk", ("islandwalk", "swampwalk", "forestwalk", "mountainwalk", "plainswalk"),
            ("島渡り", "沼渡り", "森渡り", "山渡り", "平地渡り"), "quality", "702.14",
            "It can't be blocked as long as the defending player controls a land of that type."),
    Keyword("lifelink", ("lifelink",), ("絆魂",), "none", "702.15",
            "Damage dealt by it also causes its controller to gain that much life."),
    Keyword("protection", ("protection from",), ("プロテクション",), "quality", "702.16",
            "It can't be damaged, enchanted or equipped, blocked or targeted by anything with that quality."),
    Keyword("reach", ("reach",), ("到達",), "none", "702.17", "It can block creatures with flying."),
    Keyword("shroud", ("shroud",), ("被覆",), "none", "702.18", "It can't be the target of spells or abilities."),
    Keyword("trample", ("trample",), ("トランプル",), "none", "702.19",
            "It can deal excess combat damage to the player or planeswalker it's attacking."),
    Keyword("vigilance", ("vigilance",), ("警戒",), "none", "702.20", "Attacking doesn't cause it to tap."),
    Keyword("fear", ("fear",), ("畏怖",), "none", "702.36",
            "It can't be blocked except by artifact creatures and/or black creatures."),
    Keyword("wither", ("wither",), ("萎縮",), "none", "702.80", "It deals damage to creatures as -1/-1 counters."),
    Keyword("infect", ("infect",), ("感染",), "none", "702.90",
            "It deals damage to creatures as -1/-1 counters and to players as poison counters."),
    Keyword("bloodthirst", ("bloodthirst",), ("狂喜",), "number", "702.54",
            "If an opponent was dealt damage this turn, it enters the battlefield with N +1/+1 counters on it."),
    Keyword("menace", ("menace",), ("威迫",), "none", "702.111",
            "It can't be blocked except by two or more creatures."),
)

LANDWALK_TYPE = {"islandwalk": "Island", "swampwalk": "Swamp", "forestwalk": "Forest",
                 "mountainwalk": "Mountain", "plainswalk": "Plains",
                 "島渡り": "Island", "沼渡り": "Swamp", "森渡り": "Forest", "山渡り": "Mountain", "平地渡り": "Plains"}


@lru_cache(maxsize=None)
def by_surface() -> dict[str, Keyword]:
    out = {}
    for k in KEYWORDS:
        for s in k.en + k.ja:
            out[s] = k
    return out


def by_name(name: str) -> Keyword | None:
    for k in KEYWORDS:
        if k.name == name:
            return k
    return None


def surfaces(lang: str, with_args: bool = True) -> list[str]:
    """Surface forms of keywords for a lexer, longest first."""
    out = []
    for k in KEYWORDS:
        if not with_args and k.arg != "none" and k.name != "landwalk":
            continue
        out.extend(k.en if lang == "en" else k.ja)
    return sorted(set(out), key=len, reverse=True)
