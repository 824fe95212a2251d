"""Enchant X (CR 702.5): an Aura spell targets an X as it is cast (stack/targets.py), and the
Aura is attached to it as it resolves (stack/resolve.py); an Aura attached to something that is
not an X is put into its owner's graveyard (sba.py, CR 704.5m)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n


def enchant_filter(obj):
    """What the Aura `obj` can enchant (its "enchant" keyword's filter); None for a non-Aura. A card
    cast bestowed is an Aura with enchant creature (CR 702.103b, bestow.py)."""
    if obj.chosen.get("bestowed"):
        return n.Filter(types=("creature",))
    if "Aura" not in obj.card.subtypes:
        return None
    for ab in obj.card.abilities:
        if isinstance(ab, n.KeywordAbility) and ab.keyword == "enchant":
            return ab.args[0]
    return None
