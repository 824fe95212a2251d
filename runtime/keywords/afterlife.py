"""Afterlife N (CR 702.135a): "When this permanent is put into a graveyard from the battlefield,
create N 1/1 white and black Spirit creature tokens with flying." """
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import triggered
from .persist import DIES


@triggered("afterlife")
def afterlife(ab) -> n.Triggered:
    return n.Triggered(DIES, n.CreateToken(int(ab.args[0]), 1, 1, ("white", "black"), ("creature",), ("Spirit",),
                                           ("flying",)))
