"""Saddle N (CR 702.171a): "Tap any number of other untapped creatures you control with total power
N or greater: This permanent becomes saddled until end of turn. Saddle only as a sorcery." Saddled
is a designation it keeps until the turn ends or it leaves the battlefield (702.171b: a new object
is not saddled, CR 400.7); "whenever ~ attacks while saddled" asks it (events.py). As with crew,
tapping the creatures is not a {T} cost: ones that came under your control this turn may saddle."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .crew import CrewCost
from .hooks import activated, effect

MARK = "saddled"
SADDLED = n.OtherEffect("becomes_saddled")


@activated("saddle")
def saddle(ab) -> n.Activated:
    power = ab.args[0] if ab.args and isinstance(ab.args[0], int) else 0
    return n.Activated((CrewCost(power, "saddle", "702.171a"),), SADDLED, (), ("sorcery_speed",))


def saddled(g, o) -> bool:
    """Whether the permanent is saddled: it became so this turn, as the object it is now."""
    return o is not None and o.zone == "battlefield" and o.chosen.get(MARK) == (g.turn, o.zcc)


@effect("becomes_saddled")
def _becomes_saddled(e, ctx) -> None:
    g, o = ctx.game, ctx.source
    if o is None or o.zone != "battlefield" or saddled(g, o):
        return
    o.chosen[MARK] = (g.turn, o.zcc)
    g.changed()
    g.emit("saddled", obj=o.label())
