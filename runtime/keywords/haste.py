"""Haste (CR 702.10) and the summoning sickness it lifts (CR 302.6): a creature can attack and
its {T} abilities can be activated only if its controller has controlled it continuously since
their most recent turn began."""
from __future__ import annotations


def can_tap(g, o) -> bool:
    """Whether `o` may attack or pay a {T} cost now (a noncreature always may)."""
    ch = g.chars(o)
    if "creature" not in ch.types or "haste" in ch.keywords:
        return True
    return o.controlled_since < g.turn
