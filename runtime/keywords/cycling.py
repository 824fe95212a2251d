"""Cycling and typecycling (CR 702.29): "[Cost], Discard this card: Draw a card." and
"[Type]cycling [cost]": "[Cost], Discard this card: Search your library for a [type] card, reveal
it, put it into your hand, then shuffle." Activated from the hand (CR 113.6k: its cost discards
it); activating it is cycling the card (702.29c), which "when you cycle" abilities see (the
`cycled` event, emitted by stack/casting.activate)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import activated

# the typecycling keywords and the card each one searches for
_SEARCHED = {
    "basic landcycling": n.Filter(types=("card", "land"), supertypes=("basic",)),
    "plainscycling": n.Filter(types=("card",), subtypes=("Plains",)),
    "islandcycling": n.Filter(types=("card",), subtypes=("Island",)),
    "swampcycling": n.Filter(types=("card",), subtypes=("Swamp",)),
    "mountaincycling": n.Filter(types=("card",), subtypes=("Mountain",)),
    "forestcycling": n.Filter(types=("card",), subtypes=("Forest",)),
}
CYCLING_KEYWORDS = ("cycling",) + tuple(_SEARCHED)


def _costs(ab) -> tuple:
    return tuple(ab.args) + (n.DiscardCost(n.Self_()),)


@activated("cycling")
def cycling(ab) -> n.Activated:
    return n.Activated(_costs(ab), n.Draw(n.You(), 1))


def _typecycling(ab) -> n.Activated:
    search = n.Search(n.You(), _SEARCHED[ab.keyword], 1)
    return n.Activated(_costs(ab), n.Sequence((search, n.Reveal(n.Found()), n.Move(n.Found(), "hand"),
                                               n.Shuffle(n.You()))))


for _kw in _SEARCHED:  # "basic landcycling", "plainscycling" … "forestcycling"
    activated(_kw)(_typecycling)
