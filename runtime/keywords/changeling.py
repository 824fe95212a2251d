"""Changeling (CR 702.73a): "This object is every creature type." A characteristic-defining
ability (604.3): it applies in every zone, and an effect that removes the object's abilities
later (layer 6) doesn't remove the types (layer 4, 613.1d). The runtime has no list of every
creature type, so it answers the question filters ask (select.has_subtype): whether the
object has a subtype; a changeling has each one that is not a land, artifact, enchantment, spell or
battle type (CR 205.3g–k; a planeswalker type is asked only together with the planeswalker card
type, which the object must have as well)."""
from __future__ import annotations

from .. import select

NOT_CREATURE_TYPES = frozenset((
    # land types (205.3i)
    "Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate", "Lair", "Locus", "Mine",
    "Power-Plant", "Tower", "Urza's", "Cave", "Sphere", "Town", "Planet",
    # artifact types (205.3g)
    "Attraction", "Blood", "Bobblehead", "Clue", "Contraption", "Equipment", "Food", "Fortification", "Gold",
    "Incubator", "Junk", "Lander", "Map", "Powerstone", "Spacecraft", "Stone", "Treasure", "Vehicle",
    # enchantment types (205.3h)
    "Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room", "Rune", "Saga", "Shard", "Shrine",
    # spell types (205.3k), battle types (205.3q)
    "Adventure", "Arcane", "Lesson", "Omen", "Trap", "Siege",
))


def every_creature_type(ch) -> bool:
    return "changeling" in ch.keywords


def _changeling_has(ch, subtype: str) -> bool:
    """Whether a changeling's every creature type gives characteristics `ch` this subtype."""
    return every_creature_type(ch) and subtype not in NOT_CREATURE_TYPES


select.EVERY_TYPE[0] = _changeling_has  # select.has_subtype asks it
