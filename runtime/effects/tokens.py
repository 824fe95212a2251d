"""Tokens: creating them (CR 111), token copies (CR 707.2) and Clues (investigate, CR 111.10f)."""
from __future__ import annotations

import attrs

from oraclec.compiler.ir import nodes as n

from ..cards import CardDef
from ..refusals import refuse
from ..select import evaluate_amount
from ..state import Obj
from .registry import handles, objs, players


@handles("create_token")
def _token(e, ctx):
    refuse(e)  # a keyword of the token's played without its number
    g = ctx.game
    count = evaluate_amount(e.count, ctx)
    # "It gains haste" / 「それは速攻を得る」 after this: the tokens just created
    owner = ctx.controller
    if e.controller is not None:  # "Its controller creates …": the token is that player's
        who = players(e.controller, ctx)
        if not who:
            return
        owner = who[0].index
    ctx.found = [g.create_token(e, owner, tapped=e.tapped) for _ in range(count)]


@handles("create_copy")
def _create_copy(e, ctx):
    """A token copy (CR 707.2, 111.10): the copiable values are the card's printed ones here
    (this runtime has no copy effects or face-down objects to carry over), with the exceptions
    the effect names (CR 707.9b: part of the token's copiable values, so a copy of it has them too);
    "a tapped token" enters tapped."""
    g = ctx.game
    made = []
    for o in objs(e.what, ctx):
        if isinstance(o, Obj):
            card = _with_exceptions(o.card, e)
            for _ in range(evaluate_amount(e.count, ctx)):
                tok = g.create(card, ctx.controller, "limbo", token=True)
                made.append(g.put_onto_battlefield(tok, ctx.controller, tapped=e.tapped, cause="token"))
    ctx.found = made


def _with_exceptions(card: CardDef, e) -> CardDef:
    """The copied card with ", except it has haste" / "… in addition to its other types" added."""
    if not (e.add_keywords or e.add_types or e.add_subtypes):
        return card
    ir = card.card
    new = attrs.evolve(ir, abilities=tuple(ir.abilities) + tuple(e.add_keywords),
                       types=tuple(dict.fromkeys(tuple(ir.types) + tuple(e.add_types))),
                       subtypes=tuple(dict.fromkeys(tuple(ir.subtypes) + tuple(e.add_subtypes))))
    return attrs.evolve(card, card=new)


@handles("investigate")
def _investigate(e, ctx):
    """A Clue: an artifact token with "{2}, Sacrifice this artifact: Draw a card." (CR 111.10f)."""
    g = ctx.game
    ability = n.Activated((n.ManaCost(("2",)), n.SacrificeCost(n.Self_())), n.Draw(n.You(), 1))
    clue = CardDef("Clue Token", n.CardIR((ability,), ("artifact",), ("Clue",)), ())
    for p in players(e.player, ctx):
        obj = g.create(clue, p.index, "limbo", token=True)
        g.put_onto_battlefield(obj, p.index, cause="token")
