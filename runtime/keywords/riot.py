"""Riot (CR 702.136a): "You may have this permanent enter with an additional +1/+1 counter on
it. If you don't, it gains haste." A replacement applied as it enters (614.1c): the choice is
made then, and the haste is the entering object's only (CR 400.7)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import RT, as_enters

EXTRA = n.PutCounters("+1/+1", 1, n.Self_())
HASTE = (n.KeywordAbility("haste"),)


def gains_as_it_enters(g, obj, controller: int, keywords) -> None:
    """The entering object (the one it will be, zone-change count + 1) gains these abilities for
    as long as it is that object."""
    ContEffect = RT["ContEffect"]
    from ..select import Ctx

    g.add_effect(ContEffect("grant", tuple(keywords), "", g.tick(), controller, obj.id,
                            locked=[(obj.id, obj.zcc + 1)], ctx=Ctx(g, controller, obj)))


@as_enters("riot")
def riot(g, obj, controller: int, args, counters: dict) -> None:
    if g.agents[controller].choose_may(g, controller, None, EXTRA):
        counters["+1/+1"] = counters.get("+1/+1", 0) + 1
    else:
        gains_as_it_enters(g, obj, controller, HASTE)
