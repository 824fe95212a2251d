"""Melee (CR 702.121a): "Whenever this creature attacks, it gets +1/+1 until end of turn for each
opponent you attacked with a creature this combat." Counted as it resolves: the opponents that
a creature its controller controls is attacking (not a planeswalker they control)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import RT, effect, triggered

MELEE = n.Triggered(n.Attacks(n.Self_()), n.OtherEffect("melee"))


@triggered("melee")
def melee(ab) -> n.Triggered:
    return MELEE


@effect("melee")
def _melee(e, ctx) -> None:
    run_effect = RT["run_effect"]

    g = ctx.game
    attacked = {o.attacking[1] for o in g.on_battlefield()
                if g.controller_of(o) == ctx.controller and o.attacking and o.attacking[0] == "player"}
    k = len(attacked - {ctx.controller})
    if k and ctx.source is not None and ctx.source.zone == "battlefield":
        run_effect(n.Pump(n.Self_(), k, k, "until_end_of_turn"), ctx)
