"""Cumulative upkeep [cost] (CR 702.24a): "At the beginning of your upkeep, if this permanent is
on the battlefield, put an age counter on this permanent. Then you may pay [cost] for each age
counter on it. If you don't, sacrifice it." Each instance triggers and adds its own age counter,
and each asks for its own cost times all the age counters (702.24b)."""
from __future__ import annotations

import attrs

from oraclec.compiler.ir import nodes as n

from .hooks import effect, effect_args, keyword_effect, pay_or_not, triggered


@triggered("cumulative upkeep")
def cumulative_upkeep(ab) -> n.Triggered:
    return n.Triggered(n.StepBegins("upkeep", "you"), keyword_effect("cumulative upkeep", tuple(ab.args)))


def times(costs, k: int) -> list:
    """[cost] once for each of k age counters: mana symbols and life repeated, other costs listed k times."""
    out = []
    for c in costs:
        if isinstance(c, n.ManaCost):
            out.append(n.ManaCost(tuple(c.symbols) * k))
        elif isinstance(c, n.PayLifeCost) and isinstance(c.amount, int):
            out.append(attrs.evolve(c, amount=c.amount * k))
        else:
            out.extend([c] * k)
    return out


@effect("cumulative upkeep")
def _upkeep(e, ctx) -> None:
    g, o = ctx.game, ctx.source
    if o is None or o.zone != "battlefield":
        return
    g.add_counters(o, "age", 1)
    k = o.counters.get("age", 0)
    if not pay_or_not(g, ctx.controller, o, times(effect_args(e), k)):
        g.sacrifice(o)
