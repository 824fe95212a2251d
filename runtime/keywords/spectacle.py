"""Spectacle [cost] (CR 702.137a): "You may cast this spell by paying [cost] rather than its mana
cost if an opponent lost life this turn" — an alternative cost (118.9: stack/alternative.py
offers it) with a condition read as the spell is cast (601.2b): some opponent of the caster lost
life this turn (any loss: damage dealt to a player is life lost, 120.3a), from the game's log."""
from __future__ import annotations

from .hooks import keyword_cost

MARK = "spectacle"


def spectacle_cost(g, pi: int, card) -> tuple | None:
    """The spectacle cost of the card, if it may be paid now: an opponent of `pi` lost life this
    turn; else None."""
    costs = keyword_cost(card, "spectacle")
    if costs is None or not any(ev.kind == "life_loss" and ev.get("player_idx") not in (None, pi)
                                for ev in g.events_this_turn()):
        return None
    return costs
