"""Targets (CR 115, 601.2c): what a target word can mean, choosing and checking them as a spell is
cast or an ability activated or put on the stack, and checking them again as it resolves
(CR 608.2b). A target is remembered as a reference (ref_of): an object by id and zone-change
count, so a target that left its zone is gone (CR 400.7)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..errors import IllegalAction, Unsupported
from ..keywords.awaken import awaken_spell_abilities
from ..keywords.enchant import enchant_filter
from ..keywords.overload import overloaded_abilities
from ..keywords.protection import protected_from
from ..select import Ctx, StackRef, candidates_for, matches
from ..state import Obj, Player, StackItem
from .crime import commit_crime


def ref_of(thing) -> tuple:
    if isinstance(thing, Player):
        return ("player", thing.index)
    if isinstance(thing, StackRef):
        return ("item", thing.item.id)
    return ("obj", thing.id, thing.zcc)


def thing_of(g, ref):
    if ref[0] == "player":
        return g.players[ref[1]]
    if ref[0] == "item":
        it = next((s for s in g.stack if s.id == ref[1]), None)
        return StackRef(it) if it is not None else None
    o = g.objects.get(ref[1])
    return o if o is not None and o.zcc == ref[2] else None


def can_target(g, f, thing, controller: int, source: Obj | None) -> bool:
    """Is `thing` a legal target for a spell or ability of `controller` (CR 115, 702.11, 702.16)?"""
    ctx = Ctx(g, controller, source)
    if thing is None or not matches(f, thing, ctx):
        return False
    if isinstance(thing, Obj):
        ch = g.chars(thing)
        if "shroud" in ch.keywords:
            return False
        if "hexproof" in ch.keywords and ch.controller != controller:
            return False
        if source is not None and protected_from(g, ch, source, g.chars(source)):
            return False
    return True


def legal_choices(g, spec: n.Target, controller: int, source) -> list:
    return [t for t in candidates_for(spec.filter, Ctx(g, controller, source))
            if can_target(g, spec.filter, t, controller, source)]


def choose_targets(g, controller: int, specs, source, given=None, x: int | None = None) -> list[list]:
    """Targets for each spec: the given ones (checked) or the agent's choice. "X target
    creatures" takes the value of X, chosen before targets (CR 601.2b)."""
    out = []
    for i, spec in enumerate(specs):
        choices = legal_choices(g, spec, controller, source)
        if isinstance(spec.count, n.X) and x is None:
            raise Unsupported("a number of targets that is X where no X was chosen")
        count = x if isinstance(spec.count, n.X) else spec.count if isinstance(spec.count, int) else len(choices)
        if given is not None and i < len(given) and given[i] is not None:
            picked = given[i]
            for t in picked:
                if not can_target(g, spec.filter, t, controller, source):
                    raise IllegalAction(f"{g.label(t)} is not a legal target", "115")
            if len(picked) > count or (not spec.up_to and spec.count != "any" and len(picked) < count):
                raise IllegalAction(f"wrong number of targets ({len(picked)})", "601.2c")
        else:
            need = 0 if spec.up_to or spec.count == "any" else count
            if len(choices) < need:
                raise IllegalAction("no legal targets", "601.2c")
            picked = g.agents[controller].choose_targets(g, controller, spec, choices, need, count)
        if len(set(map(ref_of, picked))) != len(picked):
            raise IllegalAction("the same object chosen twice for one target word", "115.3")
        out.append([ref_of(t) for t in picked])
    return out


def spell_target_specs(obj: Obj, modes=None, marks=None) -> list:
    """A spell's target specs: each spell ability's, with its chosen modes' (CR 700.2), those of
    the abilities it has for the costs paid (`marks`, else the spell's: awaken's land, 702.113a),
    and an Aura's enchant target."""
    specs = []
    modes = obj.chosen.get("modes") if modes is None else modes
    overloaded = overloaded_abilities(obj.card.card, obj.chosen if marks is None else marks)
    for ab in obj.card.abilities if overloaded is None else overloaded:  # no targets (CR 702.96b)
        if isinstance(ab, n.SpellAbility):
            specs.extend(ability_specs(ab, modes))
    for ab in awaken_spell_abilities(obj.card.card, obj.chosen if marks is None else marks):
        specs.extend(ab.targets)
    kw = enchant_filter(obj)
    if kw is not None:
        specs.append(n.Target(kw))
    return specs


def spec_filter(item: StackItem, i: int):
    ab = item.ability
    specs = []
    if item.is_spell:
        specs = spell_target_specs(item.source)
    elif isinstance(ab, (n.Triggered, n.Activated)):
        specs = ability_specs(ab, item.paid.get("modes"))
    return specs[i].filter if i < len(specs) else None


def targets_text(g, chosen) -> str:
    return ",".join(g.label(thing_of(g, r)) if thing_of(g, r) is not None else "?" for refs in chosen for r in refs)


def emit_targeted(g, item: StackItem):
    """A spell or ability was put onto the stack with its targets: each object becomes a target
    (CR 115.1), and its controller may have committed a crime (700.13, stack/crime.py)."""
    things = [thing_of(g, r) for refs in item.targets for r in refs]
    for t in things:
        if isinstance(t, Obj):
            g.emit("targeted", obj=t.label(), obj_ref=t.id, by=item.controller, item_ref=item.id)
    commit_crime(g, item, things)


def modal_of(effect):
    """The Modal node when an ability's effect is "choose one —" (CR 700.2; stack/modes.py)."""
    return effect if isinstance(effect, n.Modal) else None


def mode_specs(modal, modes) -> list:
    """The target specs of the chosen modes, in order (after the ability's own)."""
    return [spec for i in modes or () for spec in modal.modes[i].targets]


def ability_specs(ab, modes) -> list:
    """All target specs of a spell ability, triggered or activated ability with its chosen modes."""
    specs = list(ab.targets)
    modal = modal_of(ab.effect)
    if modal is not None:
        specs.extend(mode_specs(modal, modes))
    return specs
