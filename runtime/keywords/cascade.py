"""Cascade (CR 702.85a): "When you cast this spell, exile cards from the top of your library until
you exile a nonland card whose mana value is less than this spell's mana value. You may cast
that card without paying its mana cost if the resulting spell's mana value is less than this
spell's mana value. Then put all cards exiled this way that weren't cast on the bottom of your
library in a random order." Each instance triggers separately (702.85c)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..errors import IllegalAction
from .hooks import RT, effect, on_cast

CASCADE = n.OtherEffect("cascade")


@on_cast("cascade")
def cascade(ab):
    return CASCADE


@effect("cascade")
def _cascade(e, ctx) -> None:
    cast = RT["cast"]

    g, pi = ctx.game, ctx.controller
    value = ctx.source.card.mana_value
    p = g.players[pi]
    exiled, hit = [], None
    while p.library:
        o = g.move(g.objects[p.library[0]], "exile", cause="cascade")
        exiled.append(o)
        if "land" not in o.card.types and o.card.mana_value < value:
            hit = o
            break
    if hit is not None and g.agents[pi].choose_may(g, pi, ctx.item, n.OtherEffect("cast it without paying")):
        try:
            cast(g, pi, hit, from_zone="exile", resolving=([], [], {}))
        except IllegalAction as err:
            g.emit("cannot_cast", player=p.name, card=hit.label(), reason=str(err))
    rest = [o for o in exiled if o.zone == "exile"]
    g.rng.shuffle(rest)
    for o in rest:
        g.move(o, "library", position="bottom", cause="cascade")
