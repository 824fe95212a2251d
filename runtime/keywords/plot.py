"""Plot [cost] (CR 702.170a): "Any time you have priority during your main phase while the stack
is empty, you may exile this card from your hand and pay [cost]. It becomes a plotted card."
Plotting is a special action (702.170b, 116.2: plot() below, no stack). A plotted card's owner
may cast it from exile without paying its mana cost during their main phase while the stack is
empty, on any turn after the one it became plotted (702.170d: an alternative cost, so X is 0 and
no other alternative cost is paid with it; additional costs, such as kicker, may still be paid);
it may be cast that way even if it has no plot ability in exile, and even if it is an instant or
has flash, only then."""
from __future__ import annotations

from ..errors import IllegalAction
from .hooks import RT, keyword_cost

MARK = "plotted"
ACTION = "plot"  # the scenario action that takes the special action


def plot_cost(card) -> tuple | None:
    return keyword_cost(card, "plot")


def plot(g, pi: int, obj) -> None:
    """The special action: pay the plot cost, exile the card from the hand; it becomes plotted."""
    sorcery_timing = RT["sorcery_timing"]
    pay_costs, plan_costs = RT["pay_costs"], RT["plan_costs"]

    if g.priority != pi:
        raise IllegalAction(f"{g.players[pi].name} does not have priority", "116.2")
    cost = plot_cost(obj.card.card)
    if obj.zone != "hand" or obj.owner != pi or cost is None:
        raise IllegalAction(f"{obj.label()} is not a card with plot in your hand", "702.170a")
    if not sorcery_timing(g, pi):
        raise IllegalAction("a card is plotted only during your main phase while the stack is empty", "702.170a")
    steps = plan_costs(g, pi, obj, list(cost), 0, {})
    pay_costs(g, pi, steps, {})
    moved = g.move(obj, "exile", cause="plot")
    moved.chosen[MARK] = (moved.zcc, g.turn)
    g.emit("plotted", player=g.players[pi].name, obj=moved.label())
    g.passes = 0


def _plotted_earlier(g, pi: int, obj) -> bool | None:
    """None: `obj` is not a plotted card of this player; else whether it became plotted on an
    earlier turn than this one."""
    mark = obj.chosen.get(MARK)
    if obj.zone != "exile" or obj.owner != pi or mark is None or mark[0] != obj.zcc:
        return None
    return g.turn > mark[1]


def castable_plotted(g, pi: int, obj) -> bool:
    """Whether `obj` may be cast now as a plotted card (CR 702.170d)."""
    return bool(_plotted_earlier(g, pi, obj)) and RT["sorcery_timing"](g, pi)


def check_plotted(g, pi: int, obj) -> None:
    """A plotted card that can't be cast now: why (it is cast on a later turn, as a sorcery)."""
    earlier = _plotted_earlier(g, pi, obj)
    if earlier is False:
        raise IllegalAction("a plotted card is cast on a later turn than the one it became plotted", "702.170d")
    if earlier and not RT["sorcery_timing"](g, pi):
        raise IllegalAction("a plotted card is cast only during your main phase while the stack is empty", "702.170d")
