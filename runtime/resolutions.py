"""How many times each ability has resolved this turn ("if this is the second time this ability has
resolved this turn": conditions.py), counted by stack/resolve.py as each resolves: per turn, per
source object (a new object's ability is a new one, CR 400.7) and per ability."""
from __future__ import annotations


def _key(g, item) -> tuple:
    src = item.source
    return (g.turn, src.id if src is not None else None, src.zcc if src is not None else None, id(item.ability))


def count_resolution(g, item) -> None:
    """Each ability's resolutions this turn ("if this is the second time this ability has resolved
    this turn", conditions.py): kept per turn, per source object and ability."""
    counts = g.__dict__.setdefault("_resolutions", {})
    if counts and next(iter(counts))[0] != g.turn:
        counts.clear()  # a new turn
    k = _key(g, item)
    counts[k] = counts.get(k, 0) + 1


def resolutions_this_turn(g, item) -> int:
    return g.__dict__.get("_resolutions", {}).get(_key(g, item), 0)
