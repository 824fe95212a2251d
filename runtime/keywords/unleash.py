"""Unleash (CR 702.98a): "You may have this permanent enter with an additional +1/+1 counter on
it" (a replacement as it enters, 614.1c) and "This permanent can't block as long as it has a
+1/+1 counter on it" (combat.can_block asks cant_block), whichever way the counter got there."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import as_enters

EXTRA = n.PutCounters("+1/+1", 1, n.Self_())


@as_enters("unleash")
def unleash(g, obj, controller: int, args, counters: dict) -> None:
    if g.agents[controller].choose_may(g, controller, None, EXTRA):
        counters["+1/+1"] = counters.get("+1/+1", 0) + 1


def cant_block(ch, obj) -> bool:
    return "unleash" in ch.keywords and obj.counters.get("+1/+1", 0) > 0
