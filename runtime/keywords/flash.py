"""Flash (CR 702.8): the spell may be cast any time its owner could cast an instant."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n


def instant_speed(card) -> bool:
    """Whether the card (a CardDef) may be cast at instant speed: an instant, or a card with flash."""
    return "instant" in card.types or any(
        isinstance(a, n.KeywordAbility) and a.keyword == "flash" for a in card.abilities)
