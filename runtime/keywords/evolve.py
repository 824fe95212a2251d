"""Evolve (CR 702.100a): "Whenever a creature you control enters, if that creature's power is
greater than this creature's power and/or that creature's toughness is greater than this
creature's toughness, put a +1/+1 counter on this creature." The comparison is an intervening
"if", asked as it triggers and again as it resolves, with the entering creature's last known
values if it has left (702.100c)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import keyword_condition, triggered

EVOLVE = n.Triggered(n.ZoneChange(n.Filter(types=("creature",), controller="you", other=True), to_zone="battlefield"),
                     n.PutCounters("+1/+1", 1, n.Self_()), intervening_if=n.Condition("evolve"))


@triggered("evolve")
def evolve(ab) -> n.Triggered:
    return EVOLVE


@keyword_condition("evolve")
def _bigger(args, ctx) -> bool:
    g, me = ctx.game, ctx.source
    other = g.objects.get(ctx.event.get("obj_ref")) if ctx.event is not None else None
    if other is None or me is None:
        return False
    a, b = g.chars(other), g.chars(me)
    if "creature" not in b.types:
        return False
    return a.power > b.power or a.toughness > b.toughness
