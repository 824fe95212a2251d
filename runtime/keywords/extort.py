"""Extort (CR 702.101a): "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent
loses 1 life and you gain life equal to the total life lost this way." Each instance triggers
separately (702.101b)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import effect, pay_or_not, triggered

EXTORT = n.Triggered(n.Cast(n.You(), n.Filter(types=("spell",))), n.OtherEffect("extort"))


@triggered("extort")
def extort(ab) -> n.Triggered:
    return EXTORT


@effect("extort")
def _extort(e, ctx) -> None:
    g, pi = ctx.game, ctx.controller
    if not pay_or_not(g, pi, ctx.source, [n.ManaCost(("W/B",))]):
        g.emit("declined", player=g.players[pi].name)
        return
    lost = 0
    for p in g.players:
        if p.index != pi:
            before = p.life
            g.lose_life(p, 1)
            lost += before - p.life
    g.gain_life(g.players[pi], lost)
