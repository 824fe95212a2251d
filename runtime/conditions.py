"""Conditions: what an IR `Condition(test, args)` means, one handler per test name.

A condition is asked by an "if" in an effect, an intervening "if" (CR 603.4: when the ability
would trigger, in triggers.py, and again as it resolves, in stack/resolve.py), a static
ability's "as long as" (chars.py, turns.py), a replacement's "if" (replacements.py) and
"Activate only if …" (stack/casting.py). `@condition("test")` registers the handler for one test
name; it is called with the condition's args and the context. A test name the runtime does not
play is listed in UNSUPPORTED and raises Unsupported, like any name it does not know.

Adding one: the compiler emits `n.Condition("name", args)`; add `@condition("name")` here (a test
checks that every name the compiler emits is either here or in UNSUPPORTED)."""
from __future__ import annotations

from typing import Callable

from oraclec.compiler.ir import nodes as n
from oraclec.compiler.tables.vocab import CARD_TYPES

from .errors import Unsupported
from .resolutions import resolutions_this_turn
from .events import event_matches
from .keywords.hooks import CONDITIONS as KEYWORD_CONDITIONS
from .select import Ctx, all_matching, compare, evaluate_amount, matches, select
from .state import Obj, Player

CONDITIONS: dict[str, Callable] = {}

# Test names the compiler emits that this runtime does not evaluate (they raise Unsupported).
UNSUPPORTED: dict[str, str] = {
    "chosen_color": "\"protection from the color of your choice\": a quality select.matches reads, never a condition to evaluate",
    "won_clash": "a clash's result (CR 701.30): clashing is not played yet",
}


def condition(*tests: str):
    """Register the decorated function as the meaning of these condition test names."""

    def wrap(fn):
        for t in tests:
            if t in CONDITIONS:
                raise ValueError(f"a second handler for the condition {t!r}: {fn.__name__}")
            CONDITIONS[t] = fn
        return fn

    return wrap


def evaluate_condition(cond, ctx: Ctx) -> bool:
    if cond is None:
        return True
    if isinstance(cond, n.Not):
        return not evaluate_condition(cond.cond, ctx)
    if not isinstance(cond, n.Condition):
        raise Unsupported(f"condition {type(cond).kind}")
    handler = CONDITIONS.get(cond.test) or KEYWORD_CONDITIONS.get(cond.test)  # echo's own … (keywords/)
    if handler is None:
        raise Unsupported(f"condition {cond.test}")
    return handler(cond.args, ctx)


def _whose(who, ctx: Ctx) -> list:
    """The players a condition asks about: "you", "opponent" (any one of them), "any", or a
    selector (defending player, target player, each opponent …)."""
    g = ctx.game
    if who == "you":
        return [ctx.player()]
    if who == "opponent":
        return [p for p in g.players if p.index != ctx.controller]
    if who == "any":
        return list(g.players)
    if isinstance(who, str):
        raise Unsupported(f"the players {who!r} of a condition")
    return [p for p in select(who, ctx) if isinstance(p, Player)]


def _holds(who, ctx: Ctx, test) -> bool:
    """Does `test` hold for the players `who` names: each of them for an `Each` ("each opponent
    has …"), else some one of them ("an opponent has …")."""
    players = _whose(who, ctx)
    if isinstance(who, n.Each):
        return bool(players) and all(test(p) for p in players)
    return any(test(p) for p in players)


def _quantity(q, p: Player, ctx: Ctx) -> int:
    """What compare_players compares: a player's life, hand size, or the permanents of a kind
    they control."""
    if q == "life":
        return p.life
    if q == "hand":
        return len(p.hand)
    if isinstance(q, (n.Filter, n.AnyOf)):
        return sum(1 for o in all_matching(q, ctx) if isinstance(o, Obj) and ctx.game.controller_of(o) == p.index)
    raise Unsupported(f"a comparison of players' {q!r}")


def _mentions_card(f) -> bool:
    if isinstance(f, n.AnyOf):
        return any(_mentions_card(x) for x in f.filters)
    return isinstance(f, n.Filter) and "card" in f.types


def _is_now(f, o, ctx: Ctx) -> bool:
    """"if it's a creature", "if that creature was blue" (the two languages' tenses differ, the
    object is the same): an object that has left the battlefield is matched as it last existed
    there (CR 608.2h), its states (tapped, attacking) too, unless a card in its new zone is asked for."""
    if not isinstance(o, Obj):
        return matches(f, o, ctx)
    g = ctx.game
    left = o.zone != "battlefield" and o.id in g.lki and g.lki[o.id][0] == o.zcc
    return matches(f, o, ctx, lki=left and not _mentions_card(f))


# ---------------------------------------------------------------- numbers
@condition("compare")
def _compare(a, ctx):
    return compare(evaluate_amount(a[0], ctx), a[1], evaluate_amount(a[2], ctx))


@condition("amount")
def _amount(a, ctx):  # "your devotion to black is less than five"
    return compare(evaluate_amount(a[0], ctx), a[1], a[2])


@condition("x")
def _x(a, ctx):  # "If X is 5 or more"
    return compare(evaluate_amount(n.X(), ctx), a[0], a[1])


# ---------------------------------------------------------------- objects and zones
@condition("count")
def _count(a, ctx):
    return compare(len(all_matching(a[0], ctx)), a[1], evaluate_amount(a[2], ctx))


@condition("in_zone")
def _in_zone(a, ctx):
    if a[2] not in ("you", "any", "opponent"):
        raise Unsupported(f"a condition on a zone of {a[2]!r}")
    objs = select(a[0], ctx)
    return any(isinstance(o, Obj) and o.zone == a[1] and (a[2] == "any" or (o.owner == ctx.controller) == (a[2] == "you"))
               for o in objs)


@condition("you_control")
def _you_control(a, ctx):
    g = ctx.game
    return any(g.controller_of(o) == ctx.controller for o in all_matching(a[0], ctx) if isinstance(o, Obj))


@condition("player_controls")
def _player_controls(a, ctx):  # "as long as defending player controls an Island", "… controls four or more lands"
    g = ctx.game

    def controls(p):
        k = sum(1 for o in all_matching(a[1], ctx) if isinstance(o, Obj) and g.controller_of(o) == p.index)
        return k > 0 if len(a) == 2 else compare(k, a[2], evaluate_amount(a[3], ctx))
    return _holds(a[0], ctx, controls)


@condition("control_none")
def _control_none(a, ctx):  # "when you control no Swamps": a state trigger's condition (CR 603.8, state_triggers.py)
    g = ctx.game
    return _holds(a[0], ctx, lambda p: not any(isinstance(o, Obj) and g.controller_of(o) == p.index
                                               for o in all_matching(a[1], ctx)))


@condition("compare_players")
def _compare_players(a, ctx):  # "if an opponent controls more lands than you", "… has more life than you"
    return _holds(a[0], ctx, lambda p: _holds(a[3], ctx, lambda q: compare(
        _quantity(a[1], p, ctx), a[2], _quantity(a[1], q, ctx))))


@condition("you_control_all")
def _you_control_all(a, ctx):
    g = ctx.game
    return all(any(g.controller_of(o) == ctx.controller for o in all_matching(f, ctx) if isinstance(o, Obj))
               for f in a)


@condition("is")
def _is(a, ctx):
    things = select(a[0], ctx)
    return bool(things) and all(_is_now(a[1], x, ctx) for x in things)


@condition("equipped")
def _equipped(a, ctx):  # "as long as ~ is equipped": an Equipment is attached to it
    g = ctx.game
    return any(any("Equipment" in g.chars(x).subtypes and x.attached_to == o.id for x in g.on_battlefield())
               for o in select(a[0], ctx) if isinstance(o, Obj))


@condition("enchanted")
def _enchanted(a, ctx):  # "if ~ is enchanted": an Aura is attached to it
    g = ctx.game
    return any(any("Aura" in g.chars(x).subtypes and x.attached_to == o.id for x in g.on_battlefield())
               for o in select(a[0], ctx) if isinstance(o, Obj))


@condition("monstrous")
def _monstrous(a, ctx):  # "as long as ~ is monstrous" (CR 701.37b: monstrosity made it so)
    return any(isinstance(o, Obj) and o.zone == "battlefield" and bool(o.chosen.get("monstrous"))
               for o in select(a[0], ctx))


@condition("card_types_in_graveyard")
def _card_types_in_graveyard(a, ctx):  # delirium (CR 207.2c): card types among the cards there
    g = ctx.game
    types = {ty for i in ctx.player().graveyard for ty in g.chars(g.objects[i]).types if ty in CARD_TYPES}
    return compare(len(types), a[1], a[2])


# ---------------------------------------------------------------- players
@condition("hand_size")
def _hand_size(a, ctx):  # "as long as you have seven or more cards in hand", "an opponent has no cards in hand"
    return _holds(a[0], ctx, lambda p: compare(len(p.hand), a[1], a[2]))


@condition("graveyard_size")
def _graveyard_size(a, ctx):
    return _holds(a[0], ctx, lambda p: compare(len(p.graveyard), a[1], a[2]))


@condition("player_counters")
def _player_counters(a, ctx):  # "an opponent has three or more poison counters"
    if a[1] != "poison":
        return _holds(a[0], ctx, lambda p: compare(p.counters.get(a[1], 0), a[2], a[3]))
    return _holds(a[0], ctx, lambda p: compare(p.poison, a[2], a[3]))


@condition("life")
def _life(a, ctx):
    return _holds(a[0], ctx, lambda p: compare(p.life, a[1], a[2]))


@condition("life_at_most_half_starting")
def _life_at_most_half_starting(a, ctx):
    return ctx.player().life * 2 <= 20  # the starting life total of a two-player game (CR 103.4)


@condition("less_life_than_opponent")
def _less_life_than_opponent(a, ctx):
    g = ctx.game
    return any(p.life > ctx.player().life for p in g.players if p.index != ctx.controller)


@condition("fewer_creatures_than_opponent")
def _fewer_creatures_than_opponent(a, ctx):
    g = ctx.game

    def count(i):
        return sum(1 for o in g.on_battlefield() if g.controller_of(o) == i and "creature" in g.chars(o).types)
    return any(count(p.index) > count(ctx.controller) for p in g.players if p.index != ctx.controller)


@condition("a_player_life_le")
def _a_player_life_le(a, ctx):
    return any(p.life <= a[0] for p in ctx.game.players)


@condition("opponents_ge")
def _opponents_ge(a, ctx):
    return sum(1 for p in ctx.game.players if p.index != ctx.controller) >= a[0]


@condition("max_speed")
def _max_speed(a, ctx):  # "Max speed — …": as long as your speed is 4 (CR 702.179)
    return ctx.player().speed >= 4


@condition("citys_blessing")
def _citys_blessing(a, ctx):  # "if you have the city's blessing" (ascend, CR 702.131)
    return ctx.player().citys_blessing


@condition("your_turn")
def _your_turn(a, ctx):
    return ctx.game.active == ctx.controller


@condition("all")
def _all(a, ctx):  # "… and …": both conditions
    return all([evaluate_condition(c, ctx) for c in a])


@condition("any")
def _any(a, ctx):  # "… or …": either (both are read: a condition the runtime cannot read is refused)
    return any([evaluate_condition(c, ctx) for c in a])


# ---------------------------------------------------------------- this turn's history
@condition("this_turn")
def _this_turn(a, ctx):  # an event of this turn, from the game's log (CR 700.14-style history)
    need = a[1] if len(a) > 1 else 1  # "two or more spells this turn"
    return sum(1 for ev in ctx.game.events_this_turn() if event_matches(a[0], ev, ctx)) >= need


def _casts_last_turn(ctx) -> list[int]:
    """How many spells each player cast during the previous turn (a "cast" event is a spell
    cast, CR 601.2i); Unsupported when the log does not hold that turn."""
    events = ctx.game.events_last_turn()
    if events is None:
        raise Unsupported("\"spells cast last turn\" in a game whose log does not reach the last turn's start")
    counts = [0 for _ in ctx.game.players]
    for ev in events:
        if ev.kind == "cast":
            counts[ev.get("player_idx")] += 1
    return counts


@condition("spells_cast_last_turn_none")
def _spells_cast_last_turn_none(a, ctx):  # "if no spells were cast last turn" (none on the game's first turn)
    return not any(_casts_last_turn(ctx))


@condition("a_player_cast_n_spells_last_turn")
def _a_player_cast_n_spells_last_turn(a, ctx):  # "if a player cast two or more spells last turn": one player alone
    return any(c >= a[0] for c in _casts_last_turn(ctx))


@condition("resolved_nth_time_this_turn")
def _resolved_nth_time_this_turn(a, ctx):
    """"If this is the second time this ability has resolved this turn" (its resolutions counted
    by stack/resolve.py as it resolves, this one included; a new object's ability is a new one,
    CR 400.7). Outside a resolving ability there is no "this ability": refused."""
    if ctx.item is None or ctx.item.is_spell:
        raise Unsupported("'this is the nth time this ability has resolved' outside a resolving ability")
    return resolutions_this_turn(ctx.game, ctx.item) in a


@condition("opponent_dealt_damage_this_turn")
def _opponent_dealt_damage_this_turn(a, ctx):
    return any(p.dealt_damage_this_turn for p in ctx.game.players if p.index != ctx.controller)


# ---------------------------------------------------------------- the spell or ability itself
@condition("could_not")
def _could_not(a, ctx):
    """"If you can't" after an instruction (CR 608.2c: the instructions in order): whether that one
    could not be done in full — sacrificing, returning or removing fewer than it says. The handlers
    that can tell set ctx.could (effects/zones.py, counters.py); after another kind of instruction
    it is refused by name (refusals.py), never guessed."""
    if ctx.could is None:
        raise Unsupported("'if you can't' after an instruction that does not tell whether it could be done")
    return not ctx.could


@condition("you_did")
def _you_did(a, ctx):
    return bool(ctx.you_did)


def _last_flip(a, ctx) -> bool | None:
    """The result of "the flip" (True: won) of player a[0] made by this spell or ability
    (effects/coins.py); None when that player did not flip (then they neither won nor lost)."""
    who = [p for p in select(a[0], ctx) if isinstance(p, Player)]
    results = ctx.flips.get(who[0].index) if who else None
    if not results:
        return None
    if len(results) > 1:
        raise Unsupported("\"the flip\" after more than one coin flip")
    return results[0]


@condition("won_flip")
def _won_flip(a, ctx):  # "if you win the flip" / 「あなたがコイン投げに勝ったなら」
    return _last_flip(a, ctx) is True


@condition("lost_flip")
def _lost_flip(a, ctx):  # "if you lose the flip" / 「あなたがコイン投げに負けたなら」
    return _last_flip(a, ctx) is False


@condition("result_in")
def _result_in(a, ctx):  # a result table's row: "1—9 |" / 「1-9｜」 (low, high), "15+ |" (low only)
    r = evaluate_amount(n.DieResult(), ctx)
    return a[0] <= r and (len(a) < 2 or r <= a[1])


@condition("cast_self")
def _cast_self(a, ctx):  # "if you cast it" / "… from your hand" (an ETB trigger's condition)
    src = ctx.source
    where = src.chosen.get("cast_from") if src is not None else None
    return where is not None and (not a or a[0] == where) and ctx.game.controller_of(src) == ctx.controller


@condition("kicked")
def _kicked(a, ctx):  # the kicker cost was paid as it was cast (runtime/keywords/kicker.py)
    return bool(ctx.source is not None and ctx.source.chosen.get("kicked"))


@condition("searched_library")
def _searched_library(a, ctx):  # a search of "library and/or graveyard" here always includes the library
    return True



_LETTER = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "colorless": "C"}


@condition("mana_spent")
def _mana_spent(a, ctx):
    """"If at least three white mana was spent to cast this spell" (adamant), "if {G} was spent to
    cast it": the mana paid as it was cast (CR 601.2h), kept on the spell and onto the battlefield
    (stack/casting.py); a card not cast had none spent (CR 106.12a)."""
    color, op, number = a
    src = ctx.source
    spent = src.chosen.get("mana_spent", ()) if src is not None else ()
    if getattr(ctx.item, "copy", False):  # a copy of the spell was not cast: no mana was spent on it (CR 707.10)
        spent = ()
    return compare(sum(1 for s in spent if s == _LETTER[color]), op, number)


@condition("targets")
def _targets(a, ctx):
    """"This spell costs {3} less to cast if it targets a creature that was dealt damage this turn":
    one of the targets chosen (CR 601.2c, before the total cost is worked out, 601.2f) is such a thing."""
    from .stack.targets import thing_of  # (as the cost is worked out the targets are still references)

    things = [thing_of(ctx.game, t) if isinstance(t, tuple) else t for chosen in ctx.targets for t in chosen]
    return any(t is not None and matches(a[0], t, ctx) for t in things)
