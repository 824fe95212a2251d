"""Evoke [cost] (CR 702.74a): "You may cast this spell by paying [cost] rather than paying its
mana cost" (an alternative cost, 118.9: stack/alternative.py offers it) and "When this permanent
enters, if its evoke cost was paid, its controller sacrifices it." Its other enters abilities
trigger too, and its controller orders them (the ruling: the creature's own enters ability can
resolve first)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import keyword_condition, keyword_cost, triggered

MARK = "evoked"
EVOKE = n.Triggered(n.ZoneChange(n.Self_(), to_zone="battlefield"), n.Sacrifice(n.You(), n.Self_()),
                    intervening_if=n.Condition("evoke"))


def evoke_cost(card) -> tuple | None:
    """The costs of the card's evoke ability (an n.CardIR), or None."""
    return keyword_cost(card, "evoke")


@triggered("evoke")
def evoke(ab) -> n.Triggered:
    return EVOKE


@keyword_condition("evoke")
def _evoked(args, ctx) -> bool:
    return bool(ctx.source is not None and ctx.source.chosen.get(MARK))
