"""Connive (CR 701.50): the conniving permanent's controller draws N cards, then discards N cards;
for each nonland card discarded this way, a +1/+1 counter on the permanent (701.50a, 701.50e).
A permanent that left the battlefield still connives: its controller draws and discards, and no
counter is put on it (701.50c)."""
from __future__ import annotations

from ..select import evaluate_amount
from .registry import handles, objs


@handles("connive")
def _connive(e, ctx):
    g = ctx.game
    k = evaluate_amount(e.amount, ctx)
    for o in objs(e.what, ctx):
        p = g.players[g.controller_of(o)]
        g.draw(p, k)
        hand = [g.objects[i] for i in p.hand]
        picked = g.agents[p.index].choose_objects(g, p.index, "discard", hand, min(k, len(hand)), min(k, len(hand)))
        nonland = 0
        for c in picked:
            nonland += "land" not in c.card.types
            g.discard(p, c)
        g.emit("connives", obj=o.label(), obj_ref=o.id, nonland=nonland)
        if nonland and o.zone == "battlefield":
            g.add_counters(o, "+1/+1", nonland)
