"""Afflict N (CR 702.130a): "Whenever this creature becomes blocked, defending player loses N
life." """
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import triggered


@triggered("afflict")
def afflict(ab) -> n.Triggered:
    return n.Triggered(n.BecomesBlocked(n.Self_()), n.LoseLife(n.DefendingPlayer(), int(ab.args[0])))
