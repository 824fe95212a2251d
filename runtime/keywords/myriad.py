"""Myriad (CR 702.116a): "Whenever this creature attacks, for each opponent other than defending
player, you may create a token that's a copy of this creature that's tapped and attacking that
player or a planeswalker they control. Exile the tokens at end of combat." A game of this
runtime has two players: the defending player is the only opponent, so no token is created."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..errors import Unsupported
from .hooks import effect, triggered

MYRIAD = n.Triggered(n.Attacks(n.Self_()), n.OtherEffect("myriad"))


@triggered("myriad")
def myriad(ab) -> n.Triggered:
    return MYRIAD


@effect("myriad")
def _myriad(e, ctx) -> None:
    g = ctx.game
    o = ctx.source
    defending = o.attacking[1] if o is not None and o.attacking and o.attacking[0] == "player" else None
    others = [p for p in g.players if p.index != ctx.controller and p.index != defending and not p.lost]
    if others and defending is not None:
        raise Unsupported("myriad's token copies attacking other opponents (a game of more than two players)")
