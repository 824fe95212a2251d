"""Dividing damage among targets (CR 601.2d): as a spell or ability is put on the stack, its
controller announces how the damage is divided among the targets chosen, at least one to each
("divided as you choose"; "divided evenly, rounded down" is fixed then too). On resolution each
target still legal is dealt what it was given; what was given to an illegal target is not dealt
to the others (effects/damage.py reads item.paid["division"])."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n
from oraclec.compiler.ir.json import walk

from ..errors import IllegalAction
from ..select import Ctx, evaluate_amount
from ..state import StackItem
from .targets import thing_of


def plan_division(g, item: StackItem) -> list:
    """[(refs, shares)] for each divided damage of the item, changing nothing; raises IllegalAction
    when the damage cannot give each target at least one (CR 601.2d). Asked before any cost is paid."""
    out = []
    for effect, offset in _effects(item):
        for node in _divided(effect):
            i = offset + node.to.index
            refs = item.targets[i] if i < len(item.targets) else []
            things = [thing_of(g, r) for r in refs]
            if not things:
                continue
            ctx = Ctx(g, item.controller, item.source, [[thing_of(g, r) for r in group] for group in item.targets],
                      item.event, item.x, item=item, paid=item.paid)
            amount = evaluate_amount(node.amount, ctx)
            if node.divided == "evenly":
                shares = [amount // len(things)] * len(things)
            else:
                if amount < len(things):
                    raise IllegalAction(f"{amount} damage can't be divided among {len(things)} targets", "601.2d")
                shares = list(g.agents[item.controller].divide(g, item.controller, amount, things))
                if sum(shares) != amount or len(shares) != len(things) or min(shares) < 1:
                    raise IllegalAction("damage divided wrongly: each target gets at least 1, all of it given", "601.2d")
            out.append((refs, shares))
    return out


def announce_division(g, item: StackItem, plan: list) -> None:
    """Record the division on the item (item.paid["division"]: target ref → damage) and log it."""
    for refs, shares in plan:
        item.paid.setdefault("division", {}).update(zip(refs, shares))
        things = [thing_of(g, r) for r in refs]
        g.emit("divided", item=item.label, shares=", ".join(f"{g.label(t)} {a}" for t, a in zip(things, shares)))


_DIVIDED: dict[int, tuple] = {}


def _divided(effect) -> list:
    """The effect's damage divided among targets (looked up once per effect)."""
    hit = _DIVIDED.get(id(effect))
    if hit is None or hit[0] is not effect:
        nodes = [x for x in walk(effect)
                 if isinstance(x, n.DealDamage) and x.divided and isinstance(x.to, n.TargetRef)]
        hit = _DIVIDED[id(effect)] = (effect, nodes)
    return hit[1]


def _effects(item: StackItem):
    """The effects of the item with the offset of their first target in item.targets."""
    if item.is_spell:
        offset = 0
        for sab in item.ability:
            yield sab.effect, offset
            offset += len(sab.targets)
    elif item.ability is not None and getattr(item.ability, "effect", None) is not None:
        yield item.ability.effect, 0
