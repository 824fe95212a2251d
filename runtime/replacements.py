"""Replacement effects (CR 614) the runtime applies, in one place:

- as a permanent enters (CR 614.1c, 614.12): "~ enters tapped" (unless its controller pays or
  reveals), "enters with N counters", "as ~ enters, choose a color / creature type", "enters as a
  copy" (refused), the keywords that apply then (bloodthirst: runtime/keywords/), a Saga's first
  lore counter and a planeswalker's loyalty: it is never seen without them (Game.put_onto_battlefield);
- "if ~ / a creature an opponent controls / that creature would die (be put into a graveyard),
  exile it instead" (CR 614.1a; Game.move through zone_replacement; which ones: would.py);
- "that many plus one / twice that many counters" (CR 614.1; Game.add_counters).
- "If a (red) source would deal damage to you, prevent N of that damage" and "… it deals double
  that damage to that player instead" (CR 615.1a, 614.1a; Game.deal_damage: damage_replacements);
- any other "If … would …, … instead" (a draw, life gained, entering the battlefield …):
  refused by the event it replaces as its permanent enters (refuse_unplayed_replacements).

An entering replacement is a handler registered with `@enters("kind")` for its IR node's kind.
Prevention (CR 615) is with damage, in game.py."""
from __future__ import annotations

from typing import Callable

import attrs

from oraclec.compiler.ir import nodes as n

from .conditions import evaluate_condition
from .errors import Unsupported
from .refusals import refuse
from .keywords import AS_ENTERS as KEYWORDS_AS_ENTERS
from .select import Ctx, evaluate_amount, matches, select
from .state import Player
from .would import doubling, steps_of

# effect kind → fn(game, obj, controller, effect, ctx, entering)
ENTERS: dict[str, Callable] = {}


def enters(*kinds: str):
    def wrap(fn):
        for k in kinds:
            if k in ENTERS:
                raise ValueError(f"a second entering replacement for {k!r}: {fn.__name__}")
            ENTERS[k] = fn
        return fn

    return wrap


@attrs.define
class Entering:
    """How a permanent is about to enter: tapped or not, and the counters it enters with."""

    tapped: bool
    counters: dict = attrs.Factory(dict)


def entering(g, obj, ctrl: int, tapped: bool) -> Entering:
    """Apply the replacements of `obj` that modify how it enters under `ctrl`'s control."""
    entry = Entering(tapped)
    if obj.chosen.get("face_down") or obj.chosen.get("entering_face_down"):  # no abilities as it enters (CR 708.3)
        return entry
    ctx = Ctx(g, ctrl, obj, x=obj.x)
    for ab in list(obj.card.abilities) + _granted_to_spell(obj):
        if isinstance(ab, n.Replacement):
            if ab.condition is not None and not evaluate_condition(ab.condition, ctx):
                continue
            for eff in (ab.effect.steps if isinstance(ab.effect, n.Sequence) else (ab.effect,)):
                handler = ENTERS.get(getattr(type(eff), "kind", None))
                if handler is not None:
                    handler(g, obj, ctrl, eff, ctx, entry)
        if isinstance(ab, n.KeywordAbility) and ab.keyword in KEYWORDS_AS_ENTERS:
            KEYWORDS_AS_ENTERS[ab.keyword](g, obj, ctrl, ab.args, entry.counters)
    counters = entry.counters
    if "Saga" in obj.card.card.subtypes:  # as a Saga enters, a lore counter (CR 714.3a)
        counters["lore"] = counters.get("lore", 0) + 1
    if "planeswalker" in obj.card.types and isinstance(obj.card.card.loyalty, int):
        counters["loyalty"] = obj.card.card.loyalty
    return entry


def _granted_to_spell(obj) -> list:
    """Abilities an effect gave the permanent spell that is now entering (Bloodlord of Vaasgoth:
    'it gains bloodthirst 3'): they apply as it enters, added to its own (M12 FAQ: instances of
    bloodthirst are cumulative). A card put onto the battlefield without being cast has none."""
    if obj.zone != "stack":
        return []
    return [k for zcc, kws in obj.chosen.get("spell_grants", []) if zcc == obj.zcc for k in kws]


@enters("enters_tapped")
def _enters_tapped(g, obj, ctrl, eff, ctx, entry):
    entry.tapped = entry.tapped or not _pay_to_enter_untapped(g, obj, ctrl, eff.unless, ctx)


@enters("enters_with_counters")
def _enters_with_counters(g, obj, ctrl, eff, ctx, entry):
    entry.counters[eff.counter] = entry.counters.get(eff.counter, 0) + evaluate_amount(eff.amount, ctx)


@enters("choose_as_enters")
def _choose_as_enters(g, obj, ctrl, eff, ctx, entry):
    """The choice is made as it enters (CR 614.12c) and remembered on the object."""
    choice = eff.choice
    agent = g.agents[ctrl]
    if choice == "color":  # "a color other than red": not_colors (refusals.py refuses any other filter)
        banned = eff.filter.not_colors if eff.filter is not None else ()
        obj.chosen["color"] = agent.choose_color(g, ctrl, tuple(c for c in ("white", "blue", "black", "red", "green")
                                                                if c not in banned))
    elif choice == "creature_type":
        # the creature types among the creature cards its controller owns, in a stable order
        mine = sorted({s for o in g.objects.values() if o.owner == ctrl and "creature" in o.card.types
                       for s in o.card.card.subtypes})
        obj.chosen["creature_type"] = agent.choose_color(g, ctrl, tuple(mine) or ("Human",))
    else:
        raise Unsupported(f"choosing {choice} as a permanent enters")
    g.emit("chosen", obj=obj.label(), choice=choice, value=obj.chosen[choice])


@enters("enters_as_copy")
def _enters_as_copy(g, obj, ctrl, eff, ctx, entry):
    refuse(eff)


def _pay_to_enter_untapped(g, obj, ctrl: int, price, ctx) -> bool:
    """"As ~ enters, you may pay 2 life / reveal a Forest card from your hand. If you don't, it
    enters tapped": whether the controller paid (CR 614.12; life only with that much, CR 119.4)."""
    if price is None:
        return False
    player = g.players[ctrl]
    if isinstance(price, n.PayLifeCost):
        amount = int(price.amount)
        if player.life < amount or not g.agents[ctrl].choose_pay(g, ctrl, price):
            return False
        g.lose_life(player, amount)
        g.emit("paid", player=player.name, cost=f"{amount} life")
        return True
    if isinstance(price, n.RevealCost):
        cards = [g.objects[i] for i in player.hand if g.objects[i] is not obj and matches(price.what, g.objects[i], ctx)]
        if not cards or not g.agents[ctrl].choose_pay(g, ctrl, price):
            return False
        g.emit("reveal", player=player.name, card=cards[0].card.name)
        return True
    raise Unsupported(f"the price {price.kind!r} to enter untapped")


def refuse_unplayed_replacements(obj) -> None:
    """A permanent whose "If … would …, … instead" this runtime does not apply (a draw, life
    gained, damage, being destroyed …: CR 614.1a; which ones it applies: would.py) is refused as it
    enters the battlefield, by the event it replaces, never played as if the replacement were not
    there."""
    for ab in obj.card.abilities:
        if not (isinstance(ab, n.Replacement) and isinstance(ab.effect, n.WouldInstead)):
            continue
        refuse(ab.effect)


def zone_replacement(g, obj, frm: str, to: str) -> tuple[str, list]:
    """"If … would die / be put into a graveyard (from anywhere), exile it instead" (CR 614.1a):
    where `obj` goes instead of `to`, and the instructions that follow the exile ("… and create a
    2/2 black Zombie creature token"), each with the context to run it in once the card has moved.
    The replacements that apply are the card's own (from any zone), those of the permanents on the
    battlefield as the event would happen (their own leaving included, CR 614.12) and a resolved
    spell's "this turn" (effects/instead.py). When several apply, the player affected (the card's
    controller, else its owner) chooses one (CR 616.1); once it is exiled no other applies."""
    if to != "graveyard":
        return to, []
    found = []  # (would, ctx, locked)
    on_battlefield = obj.zone == "battlefield"
    for ab in g.chars(obj).abilities if on_battlefield else obj.card.abilities:
        if _is_zone_replacement(ab) and isinstance(ab.effect.event.what, n.Self_):
            refuse(ab.effect)
            found.append((ab.effect, Ctx(g, g.controller_of(obj) if on_battlefield else obj.owner, obj), None))
    # the permanents as the event would happen: all of those leaving together too (CR 614.12, 603.10a)
    sources = g._batch if g._batch is not None else [(o, g.chars(o)) for o in g.on_battlefield()]
    for o, ch in sources:
        for ab in ch.abilities:
            if _is_zone_replacement(ab) and not isinstance(ab.effect.event.what, n.Self_):
                refuse(ab.effect)
                found.append((ab.effect, Ctx(g, ch.controller, o), None))
    for e in g.effects:
        if e.kind == "replace_zone":
            found.append((e.data, e.ctx, e.locked))
    found = [(w, ctx) for w, ctx, locked in found if _applies(w, ctx, locked, obj, frm)]
    if not found:
        return to, []
    who = g.controller_of(obj) if obj.zone == "battlefield" else obj.owner
    would, ctx = found[_first_to_apply(g, who, found)]
    g.emit("replaced", obj=obj.label(), to="exile")
    return "exile", [(step, ctx) for step in steps_of(would)[1:]]


def _first_to_apply(g, who: int, candidates: list) -> int:
    """Which of the (would, ctx) replacements that apply to one event applies first: the affected
    player `who` chooses (CR 616.1); the only one needs no choice."""
    if len(candidates) == 1:
        return 0
    labels = [f"{i + 1}: {ctx.source.label() if ctx.source is not None else 'an effect'}"
              for i, (_w, ctx) in enumerate(candidates)]
    return labels.index(g.agents[who].choose_option(g, who, "replacement effect to apply", labels))


def _is_zone_replacement(ab) -> bool:
    return isinstance(ab, n.Replacement) and isinstance(ab.effect, n.WouldInstead) \
        and isinstance(ab.effect.event, n.ZoneChange) and ab.effect.event.to_zone == "graveyard"


def _applies(would, ctx, locked, obj, frm: str) -> bool:
    ev = would.event
    if ev.from_zone and ev.from_zone != frm:
        return False
    if ev.owner and (obj.owner == ctx.controller) != (ev.owner == "you"):  # "into an opponent's graveyard"
        return False
    what = ev.what
    if isinstance(what, n.Self_):
        return ctx.source is obj
    if isinstance(what, n.TargetRef):  # the spell's target, locked as it resolved (effects/instead.py)
        return (obj.id, obj.zcc) in (locked or ())
    return _matches_moving(what, obj, ctx)


def _matches_moving(f, obj, ctx) -> bool:
    """Whether the card about to be put into a graveyard is what the filter names: "a card" there is
    any object but a token, wherever it comes from (CR 614.1a: Rest in Peace, Dryad Militant)."""
    if isinstance(f, n.AnyOf):
        return any(_matches_moving(x, obj, ctx) for x in f.filters)
    if "card" in f.types:
        if obj.token:
            return False
        f = attrs.evolve(f, types=tuple(t for t in f.types if t != "card"), zone=obj.zone)  # wherever it is
    return matches(f, obj, ctx)


def damage_replacements(g, source, recipient, amount: int, combat: bool, preventable: bool) -> int:
    """The permanents' "If a source would deal damage to you, prevent 1 of that damage" (CR 615.1a)
    and "… it deals double that damage to that player instead" (CR 614.1a) for damage about to be
    dealt: the damage left. The player affected (the recipient, or its controller) chooses which
    applies first, then the next among those that still apply (CR 616.1); a prevention does nothing
    to damage that can't be prevented (615.12). What follows a prevention ("… and put a +1/+1
    counter on ~") happens as it applies. (These apply before the shields and "prevent all"
    effects of game.py: one of the orders the affected player may choose.)"""
    pending = []
    for o in g.on_battlefield():
        for ab in g.chars(o).abilities:
            if isinstance(ab, n.Replacement) and isinstance(ab.effect, n.WouldInstead) \
                    and isinstance(ab.effect.event, n.DamageDealt):
                refuse(ab.effect)
                ctx = Ctx(g, g.controller_of(o), o)
                if _damage_applies(ab.effect.event, ctx, source, recipient, combat):
                    pending.append((ab.effect, ctx))
    who = recipient.index if isinstance(recipient, Player) else g.controller_of(recipient)
    while pending and amount > 0:
        would, ctx = pending.pop(_first_to_apply(g, who, pending))
        factor = doubling(would)
        if factor is not None:
            amount *= factor
            g.emit("replaced", obj=ctx.source.label(), to=f"{amount} damage")
            continue
        if not preventable:
            continue
        first, *rest = steps_of(would)
        prevented = amount if first.amount is None else min(amount, evaluate_amount(first.amount, ctx))
        amount -= prevented
        g.emit("damage_prevented", source=g.label(source), to=g.label(recipient), amount=prevented)
        from .effects.registry import run_effect

        for step in rest:
            run_effect(step, ctx)
    return amount


def _damage_applies(ev, ctx, source, recipient, combat: bool) -> bool:
    if ev.combat and not combat:
        return False
    if isinstance(ev.source, n.Self_):
        if source is not ctx.source:
            return False
    elif isinstance(ev.source, n.Filter):
        if source is None:
            return False
        f = ev.source if source.zone == "battlefield" else attrs.evolve(ev.source, zone=source.zone)  # a spell
        if not matches(f, source, ctx):
            return False
    if isinstance(ev.to, n.Filter):
        return matches(ev.to, recipient, ctx)
    return any(r is recipient for r in select(ev.to, ctx))


def more_counters(g, obj, counter: str, amount: int) -> int:
    """Replacements that put more counters ("that many plus one", "twice that many", CR 614.1),
    each applied once, in the order the permanents came to be."""
    for o in g.on_battlefield():
        for ab in g.chars(o).abilities:
            e = ab.effect if isinstance(ab, n.Replacement) else None
            if isinstance(e, n.MoreCounters) and e.counter == counter \
                    and matches(e.what, obj, Ctx(g, g.controller_of(o), o)):
                amount = amount * e.times + e.plus
    return amount
