"""A resolving spell's or ability's "If that creature would die this turn, exile it instead" /
"If a creature would die this turn, exile it instead" (CR 614.1a, 611.2a): a replacement effect that
lasts until the turn ends. A target is locked as the instruction is followed (CR 611.2c: the
creature it is now); a filter ("a creature an opponent controls") is asked as each card would be
put into a graveyard. replacements.zone_replacement applies it; would.py says which shapes are
applied (refused here otherwise)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..chars import ContEffect
from ..errors import Unsupported
from ..refusals import refuse
from ..select import select
from ..state import Obj
from ..would import THIS_TURN
from .registry import handles


@handles("would_instead")
def _would_instead(e, ctx):
    g = ctx.game
    refuse(e)
    if e.duration not in THIS_TURN:  # (a replacement ability's shape: never a step of an effect here)
        raise Unsupported("a replacement effect from a resolving spell with no duration")
    locked = None
    if isinstance(e.event.what, n.TargetRef):
        locked = [(o.id, o.zcc) for o in select(e.event.what, ctx) if isinstance(o, Obj)]
    g.add_effect(ContEffect("replace_zone", e, "this_turn", g.tick(), ctx.controller,
                            source_id=ctx.source.id if ctx.source is not None else None, locked=locked, ctx=ctx))

