"""Disturb [cost] (CR 702.146a): "You may cast this card transformed from your graveyard by
paying [cost] rather than its mana cost" — a permission to cast the card from its owner's
graveyard (601.3: stack/permissions.py) with an alternative cost (118.9: stack/alternative.py),
at its usual timing, read of the front face. The spell is put on the stack with its back face up
(702.146b, 712.11a): it has the back face's characteristics (its targets, an Aura's enchant, its
timing are those of the back face) but the mana value of the front face (712.11b; select.stat),
and the permanent enters the battlefield transformed (712.14a). The back faces of such cards say
"If ~ would be put into a graveyard from anywhere, exile it instead" (replacements.zone_replacement
reads it of the spell or permanent, back face up). A spell that is not cast transformed (countered
as it is cast: the cast is undone) is turned front face up again (`unturn`)."""
from __future__ import annotations

from ..errors import Unsupported
from .hooks import keyword_cost

MARK = "disturbed"


def _cost(face) -> tuple | None:
    return keyword_cost(face, "disturb")


def disturb_cost(obj) -> tuple | None:
    """The disturb cost of the graveyard card `obj` (its front face's keyword), or None."""
    if obj.zone != "graveyard" or obj.front is not None:
        return None
    return _cost(obj.card)


def turn_for_disturb(g, pi: int, obj, from_zone: str, other_permission) -> bool:
    """As the card is cast from its owner's graveyard by its disturb permission, it is turned back
    face up before anything of the spell is read (CR 712.11a). When something else also allows
    casting it from there (`other_permission()`), the player chooses whether to cast it with
    disturb. True when it was turned."""
    if from_zone != "graveyard" or obj.owner != pi:
        return False
    cost = disturb_cost(obj)
    if cost is None:
        return False
    if other_permission() and not g.agents[pi].choose_pay(g, pi, list(cost)):
        return False
    if obj.card.back is None:
        raise Unsupported(f"{obj.label()} cast transformed (CR 702.146a): its other face is not among the definitions")
    obj.card, obj.front = obj.card.back, obj.card
    obj.chosen[MARK] = True
    obj.chosen["entering_transformed"] = True  # the permanent enters back face up (CR 712.14a)
    return True


def unturn(obj):
    """The cast was not made (an illegal action, CR 601.2: the game as it was): front face up."""
    if obj.front is not None:
        obj.card, obj.front = obj.front, None
    obj.chosen.pop(MARK, None)
    obj.chosen.pop("entering_transformed", None)


def disturb_alternative(obj) -> tuple | None:
    """The disturb cost the spell turned by `turn_for_disturb` is cast for (CR 702.146a)."""
    if not obj.chosen.get(MARK) or obj.front is None:
        return None
    return _cost(obj.front)
