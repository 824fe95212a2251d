"""Support N (CR 701.41a): "Put a +1/+1 counter on each of up to N other target creatures" (on a
permanent; on an instant or sorcery "up to N target creatures"). The targets are the ability's own,
chosen as it is put on the stack or cast (up to N, 601.2c); each still legal gets the counter."""
from __future__ import annotations

from .keyword_actions import keyword_action
from .registry import on_bf


@keyword_action("support")
def _support(e, ctx):
    for o in on_bf(e.what, ctx):
        ctx.game.add_counters(o, "+1/+1", 1)
