"""Soulshift N (CR 702.46a): "When this permanent is put into a graveyard from the battlefield,
you may return target Spirit card with mana value N or less from your graveyard to your hand."
Each instance triggers separately (702.46b)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import triggered
from .persist import DIES


@triggered("soulshift")
def soulshift(ab) -> n.Triggered:
    spirit = n.Filter(types=("card",), subtypes=("Spirit",), compare=(n.Compare("mana_value", "le", int(ab.args[0])),),
                      zone="graveyard", zone_owner="you")
    return n.Triggered(DIES, n.Move(n.TargetRef(0), "hand"), optional=True, targets=(n.Target(spirit),))
