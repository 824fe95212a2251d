"""Entwine [cost] (CR 702.42a): "You may choose all modes of this spell instead of just the
number specified. If you do, you pay an additional [cost]." The choice is made as the modes are
chosen (601.2b); it is offered when the spell's mana cost and the entwine cost can be paid
together (the agent's choose_pay), and then all its modes are chosen — only if each of them can
be (a mode with no legal targets can't, 700.2a)."""
from __future__ import annotations

import attrs

from oraclec.compiler.ir import nodes as n

from ..errors import IllegalAction
from .hooks import keyword_cost

MARK = "entwined"


def entwine_cost(card) -> tuple | None:
    return keyword_cost(card, "entwine")


def entwined(g, pi: int, obj, modal, plan) -> tuple | None:
    """(the modal with every mode chosen, the costs to add) if the caster entwines the spell, or None."""
    cost = entwine_cost(obj.card.card)
    if cost is None or modal is None:
        return None
    try:
        plan([n.ManaCost(tuple(obj.card.mana_cost))] + list(cost))
    except IllegalAction:
        return None
    if not g.agents[pi].choose_pay(g, pi, list(cost)):
        return None
    return attrs.evolve(modal, count=len(modal.modes)), list(cost)
