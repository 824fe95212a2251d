"""Keyword abilities that permanents' static abilities give to cards in a graveyard (CR 611.3:
a static ability's effect applies to whatever its filter matches at each moment), for the
keywords that work from there (retrace, escape). Such grants for a time ("… gain escape until
end of turn", a resolving ability's effect) are refused by name (refusals.py): the runtime's
continuous effects apply to permanents only."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..refusals import GRAVEYARD_KEYWORDS
from .hooks import RT


def granted_in_graveyard(g, obj, keyword: str):
    """The keyword ability (n.KeywordAbility) a permanent's static ability gives the graveyard card
    `obj` ("Merfolk and Druid cards in your graveyard have retrace": n.Grant to each card its
    filter matches in that zone, from its controller's point of view, CR 611.3), or None."""
    from ..select import Ctx, matches
    evaluate_condition = RT["evaluate_condition"]

    if keyword not in GRAVEYARD_KEYWORDS:
        raise ValueError(f"{keyword} is not played as given to cards in a graveyard")
    for o in g.on_battlefield():
        for ab in g.chars(o).abilities:
            e = getattr(ab, "effect", None)
            if not (isinstance(ab, n.Static) and isinstance(e, n.Grant) and isinstance(e.what, n.Each)):
                continue
            kw = next((k for k in e.keywords if getattr(k, "keyword", k) == keyword), None)
            if kw is None:
                continue
            ctx = Ctx(g, g.controller_of(o), o)
            if (ab.condition is None or evaluate_condition(ab.condition, ctx)) and matches(e.what.filter, obj, ctx):
                return kw if isinstance(kw, n.KeywordAbility) else n.KeywordAbility(kw)
    return None
