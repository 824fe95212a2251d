"""Level up [cost] (CR 702.87a): "[Cost]: Put a level counter on this. Level up only as a
sorcery." The level bands a leveler has at that many counters (CR 711.2) are applied by
chars.base_chars."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import activated


@activated("level up")
def level_up(ab) -> n.Activated:
    return n.Activated(ab.args, n.PutCounters("level", 1, n.Self_()), (), ("sorcery_speed",))
