"""Alternative costs (CR 118.9): a cost paid rather than the spell's mana cost — flashback's and
escape's and disturb's from the graveyard (702.34a, 702.138a, 702.146a: runtime/keywords/), "You may [cost] rather than
pay this spell's mana cost" (a static ability of the spell, with its condition if it has one),
evoke's, dash's, awaken's, emerge's (with a sacrifice), spectacle's (if an opponent lost life this
turn), blitz's, warp's and overload's (702.74a, 702.109a, 702.113a, 702.119a, 702.137a, 702.152a,
702.185a, 702.96a), a
plotted card's "without paying its mana cost" (702.170d). At most one alternative cost is paid
(118.9a); the player chooses whether to (the agent's choose_pay)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..conditions import evaluate_condition
from ..errors import IllegalAction
from ..keywords.awaken import MARK as AWAKENED, awaken_cost
from ..keywords.blitz import MARK as BLITZED, blitz_cost
from ..keywords.dash import MARK as DASHED, dash_cost
from ..keywords.disturb import MARK as DISTURBED, disturb_alternative
from ..keywords.escape import MARK as ESCAPED, escape_cost
from ..keywords.emerge import MARK as EMERGED, emerge_cost
from ..keywords.evoke import MARK as EVOKED, evoke_cost
from ..keywords.flashback import flashback_cost
from ..keywords.foretell import castable_foretold, foretell_cost
from ..keywords.overload import MARK as OVERLOADED, overload_cost
from ..keywords.plot import castable_plotted
from ..keywords.spectacle import MARK as SPECTACLE, spectacle_cost
from ..keywords.warp import MARK as WARPED, warp_cost
from ..select import Ctx
from .permissions import other_permission


def _split(costs) -> tuple[list, list]:
    mana = [s for c in costs if isinstance(c, n.ManaCost) for s in c.symbols]
    return mana, [c for c in costs if not isinstance(c, n.ManaCost)]


def alternative_cost(g, pi: int, obj, from_zone: str, plan) -> tuple[list, list, dict] | None:
    """(mana symbols, other costs, choices to remember) of the alternative cost the spell is
    cast for, or None for its mana cost. `plan(costs)` raises IllegalAction if they can't be paid."""
    disturb = disturb_alternative(obj) if from_zone == "graveyard" else None
    if disturb is not None:  # cast transformed for its disturb cost (CR 702.146a): chosen as it turned
        mana, other = _split(disturb)
        return mana, other, {DISTURBED: True}
    if from_zone == "graveyard" and obj.owner == pi:
        fb = flashback_cost(obj.card.card)
        if fb is not None:  # the only way it is cast from there: no choice
            mana, other = _split(fb)
            return mana, other, {"flashback": True}
    escape = escape_cost(g, obj) if from_zone == "graveyard" and obj.owner == pi else None
    if escape is not None:  # its escape cost (CR 702.138a); a choice only if something else allows it
        mana, other = _split(escape)
        if not other_permission(g, pi, obj, from_zone):
            return mana, other, {ESCAPED: True}
        try:
            plan(list(escape))
        except IllegalAction:
            return None
        return (mana, other, {ESCAPED: True}) if g.agents[pi].choose_pay(g, pi, list(escape)) else None
    if from_zone == "exile" and castable_foretold(g, pi, obj):  # its foretell cost (CR 702.143a)
        mana, other = _split(foretell_cost(obj.card.card))
        return mana, other, {}
    if from_zone == "exile" and castable_plotted(g, pi, obj):  # without paying its mana cost (CR 702.170d)
        return [], [], {}
    if from_zone != "hand":
        return None
    ctx = Ctx(g, pi, obj)
    for ab in obj.card.abilities:
        if not (isinstance(ab, n.Static) and isinstance(ab.effect, n.AlternativeCost)):
            continue
        if not (evaluate_condition(ab.condition, ctx) and evaluate_condition(ab.effect.condition, ctx)):
            continue
        costs = list(ab.effect.cost)
        try:
            plan(costs)
        except IllegalAction:
            continue
        if g.agents[pi].choose_pay(g, pi, costs):
            mana, other = _split(costs)
            return mana, other, {"alternative_cost": True}
    # evoke, dash, awaken, emerge, spectacle, blitz, warp, overload (CR 702.74a, 702.109a, 702.113a,
    # 702.119a, 702.137a, 702.152a, 702.185a, 702.96a)
    for cost_of, mark in ((evoke_cost, EVOKED), (dash_cost, DASHED), (awaken_cost, AWAKENED), (emerge_cost, EMERGED),
                          (lambda card: spectacle_cost(g, pi, card), SPECTACLE), (blitz_cost, BLITZED),
                          (warp_cost, WARPED), (overload_cost, OVERLOADED)):
        costs = cost_of(obj.card.card)
        if costs is None:
            continue
        try:
            plan(list(costs))
        except IllegalAction:
            continue
        if g.agents[pi].choose_pay(g, pi, list(costs)):
            mana, other = _split(costs)
            return mana, other, {mark: True}
    return None


def without_mana_cost(g, pi: int, obj, from_zone: str) -> bool:
    """Whether the spell is cast without paying its mana cost by the rule that allows casting it
    (a plotted card, CR 702.170d): X is then 0 (107.3b)."""
    return from_zone == "exile" and castable_plotted(g, pi, obj)
