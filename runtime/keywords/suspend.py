"""Suspend N—[cost] (CR 702.62a): "Rather than cast this card from your hand, you may pay [cost]
and exile it with N time counters on it" — a special action its owner takes any time they could
begin to cast it (116.2f: priority and the card's timing; suspend() below) — "At the beginning
of your upkeep, if this card is suspended, remove a time counter from it" and "When the last
time counter is removed from this card, if it's exiled, you may play it without paying its mana
cost if able. If you don't, it remains exiled. If you cast a creature spell this way, it gains
haste until you lose control of the spell or the permanent it becomes." A card is suspended
while it is in exile with suspend and a time counter on it (702.62b)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..errors import IllegalAction
from .hooks import RT, effect

MARK = "suspended"
ACTION = "suspend"  # the scenario action that takes the special action
UPKEEP = n.OtherEffect("suspend")
LAST_REMOVED = n.OtherEffect("suspend: cast it")


def suspend_ability(card):
    for ab in card.abilities:
        if isinstance(ab, n.KeywordAbility) and ab.keyword == "suspend":
            return ab
    return None


def suspended(o) -> bool:
    return o is not None and o.zone == "exile" and o.chosen.get(MARK) == o.zcc and o.counters.get("time", 0) > 0


def suspend(g, pi: int, obj) -> None:
    """The special action: pay the suspend cost and exile the card from the hand with N time counters."""
    from .flash import instant_speed
    from ..select import Ctx
    sorcery_timing = RT["sorcery_timing"]
    pay_costs, plan_costs = RT["pay_costs"], RT["plan_costs"]
    DelayedTrigger = RT["DelayedTrigger"]

    if g.priority != pi:
        raise IllegalAction(f"{g.players[pi].name} does not have priority", "116.2f")
    ab = suspend_ability(obj.card.card)
    if obj.zone != "hand" or obj.owner != pi or ab is None:
        raise IllegalAction(f"{obj.label()} is not a card with suspend in your hand", "702.62a")
    if not instant_speed(obj.card) and not sorcery_timing(g, pi):
        raise IllegalAction(f"{obj.name} can be suspended only when it could be cast", "702.62a")
    count, *cost = ab.args
    steps = plan_costs(g, pi, obj, list(cost), 0, {})
    pay_costs(g, pi, steps, {})
    moved = g.move(obj, "exile", cause="suspend")
    moved.counters["time"] = int(count)
    moved.chosen[MARK] = moved.zcc
    g.emit("suspended", player=g.players[pi].name, obj=moved.label(), counters=int(count))
    g.delayed.append(DelayedTrigger(n.StepBegins("upkeep", "you"), UPKEEP, pi, moved, Ctx(g, pi, moved), once=False))
    g.passes = 0


def _stop(g, o) -> None:
    g.delayed = [d for d in g.delayed if not (d.source is o and d.effect == UPKEEP)]


@effect("suspend")
def _remove_counter(e, ctx) -> None:
    g, o = ctx.game, ctx.source
    if not suspended(o):
        _stop(g, o)
        return
    g.remove_counters(o, "time", 1)  # the last one triggers (Game.remove_counters asks removed)


def removed(g, o, counter: str, ev) -> None:
    """Counters were removed from `o`: if that was the last time counter of a suspended card,
    its "when the last time counter is removed" ability triggers, whatever removed it (702.62a)."""
    Pending = RT["Pending"]

    if counter != "time" or o.zone != "exile" or o.chosen.get(MARK) != o.zcc or o.counters.get("time", 0):
        return
    _stop(g, o)
    g.pending.append(Pending(o, o.zcc, n.Triggered(n.AnyEvent(()), LAST_REMOVED), o.owner, ev, delayed=True))


@effect("suspend: cast it")
def _cast(e, ctx) -> None:
    cast = RT["cast"]
    from .riot import gains_as_it_enters

    g, o = ctx.game, ctx.source
    pi = o.owner if o is not None else ctx.controller
    if o is None or o.zone != "exile" or o.chosen.get(MARK) != o.zcc:
        return
    if not g.agents[pi].choose_may(g, pi, ctx.item, LAST_REMOVED):
        return
    try:
        cast(g, pi, o, from_zone="exile", resolving=([], [], {}))
    except IllegalAction as err:  # it remains exiled
        g.emit("cannot_cast", player=g.players[pi].name, card=o.label(), reason=str(err))
        return
    if "creature" in o.card.types:
        gains_as_it_enters(g, o, pi, (n.KeywordAbility("haste"),))
