"""Bushido N (CR 702.45a): "Whenever this creature blocks or becomes blocked, it gets +N/+N until
end of turn." """
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import triggered


@triggered("bushido")
def bushido(ab) -> n.Triggered:
    k = ab.args[0] if ab.args and isinstance(ab.args[0], int) else 0
    return n.Triggered(n.AnyEvent((n.Blocks(n.Self_()), n.BecomesBlocked(n.Self_()))),
                       n.Pump(n.Self_(), k, k, "until_end_of_turn"))
