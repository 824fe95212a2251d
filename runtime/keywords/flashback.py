"""Flashback (CR 702.34a): the card may be cast from its owner's graveyard by paying the
flashback cost instead of its mana cost (an alternative cost, 118.9), and if it was, it is exiled
instead of going anywhere else whenever it would leave the stack."""
from __future__ import annotations

from .hooks import keyword_cost


def flashback_cost(card) -> tuple | None:
    """The costs of the card's "flashback" ability (an n.CardIR), or None."""
    return keyword_cost(card, "flashback")


def leaving_stack(obj, frm: str, to: str) -> str:
    """Where a card cast with flashback goes as it leaves the stack: exile (CR 702.34a)."""
    if frm == "stack" and obj.chosen.get("flashback") and to != "exile":
        return "exile"
    return to
