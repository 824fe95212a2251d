"""Blitz [cost] (CR 702.152a): "You may cast this spell by paying [cost] rather than its mana
cost" (an alternative cost, 118.9: stack/alternative.py offers it) and "If this spell's blitz
cost was paid, the permanent it becomes gains haste and 'When this permanent dies, draw a card.'
Sacrifice it at the beginning of the next end step." Both abilities are the entering permanent's
only (CR 400.7): it gains them as it enters, and the end-step sacrifice finds it only if it is
still that object. A blitzed permanent that dies draws its controller a card, whatever killed it
(the sacrifice too)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import RT, as_enters, effect, keyword_cost

MARK = "blitzed"
SACRIFICE = n.OtherEffect("blitz")
DIES_DRAW = n.Triggered(n.ZoneChange(n.Self_(), from_zone="battlefield", to_zone="graveyard"), n.Draw(n.You(), 1))
GAINS = (n.KeywordAbility("haste"), DIES_DRAW)


def blitz_cost(card) -> tuple | None:
    return keyword_cost(card, "blitz")


@as_enters("blitz")
def _enters(g, obj, controller: int, args, counters: dict) -> None:
    from ..select import Ctx
    DelayedTrigger = RT["DelayedTrigger"]
    from .riot import gains_as_it_enters

    if obj.zone != "stack" or not obj.chosen.get(MARK):
        return
    gains_as_it_enters(g, obj, controller, GAINS)
    obj.chosen["blitz_zcc"] = obj.zcc + 1
    g.delayed.append(DelayedTrigger(n.StepBegins("end", "next"), SACRIFICE, controller, obj, Ctx(g, controller, obj)))


@effect("blitz")
def _sacrifice(e, ctx) -> None:
    o = ctx.source
    if o is not None and o.zone == "battlefield" and o.chosen.get("blitz_zcc") == o.zcc \
            and ctx.game.controller_of(o) == ctx.controller:  # only its controller sacrifices it (CR 701.17a)
        ctx.game.sacrifice(o)
