"""Mentor (CR 702.134a): "Whenever this creature attacks, put a +1/+1 counter on target attacking
creature with lesser power." The target's power is compared with this creature's as the target
is chosen and again as the ability resolves (608.2b)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import triggered

LESSER = n.Filter(types=("creature",), states=("attacking",),
                  compare=(n.Compare("power", "lt", n.StatOf("power", n.Self_())),))
MENTOR = n.Triggered(n.Attacks(n.Self_()), n.PutCounters("+1/+1", 1, n.TargetRef(0)), targets=(n.Target(LESSER),))


@triggered("mentor")
def mentor(ab) -> n.Triggered:
    return MENTOR
