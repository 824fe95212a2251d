"""The registries the keyword files fill: what a keyword does at one moment of the game, looked
up by the keyword's name where that moment is played."""
from __future__ import annotations

from typing import Callable


from oraclec.compiler.ir import nodes as n

from ..cards import CardDef
from ..errors import IllegalAction

# the runtime's functions and classes the keyword files call (cast, run_effect, pay_costs,
# Pending …), filled by game.py as it is imported: the keyword files import no runtime module
# that imports them, so the runtime has no import circle
RT: dict = {}

# keyword → fn(game, obj, controller, args, counters): as the permanent enters (CR 614.1c), it
# may add to the counters it enters with (Game.put_onto_battlefield asks every one)
AS_ENTERS: dict[str, Callable] = {}
# keyword → fn(keyword ability) → n.Activated, or a tuple of them: a keyword that is an activated
# ability, or more than one (reconfigure); stack/casting.activated_abilities lists them among the
# object's activated abilities
ACTIVATED: dict[str, Callable] = {}


def _register(table: dict, keyword: str):
    def wrap(fn):
        if keyword in table:
            raise ValueError(f"a second hook for the keyword {keyword!r}: {fn.__module__}.{fn.__name__}")
        table[keyword] = fn
        return fn

    return wrap


def as_enters(keyword: str):
    return _register(AS_ENTERS, keyword)


def activated(keyword: str):
    return _register(ACTIVATED, keyword)


# keyword → fn(keyword ability) → n.Triggered: a keyword that is a triggered ability (prowess,
# ward): triggers.on_event sees it among the object's triggered abilities
TRIGGERED: dict[str, Callable] = {}
# keyword → fn(game, player, spell object, keyword ability, costs, x, plan) → (costs, choices): a
# keyword that changes the costs as its spell is cast (kicker adds one, CR 601.2f; convoke pays
# part by tapping creatures, 702.51); `plan(costs)` raises IllegalAction when they can't be paid
CASTING: dict[str, Callable] = {}


def triggered(keyword: str):
    return _register(TRIGGERED, keyword)


def casting(keyword: str):
    return _register(CASTING, keyword)


def keyword_cost(card, keyword: str) -> tuple | None:
    """The arguments (its costs) of the card's first `keyword` ability (an n.CardIR), or None:
    "Dash {2}{R}" -> (ManaCost(("2", "R")),)."""
    for ab in card.abilities:
        if isinstance(ab, n.KeywordAbility) and ab.keyword == keyword:
            return tuple(ab.args)
    return None


def optional_cost(g, pi: int, costs: list, extra: list, plan, mark: str) -> tuple[list, dict]:
    """An optional additional cost (kicker, buyback; CR 601.2b, 601.2f): the costs with `extra`
    added when the caster can pay it with the rest and chooses to (the agent's choose_pay), and
    the choice to remember under `mark`."""
    try:
        plan(costs + extra)
    except IllegalAction:
        return costs, {mark: False}
    if not g.agents[pi].choose_pay(g, pi, extra):
        return costs, {mark: False}
    return costs + extra, {mark: True}


def triggered_abilities(abilities) -> list:
    """The object's triggered abilities, those its keywords are (TRIGGERED) included, in order."""
    out = []
    for ab in abilities:
        if type(ab).__name__ == "KeywordAbility" and ab.keyword in TRIGGERED:
            out.append(_keyword_ability(TRIGGERED, ab))
        else:
            out.append(ab)
    return out


_MADE: dict = {}


def _keyword_ability(table: dict, ab):
    """The ability a keyword ability is, made once per keyword ability (so it is the same object
    each time it is asked for: triggers.functions_in and 'once each turn' key on it)."""
    key = (id(table), ab)
    if key not in _MADE:
        _MADE[key] = table[ab.keyword](ab)
    return _MADE[key]


# name → fn(effect node, ctx): what a keyword's own instruction does as its ability resolves
# (n.OtherEffect(name) in the ability the keyword is; effects/statics.py runs it): the parts
# of a keyword no IR node says, such as persist's return "with a -1/-1 counter on it"
EFFECTS: dict[str, Callable] = {}
# name → fn(args, ctx) → bool: a keyword's own condition (n.Condition(name), asked as an
# intervening "if" by conditions.evaluate_condition): echo's "if it came under your control
# since the beginning of your last upkeep"
CONDITIONS: dict[str, Callable] = {}


def effect(name: str):
    return _register(EFFECTS, name)


def keyword_condition(name: str):
    return _register(CONDITIONS, name)


def pay_or_not(g, pi: int, obj, costs: list, x: int = 0) -> bool:
    """A player offered to pay `costs` while an ability resolves (echo, cumulative upkeep,
    extort): True once paid; False when they can't (CR 118.3) or choose not to."""
    pay_costs, plan_costs = RT["pay_costs"], RT["plan_costs"]

    try:
        steps = plan_costs(g, pi, obj, costs, x, {})
    except IllegalAction:
        return False
    if not g.agents[pi].choose_pay(g, pi, costs):
        return False
    pay_costs(g, pi, steps, {})
    g.emit("paid", player=g.players[pi].name, cost=", ".join(getattr(type(c), "kind", "?") for c in costs))
    return True


def still_the_one_that_left(g, obj) -> bool:
    """Whether `obj`, having left the battlefield, is still the object that left (it has not
    moved again since, CR 400.7)."""
    return obj.id in g.lki and g.lki[obj.id][0] == obj.zcc



_ARGS: dict = {}  # a keyword instance's arguments → their index in _BY_INDEX
_BY_INDEX: list = []


def keyword_effect(name: str, args: tuple) -> n.OtherEffect:
    """A keyword's own instruction that needs the keyword's arguments (echo's cost, fabricate's
    N): n.OtherEffect("name#i"), run by EFFECTS[name], which reads them with effect_args."""
    if args not in _ARGS:
        _ARGS[args] = len(_BY_INDEX)
        _BY_INDEX.append(args)
    return n.OtherEffect(f"{name}#{_ARGS[args]}")


def effect_args(e) -> tuple:
    _, _, i = e.name.partition("#")
    return _BY_INDEX[int(i)] if i else ()


def effect_of(e):
    """The EFFECTS function of a keyword's n.OtherEffect, or None."""
    return EFFECTS.get(e.name.partition("#")[0])


# keyword → fn(ability) → effect: a keyword that is "When you cast this spell, …" (storm,
# cascade): it triggers from the stack as the spell becomes cast (stack/casting.cast calls
# cast_triggers), each instance separately
ON_CAST: dict[str, Callable] = {}


def on_cast(keyword: str):
    return _register(ON_CAST, keyword)


def cast_triggers(g, pi: int, obj, item, ev) -> None:
    """The spell's own cast triggers wait to be put on the stack (CR 603.2, 603.3)."""
    Pending = RT["Pending"]

    for ab in obj.card.abilities:
        if isinstance(ab, n.KeywordAbility) and ab.keyword in ON_CAST:
            g.pending.append(Pending(obj, obj.zcc, n.Triggered(n.AnyEvent(()), ON_CAST[ab.keyword](ab)), pi, ev,
                                     delayed=True, ctx_extra={"spell_item": item}))


# fn(game, event): a triggered ability of the game's rules that no object has (a player's speed,
# CR 702.179; the monarch's, CR 724.2): triggers.on_event asks each one of every event
RULE_TRIGGERS: list[Callable] = []


def rule_trigger(fn):
    RULE_TRIGGERS.append(fn)
    return fn


def rules_source(g, pi: int, name: str):
    """The object a rule's triggered ability of player `pi` comes from on the stack (one per player
    and rule, in no zone): its controller is the player, it has no characteristics of its own."""
    key = (pi, name)
    if key not in g.rules_sources:
        g.rules_sources[key] = g.create(CardDef(name, n.CardIR((), ())), pi, "rules")
    return g.rules_sources[key]


def trigger_rule(g, pi: int, name: str, ability, ev) -> None:
    """A rule's triggered ability of player `pi` triggers: it waits to be put on the stack (CR 603.3)."""
    src = rules_source(g, pi, name)
    g.pending.append(RT["Pending"](src, src.zcc, ability, pi, ev))
