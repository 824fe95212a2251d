"""Reconfigure [cost] (CR 702.151a): two activated abilities, "[Cost]: Attach this permanent to
another target creature you control. Activate only as a sorcery." and "[Cost]: Unattach this
permanent. Activate only if this permanent is attached to a creature and only as a sorcery."

While an Equipment with reconfigure is attached to a creature it is not a creature and has no
creature subtypes (702.151b; printed_chars.base_chars makes it so, `reconfigured`), so it may
equip (301.5c); once unattached, by its ability, or by sba.py when the creature leaves or stops
being one (704.5n), it is a creature again, the same permanent (it was under its controller's
control all along)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import activated, effect, keyword_condition

ATTACH = n.OtherEffect("reconfigure attach")
UNATTACH = n.OtherEffect("reconfigure unattach")
ATTACHED = n.Condition("reconfigure attached")
TARGET = n.Target(n.Filter(types=("creature",), controller="you", other=True))
_MADE: dict = {}


def has_reconfigure(card) -> bool:
    return any(isinstance(ab, n.KeywordAbility) and ab.keyword == "reconfigure" for ab in card.abilities)


def reconfigured(obj) -> bool:
    """Whether `obj` is an Equipment with reconfigure attached to something: then not a creature."""
    return obj.zone == "battlefield" and obj.attached_to is not None and has_reconfigure(obj.card.card)


@activated("reconfigure")
def reconfigure(ab) -> tuple:
    """The keyword's two activated abilities, made once per keyword ability (the same objects each
    time they are listed)."""
    if ab not in _MADE:
        _MADE[ab] = (n.Activated(ab.args, ATTACH, (TARGET,), ("sorcery_speed",)),
                     n.Activated(ab.args, UNATTACH, (), ("sorcery_speed", ATTACHED)))
    return _MADE[ab]


@keyword_condition("reconfigure attached")
def _attached(args, ctx) -> bool:
    o = ctx.source
    host = ctx.game.objects.get(o.attached_to) if o is not None and o.attached_to is not None else None
    return host is not None and host.zone == "battlefield" and "creature" in ctx.game.chars(host).types


@effect("reconfigure attach")
def _attach(e, ctx) -> None:
    g, o = ctx.game, ctx.source
    t = ctx.targets[0][0] if ctx.targets and ctx.targets[0] else None
    if t is None or o is None or o.zone != "battlefield":
        return
    o.attached_to = t.id
    g.changed()
    g.emit("attached", obj=o.label(), to=t.label())


@effect("reconfigure unattach")
def _unattach(e, ctx) -> None:
    g, o = ctx.game, ctx.source
    if o is None or o.zone != "battlefield" or o.attached_to is None:
        return
    o.attached_to = None
    g.changed()
    g.emit("unattached", obj=o.label())
