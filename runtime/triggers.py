"""Triggered abilities (CR 603): who sees an event, the intervening "if" (603.4), waiting until a
player would receive priority, then onto the stack in APNAP order (603.3b). Whether an event is
the one an ability waits for is asked of events.py."""
from __future__ import annotations

from contextlib import contextmanager

import attrs

from oraclec.compiler.ir import nodes as n

from .conditions import evaluate_condition
from .errors import IllegalAction
from .batches import batched
from .events import event_matches
from .identity_memo import by_identity
from . import cache_checks
from .keywords.hooks import RULE_TRIGGERS, triggered_abilities
from .select import Ctx
from .stack.modes import ability_specs, choose_modes, modal_of
from .stack.targets import choose_targets, emit_targeted, targets_text
from .state import Obj, StackItem
from .stack.divide import announce_division, plan_division
from .trigger_index import listens


@attrs.define(eq=False)
class Pending:
    source: Obj
    source_zcc: int
    ability: n.Triggered
    controller: int
    event: object
    delayed: bool = False
    ctx_extra: dict = attrs.Factory(dict)
    origin: object = None  # the DelayedTrigger a delayed one came from


@attrs.define(eq=False)
class DelayedTrigger:
    event: object  # IR event
    effect: object
    controller: int
    source: Obj
    ctx: Ctx
    once: bool = True


@by_identity()
def functions_in(ability) -> set[str]:
    """Zones a triggered or activated ability works from (CR 113.6): the battlefield, unless it
    refers to its card being in the graveyard or moves it out of there (Vengeful Pharaoh,
    Chandra's Phoenix; "Exile ~ from your graveyard:", CR 113.6m)."""
    return _functions_in(ability)


def _functions_in(ability) -> set[str]:
    from oraclec.compiler import ir

    for c in getattr(ability, "cost", ()):  # a keyword's own cost says where it works (ninjutsu: the hand)
        if getattr(c, "functions_from", None):
            return {c.functions_from}
    if any(isinstance(c, n.DiscardCost) and isinstance(c.what, n.Self_) for c in getattr(ability, "cost", ())):
        return {"hand"}  # cycling, channel: the cost discards the card itself (CR 702.29, 113.6)
    if isinstance(getattr(ability, "event", None), n.Cycled) and isinstance(ability.event.what, n.Self_):
        return {"graveyard"}  # "when you cycle ~": it is in the graveyard by then (CR 702.29)
    if isinstance(getattr(ability, "event", None), n.Cast) and isinstance(ability.event.filter, n.Self_):
        return {"stack"}  # "when you cast this spell": it is a spell on the stack then (CR 601.2i, 603.2)
    parts = [getattr(ability, a.name) for a in attrs.fields(type(ability)) if a.name != "cost"]
    parts += [c for c in getattr(ability, "cost", ()) if not hasattr(c, "plan")]  # crew's cost plans itself
    for node in ir.walk(parts):
        if isinstance(node, n.Condition) and node.test == "in_zone" and node.args and node.args[1] == "graveyard":
            return {"graveyard"}
        if isinstance(node, n.Move) and node.from_zone == "graveyard" and isinstance(node.what, n.Self_):
            return {"graveyard"}
        if isinstance(node, n.ExileCost) and node.zone == "graveyard" and isinstance(node.what, n.Self_):
            return {"graveyard"}  # "Exile ~ from your graveyard:" (CR 113.6m)
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
    """(object, characteristics, triggered abilities) of what may see this event: the permanents
    whose triggered abilities listen to its kind (trigger_index.py), or all of them as they were
    when they left together; the object leaving as it last existed; cards whose triggered abilities
    work from a graveyard."""
    leaving = ev.kind == "zone_change" and ev.get("frm") == "battlefield"
    batch = g._batch
    if leaving and batch is not None:
        out = [(o, ch, triggered_abilities(ch.abilities)) for o, ch in batch]
        seen = {o.id for o, _ in batch}
    else:
        engine = g._chars
        engine.current()
        out = list(engine.triggers.for_kind(g, engine, ev.kind))
        seen = None  # the battlefield
    if leaving:
        o = g.objects.get(ev.get("obj_ref"))
        if o is not None and o.id not in (seen if seen is not None else g.battlefield) and o.id in g.lki:
            ch = g.lki[o.id][1]
            out.append((o, ch, triggered_abilities(ch.abilities)))
            if seen is not None:
                seen.add(o.id)
    for o in _graveyard_listeners(g):
        if o.id in (seen if seen is not None else g.battlefield) or (leaving and o.id == ev.get("obj_ref")
                                                                     and any(x is o for x, _, _ in out)):
            continue
        out.append((o, None, triggered_abilities(o.card.abilities)))
    for o in g.emblems():  # an emblem's triggered abilities work in the command zone (CR 114.4)
        out.append((o, None, triggered_abilities(o.card.abilities)))
    for item in g.stack:
        o = item.source
        if item.is_spell and not item.copy and _works_from_stack(o.card):
            out.append((o, None, triggered_abilities(o.card.abilities)))
    return out


def _graveyard_listeners(g) -> list:
    """Cards in graveyards with a triggered ability that works there, kept while the graveyards
    hold the same cards in the same order (an object's card never changes: its id names it)."""
    key = tuple(tuple(p.graveyard) for p in g.players)
    hit = getattr(g, "_gy_listeners", None)
    if hit is None or hit[0] != key:
        hit = (key, [g.objects[oid] for p in g.players for oid in p.graveyard
                     if _works_from_graveyard(g.objects[oid].card)])
        g._gy_listeners = hit
    return hit[1]


@by_identity()
def _works_from_stack(card) -> bool:
    return any(isinstance(a, n.Triggered) and "stack" in functions_in(a) for a in card.abilities)


@by_identity()
def _works_from_graveyard(card) -> bool:
    return any(isinstance(a, n.Triggered) and "graveyard" in functions_in(a) for a in card.abilities)


def on_event(g, ev):
    kind = ev.kind
    for o, ch, abilities in listeners(g, ev):
        here = "battlefield" if ch is not None else o.zone
        for ab in abilities:
            if not isinstance(ab, n.Triggered):
                continue
            if not listens(ab, kind):
                if cache_checks.VERIFY:
                    _check_skipped(g, o, ch, ab, ev)
                continue
            zones = functions_in(ab) if here != "command" else ("command",)  # an emblem's (CR 114.4)
            if here not in zones and not (here == "battlefield" and "graveyard" in zones and ev.kind == "zone_change"
                                          and ev.get("obj_ref") == o.id):
                continue  # (a leaves-the-battlefield ability of the object itself looks back in time)
            controller = ch.controller if ch is not None else o.owner if here != "stack" else next(
                s.controller for s in g.stack if s.source is o)
            ctx = Ctx(g, controller, o, event=ev)
            if (event_matches(ab.event, ev, ctx) and evaluate_condition(ab.event_condition, ctx)
                    and evaluate_condition(ab.intervening_if, ctx)):
                if batched(ab.event) and any(p.source is o and p.ability is ab for p in g.pending):
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
            if batched(d.event) and any(p.origin is d for p in g.pending):
                continue  # "one or more …" (CR 603.2c), as above
            ab = n.Triggered(d.event, d.effect)
            # "at end of combat, destroy that creature": a point in time has no object of its own,
            # and "that creature" is the one the creating ability's event named (CR 603.7c)
            about = d.ctx.event if isinstance(d.event, n.StepBegins) and d.ctx.event is not None else ev
            g.pending.append(Pending(d.source, d.source.zcc, ab, d.controller, about, delayed=True,
                                     ctx_extra={"targets": d.ctx.targets}, origin=d))
            if d.once:
                g.delayed.remove(d)
    for rule in RULE_TRIGGERS:
        rule(g, ev)


def _check_skipped(g, o, ch, ab, ev):
    """VERIFY: an ability the index skipped must not match the event."""
    controller = ch.controller if ch is not None else o.owner
    try:
        hit = event_matches(ab.event, ev, Ctx(g, controller, o, event=ev))
    except Exception as e:  # noqa: BLE001 - raising is not "does not match" either
        hit = e
    if hit is not False:
        raise AssertionError(f"trigger index skipped {o.label()}'s {type(ab.event).__name__} on {ev.kind}: {hit!r}")


def put_pending_on_stack(g) -> bool:
    """Put waiting triggered abilities on the stack, APNAP (CR 603.3b). True if any were."""
    if not g.pending:
        return False
    pending, g.pending = g.pending, []
    order = [g.active, g.opponent(g.active)]
    for pi in order:
        mine = [p for p in pending if p.controller == pi]
        if len(mine) > 1:
            mine = g.agents[pi].order_triggers(g, pi, mine)
        for p in mine:
            push_trigger(g, p)
    return True


def push_trigger(g, p):
    """A triggered ability goes on the stack: targets now; none legal → it is removed (603.3d)."""
    ab = p.ability
    src = p.source
    try:
        modes = None
        if p.delayed:
            chosen = []
        else:
            if modal_of(ab.effect) is not None:  # modes first, then targets (CR 603.3c)
                modes = choose_modes(g, p.controller, modal_of(ab.effect), src)
            chosen = choose_targets(g, p.controller, ability_specs(ab, modes), src)
        probe = StackItem(0, p.controller, src, ab, False, chosen, 0, event=p.event, label=src.label())
        if modes is not None:
            probe.paid["modes"] = modes
        division = plan_division(g, probe)
    except IllegalAction:
        g.emit("trigger_removed", source=src.label(), reason="no legal targets")
        return
    item = StackItem(g.new_id(), p.controller, src, ab, False, chosen, 0, event=p.event,
                     label=f"{src.label()} trigger")
    item.paid.update(p.ctx_extra)
    if modes is not None:
        item.paid["modes"] = modes
    g.stack.append(item)
    g.changed(zones_only=True)  # an ability onto the stack
    g.emit("trigger", source=src.label(), controller=g.players[p.controller].name,
           targets=targets_text(g, chosen))
    announce_division(g, item, division)
    emit_targeted(g, item)
