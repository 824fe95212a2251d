"""Turn structure (CR 500–514) and priority (CR 117): steps, turn-based actions, passing.

Before a player receives priority, state-based actions are checked and waiting triggered
abilities go on the stack (CR 117.5). When all players pass in succession, the top of the
stack resolves, or, with an empty stack, the step ends (CR 500.2)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from . import combat, sba, state_triggers
from .conditions import evaluate_condition
from .errors import IllegalAction
from .keywords.daybound import untap_step as day_night_check
from .keywords.firebending import empty_pool
from .select import Ctx, select
from .stack.resolve import resolve_top
from .triggers import put_pending_on_stack
from .would import THIS_TURN

STEPS = ("untap", "upkeep", "draw", "main1", "begin_combat", "declare_attackers", "declare_blockers",
         "first_strike_damage", "combat_damage", "end_combat", "main2", "end", "cleanup")
NO_PRIORITY = ("untap", "cleanup")
COMBAT = ("begin_combat", "declare_attackers", "declare_blockers", "first_strike_damage", "combat_damage", "end_combat")


def settle(g):
    """What happens before a player would receive priority: SBAs, then triggers, repeated."""
    while True:
        if g.over:
            return
        sba.check(g)
        state_triggers.check(g)  # (CR 603.8: checked with state-based actions)
        if not put_pending_on_stack(g):
            return


def give_priority(g, pi: int | None = None):
    settle(g)
    g.priority = g.active if pi is None else pi


def start(g, active: int = 0, step: str = "main1", turn: int = 1):
    g.active = active
    g.turn = turn
    g.step = step
    g.emit("turn", turn=turn, active=g.players[active].name)
    begin_step(g, step)


def begin_step(g, step: str):
    if step in ("declare_attackers", "declare_blockers"):
        g.priority = None  # turn-based action: nobody has priority while it is declared
    else:
        g.step = step
    g.passes = 0
    for p in g.players:  # mana empties from the pools as each step ends (CR 106.4), restricted or not
        empty_pool(p, step)  # (but for mana that lasts until end of combat: firebending)
        p.restricted.clear()
    g.changed(objects=False)
    a = g.active
    if step == "untap":
        g.emit("step", step="untap", name="untap", active=a)
        day_night_check(g)  # before anything untaps (CR 502.2)
        # "until your next turn" ends as that player's next turn begins (CR 611.2a)
        g.effects = [e for e in g.effects if not (e.duration == "until_your_next_turn" and e.controller == a)]
        for o in g.on_battlefield():
            if g.controller_of(o) == a:
                if a in o.cant_untap_next:
                    o.cant_untap_next.discard(a)
                    continue
                if "untap_during_untap_step" in g.chars(o).cant:
                    continue
                g.untap(o)
        return next_step(g)
    if step in ("upkeep", "draw") and player_rule(g, a, lambda e: isinstance(e, n.SkipStep) and e.step == step):
        g.emit("skip", step=step, player=g.players[a].name)  # "Skip your draw step" (CR 614.1b)
        g.step = step
        return next_step(g)
    if step == "begin_combat" and g.players[a].skip_combat > 0:
        g.players[a].skip_combat -= 1
        g.emit("skip", step="combat", player=g.players[a].name)
        g.step = "end_combat"
        return next_step(g, skip_end_combat=True)
    if step == "first_strike_damage" and not combat.has_first_strikers(g):
        g.step = step
        return next_step(g)
    if step in ("declare_attackers", "declare_blockers"):
        # the declaration is checked before the step begins: an illegal one changes nothing,
        # and the previous step goes on with the active player holding priority
        declaring = a if step == "declare_attackers" else g.opponent(a)
        agent = g.agents[declaring]
        try:
            if step == "declare_attackers":
                decl = agent.declare_attackers(g, a)
                combat.check_attackers(g, a, decl)
            else:
                decl = agent.declare_blockers(g, declaring)
                combat.check_blockers(g, declaring, decl)
        except IllegalAction:
            g.priority = a
            raise
    g.step = step
    g.emit("step", step=_event_step(step), name=step, active=a)
    if step == "main1":  # after the draw step, a lore counter on each Saga (CR 714.3b)
        for o in g.on_battlefield():
            if o.controller == a and "Saga" in g.chars(o).subtypes:
                g.add_counters(o, "lore", 1)
    if step == "draw":
        if not (g.turn == 1 and g.__dict__.get("skip_first_draw", True)):
            g.draw(g.players[a])
    elif step == "declare_attackers":
        combat.declare_attackers(g, a, decl)
        if not combat.attackers(g):
            g.step = "combat_damage"
            return next_step(g)
    elif step == "declare_blockers":
        combat.declare_blockers(g, g.opponent(a), decl)
    elif step == "first_strike_damage":
        combat.combat_damage(g, first_strike=True)
    elif step == "combat_damage":
        if combat.attackers(g):
            combat.combat_damage(g, first_strike=False)
    elif step == "end_combat":
        pass
    elif step == "cleanup":
        cleanup(g)
        settle(g)
        if g.stack:  # triggers during cleanup: priority, then another cleanup step (CR 514.3a)
            g.priority = a
            return
        return next_step(g)
    if step in NO_PRIORITY:
        return next_step(g)
    give_priority(g, a)


def _event_step(step: str) -> str:
    """The step as the IR names it (what "at the beginning of combat" triggers on); the event log
    prints the step's own name (`name`), the one scenario files use (STEPS)."""
    return {"main1": "precombat_main", "main2": "postcombat_main", "end": "end", "end_combat": "end_of_combat",
            "begin_combat": "combat"}.get(step, step)


def player_statics(g, pi: int, test):
    """The effects of the static abilities on the battlefield that pass `test` and apply to player
    `pi` now ("Skip your draw step", "You have no maximum hand size", "You may play an additional
    land on each of your turns"); an "… if you have no cards in hand" under the static (an If) is
    checked too."""
    player = g.players[pi]
    # the static abilities on the battlefield, found once per state of the characteristics
    statics = g._chars.kept("statics", lambda: [(o, ab) for o in g.on_battlefield() for ab in g.chars(o).abilities
                                                if isinstance(ab, n.Static)])
    for o, ab in statics:
        ctx = Ctx(g, g.controller_of(o), o)
        if ab.condition is not None and not evaluate_condition(ab.condition, ctx):
            continue
        eff = ab.effect
        if isinstance(eff, n.If) and eff.otherwise is None:
            if not evaluate_condition(eff.cond, ctx):
                continue
            eff = eff.then
        if test(eff) and player in select(eff.player, ctx):
            yield eff


def player_rule(g, pi: int, test) -> bool:
    """Whether any static ability passing `test` applies to player `pi` now (player_statics)."""
    return next(player_statics(g, pi, test), None) is not None


def land_plays(g, pi: int) -> int:
    """How many lands player `pi` may play this turn: one, plus "you may play an additional land
    this turn" effects, plus statics ("… on each of your turns"), on that player's own turn (305.2)."""
    p = g.players[pi]
    extra = 0
    if g.active == pi:
        extra = sum(e.count for e in player_statics(g, pi, lambda e: isinstance(e, n.AdditionalLand) and not e.duration))
    return p.land_drops + p.extra_lands_this_turn + extra


def cleanup(g):
    a = g.players[g.active]
    over = len(a.hand) - 7
    if over > 0 and player_rule(g, g.active, lambda e: isinstance(e, n.NoMaxHandSize)):
        over = 0  # no maximum hand size (CR 402.2)
    if over > 0:
        for o in g.agents[g.active].choose_objects(g, g.active, "discard to hand size", [g.objects[i] for i in a.hand], over, over):
            g.discard(a, o)
    for o in g.on_battlefield():
        o.damage = 0
        o.deathtouch_damage = False
        o.damaged_by = set()
        o.regen_shields = 0
    g.effects = [e for e in g.effects if e.duration not in THIS_TURN]
    g.changed(damage_only=True)  # (the effects that ended are seen by the characteristics cache itself)
    g.emit("cleanup")


def next_step(g, skip_end_combat: bool = False):
    if g.over:
        return
    if g.stack and g.step != "cleanup":
        raise RuntimeError(f"internal: step {g.step} would end with a non-empty stack (CR 500.2)")
    if g.step == "end_combat" or skip_end_combat:
        combat.end_combat(g)
    if getattr(g, "end_turn_requested", False):
        g.end_turn_requested = False
        g.step = "end"
    i = STEPS.index(g.step)
    if i + 1 < len(STEPS):
        return begin_step(g, STEPS[i + 1])
    return new_turn(g)


def new_turn(g):
    # an extra turn comes next, the most recently created first (CR 500.7); then the usual order
    g.active = g.extra_turns.pop() if g.extra_turns else g.opponent(g.active)
    g.turn += 1
    for p in g.players:
        p.lands_played = 0
        p.mana_cast_this_turn = 0  # expend (CR 700.14, stack/expend.py)
        p.extra_lands_this_turn = 0
        p.dealt_damage_this_turn = False
    g.emit("turn", turn=g.turn, active=g.players[g.active].name)
    begin_step(g, "untap")


def pass_priority(g, pi: int):
    if g.priority != pi:
        raise IllegalAction(f"{g.players[pi].name} does not have priority", "117")
    g.emit("pass", player=g.players[pi].name)
    g.passes += 1
    if g.passes >= 2:
        g.passes = 0
        if g.stack:
            resolve_top(g)
            give_priority(g, g.active)
        else:
            next_step(g)
    else:
        give_priority(g, g.opponent(pi))


def after_action(g, pi: int):
    """A player who acted keeps priority (CR 117.3c), after SBAs and triggers."""
    g.passes = 0
    give_priority(g, pi)
