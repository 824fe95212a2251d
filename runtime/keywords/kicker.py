"""Kicker (CR 702.33): an optional additional cost paid as the spell is cast (601.2b, 601.2f);
a spell whose kicker cost was paid is kicked (702.33d), which "if ~ was kicked" asks
(conditions.py: `kicked`, read from the object's choices, kept onto the battlefield)."""
from __future__ import annotations

from .hooks import casting, optional_cost


@casting("kicker")
def kicker(g, pi: int, obj, ab, costs: list, x: int, plan) -> tuple[list, dict]:
    """The costs with the kicker cost added, when the caster can pay it with the rest and chooses to (the agent's
    choose_pay); and the choice to remember."""
    return optional_cost(g, pi, costs, list(ab.args), plan, "kicked")
