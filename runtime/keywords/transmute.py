"""Transmute [cost] (CR 702.53a): "[Cost], Discard this card: Search your library for a card with
the same mana value as the discarded card, reveal that card, and put it into your hand. Then
shuffle. Activate only as a sorcery." Activated from the hand (its cost discards it, 113.6k)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import activated

SAME_VALUE = n.Filter(types=("card",), compare=(n.Compare("mana_value", "eq", n.StatOf("mana_value", n.Self_())),))
TRANSMUTED = n.Sequence((n.Search(n.You(), SAME_VALUE, 1), n.Reveal(n.Found()), n.Move(n.Found(), "hand"),
                         n.Shuffle(n.You())))


@activated("transmute")
def transmute(ab) -> n.Activated:
    return n.Activated(tuple(ab.args) + (n.DiscardCost(n.Self_()),), TRANSMUTED, (), ("sorcery_speed",))
