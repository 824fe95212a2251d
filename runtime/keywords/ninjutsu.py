"""Ninjutsu [cost] (CR 702.49a): "[Cost], Reveal this card from your hand, Return an unblocked
attacking creature you control to its owner's hand: Put this card onto the battlefield from your
hand tapped and attacking." The ability functions from the hand (CR 702.49a, 113.6); an attacking
creature is unblocked only once blockers are declared (CR 509.1h), so it can be activated only
from the declare blockers step on, in combat. The card is put onto the battlefield attacking the
player or planeswalker the returned creature was attacking (CR 702.49c); it was never declared
as an attacker, so "whenever … attacks" does not trigger for it (CR 508.3a, 508.4)."""
from __future__ import annotations

import attrs

from oraclec.compiler.ir import nodes as n

from ..errors import IllegalAction
from .hooks import activated, effect

_AFTER_BLOCKERS = ("declare_blockers", "first_strike_damage", "combat_damage", "end_combat")
MARK = "ninjutsu_defender"


@attrs.frozen
class NinjutsuCost:
    """Reveal this card from your hand and return an unblocked attacker you control to its owner's
    hand (a cost that plans itself: stack/costs.plan_costs asks it)."""

    kind = "ninjutsu_cost"
    functions_from = "hand"  # the ability works from the hand (triggers.functions_in)

    def plan(self, g, pi: int, source, paid: dict):
        if source.zone != "hand":
            raise IllegalAction(f"{source.label()} is not in your hand", "702.49a")
        if g.step not in _AFTER_BLOCKERS:
            raise IllegalAction("no attacking creature is unblocked before blockers are declared", "509.1h")
        cands = [o for o in g.on_battlefield() if g.controller_of(o) == pi and o.attacking is not None
                 and not o.blocked]
        if not cands:
            raise IllegalAction("no unblocked attacking creature to return", "702.49a")
        picked = g.agents[pi].choose_objects(g, pi, "return", cands, 1, 1)
        if len(picked) != 1 or picked[0] not in cands:
            raise IllegalAction("one unblocked attacking creature you control is returned", "702.49a")
        source.chosen[MARK] = (source.zcc, picked[0].attacking)  # (the cost is paid next: the defender it had)
        return ("return", picked)


_PUT = n.OtherEffect("ninjutsu")


@activated("ninjutsu")
def ninjutsu(ab) -> n.Activated:
    return n.Activated(tuple(ab.args) + (NinjutsuCost(),), _PUT)


@effect("ninjutsu")
def _put(e, ctx) -> None:
    g, o = ctx.game, ctx.source
    zcc, defender = o.chosen.pop(MARK, (None, None)) if o is not None else (None, None)
    if o is None or o.zone != "hand" or o.zcc != zcc:
        return  # the card left the hand: it is a new object, nothing is put onto the battlefield (CR 400.7)
    o = g.put_onto_battlefield(o, ctx.controller, tapped=True, cause="ninjutsu")
    if o.zone != "battlefield" or defender is None or g.step not in _AFTER_BLOCKERS:
        return
    if defender[0] == "planeswalker":
        pw = g.objects.get(defender[1])
        if pw is None or pw.zone != "battlefield":
            return  # what it would attack is gone: it is on the battlefield, not attacking (CR 506.4)
    o.attacking = defender
    g.changed(status_only=True)
    g.emit("put_attacking", obj=o.label(), obj_ref=o.id,
           defender=g.players[defender[1]].name if defender[0] == "player" else g.objects[defender[1]].label())
