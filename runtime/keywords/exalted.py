"""Exalted (CR 702.83a): "Whenever a creature you control attacks alone, that creature gets +1/+1
until end of turn." Each instance triggers separately (702.83b)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import triggered

EXALTED = n.Triggered(n.Attacks(n.Filter(types=("creature",), controller="you"), alone=True),
                      n.Pump(n.TriggerObject(), 1, 1, "until_end_of_turn"))


@triggered("exalted")
def exalted(ab) -> n.Triggered:
    return EXALTED
