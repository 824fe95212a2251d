"""Casting spells, playing lands and activating abilities (CR 601, 305, 602): timing and
restrictions, then targets, costs, and onto the stack; mana abilities resolve at once (CR 605).

Every action is checked before anything changes: an illegal one raises IllegalAction with
the reason and leaves the game as it was."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n
from oraclec.compiler.ir.json import walk

from ..conditions import evaluate_condition
from ..effects import run_effect
from ..errors import IllegalAction, Unsupported
from ..keywords import ACTIVATED, CASTING
from ..keywords.hooks import cast_triggers
from ..keywords.awaken import awaken_spell_abilities
from ..keywords.bestow import MARK as BESTOWED, choose_bestow
from ..keywords.cycling import CYCLING_KEYWORDS
from ..keywords.disturb import turn_for_disturb, unturn
from ..keywords.retrace import RETRACE_COST
from ..keywords.entwine import entwined
from ..keywords.overload import overloaded_abilities
from ..keywords.morph import FACE_DOWN_COST, morph_ability
from ..keywords.flash import instant_speed
from ..keywords.split_second import check_split_second
from ..playable import check_playable
from ..select import Ctx
from ..state import Obj, StackItem
from ..turns import land_plays
from .alternative import _split as _split_costs, alternative_cost, without_mana_cost
from .costs import cost_changes, plan_costs, pay_costs
from .divide import announce_division, plan_division
from .permissions import by_retrace, check_activation_zone, check_cast_from, other_permission
from .spell_rules import unplayed_spell_rules
from .expend import spent_to_cast
from .spend_only import Spending
from .modes import ability_specs, choose_modes, modal_of
from .targets import choose_targets, emit_targeted, legal_choices, spell_target_specs, targets_text
from ..triggers import functions_in


MAIN = ("main1", "main2")
COMBAT_STEPS = ("begin_combat", "declare_attackers", "declare_blockers", "first_strike_damage", "combat_damage",
                "end_combat")


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
    check_playable(obj.card.card, obj.name, "play")
    if "land" not in obj.card.types:
        raise IllegalAction("not a land")
    if not sorcery_timing(g, pi):
        raise IllegalAction("lands are played only in your main phase with an empty stack", "305.1")
    if p.lands_played >= land_plays(g, pi):
        raise IllegalAction("you already played a land this turn", "305.2")
    p.lands_played += 1
    g.emit("play_land", player=p.name, card=obj.label())
    g.put_onto_battlefield(obj, pi, cause="play")
    # "whenever you play a land" (CR 305.1) sees the land as it is on the battlefield
    g.emit("played_land", player_idx=pi, obj_ref=obj.id)
    g.passes = 0


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


def cast(g, pi: int, obj: Obj, targets=None, x: int | None = None, sacrifice=None, from_zone: str = "hand",
         given_modes=None, face_down: bool = False, resolving: tuple | None = None):
    """Cast a spell (CR 601); face down, a morph or disguise card as a 2/2 for {3} (702.37c).

    `resolving`: the spell is cast while an ability resolves, which allows it (madness, rebound,
    cascade: CR 608.2g), and for the alternative cost it names — (mana symbols, other costs,
    choices to remember); no mana symbols and no costs is "without paying its mana cost" (118.9).
    Priority and timing permissions don't apply then (702.35c, 702.88a, 702.85a)."""
    check_split_second(g, "spell can be cast", obj)  # CR 702.61a, also while an ability resolves
    if face_down:
        return _cast_face_down(g, pi, obj, from_zone)
    turned = False
    if resolving is None:
        has_priority(g, pi)
        check_cast_from(g, pi, obj, from_zone)  # from the hand, or where an effect allows (CR 601.3)
        # disturb: cast transformed, its back face up from the start (CR 702.146a, 712.11a)
        turned = turn_for_disturb(g, pi, obj, from_zone, lambda: other_permission(g, pi, obj, from_zone))
    elif obj.zone != from_zone:
        raise IllegalAction(f"{obj.label()} is not in the {from_zone}")
    try:
        return _cast(g, pi, obj, targets, x, sacrifice, from_zone, given_modes, resolving)
    except BaseException:
        if turned:
            unturn(obj)  # the game as it was
        raise


def _cast(g, pi: int, obj: Obj, targets, x, sacrifice, from_zone: str, given_modes, resolving):
    if "land" in obj.card.types:
        raise IllegalAction("lands are played, not cast", "305.9")
    check_playable(obj.card.card, obj.name, "cast")
    if resolving is None and not instant_speed(obj.card) and not sorcery_timing(g, pi):
        raise IllegalAction(f"{obj.name} can be cast only at sorcery speed", "307.1")
    for ab in obj.card.abilities:  # "Cast this spell only during combat" (CR 601.3)
        if isinstance(ab, n.Static) and isinstance(ab.effect, n.CastOnly):
            check_restrictions(g, pi, obj, ab.effect.restrictions, "601.3")
        if unplayed_spell_rules(ab):
            raise Unsupported("a rule of the spell with a condition, or about the mana spent on it (CR 107.3, 113.6a)")
    additional = [c for ab in obj.card.abilities if isinstance(ab, n.Static) and isinstance(ab.effect, n.AdditionalCost)
                  for c in ab.effect.cost]
    if resolving is None and by_retrace(g, pi, obj, from_zone):
        additional.append(RETRACE_COST)  # cast by its retrace: discard a land card (CR 702.81a)
    if x is None and "X" in obj.card.mana_cost and (
            (resolving is not None and not resolving[0]) or (resolving is None and without_mana_cost(g, pi, obj, from_zone))):
        x = 0  # cast without paying its mana cost: X is 0 (CR 107.3b)
    if x is None and ("X" in obj.card.mana_cost or mentions_x(additional)):
        x = g.agents[pi].choose_x(g, pi, obj)  # X is announced (CR 601.2b), also "sacrifice X lands"
    x = x or 0
    spending = Spending("spell", obj, from_zone)  # what mana with a restriction may pay (CR 106.6)
    modal = next((modal_of(ab.effect) for ab in obj.card.abilities if isinstance(ab, n.SpellAbility)
                  and modal_of(ab.effect) is not None), None)
    entwine = entwined(g, pi, obj, modal, lambda cs: plan_costs(g, pi, obj, cs, x, {}, spending)) \
        if given_modes is None and resolving is None else None
    modes = None
    if entwine is not None:  # every mode, for an additional cost (CR 702.42a), if each can be chosen (700.2a)
        try:
            modes = choose_modes(g, pi, entwine[0], obj, list(range(len(modal.modes))))
        except IllegalAction:
            entwine = None
    if modes is None and modal is not None:
        modes = choose_modes(g, pi, modal, obj, given_modes)  # CR 601.2b
    paid: dict = {"sacrifice": sacrifice} if sacrifice else {}
    marks: dict = {"flashback": False}
    printed, other = list(obj.card.mana_cost or ()), []
    # cast bestowed (CR 702.103a, an alternative cost chosen before targets, 601.2b): it targets as an Aura
    bestow = None if resolving is not None else choose_bestow(
        g, pi, obj, lambda cs: plan_costs(g, pi, obj, cs, x, {}, spending), legal_choices)
    if bestow is not None:
        obj.chosen[BESTOWED] = True
        bestow = (*_split_costs(bestow), {})
    try:
        alternative = resolving if resolving is not None else bestow if bestow is not None else alternative_cost(
            g, pi, obj, from_zone, lambda cs: plan_costs(g, pi, obj, cs, x, dict(paid), spending))
        if alternative is not None:  # flashback, "rather than pay this spell's mana cost" (CR 118.9)
            printed, other, chosen_marks = alternative
            marks.update(chosen_marks)
        # the targets, after the costs are announced (CR 601.2b, 601.2c): awaken's land is one
        specs = spell_target_specs(obj, modes or (), marks)
        chosen = choose_targets(g, pi, specs, obj, targets, x)
        symbols = cost_changes(g, pi, obj, printed, x, chosen)
        costs = ([n.ManaCost(tuple(symbols))] if symbols else []) + other + additional + (entwine[1] if entwine else [])
        for ab in obj.card.abilities:  # optional additional costs (kicker, CR 601.2b); convoke (702.51)
            if isinstance(ab, n.KeywordAbility) and ab.keyword in CASTING:
                costs, chosen_marks = CASTING[ab.keyword](g, pi, obj, ab, costs, x,
                                                          lambda cs: plan_costs(g, pi, obj, cs, x, dict(paid), spending))
                marks.update(chosen_marks)
        for ab in obj.card.abilities:
            if isinstance(ab, n.Static) and ab.condition is None and isinstance(ab.effect, n.Cant) \
                    and ab.effect.action == "be_paid_except_with":
                costs.append(ab.effect)  # "Spend only black mana on X": a rule of paying this cost
        steps = plan_costs(g, pi, obj, costs, x, paid, spending)
        probe = StackItem(0, pi, obj, _spell_ability(obj, marks), True, chosen, x, label=obj.label())
        if modes is not None:
            probe.paid["modes"] = modes
        division = plan_division(g, probe)
    except BaseException:
        if bestow is not None:
            obj.chosen.pop(BESTOWED, None)  # the game as it was
        raise
    # everything checked: now the spell moves and costs are paid (CR 601.2a, 601.2h)
    obj.x = x
    item = StackItem(g.new_id(), pi, obj, _spell_ability(obj, marks), True, chosen, x, label=obj.label())
    obj.zone = "stack"
    obj.chosen["cast_from"] = from_zone  # "if you cast it (from your hand)" (kept onto the battlefield)
    obj.chosen.update(marks)  # kicked, cast with flashback
    obj.chosen["modes"] = modes
    if modes is not None:
        item.paid["modes"] = modes
    for zl in (g.players[pi].hand, g.players[obj.owner].graveyard, g.players[obj.owner].library,
               g.players[obj.owner].exile):
        if obj.id in zl:
            zl.remove(obj.id)
    obj.zcc += 1
    obj.controller = pi
    g.stack.append(item)
    g.changed(zones_only=True)  # from a hand (graveyard, library) onto the stack
    pay_costs(g, pi, steps, item.paid)
    spent_to_cast(g, pi, item.paid.get("mana_spent", ()))  # expend (CR 700.14)
    obj.chosen["mana_spent"] = tuple(item.paid.get("mana_spent", ()))  # adamant, "if {R} was spent" (kept onto the battlefield)
    ev = g.emit("cast", player=g.players[pi].name, player_idx=pi, spell=obj.label(), obj_ref=obj.id,
                targets=targets_text(g, chosen), x=x if "X" in obj.card.mana_cost else None)
    cast_triggers(g, pi, obj, item, ev)  # storm, cascade (runtime/keywords/)
    announce_division(g, item, division)
    emit_targeted(g, item)
    g.passes = 0
    return item


_X_COSTS: dict[int, tuple] = {}


def mentions_x(costs) -> bool:
    """Whether costs have an X the player announces: {X} in mana, or "Sacrifice X …" and the like."""
    return any(_cost_has_x(c) for c in costs)


def _cost_has_x(c) -> bool:
    if hasattr(c, "plan"):
        return False  # a keyword's own cost (crew) plans itself and has no X
    hit = _X_COSTS.get(id(c))
    if hit is None or hit[0] is not c:
        has = any((isinstance(node, n.ManaCost) and "X" in node.symbols) or isinstance(node, n.X) for node in walk(c))
        hit = _X_COSTS[id(c)] = (c, has)
    return hit[1]


def _cast_face_down(g, pi: int, obj: Obj, from_zone: str):
    has_priority(g, pi)
    if obj.zone != from_zone or obj.owner != pi:
        raise IllegalAction(f"{obj.label()} is not in your hand")
    check_playable(obj.card.card, obj.name, "cast")
    if morph_ability(obj.card.card) is None:
        raise IllegalAction(f"{obj.name} has no morph or disguise ability", "702.37c")
    if not sorcery_timing(g, pi):
        raise IllegalAction("a face-down creature spell is cast at sorcery speed", "307.1")
    steps = plan_costs(g, pi, obj, [n.ManaCost(FACE_DOWN_COST)], 0, {}, Spending("spell", obj, from_zone))
    item = StackItem(g.new_id(), pi, obj, (), True, [], 0, label=obj.label())
    obj.zone = "stack"
    obj.chosen["face_down"] = True
    obj.chosen["cast_from"] = from_zone
    g.players[pi].hand.remove(obj.id)
    obj.zcc += 1
    obj.controller = pi
    g.stack.append(item)
    g.changed(zones_only=True)  # from a hand (graveyard, library) onto the stack
    pay_costs(g, pi, steps, item.paid)
    spent_to_cast(g, pi, item.paid.get("mana_spent", ()))  # expend (CR 700.14)
    g.emit("cast", player=g.players[pi].name, player_idx=pi, spell="a face-down spell", obj_ref=obj.id, targets="",
           x=None)
    g.passes = 0
    return item


def _spell_ability(obj: Obj, marks: dict):
    """The spell's abilities, and those it has for the costs paid (awaken, CR 702.113a)."""
    abilities = overloaded_abilities(obj.card.card, marks)  # 'target' is 'each' (CR 702.96b)
    if abilities is None:
        abilities = [a for a in obj.card.abilities if isinstance(a, n.SpellAbility)]
    return tuple(abilities) + awaken_spell_abilities(obj.card.card, marks)


def activated_abilities(g, obj: Obj) -> list:
    """The object's activated abilities that work in the zone it is in, keyword ones (equip,
    level up, cycling: runtime/keywords/) included, in printed order: on the battlefield, those
    of a permanent; in a hand, those whose cost discards the card itself (cycling, channel: an
    ability that moves its object out of a zone functions only there, CR 113.6k)."""
    return [ab for ab, _ in _activated(g, obj)]


def _activated(g, obj: Obj) -> list:
    """(ability, the keyword it is or None) for activated_abilities."""
    out = []
    for ab in g.chars(obj).abilities:
        kw = None
        made = (ab,)
        if isinstance(ab, n.KeywordAbility) and ab.keyword in ACTIVATED:
            kw, made = ab.keyword, ACTIVATED[ab.keyword](ab)  # one ability, or more (reconfigure's two)
            made = made if isinstance(made, tuple) else (made,)
        for ab in made:
            if isinstance(ab, n.Activated) and obj.zone in functions_in(ab):
                out.append((ab, kw))
    return out


def is_mana_ability(ab) -> bool:
    return isinstance(ab.effect, n.AddMana) and not ab.targets and not any(isinstance(c, n.LoyaltyCost) for c in ab.cost)


def activate(g, pi: int, obj: Obj, index: int, targets=None, x: int | None = None, sacrifice=None):
    """Activate an ability (CR 602); mana abilities resolve at once (CR 605)."""
    abilities = _activated(g, obj)
    if not 0 <= index < len(abilities):
        elsewhere = sorted({z for ab in g.chars(obj).abilities if isinstance(ab, n.Activated)
                            for z in functions_in(ab) if z != obj.zone})
        if elsewhere:  # its abilities work from another zone (CR 113.6m)
            where = " or ".join(elsewhere)
            raise IllegalAction(f"{obj.label()}'s ability functions only " +
                                (f"on the {where}" if where == "battlefield" else f"from the {where}"), "113.6m")
        raise IllegalAction(f"{obj.label()} has no activated ability {index}")
    ab, keyword = abilities[index]
    check_playable(obj.card.card, obj.name, "activate an ability of")
    mana = is_mana_ability(ab)
    if not mana:
        has_priority(g, pi)
        check_split_second(g, "ability that isn't a mana ability can be activated")  # CR 702.61a
    check_activation_zone(g, pi, obj, ab)  # where it functions, by whoever controls it there (CR 113.6m)
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
    if x is None and mentions_x(ab.cost):  # "{X}{R}:" or "Sacrifice X creatures:" (CR 601.2b, 602.2b)
        x = g.agents[pi].choose_x(g, pi, obj)
    x = x or 0
    modes = choose_modes(g, pi, modal_of(ab.effect), obj) if modal_of(ab.effect) is not None else None  # 602.2b
    chosen = choose_targets(g, pi, ability_specs(ab, modes), obj, targets, x)
    paid: dict = {"sacrifice": sacrifice} if sacrifice else {}
    if modes is not None:
        paid["modes"] = modes
    steps = plan_costs(g, pi, obj, ab.cost, x, paid, Spending("ability", obj))
    division = plan_division(g, StackItem(0, pi, obj, ab, False, chosen, x, label=obj.label()))
    if loyalty:
        obj.chosen["loyalty_turn"] = g.turn
    if "once_each_turn" in ab.restrictions:
        obj.chosen[f"used_{index}"] = g.turn
    if "exhaust" in ab.restrictions:
        obj.chosen[f"exhausted_{index}"] = True
    item = StackItem(g.new_id(), pi, obj, ab, False, chosen, x, label=f"{obj.label()} ability {index}")
    if modes is not None:
        item.paid["modes"] = modes
    pay_costs(g, pi, steps, item.paid)
    if keyword in CYCLING_KEYWORDS:  # activating it is cycling the card (CR 702.29c)
        g.emit("cycled", player=g.players[pi].name, player_idx=pi, obj=obj.label(), obj_ref=obj.id)
    if mana:
        run_effect(ab.effect, Ctx(g, pi, obj, x=x, item=item, paid=item.paid))
        g.emit("mana_ability", obj=obj.label())
        return None
    g.stack.append(item)
    g.changed(zones_only=True)  # an ability onto the stack
    g.emit("activate", player=g.players[pi].name, source=obj.label(), index=index,
           targets=targets_text(g, chosen))
    announce_division(g, item, division)
    emit_targeted(g, item)
    g.passes = 0
    return item
