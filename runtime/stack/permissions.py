"""Where a card may be cast from and where an ability may be activated (CR 601.3, 113.6).

A spell is cast from its owner's hand unless an effect allows another zone ("You may cast ~ from
your graveyard", "You may cast spells from the top of your library": MayCast statics, CR 601.3);
an activated ability functions on the battlefield unless its cost or effect moves the object out
of another zone ("{1}{B}: Return ~ from your graveyard to the battlefield", "Exile ~ from your
graveyard:"), which makes it function only there (CR 113.6m)."""
from __future__ import annotations

import attrs

from oraclec.compiler.ir import nodes as n

from ..conditions import evaluate_condition
from ..errors import IllegalAction
from ..select import Ctx, matches
from ..state import Obj
from ..keywords.flashback import flashback_cost
from ..keywords.foretell import castable_foretold, check_not_yet
from ..keywords.disturb import disturb_cost
from ..keywords.escape import escape_cost
from ..keywords.plot import castable_plotted, check_plotted
from ..keywords.retrace import has_retrace
from ..keywords.warp import castable_warped, check_warped
from ..triggers import functions_in

ZONE_WORDS = {"graveyard": "graveyard", "library": "library_top", "exile": "exile"}


def check_cast_from(g, pi: int, obj: Obj, from_zone: str) -> None:
    """The card may be cast by this player from where it is; IllegalAction otherwise."""
    if obj.zone != from_zone:
        raise IllegalAction(f"{obj.label()} is not in your {from_zone}")
    if from_zone == "hand":
        if obj.owner != pi:
            raise IllegalAction(f"{obj.label()} is not in your hand")
        return
    if from_zone == "graveyard" and obj.owner == pi and flashback_cost(obj.card.card) is not None:
        return  # flashback is the card's own permission (CR 702.34a)
    if from_zone == "graveyard" and obj.owner == pi and escape_cost(g, obj) is not None:
        return  # escape is the card's own permission (CR 702.138a)
    if from_zone == "graveyard" and obj.owner == pi and disturb_cost(obj) is not None:
        return  # disturb: cast transformed (CR 702.146a, keywords/disturb.py)
    if by_retrace(g, pi, obj, from_zone):
        return  # retrace: discarding a land card is an additional cost (CR 702.81a)
    if from_zone == "exile" and castable_foretold(g, pi, obj):
        return  # foretold on an earlier turn (CR 702.143a)
    if from_zone == "exile" and castable_plotted(g, pi, obj):
        return  # plotted on an earlier turn, cast as a sorcery (CR 702.170d)
    if from_zone == "exile" and castable_warped(g, pi, obj):
        return  # exiled by its warp ability on an earlier turn (CR 702.185a)
    if from_zone == "exile":
        check_not_yet(g, pi, obj)
        check_plotted(g, pi, obj)
        check_warped(g, pi, obj)
    if not any(_allows(g, pi, obj, from_zone, ab, src) for ab, src in _permissions(g, pi, obj)):
        raise IllegalAction(f"nothing allows casting {obj.label()} from a {from_zone}", "601.3")


def by_retrace(g, pi: int, obj: Obj, from_zone: str) -> bool:
    """Whether the card is cast from its owner's graveyard by its retrace permission (CR 702.81a),
    nothing else allowing it (flashback, "you may cast … from your graveyard"), so that
    discarding a land card is an additional cost of the spell."""
    if from_zone != "graveyard" or obj.owner != pi or flashback_cost(obj.card.card) is not None \
            or not has_retrace(g, obj):
        return False
    return not other_permission(g, pi, obj, from_zone)


def other_permission(g, pi: int, obj: Obj, from_zone: str) -> bool:
    """Whether a permission other than the card's own keywords ("you may cast … from your
    graveyard") allows casting it from there (CR 601.3)."""
    return any(_allows(g, pi, obj, from_zone, ab, src) for ab, src in _permissions(g, pi, obj))


def _permissions(g, pi: int, obj: Obj):
    """(MayCast static, the object it is on): the card's own (it functions wherever the card is,
    CR 113.6f) and those of permanents the player controls."""
    for ab in obj.card.abilities:
        if isinstance(ab, n.Static) and isinstance(ab.effect, n.MayCast) and isinstance(ab.effect.what, n.Self_):
            yield ab, obj
        for given in _given_to_self(ab):  # "Max speed — You may cast this card from your graveyard"
            yield given, obj
    for o in g.on_battlefield():
        if g.controller_of(o) != pi:
            continue
        for ab in g.chars(o).abilities:
            if isinstance(ab, n.Static) and isinstance(ab.effect, n.MayCast) and not isinstance(ab.effect.what, n.Self_):
                yield ab, o


def _given_to_self(ab) -> list:
    """The card's own permission an ability of it gives it ("As long as …, this card has 'You may
    cast this card from your graveyard'"): it functions where the granted one does (CR 702.179,
    113.6), with both conditions."""
    if not (isinstance(ab, n.Static) and isinstance(ab.effect, n.Grant) and isinstance(ab.effect.what, n.Self_)):
        return []
    out = []
    for k in ab.effect.keywords:
        if isinstance(k, n.Static) and isinstance(k.effect, n.MayCast) and isinstance(k.effect.what, n.Self_):
            both = [c for c in (ab.condition, k.condition) if c is not None]
            out.append(attrs.evolve(k, condition=both[0] if len(both) == 1 else n.Condition("all", tuple(both))
                                    if both else None))
    return out


def _allows(g, pi: int, obj: Obj, from_zone: str, ab, src: Obj) -> bool:
    e = ab.effect
    ctx = Ctx(g, pi if src is obj else g.controller_of(src), src)
    if e.zone != ZONE_WORDS.get(from_zone) or not isinstance(e.player, n.You) or ctx.controller != pi:
        return False
    owner = e.zone_owner or "you"
    if (owner == "you" and obj.owner != pi) or (owner == "opponent" and obj.owner == pi):
        return False
    if from_zone == "library" and g.players[obj.owner].library[:1] != [obj.id]:
        return False  # "from the top of your library": only the top card
    if ab.condition is not None and not evaluate_condition(ab.condition, ctx):
        return False
    if isinstance(e.what, n.Self_):
        return src is obj
    return _card_matches(e.what, obj, ctx)


def _card_matches(f, obj: Obj, ctx: Ctx) -> bool:
    """A filter of spells ("creature spells", "spells") read of the card about to be cast."""
    if isinstance(f, n.AnyOf):
        return any(_card_matches(x, obj, ctx) for x in f.filters)
    if not isinstance(f, n.Filter):
        return matches(f, obj, ctx)
    types = tuple(t for t in f.types if t != "spell") + ("card",)
    return matches(attrs.evolve(f, types=types, zone="", zone_owner=""), obj, ctx)


def check_activation_zone(g, pi: int, obj: Obj, ab) -> None:
    """An activated ability is activated where it functions (CR 113.6, 113.6m) by the player who
    controls the object there (CR 602.2: on the battlefield its controller, elsewhere its owner)."""
    zones = functions_in(ab)
    if obj.zone not in zones:
        where = " or ".join(sorted(zones))
        raise IllegalAction(f"{obj.label()}'s ability functions only on the {where}" if where == "battlefield"
                            else f"{obj.label()}'s ability functions only from the {where}", "113.6m")
    who = g.controller_of(obj) if obj.zone == "battlefield" else obj.owner
    if who != pi:
        raise IllegalAction(f"you don't control {obj.label()}", "602.2")
