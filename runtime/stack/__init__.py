"""The stack and what puts things on it (CR 405, 601-608), one file each:

    targets.py   what a target word can mean; choosing and rechecking targets (CR 115, 608.2b)
    mana.py      mana sources, a plan that pays a cost, paying it (CR 106)
    costs.py     total cost, checking and paying costs (CR 601.2f-h, 602.2b)
    casting.py   casting spells, playing lands, activating abilities, timing (CR 601, 305, 602)
    permissions.py  where a card may be cast from, where an ability is activated (CR 601.3, 113.6m)
    divide.py    damage divided among targets, announced as it is put on the stack (CR 601.2d)
    spell_rules.py  rules of a spell about itself the runtime does not apply (CR 107.3, 113.6a)
    spend_only.py   mana that may be spent only on some things (CR 106.6)
    crime.py     committing a crime: targeting an opponent or what they control (CR 700.13)
    expend.py    the mana spent to cast spells this turn (expend, CR 700.14)
    resolve.py   resolving the top of the stack (CR 608)

Triggered abilities are put on the stack by triggers.py (CR 603.3)."""
