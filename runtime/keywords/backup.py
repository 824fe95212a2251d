"""Backup N (CR 702.165a): "When this creature enters, put N +1/+1 counters on target creature.
If that's another creature, it gains the following abilities until end of turn." — the
abilities printed after backup on the card (702.165b)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import RT, effect, effect_args, keyword_effect, triggered


@triggered("backup")
def backup(ab) -> n.Triggered:
    return n.Triggered(n.ZoneChange(n.Self_(), to_zone="battlefield"), keyword_effect("backup", tuple(ab.args)),
                       targets=(n.Target(n.Filter(types=("creature",))),))


def following(card) -> tuple:
    """The abilities printed after the card's backup keyword."""
    abilities = list(card.abilities)
    at = next(i for i, ab in enumerate(abilities) if isinstance(ab, n.KeywordAbility) and ab.keyword == "backup")
    return tuple(abilities[at + 1:])


@effect("backup")
def _backup(e, ctx) -> None:
    run_effect = RT["run_effect"]

    g = ctx.game
    for t in ctx.targets[0] if ctx.targets else ():
        g.add_counters(t, "+1/+1", int(effect_args(e)[0]))
        if t is not ctx.source and t.zone == "battlefield":
            gained = following(ctx.source.card.card)
            if gained:
                run_effect(n.Grant(n.TargetRef(0), gained, "until_end_of_turn"), ctx)
