"""Trigger events (CR 603.2): whether an event of the game's log is what an IR trigger event
("whenever a creature dies", "at the beginning of your upkeep") describes. Triggered abilities
(triggers.py) and "this turn" conditions (conditions.py) both ask here."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .errors import Unsupported
from .keywords.saddle import saddled
from .refusals import refuse
from .select import Ctx, StackRef, matches, register_event_matcher, select
from .stack.expend import expends
from .state import Obj, Player


def _this_turn(g, kind: str, pi) -> int:
    """How many `kind` events ("cast", "draw") of player `pi` the log has this turn, the one
    being handled included (Cast.nth, Draws.nth)."""
    return sum(1 for ev in g.events_this_turn() if ev.kind == kind and ev.get("player_idx") == pi)


def thing_matches(sel, thing, ctx: Ctx, lki: bool = False) -> bool:
    if sel is None:
        return True
    if isinstance(sel, n.Self_):
        return isinstance(thing, Obj) and ctx.source is not None and thing.id == ctx.source.id
    if isinstance(sel, (n.Enchanted, n.Equipped)):
        return isinstance(thing, Obj) and ctx.source is not None and ctx.source.attached_to == thing.id
    if isinstance(sel, n.You):
        return isinstance(thing, Player) and thing.index == ctx.controller
    if isinstance(sel, n.OneOf):  # "~ or another creature": each item as it last existed (CR 603.10a)
        return any(thing_matches(i, thing, ctx, lki) for i in sel.items)
    if isinstance(sel, n.OneOrMore):
        return matches(sel.filter, thing, ctx, lki)
    if isinstance(sel, (n.Each, n.Chosen)):
        return matches(sel.filter, thing, ctx, lki)
    if isinstance(sel, (n.Filter, n.AnyOf, n.AnyTarget)):
        return matches(sel, thing, ctx, lki)
    # any other subject ("defending player", "that player" …) is what it selects now; a selector
    # this runtime does not know raises Unsupported there, never matching nothing in silence
    return any(x is thing for x in select(sel, ctx))


def _defender(g, d):
    """An attacker's defender (combat.declare_attackers): ("player", i) or ("planeswalker", id)."""
    return g.players[d[1]] if d[0] == "player" else g.objects.get(d[1])


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
        if e.owner == "opponent" and (o is None or o.owner == ctx.controller):
            return False  # "put into an opponent's graveyard": a card an opponent owns
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
        refuse(e)  # "Whenever all … attack"
        if ev.kind != "attacks":
            return False
        o = _obj(g, ev)
        if o is None or not thing_matches(e.what, o, ctx):
            return False
        if e.saddled and not saddled(g, o):  # "attacks while saddled" (CR 702.171b)
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
        if e.spell_only:  # "the target of a spell": the targeting item is a spell, not an ability
            item = next((s for s in g.stack if s.id == ev.get("item_ref")), None)
            if item is None or not item.is_spell:
                return False
        o = _obj(g, ev)
        return o is not None and thing_matches(e.what, o, ctx)
    if isinstance(e, n.Exploits):  # its exploit ability sacrificed a creature (CR 702.110b)
        return ev.kind == "exploits" and thing_matches(e.what, _obj(g, ev), ctx)
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
        refuse(e)  # the nth spell of a kind
        if e.nth and _this_turn(g, "cast", ev.get("player_idx")) != e.nth:
            return False  # "your second spell each turn": this is not that one
        return item is not None and matches(e.filter, StackRef(item), ctx)
    if isinstance(e, n.AttacksWith):
        if ev.kind != "attackers_declared" or not thing_matches(e.player, g.players[ev.get("player_idx")], ctx):
            return False
        if e.filter is None and e.whom is None:
            return ev.get("count") >= e.count
        # the creatures just declared attacking (CR 508.1), of that kind, attacking that one
        return sum(1 for o in g.on_battlefield() if o.attacking is not None
                   and g.controller_of(o) == ev.get("player_idx")
                   and (e.filter is None or matches(e.filter, o, ctx))
                   and (e.whom is None or thing_matches(e.whom, _defender(g, o.attacking), ctx))) >= e.count
    if isinstance(e, n.Discards):
        if ev.kind != "discarded" or not thing_matches(e.player, g.players[ev.get("player_idx")], ctx):
            return False
        o = g.objects.get(ev.get("obj_ref"))
        return e.filter is None or (o is not None and thing_matches(e.filter, o, ctx))
    if isinstance(e, n.CountersPut):  # "one or more … counters are put on X": one event per put
        refuse(e)  # who put them
        o = _obj(g, ev)
        return ev.kind == "counters_added" and e.counter in ("", ev.get("counter")) and o is not None \
            and thing_matches(e.what, o, ctx)
    if isinstance(e, n.RollsDie):  # CR 706: each die rolled, or each roll of one or more dice
        refuse(e)  # "{CHAOS}": the planar die (CR 901.9) is not played
        return (ev.kind == ("die_roll" if e.each_die else "dice_rolled")
                and thing_matches(e.player, g.players[ev.get("player_idx")], ctx))
    if isinstance(e, n.FlipOutcome):  # CR 705.2: each flip a player wins or loses
        return (ev.kind == "coin_flip" and ev.get("won") == e.won
                and thing_matches(e.player, g.players[ev.get("player_idx")], ctx))
    if isinstance(e, n.TurnedFaceUp):  # CR 708.8 (runtime/keywords/morph.py)
        return ev.kind == "turned_face_up" and thing_matches(e.what, _obj(g, ev), ctx)
    if isinstance(e, n.Transformed):  # CR 701.28: "whenever ~ transforms (into ~)", the face now up
        return ev.kind == "transformed" and thing_matches(e.what, _obj(g, ev), ctx)
    if isinstance(e, n.Cycled):  # CR 702.29c: activating a cycling ability is cycling the card
        return (ev.kind == "cycled" and thing_matches(e.player, g.players[ev.get("player_idx")], ctx)
                and thing_matches(e.what, _obj(g, ev), ctx))
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
    if isinstance(e, n.PlaysLand):  # CR 305.1: the land played, as it enters
        if ev.kind != "played_land" or not thing_matches(e.player, g.players[ev.get("player_idx")], ctx):
            return False
        o = _obj(g, ev)
        return e.filter is None or (o is not None and matches(e.filter, o, ctx))
    if isinstance(e, n.CommitsCrime):  # CR 700.13 (stack/crime.py): once per spell or ability
        return ev.kind == "crime" and thing_matches(e.player, g.players[ev.get("player_idx")], ctx)
    if isinstance(e, n.Expends):  # CR 700.14 (stack/expend.py): the Nth mana spent to cast spells this turn
        return (ev.kind == "expend" and expends(ev, e.amount)
                and thing_matches(e.player, g.players[ev.get("player_idx")], ctx))
    if isinstance(e, n.StateHolds):  # a state trigger: no event triggers it (CR 603.8, state_triggers.py)
        return False
    if isinstance(e, n.PlayerDoes):  # a verb of the verb table with no event of its own in this log
        refuse(e)
    # an event this runtime does not follow (a state trigger …):
    # refused by name, never a trigger that silently never fires
    raise Unsupported(f"the trigger event {type(e).kind!r} (the runtime has no such event)")


register_event_matcher(event_matches)
