"""Instructions about instructions: in order, once for each, \"you may\", \"if\", \"instead\",
\"when you do\" (CR 603.12) and delayed triggered abilities (CR 603.7)."""
from __future__ import annotations

import attrs

from oraclec.compiler.ir import nodes as n

from ..conditions import evaluate_condition
from ..refusals import refuse
from ..select import select
from ..triggers import DelayedTrigger, Pending
from .registry import handles, players, run_effect


@handles("sequence")
def _seq(e, ctx):
    refuse(e)
    for s in e.steps:
        if not isinstance(s, n.If):
            ctx.could = None  # what a later "if you can't" asks of this step (conditions.could_not)
        run_effect(s, ctx)
        if ctx.game.over:
            return


@handles("for_each")
def _for_each(e, ctx):
    """Once per object, in turn; the cards found along the way are "those cards" afterwards."""
    items = list(select(e.items, ctx))
    found = []
    for item in items:
        ctx.current = item
        ctx.found = []
        run_effect(e.body, ctx)
        found.extend(ctx.found)
        if ctx.game.over:
            break
    ctx.current = None
    ctx.found = found


@handles("may")
def _may(e, ctx):
    for p in players(e.player, ctx):
        if ctx.game.agents[p.index].choose_may(ctx.game, p.index, ctx.item, e.effect):
            ctx.you_did = True
            run_effect(e.effect, ctx)
        else:
            ctx.you_did = False
            ctx.game.emit("declined", player=p.name)


@handles("if")
def _if(e, ctx):
    if evaluate_condition(e.cond, ctx):
        run_effect(e.then, ctx)
    elif e.otherwise is not None:
        run_effect(e.otherwise, ctx)


@handles("player_acts")
def _player_acts(e, ctx):
    """Each of the players, in turn, does the effect as the one it is about: their choices, their
    "their" (the builder keeps "you" out of it). The cards they moved are "those cards" afterwards."""
    found = []
    for p in players(e.player, ctx):
        sub = attrs.evolve(ctx, controller=p.index, found=[])
        run_effect(e.effect, sub)
        found.extend(sub.found)
        ctx.could = sub.could
        if ctx.game.over:
            break
    ctx.found = found


@handles("instead_if")
def _instead(e, ctx):
    run_effect(e.replacement if evaluate_condition(e.cond, ctx) else e.effect, ctx)


@handles("reflexive")
def _reflexive(e, ctx):
    """"When you do, …" (CR 603.12): if the optional action was taken, a triggered ability waits
    to be put on the stack the next time a player would receive priority (its targets chosen then)."""
    if not ctx.you_did:
        return
    src = ctx.source
    ctx.game.pending.append(Pending(src, src.zcc if src is not None else 0, n.Triggered(n.AnyEvent(()), e.effect),
                                    ctx.controller, ctx.event, delayed=True))


@handles("delayed")
def _delayed(e, ctx):
    ctx.game.delayed.append(DelayedTrigger(e.event, e.effect, ctx.controller, ctx.source, ctx))
