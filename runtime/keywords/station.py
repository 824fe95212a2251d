"""Station (CR 702.184a): "Tap another untapped creature you control: Put a number of charge
counters on this permanent equal to the tapped creature's power. Activate only as a sorcery."
Tapping it is not a {T} cost, so a creature that came under your control this turn may be tapped
(302.6 is about {T} costs). The power is the tapped creature's as the ability resolves, or as it
last existed on the battlefield if it has left (608.2h).

What a Spacecraft or Planet has at N or more charge counters ("STATION N+" with its abilities, and
its power and toughness: then it is an artifact creature, 702.184b) is a band of the card
(n.Band, counter "charge", low N), applied by printed_chars.base_chars as level bands are."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import activated, effect

STATION = n.OtherEffect("station")
COST = n.TapOtherCost(n.Filter(types=("creature",), controller="you", other=True))


@activated("station")
def station(ab) -> n.Activated:
    return n.Activated((COST,), STATION, (), ("sorcery_speed",))


@effect("station")
def _station(e, ctx) -> None:
    g, o = ctx.game, ctx.source
    tapped = (ctx.paid or {}).get("tapped") or []
    if o is None or o.zone != "battlefield" or not tapped:
        return
    creature, zcc = tapped[0]
    if creature.zone == "battlefield" and creature.zcc == zcc:
        power = g.chars(creature).power
    else:  # it has left: its power as it last existed on the battlefield (CR 608.2h)
        left = g.lki.get(creature.id)
        power = left[1].power if left is not None and left[0] == zcc + 1 else 0
    g.add_counters(o, "charge", power)
