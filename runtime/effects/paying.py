"""Paying while an effect resolves: \"… unless [a player] pays / discards …\" (CR 118.12) and
\"you may pay …\" (then \"if you do\")."""
from __future__ import annotations

import attrs

from oraclec.compiler.ir import nodes as n

from ..errors import IllegalAction, Unsupported
from ..refusals import refuse
from ..select import all_matching, evaluate_amount, matches
from ..stack.costs import pay_costs, plan_costs
from ..stack.mana import mana_plan, pay_mana, symbols_now
from ..state import Obj
from .registry import handles, objs, players, run_effect


@handles("unless")
def _unless(e, ctx):
    refuse(e)  # a price _can_do cannot tell a player can pay
    g = ctx.game
    if _is_cost(e.cost) and not isinstance(e.cost, n.ManaCost):  # ward—"Pay 3 life", "Sacrifice a permanent"
        for p in players(e.player, ctx):
            try:  # a cost is paid whole or not at all (CR 118.3, 601.2h)
                steps = plan_costs(g, p.index, ctx.source, (e.cost,), 0, {})
            except IllegalAction:
                continue
            if g.agents[p.index].choose_pay(g, p.index, e.cost):
                pay_costs(g, p.index, steps, {})
                g.emit("paid", player=p.name, cost=e.cost.kind)
                return
        run_effect(e.effect, ctx)
        return
    if not isinstance(e.cost, n.ManaCost):  # "unless you discard two cards" (CR 118.12)
        for p in players(e.player, ctx):
            sub = attrs.evolve(ctx, controller=p.index)
            if _can_do(e.cost, sub) and g.agents[p.index].choose_pay(g, p.index, e.cost):
                run_effect(e.cost, sub)
                g.emit("paid", player=p.name, cost=e.cost.kind)
                return
        run_effect(e.effect, ctx)
        return
    symbols = symbols_now(e.cost.symbols, ctx)  # "unless they pay {X}, where X is its mana value"
    symbols, energy = _energy(symbols)
    for p in players(e.player, ctx):
        plan = mana_plan(g, p.index, symbols) if p.counters.get("energy", 0) >= energy else None
        if plan is not None and g.agents[p.index].choose_pay(g, p.index, symbols):
            pay_mana(g, p.index, plan)
            _pay_energy(p, energy)
            g.emit("paid", player=p.name, cost="".join("{%s}" % s for s in symbols))
            return
    run_effect(e.effect, ctx)


def _energy(symbols) -> tuple:
    """The mana symbols and the number of {E} among them: energy is paid with the player's energy
    counters, never with mana (CR 107.14)."""
    return tuple(s for s in symbols if s != "E"), sum(1 for s in symbols if s == "E")


def _pay_energy(p, energy: int):
    if energy:
        p.counters["energy"] -= energy


def _is_cost(node) -> bool:
    """A cost node (the costs of activated abilities, stack/costs.plan_costs), not an effect."""
    return type(node).__module__.rpartition(".")[2] == "costs"


def _can_do(action, ctx) -> bool:
    """Whether a player can do all of an action offered as the price of 'unless' (a player may
    not choose to do what they cannot, CR 118.3)."""
    g = ctx.game
    p = g.players[ctx.controller]
    if isinstance(action, n.Discard) and action.amount == "hand":
        return True
    if isinstance(action, n.Discard):
        hand = [g.objects[i] for i in p.hand]
        if action.filter is not None:
            hand = [o for o in hand if matches(action.filter, o, ctx)]
        return len(hand) >= evaluate_amount(action.amount, ctx)
    if isinstance(action, (n.Sacrifice, n.Move)):
        what = action.what
        if isinstance(what, n.Chosen):
            mine = [o for o in all_matching(what.filter, ctx) if isinstance(o, Obj) and o.zone == "battlefield"
                    and g.controller_of(o) == p.index]
            return len(mine) >= evaluate_amount(what.count, ctx)
        return any(o.zone == "battlefield" and g.controller_of(o) == p.index for o in objs(what, ctx))
    raise Unsupported(f"'unless' with the price {action.kind!r}")  # (refused by _unless already)


@handles("pay")
def _pay(e, ctx):
    g = ctx.game
    if isinstance(e.cost, n.PayLifeCost):  # "you may pay 2 life": only with that much life (CR 119.4)
        for p in players(e.player, ctx):
            amount = evaluate_amount(e.cost.amount, ctx)
            if p.life < amount or not g.agents[p.index].choose_pay(g, p.index, e.cost):
                ctx.you_did = False
                return
            g.lose_life(p, amount)
            ctx.you_did = True
        return
    symbols, energy = _energy(symbols_now(e.cost.symbols, ctx))
    for p in players(e.player, ctx):
        x = 0
        if "X" in symbols:
            x = g.agents[p.index].choose_x(g, p.index, ctx.source)
        plan = mana_plan(g, p.index, symbols, x) if p.counters.get("energy", 0) >= energy else None
        if plan is None or not g.agents[p.index].choose_pay(g, p.index, symbols):
            ctx.you_did = False
            return
        pay_mana(g, p.index, plan)
        _pay_energy(p, energy)
        ctx.x = x
        ctx.you_did = True
        g.emit("paid", player=p.name, cost="".join("{%s}" % s for s in symbols), x=x)
