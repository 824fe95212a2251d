"""Keyword actions that change a permanent: monstrosity (CR 701.37), adapt (701.46), bolster
(701.39), exert (701.43) and explore (701.44)."""
from __future__ import annotations

from ..refusals import refuse
from .continuous import _continuous
from ..select import evaluate_amount
from .registry import handles, on_bf

# keyword action → fn(effect, ctx): the keyword actions played in a file of their own
# (effects/amass.py …); refusals.played_keyword_actions reads the names registered here
ACTIONS: dict = {}


def keyword_action(name: str):
    """Register the decorated function as what the keyword action `name` does."""
    def wrap(fn):
        if name in ACTIONS:
            raise ValueError(f"a second handler for the keyword action {name!r}")
        ACTIONS[name] = fn
        return fn
    return wrap


@handles("monstrosity")
def _monstrosity(e, ctx):
    """If the permanent isn't monstrous: N +1/+1 counters, and it becomes monstrous (CR 701.37)."""
    g = ctx.game
    o = ctx.source
    if o is None or o.zone != "battlefield" or o.chosen.get("monstrous"):
        return
    g.add_counters(o, "+1/+1", evaluate_amount(e.amount, ctx))
    o.chosen["monstrous"] = True
    g.emit("monstrous", obj=o.label(), obj_ref=o.id)


@handles("keyword_action")
def _keyword_action(e, ctx):
    """Adapt (CR 701.46), bolster (CR 701.39), exert (CR 701.43), goad (CR 701.38) and populate
    (CR 701.36); the other keyword actions are not played yet (refusals.KEYWORD_ACTIONS)."""
    refuse(e)  # the other keyword actions are not played yet
    if e.action in ACTIONS:
        ACTIONS[e.action](e, ctx)
        return
    g = ctx.game
    n_ = evaluate_amount(e.amount, ctx) if e.amount is not None else 0
    if e.action == "adapt":
        o = ctx.source
        if o is not None and o.zone == "battlefield" and not o.counters.get("+1/+1"):
            g.add_counters(o, "+1/+1", n_)
        return
    if e.action == "bolster":
        mine = [o for o in g.on_battlefield() if g.controller_of(o) == ctx.controller and "creature" in g.chars(o).types]
        if not mine:
            return
        least = min(g.chars(o).toughness for o in mine)
        cands = [o for o in mine if g.chars(o).toughness == least]
        for o in g.agents[ctx.controller].choose_objects(g, ctx.controller, "bolster", cands, 1, 1):
            g.add_counters(o, "+1/+1", n_)
        return
    if e.action == "goad":
        # until the goading player's next turn it attacks each combat if able (CR 701.38b); "a
        # player other than you if able" asks nothing more of a two-player game's only defender
        _continuous(ctx, "must_attack", ctx.controller, "until_your_next_turn", e.what)
        for o in on_bf(e.what, ctx):
            g.emit("goad", obj=o.label(), by=g.players[ctx.controller].name)
        return
    if e.action == "populate":  # a token that's a copy of a creature token you control (CR 701.36a)
        pi = ctx.controller
        tokens = [o for o in g.on_battlefield() if o.token and g.controller_of(o) == pi
                  and "creature" in g.chars(o).types]
        for o in g.agents[pi].choose_objects(g, pi, "populate", tokens, 1, 1)[:1] if tokens else ():
            g.put_onto_battlefield(g.create(o.card, pi, "limbo", token=True), pi, cause="token")
        return
    if e.action == "exert":  # CR 701.43: it won't untap during its controller's next untap step
        for o in on_bf(e.what, ctx):
            o.cant_untap_next.add(g.controller_of(o))
            g.emit("exert", obj=o.label())
        return
    refuse(e)


@handles("explore")
def _explore(e, ctx):
    """CR 701.44a: reveal the top card; a land goes to its owner's hand; otherwise a +1/+1
    counter on the exploring creature, and its controller may put the card into the graveyard."""
    g = ctx.game
    for o in on_bf(e.what, ctx):
        pi = g.controller_of(o)
        lib = g.players[pi].library
        if not lib:
            g.emit("explores", obj=o.label(), card="nothing")
            continue
        top = g.objects[lib[0]]  # library[0] is the top
        g.emit("explores", obj=o.label(), card=top.label())
        if "land" in top.card.types:
            g.move(top, "hand", cause="explore")
            continue
        g.add_counters(o, "+1/+1", 1)
        if g.agents[pi].choose_option(g, pi, "explore_keep_on_top", ["keep", "graveyard"]) == "graveyard":
            g.move(top, "graveyard", cause="explore")
