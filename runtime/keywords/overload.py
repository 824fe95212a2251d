"""Overload [cost] (CR 702.96a): "You may choose to pay [cost] rather than pay this spell's mana
cost" (an alternative cost, 118.9: stack/alternative.py offers it) and "If you chose to pay this
spell's overload cost, change its text by replacing all instances of the word 'target' with the
word 'each'." An overloaded spell has no targets (702.96b): each `TargetRef(i)` of its spell
abilities becomes `Each(filter of target i)`, and the targets are dropped, so it can't become an
illegal-target fizzle and its objects are the ones matching as it resolves (608.2c). A target
spec that is not one object filter ("any target", a number of targets other than one, "up to")
is refused by name as the spell is cast overloaded (Unsupported) rather than guessed at.

Scenario: corpus/scenarios/overload_each_creature.toml (Electrickery)."""
from __future__ import annotations

import attrs

from oraclec.compiler.ir import nodes as n
from oraclec.compiler.ir.json import is_node

from ..errors import Unsupported
from .hooks import keyword_cost

MARK = "overloaded"
_MADE: dict = {}


def overload_cost(card) -> tuple | None:
    return keyword_cost(card, "overload")


def simple_targets(ab) -> bool:
    """Whether 'target' can become 'each' in this spell ability: one object filter per target."""
    return all(isinstance(t, n.Target) and isinstance(t.filter, n.Filter) and t.count == 1 and not t.up_to
               for t in ab.targets)


def _each(value, specs):
    if isinstance(value, n.TargetRef):
        return n.Each(specs[value.index].filter)
    if isinstance(value, tuple):
        return tuple(_each(v, specs) for v in value)
    if isinstance(value, list):
        return [_each(v, specs) for v in value]
    if is_node(value):
        changes = {}
        for a in attrs.fields(type(value)):
            old = getattr(value, a.name)
            new = _each(old, specs)
            if new is not old:
                changes[a.name] = new
        return attrs.evolve(value, **changes) if changes else value
    return value


def overloaded_abilities(card, marks) -> tuple | None:
    """The spell abilities of the card with 'target' replaced by 'each' when its overload cost was
    paid (`marks`: the choices made as it was cast), else None."""
    if not marks or not marks.get(MARK):
        return None
    out = []
    for ab in card.abilities:
        if not isinstance(ab, n.SpellAbility):
            continue
        if not simple_targets(ab):
            raise Unsupported("overload of a spell whose targets are not one object each (CR 702.96b)")
        if ab not in _MADE:  # the same object each time: the stack item's abilities compare equal
            _MADE[ab] = attrs.evolve(ab, effect=_each(ab.effect, ab.targets), targets=())
        out.append(_MADE[ab])
    return tuple(out)
