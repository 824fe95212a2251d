"""Improvise (CR 702.126a): "Your artifacts can help cast this spell. Each artifact you tap after
you're done activating mana abilities pays for {1}." Only generic mana is paid this way; as
with convoke, artifacts are tapped only when the mana alone cannot pay (the caster's agent
chooses which)."""
from __future__ import annotations

import attrs

from ..errors import IllegalAction
from .delve import generic_paid_by
from .hooks import casting


@attrs.frozen
class ImproviseTap:
    """Tap these artifacts as part of the spell's cost (a cost that plans itself)."""

    artifacts: tuple
    kind = "improvise_tap"

    def plan(self, g, pi: int, source, paid: dict):
        if any(o.tapped or o.zone != "battlefield" for o in self.artifacts):
            raise IllegalAction("an artifact to improvise with is tapped", "702.126a")
        return ("tap_other", list(self.artifacts))


@casting("improvise")
def improvise(g, pi: int, obj, ab, costs: list, x: int, plan) -> tuple[list, dict]:
    try:
        plan(costs)
        return costs, {}
    except IllegalAction:
        pass
    cands = [o for o in g.on_battlefield() if g.controller_of(o) == pi and not o.tapped
             and "artifact" in g.chars(o).types]
    costs, picked = generic_paid_by(g, pi, costs, cands, "improvise")
    return (costs + [ImproviseTap(tuple(picked))] if picked else costs), {}
