"""Modular N (CR 702.43a): "This permanent enters with N +1/+1 counters on it" and "When this
permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on target
artifact creature for each +1/+1 counter on this permanent." The counters are those it had as it
left (last known information, 702.43b; Game.move keeps them)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import as_enters, effect, triggered
from .persist import DIES

MODULAR = n.Triggered(DIES, n.OtherEffect("modular"), optional=True,
                      targets=(n.Target(n.Filter(types=("artifact", "creature"))),))


@as_enters("modular")
def _enters(g, obj, controller: int, args, counters: dict) -> None:
    counters["+1/+1"] = counters.get("+1/+1", 0) + int(args[0])


@triggered("modular")
def modular(ab) -> n.Triggered:
    return MODULAR


@effect("modular")
def _move_counters(e, ctx) -> None:
    k = ctx.source.chosen.get("lki_counters", {}).get("+1/+1", 0)
    for t in ctx.targets[0] if ctx.targets else ():
        ctx.game.add_counters(t, "+1/+1", k)
