"""Life totals: gaining, losing and setting life (CR 119)."""
from __future__ import annotations

from ..select import evaluate_amount
from .registry import handles, players


@handles("gain_life")
def _gain(e, ctx):
    for p in players(e.player, ctx):
        ctx.game.gain_life(p, evaluate_amount(e.amount, ctx))


@handles("lose_life")
def _lose(e, ctx):
    for p in players(e.player, ctx):
        amount = evaluate_amount(e.amount, ctx)
        ctx.game.lose_life(p, amount)
        ctx.this_way["life_lost"] = ctx.this_way.get("life_lost", 0) + max(amount, 0)


@handles("set_life")
def _set_life(e, ctx):
    for p in players(e.player, ctx):
        ctx.game.set_life(p, evaluate_amount(e.amount, ctx))
