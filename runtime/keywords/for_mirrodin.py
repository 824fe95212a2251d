"""For Mirrodin! (CR 702.163a): "When this Equipment enters, create a 2/2 red Rebel creature
token, then attach this Equipment to it." Played as living weapon is (living_weapon.py)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import effect, triggered
from .living_weapon import token_then_attach

REBEL = n.CreateToken(1, 2, 2, ("red",), ("creature",), ("Rebel",))
FOR_MIRRODIN = n.Triggered(n.ZoneChange(n.Self_(), to_zone="battlefield"), n.OtherEffect("for mirrodin!"))


@triggered("for mirrodin!")
def for_mirrodin(ab) -> n.Triggered:
    return FOR_MIRRODIN


effect("for mirrodin!")(token_then_attach(REBEL))
