"""Delve (CR 702.66a): "Each card you exile from your graveyard while casting this spell pays for
{1}." Only generic mana is paid this way (702.66b: it is not an additional or alternative cost).
As with convoke, cards are exiled only when the mana alone cannot pay (the caster's agent
chooses which)."""
from __future__ import annotations

import attrs

from oraclec.compiler.ir import nodes as n

from ..errors import IllegalAction
from .hooks import casting


@attrs.frozen
class DelveExile:
    """Exile these cards from the graveyard as part of the spell's cost (a cost that plans itself)."""

    cards: tuple
    kind = "delve_exile"

    def plan(self, g, pi: int, source, paid: dict):
        if any(o.zone != "graveyard" or o.owner != pi for o in self.cards):
            raise IllegalAction("a card to delve is no longer in your graveyard", "702.66a")
        return ("exile", list(self.cards))


def generic_paid_by(g, pi: int, costs: list, cands: list, verb: str) -> tuple[list, list]:
    """The costs with {1} less generic mana for each of the objects the caster picks among
    `cands` (at most the generic mana there is), and the objects picked."""
    symbols = [s for c in costs if isinstance(c, n.ManaCost) for s in c.symbols]
    generic = sum(int(s) for s in symbols if s.isdigit())
    if not generic or not cands:
        return costs, []
    picked = g.agents[pi].choose_objects(g, pi, verb, cands, 1, min(len(cands), generic))
    left = generic - len(picked)
    rest = [s for s in symbols if not s.isdigit()] + ([str(left)] if left else [])
    others = [c for c in costs if not isinstance(c, n.ManaCost)]
    return ([n.ManaCost(tuple(rest))] if rest else []) + others, list(picked)


@casting("delve")
def delve(g, pi: int, obj, ab, costs: list, x: int, plan) -> tuple[list, dict]:
    try:
        plan(costs)
        return costs, {}
    except IllegalAction:
        pass
    cands = [g.objects[i] for i in g.players[pi].graveyard if i != obj.id]
    costs, picked = generic_paid_by(g, pi, costs, cands, "delve")
    return (costs + [DelveExile(tuple(picked))] if picked else costs), {}
