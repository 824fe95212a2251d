"""One memo for the runtime's per-object facts (an ability's zones, a card's facts for the random
player, whether a static reads only the permanents): the answer is kept by the object's id with
the object itself, so a new object that reuses a freed id is never given another's answer."""
from __future__ import annotations

from typing import Callable


def by_identity(limit: int | None = None) -> Callable:
    """Decorate fn(obj) so each object's answer is worked out once; with `limit`, the table is
    emptied when it grows past that many objects."""
    def deco(fn: Callable) -> Callable:
        table: dict[int, tuple] = {}

        def memo(obj):
            hit = table.get(id(obj))
            if hit is not None and hit[0] is obj:
                return hit[1]
            value = fn(obj)
            if limit is not None and len(table) > limit:
                table.clear()
            table[id(obj)] = (obj, value)
            return value

        memo.__doc__, memo.__name__, memo.__wrapped__ = fn.__doc__, fn.__name__, fn
        return memo
    return deco
