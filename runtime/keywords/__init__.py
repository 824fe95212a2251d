"""Keyword abilities that have a file of their own, named for the keyword: the ones whose
meaning is one rule applied at one moment (bloodthirst as the permanent enters, equip and level
up as activated abilities, protection wherever damage, enchanting, blocking or targeting is
checked …). A file registers its hooks (hooks.py) or holds the function the rules call.

Every keyword's home, these and the ones read where their rule is (flying and the other evasion
keywords in combat.py, deathtouch, lifelink, infect and wither in game.deal_damage …), is named
by the keyword table: compiler/tables/keywords.py, field `played`."""
from . import (awaken, cascade, changeling, dash, delve, entwine, foretell, improvise,  # noqa: F401
               madness, plot, rebound, retrace, storm, suspend, umbra_armor, warp, vanishing,  # noqa: F401
               daybound, start_your_engines, saddle, ascend, firebending, bestow, escape,  # noqa: F401
               blitz, exploit, graft, spectacle, emerge, enlist, dredge, disturb, embalm, encore,  # noqa: F401
               afflict, afterlife, annihilator, for_mirrodin, ingest, living_weapon, melee, myriad, outlast,  # noqa: F401
               rampage, reconfigure, reinforce, riot, station, transmute, unleash,
                backup, battle_cry, cumulative_upkeep, echo, evoke, evolve, extort,  # noqa: F401
               fabricate, fading, mentor, modular, persist, renown, scavenge, soulshift, toxic, undying, unearth,
               affinity, bloodthirst, buyback, bushido, convoke, crew, cycling, deck_construction,  # noqa: F401
               enchant, equip, exalted, flanking, flash, flashback, haste, kicker, level_up, morph, ninjutsu,
               protection, prowess, split_second, sunburst, ward, overload)
from .hooks import ACTIVATED, AS_ENTERS, CASTING, TRIGGERED

__all__ = ["ACTIVATED", "AS_ENTERS", "CASTING", "TRIGGERED", "affinity", "bloodthirst", "buyback", "bushido", "convoke", "crew", "deck_construction", "flanking", "cycling", "exalted", "enchant", "equip",
           "flash", "flashback", "haste", "kicker", "level_up", "protection", "prowess", "ward"]
