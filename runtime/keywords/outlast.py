"""Outlast [cost] (CR 702.107a): "[Cost], {T}: Put a +1/+1 counter on this creature. Activate
only as a sorcery." """
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import activated


@activated("outlast")
def outlast(ab) -> n.Activated:
    return n.Activated(tuple(ab.args) + (n.TapCost(),), n.PutCounters("+1/+1", 1, n.Self_()), (), ("sorcery_speed",))
