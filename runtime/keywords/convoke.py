"""Convoke (CR 702.51a): each creature tapped while the spell's costs are paid pays for {1} or for
one mana of that creature's color. Creatures are tapped only when the mana alone cannot pay
(the caster's agent chooses which among the untapped creatures)."""
from __future__ import annotations

import attrs

from oraclec.compiler.ir import nodes as n

from ..errors import IllegalAction
from .hooks import casting

LETTER = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@attrs.frozen
class ConvokeTap:
    """Tap these creatures as part of the spell's cost (a cost that plans itself)."""

    creatures: tuple
    kind = "convoke_tap"

    def plan(self, g, pi: int, source, paid: dict):
        if any(o.tapped or o.zone != "battlefield" for o in self.creatures):
            raise IllegalAction("a creature to convoke with is tapped", "702.51a")
        return ("tap_other", list(self.creatures))


@casting("convoke")
def convoke(g, pi: int, obj, ab, costs: list, x: int, plan) -> tuple[list, dict]:
    try:
        plan(costs)
        return costs, {}
    except IllegalAction:
        pass
    mana = [c for c in costs if isinstance(c, n.ManaCost)]
    symbols = [s for c in mana for s in c.symbols]
    cands = [o for o in g.on_battlefield() if g.controller_of(o) == pi and not o.tapped
             and "creature" in g.chars(o).types]
    if not symbols or not cands:
        return costs, {}
    picked = g.agents[pi].choose_objects(g, pi, "convoke", cands, 1, min(len(cands), len(symbols)))
    rest = list(symbols)
    for o in picked:
        colors = [LETTER[c] for c in g.chars(o).colors if c in LETTER]
        sym = next((s for s in rest if s in colors), None)
        if sym is None:
            sym = next((s for s in rest if s.isdigit() and int(s) > 0), None)
        if sym is None:
            continue
        rest.remove(sym)
        if sym.isdigit() and int(sym) > 1:
            rest.append(str(int(sym) - 1))
    others = [c for c in costs if not isinstance(c, n.ManaCost)]
    return ([n.ManaCost(tuple(rest))] if rest else []) + others + [ConvokeTap(tuple(picked))], {}
