"""Renown N (CR 702.112a): "When this creature deals combat damage to a player, if it isn't
renowned, put N +1/+1 counters on it and it becomes renowned." Renowned is a designation of the
permanent (702.112b), lost when it leaves the battlefield (a new object, CR 400.7)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import effect, effect_args, keyword_effect, keyword_condition, triggered

MARK = "renowned"


@triggered("renown")
def renown(ab) -> n.Triggered:
    return n.Triggered(n.DamageDealt(n.Self_(), n.Filter(types=("player",)), combat=True),
                       keyword_effect("renown", tuple(ab.args)), intervening_if=n.Condition("renown"))


def renowned(o) -> bool:
    return o is not None and o.zone == "battlefield" and o.chosen.get(MARK) == o.zcc


@keyword_condition("renown")
def _not_renowned(args, ctx) -> bool:
    return not renowned(ctx.source)


@effect("renown")
def _renown(e, ctx) -> None:
    g, o = ctx.game, ctx.source
    if o is None or o.zone != "battlefield":
        return
    g.add_counters(o, "+1/+1", int(effect_args(e)[0]))
    o.chosen[MARK] = o.zcc
    g.emit("renowned", obj=o.label())
