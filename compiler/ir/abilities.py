"""IR abilities and the card: a spell's effect, keyword, triggered, activated, static and
replacement abilities, modes, level and station bands, the card (CardIR), and Unparsed, the
text the grammar could not read.
"""
from __future__ import annotations

from typing import Any

import attrs

from .base import f, node

__all__ = ["Unparsed", "SpellAbility", "KeywordAbility", "Triggered", "Activated", "Static", "Replacement", "Modal",
           "Mode", "Band", "CardIR"]


@node("unparsed")
class Unparsed:
    text: str
    expected: tuple = f(())
    reason: str = f("")


@node("spell")
class SpellAbility:
    effect: Any
    targets: tuple = f(())


@node("keyword")
class KeywordAbility:
    keyword: str
    args: tuple = f(attrs.Factory(tuple))  # a factory default: "args" is always written, even []


@node("triggered")
class Triggered:
    event: Any
    effect: Any
    intervening_if: Any = f(None)
    optional: bool = f(False)
    targets: tuple = f(())
    once_each_turn: bool = f(False)  # "This ability triggers only once each turn" (CR 603.2h)
    # "whenever you cast a spell during an opponent's turn": a condition of the event itself, checked
    # only as the event happens (CR 603.2), unlike `intervening_if` (checked again on resolution, 603.4)
    event_condition: Any = f(None)


@node("activated")
class Activated:
    cost: tuple
    effect: Any
    targets: tuple = f(())
    restrictions: tuple = f(())


@node("static")
class Static:
    effect: Any
    condition: Any = f(None)


@node("replacement")
class Replacement:
    effect: Any
    condition: Any = f(None)


@node("modal")
class Modal:
    """Choose modes: `count` is N, "N+" (N or more), "1-2" (one or both) or "any"."""

    count: Any
    modes: tuple


@node("mode")
class Mode:
    effect: Any
    targets: tuple = f(())


@node("band")
class Band:
    """A leveler's "LEVEL 1-4" (CR 711.2) or a Spacecraft's "STATION 8+" band: while the permanent
    has from `low` to `high` (None: no limit) `counter` counters, it has base P/T `power`/
    `toughness` (when given) and `abilities`."""

    counter: str  # level | charge
    low: int
    high: Any = f(None)
    power: Any = f(None)
    toughness: Any = f(None)
    abilities: tuple = f(())


@node("card")
class CardIR:
    abilities: tuple
    types: tuple = f(())
    subtypes: tuple = f(())
    supertypes: tuple = f(())
    power: Any = f(None)
    toughness: Any = f(None)
    loyalty: Any = f(None)
    mana_cost: Any = f(None)  # ("2", "R") or None (no mana cost, or not given)
