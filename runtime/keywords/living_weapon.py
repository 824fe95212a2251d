"""Living weapon (CR 702.92a): "When this Equipment enters, create a 0/0 black Phyrexian Germ
creature token, then attach this Equipment to it." """
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import effect, triggered

GERM = n.CreateToken(1, 0, 0, ("black",), ("creature",), ("Phyrexian", "Germ"))
LIVING_WEAPON = n.Triggered(n.ZoneChange(n.Self_(), to_zone="battlefield"), n.OtherEffect("living weapon"))


@triggered("living weapon")
def living_weapon(ab) -> n.Triggered:
    return LIVING_WEAPON


def token_then_attach(spec):
    def run(e, ctx) -> None:
        g, eq = ctx.game, ctx.source
        token = g.create_token(spec, ctx.controller)
        if eq is not None and eq.zone == "battlefield" and token.zone == "battlefield":
            eq.attached_to = token.id
            g.changed()
            g.emit("attached", obj=eq.label(), to=token.label())
    return run


effect("living weapon")(token_then_attach(GERM))
