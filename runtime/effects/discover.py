"""Discover N (CR 701.57a): exile cards from the top of your library until you exile a nonland card
with mana value N or less. You may cast that card without paying its mana cost; if you don't,
put it into your hand. Then the other cards exiled this way go on the bottom of your library in
a random order. (Cascade, keywords/cascade.py, is the same search with "less than" and no hand.)"""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..errors import IllegalAction
from ..keywords.hooks import RT
from ..select import evaluate_amount
from .library import put_rest
from .registry import handles, players


@handles("discover")
def _discover(e, ctx):
    cast = RT["cast"]
    g = ctx.game
    k = evaluate_amount(e.amount, ctx)
    for p in players(e.player, ctx):
        pi = p.index
        exiled, hit = [], None
        while p.library:
            o = g.move(g.objects[p.library[0]], "exile", cause="discover")
            exiled.append(o)
            if "land" not in o.card.types and o.card.mana_value <= k:
                hit = o
                break
        g.emit("discovers", player=p.name, amount=k, card=hit.label() if hit else "nothing")
        if hit is not None:
            done = False
            if g.agents[pi].choose_may(g, pi, ctx.item, n.OtherEffect("cast it without paying")):
                try:
                    cast(g, pi, hit, from_zone="exile", resolving=([], [], {}))
                    done = True
                except IllegalAction as err:
                    g.emit("cannot_cast", player=p.name, card=hit.label(), reason=str(err))
            if not done and hit.zone == "exile":
                g.move(hit, "hand", cause="discover")
        put_rest(g, [o for o in exiled if o.zone == "exile" and o is not hit], "bottom", "random", "discover")
