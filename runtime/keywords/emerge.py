"""Emerge [cost] (CR 702.119a): "You may cast this spell by paying [cost] and sacrificing a
creature rather than paying its mana cost" (an alternative cost, 118.9: stack/alternative.py
offers it), and 702.119b: the total cost is reduced by the sacrificed creature's mana value —
generic mana only (118.7c), never below nothing. The creature is chosen as the costs are planned
(601.2h: EmergeSacrifice plans itself, and stack/costs.plan_costs takes off its reduction)."""
from __future__ import annotations

import attrs

from ..errors import IllegalAction
from .hooks import keyword_cost

MARK = "emerged"


@attrs.frozen
class EmergeSacrifice:
    """Sacrifice a creature you control; the spell's total cost is reduced by its mana value."""

    kind = "emerge_sacrifice"

    def plan(self, g, pi: int, source, paid: dict):
        cands = [o for o in g.on_battlefield() if g.controller_of(o) == pi and "creature" in g.chars(o).types]
        if not cands:
            raise IllegalAction("a creature to sacrifice is needed to emerge", "702.119a")
        given = paid.get("sacrifice")
        picked = list(given) if given else g.agents[pi].choose_objects(g, pi, "sacrifice", cands, 1, 1)
        if len(picked) != 1 or not any(picked[0] is c for c in cands):
            raise IllegalAction("emerge sacrifices exactly one creature you control", "702.119a")
        return ("sacrifice", picked)

    @staticmethod
    def reduction(step) -> int:
        """The generic mana the planned step takes off the total cost (CR 702.119b)."""
        return sum(o.card.mana_value for o in step[1])


def emerge_cost(card) -> tuple | None:
    costs = keyword_cost(card, "emerge")
    return None if costs is None else costs + (EmergeSacrifice(),)
