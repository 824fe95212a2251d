"""Spells and abilities on the stack: countering (CR 701.5), copying (CR 707.10) and choosing new
targets."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..select import StackRef, select
from ..stack.targets import choose_targets, spec_filter
from ..state import StackItem
from .registry import handles


@handles("counter_spell")
def _counter(e, ctx):
    g = ctx.game
    for t in select(e.what, ctx):
        if isinstance(t, StackRef):
            item = t.item
            if item not in g.stack:
                continue
            if item.is_spell and any(isinstance(a, n.Static) and isinstance(a.effect, n.Cant) and a.effect.action == "be_countered"
                                     for a in item.source.card.abilities):
                g.emit("cant_be_countered", item=item.label)
                continue
            g.stack.remove(item)
            g.emit("countered", item=item.label)
            if item.is_spell:  # "… exile it instead of putting it into its owner's graveyard" (instead_to)
                g.move(item.source, e.instead_to or "graveyard", cause="countered")
            g.changed()


@handles("copy_spell")
def _copy(e, ctx):
    g = ctx.game
    for t in select(e.what, ctx):
        if isinstance(t, StackRef) and t.item in g.stack and t.item.is_spell:
            it = t.item
            copy = StackItem(g.new_id(), ctx.controller, it.source, it.ability, True, [list(r) for r in it.targets],
                             it.x, copy=True, label=f"copy of {it.label}")
            # the choices made as it was cast are copied (CR 707.10): its modes, how its damage is divided
            copy.paid.update({k: v for k, v in it.paid.items() if k in ("modes", "division")})
            ctx.paid["copy"] = StackRef(copy)
            g.stack.append(copy)
            g.emit("copy", item=it.label, player_idx=ctx.controller, item_ref=copy.id)
            g.changed()


@handles("choose_new_targets")
def _new_targets(e, ctx):
    g = ctx.game
    for t in select(e.what, ctx):
        if isinstance(t, StackRef) and t.item in g.stack and t.item.targets:
            item = t.item
            if not g.agents[ctx.controller].choose_may(g, ctx.controller, item, "new targets"):
                continue
            specs = [n.Target(spec_filter(item, i)) for i in range(len(item.targets))]
            try:
                item.targets = choose_targets(g, ctx.controller, specs, item.source)
            except Exception:
                pass
            g.emit("retargeted", item=item.label)
