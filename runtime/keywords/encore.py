"""Encore [cost] (CR 702.141a): "[Cost], Exile this card from your graveyard: For each opponent,
create a token that's a copy of this card that attacks that opponent this turn if able. The tokens
gain haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery."
The ability is activated from the graveyard (its cost exiles the card from there, CR 113.6m); each
token copies the card's copiable values (its printed ones, CR 707.2). The requirement is to attack
that player (508.1d: not a planeswalker instead, while that player can be attacked; combat.py reads
the player of a must_attack effect); haste is locked to each token (611.2c) and the sacrifice at
the end step happens only to the token as it was created (400.7)."""
from __future__ import annotations

import attrs

from oraclec.compiler.ir import nodes as n

from .hooks import RT, activated, effect

ENCORE = n.OtherEffect("encore")
_SACRIFICE_AT_END = n.OtherEffect("encore end step")
MARK = "encore_token"


@activated("encore")
def encore(ab) -> n.Activated:
    return n.Activated(tuple(ab.args) + (n.ExileCost(n.Self_(), zone="graveyard"),), ENCORE, (), ("sorcery_speed",))


@effect("encore")
def _create(e, ctx) -> None:
    """For each opponent a token copy of the exiled card (its values as it last existed, CR 707.2)."""
    DelayedTrigger = RT["DelayedTrigger"]
    run_effect, ContEffect = RT["run_effect"], RT["ContEffect"]
    g, o = ctx.game, ctx.source
    if o is None:
        return
    card = attrs.evolve(o.front or o.card, back=None)
    made = []
    for p in g.players:
        if p.index == ctx.controller or p.lost:
            continue
        tok = g.put_onto_battlefield(g.create(card, ctx.controller, "limbo", token=True), ctx.controller, cause="token")
        if tok.zone != "battlefield":
            continue
        tctx = attrs.evolve(ctx, source=tok, found=[], targets=[])
        must = ContEffect("must_attack", ("player", p.index), "this_turn", g.tick(), ctx.controller, tok.id,
                          ctx=tctx, source_zcc=tok.zcc)  # attacks that opponent this turn if able (508.1d)
        must.locked = [(tok.id, tok.zcc)]
        g.add_effect(must)
        run_effect(n.Grant(n.Self_(), (n.KeywordAbility("haste"),)), tctx)  # locked to this token (611.2c)
        tok.chosen[MARK] = tok.zcc
        g.delayed.append(DelayedTrigger(n.StepBegins("end", "next"), _SACRIFICE_AT_END, ctx.controller, tok, tctx))
        made.append(tok)
    ctx.found = made


@effect("encore end step")
def _sacrifice(e, ctx) -> None:
    o = ctx.source
    if o is not None and o.zone == "battlefield" and o.chosen.get(MARK) == o.zcc:
        ctx.game.sacrifice(o)
