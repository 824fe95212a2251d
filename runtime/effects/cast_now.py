"""\"You may cast it (without paying its mana cost)\" as an effect with no duration: the permission
is used while the effect resolves (CR 608.2g, 601.3): each card it names may be cast then, from
where it is, ignoring timing (stack/casting.cast, resolving=…); \"without paying its mana cost\"
is an alternative cost (118.9). \"If you don't\" afterwards asks whether a card was cast.

A permission with a duration (\"this turn\") and casting a copy of a card are not played:
runtime/playable.py marks them (unplayed_may_cast), and this handler refuses them."""
from __future__ import annotations

import attrs

from oraclec.compiler.ir import nodes as n

from ..errors import IllegalAction, Unsupported
from ..select import all_matching
from ..state import Obj
from ..keywords.hooks import RT
from ..playable import unplayed_may_cast as unplayed
from .registry import handles, objs, players


def _cards(e, ctx, pi: int) -> list:
    if not isinstance(e.what, n.Chosen):
        return [o for o in objs(e.what, ctx) if o.zone not in ("battlefield", "stack")]
    f = e.what.filter
    if isinstance(f, n.Filter) and "spell" in f.types:  # "a spell with mana value 4 or less": a nonland card
        f = attrs.evolve(f, types=tuple("card" if t == "spell" else t for t in f.types),
                         not_types=tuple(f.not_types) + ("land",))
    if e.zone == "hand":
        f = attrs.evolve(f, zone="hand", zone_owner="you")
    cands = [o for o in all_matching(f, attrs.evolve(ctx, controller=pi)) if isinstance(o, Obj)]
    if e.zone == "among":
        cands = [o for o in cands if o in ctx.found]
    if not cands:
        return []
    g = ctx.game
    return g.agents[pi].choose_objects(g, pi, "cast", cands, 0, 1)


@handles("may_cast")
def _may_cast(e, ctx):
    cast = RT["cast"]

    why = unplayed(e)
    if why is not None:
        raise Unsupported(why)
    g = ctx.game
    ctx.you_did = False
    for p in players(e.player, ctx):
        for o in _cards(e, ctx, p.index):
            if "land" in o.card.types:
                continue  # a land is played, not cast (CR 305.9)
            if not g.agents[p.index].choose_may(g, p.index, ctx.item, e):
                continue
            cost = ([], [], {}) if e.free else (list(o.card.mana_cost), [], {})
            try:
                cast(g, p.index, o, from_zone=o.zone, resolving=cost)
                ctx.you_did = True
            except IllegalAction as err:
                g.emit("cannot_cast", player=p.name, card=o.label(), reason=str(err))
