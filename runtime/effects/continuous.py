"""Effects that last (CR 611): +N/+N, switching power and toughness, \"becomes\", gaining abilities,
control, \"can't\", \"attacks each combat if able\". Each adds a ContEffect; chars.py applies them in
layer order (CR 613)."""
from __future__ import annotations

import attrs

from oraclec.compiler.ir import nodes as n

from ..chars import ContEffect
from ..refusals import refuse
from ..select import StackRef, evaluate_amount, select
from ..state import Obj
from .registry import handles, on_bf, players


def _continuous(ctx, kind, data, duration, what=None, locked=True):
    g = ctx.game
    eff = ContEffect(kind, data, duration or "", g.tick(), ctx.controller,
                     ctx.source.id if ctx.source is not None else None, ctx=ctx,
                     source_zcc=ctx.source.zcc if ctx.source is not None else None)
    if locked:
        eff.locked = [(o.id, o.zcc) for o in on_bf(what, ctx)]
    else:
        eff.selector = what
    g.add_effect(eff)
    return eff


@handles("pump")
def _pump(e, ctx):
    _continuous(ctx, "pump", (evaluate_amount(e.power, ctx), evaluate_amount(e.toughness, ctx)), e.duration, e.what)


@handles("switch_pt")
def _switch_pt(e, ctx):
    _continuous(ctx, "switch_pt", None, e.duration, e.what)


@handles("base_pt")
def _base_pt(e, ctx):
    """"Target creature has base power and toughness 1/1 until end of turn" (layer 7b, CR 613.4b):
    the numbers are worked out once, as the effect begins (CR 608.2h), and locked to the objects
    it affects then (CR 611.2c). As a static ability, chars.py applies BasePT itself."""
    _continuous(ctx, "base_pt", (evaluate_amount(e.power, ctx), evaluate_amount(e.toughness, ctx)), e.duration, e.what)


@handles("becomes")
def _becomes(e, ctx):
    _continuous(ctx, "becomes", e, e.duration, e.what)


@handles("become_copy")
def _become_copy(e, ctx):
    """A copy effect (CR 707.2, layer 1) would change every characteristic, and this runtime reads a
    permanent's name, abilities and mana value from its card in many places (triggers, filters,
    costs): refused rather than played half."""
    refuse(e)


COLORS = ("white", "blue", "black", "red", "green")


@handles("loses_keywords")
def _loses_keywords(e, ctx):
    refuse(e)  # a keyword with a quality ("loses protection from black": refusals.py)
    _continuous(ctx, "lose_keywords", e.keywords, e.duration, e.what)


@handles("grant")
def _grant(e, ctx):
    refuse(e)  # given to cards in a graveyard for a time (refusals.py)
    keywords = tuple(_choose_qualities(k, ctx) for k in e.keywords)
    _continuous(ctx, "grant", keywords, e.duration, e.what)
    for o in select(e.what, ctx):  # a spell ("whenever you cast a Vampire creature spell, it gains bloodthirst 3")
        spell = o.item.source if isinstance(o, StackRef) else o
        if isinstance(spell, Obj) and spell.zone == "stack":
            spell.chosen.setdefault("spell_grants", []).append((spell.zcc, keywords))


def _choose_qualities(kw, ctx):
    """"Protection from the color of your choice": the controller chooses the color as the effect
    resolves (an agent decision), and the keyword granted is protection from that color."""
    if not isinstance(kw, n.KeywordAbility) or not any(
            isinstance(a, n.Condition) and a.test == "chosen_color" for a in kw.args):
        return kw
    g = ctx.game
    color = g.agents[ctx.controller].choose_color(g, ctx.controller, COLORS)
    g.emit("color_chosen", player=g.players[ctx.controller].name, color=color)
    args = tuple(n.Filter(colors=(color,)) if isinstance(a, n.Condition) and a.test == "chosen_color" else a
                 for a in kw.args)
    return attrs.evolve(kw, args=args)


@handles("gain_control")
def _control(e, ctx):
    who = players(e.player, ctx)
    if not who:
        return
    eff = _continuous(ctx, "control", None, e.duration, e.what)
    eff.controller = who[0].index
    for o in eff.objects(ctx.game):
        ctx.game.emit("control_change", obj=o.label(), player=who[0].name)
        o.controlled_since = ctx.game.turn


@handles("cant")
def _cant(e, ctx):
    refuse(e)
    g = ctx.game
    if e.action == "have_next_combat_phase":
        for p in players(e.what, ctx):
            p.skip_combat += 1
        return
    if e.action == "untap":
        for o in on_bf(e.what, ctx):
            o.cant_untap_next.add(g.controller_of(o))
        return
    if e.action == "be_countered" or e.action == "be_prevented" or e.action == "be_paid_except_with":
        return
    locked = not isinstance(e.what, (n.Each, n.Filter))
    _continuous(ctx, "cant", e, e.duration, e.what, locked=locked)


@handles("must_attack")
def _must_attack(e, ctx):
    _continuous(ctx, "must_attack", ctx.controller, e.duration, e.what)
