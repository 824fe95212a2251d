"""Awaken N—[cost] (CR 702.113a): "You may cast this spell by paying [cost] rather than paying its
mana cost" (an alternative cost, 118.9: stack/alternative.py offers it) and "If this spell's
awaken cost was paid, put N +1/+1 counters on target land you control. That land becomes a 0/0
Elemental creature with haste. It's still a land." The second is a spell ability the spell has
only when its awaken cost was paid: its target is chosen with the spell's others as it is cast
(601.2b before 601.2c: the cost is announced first), and it is followed after the spell's own
instructions. If that land is an illegal target as the spell resolves, the rest of the spell
still happens (608.2b); the land stays a creature after the spell has resolved (no duration)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

MARK = "awakened"

_LAND = n.Target(n.Filter(types=("land",), controller="you"))
_MADE: dict = {}


def _ability(ab) -> tuple:
    """(N, the awaken cost) of the keyword ability."""
    count, *cost = ab.args
    return int(count), tuple(cost)


def awaken_cost(card) -> tuple | None:
    """The awaken cost of the card (an n.CardIR), or None."""
    for ab in card.abilities:
        if isinstance(ab, n.KeywordAbility) and ab.keyword == "awaken":
            return _ability(ab)[1]
    return None


def awaken_spell_abilities(card, marks) -> tuple:
    """The spell ability the spell has when its awaken cost was paid (`marks`: the choices made
    as it was cast), else ()."""
    if not marks.get(MARK):
        return ()
    for ab in card.abilities:
        if isinstance(ab, n.KeywordAbility) and ab.keyword == "awaken":
            if ab not in _MADE:  # the same object each time: the stack item's abilities compare equal
                count, _ = _ability(ab)
                land = n.TargetRef(0)
                _MADE[ab] = n.SpellAbility(n.Sequence((
                    n.PutCounters("+1/+1", count, land),
                    n.Becomes(land, 0, 0, types=("creature",), subtypes=("Elemental",), keywords=("haste",),
                              still=True))), (_LAND,))
            return (_MADE[ab],)
    return ()
