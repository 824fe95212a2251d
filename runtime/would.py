"""Which "If … would …, … instead" replacements (CR 614.1a) the runtime applies: "If ~ / a
creature an opponent controls / a card or token / that creature would die (be put into a
graveyard), exile it instead", as a permanent's replacement ability or, for "this turn", as a step
of a resolving spell (replacements.zone_replacement; effects/instead.py). The exile may be followed
by other instructions that do not refer to the exiled card ("… and create a 2/2 black Zombie
creature token"). Asked by replacements.py and effects/instead.py, which refuse the others, and by
playable.py and refusals.py, which mark them not playable: one answer for all, so a card is never
called playable and then refused."""
from __future__ import annotations

from oraclec.compiler.ir import json as ir_json
from oraclec.compiler.ir import nodes as n

# what a replacement may be about: ~ itself, objects a filter describes, or a spell's target
_ABOUT = (n.Self_, n.Filter, n.AnyOf, n.TargetRef)


def steps_of(would) -> tuple:
    """The instructions that happen instead, in order."""
    eff = would.effect
    return tuple(eff.steps) if isinstance(eff, n.Sequence) else (eff,)


def refusal_reason(would) -> str | None:
    """Why the runtime does not apply this n.WouldInstead, or None when it does."""
    ev = would.event
    if would.next_time:
        return "a replacement effect for the next such event only ('the next time … would …')"
    if isinstance(ev, n.DamageDealt):
        return damage_refusal(would)
    if not (isinstance(ev, n.ZoneChange) and ev.to_zone == "graveyard" and isinstance(ev.what, _ABOUT)
            and ev.owner in ("", "you", "opponent") and ev.under is None):
        return (f"a replacement effect for the event {type(ev).kind!r} (only 'would die / be put into a "
                "graveyard' of ~, of objects a filter names or of a spell's target is applied)")
    first, *rest = steps_of(would)
    own = isinstance(ev.what, n.Self_)
    if not (isinstance(first, n.Exile) and isinstance(first.what, (n.Self_, n.It) if own else n.TriggerObject)):
        return "a replacement effect that does something other than exile the card"
    if any(isinstance(x, (n.TriggerObject, n.It)) for x in ir_json.walk(list(rest))):
        return "a replacement effect whose other instructions refer to the exiled card"
    if isinstance(ev.what, n.TargetRef) and would.duration not in THIS_TURN:
        return "a replacement effect for a spell's target with no duration"
    if would.duration not in ("", *THIS_TURN):
        return f"a replacement effect lasting {would.duration!r}"
    return None


# the durations that end in this turn's cleanup step (CR 514.2: turns.cleanup ends them); "this_turn"
# in files compiled before the IR spelt both as one
THIS_TURN = ("until_end_of_turn", "this_turn")

# whom the damage is dealt to: ~, you, equipped/enchanted creature, objects or players a filter names
_DAMAGED = (n.Self_, n.You, n.Equipped, n.Enchanted, n.Filter)


def doubling(would) -> int | None:
    """"… it deals double / triple that damage to that player instead": the factor, or None."""
    eff = would.effect
    if not (isinstance(eff, n.DealDamage) and isinstance(eff.amount, n.Times)
            and isinstance(eff.amount.amount, n.ThatMuch) and isinstance(eff.source, n.TriggerObject)):
        return None
    same = eff.to == would.event.to or isinstance(eff.to, (n.TriggerPlayer, n.TriggerObject))
    return eff.amount.factor if same and not eff.divided and not eff.unpreventable else None


def damage_refusal(would) -> str | None:
    """"If a (red) source / a creature / ~ would deal (combat) damage to you / ~ / a Cleric you control,
    prevent N of / all of that damage (and put a +1/+1 counter on ~)" (CR 615.1a) and "… it deals
    double that damage to that player instead" (CR 614.1a): replacements.damage_replacements."""
    ev = would.event
    if not (isinstance(ev.to, _DAMAGED) and (ev.source is None or isinstance(ev.source, (n.Self_, n.Filter)))):
        return "a damage replacement for these sources or recipients"
    if would.duration:
        return "a damage replacement with a duration"
    if doubling(would) is not None:
        return None
    first, *rest = steps_of(would)
    if not isinstance(first, n.PreventThat):
        return "a damage replacement that does something other than prevent or multiply the damage"
    if any(isinstance(x, (n.TriggerObject, n.TriggerPlayer, n.ThatMuch, n.It)) for x in ir_json.walk(list(rest))):
        return "a damage prevention whose other instructions refer to the damage or its source"
    return None


def applied(would) -> bool:
    """Whether the runtime applies this n.WouldInstead."""
    return refusal_reason(would) is None


def unplayed_reason(would) -> str | None:
    """What playable.py and replacements.py name when the runtime does not apply `would`."""
    if applied(would):
        return None
    return f"replacement of the event {type(would.event).kind}"
