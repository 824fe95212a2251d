"""The runtime that plays compiled IR. Nothing here is imported by the compiler.

Where things are (each file's docstring says more):

    state.py, game.py        players, objects, zones, the event log; move, damage, life, draw …
    chars.py                 characteristics with continuous effects in layer order (CR 613)
    select.py                selectors, filters, amounts
    conditions.py            Condition test names, one handler each (@condition)
    events.py                which logged events an IR trigger event matches
    effects/                 one handler per IR effect (@handles), files by family
    replacements.py          replacement effects (as it enters, "instead", more counters)
    keywords/                keywords with a file of their own (bloodthirst, protection, equip …);
                             compiler/tables/keywords.py names every keyword's file (`played`)
    stack/                   casting, costs, mana, targets, resolution (CR 601-608)
    triggers.py, sba.py, combat.py, turns.py
                             triggered abilities, state-based actions, combat, steps and priority
    agents.py                every decision a player makes
    scenario.py, randomgame.py, library.py, cards.py
                             scenarios, seeded random games, card definitions"""
