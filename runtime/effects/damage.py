"""Damage: dealing it (CR 120), fighting (CR 701.12) and preventing it (CR 615)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..refusals import refuse
from ..chars import ContEffect
from ..select import evaluate_amount, select
from ..stack.targets import ref_of
from ..state import Obj, Player
from .registry import handles, objs


@handles("deal_damage")
def _damage(e, ctx):
    g = ctx.game
    amount = evaluate_amount(e.amount, ctx)
    sources = objs(e.source, ctx)
    if not sources:
        return
    src = sources[0]
    src_chars = g.chars(src)
    recipients = [t for t in select(e.to, ctx) if isinstance(t, (Obj, Player))]
    recipients = [t for t in recipients if isinstance(t, Player) or t.zone == "battlefield"]
    division = ctx.paid.get("division")
    if e.divided and division is not None and isinstance(e.to, n.TargetRef):
        # announced as it was put on the stack (CR 601.2d): a target gone keeps its share
        shares = [division.get(ref_of(r), 0) for r in recipients]
    elif e.divided == "evenly" and recipients:
        shares = [amount // len(recipients)] * len(recipients)
    elif e.divided == "as_you_choose" and recipients:
        shares = g.agents[ctx.controller].divide(g, ctx.controller, amount, recipients)
    else:
        shares = [amount] * len(recipients)
    for r, a in zip(recipients, shares):
        ctx.amount_dealt = g.deal_damage(src, r, a, src_chars=src_chars, unpreventable=e.unpreventable)
        ctx.this_way["damage_dealt"] = ctx.this_way.get("damage_dealt", 0) + ctx.amount_dealt


@handles("fight")
def _fight(e, ctx):
    """Each deals damage equal to its power to the other (CR 701.12); if either is gone or not
    a creature, no damage is dealt (701.12b)."""
    g = ctx.game
    a = [o for o in select(e.what, ctx) if isinstance(o, Obj)]
    b = [o for o in select(e.other, ctx) if isinstance(o, Obj)]
    if not a or not b:
        return
    a, b = a[0], b[0]
    if a.zone != "battlefield" or b.zone != "battlefield":
        return
    ca, cb = g.chars(a), g.chars(b)
    if "creature" not in ca.types or "creature" not in cb.types:
        return
    g.emit("fight", obj=a.label(), other=b.label())
    g.deal_damage(a, b, ca.power)
    g.deal_damage(b, a, cb.power)


@handles("prevent_damage")
def _prevent(e, ctx):
    refuse(e)  # a shield with no recipient, or for one source
    g = ctx.game
    # "… by creatures blocking it": the sources, decided as the damage would be dealt
    by = (e.by, ctx) if e.by is not None else None
    if e.to is None:
        g.add_effect(ContEffect("prevent", (None, e.combat_only, by), e.duration or "this_turn", g.tick(), ctx.controller))
        return
    for t in select(e.to, ctx):
        key = ref_of(t)
        if e.amount is not None:  # a shield: its remaining amount is used up as it prevents (615.7)
            shield = [key, evaluate_amount(e.amount, ctx)]
            g.add_effect(ContEffect("shield", shield, e.duration or "this_turn", g.tick(), ctx.controller))
            continue
        g.add_effect(ContEffect("prevent", (key, e.combat_only, by), e.duration or "this_turn", g.tick(), ctx.controller))
