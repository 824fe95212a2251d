"""Dash [cost] (CR 702.109a): "You may cast this spell by paying [cost] rather than paying its
mana cost" (an alternative cost, 118.9: stack/alternative.py offers it) and "If this spell's
dash cost was paid, it gains haste and it's returned from the battlefield to its owner's hand at
the beginning of the next end step." Both are the entering permanent's only (CR 400.7): it
gains haste as it enters, and the end-step return finds it only if it is still that object."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import RT, as_enters, effect, keyword_cost

MARK = "dashed"
RETURN = n.OtherEffect("dash")


def dash_cost(card) -> tuple | None:
    return keyword_cost(card, "dash")


@as_enters("dash")
def _enters(g, obj, controller: int, args, counters: dict) -> None:
    from ..select import Ctx
    DelayedTrigger = RT["DelayedTrigger"]
    from .riot import HASTE, gains_as_it_enters

    if obj.zone != "stack" or not obj.chosen.get(MARK):
        return
    gains_as_it_enters(g, obj, controller, HASTE)
    obj.chosen["dash_zcc"] = obj.zcc + 1
    g.delayed.append(DelayedTrigger(n.StepBegins("end", "next"), RETURN, controller, obj, Ctx(g, controller, obj)))


@effect("dash")
def _return(e, ctx) -> None:
    o = ctx.source
    if o is not None and o.zone == "battlefield" and o.chosen.get("dash_zcc") == o.zcc:
        ctx.game.move(o, "hand", cause="dash")
