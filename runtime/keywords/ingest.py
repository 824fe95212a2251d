"""Ingest (CR 702.115a): "Whenever this creature deals combat damage to a player, that player
exiles the top card of their library." """
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import triggered

INGEST = n.Triggered(n.DamageDealt(n.Self_(), n.Filter(types=("player",)), combat=True),
                     n.ExileTop(1, owner=n.TriggerPlayer()))


@triggered("ingest")
def ingest(ab) -> n.Triggered:
    return INGEST
