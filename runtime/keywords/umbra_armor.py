"""Umbra armor (CR 702.89a, formerly totem armor): "If enchanted creature would be destroyed,
instead remove all damage from it and destroy this Aura." A replacement of the destruction
(Game.destroy asks saved_by_umbra before it applies regeneration): lethal damage, deathtouch
and "destroy" effects alike."""
from __future__ import annotations


def saved_by_umbra(g, obj) -> bool:
    """If an Aura with umbra armor enchants `obj`, its damage is removed and the Aura destroyed
    instead: True (it is not destroyed)."""
    aura = next((a for a in g.on_battlefield() if a.attached_to == obj.id and g.has(a, "umbra armor")), None)
    if aura is None:
        return False
    obj.damage = 0
    obj.deathtouch_damage = False
    g.changed()
    g.emit("replaced", obj=obj.label(), by=aura.label(), rule="umbra armor (702.89a)")
    g.destroy(aura, cause="umbra armor")
    return True
