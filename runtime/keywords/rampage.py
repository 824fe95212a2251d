"""Rampage N (CR 702.23a): "Whenever this creature becomes blocked, it gets +N/+N until end of
turn for each creature blocking it beyond the first." The blockers are counted as the ability
resolves (702.23b)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import RT, effect, effect_args, keyword_effect, triggered


@triggered("rampage")
def rampage(ab) -> n.Triggered:
    return n.Triggered(n.BecomesBlocked(n.Self_()), keyword_effect("rampage", tuple(ab.args)))


@effect("rampage")
def _rampage(e, ctx) -> None:
    run_effect = RT["run_effect"]

    g, o = ctx.game, ctx.source
    if o is None or o.zone != "battlefield":
        return
    beyond = max(0, sum(1 for b in g.on_battlefield() if o.id in b.blocking) - 1)
    k = beyond * int(effect_args(e)[0])
    if k:
        run_effect(n.Pump(n.Self_(), k, k, "until_end_of_turn"), ctx)
