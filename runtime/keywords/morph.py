"""Morph, megamorph and disguise (CR 702.37, 702.168, 708): the card may be cast face down as a
2/2 creature spell with no name, text, subtypes or mana cost for {3} (702.37c, 708.2); the
face-down permanent may be turned face up any time its controller has priority by paying the
morph cost — a special action, it doesn't use the stack (702.37e, 116.2b) — and then has its
printed characteristics; "when ~ is turned face up" triggers (708.8). Megamorph also puts a
+1/+1 counter on it as it is turned face up (702.37b); a face-down disguise permanent has ward
{2} (702.168a)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..errors import IllegalAction

FACE_DOWN_COST = ("3",)  # CR 702.37c, 702.168b
MORPHS = ("morph", "megamorph", "disguise")
WARD_2 = n.KeywordAbility("ward", (n.ManaCost(("2",)),))


def morph_ability(card):
    """The card's morph, megamorph or disguise ability (an n.CardIR), or None."""
    for ab in card.abilities:
        if isinstance(ab, n.KeywordAbility) and ab.keyword in MORPHS:
            return ab
    return None


def face_down(obj) -> bool:
    return bool(obj.chosen.get("face_down"))


def face_down_abilities(obj) -> list:
    """What a face-down permanent or spell has: nothing, or ward {2} for disguise."""
    ab = morph_ability(obj.card.card)
    return [WARD_2] if ab is not None and ab.keyword == "disguise" else []


def turn_face_up(g, pi: int, obj):
    """The special action (CR 702.37e): pay the morph cost, turn it face up."""
    from ..stack.costs import pay_costs, plan_costs

    if g.priority != pi:
        raise IllegalAction(f"{g.players[pi].name} does not have priority", "116.2b")
    if obj.zone != "battlefield" or not face_down(obj) or g.controller_of(obj) != pi:
        raise IllegalAction(f"{obj.label()} is not a face-down permanent you control", "702.37e")
    ab = morph_ability(obj.card.card)
    if ab is None:
        raise IllegalAction(f"{obj.label()} has no morph cost", "702.37e")
    steps = plan_costs(g, pi, obj, list(ab.args), 0, {})
    pay_costs(g, pi, steps, {})
    obj.chosen["face_down"] = False
    g.changed()
    if ab.keyword == "megamorph":
        g.add_counters(obj, "+1/+1", 1)
    g.emit("turned_face_up", player=g.players[pi].name, player_idx=pi, obj=obj.label(), obj_ref=obj.id)
