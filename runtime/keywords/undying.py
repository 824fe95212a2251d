"""Undying (CR 702.93a): "When this permanent is put into a graveyard from the battlefield, if it
had no +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1
counter on it." Played as persist is (persist.py), with the other counter."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import effect, keyword_condition, triggered
from .persist import DIES, had_no, return_with

UNDYING = n.Triggered(DIES, n.OtherEffect("undying"), intervening_if=n.Condition("undying"))


@triggered("undying")
def undying(ab) -> n.Triggered:
    return UNDYING


keyword_condition("undying")(had_no("+1/+1"))
effect("undying")(return_with("+1/+1"))
