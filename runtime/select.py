"""Selectors, filters and amounts: which objects and players an IR selector means, and what number
an amount is, in a context (conditions are in conditions.py)."""
from __future__ import annotations

from typing import Any

import attrs

from oraclec.compiler.ir import nodes as n
from oraclec.compiler.tables.vocab import CARD_TYPES

from .errors import Unsupported
from .refusals import refuse
from .state import Obj, Player

# how an event of the game's log matches an IR event ("for each creature that died this turn"):
# events.py registers its matcher here as it is imported (it reads this module's selectors, so
# this module does not import it)
_EVENT_MATCHER: list = []


def register_event_matcher(fn) -> None:
    _EVENT_MATCHER[:] = [fn]


@attrs.define
class Ctx:
    """What an effect resolves against: who controls it, its source, its targets, its trigger."""

    game: Any
    controller: int
    source: Obj | None = None
    targets: list = attrs.Factory(list)  # per TargetRef: list of things (empty when illegal)
    event: Any = None
    x: int = 0
    found: list = attrs.Factory(list)
    you_did: bool | None = None
    could: bool | None = None  # whether the instruction just followed could be done in full ("if you can't")
    paid: dict = attrs.Factory(dict)
    item: Any = None
    amount_dealt: int | None = None  # "that much" / "that many": the damage this effect dealt, once it has
    this_way: dict = attrs.Factory(dict)  # "the life lost this way": totals of this effect's steps so far
    current: Any = None  # the object a for-each is at
    flips: dict = attrs.Factory(dict)  # player index -> results (True: won) of their last FlipCoin here
    rolls: list = attrs.Factory(list)  # what the dice of the last RollDie here showed, in the order rolled
    tested: Any = None  # the object a filter is being tested on ("with toughness greater than its power")

    def player(self) -> Player:
        return self.game.players[self.controller]


def evaluate_amount(a, ctx: Ctx) -> int:
    g = ctx.game
    if isinstance(a, bool):
        return int(a)
    if isinstance(a, int):
        return a
    if isinstance(a, n.ExtraTargets):  # strive: the targets chosen beyond the first (CR 601.2f)
        return max(sum(len(t) for t in ctx.targets) - 1, 0)
    if isinstance(a, str):
        return int(a) if a.lstrip("+-").isdigit() else 0
    if isinstance(a, n.X):
        return ctx.x
    if isinstance(a, n.Count):
        return len(all_matching(a.filter, ctx))
    if isinstance(a, n.StatOf):
        things = select(a.what, ctx)
        if a.what == n.It("sacrificed"):
            things = [ctx.paid.get("sacrificed")] if ctx.paid.get("sacrificed") else []
        if not things:
            return 0
        obj = things[0]
        if isinstance(obj, StackRef):  # "that spell's mana value"
            obj = obj.item.source
        if not isinstance(obj, Obj):  # e.g. "that card's mana value" read as the targeted player's
            raise Unsupported(f"the {a.stat.replace('_', ' ')} of a {type(obj).__name__.lower()} "
                              f"({type(a.what).kind} means a {type(obj).__name__.lower()} here)")
        return stat(obj, a.stat, g, lki=ctx.paid.get("sacrificed_chars") if a.what == n.It("sacrificed") else None)
    if isinstance(a, n.Plus):
        return a.plus + evaluate_amount(a.amount, ctx)
    if isinstance(a, n.Times):
        return a.factor * evaluate_amount(a.amount, ctx)
    if isinstance(a, n.Devotion):  # CR 700.5: hybrid symbols count once for each of their colors asked for
        letters = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
        want = {letters[c] for c in a.colors}
        total = 0
        for o in g.on_battlefield():
            if g.controller_of(o) == ctx.controller:
                total += sum(1 for sym in o.card.card.mana_cost or () if want & set(sym.split("/")))
        return total
    if isinstance(a, n.Domain):
        basics = {"Plains", "Island", "Swamp", "Mountain", "Forest"}
        found = set()
        for o in g.on_battlefield():
            if g.controller_of(o) == ctx.controller and "land" in g.chars(o).types:
                found |= basics & set(g.chars(o).subtypes)
        return len(found)
    if isinstance(a, n.LifeTotal):
        return sum(p.life for p in select(a.player, ctx) if hasattr(p, "life"))
    if isinstance(a, n.LifeGainedThisTurn):  # from the game's log: this turn's life_gain events of the player
        who = {p.index for p in select(a.player, ctx) if hasattr(p, "life")}
        return sum(ev.get("amount") for ev in g.events_this_turn()
                   if ev.kind == "life_gain" and ev.get("player_idx") in who)
    if isinstance(a, n.EventsThisTurn):  # "for each creature that died this turn": this turn's log
        matches_event = _EVENT_MATCHER[0]
        return sum(1 for ev in g.events_this_turn() if matches_event(a.event, ev, ctx))
    if isinstance(a, n.ThatMuch):
        if ctx.amount_dealt is not None:  # "deals 3 damage … gain that much life": what was dealt
            return ctx.amount_dealt
        ev = ctx.event  # "whenever an opponent loses life, you gain that much life": the event's amount
        return (ev.get("amount") or 0) if ev is not None and hasattr(ev, "get") else 0
    if isinstance(a, n.ThisWay):
        return ctx.this_way.get(a.what, 0)
    if isinstance(a, n.DieResult):  # "the result": of the one die rolled by this effect (CR 706.2),
        rolls = ctx.rolls  # else of the roll the ability triggered on ("whenever you roll a die, … the result")
        ev = ctx.event
        if not rolls and ev is not None and getattr(ev, "kind", None) in ("die_roll", "dice_rolled"):
            rolls = [ev.get("result")] if ev.kind == "die_roll" else [int(r) for r in ev.get("results").split()]
        if len(rolls) != 1:
            raise Unsupported("\"the result\" with no die or more than one die rolled")
        return rolls[0]
    if isinstance(a, n.CountersOn):
        things = select(a.what, ctx)
        return sum(t.counters.get(a.counter, 0) for t in things if isinstance(t, Obj))
    if isinstance(a, (n.Greatest, n.Least, n.Total)):  # 0 when nothing matches
        vals = [stat(o, a.stat, g, lki=ch) for o, ch in _aggregated(a, ctx)]
        if isinstance(a, n.Total):
            return sum(vals)
        return (max(vals) if isinstance(a, n.Greatest) else min(vals)) if vals else 0
    if isinstance(a, n.Distinct):
        return len(set().union(*(_qualities(o, ch, a.quality, g) for o, ch in _aggregated(a, ctx))))
    raise Unsupported(f"amount {type(a).kind}")


def _aggregated(a, ctx: Ctx) -> list:
    """The objects an aggregate amount (greatest, least, total, distinct) is over, each with the
    characteristics to read; a spell or a player among them is refused, not skipped."""
    f, g = a.filter, ctx.game
    if isinstance(f, (n.Filter, n.AnyOf, n.AnyTarget)):
        # the cards a zone's filter finds are new objects there (CR 400.7): their own values
        things = [(t, g.own_chars(t) if isinstance(t, Obj) else None) for t in all_matching(f, ctx)]
    else:
        # what a pronoun or a reference means ("among those creatures", 「それらのカードの」), as it
        # last existed if it has left the battlefield (CR 608.2h)
        things = [(t, g.chars(t) if isinstance(t, Obj) else None) for t in select(f, ctx)]
    other = next((t for t, _ in things if not isinstance(t, Obj)), None)
    if other is not None:
        raise Unsupported(f"the {type(a).kind} {getattr(a, 'stat', getattr(a, 'quality', ''))} of a "
                          f"{type(other).__name__.lower()}")
    return things


def _qualities(obj: Obj, ch, quality: str, g) -> set:
    """What an object (with characteristics `ch`) has of a quality counted by Distinct: its card
    types (CR 300.1), its colors (CR 105.2), or the value of a stat."""
    if quality == "card_type":
        return {t for t in ch.types if t in CARD_TYPES}
    if quality == "color":
        return set(ch.colors) - {"colorless"}
    return {stat(obj, quality, g, lki=ch)}


def stat(obj: Obj, name: str, g, lki=None) -> int:
    ch = lki or g.chars(obj)
    if name == "power":
        return ch.power
    if name == "toughness":
        return ch.toughness
    if name == "mana_value":  # back face up: the front face's (CR 712.8e, 712.11b)
        return (obj.front or obj.card).mana_value
    raise Unsupported(f"stat {name}")


def select(sel, ctx: Ctx) -> list:
    """The objects or players `sel` means now (may be empty)."""
    g = ctx.game
    if sel is None:
        return []
    if isinstance(sel, n.Self_):
        return [ctx.source] if ctx.source is not None else []
    if isinstance(sel, n.TargetRef):
        return list(ctx.targets[sel.index]) if sel.index < len(ctx.targets) else []
    if isinstance(sel, n.You):
        return [g.players[ctx.controller]]
    if isinstance(sel, n.Tested):
        if ctx.tested is None:
            raise Unsupported("\"its\" of a filter outside a filter's test")
        return [ctx.tested]
    if isinstance(sel, n.TriggerObject):
        ev = ctx.event
        if ev is None:
            return []
        if ev.get("item_ref") is not None:  # becomes-the-target: the spell or ability that targeted
            item = next((it for it in g.stack if it.id == ev.get("item_ref")), None)
            return [StackRef(item)] if item is not None else []
        if sel.role == "other":
            # the object of an event about ~ that is not ~: the one dealt damage, blocked, blocking
            src = ctx.source.id if ctx.source is not None else None
            if ev.kind == "damage":
                refs = [ev.get("to_ref")]
            elif ev.kind == "blocks":
                refs = [r for r in (ev.get("obj_ref"), ev.get("attacker_ref")) if r != src]
            else:
                raise Unsupported(f"the other object of a {ev.kind} event")
            return [g.objects[r] for r in refs[:1] if r in g.objects]
        o = ev.get("obj_ref")
        if o is None and ev.kind == "damage":
            o = ev.get("src_ref")  # "Whenever a creature deals damage to ~, … that creature"
        return [g.objects[o]] if o in g.objects else []
    if isinstance(sel, n.TriggerPlayer):
        ev = ctx.event
        if ev is None:
            return []
        for key in ("player_idx", "active", "controller", "to_player"):
            p = ev.get(key)
            if isinstance(p, int):
                return [g.players[p]]
        return []
    if isinstance(sel, n.DefendingPlayer):
        return _defending_player(ctx)
    if isinstance(sel, (n.Enchanted, n.Equipped)):
        src = ctx.source
        if src is None or src.attached_to is None or src.attached_to not in g.objects:
            return []
        o = g.objects[src.attached_to]
        return [o] if o.zone == "battlefield" else []
    if isinstance(sel, n.ControllerOf):
        out = []
        for t in select(sel.what, ctx):
            if isinstance(t, Obj):
                out.append(g.players[g.controller_of(t)])
            elif isinstance(t, StackRef):
                out.append(g.players[t.item.controller])
        return out
    if isinstance(sel, n.OwnerOf):
        return [g.players[t.owner] for t in select(sel.what, ctx) if isinstance(t, Obj)]
    if isinstance(sel, n.Each):
        return all_matching(sel.filter, ctx)
    if isinstance(sel, (n.Filter, n.AnyOf)):
        return all_matching(sel, ctx)
    if isinstance(sel, n.Found):
        return [o for o in ctx.found]
    if isinstance(sel, n.Current):
        return [ctx.current] if ctx.current is not None else []
    if isinstance(sel, n.OneOf):
        out = []
        for item in sel.items:
            out.extend(select(item, ctx))
        return out
    if isinstance(sel, n.It):
        if sel.word == "sacrificed":
            s = ctx.paid.get("sacrificed")
            return [s] if s is not None else []
        if sel.word == "exiled" and ctx.source is not None:
            ids = ctx.source.chosen.get("exiled", [])
            return [g.objects[i] for i in ids if i in g.objects and g.objects[i].zone == "exile"]
        if sel.word == "copy":
            c = ctx.paid.get("copy")
            return [c] if c is not None else []
        return []
    if isinstance(sel, n.Chosen):
        return all_matching(sel.filter, ctx)
    raise Unsupported(f"selector {type(sel).kind}")


@attrs.frozen
class StackRef:
    """A spell or ability on the stack, as a thing a selector can mean."""

    item: Any


def candidates_for(f, ctx: Ctx) -> list:
    """Where things that may match `f` are: the battlefield, players, the stack, a zone."""
    g = ctx.game
    zone = _zone_of(f)
    if zone:
        out = []
        for p in g.players:
            out.extend(g.objects[i] for i in getattr(p, zone))
        return out
    out: list = list(g.on_battlefield())
    if _mentions(f, {"player", "opponent"}) or isinstance(f, n.AnyTarget):
        out.extend(g.players)
    if _mentions(f, {"spell"}):
        out.extend(StackRef(it) for it in g.stack)
    return out


def _zone_of(f) -> str:
    if isinstance(f, n.Filter):
        return f.zone
    if isinstance(f, n.AnyOf):
        zs = {_zone_of(x) for x in f.filters}
        return zs.pop() if len(zs) == 1 else ""
    return ""


def _mentions(f, words) -> bool:
    if isinstance(f, n.Filter):
        return bool(set(f.types) & words)
    if isinstance(f, n.AnyOf):
        return any(_mentions(x, words) for x in f.filters)
    return False


def all_matching(f, ctx: Ctx) -> list:
    return [t for t in candidates_for(f, ctx) if matches(f, t, ctx)]


PERMANENT_TYPES = {"artifact", "creature", "enchantment", "land", "planeswalker"}


def _is_chosen(choice: str, ch, ctx: Ctx) -> bool:
    """Has it (characteristics `ch`) what the source's controller chose as it entered: a creature
    type, a color (refusals.py refuses the other choices)? Nothing is, when none was chosen."""
    chosen = ctx.source.chosen.get(choice) if ctx.source is not None else None
    if chosen is None:
        return False
    return has_subtype(ch, chosen) if choice == "creature_type" else chosen in ch.colors


def matches(f, thing, ctx: Ctx, lki: bool = False) -> bool:
    """Does `thing` match filter `f`? With lki, an object that just left the battlefield is
    matched as it last existed there (CR 603.10a)."""
    g = ctx.game
    if isinstance(f, n.AnyOf):
        return any(matches(x, thing, ctx, lki) for x in f.filters)
    if isinstance(f, n.AnyTarget):
        if isinstance(thing, Player):
            return True
        return isinstance(thing, Obj) and thing.zone == "battlefield" and bool(
            {"creature", "planeswalker"} & set(g.chars(thing).types))
    if isinstance(f, n.Condition) and f.test == "chosen_color":
        return False
    if not isinstance(f, n.Filter) and type(f).__module__.rpartition(".")[2] == "selectors":
        # "when you cast this spell", "a creature blocking ~": that object, as an event's subject
        # is (events.thing_matches); a spell is its card
        card = thing.item.source if isinstance(thing, StackRef) else thing
        return any((x.item.source if isinstance(x, StackRef) else x) is card for x in select(f, ctx))
    if not isinstance(f, n.Filter):
        raise Unsupported(f"filter {type(f).kind}")
    if isinstance(thing, Player):
        return _match_player(f, thing, ctx)
    if isinstance(thing, StackRef):
        return _match_spell(f, thing.item, ctx)
    obj = thing
    ch = g.chars(obj)
    types = set(ch.types)
    zone = "battlefield" if lki else obj.zone
    for t in f.types:
        if t == "permanent":
            if zone != "battlefield":
                return False
        elif t == "card":
            if zone in ("battlefield", "stack"):
                return False
        elif t == "token":
            if not obj.token:
                return False
        elif t == "spell":
            return False
        elif t in ("player", "opponent"):
            return False
        elif t == "source":
            pass
        elif t not in types:
            return False
    if zone not in ("battlefield",) and not f.zone and "card" not in f.types:
        return False
    if f.zone and zone != f.zone:
        return False
    if f.zone_owner and obj.owner not in zone_owners(f.zone_owner, ctx):
        return False  # "from an opponent's graveyard", "in target player's graveyard"
    if any(not has_subtype(ch, s) for s in f.subtypes):
        return False
    if f.named_self and (ctx.source is None or obj.name != ctx.source.name):
        return False
    if any(obj.counters.get(k, 0) <= 0 for k in f.with_counters):
        return False
    if f.chosen and not _is_chosen(f.chosen, ch, ctx):  # "of the chosen type / color": chosen as it entered
        return False
    if any(s not in ch.supertypes for s in f.supertypes):
        return False
    if f.multicolored and len(set(ch.colors)) < 2:
        return False
    if f.historic and not ("artifact" in ch.types or "legendary" in ch.supertypes or "Saga" in ch.subtypes):
        return False
    if f.commander or f.affected is not None:
        refuse(f)
    if f.owner == "you" and obj.owner != ctx.controller:
        return False
    if f.colors and not (set(f.colors) & set(ch.colors)):
        return False
    if set(f.not_types) & types or any(has_subtype(ch, s) for s in f.not_subtypes) \
            or set(f.not_colors) & set(ch.colors):
        return False
    if "token" in f.not_types and obj.token:  # "nontoken" (CR 111.1)
        return False
    if set(f.not_supertypes) & set(ch.supertypes):
        return False
    if f.controller:
        c = ch.controller if lki else g.controller_of(obj)  # who controlled it as it last existed (CR 603.10a)
        # "they": the acting player, whom the effect's context names as its controller
        if (f.controller in ("you", "they")) != (c == ctx.controller):
            return False
    if f.controlled_by is not None:  # "lands that player controls"
        if g.controller_of(obj) not in {p.index for p in select(f.controlled_by, ctx) if isinstance(p, Player)}:
            return False
    if f.other and ctx.source is not None and obj.id == ctx.source.id:
        return False
    left = g.lki.get(obj.id) if lki else None
    kept = left[2] if left is not None and left[0] == obj.zcc else None  # as it last existed on the battlefield
    for s in f.states:
        if kept is not None and s != "dealt_damage_this_turn":
            if s not in kept:
                return False
            continue
        if s == "tapped" and not obj.tapped:
            return False
        if s == "untapped" and obj.tapped:
            return False
        if s == "attacking" and obj.attacking is None:
            return False
        if s == "blocking" and not obj.blocking:
            return False
        if s == "attacking_or_blocking" and obj.attacking is None and not obj.blocking:
            return False
        if s == "dealt_damage_this_turn" and not any(
                ev.kind == "damage" and ev.get("to_ref") == obj.id for ev in g.events_this_turn()):
            return False
    if f.attached_to is not None:  # "Equipment attached to it"
        host = g.objects.get(obj.attached_to)
        if host is None or not any(o is host for o in select(f.attached_to, ctx)) \
                and not (isinstance(f.attached_to, n.Filter) and matches(f.attached_to, host, ctx)):
            return False
    if f.blocking_what is not None:  # "creatures blocking it"
        blocked = {o.id for o in select(f.blocking_what, ctx)}
        if not blocked & set(obj.blocking):
            return False
    if any(k not in ch.keywords for k in f.with_keywords):
        return False
    if any(k in ch.keywords for k in f.without_keywords):
        return False
    for c in f.compare:
        v = stat(obj, c.stat, g)
        # "its" in the comparison is the object tested: each creature's own power
        cctx = attrs.evolve(ctx, tested=obj) if isinstance(c.value, n.StatOf) and isinstance(c.value.what, n.Tested) else ctx
        if not compare(v, c.op, evaluate_amount(c.value, cctx)):
            return False
    if f.name and obj.card.name != f.name:
        return False
    if f.same_name_as is not None:
        names = {o.card.name for o in select(f.same_name_as, ctx) if isinstance(o, Obj)}
        if obj.card.name not in names:
            return False
    if f.damaged_by is not None:
        srcs = select(f.damaged_by, ctx)
        damaged = ch.damaged_by if ch.damaged_by is not None else obj.damaged_by
        if not any(isinstance(s, Obj) and s.id in damaged for s in srcs):
            return False
    return True


def zone_owners(owner, ctx: Ctx) -> set:
    """The players (indices) whose zone a Filter.zone_owner (or an effect's library `owner`) means:
    "you" / "they" (the acting player, whom the context names as its controller), "opponent" (any
    opponent), "any", or a player selector (a target, that player, each opponent, its owner …)."""
    g = ctx.game
    if owner == "any":
        return {p.index for p in g.players}
    if owner in ("you", "they"):
        return {ctx.controller}
    if owner == "opponent":
        return {p.index for p in g.players if p.index != ctx.controller}
    if isinstance(owner, str):
        raise Unsupported(f"a zone owned by {owner!r}")
    return {p.index for p in select(owner, ctx) if isinstance(p, Player)}


def _match_player(f: n.Filter, p: Player, ctx: Ctx) -> bool:
    if not (set(f.types) & {"player", "opponent"}):
        return False
    if "opponent" in f.types and p.index == ctx.controller:
        return False
    if f.controller == "opponent" and p.index == ctx.controller:
        return False
    if f.other and p.index == ctx.controller:
        return False
    return True


def _match_spell(f: n.Filter, item, ctx: Ctx) -> bool:
    if "spell" not in f.types or not item.is_spell:
        return False
    obj = item.source
    ch = ctx.game.chars(obj)
    types = set(ch.types)
    for t in f.types:
        if t != "spell" and t not in types:
            return False
    if f.multicolored and len(set(ch.colors)) < 2:
        return False
    if f.historic and not ("artifact" in ch.types or "legendary" in ch.supertypes or "Saga" in ch.subtypes):
        return False
    if f.commander or f.affected is not None:
        refuse(f)
    if f.colors and not (set(f.colors) & set(ch.colors)):
        return False
    if set(f.not_types) & types or set(f.not_colors) & set(ch.colors):
        return False
    if any(not has_subtype(ch, s) for s in f.subtypes):
        return False
    if any(s not in ch.supertypes for s in f.supertypes):  # "a legendary spell"
        return False
    if any(k not in ch.keywords for k in f.with_keywords):  # "a spell with devoid"
        return False
    if f.chosen and not _is_chosen(f.chosen, ch, ctx):  # "a creature spell of the chosen type"
        return False
    if f.controller and (f.controller in ("you", "they")) != (item.controller == ctx.controller):
        return False
    if f.targets is not None:  # "a spell that targets ~": one of its targets is one of these
        wanted = {("player", t.index) if isinstance(t, Player) else ("obj", t.id)
                  for t in select(f.targets, ctx) if isinstance(t, (Player, Obj))}
        if not any((ref[0], ref[1]) in wanted for group in item.targets for ref in group):
            return False
    return True


def compare(a: int, op: str, b: int) -> bool:
    return {"le": a <= b, "ge": a >= b, "lt": a < b, "gt": a > b, "eq": a == b}[op]


def _defending_player(ctx) -> list:
    """CR 506.2: the player the attacker (the trigger's attacker, else ~ or what ~ is attached
    to) attacks, or who controls the planeswalker or battle it attacks."""
    g = ctx.game
    ev = ctx.event or {}
    cands = []
    for key in ("attacker_ref", "obj_ref"):
        if ev.get(key) in g.objects:
            cands.append(g.objects[ev.get(key)])
    src = ctx.source
    if src is not None:
        cands.append(src)
        if src.attached_to in g.objects:
            cands.append(g.objects[src.attached_to])
    for o in cands:
        d = getattr(o, "attacking", None)
        if d:
            return [g.players[d[1] if d[0] == "player" else g.controller_of(g.objects[d[1]])]]
    if ev.get("defender_player") is not None:
        return [g.players[ev.get("defender_player")]]
    if src is not None and len(g.players) == 2 and g.active == g.controller_of(src):
        # before attackers are declared ("can't attack unless defending player controls an
        # Island"): in a two-player game the only player it could attack (CR 506.2)
        return [p for p in g.players if p.index != g.active]
    return []


# a rule that gives an object subtypes it doesn't list (changeling: every creature type), set
# by the keyword file that plays it (runtime/keywords/changeling.py), which imports this module
EVERY_TYPE = [lambda ch, subtype: False]


def has_subtype(ch, subtype: str) -> bool:
    """Whether characteristics `ch` include `subtype`."""
    return subtype in ch.subtypes or EVERY_TYPE[0](ch, subtype)
