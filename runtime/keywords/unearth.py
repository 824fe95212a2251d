"""Unearth [cost] (CR 702.84a): "[Cost]: Return this card from your graveyard to the battlefield.
It gains haste. Exile it at the beginning of the next end step. If it would leave the
battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery." The
ability is activated from the graveyard (CR 113.6m: triggers.functions_in sees the card moved
from there); haste and the exile replacement are the returned object's only (CR 400.7: it is a
new object once it leaves), and the exile at the end step happens only to that object."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import RT, activated, effect

UNEARTH = n.Sequence((n.OtherEffect("unearth"), n.Move(n.Self_(), "battlefield", from_zone="graveyard"),
                      n.OtherEffect("unearth returned")))
_EXILE_AT_END = n.OtherEffect("unearth end step")
MARK = "unearthed"


@activated("unearth")
def unearth(ab) -> n.Activated:
    return n.Activated(tuple(ab.args), UNEARTH, (), ("sorcery_speed",))


@effect("unearth")
def _before(e, ctx) -> None:
    o = ctx.source
    ctx.paid["unearth_from"] = (o.zcc if o is not None and o.zone == "graveyard" else None)


@effect("unearth returned")
def _returned(e, ctx) -> None:
    run_effect = RT["run_effect"]
    DelayedTrigger = RT["DelayedTrigger"]

    g, o = ctx.game, ctx.source
    was = ctx.paid.get("unearth_from")
    if o is None or was is None or o.zone != "battlefield" or o.zcc != was + 1:
        return  # it had left the graveyard: nothing was returned
    o.chosen[MARK] = o.zcc
    run_effect(n.Grant(n.Self_(), (n.KeywordAbility("haste"),)), ctx)  # locked to this object (CR 611.2c)
    g.delayed.append(DelayedTrigger(n.StepBegins("end", "next"), _EXILE_AT_END, ctx.controller, o, ctx))


@effect("unearth end step")
def _exile(e, ctx) -> None:
    o = ctx.source
    if o is not None and o.zone == "battlefield" and o.chosen.get(MARK) == o.zcc:
        ctx.game.move(o, "exile", cause="unearth")


def leaving_battlefield(obj, frm: str, to: str) -> str:
    """Where an unearthed permanent goes as it leaves the battlefield: exile (CR 702.84a)."""
    if frm == "battlefield" and obj.chosen.get(MARK) is not None:
        if obj.chosen.pop(MARK) == obj.zcc:
            return "exile"
    return to
