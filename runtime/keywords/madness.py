"""Madness [cost] (CR 702.35a): "If a player would discard this card, that player discards it,
but exiles it instead of putting it into their graveyard" (a replacement: it is still
discarded, Game.discard asks discarding) and "When this card is exiled this way, its owner may
cast it by paying [cost] rather than paying its mana cost. If that player doesn't, they put this
card into their graveyard." The card is cast while that trigger resolves, whatever its type
(timing permissions don't apply, 702.35c); if it can't be cast then (no legal targets, the cost
can't be paid), it goes to the graveyard."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..errors import IllegalAction
from .hooks import RT, effect, effect_args, keyword_cost, keyword_effect

MARK = "madness"


def madness_cost(card) -> tuple | None:
    return keyword_cost(card, "madness")


def discarding(g, player, obj) -> bool:
    """Discard `obj` with madness's replacement if it has madness: exiled, still discarded, and
    its trigger waits to be put on the stack. False if it has no madness."""
    Pending = RT["Pending"]

    cost = madness_cost(obj.card.card) if obj.zone == "hand" else None
    if cost is None:
        return False
    moved = g.move(obj, "exile", cause="discard")
    moved.chosen["madness_exiled"] = moved.zcc
    ev = g.emit("discarded", player=player.name, player_idx=player.index, obj=moved.label(), obj_ref=moved.id)
    g.pending.append(Pending(moved, moved.zcc, n.Triggered(n.AnyEvent(()), keyword_effect("madness", cost)),
                             moved.owner, ev, delayed=True))
    return True


@effect("madness")
def _cast_for_madness(e, ctx) -> None:
    cast = RT["cast"]
    _split = RT["split_costs"]

    g, o = ctx.game, ctx.source
    if o is None or o.zone != "exile" or not o.chosen.get("madness_exiled") == o.zcc:
        return  # it left exile: this is a new object the trigger can't find (CR 400.7)
    cost = effect_args(e)
    pi = o.owner
    if g.agents[pi].choose_may(g, pi, ctx.item, n.OtherEffect("cast it for its madness cost")):
        mana, other = _split(cost)
        try:
            cast(g, pi, o, from_zone="exile", resolving=(mana, other, {MARK: True}))
            return
        except IllegalAction as err:
            g.emit("cannot_cast", player=g.players[pi].name, card=o.label(), reason=str(err))
    g.move(o, "graveyard", cause="madness")
