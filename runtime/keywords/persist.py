"""Persist (CR 702.79a): "When this permanent is put into a graveyard from the battlefield, if it
had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1
counter on it." The counters it had are its last known information (Game.move keeps them as it
leaves); it returns only if it is still the card that went there (CR 400.7), and it enters with
the counter (a replacement as it enters, not a counter put on afterwards)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import effect, keyword_condition, still_the_one_that_left, triggered

DIES = n.ZoneChange(n.Self_(), "battlefield", "graveyard")
PERSIST = n.Triggered(DIES, n.OtherEffect("persist"), intervening_if=n.Condition("persist"))


@triggered("persist")
def persist(ab) -> n.Triggered:
    return PERSIST


def had_no(counter: str):
    def test(args, ctx) -> bool:
        return not ctx.source.chosen.get("lki_counters", {}).get(counter)
    return test


def return_with(counter: str):
    def run(e, ctx) -> None:
        g, o = ctx.game, ctx.source
        if o is not None and o.zone == "graveyard" and still_the_one_that_left(g, o):
            g.put_onto_battlefield(o, o.owner, cause="returned", counters={counter: 1})
    return run


keyword_condition("persist")(had_no("-1/-1"))
effect("persist")(return_with("-1/-1"))
