"""Graft N (CR 702.58a): "This permanent enters with N +1/+1 counters on it" and "Whenever another
creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1 counter from this
permanent onto that creature." The counter moves only if both are still on the battlefield as the
ability resolves (the intervening "if" is asked again then, CR 603.4); moving it removes it from
one and puts it on the other (CR 122.5)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..select import select
from .hooks import as_enters, effect, keyword_condition, triggered

GRAFT = n.Triggered(n.ZoneChange(n.Filter(types=("creature",), other=True), to_zone="battlefield"),
                    n.OtherEffect("graft"), optional=True, intervening_if=n.Condition("graft"))


@as_enters("graft")
def _enters(g, obj, controller: int, args, counters: dict) -> None:
    counters["+1/+1"] = counters.get("+1/+1", 0) + int(args[0])


@triggered("graft")
def graft(ab) -> n.Triggered:
    return GRAFT


@keyword_condition("graft")
def _has_counter(args, ctx) -> bool:
    o = ctx.source
    return o is not None and o.zone == "battlefield" and o.counters.get("+1/+1", 0) > 0


@effect("graft")
def _move(e, ctx) -> None:
    g, src = ctx.game, ctx.source
    onto = [o for o in select(n.TriggerObject(), ctx) if getattr(o, "zone", None) == "battlefield"]
    if not onto or src is None or src.zone != "battlefield" or onto[0] is src:
        return
    if g.remove_counters(src, "+1/+1", 1):
        g.add_counters(onto[0], "+1/+1", 1)
