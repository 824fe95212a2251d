"""Flanking (CR 702.25a): "Whenever this creature becomes blocked by a creature without flanking,
the blocking creature gets -1/-1 until end of turn." Once for each such blocker (509.3d)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import triggered

FLANKING = n.Triggered(n.BecomesBlocked(n.Self_(), by=n.Filter(types=("creature",), without_keywords=("flanking",))),
                       n.Pump(n.TriggerObject(), -1, -1, "until_end_of_turn"))


@triggered("flanking")
def flanking(ab) -> n.Triggered:
    return FLANKING
