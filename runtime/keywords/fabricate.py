"""Fabricate N (CR 702.123a): "When this permanent enters, you may put N +1/+1 counters on it. If
you don't, create N 1/1 colorless Servo artifact creature tokens." If it is no longer on the
battlefield as the ability resolves, the counters can't be put on it: the tokens are created
(702.123b ruling)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import effect, effect_args, keyword_effect, triggered


@triggered("fabricate")
def fabricate(ab) -> n.Triggered:
    return n.Triggered(n.ZoneChange(n.Self_(), to_zone="battlefield"), keyword_effect("fabricate", tuple(ab.args)))


@effect("fabricate")
def _fabricate(e, ctx) -> None:
    g, o, pi = ctx.game, ctx.source, ctx.controller
    k = int(effect_args(e)[0])
    counters = n.PutCounters("+1/+1", k, n.Self_())
    if o is not None and o.zone == "battlefield" and g.agents[pi].choose_may(g, pi, ctx.item, counters):
        g.add_counters(o, "+1/+1", k)
        return
    for _ in range(k):
        g.create_token(SERVO, pi)


SERVO = n.CreateToken(1, 1, 1, (), ("artifact", "creature"), ("Servo",))
