"""Which "If … would …, … instead" replacements (CR 614.1a) and "If … would …, prevent that
damage" preventions (CR 615) the runtime applies: only a card's own "would die / be put into a
graveyard, exile it instead" (replacements.own_replacement). Asked by replacements.py, which
refuses the others as their permanent enters, and by playable.py, which marks them not playable:
one answer for both, so a card is never called playable and then refused."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n


def applied(would) -> bool:
    """Whether the runtime applies this n.WouldInstead as a permanent's replacement."""
    ev = would.event
    return isinstance(ev, n.ZoneChange) and isinstance(ev.what, n.Self_) and ev.to_zone == "graveyard"


def unplayed_reason(would) -> str | None:
    """What playable.py and replacements.py name when the runtime does not apply `would`."""
    if applied(would):
        return None
    return f"replacement of the event {type(would.event).kind}"
