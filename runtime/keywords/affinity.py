"""Affinity for [quality] (CR 702.41a): "This spell costs {1} less to cast for each [quality] you
control." — a cost reduction of the spell itself, counted where costs are (stack/costs.py)."""
from __future__ import annotations

import attrs

from oraclec.compiler.ir import nodes as n


def affinity_reductions(card) -> list:
    """The card's "affinity" abilities as the static cost reductions they are."""
    out = []
    for ab in card.abilities:
        if isinstance(ab, n.KeywordAbility) and ab.keyword == "affinity" and ab.args:
            f = ab.args[0]
            if isinstance(f, n.Filter):
                f = attrs.evolve(f, controller="you")
            out.append(n.Static(n.CostChange(n.Self_(), ("1",), False, n.Count(f))))
    return out
