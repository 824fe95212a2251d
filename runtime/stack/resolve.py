"""Resolving the top of the stack (CR 608): targets checked again (a spell or ability whose
targets are all illegal does not resolve, 608.2b), the intervening "if" asked again (603.4),
then a permanent spell enters the battlefield, or the instructions are followed in order."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..conditions import evaluate_condition
from ..effects import run_effect
from ..errors import Unsupported
from ..resolutions import count_resolution
from ..keywords import ascend, bestow, equip, rebound
from ..keywords.buyback import resolved_to
from ..keywords.enchant import enchant_filter
from ..select import Ctx
from .modes import ability_specs
from .targets import can_target, spec_filter, thing_of


def resolve_top(g):
    item = g.stack[-1]
    g.passes = 0
    specs_present = any(item.targets)
    resolved_targets = []
    for refs in item.targets:
        still = []
        for r in refs:
            t = thing_of(g, r)
            f = spec_filter(item, len(resolved_targets))
            if t is not None and (f is None or can_target(g, f, t, item.controller, item.source)):
                still.append(t)
        resolved_targets.append(still)
    if specs_present and bestow.cease_unless_target(g, item, resolved_targets):
        specs_present, resolved_targets = False, []  # an enchantment creature spell, no target (702.103e)
    if specs_present and not any(resolved_targets):
        g.stack.pop()
        g.emit("fizzle", item=item.label, reason="all targets illegal")
        if item.is_spell and item.source.zone == "stack" and not item.copy:  # a copy is no card (CR 707.10)
            g.move(item.source, "graveyard", cause="countered_on_resolution")
        g.changed()
        return
    ctx = Ctx(g, item.controller, item.source, resolved_targets, item.event, item.x, item=item, paid=item.paid)
    if "targets" in item.paid:
        ctx.targets = item.paid["targets"]
    ab = item.ability
    if isinstance(ab, n.Triggered) and ab.intervening_if is not None and not evaluate_condition(ab.intervening_if, ctx):
        g.stack.pop()
        g.emit("resolve", item=item.label, result="intervening if false: does nothing")
        g.changed()
        return
    g.emit("resolve", item=item.label)
    if not item.is_spell:
        count_resolution(g, item)
    if item.is_spell:
        obj = item.source
        if obj.card.is_permanent_card():
            g.stack.pop()
            if item.copy:  # a copy of a permanent spell becomes a token as it resolves (CR 707.10f, 111.12)
                bestowed = bestow.is_bestowed(obj)
                obj = g.create(obj.card, item.controller, "limbo", token=True)
                if bestowed:  # being bestowed is copied with the spell (CR 702.103b, 707.10)
                    obj.chosen[bestow.MARK] = True
            attach = resolved_targets[-1][0] if enchant_filter(obj) is not None and resolved_targets \
                and resolved_targets[-1] else None
            if enchant_filter(obj) is not None and attach is None:
                g.move(obj, "graveyard", cause="aura_fizzle")
            else:
                g.put_onto_battlefield(obj, item.controller, attach_to=attach, cause="resolve")
            return
        ascend.as_spell_resolves(g, item.controller, obj)  # its first instruction (CR 702.131a)
        offset = 0
        for sab in ab:
            n_specs = len(ability_specs(sab, item.paid.get("modes")))
            sub = Ctx(g, item.controller, obj, resolved_targets[offset:offset + n_specs], None, item.x, item=item,
                      paid=item.paid)
            offset += n_specs
            if n_specs and not any(sub.targets):
                continue
            run_effect(sab.effect, sub)
        g.stack = [s for s in g.stack if s is not item]
        if obj.zone == "stack" and not item.copy:  # the card of the spell; a copy just ceases to exist
            # buyback: to its owner's hand (CR 702.27a); rebound: to exile, cast again later (702.88a)
            moved = g.move(obj, rebound.resolving_to(obj, resolved_to(obj)), cause="resolved")
            rebound.after_resolving(g, item.controller, moved)
        g.changed()
        return
    g.stack.pop()
    effect = ab.effect
    if isinstance(ab, n.Triggered) and ab.optional:
        if not g.agents[item.controller].choose_may(g, item.controller, item, effect):
            g.emit("declined", player=g.players[item.controller].name, item=item.label)
            g.changed()
            return
    if effect == equip.ATTACH:
        equip.attach(g, item, resolved_targets)
        return
    run_effect(effect, ctx)
    g.changed()

