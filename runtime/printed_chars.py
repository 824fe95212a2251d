"""Characteristics as printed (CR 109.3), before any continuous effect: the Chars record the layers
(chars.py) change, and a permanent's or card's own values (face down, its level or station band).
Kept apart from the layers so that characteristics_cache.py builds on it without an import circle."""
from __future__ import annotations

from typing import Any

import attrs

from oraclec.compiler.ir import nodes as n

from .state import Obj


@attrs.define
class Chars:
    name: str
    controller: int
    types: tuple
    subtypes: tuple
    supertypes: tuple
    colors: tuple
    power: int = 0
    toughness: int = 0
    keywords: dict = attrs.Factory(dict)  # name → list of argument tuples
    abilities: list = attrs.Factory(list)  # IR abilities (printed + granted)
    cant: set = attrs.Factory(set)  # attack, block, be_blocked, activate_abilities, untap …
    block_only: Any = None  # filter of attackers it can block
    must_attack: Any = None
    lure: bool = False
    must_be_blocked: bool = False  # "must be blocked if able" (CR 509.1c)
    extra_blocks: int = 0  # how many more attackers it can block (CR 509.1a; effects/extra_blocks.py)
    damaged_by: Any = None  # last known information only: sources that had damaged it this turn
    unblockable_by: list = attrs.Factory(list)  # filters of creatures that can't block it
    cant_block: list = attrs.Factory(list)  # (filter, controller, source): attackers it can't block (CR 509.1b)


def base_chars(obj: Obj) -> Chars:
    c = obj.card.card
    if obj.chosen.get("face_down") and obj.zone in ("battlefield", "stack"):
        # CR 708.2: a 2/2 creature with no name, text, subtypes, colors or mana cost; disguise
        # gives it ward {2} (702.168a; runtime/keywords/morph.py turns it face up)
        ward = [n.KeywordAbility("ward", (n.ManaCost(("2",)),))] if any(
            isinstance(ab, n.KeywordAbility) and ab.keyword == "disguise" for ab in c.abilities) else []
        return Chars("", obj.controller, ("creature",), (), (), (), 2, 2,
                     {k.keyword: [tuple(k.args)] for k in ward}, list(ward))
    kws: dict = {}
    abilities = []
    for ab in c.abilities:
        if isinstance(ab, n.KeywordAbility):
            kws.setdefault(ab.keyword, []).append(tuple(ab.args))
        abilities.append(ab)
    p = c.power if isinstance(c.power, int) else 0
    t = c.toughness if isinstance(c.toughness, int) else 0
    types = tuple(c.types)
    for band in _bands(obj):  # "LEVEL 2-6 / 3/3 / Flying" (CR 711.2): its P/T and abilities, as printed
        if band.power is not None:
            p, t = band.power, band.toughness
            if band.counter == "charge" and "creature" not in types:
                types += ("creature",)  # a Spacecraft with its P/T is an artifact creature at that many counters
        for ab in band.abilities:
            if isinstance(ab, n.KeywordAbility):
                kws.setdefault(ab.keyword, []).append(tuple(ab.args))
            abilities.append(ab)
    subtypes = tuple(c.subtypes)
    if obj.attached_to is not None and obj.zone == "battlefield" and _reconfigured(obj):
        # attached, an Equipment with reconfigure is no creature, nor has creature subtypes (CR 702.151b)
        from .keywords.changeling import NOT_CREATURE_TYPES

        types = tuple(t for t in types if t != "creature")
        subtypes = tuple(s for s in subtypes if s in NOT_CREATURE_TYPES)
    if obj.chosen.get("bestowed"):  # an Aura with enchant creature, no creature (CR 702.103b)
        from .keywords.bestow import ENCHANT_CREATURE, bestowed_chars

        types, subtypes = bestowed_chars(types, subtypes)
        kws.setdefault("enchant", []).append(tuple(ENCHANT_CREATURE.args))
        abilities.append(ENCHANT_CREATURE)
    return Chars(obj.card.name, obj.controller, types, subtypes, tuple(c.supertypes),
                 obj.card.colors, p, t, kws, abilities)


def _reconfigured(obj) -> bool:
    from .keywords.reconfigure import reconfigured

    return reconfigured(obj)


def _bands(obj: Obj) -> list:
    """The level or station bands whose counter range this permanent is in."""
    if obj.zone != "battlefield":
        return []
    out = []
    for ab in obj.card.card.abilities:
        if isinstance(ab, n.Band):
            k = obj.counters.get(ab.counter, 0)
            if ab.low <= k and (ab.high is None or k <= ab.high):
                out.append(ab)
    return out



def _parts(effect):
    if isinstance(effect, n.Sequence):
        out = []
        for s in effect.steps:
            out.extend(_parts(s))
        return out
    return [effect]
