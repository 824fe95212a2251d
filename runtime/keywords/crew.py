"""Crew (CR 702.122a): "Tap any number of untapped creatures you control with total power N or
greater: This Vehicle becomes an artifact creature until end of turn." Tapping them is not a {T}
cost, so creatures that came under your control this turn may crew (CR 302.6 is about {T} costs)."""
from __future__ import annotations

import attrs

from oraclec.compiler.ir import nodes as n

from ..errors import IllegalAction
from .hooks import activated


@attrs.frozen
class CrewCost:
    """Tap untapped creatures you control with total power `power` or more (a cost that plans
    itself: stack/costs.plan_costs asks it); saddle's cost is the same (CR 702.171a)."""

    power: int
    action: str = "crew"
    rule: str = "702.122a"
    kind = "crew_cost"

    def plan(self, g, pi: int, source, paid: dict):
        cands = [o for o in g.on_battlefield() if g.controller_of(o) == pi and not o.tapped and o is not source
                 and "creature" in g.chars(o).types]
        cands.sort(key=lambda o: -g.chars(o).power)
        need, total, k = self.power, 0, 0
        for o in cands:  # as few as the strongest need: the most a player is asked to choose
            if total >= need:
                break
            total += max(g.chars(o).power, 0)
            k += 1
        if total < need:
            raise IllegalAction(f"untapped creatures with total power {need} are needed to {self.action}", self.rule)
        picked = g.agents[pi].choose_objects(g, pi, self.action, cands, 1, max(k, 1))
        if sum(max(g.chars(o).power, 0) for o in picked) < need:
            raise IllegalAction(f"the creatures chosen have less than total power {need}", self.rule)
        return ("tap_other", picked)


@activated("crew")
def crew(ab) -> n.Activated:
    power = ab.args[0] if ab.args and isinstance(ab.args[0], int) else 0
    becomes = n.Becomes(n.Self_(), None, None, types=("artifact", "creature"), still=True,
                        duration="until_end_of_turn")
    return n.Activated((CrewCost(power),), becomes)
