"""IR amounts: X, the number of objects matching a filter (Count), a stat of an object, N × or
N + an amount, that much, what was done this way, counters on something, a life total,
devotion, domain, party size, targets beyond the first, and a stat aggregated over the objects a
filter matches: the greatest, the least, the total, how many different.
"""
from __future__ import annotations

from typing import Any

from .base import node

__all__ = ["X", "Count", "StatOf", "Times", "Plus", "PartySize", "ThatMuch", "ThisWay", "CountersOn", "LifeTotal",
           "Devotion", "Domain", "LifeGainedThisTurn", "EventsThisTurn", "Greatest", "Least", "Total", "Distinct",
           "ExtraTargets", "DieResult"]


@node("x")
class X:
    pass


@node("count")
class Count:
    """The number of objects matching `filter` (\"for each land you control\")."""

    filter: Any


@node("stat_of")
class StatOf:
    """A characteristic of an object: power of the sacrificed creature, …"""

    stat: str
    what: Any


@node("times")
class Times:
    """`factor` × `amount` ("+2/+0 for each …")."""

    factor: int
    amount: Any


@node("plus")
class Plus:
    """`amount` + `plus` ("1 plus the number of lands you control" / 「あなたがコントロールしている土地の数に１を足した数」)."""

    plus: int
    amount: Any


@node("party_size")
class PartySize:
    """"the number of creatures in your party" / 「あなたのパーティーの人数」 (CR 700.8: up to one each
    Cleric, Rogue, Warrior and Wizard you control)."""


@node("that_much")
class ThatMuch:
    pass


@node("this_way")
class ThisWay:
    """What the earlier part of the same effect did: "the life lost this way" (`life_lost`),
    "the damage dealt this way" (`damage_dealt`)."""

    what: str


@node("die_result")
class DieResult:
    """"the result" / 「その出目」: the number the die rolled by this effect (RollDie) showed (CR 706.2)."""


@node("counters_on")
class CountersOn:
    counter: str
    what: Any


@node("life_total")
class LifeTotal:
    """"your life total" / 「あなたのライフ総量」"""

    player: Any


@node("devotion")
class Devotion:
    """"your devotion to black (and red)" / 「あなたの黒(と赤)への信心」 (CR 700.5): the mana symbols of
    those colors among the mana costs of permanents you control."""

    colors: tuple


@node("domain")
class Domain:
    """"the number of basic land types among lands you control" / 「あなたがコントロールしている土地の中の
    基本土地タイプの数」 (domain)."""

    player: Any


@node("life_gained_this_turn")
class LifeGainedThisTurn:
    """"the amount of life you gained this turn" / 「このターンにあなたが得たライフの点数」"""

    player: Any


@node("events_this_turn")
class EventsThisTurn:
    """How many times `event` happened this turn, from the game's record: "for each creature that
    died this turn" / 「このターンに死亡したクリーチャー１体につき」."""

    event: Any


@node("greatest")
class Greatest:
    """The greatest `stat` (power, toughness, mana_value) among the objects matching `filter`: "the
    greatest power among creatures you control" / 「あなたがコントロールしているクリーチャーの中のパワーの
    最大値」「…の中で最大のパワー」; 0 when none match."""

    stat: str
    filter: Any


@node("least")
class Least:
    """The least `stat` among the objects matching `filter`: "the least toughness among creatures you
    control" / 「…の中のタフネスの最小値」; 0 when none match."""

    stat: str
    filter: Any


@node("total")
class Total:
    """`stat` summed over the objects matching `filter`: "the total power of creatures you control" /
    「あなたがコントロールしているクリーチャーのパワーの合計」."""

    stat: str
    filter: Any


@node("distinct")
class Distinct:
    """How many different values of `quality` the objects matching `filter` have between them:
    `card_type` "the number of card types among cards in all graveyards" / 「…の中のカード・タイプの
    種類数」, `color` "the number of colors among those creatures" / 「…の中の色の数」, or a stat
    (power, toughness, mana_value) "the number of different mana values among …" / 「…の中のマナ総量の
    種類数」."""

    quality: str
    filter: Any


@node("extra_targets")
class ExtraTargets:
    """An amount: how many targets the spell has beyond the first ("This spell costs {2}{U} more
    to cast for each target beyond the first" / 「２つ目以降の対象１つにつき」; strive, CR 601.2f)."""
