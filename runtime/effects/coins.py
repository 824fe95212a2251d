"""Coin flips (CR 705): "flip a coin", "flip three coins", "flip a coin until you lose a flip". Each
flip is the game's (Game.flip_coin: the player's call, the coin's side, logged); the results are
kept in the context for the sentences after it ("If you win the flip, …": the conditions
won_flip / lost_flip in conditions.py) and each flip is an event ("whenever you win a coin flip")."""
from __future__ import annotations

from ..select import evaluate_amount
from .registry import handles, players

# a flip until one is lost ends surely; this bounds a game that could otherwise not end in a test
MAX_FLIPS = 1000


@handles("flip_coin")
def _flip_coin(e, ctx):
    g = ctx.game
    for p in players(e.player, ctx):
        results: list[bool] = []
        count = MAX_FLIPS if e.until_lose else evaluate_amount(e.count, ctx)
        while len(results) < count:
            won = g.flip_coin(p)
            results.append(won)
            if e.until_lose and not won:
                break
        ctx.flips[p.index] = results
