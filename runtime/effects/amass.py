"""Amass (CR 701.47): "Amass [subtype] N" means "If you don't control an Army creature, create a
0/0 black [subtype] Army creature token. Choose an Army creature you control. Put N +1/+1
counters on that creature. If it isn't a [subtype], it becomes a [subtype] in addition to its
other types." (701.47a). The Army chosen is the one the effect goes on about ("that creature",
701.47c: it amassed even if no counters were put)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..select import evaluate_amount
from .continuous import _continuous
from .keyword_actions import keyword_action


@keyword_action("amass")
def _amass(e, ctx):
    g = ctx.game
    pi = ctx.controller
    sub = tuple(getattr(e.what, "subtypes", ()) or ())

    def armies():
        return [o for o in g.on_battlefield() if g.controller_of(o) == pi
                and "creature" in g.chars(o).types and "Army" in g.chars(o).subtypes]

    if not armies():
        g.create_token(n.CreateToken(1, 0, 0, ("black",), ("creature",), sub + ("Army",)), pi)
    cands = armies()
    if not cands:  # the token left at once (a replacement, a 0/0 is put into the graveyard only by SBA)
        return
    army = g.agents[pi].choose_objects(g, pi, "amass", cands, 1, 1)[0]
    amount = evaluate_amount(e.amount, ctx) if e.amount is not None else 0
    if amount > 0:
        g.add_counters(army, "+1/+1", amount)
    missing = tuple(s for s in sub if s not in g.chars(army).subtypes)
    if missing:  # 701.47a: it becomes that subtype in addition to its other types, for good
        saved = ctx.found
        ctx.found = [army]
        _continuous(ctx, "becomes", n.Becomes(n.It(), None, None, subtypes=missing, still=True), "", n.It())
        ctx.found = saved
    g.emit("amass", player=g.players[pi].name, obj=army.label(), amount=amount)
    ctx.found = [army]
