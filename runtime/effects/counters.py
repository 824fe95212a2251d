"""Counters on permanents: putting, removing (CR 122) and proliferate (CR 701.34)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from oraclec.compiler.ir import nodes as n

from ..refusals import refuse
from ..select import evaluate_amount
from ..state import Player
from .registry import handles, on_bf, players


@handles("put_counters")
def _counters(e, ctx):
    refuse(e)
    if isinstance(e.what, (n.You, n.TriggerPlayer)):  # "you get {E}{E}" (CR 122.1)
        for p in players(e.what, ctx):
            k = evaluate_amount(e.amount, ctx)
            if e.counter == "poison":
                p.poison += k
            else:
                p.counters[e.counter] = p.counters.get(e.counter, 0) + k
            ctx.game.emit("player_counters", player=p.name, counter=e.counter, amount=k)
        ctx.game.changed()
        return
    for o in on_bf(e.what, ctx):
        ctx.game.add_counters(o, e.counter, evaluate_amount(e.amount, ctx))


@handles("remove_counters")
def _remove_counters(e, ctx):
    """Remove up to that many (CR 122.8: as many as there are); "you did" when all could be removed."""
    g = ctx.game
    k = evaluate_amount(e.amount, ctx)
    done = True
    for o in on_bf(e.what, ctx):
        have = o.counters.get(e.counter, 0)
        done = done and have >= k
        if have:
            g.remove_counters(o, e.counter, min(have, k))
    ctx.you_did = done
    ctx.could = done  # "remove a pupa counter from ~. If you can't, …"


@handles("proliferate")
def _proliferate(e, ctx):
    """Any number of permanents and players with counters get one more of each kind (CR 701.34)."""
    g = ctx.game
    cands = [o for o in g.on_battlefield() if any(v > 0 for v in o.counters.values())]
    cands += [p for p in g.players if p.poison > 0 or any(v > 0 for v in p.counters.values())]
    for x in g.agents[ctx.controller].choose_objects(g, ctx.controller, "proliferate", cands, 0, len(cands)):
        if isinstance(x, Player):
            if x.poison > 0:
                g.emit("poison", player=x.name, amount=1)
                x.poison += 1
            for kind in [k for k, v in x.counters.items() if v > 0]:
                x.counters[kind] += 1
        else:
            for kind in [k for k, v in x.counters.items() if v > 0]:
                g.add_counters(x, kind, 1)
    g.changed()
