"""Nodes that describe static or replacement abilities: as one-shot effects they do nothing
(their meaning is played where the ability applies); and the effect the runtime refuses by name."""
from __future__ import annotations

from ..errors import Unsupported
from ..refusals import refuse
from ..keywords.hooks import effect_of
from .registry import handles


@handles("must_be_blocked_by_all", "characteristic_pt", "additional_cost", "enters_tapped", "enters_with_counters")
def _static_only(e, ctx):
    """These describe static or replacement abilities; as one-shot effects they do nothing (a lure
    for a duration, which would, is refused)."""
    refuse(e)


@handles("other_effect")
def _other(e, ctx):
    """A keyword's own instruction (runtime/keywords/hooks.EFFECTS); any other is refused."""
    fn = effect_of(e)
    if fn is None:
        raise Unsupported(f"effect {e.name}")
    fn(e, ctx)
