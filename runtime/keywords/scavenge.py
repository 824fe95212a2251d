"""Scavenge [cost] (CR 702.97a): "[Cost], Exile this card from your graveyard: Put a number of
+1/+1 counters equal to the power of the card you exiled on target creature. Activate only as a
sorcery." The power is the exiled card's (its printed power, in exile)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import activated

SCAVENGED = n.PutCounters("+1/+1", n.StatOf("power", n.Self_()), n.TargetRef(0))


@activated("scavenge")
def scavenge(ab) -> n.Activated:
    return n.Activated(tuple(ab.args) + (n.ExileCost(n.Self_(), zone="graveyard"),), SCAVENGED,
                       (n.Target(n.Filter(types=("creature",))),), ("sorcery_speed",))
