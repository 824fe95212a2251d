"""Bloodthirst N (CR 702.54): if an opponent was dealt damage this turn, this permanent enters
the battlefield with N +1/+1 counters on it. It is a replacement applied as the permanent enters
(CR 614.1c): it is never seen without them. Whether a player was dealt damage this turn is
Player.dealt_damage_this_turn (set by Game.deal_damage, cleared as each turn begins); who dealt
it does not matter, and losing life without damage does not count."""
from __future__ import annotations

from .hooks import as_enters


@as_enters("bloodthirst")
def bloodthirst(g, obj, controller: int, args, counters: dict) -> None:
    if any(p.dealt_damage_this_turn for p in g.players if p.index != controller):
        counters["+1/+1"] = counters.get("+1/+1", 0) + int(args[0])
