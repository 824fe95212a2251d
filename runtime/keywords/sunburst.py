"""Sunburst (CR 702.44): "If this object is entering the battlefield from the stack as a creature,
it enters with a +1/+1 counter on it for each color of mana spent to cast it. Otherwise, it
enters with a charge counter on it for each color of mana spent to cast it." (702.44a). It is a
replacement applied as the permanent enters (614.1c). The mana spent is what paid the spell's
total cost as it was cast (601.2h; stack/casting.py keeps it on the spell as `mana_spent`): each
of white, blue, black, red and green counts once, colorless mana not at all (105.1). A permanent
that enters from anywhere else, or was not cast, gets no counters (702.44b): the mark is kept only
from a cast spell onto the battlefield (Game.move), and a copy of a spell becomes a new token
with none (707.10f)."""
from __future__ import annotations

from .hooks import as_enters

COLORS = ("W", "U", "B", "R", "G")


@as_enters("sunburst")
def _enters(g, obj, controller: int, args, counters: dict) -> None:
    if obj.zone != "stack":
        return
    spent = set(obj.chosen.get("mana_spent", ()))
    k = sum(1 for c in COLORS if c in spent)
    if k:
        kind = "+1/+1" if "creature" in g.chars(obj).types else "charge"
        counters[kind] = counters.get(kind, 0) + k
