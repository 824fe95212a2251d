"""Bestow [cost] (CR 702.103): "As you cast this spell, you may choose to cast it bestowed. If you
do, you pay [cost] rather than its mana cost" (702.103a: an alternative cost, 118.9, chosen with
the other announcements of 601.2b, before targets, so that the spell targets as an Aura).

- As it is put onto the stack bestowed it becomes an Aura enchantment spell with enchant creature
  (702.103b): it loses the card type creature and with it its creature subtypes (205.1a), so it is
  not a creature spell, and it targets a creature as any Aura spell does (303.4a, enchant.py).
  `bestowed_chars` makes the printed characteristics so while the object is bestowed.
- If its target is illegal as it resolves, it ceases to be bestowed and resolves as an enchantment
  creature spell (702.103e, 608.3b): it enters the battlefield as a creature (`cease_unless_target`,
  asked by stack/resolve.py before the spell would not resolve).
- A bestowed Aura that becomes unattached, or is attached to an illegal object, ceases to be bestowed
  and stays on the battlefield as an enchantment creature (702.103f, an exception to 704.5m;
  sba.py asks `falls_off`). It is the same permanent: no new object, no entering.
- Anywhere else, and once it leaves the stack or battlefield, it is the card as printed (the mark
  is one the object loses as it changes zones, Game.move)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..errors import IllegalAction
from .hooks import keyword_cost

MARK = "bestowed"
ENCHANT_CREATURE = n.KeywordAbility("enchant", (n.Filter(types=("creature",)),))


def bestow_cost(card) -> tuple | None:
    """The costs of the card's bestow ability (an n.CardIR), or None."""
    return keyword_cost(card, "bestow")


def is_bestowed(obj) -> bool:
    return bool(obj.chosen.get(MARK))


def bestowed_chars(types: tuple, subtypes: tuple) -> tuple[tuple, tuple]:
    """(types, subtypes) of a bestowed Aura from its printed ones (CR 702.103b, 205.1a): an Aura
    enchantment, no creature type or creature subtypes."""
    from .changeling import NOT_CREATURE_TYPES

    types = tuple(t for t in types if t != "creature")
    if "enchantment" not in types:
        types += ("enchantment",)
    kept = tuple(s for s in subtypes if s in NOT_CREATURE_TYPES and s != "Aura")
    return types, kept + ("Aura",)


def choose_bestow(g, pi: int, obj, plan, legal_choices) -> list | None:
    """The bestow cost when the caster chooses to cast `obj` bestowed (the agent's choose_pay),
    which they can only when the cost can be paid and a creature can be its target (601.2c;
    `legal_choices` is stack/targets.py's); None to cast it as printed."""
    costs = bestow_cost(obj.card.card)
    if costs is None:
        return None
    obj.chosen[MARK] = True  # its target is chosen as the Aura spell it would be
    try:
        if not legal_choices(g, n.Target(ENCHANT_CREATURE.args[0]), pi, obj):
            return None
        plan(list(costs))
    except IllegalAction:
        return None
    finally:
        obj.chosen.pop(MARK, None)
    return list(costs) if g.agents[pi].choose_pay(g, pi, list(costs)) else None


def cease(g, obj, why: str) -> None:
    obj.chosen.pop(MARK, None)
    g.changed()
    g.emit("unbestowed", obj=obj.label(), obj_ref=obj.id, rule=why)


def cease_unless_target(g, item, resolved_targets) -> bool:
    """A bestowed Aura spell whose target is illegal as it resolves ceases to be bestowed
    (702.103e) and resolves as an enchantment creature spell, with no target: True when it did."""
    obj = item.source
    if not (item.is_spell and is_bestowed(obj)) or (resolved_targets and resolved_targets[-1]):
        return False
    cease(g, obj, "its target is illegal: it resolves as an enchantment creature spell (702.103e)")
    return True


def falls_off(g, aura) -> bool:
    """A bestowed Aura not attached legally becomes unattached and ceases to be bestowed, staying
    on the battlefield (702.103f): True when it did (it is not put into a graveyard)."""
    if not is_bestowed(aura):
        return False
    aura.attached_to = None
    cease(g, aura, "not attached to a creature: it is an enchantment creature again (702.103f)")
    return True
