"""Prowess (CR 702.108a): "Whenever you cast a noncreature spell, this creature gets +1/+1 until
end of turn." Each instance triggers separately (702.108b)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import triggered

PROWESS = n.Triggered(n.Cast(n.You(), n.Filter(types=("spell",), not_types=("creature",))),
                      n.Pump(n.Self_(), 1, 1, "until_end_of_turn"))


@triggered("prowess")
def prowess(ab) -> n.Triggered:
    return PROWESS
