"""Adding mana to a player's pool (CR 106)."""
from __future__ import annotations

from ..refusals import refuse
from ..select import evaluate_amount
from .registry import handles


@handles("add_mana")
def _mana(e, ctx):
    g = ctx.game
    refuse(e)  # mana that may be spent only on some things
    times = evaluate_amount(e.times, ctx) if e.times != 1 else 1
    p = g.players[ctx.controller]
    if e.symbols:
        p.pool.extend(list(e.symbols) * times)
    elif e.choice:
        p.pool.extend([g.agents[ctx.controller].choose_color(g, ctx.controller, e.choice)] * times)
    elif e.any_combination is not None:  # "two mana in any combination of colors": a choice each
        for _ in range(times * evaluate_amount(e.any_combination, ctx)):
            p.pool.append(g.agents[ctx.controller].choose_color(g, ctx.controller, ("W", "U", "B", "R", "G")))
    elif e.any_color:
        # "two mana of any one color": one choice, that many mana
        p.pool.extend([g.agents[ctx.controller].choose_color(g, ctx.controller, ("W", "U", "B", "R", "G"))]
                      * times * evaluate_amount(e.any_color, ctx))
    g.changed()
