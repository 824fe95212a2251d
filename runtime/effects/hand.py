"""Cards in hand: drawing, discarding, looking at and revealing hands, choosing from them."""
from __future__ import annotations

from ..select import evaluate_amount, matches
from .registry import handles, objs, players


@handles("draw")
def _draw(e, ctx):
    for p in players(e.player, ctx):
        ctx.game.draw(p, evaluate_amount(e.amount, ctx))


@handles("discard")
def _discard(e, ctx):
    g = ctx.game
    if e.what is not None:  # the card(s) chosen before ("That player discards that card")
        for p in players(e.player, ctx):
            for o in objs(e.what, ctx):
                if o.zone == "hand" and o.id in p.hand:
                    g.discard(p, o)
        return
    if e.amount == "hand":  # "Discard your hand"
        for p in players(e.player, ctx):
            for o in [g.objects[i] for i in p.hand]:
                g.discard(p, o)
        return
    for p in players(e.player, ctx):
        hand = [g.objects[i] for i in p.hand]
        if e.filter is not None:  # "discard a creature card": only those may be discarded
            hand = [o for o in hand if matches(e.filter, o, ctx)]
        count = min(evaluate_amount(e.amount, ctx), len(hand))
        picked = g.rng.sample(hand, count) if e.random else g.agents[p.index].choose_objects(
            g, p.index, "discard", hand, count, count)
        for o in picked:
            g.discard(p, o)


@handles("look_at_hand")
def _look_at_hand(e, ctx):
    """Looking at a hand changes nothing in the game (the agents here see everything); logged."""
    for p in players(e.player, ctx):
        ctx.game.emit("look_at_hand", player=ctx.player().name, whose=p.name)


@handles("reveal_hand")
def _reveal_hand(e, ctx):
    g = ctx.game
    for p in players(e.player, ctx):
        g.emit("reveal", cards=",".join(g.objects[i].label() for i in p.hand))


@handles("choose_card")
def _choose_card(e, ctx):
    """The chooser picks card(s) of the kind asked for from a player's (revealed) hand."""
    g = ctx.game
    chooser = players(e.chooser, ctx)[0]
    found = []
    for p in players(e.player, ctx):
        cands = [g.objects[i] for i in p.hand if matches(e.what.filter, g.objects[i], ctx)]
        count = min(evaluate_amount(e.what.count, ctx), len(cands))
        found += g.agents[chooser.index].choose_objects(g, chooser.index, "choose", cands, count, count)
    ctx.found = found


@handles("reveal")
def _reveal(e, ctx):
    things = objs(e.what, ctx)
    if things:
        ctx.game.emit("reveal", cards=",".join(o.label() for o in things))
