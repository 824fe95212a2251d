"""Buyback (CR 702.27a): an optional additional cost paid as the spell is cast; if it was paid,
the spell is put into its owner's hand instead of the graveyard as it resolves (only then: a
countered spell goes to the graveyard)."""
from __future__ import annotations

from ..errors import IllegalAction
from .hooks import casting


@casting("buyback")
def buyback(g, pi: int, obj, ab, costs: list, x: int, plan) -> tuple[list, dict]:
    extra = list(ab.args)
    try:
        plan(costs + extra)
    except IllegalAction:
        return costs, {"buyback": False}
    if not g.agents[pi].choose_pay(g, pi, extra):
        return costs, {"buyback": False}
    return costs + extra, {"buyback": True}


def resolved_to(obj) -> str:
    """Where an instant or sorcery spell goes as it finishes resolving."""
    return "hand" if obj.chosen.get("buyback") else "graveyard"
