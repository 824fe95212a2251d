"""Buyback (CR 702.27a): an optional additional cost paid as the spell is cast; if it was paid,
the spell is put into its owner's hand instead of the graveyard as it resolves (only then: a
countered spell goes to the graveyard)."""
from __future__ import annotations

from .hooks import casting, optional_cost


@casting("buyback")
def buyback(g, pi: int, obj, ab, costs: list, x: int, plan) -> tuple[list, dict]:
    return optional_cost(g, pi, costs, list(ab.args), plan, "buyback")


def resolved_to(obj) -> str:
    """Where an instant or sorcery spell goes as it finishes resolving."""
    return "hand" if obj.chosen.get("buyback") else "graveyard"
