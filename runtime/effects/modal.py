"""Modal effects (CR 700.2c): the chosen modes are followed in printed order, each with its own
targets; a mode whose targets have all become illegal does nothing (608.2b)."""
from __future__ import annotations

import attrs

from ..errors import Unsupported
from .registry import handles, run_effect


@handles("modal")
def _modal(e, ctx):
    modes = (ctx.paid or {}).get("modes")
    if modes is None:
        raise Unsupported("modes of an effect that was not put on the stack with them chosen")
    counts = [len(e.modes[i].targets) for i in modes]
    offset = len(ctx.targets) - sum(counts)  # the ability's own targets come first
    for i, k in zip(modes, counts):
        sub = attrs.evolve(ctx, targets=list(ctx.targets[offset:offset + k]))
        offset += k
        if k and not any(sub.targets):
            continue
        run_effect(e.modes[i].effect, sub)
