"""Turning a face-down permanent face up (CR 702.37e, 708.8): a special action its controller
takes any time they have priority (116.2b), paying its morph, megamorph or disguise cost, or the
mana cost of a manifested creature card (CR 701.40b)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..errors import IllegalAction
from ..playable import check_playable
from ..keywords.morph import face_down, morph_ability
from .costs import pay_costs, plan_costs


def turn_face_up(g, pi: int, obj):
    """The special action (CR 702.37e): pay the morph cost, turn it face up."""
    if g.priority != pi:
        raise IllegalAction(f"{g.players[pi].name} does not have priority", "116.2b")
    if obj.zone != "battlefield" or not face_down(obj) or g.controller_of(obj) != pi:
        raise IllegalAction(f"{obj.label()} is not a face-down permanent you control", "702.37e")
    ab = morph_ability(obj.card.card)
    if ab is not None:
        costs = list(ab.args)
    elif obj.chosen.get("manifested") and "creature" in obj.card.types:  # its mana cost (CR 701.40b)
        costs = [n.ManaCost(tuple(obj.card.mana_cost or ()))]
    else:
        raise IllegalAction(f"{obj.label()} has no morph cost and is not a manifested creature card", "702.37e, 701.40b")
    check_playable(obj.card.card, obj.name, "turn face up")
    steps = plan_costs(g, pi, obj, costs, 0, {})
    pay_costs(g, pi, steps, {})
    obj.chosen["face_down"] = False
    g.changed()
    if ab is not None and ab.keyword == "megamorph":
        g.add_counters(obj, "+1/+1", 1)
    g.emit("turned_face_up", player=g.players[pi].name, player_idx=pi, obj=obj.label(), obj_ref=obj.id)
