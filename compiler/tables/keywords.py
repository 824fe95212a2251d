"""The keyword table: one entry per keyword ability — English name, Japanese name(s),
argument kind, rule, what it means, and where the runtime plays it. The runtime implements each
meaning once, in the file `played` names (a test keeps the two in step); the builder maps a
keyword's long form (\"can't be the target of spells or abilities your opponents control\") to
the same keyword."""
from __future__ import annotations

from functools import lru_cache

import attrs


@attrs.frozen(slots=True)
class Keyword:
    name: str  # canonical English name, as in the IR
    en: tuple[str, ...]  # English surface forms (lowercase)
    ja: tuple[str, ...]  # Japanese surface forms
    arg: str  # none | number | cost | number_cost | quality
    rule: str  # Comprehensive Rules number
    meaning: str  # one sentence for `explain`
    played: str = ""  # the runtime file that plays its meaning (from the package root); "" = not played


KEYWORDS: tuple[Keyword, ...] = (
    Keyword("deathtouch", ("deathtouch",), ("接死",), "none", "702.2",
            "Any amount of damage it deals to a creature is enough to destroy that creature.",
            played="runtime/game.py"),
    Keyword("defender", ("defender",), ("防衛",), "none", "702.3", "It can't attack.", played="runtime/combat.py"),
    Keyword("double strike", ("double strike",), ("二段攻撃",), "none", "702.4",
            "It deals both first-strike and regular combat damage.", played="runtime/combat.py"),
    Keyword("enchant", ("enchant",), ("エンチャント",), "quality", "702.5",
            "An Aura with enchant X targets an X as it is cast and can be attached only to an X.",
            played="runtime/keywords/enchant.py"),
    Keyword("equip", ("equip",), ("装備",), "cost", "702.6",
            "Pay the cost: attach this Equipment to target creature you control; only as a sorcery.",
            played="runtime/keywords/equip.py"),
    Keyword("first strike", ("first strike",), ("先制攻撃",), "none", "702.7",
            "It deals combat damage before creatures without first strike.", played="runtime/combat.py"),
    Keyword("flash", ("flash",), ("瞬速",), "none", "702.8", "It may be cast any time you could cast an instant.",
            played="runtime/keywords/flash.py"),
    Keyword("flying", ("flying",), ("飛行",), "none", "702.9",
            "It can't be blocked except by creatures with flying or reach.", played="runtime/combat.py"),
    Keyword("haste", ("haste",), ("速攻",), "none", "702.10",
            "It can attack and {T} as soon as it comes under your control.", played="runtime/keywords/haste.py"),
    Keyword("hexproof", ("hexproof",), ("呪禁",), "none", "702.11",
            "It can't be the target of spells or abilities your opponents control.", played="runtime/stack/targets.py"),
    Keyword("indestructible", ("indestructible",), ("破壊不能",), "none", "702.12",
            "Effects that say destroy don't destroy it, nor does lethal damage.", played="runtime/game.py"),
    Keyword("intimidate", ("intimidate",), ("威嚇",), "none", "702.13",
            "It can't be blocked except by artifact creatures and/or creatures that share a color with it.",
            played="runtime/combat.py"),
    Keyword("landwalk", ("islandwalk", "swampwalk", "forestwalk", "mountainwalk", "plainswalk"),
            ("島渡り", "沼渡り", "森渡り", "山渡り", "平地渡り"), "quality", "702.14",
            "It can't be blocked as long as the defending player controls a land of that type.",
            played="runtime/combat.py"),
    Keyword("lifelink", ("lifelink",), ("絆魂",), "none", "702.15",
            "Damage dealt by it also causes its controller to gain that much life.", played="runtime/game.py"),
    Keyword("protection", ("protection from",), ("プロテクション",), "quality", "702.16",
            "It can't be damaged, enchanted or equipped, blocked or targeted by anything with that quality.",
            played="runtime/keywords/protection.py"),
    Keyword("reach", ("reach",), ("到達",), "none", "702.17", "It can block creatures with flying.",
            played="runtime/combat.py"),
    Keyword("shroud", ("shroud",), ("被覆",), "none", "702.18", "It can't be the target of spells or abilities.",
            played="runtime/stack/targets.py"),
    Keyword("trample", ("trample",), ("トランプル",), "none", "702.19",
            "It can deal excess combat damage to the player or planeswalker it's attacking.",
            played="runtime/combat.py"),
    Keyword("vigilance", ("vigilance",), ("警戒",), "none", "702.20", "Attacking doesn't cause it to tap.",
            played="runtime/combat.py"),
    Keyword("fear", ("fear",), ("畏怖",), "none", "702.36",
            "It can't be blocked except by artifact creatures and/or black creatures.", played="runtime/combat.py"),
    Keyword("wither", ("wither",), ("萎縮",), "none", "702.80", "It deals damage to creatures as -1/-1 counters.",
            played="runtime/game.py"),
    Keyword("infect", ("infect",), ("感染",), "none", "702.90",
            "It deals damage to creatures as -1/-1 counters and to players as poison counters.",
            played="runtime/game.py"),
    Keyword("bloodthirst", ("bloodthirst",), ("狂喜",), "number", "702.54",
            "If an opponent was dealt damage this turn, it enters the battlefield with N +1/+1 counters on it.",
            played="runtime/keywords/bloodthirst.py"),
    Keyword("menace", ("menace",), ("威迫",), "none", "702.111",
            "It can't be blocked except by two or more creatures.", played="runtime/combat.py"),
)

# More keywords: name, Japanese, argument, rule, and the runtime file that plays it if one does
# (most are not played yet). Their meaning for `explain` is their reminder text's; the IR records
# them canonically.
_MORE = """
cycling|サイクリング|cost|702.29|runtime/keywords/cycling.py
kicker|キッカー|cost|702.33|runtime/keywords/kicker.py
multikicker|多重キッカー|cost|702.33
flashback|フラッシュバック|cost|702.34|runtime/keywords/flashback.py
morph|変異|cost|702.37|runtime/keywords/morph.py
megamorph|大変異|cost|702.37|runtime/keywords/morph.py
crew|搭乗|number|702.122|runtime/keywords/crew.py
devoid|欠色|none|702.114|runtime/cards.py
ward|護法|cost|702.21|runtime/keywords/ward.py
convoke|召集|none|702.51|runtime/keywords/convoke.py
prowess|果敢|none|702.108|runtime/keywords/prowess.py
madness|マッドネス|cost|702.35|runtime/keywords/madness.py
cumulative upkeep|累加アップキープ|cost|702.24|runtime/keywords/cumulative_upkeep.py
foretell|予顕|cost|702.143|runtime/keywords/foretell.py
unearth|蘇生|cost|702.84|runtime/keywords/unearth.py
partner|共闘|none|702.124|runtime/keywords/deck_construction.py
echo|エコー|cost|702.30|runtime/keywords/echo.py
changeling|多相|none|702.73|runtime/keywords/changeling.py
ninjutsu|忍術|cost|702.49|runtime/keywords/ninjutsu.py
bushido|武士道|number|702.45|runtime/keywords/bushido.py
toxic|毒性|number|702.164|runtime/keywords/toxic.py
plot|計画|cost|702.170|runtime/keywords/plot.py
disguise|変装|cost|702.168|runtime/keywords/morph.py
bestow|授与|cost|702.103|runtime/keywords/bestow.py
nightbound|夜明|none|702.145|runtime/keywords/daybound.py
daybound|日暮|none|702.145|runtime/keywords/daybound.py
exalted|賛美|none|702.83|runtime/keywords/exalted.py
storm|ストーム|none|702.40|runtime/keywords/storm.py
saddle|騎乗|number|702.171|runtime/keywords/saddle.py
mutate|変容|cost|702.140
buyback|バイバック|cost|702.27|runtime/keywords/buyback.py
rebound|反復|none|702.88|runtime/keywords/rebound.py
cascade|続唱|none|702.85|runtime/keywords/cascade.py
flanking|側面攻撃|none|702.25|runtime/keywords/flanking.py
soulshift|転生|number|702.46|runtime/keywords/soulshift.py
soulbond|結魂|none|702.95
overload|超過|cost|702.96|runtime/keywords/overload.py
horsemanship|馬術|none|702.31|runtime/combat.py
ascend|昇殿|none|702.131|runtime/keywords/ascend.py
entwine|双呪|cost|702.42|runtime/keywords/entwine.py
aftermath|余波|none|702.127
shadow|シャドー|none|702.28|runtime/combat.py
modular|接合|number|702.43|runtime/keywords/modular.py
fuse|融合|none|702.102
evoke|想起|cost|702.74|runtime/keywords/evoke.py
delve|探査|none|702.66|runtime/keywords/delve.py
disturb|降霊|cost|702.146|runtime/keywords/disturb.py
mentor|教導|none|702.134|runtime/keywords/mentor.py
fading|消散|number|702.32|runtime/keywords/fading.py
evolve|進化|none|702.100|runtime/keywords/evolve.py
dash|疾駆|cost|702.109|runtime/keywords/dash.py
backup|賛助|number|702.165|runtime/keywords/backup.py
renown|高名|number|702.112|runtime/keywords/renown.py
undying|不死|none|702.93|runtime/keywords/undying.py
split second|刹那|none|702.61|runtime/keywords/split_second.py
persist|頑強|none|702.79|runtime/keywords/persist.py
extort|強請|none|702.101|runtime/keywords/extort.py
sunburst|烈日|none|702.44|runtime/keywords/sunburst.py
reconfigure|換装|cost|702.151|runtime/keywords/reconfigure.py
miracle|奇跡|cost|702.94
improvise|即席|none|702.126|runtime/keywords/improvise.py
fabricate|製造|number|702.123|runtime/keywords/fabricate.py
bargain|協約|none|702.166
basic landcycling|基本土地サイクリング|cost|702.29|runtime/keywords/cycling.py
plainscycling|平地サイクリング|cost|702.29|runtime/keywords/cycling.py
islandcycling|島サイクリング|cost|702.29|runtime/keywords/cycling.py
swampcycling|沼サイクリング|cost|702.29|runtime/keywords/cycling.py
mountaincycling|山サイクリング|cost|702.29|runtime/keywords/cycling.py
forestcycling|森サイクリング|cost|702.29|runtime/keywords/cycling.py
scavenge|活用|cost|702.97|runtime/keywords/scavenge.py
exploit|濫用|none|702.110|runtime/keywords/exploit.py
encore|再演|cost|702.141|runtime/keywords/encore.py
embalm|不朽|cost|702.128|runtime/keywords/embalm.py
eternalize|永遠|cost|702.129
assist|助力|none|702.132
vanishing|消失|number|702.63|runtime/keywords/vanishing.py
retrace|回顧|none|702.81|runtime/keywords/retrace.py
myriad|無尽|none|702.116|runtime/keywords/myriad.py
cipher|暗号|none|702.99
unleash|解鎖|none|702.98|runtime/keywords/unleash.py
tribute|貢納|number|702.104
transmute|変成|cost|702.53|runtime/keywords/transmute.py
replicate|複製|cost|702.56
phasing|フェイジング|none|702.26
living weapon|生体武器|none|702.92|runtime/keywords/living_weapon.py
graft|移植|number|702.58|runtime/keywords/graft.py
devour|貪食|number|702.82
casualty|犠牲|number|702.153
banding|バンド|none|702.22
skulk|潜伏|none|702.118|runtime/combat.py
read ahead|先読|none|702.155
prowl|徘徊|cost|702.76
melee|会戦|none|702.121|runtime/keywords/melee.py
blitz|奇襲|cost|702.152|runtime/keywords/blitz.py
surge|怒濤|cost|702.117
spectacle|絢爛|cost|702.137|runtime/keywords/spectacle.py
riot|暴動|none|702.136|runtime/keywords/riot.py
outlast|長久|cost|702.107|runtime/keywords/outlast.py
enlist|後援|none|702.154|runtime/keywords/enlist.py
annihilator|滅殺|number|702.86|runtime/keywords/annihilator.py
afterlife|死後|number|702.135|runtime/keywords/afterlife.py
afflict|加虐|number|702.130|runtime/keywords/afflict.py
offspring|新生|cost|702.175
suspend|待機|number_cost|702.62|runtime/keywords/suspend.py
awaken|覚醒|number_cost|702.113|runtime/keywords/awaken.py
umbra armor|陰影鎧|none|702.89|runtime/keywords/umbra_armor.py
rampage|ランページ|number|702.23|runtime/keywords/rampage.py
affinity|親和|quality|702.41|runtime/keywords/affinity.py
splice|連繋|quality|702.47
conspire|共謀|none|702.78
battle cry|喊声|none|702.91|runtime/keywords/battle_cry.py
ingest|嚥下|none|702.115|runtime/keywords/ingest.py
ravenous|貪欲|none|702.156
living metal|金属生命体|none|702.161
demonstrate|実演|none|702.144
dredge|発掘|number|702.52|runtime/keywords/dredge.py
amplify|増幅|number|702.38
hideaway|秘匿|number|702.75
reinforce|補強|number_cost|702.77|runtime/keywords/reinforce.py
squad|分隊|cost|702.157
emerge|現出|cost|702.119|runtime/keywords/emerge.py
cleave|切除|cost|702.148
training|訓練|none|702.149
for mirrodin!|ミラディンのために！|none|702.163|runtime/keywords/for_mirrodin.py
spree|放題|none|702.172
friends forever|永遠の友|none|702.124|runtime/keywords/deck_construction.py
more than meets the eye|見た目以上のもの|cost|702.162
jump-start|再活|none|702.133
provoke|挑発|none|702.39
haunt|憑依|none|702.55
recover|復活|cost|702.59
ripple|波及|number|702.60
fortify|城砦化|cost|702.67
hidden agenda|秘策|none|702.106
impending|兆候|number_cost|702.176
mobilize|応召|number|702
warp|ワープ|cost|702.185|runtime/keywords/warp.py
start your engines!|エンジン始動！|none|702.179|runtime/keywords/start_your_engines.py
choose a background|背景選択|none|702.124|runtime/keywords/deck_construction.py
job select|ジョブ選択|none|702
level up|Ｌｖアップ|cost|702.87|runtime/keywords/level_up.py
station|配備|none|702.184|runtime/keywords/station.py
prototype|試作|none|702.160
firebending|火の技|number|702|runtime/keywords/firebending.py
dethrone|廃位|none|702.105
escape|脱出|cost|702.138|runtime/keywords/escape.py
harmonize|調和|cost|702
"""

KEYWORDS = KEYWORDS + tuple(
    Keyword(name, (name,), (ja,), arg, rule, f"The {name} keyword ability (CR {rule}); see its reminder text.",
            "".join(played))
    for name, ja, arg, rule, *played in (line.split("|") for line in _MORE.strip().splitlines()))

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


def surfaces(lang: str, arg: str = "none") -> list[str]:
    """Surface forms of the keywords taking `arg` (none | number | cost | number_cost), for a lexer.
    Landwalk counts as none (its land type is part of the word); enchant and protection have
    their own grammar rules."""
    out = []
    for k in KEYWORDS:
        kind = "none" if k.name == "landwalk" else k.arg
        if kind == arg and k.name not in ("enchant", "protection"):
            out.extend(k.en if lang == "en" else k.ja)
    return sorted(set(out), key=lambda w: (-len(w), w))
