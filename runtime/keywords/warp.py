"""Warp [cost] (CR 702.185a): "You may cast this card from your hand by paying [cost] rather than
its mana cost" (an alternative cost, 118.9: stack/alternative.py offers it, from the hand only)
and "If this spell's warp cost was paid, exile the permanent this spell becomes at the beginning
of the next end step. Its owner may cast this card after the current turn has ended for as long
as it remains exiled." The exile finds the permanent only if it is still that object (CR 400.7);
cast from exile, the card's mana cost is paid (the warp cost is paid only from the hand)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import RT, as_enters, effect, keyword_cost

MARK = "warped"
EXILED = "warp_exiled"
EXILE = n.OtherEffect("warp")


def warp_cost(card) -> tuple | None:
    return keyword_cost(card, "warp")


@as_enters("warp")
def _enters(g, obj, controller: int, args, counters: dict) -> None:
    from ..select import Ctx
    DelayedTrigger = RT["DelayedTrigger"]

    if obj.zone != "stack" or not obj.chosen.get(MARK):
        return
    obj.chosen["warp_zcc"] = obj.zcc + 1
    g.delayed.append(DelayedTrigger(n.StepBegins("end", "next"), EXILE, controller, obj, Ctx(g, controller, obj)))


@effect("warp")
def _exile(e, ctx) -> None:
    g, o = ctx.game, ctx.source
    if o is not None and o.zone == "battlefield" and o.chosen.get("warp_zcc") == o.zcc:
        moved = g.move(o, "exile", cause="warp")
        if moved.zone == "exile":
            moved.chosen[EXILED] = (moved.zcc, g.turn)


def castable_warped(g, pi: int, obj) -> bool:
    """Whether `obj` is a card its owner may cast from exile: exiled by its warp ability on an
    earlier turn, and in exile since."""
    mark = obj.chosen.get(EXILED)
    return obj.zone == "exile" and obj.owner == pi and mark is not None and mark[0] == obj.zcc and g.turn > mark[1]


def check_warped(g, pi: int, obj) -> None:
    from ..errors import IllegalAction

    mark = obj.chosen.get(EXILED)
    if obj.zone == "exile" and mark is not None and mark[0] == obj.zcc and g.turn <= mark[1]:
        raise IllegalAction("a card exiled by its warp ability is cast only after that turn has ended", "702.185a")
