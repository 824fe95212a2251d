"""Enlist (CR 702.154a): "As this creature attacks, you may tap up to one untapped creature you
control that you didn't choose to attack with and that either has haste or has been under your
control continuously since this turn began. When you do, this creature gets +X/+0 until end of turn,
where X is the tapped creature's power." An optional cost to attack (508.1g), paid as attackers are
declared (`as_attackers_declared`, from combat.declare_attackers); each instance enlists on its own
and no creature is enlisted twice (702.154b, c). "When you do" is a reflexive triggered ability
(603.12); X is the tapped creature's power as it resolves (as it last existed, if it has left)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .haste import can_tap
from .hooks import RT, effect

ENLISTED = n.Triggered(n.AnyEvent(()), n.OtherEffect("enlisted"))


def as_attackers_declared(g, pi: int, attacks: dict) -> None:
    used: set = set()
    for o in attacks:
        for _ in g.chars(o).keywords.get("enlist", ()):
            cands = [c for c in g.on_battlefield() if g.controller_of(c) == pi and not c.tapped
                     and c.attacking is None and c.id not in used and "creature" in g.chars(c).types
                     and can_tap(g, c)]
            if not cands or not g.agents[pi].choose_may(g, pi, None, n.Tap(n.Chosen(n.Filter(types=("creature",))))):
                continue
            picked = g.agents[pi].choose_objects(g, pi, "enlist", cands, 0, 1)[:1]
            if not picked:
                continue
            c = picked[0]
            used.add(c.id)
            g.tap(c)
            ev = g.emit("enlists", obj=o.label(), obj_ref=o.id, enlisted=c.label())
            g.pending.append(RT["Pending"](o, o.zcc, ENLISTED, pi, ev, delayed=True,
                                           ctx_extra={"enlisted": (c, c.zcc)}))


@effect("enlisted")
def _pump(e, ctx) -> None:
    g = ctx.game
    c, zcc = ctx.paid["enlisted"]
    here = c.zone == "battlefield" and c.zcc == zcc
    if not here and not (c.zcc == zcc + 1 and c.id in g.lki and g.lki[c.id][0] == c.zcc):
        return  # (it left and moved again: no last known power to read)
    x = g.chars(c).power
    RT["run_effect"](n.Pump(n.Self_(), x, 0, duration="until_end_of_turn"), ctx)
