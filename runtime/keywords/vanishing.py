"""Vanishing N (CR 702.63a): "This permanent enters with N time counters on it", "At the
beginning of your upkeep, if there is a time counter on it, remove a time counter from it" and
"When the last time counter is removed from it, sacrifice it" — a trigger of its own, whatever
removed the counter (Game.remove_counters asks removed). Vanishing without a number has only the
last two (702.63b)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import RT, as_enters, effect, triggered

UPKEEP = n.Triggered(n.StepBegins("upkeep", "you"), n.OtherEffect("vanishing"))
SACRIFICE = n.Triggered(n.AnyEvent(()), n.Sacrifice(n.You(), n.Self_()))


@as_enters("vanishing")
def _enters(g, obj, controller: int, args, counters: dict) -> None:
    if args:
        counters["time"] = counters.get("time", 0) + int(args[0])


@triggered("vanishing")
def vanishing(ab) -> n.Triggered:
    return UPKEEP


@effect("vanishing")
def _remove(e, ctx) -> None:
    o = ctx.source
    if o is not None and o.zone == "battlefield" and o.counters.get("time", 0) > 0:
        ctx.game.remove_counters(o, "time", 1)


def removed(g, o, counter: str, ev) -> None:
    """The last time counter was removed from a permanent with vanishing: it is sacrificed (a trigger)."""
    Pending = RT["Pending"]

    if counter != "time" or o.zone != "battlefield" or o.counters.get("time", 0) or not g.has(o, "vanishing"):
        return
    for _ in g.chars(o).keywords["vanishing"]:  # each instance triggers
        g.pending.append(Pending(o, o.zcc, SACRIFICE, g.controller_of(o), ev, delayed=True))
