"""Battle cry (CR 702.91a): "Whenever this creature attacks, each other attacking creature gets
+1/+0 until end of turn." """
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import triggered

BATTLE_CRY = n.Triggered(n.Attacks(n.Self_()),
                         n.Pump(n.Each(n.Filter(types=("creature",), states=("attacking",), other=True)), 1, 0,
                                "until_end_of_turn"))


@triggered("battle cry")
def battle_cry(ab) -> n.Triggered:
    return BATTLE_CRY
