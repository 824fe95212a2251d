"""Embalm [cost] (CR 702.128a): "[Cost], Exile this card from your graveyard: Create a token
that's a copy of this card, except it's white, it has no mana cost, and it's a Zombie in addition
to its other types. Activate only as a sorcery." The ability is activated from the graveyard (its
cost exiles the card from there, CR 113.6m); the token copies the card's copiable values (its
printed ones, CR 707.2) with those exceptions, which are part of its copiable values (707.9b: a
copy of the token is a white Zombie with no mana cost too). Its mana value is 0 (202.3a)."""
from __future__ import annotations

import attrs

from oraclec.compiler.ir import nodes as n

from .hooks import activated, effect

EMBALM = n.OtherEffect("embalm")


@activated("embalm")
def embalm(ab) -> n.Activated:
    return n.Activated(tuple(ab.args) + (n.ExileCost(n.Self_(), zone="graveyard"),), EMBALM, (), ("sorcery_speed",))


def zombie_copy(card):
    """The copiable values of `card` (a CardDef) with embalm's exceptions (CR 702.128a, 707.9b)."""
    ir = card.card
    new = attrs.evolve(ir, mana_cost=None, subtypes=tuple(dict.fromkeys(tuple(ir.subtypes) + ("Zombie",))))
    return attrs.evolve(card, card=new, fixed_colors=("white",), back=None)


@effect("embalm")
def _create(e, ctx) -> None:
    """The token copy of the exiled card (its values as it last existed, CR 707.2 and 608.2h)."""
    g, o = ctx.game, ctx.source
    if o is None:
        return
    tok = g.create(zombie_copy(o.front or o.card), ctx.controller, "limbo", token=True)
    ctx.found = [g.put_onto_battlefield(tok, ctx.controller, cause="token")]
