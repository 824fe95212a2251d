"""Permanents: tapping and untapping, transforming (CR 701.28), regeneration shields (CR 701.19),
attaching (CR 701.3)."""
from __future__ import annotations

from ..errors import Unsupported
from ..keywords.daybound import day_night_bound
from ..playable import check_playable
from ..refusals import refuse
from ..select import select
from ..state import Obj
from .registry import handles, on_bf


@handles("tap")
def _tap(e, ctx):
    for o in on_bf(e.what, ctx):
        ctx.game.tap(o)


@handles("untap")
def _untap(e, ctx):
    for o in on_bf(e.what, ctx):
        ctx.game.untap(o)


@handles("transform")
def _transform(e, ctx):
    """Turn a double-faced permanent over (CR 701.28a): it stays the same object, with its counters,
    damage, tapped state and attachments, and has only the characteristics of the face now up
    (CR 712.8). A token (not a transforming one) does not transform (CR 701.28c); a card whose
    other face is not among the definitions is refused, never left as it is."""
    g = ctx.game
    refuse(e)  # another permanent
    for o in on_bf(e.what, ctx):
        if day_night_bound(g, o):
            continue  # only day and night turn it over (CR 702.145b)
        if o.front is None and o.card.back is None:
            if o.token:
                continue
            raise Unsupported(f"transforming {o.label()}: its other face is not among the definitions (CR 701.28)")
        if o.front is None:
            check_playable(o.card.back.card, o.card.back.name, "transform into")
        g.turn_over(o)


@handles("tap_or_untap")
def _tap_or_untap(e, ctx):
    g = ctx.game
    for o in on_bf(e.what, ctx):
        options = ["untap", "tap"] if o.tapped else ["tap", "untap"]
        if g.agents[ctx.controller].choose_option(g, ctx.controller, "tap_or_untap", options) == "tap":
            g.tap(o)
        else:
            g.untap(o)


@handles("regenerate")
def _regen(e, ctx):
    for o in on_bf(e.what, ctx):
        o.regen_shields += 1
        ctx.game.emit("regeneration_shield", obj=o.label())


@handles("attach")
def _attach(e, ctx):
    """Attach an Aura, Equipment or Fortification to an object (CR 701.3); nothing happens if
    either has left the battlefield."""
    g = ctx.game
    what = [o for o in select(e.what, ctx) if isinstance(o, Obj) and o.zone == "battlefield"]
    to = [o for o in select(e.to, ctx) if isinstance(o, Obj) and o.zone == "battlefield"]
    for o in what[:1]:
        if to and to[0] is not o:
            o.attached_to = to[0].id
            g.changed()
            g.emit("attached", obj=o.label(), to=to[0].label())
