"""Reinforce N—[cost] (CR 702.77a): "[Cost], Discard this card: Put N +1/+1 counters on target
creature." Activated from the hand (its cost discards it, 113.6k), at instant speed."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import activated


@activated("reinforce")
def reinforce(ab) -> n.Activated:
    count, *cost = ab.args
    return n.Activated(tuple(cost) + (n.DiscardCost(n.Self_()),), n.PutCounters("+1/+1", int(count), n.TargetRef(0)),
                       (n.Target(n.Filter(types=("creature",))),))
