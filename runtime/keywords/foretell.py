"""Foretell [cost] (CR 702.143a): "During your turn, you may pay {2} and exile this card from your
hand face down. Cast it on a later turn for its foretell cost." Foretelling is a special action
its owner takes any time they have priority during their turn (702.143b; foretell() below);
the foretold card may be cast from exile on a later turn only, for its foretell cost, an
alternative cost (702.143c, 118.9), at its usual timing."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import RT, keyword_cost

from ..errors import IllegalAction

MARK = "foretold"
ACTION = "foretell"  # the scenario action that takes the special action
FORETELLING = (n.ManaCost(("2",)),)


def foretell_cost(card) -> tuple | None:
    return keyword_cost(card, "foretell")


def foretell(g, pi: int, obj) -> None:
    """The special action: pay {2}, exile the card from the hand face down."""
    pay_costs, plan_costs = RT["pay_costs"], RT["plan_costs"]

    if g.priority != pi or g.active != pi:
        raise IllegalAction("a card is foretold only during its owner's turn, with priority", "702.143b")
    if obj.zone != "hand" or obj.owner != pi or foretell_cost(obj.card.card) is None:
        raise IllegalAction(f"{obj.label()} is not a card with foretell in your hand", "702.143a")
    steps = plan_costs(g, pi, obj, list(FORETELLING), 0, {})
    pay_costs(g, pi, steps, {})
    moved = g.move(obj, "exile", cause="foretell")
    moved.chosen[MARK] = (moved.zcc, g.turn)
    g.emit("foretold", player=g.players[pi].name)
    g.passes = 0


def castable_foretold(g, pi: int, obj) -> bool:
    """Whether `obj` is a card its caster foretold on an earlier turn, still in exile."""
    mark = obj.chosen.get(MARK)
    return (obj.zone == "exile" and obj.owner == pi and mark is not None and mark[0] == obj.zcc
            and g.turn > mark[1] and foretell_cost(obj.card.card) is not None)


def check_not_yet(g, pi: int, obj) -> None:
    mark = obj.chosen.get(MARK)
    if obj.zone == "exile" and mark is not None and mark[0] == obj.zcc and g.turn <= mark[1]:
        raise IllegalAction("a foretold card is cast on a later turn than the one it was foretold", "702.143a")
