"""Rebound (CR 702.88a): "If you cast this spell from your hand, exile it as it resolves. At the
beginning of your next upkeep, you may cast this card from exile without paying its mana cost."
Only a spell that resolves is exiled (a countered one goes to the graveyard); the delayed
trigger finds the card only if it is still the card exiled this way (CR 400.7)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..errors import IllegalAction
from .hooks import RT, effect

MARK = "rebounded"
CAST_IT = n.OtherEffect("rebound")


def has_rebound(card) -> bool:
    return any(isinstance(ab, n.KeywordAbility) and ab.keyword == "rebound" for ab in card.abilities)


def resolving_to(obj, to: str) -> str:
    """Where the resolving spell `obj` goes: exile if it has rebound and was cast from the hand."""
    if has_rebound(obj.card.card) and obj.chosen.get("cast_from") == "hand":
        obj.chosen[MARK] = True
        return "exile"
    return to


def after_resolving(g, controller: int, moved) -> None:
    """A spell exiled by rebound: its delayed trigger at its controller's next upkeep."""
    from ..select import Ctx
    DelayedTrigger = RT["DelayedTrigger"]

    if moved.zone == "exile" and moved.chosen.pop(MARK, None):
        moved.chosen[MARK] = moved.zcc
        g.delayed.append(DelayedTrigger(n.StepBegins("upkeep", "your_next"), CAST_IT, controller, moved,
                                        Ctx(g, controller, moved)))
    else:
        moved.chosen.pop(MARK, None)


@effect("rebound")
def _cast_from_exile(e, ctx) -> None:
    cast = RT["cast"]

    g, o, pi = ctx.game, ctx.source, ctx.controller
    if o is None or o.zone != "exile" or o.chosen.get(MARK) != o.zcc:
        return
    if g.agents[pi].choose_may(g, pi, ctx.item, CAST_IT):
        try:
            cast(g, pi, o, from_zone="exile", resolving=([], [], {}))
        except IllegalAction as err:  # no legal targets: it stays in exile
            g.emit("cannot_cast", player=g.players[pi].name, card=o.label(), reason=str(err))
