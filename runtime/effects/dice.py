"""Die rolls (CR 706): "roll a d20", "roll two six-sided dice". Each die is the game's
(Game.roll_die: the game's seeded randomness, logged, an event); the results are kept in the
context for the sentences after it ("equal to the result": the amount die_result in select.py; a
result table's rows and "if the result is 3 or less": the conditions result_in and compare)."""
from __future__ import annotations

from ..select import evaluate_amount
from .registry import handles, players


@handles("roll_die")
def _roll_die(e, ctx):
    g = ctx.game
    ctx.rolls = []
    for p in players(e.player, ctx):
        results = [g.roll_die(p, e.sides) for _ in range(evaluate_amount(e.count, ctx))]
        if results:  # "whenever you roll one or more dice": once for the roll, whatever the count
            g.emit("dice_rolled", player=p.name, player_idx=p.index, results=" ".join(map(str, results)))
        ctx.rolls += results
    return bool(ctx.you_did)
