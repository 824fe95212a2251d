"""Casting spells and activating abilities (CR 601, 602), the stack, and resolution (CR 608).

Every action is checked before anything changes: an illegal one raises IllegalAction with
the reason and leaves the game as it was."""
from __future__ import annotations

from typing import Any

from oraclec.compiler.ir import nodes as n

from .errors import IllegalAction, Unsupported
from .select import Ctx, StackRef, candidates_for, evaluate_amount, evaluate_condition, matches
from .state import Obj, Player, StackItem

MAIN = ("main1", "main2")
COMBAT_STEPS = ("begin_combat", "declare_attackers", "declare_blockers", "first_strike_damage", "combat_damage",
                "end_combat")


# ------------------------------------------------------------------ targets
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
        if source is not None:
            from .game import _protects

            sc = g.chars(source)
            for args in ch.keywords.get("protection", []):
                if args and _protects(g, args[0], source, sc):
                    return False
    return True


def legal_choices(g, spec: n.Target, controller: int, source) -> list:
    return [t for t in candidates_for(spec.filter, Ctx(g, controller, source))
            if can_target(g, spec.filter, t, controller, source)]


def choose_targets(g, controller: int, specs, source, given=None) -> list[list]:
    """Targets for each spec: the given ones (checked) or the agent's choice."""
    out = []
    for i, spec in enumerate(specs):
        choices = legal_choices(g, spec, controller, source)
        if isinstance(spec.count, n.X):
            raise Unsupported("a number of targets that is X (chosen with the value of X, CR 601.2b)")
        count = spec.count if isinstance(spec.count, int) else len(choices)
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


def spell_target_specs(obj: Obj) -> list:
    specs = []
    for ab in obj.card.abilities:
        if isinstance(ab, n.SpellAbility):
            specs.extend(ab.targets)
    kw = enchant_filter(obj)
    if kw is not None:
        specs.append(n.Target(kw))
    return specs


def enchant_filter(obj: Obj):
    if "Aura" not in obj.card.subtypes:
        return None
    for ab in obj.card.abilities:
        if isinstance(ab, n.KeywordAbility) and ab.keyword == "enchant":
            return ab.args[0]
    return None


# ------------------------------------------------------------------ mana
def mana_sources(g, pi: int):
    """Untapped permanents with a plain {T}: add mana ability: (obj, produces, amount)."""
    out = []
    for o in g.on_battlefield():
        if g.controller_of(o) != pi or o.tapped:
            continue
        ch = g.chars(o)
        for ab in ch.abilities:
            if not (isinstance(ab, n.Activated) and isinstance(ab.effect, n.AddMana) and not ab.targets):
                continue
            if tuple(type(c) for c in ab.cost) != (n.TapCost,):
                continue
            if "creature" in ch.types and not can_tap(g, o):
                continue
            m = ab.effect
            if m.any_color:
                prod = ("W", "U", "B", "R", "G")
            elif m.choice:
                prod = tuple(m.choice)
            else:
                prod = tuple(m.symbols)
            amount = evaluate_amount(m.times, Ctx(g, pi, o)) if m.times != 1 else 1
            if m.any_color:
                amount *= evaluate_amount(m.any_color, Ctx(g, pi, o))  # "two mana / X mana of any one color"
            out.append((o, prod, bool(m.choice or m.any_color), max(amount, 0)))
            break
    return out


def mana_plan(g, pi: int, symbols, x: int = 0):
    """Which pool mana and which sources pay `symbols`; None if they can't (no change made)."""
    pool = list(g.players[pi].pool)
    need_colored = [s for s in symbols if not s.isdigit() and s not in ("X", "C")]
    generic = sum(int(s) for s in symbols if s.isdigit()) + x * symbols.count("X")
    need_c = symbols.count("C")
    sources = mana_sources(g, pi)
    taps = []
    produced: list[str] = []

    def take(sym) -> bool:
        if sym in pool:
            pool.remove(sym)
            return True
        if sym in produced:
            produced.remove(sym)
            return True
        # a source that makes only this color first, then flexible ones
        for strict in (True, False):
            for s in sources:
                o, prod, choice, amount = s
                if o in taps or sym not in prod or (strict and choice):
                    continue
                taps.append(o)
                produced.extend([sym] * amount)
                produced.remove(sym)
                return True
        return False

    for sym in need_colored:
        if "/" in sym:
            if not any(take(p) for p in sym.split("/") if p in "WUBRG"):
                return None
        elif not take(sym):
            return None
    for _ in range(need_c):
        if not take("C"):
            return None
    for _ in range(generic):
        if pool:
            pool.pop(0)
        elif produced:
            produced.pop(0)
        else:
            free = [s for s in sources if s[0] not in taps]
            if not free:
                return None
            o, prod, choice, amount = free[0]
            taps.append(o)
            produced.extend([prod[0]] * amount)
            produced.pop(0)
    return {"pool_after": pool + produced, "taps": taps}


def pay_mana(g, pi: int, plan):
    for o in plan["taps"]:
        g.tap(o, for_mana=True)
        g.emit("tapped_for_mana", player=g.players[pi].name, player_idx=pi, obj=o.label(), obj_ref=o.id)
    g.players[pi].pool = list(plan["pool_after"])


# ------------------------------------------------------------------ costs
def can_tap(g, o: Obj) -> bool:
    """Summoning sickness (CR 302.6): a creature taps for {T} only if controlled since the turn began."""
    ch = g.chars(o)
    if "creature" not in ch.types or "haste" in ch.keywords:
        return True
    return o.controlled_since < g.turn or (o.controlled_since == g.turn and g.turn == 1 and False)


def plan_costs(g, pi: int, source: Obj, costs, x: int, paid: dict):
    """Check every cost can be paid and decide how; returns a list of steps to pay."""
    steps = []
    mana = []
    for c in costs:
        if isinstance(c, n.ManaCost):
            mana.extend(c.symbols if "T" not in c.symbols else [s for s in c.symbols if s != "T"])
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
            else:
                f = c.what.filter if isinstance(c.what, n.Chosen) else c.what
                count = c.what.count if isinstance(c.what, n.Chosen) else 1
                ctx = Ctx(g, pi, source)
                cands = [o for o in g.on_battlefield() if g.controller_of(o) == pi and matches(f, o, ctx)]
                if len(cands) < count:
                    raise IllegalAction("nothing to sacrifice", "601.2h")
                picked = paid.get("sacrifice") or g.agents[pi].choose_objects(g, pi, "sacrifice", cands, count, count)
                steps.append(("sacrifice", picked))
        elif isinstance(c, n.DiscardCost) and isinstance(c.what, n.Self_):
            # channel: "Discard ~" is paid from the hand, and this runtime activates abilities of
            # permanents only
            raise Unsupported("an ability activated from the hand ('Discard ~': channel)")
        elif isinstance(c, n.DiscardCost):
            ctx = Ctx(g, pi, source)
            hand = [g.objects[i] for i in g.players[pi].hand if g.objects[i] is not source
                    and matches(c.what, g.objects[i], ctx)]  # "Discard a creature card"
            count = c.count if isinstance(c.count, int) else 1
            if len(hand) < count:
                raise IllegalAction("not enough cards to discard")
            picked = g.rng.sample(hand, count) if c.random else g.agents[pi].choose_objects(
                g, pi, "discard", hand, count, count)
            steps.append(("discard", picked))
        elif isinstance(c, n.TapOtherCost):
            ctx = Ctx(g, pi, source)
            f = c.what.filter if isinstance(c.what, n.Chosen) else c.what
            cands = [o for o in g.on_battlefield() if g.controller_of(o) == pi and not o.tapped and matches(f, o, ctx)]
            if not cands:
                raise IllegalAction("nothing untapped to tap")
            steps.append(("tap_other", g.agents[pi].choose_objects(g, pi, "tap", cands, 1, 1)))
        elif isinstance(c, n.RemoveCountersCost):
            count = c.count if isinstance(c.count, int) else 1
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
                ctx = Ctx(g, pi, source)
                cands = [o for o in g.on_battlefield() if g.controller_of(o) == pi and matches(c.what.filter, o, ctx)]
                count = c.what.count if isinstance(c.what.count, int) else 1
                if len(cands) < count:
                    raise IllegalAction("nothing to return", "601.2h")
                steps.append(("return", g.agents[pi].choose_objects(g, pi, "return", cands, count, count)))
        elif isinstance(c, n.ExileCost) and isinstance(c.what, n.Self_) and c.zone == "graveyard":
            raise Unsupported("an ability activated from the graveyard ('Exile ~ from your graveyard')")
        elif isinstance(c, n.ExileCost) and isinstance(c.what, n.Self_):
            steps.append(("exile", [source]))  # "Exile ~:" (CR 602.2b: a cost of the permanent itself)
        elif isinstance(c, n.ExileCost):
            count = c.count if isinstance(c.count, int) else 1
            ctx = Ctx(g, pi, source)
            # from the zone its filter names: your graveyard, or your hand ("Exile a blue card from your hand")
            zone = getattr(c.what, "zone", "") or "graveyard"
            if zone not in ("graveyard", "hand"):
                raise Unsupported(f"an exile cost paid from a {zone}")
            gy = [g.objects[i] for i in getattr(g.players[pi], zone) if matches(c.what, g.objects[i], ctx)]
            if len(gy) < count:
                raise IllegalAction(f"not enough cards in your {zone}")
            steps.append(("exile", g.agents[pi].choose_objects(g, pi, "exile", gy, count, count)))
        else:
            raise IllegalAction(f"unsupported cost {type(c).kind}")
    if mana:
        plan = mana_plan(g, pi, tuple(mana), x)
        if plan is None:
            raise IllegalAction("not enough mana", "601.2g")
        steps.insert(0, ("mana", plan))
    return steps


def pay_costs(g, pi: int, steps, paid: dict):
    for st in steps:
        kind = st[0]
        if kind == "mana":
            pay_mana(g, pi, st[1])
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


# ------------------------------------------------------------------ casting and activating
def sorcery_timing(g, pi: int) -> bool:
    return g.active == pi and g.step in MAIN and not g.stack


def has_priority(g, pi: int):
    if g.priority != pi:
        raise IllegalAction(f"{g.players[pi].name} does not have priority", "117")


def play_land(g, pi: int, obj: Obj):
    has_priority(g, pi)
    p = g.players[pi]
    if obj.zone != "hand" or obj.owner != pi:
        raise IllegalAction("the land is not in your hand")
    if "land" not in obj.card.types:
        raise IllegalAction("not a land")
    if not sorcery_timing(g, pi):
        raise IllegalAction("lands are played only in your main phase with an empty stack", "305.1")
    from .turns import land_plays  # (turns imports this module)

    if p.lands_played >= land_plays(g, pi):
        raise IllegalAction("you already played a land this turn", "305.2")
    p.lands_played += 1
    g.emit("play_land", player=p.name, card=obj.label())
    g.put_onto_battlefield(obj, pi, cause="play")
    g.passes = 0


def cost_changes(g, pi: int, obj: Obj, symbols: list, x: int, targets: list | None = None) -> list:
    """The total cost (CR 601.2f): the mana cost plus increases, minus reductions, from the
    spell's own static abilities and from permanents' (\"creature spells you cast cost {1} less\").
    A generic reduction takes off generic mana only (CR 118.7c); a colored one, that color's.
    `targets`: those chosen (601.2c comes before 601.2f), for "for each target beyond the first"."""
    probe = StackRef(StackItem(0, pi, obj, None, True))
    found = [(ab, Ctx(g, pi, obj, x=x, targets=list(targets or []))) for ab in obj.card.abilities
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
        (more if ab.effect.more else less).extend(list(ab.effect.mana) * max(times, 0))
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


BEFORE_BLOCKERS = ("begin_combat", "declare_attackers")
AFTER_BLOCKERS = ("declare_blockers", "first_strike_damage", "combat_damage", "end_combat")
# when "Activate only …" / "Cast this spell only …" allows it: (test, what the error says)
TIMING = {
    "only_your_turn": (lambda g, pi: g.active == pi, "only during your turn"),
    "before_your_attackers": (lambda g, pi: g.active == pi and g.step in ("untap", "upkeep", "draw", "main1", "begin_combat"),
                              "only during your turn, before attackers are declared"),
    "only_your_upkeep": (lambda g, pi: g.active == pi and g.step == "upkeep", "only during your upkeep"),
    "only_combat": (lambda g, pi: g.step in COMBAT_STEPS, "only during combat"),
    "combat_before_blockers": (lambda g, pi: g.step in BEFORE_BLOCKERS, "only during combat before blockers are declared"),
    "combat_after_blockers": (lambda g, pi: g.step in AFTER_BLOCKERS, "only during combat after blockers are declared"),
    "declare_attackers_step": (lambda g, pi: g.step == "declare_attackers", "only during the declare attackers step"),
    "declare_blockers_step": (lambda g, pi: g.step == "declare_blockers", "only during the declare blockers step"),
    "opponents_turn": (lambda g, pi: g.active != pi, "only during an opponent's turn"),
    "opponents_upkeep": (lambda g, pi: g.active != pi and g.step == "upkeep", "only during an opponent's upkeep"),
    "before_combat_damage": (lambda g, pi: g.step in ("untap", "upkeep", "draw", "main1") + BEFORE_BLOCKERS
                             + ("declare_blockers",), "only before the combat damage step"),
    "after_combat": (lambda g, pi: g.step in ("main2", "end", "cleanup"), "only after combat"),
}


def check_restrictions(g, pi: int, obj: Obj, restrictions, rule: str) -> None:
    """The timing and conditions of "Activate only …" (CR 602.5b) and "Cast this spell only …"."""
    for r in restrictions:
        if r == "sorcery_speed" and not sorcery_timing(g, pi):
            raise IllegalAction("only as a sorcery", "602.5d")
        if isinstance(r, str) and r in TIMING and not TIMING[r][0](g, pi):
            raise IllegalAction(TIMING[r][1], rule)
        if isinstance(r, (n.Condition, n.Not)) and not evaluate_condition(r, Ctx(g, pi, obj)):
            raise IllegalAction("its condition is not met", rule)


def cast(g, pi: int, obj: Obj, targets=None, x: int | None = None, sacrifice=None, from_zone: str = "hand"):
    """Cast a spell (CR 601)."""
    has_priority(g, pi)
    if obj.zone != from_zone or (from_zone == "hand" and obj.owner != pi):
        raise IllegalAction(f"{obj.label()} is not in your hand")
    types = set(obj.card.types)
    if "land" in types:
        raise IllegalAction("lands are played, not cast", "305.9")
    instant_speed = "instant" in types or any(
        isinstance(a, n.KeywordAbility) and a.keyword == "flash" for a in obj.card.abilities)
    if not instant_speed and not sorcery_timing(g, pi):
        raise IllegalAction(f"{obj.name} can be cast only at sorcery speed", "307.1")
    for ab in obj.card.abilities:  # "Cast this spell only during combat" (CR 601.3)
        if isinstance(ab, n.Static) and isinstance(ab.effect, n.CastOnly):
            check_restrictions(g, pi, obj, ab.effect.restrictions, "601.3")
    if x is None and "X" in obj.card.mana_cost:
        x = g.agents[pi].choose_x(g, pi, obj)
    x = x or 0
    specs = spell_target_specs(obj)
    chosen = choose_targets(g, pi, specs, obj, targets)
    paid: dict = {"sacrifice": sacrifice} if sacrifice else {}
    symbols = cost_changes(g, pi, obj, list(obj.card.mana_cost or ()), x, chosen)
    costs = [n.ManaCost(tuple(symbols))] if symbols else []
    for ab in obj.card.abilities:
        if isinstance(ab, n.Static) and isinstance(ab.effect, n.AdditionalCost):
            costs.extend(ab.effect.cost)
    steps = plan_costs(g, pi, obj, costs, x, paid)
    # everything checked: now the spell moves and costs are paid (CR 601.2a, 601.2h)
    obj.x = x
    item = StackItem(g.new_id(), pi, obj, _spell_ability(obj), True, chosen, x, label=obj.label())
    obj.zone = "stack"
    obj.chosen["cast_from"] = from_zone  # "if you cast it (from your hand)" (kept onto the battlefield)
    for zl in (g.players[pi].hand, g.players[obj.owner].graveyard, g.players[obj.owner].library):
        if obj.id in zl:
            zl.remove(obj.id)
    obj.zcc += 1
    obj.controller = pi
    g.stack.append(item)
    g.changed()
    pay_costs(g, pi, steps, item.paid)
    g.emit("cast", player=g.players[pi].name, player_idx=pi, spell=obj.label(), obj_ref=obj.id,
           targets=_targets_text(g, chosen), x=x if "X" in obj.card.mana_cost else None)
    _emit_targeted(g, item)
    g.passes = 0
    return item


def _spell_ability(obj: Obj):
    abilities = [a for a in obj.card.abilities if isinstance(a, n.SpellAbility)]
    return tuple(abilities)


def _targets_text(g, chosen) -> str:
    return ",".join(g.label(thing_of(g, r)) if thing_of(g, r) is not None else "?" for refs in chosen for r in refs)


def _emit_targeted(g, item: StackItem):
    for refs in item.targets:
        for r in refs:
            t = thing_of(g, r)
            if isinstance(t, Obj):
                g.emit("targeted", obj=t.label(), obj_ref=t.id, by=item.controller, item_ref=item.id)


def activated_abilities(g, obj: Obj) -> list:
    """The object's activated abilities, keyword ones (equip) included, in printed order."""
    out = []
    for ab in g.chars(obj).abilities:
        if isinstance(ab, n.Activated):
            out.append(ab)
        elif isinstance(ab, n.KeywordAbility) and ab.keyword == "equip":
            out.append(n.Activated(ab.args, n.OtherEffect("attach"),
                                   (n.Target(n.Filter(types=("creature",), controller="you")),),
                                   ("sorcery_speed",)))
        elif isinstance(ab, n.KeywordAbility) and ab.keyword == "level up":  # CR 702.87a
            out.append(n.Activated(ab.args, n.PutCounters("level", 1, n.Self_()), (), ("sorcery_speed",)))
    return out


def is_mana_ability(ab) -> bool:
    return isinstance(ab.effect, n.AddMana) and not ab.targets and not any(isinstance(c, n.LoyaltyCost) for c in ab.cost)


def activate(g, pi: int, obj: Obj, index: int, targets=None, x: int | None = None, sacrifice=None):
    """Activate an ability (CR 602); mana abilities resolve at once (CR 605)."""
    abilities = activated_abilities(g, obj)
    if not 0 <= index < len(abilities):
        raise IllegalAction(f"{obj.label()} has no activated ability {index}")
    ab = abilities[index]
    mana = is_mana_ability(ab)
    if not mana:
        has_priority(g, pi)
    if obj.zone != "battlefield" or g.controller_of(obj) != pi:
        raise IllegalAction(f"you don't control {obj.label()}", "602.2")
    if "activate_abilities" in g.chars(obj).cant:
        raise IllegalAction(f"{obj.label()}'s activated abilities can't be activated")
    loyalty = any(isinstance(c, n.LoyaltyCost) for c in ab.cost)
    if loyalty:
        if not sorcery_timing(g, pi):
            raise IllegalAction("loyalty abilities only at sorcery speed", "606.3")
        if obj.chosen.get("loyalty_turn") == g.turn:
            raise IllegalAction("one loyalty ability per turn", "606.3")
    for r in ab.restrictions:
        if r == "once_each_turn" and obj.chosen.get(f"used_{index}") == g.turn:
            raise IllegalAction("only once each turn")
        if r == "exhaust" and obj.chosen.get(f"exhausted_{index}"):
            raise IllegalAction("an exhaust ability is activated only once", "702.177")
    check_restrictions(g, pi, obj, ab.restrictions, "602.5b")
    if x is None and any(isinstance(c, n.ManaCost) and "X" in c.symbols for c in ab.cost):
        x = g.agents[pi].choose_x(g, pi, obj)
    x = x or 0
    chosen = choose_targets(g, pi, ab.targets, obj, targets)
    paid: dict = {"sacrifice": sacrifice} if sacrifice else {}
    steps = plan_costs(g, pi, obj, ab.cost, x, paid)
    if loyalty:
        obj.chosen["loyalty_turn"] = g.turn
    if "once_each_turn" in ab.restrictions:
        obj.chosen[f"used_{index}"] = g.turn
    if "exhaust" in ab.restrictions:
        obj.chosen[f"exhausted_{index}"] = True
    item = StackItem(g.new_id(), pi, obj, ab, False, chosen, x, label=f"{obj.label()} ability {index}")
    pay_costs(g, pi, steps, item.paid)
    if mana:
        from .effects import run_effect

        run_effect(ab.effect, Ctx(g, pi, obj, x=x, item=item, paid=item.paid))
        g.emit("mana_ability", obj=obj.label())
        return None
    g.stack.append(item)
    g.changed()
    g.emit("activate", player=g.players[pi].name, source=obj.label(), index=index,
           targets=_targets_text(g, chosen))
    _emit_targeted(g, item)
    g.passes = 0
    return item


def push_trigger(g, p):
    """A triggered ability goes on the stack: targets now; none legal → it is removed (603.3d)."""
    ab = p.ability
    src = p.source
    try:
        if p.delayed:
            chosen = []
        else:
            chosen = choose_targets(g, p.controller, ab.targets, src)
    except IllegalAction:
        g.emit("trigger_removed", source=src.label(), reason="no legal targets")
        return
    item = StackItem(g.new_id(), p.controller, src, ab, False, chosen, 0, event=p.event,
                     label=f"{src.label()} trigger")
    item.paid.update(p.ctx_extra)
    g.stack.append(item)
    g.changed()
    g.emit("trigger", source=src.label(), controller=g.players[p.controller].name,
           targets=_targets_text(g, chosen))
    _emit_targeted(g, item)


# ------------------------------------------------------------------ resolution (CR 608)
def resolve_top(g):
    from .effects import run_effect

    item = g.stack[-1]
    g.passes = 0
    specs_present = any(item.targets)
    resolved_targets = []
    for refs in item.targets:
        still = []
        for r in refs:
            t = thing_of(g, r)
            spec_filter = _spec_filter(item, len(resolved_targets))
            if t is not None and (spec_filter is None or can_target(g, spec_filter, t, item.controller, item.source)):
                still.append(t)
        resolved_targets.append(still)
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
    if item.is_spell:
        obj = item.source
        if obj.card.is_permanent_card() and item.copy:
            raise Unsupported("a copy of a permanent spell (it would become a token, CR 707.10f)")
        if obj.card.is_permanent_card():
            g.stack.pop()
            attach = resolved_targets[-1][0] if enchant_filter(obj) is not None and resolved_targets[-1] else None
            if enchant_filter(obj) is not None and attach is None:
                g.move(obj, "graveyard", cause="aura_fizzle")
            else:
                g.put_onto_battlefield(obj, item.controller, attach_to=attach, cause="resolve")
            return
        offset = 0
        for sab in ab:
            n_specs = len(sab.targets)
            sub = Ctx(g, item.controller, obj, resolved_targets[offset:offset + n_specs], None, item.x, item=item,
                      paid=item.paid)
            offset += n_specs
            if n_specs and not any(sub.targets):
                continue
            run_effect(sab.effect, sub)
        g.stack = [s for s in g.stack if s is not item]
        if obj.zone == "stack" and not item.copy:  # the card of the spell; a copy just ceases to exist
            g.move(obj, "graveyard", cause="resolved")
        g.changed()
        return
    g.stack.pop()
    effect = ab.effect
    if isinstance(ab, n.Triggered) and ab.optional:
        if not g.agents[item.controller].choose_may(g, item.controller, item, effect):
            g.emit("declined", player=g.players[item.controller].name, item=item.label)
            g.changed()
            return
    if isinstance(effect, n.OtherEffect) and effect.name == "attach":
        t = resolved_targets[0][0] if resolved_targets and resolved_targets[0] else None
        if t is not None and item.source.zone == "battlefield":
            item.source.attached_to = t.id
            g.changed()
            g.emit("attached", obj=item.source.label(), to=t.label())
        return
    run_effect(effect, ctx)
    g.changed()


def _spec_filter(item: StackItem, i: int):
    ab = item.ability
    specs = []
    if item.is_spell:
        specs = spell_target_specs(item.source)
    elif isinstance(ab, (n.Triggered, n.Activated)):
        specs = list(ab.targets)
    return specs[i].filter if i < len(specs) else None
