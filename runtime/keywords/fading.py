"""Fading N (CR 702.32a): "This permanent enters with N fade counters on it" and "At the
beginning of your upkeep, remove a fade counter from this permanent. If you can't, sacrifice the
permanent." """
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import as_enters, effect, triggered

UPKEEP = n.StepBegins("upkeep", "you")
FADING = n.Triggered(UPKEEP, n.OtherEffect("fading"))


@as_enters("fading")
def _enters(g, obj, controller: int, args, counters: dict) -> None:
    counters["fade"] = counters.get("fade", 0) + int(args[0])


@triggered("fading")
def fading(ab) -> n.Triggered:
    return FADING


@effect("fading")
def _fade(e, ctx) -> None:
    g, o = ctx.game, ctx.source
    if o is None or o.zone != "battlefield":
        return
    if not g.remove_counters(o, "fade", 1):
        g.sacrifice(o)
