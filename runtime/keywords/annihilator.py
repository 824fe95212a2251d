"""Annihilator N (CR 702.86a): "Whenever this creature attacks, defending player sacrifices N
permanents." """
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import triggered


@triggered("annihilator")
def annihilator(ab) -> n.Triggered:
    return n.Triggered(n.Attacks(n.Self_()),
                       n.Sacrifice(n.DefendingPlayer(), n.Chosen(n.Filter(types=("permanent",)), int(ab.args[0]))))
