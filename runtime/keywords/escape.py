"""Escape—[cost] (CR 702.138a): "You may cast this card from your graveyard by paying [cost]
rather than paying its mana cost" — a permission to cast it from its owner's graveyard
(601.3: stack/permissions.py) with an alternative cost (118.9: stack/alternative.py), cast at
its usual timing; the cost is usually mana and "exile N other cards from your graveyard". A
spell or permanent "escaped" if it was cast from a graveyard with escape's permission (702.138b:
MARK, kept onto the battlefield). The escaped spell goes where it would go as it leaves the
stack (a sorcery back to the graveyard, to escape again). The keyword may be the card's own or
given to it in the graveyard by a permanent's static ability (keywords/granted.py)."""
from __future__ import annotations

from .granted import granted_in_graveyard
from .hooks import keyword_cost

MARK = "escaped"


def escape_cost(g, obj) -> tuple | None:
    """The escape cost of the graveyard card `obj`, or None."""
    if obj.zone != "graveyard":
        return None
    own = keyword_cost(obj.card, "escape")
    if own is not None:
        return own
    kw = granted_in_graveyard(g, obj, "escape")
    return tuple(kw.args) if kw is not None and kw.args else None
