"""Equip [cost] (CR 702.6a): "[Cost]: Attach this Equipment to target creature you control.
Activate only as a sorcery." The keyword is listed among the object's activated abilities, and
resolves by attaching the Equipment (an Equipment no longer attached to a creature is unattached
by sba.py, CR 704.5n)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import activated

ATTACH = n.OtherEffect("attach")  # the effect of an equip ability, played by attach() below


@activated("equip")
def equip(ab) -> n.Activated:
    return n.Activated(ab.args, ATTACH, (n.Target(n.Filter(types=("creature",), controller="you")),),
                       ("sorcery_speed",))


def attach(g, item, resolved_targets) -> None:
    """An equip ability resolves: the Equipment, if still on the battlefield, is attached to the
    target (if it is still legal)."""
    t = resolved_targets[0][0] if resolved_targets and resolved_targets[0] else None
    if t is not None and item.source.zone == "battlefield":
        item.source.attached_to = t.id
        g.changed()
        g.emit("attached", obj=item.source.label(), to=t.label())
