"""Adding mana to a player's pool (CR 106); mana that may be spent only on some things keeps its
restriction in the pool (CR 106.6, stack/spend_only.py)."""
from __future__ import annotations

from ..refusals import refuse
from ..select import evaluate_amount
from ..stack.mana import chosen_color
from ..stack.spend_only import add_restricted
from .registry import handles


@handles("add_mana")
def _mana(e, ctx):
    g = ctx.game
    refuse(e)  # a restriction this runtime does not read
    times = evaluate_amount(e.times, ctx) if e.times != 1 else 1
    made: list = []
    if e.symbols:
        made.extend(list(e.symbols) * times)
    elif e.choice and e.chosen_color:  # "{R} or one mana of the chosen color"
        made.extend([g.agents[ctx.controller].choose_color(g, ctx.controller, e.choice + chosen_color(ctx))]
                    * times * evaluate_amount(e.chosen_color, ctx))
    elif e.choice:
        made.extend([g.agents[ctx.controller].choose_color(g, ctx.controller, e.choice)] * times)
    elif e.chosen_color:  # "one mana of the chosen color": none when no color was chosen (CR 106.5)
        made.extend(list(chosen_color(ctx)) * times * evaluate_amount(e.chosen_color, ctx))
    elif e.any_combination is not None:  # "two mana in any combination of colors": a choice each
        for _ in range(times * evaluate_amount(e.any_combination, ctx)):
            made.append(g.agents[ctx.controller].choose_color(g, ctx.controller, ("W", "U", "B", "R", "G")))
    elif e.any_color:
        # "two mana of any one color": one choice, that many mana
        made.extend([g.agents[ctx.controller].choose_color(g, ctx.controller, ("W", "U", "B", "R", "G"))]
                    * times * evaluate_amount(e.any_color, ctx))
    if e.spend_only is not None:
        add_restricted(g, ctx.controller, made, e.spend_only, ctx.source)
    else:
        g.players[ctx.controller].pool.extend(made)
    g.changed()

