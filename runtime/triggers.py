"""Triggered abilities (CR 603): matching events, the intervening "if" (603.4), waiting until a
player would receive priority, then onto the stack in APNAP order (603.3b)."""
from __future__ import annotations

from contextlib import contextmanager

import attrs

from oraclec.compiler.ir import nodes as n

from .errors import Unsupported
from .conditions import evaluate_condition
from .select import Ctx, StackRef, matches
from .state import Obj, Player


@attrs.define(eq=False)
class Pending:
    source: Obj
    source_zcc: int
    ability: n.Triggered
    controller: int
    event: object
    delayed: bool = False
    ctx_extra: dict = attrs.Factory(dict)


@attrs.define(eq=False)
class DelayedTrigger:
    event: object  # IR event
    effect: object
    controller: int
    source: Obj
    ctx: Ctx
    once: bool = True


_ZONES_CACHE: dict[int, tuple] = {}


def functions_in(ability) -> set[str]:
    """Zones a triggered ability works from (CR 113.6): the battlefield, unless it refers to its
    card being in the graveyard (Vengeful Pharaoh, Chandra's Phoenix)."""
    hit = _ZONES_CACHE.get(id(ability))
    if hit is not None and hit[0] is ability:
        return hit[1]
    zones = _functions_in(ability)
    _ZONES_CACHE[id(ability)] = (ability, zones)
    return zones


def _functions_in(ability) -> set[str]:
    from oraclec.compiler import ir

    for node in ir.walk(ability):
        if isinstance(node, n.Condition) and node.test == "in_zone" and node.args and node.args[1] == "graveyard":
            return {"graveyard"}
        if isinstance(node, n.Move) and node.from_zone == "graveyard" and isinstance(node.what, n.Self_):
            return {"graveyard"}
    return {"battlefield"}


@contextmanager
def simultaneously(g):
    """Objects leaving the battlefield together see each other leave (CR 603.10a)."""
    if g._batch is not None:
        yield
        return
    g._batch = [(o, g.chars(o)) for o in g.on_battlefield()]
    try:
        yield
    finally:
        g._batch = None


def listeners(g, ev):
    """(object, characteristics) whose triggered abilities may see this event."""
    leaving = ev.kind == "zone_change" and ev.get("frm") == "battlefield"
    out = []
    seen = set()
    batch = g._batch
    if leaving and batch is not None:
        for o, ch in batch:
            out.append((o, ch))
            seen.add(o.id)
    else:
        for o in g.on_battlefield():
            out.append((o, g.chars(o)))
            seen.add(o.id)
    if leaving:
        o = g.objects.get(ev.get("obj_ref"))
        if o is not None and o.id not in seen and o.id in g.lki:
            out.append((o, g.lki[o.id][1]))
            seen.add(o.id)
    for p in g.players:
        for oid in p.graveyard:
            if oid in seen:
                continue
            o = g.objects[oid]
            abilities = [a for a in o.card.abilities if isinstance(a, n.Triggered) and "graveyard" in functions_in(a)]
            if abilities:
                out.append((o, None))
    return out


def on_event(g, ev):
    for o, ch in listeners(g, ev):
        abilities = ch.abilities if ch is not None else o.card.abilities
        in_graveyard = ch is None
        for ab in abilities:
            if not isinstance(ab, n.Triggered):
                continue
            zones = functions_in(ab)
            if in_graveyard != ("graveyard" in zones):
                # a leaves-the-battlefield ability of the object itself looks back in time
                if not (not in_graveyard and ev.kind == "zone_change" and ev.get("obj_ref") == o.id):
                    continue
            controller = ch.controller if ch is not None else o.owner
            ctx = Ctx(g, controller, o, event=ev)
            if event_matches(ab.event, ev, ctx) and evaluate_condition(ab.intervening_if, ctx):
                if _batched(ab.event) and any(p.source is o and p.ability is ab for p in g.pending):
                    continue  # "one or more …": once for all of them together (CR 603.2c)
                if ab.once_each_turn:  # "This ability triggers only once each turn" (CR 603.2h)
                    key = f"triggered_{abilities.index(ab)}"
                    if o.chosen.get(key) == (g.turn, o.zcc):
                        continue
                    o.chosen[key] = (g.turn, o.zcc)
                g.pending.append(Pending(o, o.zcc, ab, controller, ev))
    for d in list(g.delayed):
        ctx = Ctx(g, d.controller, d.source, event=ev, targets=d.ctx.targets)
        if event_matches(d.event, ev, ctx):
            ab = n.Triggered(d.event, d.effect)
            g.pending.append(Pending(d.source, d.source.zcc, ab, d.controller, ev, delayed=True,
                                     ctx_extra={"targets": d.ctx.targets}))
            if d.once:
                g.delayed.remove(d)


def _this_turn(g, kind: str, pi) -> int:
    """How many `kind` events ("cast", "draw") of player `pi` the log has this turn, the one
    being handled included (Cast.nth, Draws.nth)."""
    return sum(1 for ev in g.events_this_turn() if ev.kind == kind and ev.get("player_idx") == pi)


def _batched(event) -> bool:
    return any(isinstance(getattr(event, f, None), n.OneOrMore) for f in ("what", "source", "to"))


def thing_matches(sel, thing, ctx: Ctx, lki: bool = False) -> bool:
    g = ctx.game
    if sel is None:
        return True
    if isinstance(sel, n.Self_):
        return isinstance(thing, Obj) and ctx.source is not None and thing.id == ctx.source.id
    if isinstance(sel, (n.Enchanted, n.Equipped)):
        return isinstance(thing, Obj) and ctx.source is not None and ctx.source.attached_to == thing.id
    if isinstance(sel, n.You):
        return isinstance(thing, Player) and thing.index == ctx.controller
    if isinstance(sel, n.OneOf):
        return any(thing_matches(i, thing, ctx) for i in sel.items)
    if isinstance(sel, n.OneOrMore):
        return matches(sel.filter, thing, ctx, lki)
    if isinstance(sel, (n.Each, n.Chosen)):
        return matches(sel.filter, thing, ctx, lki)
    if isinstance(sel, (n.Filter, n.AnyOf, n.AnyTarget)):
        return matches(sel, thing, ctx, lki)
    return False


def _obj(g, ev, key="obj_ref"):
    return g.objects.get(ev.get(key))


def event_matches(e, ev, ctx: Ctx) -> bool:
    g = ctx.game
    if isinstance(e, n.AnyEvent):
        return any(event_matches(x, ev, ctx) for x in e.events)
    if isinstance(e, n.ZoneChange):
        if ev.kind != "zone_change":
            return False
        if e.from_zone and ev.get("frm") != e.from_zone:
            return False
        if e.to_zone and ev.get("to") != e.to_zone:
            return False
        if not e.to_zone and ev.get("to") == ev.get("frm"):
            return False
        if e.under and e.to_zone == "battlefield":
            c = ev.get("controller")
            if (e.under == "you") != (c == ctx.controller):
                return False
        o = _obj(g, ev)
        if e.owner == "you" and (o is None or o.owner != ctx.controller):
            return False  # "put into your graveyard": only cards you own go there
        return o is not None and thing_matches(e.what, o, ctx, lki=ev.get("frm") == "battlefield")
    if isinstance(e, n.StepBegins):
        if ev.kind != "step" or ev.get("step") != e.step:
            return False
        if e.whose in ("you", "your_next"):
            return ev.get("active") == ctx.controller
        if e.whose == "opponent":
            return ev.get("active") != ctx.controller
        if e.whose == "enchanted_controller":  # "the upkeep of enchanted creature's controller"
            host = g.objects.get(ctx.source.attached_to) if ctx.source is not None else None
            return host is not None and g.controller_of(host) == ev.get("active")
        return True
    if isinstance(e, n.Attacks):
        if ev.kind != "attacks":
            return False
        o = _obj(g, ev)
        if o is None or not thing_matches(e.what, o, ctx):
            return False
        if e.saddled:  # this runtime does not play saddle (CR 702.171): nothing is ever saddled
            return False
        if e.with_others and sum(1 for x in g.on_battlefield() if x.attacking is not None and x is not o) < e.with_others:
            return False
        if e.alone and sum(1 for x in g.on_battlefield() if x.attacking is not None) != 1:
            return False  # CR 506.5: the only creature declared as an attacker
        if e.whom is not None:
            d = ev.get("defender_player")
            target = g.players[d] if d is not None else g.objects.get(ev.get("defender_ref"))
            return thing_matches(e.whom, target, ctx)
        return True
    if isinstance(e, n.Blocks):
        if ev.kind != "blocks" or not thing_matches(e.what, _obj(g, ev), ctx):
            return False
        return e.whom is None or thing_matches(e.whom, _obj(g, ev, "attacker_ref"), ctx)
    if isinstance(e, n.AttacksUnblocked):
        return ev.kind == "unblocked" and thing_matches(e.what, _obj(g, ev), ctx)
    if isinstance(e, n.BecomesBlocked):
        if e.by is not None:  # once per blocker that matches (CR 509.3d)
            return (ev.kind == "blocks" and thing_matches(e.what, _obj(g, ev, "attacker_ref"), ctx)
                    and thing_matches(e.by, _obj(g, ev), ctx))
        return ev.kind == "becomes_blocked" and thing_matches(e.what, _obj(g, ev), ctx)
    if isinstance(e, n.DamageDealt):
        if e.source is None:
            if ev.kind != "damage_received" or (e.combat and not ev.get("combat")):
                return False
        else:
            if ev.kind != "damage" or (e.combat and not ev.get("combat")):
                return False
            src = _obj(g, ev, "src_ref")
            if src is None or not thing_matches(e.source, src, ctx):
                return False
        if e.to is None:  # "whenever ~ deals damage": to anything
            return True
        p = ev.get("to_player")
        target = g.players[p] if p is not None else _obj(g, ev, "to_ref")
        return target is not None and thing_matches(e.to, target, ctx)
    if isinstance(e, n.BecomesTarget):
        if ev.kind != "targeted":
            return False
        if e.by_controller == "opponent" and ev.get("by") == ctx.controller:
            return False
        o = _obj(g, ev)
        return o is not None and thing_matches(e.what, o, ctx)
    if isinstance(e, n.BecomesMonstrous):
        return ev.kind == "monstrous" and thing_matches(e.what, _obj(g, ev), ctx)
    if isinstance(e, n.BecomesTapped):
        return ev.kind == ("untapped" if e.untapped else "tapped") and thing_matches(e.what, _obj(g, ev), ctx)
    if isinstance(e, n.Cast):
        if ev.kind == "copy" and e.or_copy:  # magecraft: a copy of such a spell (CR 707.10)
            item = next((s for s in g.stack if s.id == ev.get("item_ref")), None)
            return (item is not None and thing_matches(e.player, g.players[ev.get("player_idx")], ctx)
                    and matches(e.filter, StackRef(item), ctx))
        if ev.kind != "cast":
            return False
        if not thing_matches(e.player, g.players[ev.get("player_idx")], ctx):
            return False
        item = next((s for s in g.stack if s.is_spell and s.source.id == ev.get("obj_ref")), None)
        if e.nth and e.filter != n.Filter(types=("spell",)):
            raise Unsupported("the nth spell of a kind this turn (the log does not keep spells' types)")
        if e.nth and _this_turn(g, "cast", ev.get("player_idx")) != e.nth:
            return False  # "your second spell each turn": this is not that one
        return item is not None and matches(e.filter, StackRef(item), ctx)
    if isinstance(e, n.AttacksWith):
        return (ev.kind == "attackers_declared" and thing_matches(e.player, g.players[ev.get("player_idx")], ctx)
                and ev.get("count") >= e.count)
    if isinstance(e, n.Discards):
        if ev.kind != "discarded" or not thing_matches(e.player, g.players[ev.get("player_idx")], ctx):
            return False
        o = g.objects.get(ev.get("obj_ref"))
        return e.filter is None or (o is not None and matches(e.filter, o, ctx))
    if isinstance(e, n.CountersPut):  # "one or more … counters are put on X": one event per put
        o = _obj(g, ev)
        return ev.kind == "counters_added" and ev.get("counter") == e.counter and o is not None \
            and thing_matches(e.what, o, ctx)
    if isinstance(e, n.Scried):
        return ev.kind == "scry" and thing_matches(e.player, g.players[ev.get("player_idx")], ctx)
    if isinstance(e, n.Draws):
        if ev.kind != "draw" or not thing_matches(e.player, g.players[ev.get("player_idx")], ctx):
            return False
        return not e.nth or _this_turn(g, "draw", ev.get("player_idx")) == e.nth
    if isinstance(e, n.Sacrificed):
        if ev.kind != "sacrificed" or not thing_matches(e.player, g.players[ev.get("player_idx")], ctx):
            return False
        o = _obj(g, ev)
        return o is not None and thing_matches(e.what, o, ctx, lki=True)
    if isinstance(e, n.LifeLost):
        return ev.kind == "life_loss" and thing_matches(e.player, g.players[ev.get("player_idx")], ctx)
    if isinstance(e, n.LifeGained):
        if ev.kind != "life_gain" or not thing_matches(e.player, g.players[ev.get("player_idx")], ctx):
            return False
        # "for the first time each turn": the only life gain of that player this turn so far
        return not e.first_each_turn or sum(1 for x in g.events_this_turn() if x.kind == "life_gain"
                                             and x.get("player_idx") == ev.get("player_idx")) == 1
    if isinstance(e, n.ChapterReached):
        # lore counters put on this Saga reach the chapter's number (CR 714.2b); entering with
        # them counts as putting them on (CR 122.6)
        if ev.get("obj_ref") != ctx.source.id:
            return False
        if ev.kind == "counters_added" and ev.get("counter") == "lore":
            return ev.get("before") < e.number <= ev.get("before") + ev.get("amount")
        if ev.kind == "zone_change" and ev.get("to") == "battlefield":
            return 0 < e.number <= ctx.source.counters.get("lore", 0)
        return False
    if isinstance(e, n.TapsForMana):
        if ev.kind != "tapped_for_mana":
            return False
        return thing_matches(e.player, g.players[ev.get("player_idx")], ctx) and thing_matches(
            e.what, _obj(g, ev), ctx)
    return False


def put_pending_on_stack(g) -> bool:
    """Put waiting triggered abilities on the stack, APNAP (CR 603.3b). True if any were."""
    if not g.pending:
        return False
    from .stack import push_trigger

    pending, g.pending = g.pending, []
    order = [g.active, g.opponent(g.active)]
    for pi in order:
        mine = [p for p in pending if p.controller == pi]
        if len(mine) > 1:
            mine = g.agents[pi].order_triggers(g, pi, mine)
        for p in mine:
            push_trigger(g, p)
    return True
