"""Costs (CR 601.2f-h, 602.2b): the total cost of a spell with increases and reductions, checking
that every cost of a spell or ability can be paid and deciding how (plan_costs, which changes
nothing), then paying them in that order (pay_costs)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..conditions import evaluate_condition
from ..errors import IllegalAction, Unsupported
from ..keywords.affinity import affinity_reductions
from ..keywords.haste import can_tap
from ..select import Ctx, StackRef, evaluate_amount, matches, select
from ..state import Obj, StackItem
from .mana import mana_plan, pay_mana, symbols_now


def cost_changes(g, pi: int, obj: Obj, symbols: list, x: int, targets: list | None = None) -> list:
    """The total cost (CR 601.2f): the mana cost plus increases, minus reductions, from the
    spell's own static abilities and from permanents' (\"creature spells you cast cost {1} less\").
    A generic reduction takes off generic mana only (CR 118.7c); a colored one, that color's.
    `targets`: those chosen (601.2c comes before 601.2f), for "for each target beyond the first"."""
    probe = StackRef(StackItem(0, pi, obj, None, True))
    found = [(ab, Ctx(g, pi, obj, x=x, targets=list(targets or [])))
             for ab in list(obj.card.abilities) + affinity_reductions(obj.card.card)
             if isinstance(ab, n.Static) and isinstance(ab.effect, n.CostChange) and isinstance(ab.effect.what, n.Self_)]
    for o in g.on_battlefield():
        ch = g.chars(o)
        for ab in ch.abilities:
            if isinstance(ab, n.Static) and isinstance(ab.effect, n.CostChange) and not isinstance(ab.effect.what, n.Self_):
                ctx = Ctx(g, ch.controller, o)
                if matches(ab.effect.what, probe, ctx):
                    found.append((ab, ctx))
    more, less = [], []
    for ab, ctx in found:
        if not evaluate_condition(ab.condition, ctx):
            continue
        times = evaluate_amount(ab.effect.per, ctx) if ab.effect.per is not None else 1
        # a symbol, or an amount of generic mana ("costs {X} less, where X is your devotion to …")
        mana = [s if isinstance(s, str) else str(max(evaluate_amount(s, ctx), 0)) for s in ab.effect.mana]
        (more if ab.effect.more else less).extend(mana * max(times, 0))
    out = list(symbols) + more  # increases first, then reductions (CR 601.2f)
    generic = sum(int(s) for s in out if s.isdigit())
    rest = [s for s in out if not s.isdigit()]
    for s in less:
        if s.isdigit():
            generic = max(0, generic - int(s))
        elif s in rest:
            rest.remove(s)
        else:
            generic = max(0, generic - 1)  # {U} less with no {U} in the cost: one generic less (CR 118.7d)
    return ([str(generic)] if generic else []) + rest


def _count(amount, ctx: Ctx) -> int:
    """How many objects a cost names: a number, or an amount ("Sacrifice X creatures": the X
    chosen as the cost was announced, CR 601.2b)."""
    return max(evaluate_amount(amount, ctx), 0)


def _allowed(picked, cands, count: int, verb: str) -> list:
    """The objects chosen to pay a cost must be ones the cost allows, as many as it asks for
    (CR 601.2h: a cost is paid in full or not at all): Fling sacrifices a creature, never a land."""
    picked = list(picked)
    for o in picked:
        if not any(o is c for c in cands):
            raise IllegalAction(f"{o.label()} can't be chosen to {verb} for this cost", "601.2h")
    if len(picked) != count or len({o.id for o in picked}) != len(picked):
        raise IllegalAction(f"this cost asks to {verb} exactly {count}", "601.2h")
    return picked


def plan_costs(g, pi: int, source: Obj, costs, x: int, paid: dict, spending=None):
    """Check every cost can be paid and decide how; returns a list of steps to pay. `spending`:
    what the mana pays for (stack/spend_only.Spending: a spell cast, an ability activated), which
    mana with a restriction may pay (CR 106.6); None for any other payment."""
    steps = []
    mana = []
    x_color: list = []
    for c in costs:
        if isinstance(c, n.Cant):  # "Spend only red mana on X" (CR 107.3): X is paid with that color
            only = _only_color(c)
            if only is None:
                raise Unsupported(f"a rule about the mana spent on a cost ({c.action})")
            x_color.append(only)
            continue
        if isinstance(c, n.ManaCost):
            symbols = symbols_now(c.symbols, Ctx(g, pi, source, x=x))
            mana.extend(s for s in symbols if s != "T")
            if "T" in c.symbols:
                c = n.TapCost()
            else:
                continue
        if isinstance(c, n.TapCost):
            if source.tapped:
                raise IllegalAction(f"{source.label()} is tapped", "602.2b")
            if not can_tap(g, source):
                raise IllegalAction(f"{source.label()} has summoning sickness", "302.6")
            steps.append(("tap", source))
        elif isinstance(c, n.LoyaltyCost):
            if c.amount < 0 and source.counters.get("loyalty", 0) < -c.amount:
                raise IllegalAction("not enough loyalty", "606.4")
            steps.append(("loyalty", source, c.amount))
        elif isinstance(c, n.SacrificeCost):
            if isinstance(c.what, n.Self_):
                if source.zone != "battlefield":
                    raise IllegalAction("the source is not on the battlefield")
                steps.append(("sacrifice", [source]))
            elif not isinstance(c.what, (n.Chosen, n.Filter, n.AnyOf)):
                # "Sacrifice enchanted creature": the objects a selector names, which must be the
                # payer's own permanents (CR 701.17a)
                them = [o for o in select(c.what, Ctx(g, pi, source, x=x)) if isinstance(o, Obj)]
                if not them or any(o.zone != "battlefield" or g.controller_of(o) != pi for o in them):
                    raise IllegalAction("nothing to sacrifice", "601.2h")
                steps.append(("sacrifice", them))
            else:
                f = c.what.filter if isinstance(c.what, n.Chosen) else c.what
                ctx = Ctx(g, pi, source, x=x)
                count = _count(c.what.count, ctx) if isinstance(c.what, n.Chosen) else 1
                cands = [o for o in g.on_battlefield() if g.controller_of(o) == pi and matches(f, o, ctx)]
                if len(cands) < count:
                    raise IllegalAction("nothing to sacrifice", "601.2h")
                picked = paid.get("sacrifice") or g.agents[pi].choose_objects(g, pi, "sacrifice", cands, count, count)
                steps.append(("sacrifice", _allowed(picked, cands, count, "sacrifice")))
        elif isinstance(c, n.DiscardCost) and isinstance(c.what, n.Self_):
            # cycling, channel: "Discard ~" is paid from the hand (CR 113.6k)
            if source.zone != "hand" or source.owner != pi:
                raise IllegalAction(f"{source.label()} is not in your hand", "602.2b")
            steps.append(("discard", [source]))
        elif isinstance(c, n.DiscardCost):
            ctx = Ctx(g, pi, source)
            hand = [g.objects[i] for i in g.players[pi].hand if g.objects[i] is not source
                    and matches(c.what, g.objects[i], ctx)]  # "Discard a creature card"
            count = _count(c.count, Ctx(g, pi, source, x=x))
            if len(hand) < count:
                raise IllegalAction("not enough cards to discard")
            picked = g.rng.sample(hand, count) if c.random else g.agents[pi].choose_objects(
                g, pi, "discard", hand, count, count)
            steps.append(("discard", _allowed(picked, hand, count, "discard")))
        elif isinstance(c, n.TapOtherCost):
            ctx = Ctx(g, pi, source)
            f = c.what.filter if isinstance(c.what, n.Chosen) else c.what
            cands = [o for o in g.on_battlefield() if g.controller_of(o) == pi and not o.tapped and matches(f, o, ctx)]
            if not cands:
                raise IllegalAction("nothing untapped to tap")
            steps.append(("tap_other", g.agents[pi].choose_objects(g, pi, "tap", cands, 1, 1)))
        elif isinstance(c, n.RemoveCountersCost):
            count = _count(c.count, Ctx(g, pi, source, x=x))
            if source.counters.get(c.counter, 0) < count:
                raise IllegalAction(f"not enough {c.counter} counters")
            steps.append(("remove_counters", source, c.counter, count))
        elif isinstance(c, n.PayLifeCost):
            amount = evaluate_amount(c.amount, Ctx(g, pi, source, x=x))
            if amount > 0 and g.players[pi].life < amount:
                raise IllegalAction("not enough life to pay", "119.4")
            steps.append(("pay_life", amount))
        elif isinstance(c, n.ReturnCost):
            if isinstance(c.what, n.Self_):
                steps.append(("return", [source]))
            else:
                ctx = Ctx(g, pi, source, x=x)
                cands = [o for o in g.on_battlefield() if g.controller_of(o) == pi and matches(c.what.filter, o, ctx)]
                count = _count(c.what.count, ctx)
                if len(cands) < count:
                    raise IllegalAction("nothing to return", "601.2h")
                picked = g.agents[pi].choose_objects(g, pi, "return", cands, count, count)
                steps.append(("return", _allowed(picked, cands, count, "return")))
        elif isinstance(c, n.ExileCost) and isinstance(c.what, n.Self_) and c.zone == "graveyard":
            if source.zone != "graveyard":  # (the ability functions only there, CR 113.6m)
                raise IllegalAction(f"{source.label()} is not in your graveyard", "113.6m")
            steps.append(("exile", [source]))
        elif isinstance(c, n.ExileCost) and isinstance(c.what, n.Self_):
            steps.append(("exile", [source]))  # "Exile ~:" (CR 602.2b: a cost of the permanent itself)
        elif isinstance(c, n.ExileCost):
            ctx = Ctx(g, pi, source, x=x)
            count = _count(c.count, ctx)
            # from the zone its filter names: your graveyard, or your hand ("Exile a blue card from your hand")
            zone = getattr(c.what, "zone", "") or "graveyard"
            if zone not in ("graveyard", "hand"):
                raise Unsupported(f"an exile cost paid from a {zone}")
            gy = [g.objects[i] for i in getattr(g.players[pi], zone) if matches(c.what, g.objects[i], ctx)]
            if len(gy) < count:
                raise IllegalAction(f"not enough cards in your {zone}")
            picked = g.agents[pi].choose_objects(g, pi, "exile", gy, count, count)
            steps.append(("exile", _allowed(picked, gy, count, "exile")))
        elif hasattr(c, "plan"):  # a keyword's own cost (crew: runtime/keywords/crew.py)
            steps.append(c.plan(g, pi, source, paid))
            if hasattr(c, "reduction"):  # emerge: less generic mana by the sacrificed creature's (CR 702.119b)
                generic = max(sum(int(s) for s in mana if s.isdigit()) - c.reduction(steps[-1]), 0)
                mana = ([str(generic)] if generic else []) + [s for s in mana if not s.isdigit()]
        else:
            raise Unsupported(f"the cost {type(c).kind!r}")  # (never an illegal action in silence)
    energy = mana.count("E")  # {E}: paid with the player's energy counters (CR 107.14)
    if energy:
        mana = [s for s in mana if s != "E"]
        if g.players[pi].counters.get("energy", 0) < energy:
            raise IllegalAction("not enough energy", "601.2h")
        steps.append(("energy", energy))
    if x_color and "X" in mana:
        mana = [s for s in mana if s != "X"] + [x_color[0]] * (x * mana.count("X"))
    if mana:
        plan = mana_plan(g, pi, tuple(mana), x, spending=spending)
        if plan is None:
            raise IllegalAction("not enough mana", "601.2g")
        steps.insert(0, ("mana", plan))
    return steps


_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _only_color(c):
    """The mana symbol X must be paid with, for "Spend only black mana on X"; None otherwise."""
    if c.action != "be_paid_except_with" or not isinstance(c.what, n.X) or not isinstance(c.by, n.Filter):
        return None
    colors = c.by.colors
    return _LETTERS.get(colors[0]) if len(colors) == 1 and not c.by.types else None


def pay_costs(g, pi: int, steps, paid: dict):
    for st in steps:
        kind = st[0]
        if kind == "mana":
            pay_mana(g, pi, st[1])
            paid.setdefault("mana_spent", []).extend(st[1]["spent"])
        elif kind == "energy":
            g.players[pi].counters["energy"] -= st[1]
            g.emit("paid", player=g.players[pi].name, cost="{E}" * st[1])
        elif kind == "tap":
            g.tap(st[1])
        elif kind == "loyalty":
            if st[2] >= 0:
                g.add_counters(st[1], "loyalty", st[2])
            else:
                g.remove_counters(st[1], "loyalty", -st[2])
        elif kind == "sacrifice":
            for o in st[1]:
                paid["sacrificed"] = o
                paid["sacrificed_chars"] = g.chars(o)
                g.sacrifice(o)
        elif kind == "discard":
            for o in st[1]:
                g.discard(g.players[pi], o)
        elif kind == "tap_other":
            for o in st[1]:
                g.tap(o)
                paid.setdefault("tapped", []).append((o, o.zcc))  # "the tapped creature's power" (station)
        elif kind == "remove_counters":
            g.remove_counters(st[1], st[2], st[3])
        elif kind == "exile":
            for o in st[1]:
                g.move(o, "exile", cause="cost")
        elif kind == "pay_life":
            g.lose_life(g.players[pi], st[1])  # paying life is losing it (CR 119.4, 119.3)
        elif kind == "return":
            for o in st[1]:
                g.move(o, "hand", cause="cost")
