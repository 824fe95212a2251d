"""Retrace (CR 702.81a): "You may cast this card from your graveyard by discarding a land card in
addition to paying its other costs." A permission to cast the card from its owner's graveyard
(601.3; stack/permissions.py asks has_retrace) with an additional cost (601.2b, 601.2f: the
cast adds RETRACE_COST when retrace is what allows it); the spell is cast at its usual timing and
goes wherever it would go as it leaves the stack (back to the graveyard, to be retraced again).
The keyword may be the card's own or granted to it in the graveyard ("Merfolk and Druid cards in
your graveyard have retrace": granted_in_graveyard)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .granted import granted_in_graveyard

RETRACE_COST = n.DiscardCost(n.Filter(types=("card", "land")))


def has_retrace(g, obj) -> bool:
    if obj.zone != "graveyard":
        return False
    if any(isinstance(ab, n.KeywordAbility) and ab.keyword == "retrace" for ab in obj.card.abilities):
        return True
    return granted_in_graveyard(g, obj, "retrace") is not None
