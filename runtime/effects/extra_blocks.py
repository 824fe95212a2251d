""""~ can block an additional creature this turn" (CR 509.1a, 611.2c): a continuous effect locked to the
creatures it affected as it began; what it allows is played by runtime/blocking.py and combat.py."""
from __future__ import annotations

from ..blocking import additional
from .continuous import _continuous
from .registry import handles


@handles("extra_blocks")
def _extra_blocks(e, ctx):
    """"~ can block an additional creature this turn": for the creatures affected now (CR 611.2c)."""
    _continuous(ctx, "extra_blocks", additional(e, ctx), e.duration, e.what)
