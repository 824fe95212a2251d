"""Start your engines! and speed (CR 702.179): "If you have no speed, it starts at 1. It increases
once on each of your turns when an opponent loses life. Max speed is 4."

Speed is a value a player has, 1 to 4, or none (Player.speed 0; an effect asking for it reads 0).
A player who controls a permanent with start your engines! and has no speed gets speed 1 (`settle`,
with the state-based actions: the keyword is no triggered ability). Losing such permanents later
takes no speed away. A player with speed has the rules' triggered ability "Whenever one or more
opponents lose life during your turn, if your speed is less than 4, your speed increases by 1. This
ability triggers only once each turn." (`_opponent_lost_life`: it uses the stack). "Max speed —
[ability]" is "as long as your speed is 4, this object has [ability]" (conditions.py, max_speed)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import effect, keyword_condition, rule_trigger, trigger_rule

KEYWORD = "start your engines!"
MAX = 4
SPEED_UP = n.Triggered(n.AnyEvent(()), n.OtherEffect("speed_increases"), intervening_if=n.Condition("speed_below_max"))


def set_speed(g, p, speed: int) -> None:
    p.speed = speed
    g.changed()  # max speed abilities may now apply or stop applying
    g.emit("speed", player=p.name, speed=speed, player_idx=p.index)


def settle(g) -> bool:
    """A player with no speed who controls a permanent with start your engines! gets speed 1.
    True when a speed changed."""
    done = False
    for p in g.players:
        if p.speed == 0 and any(g.controller_of(o) == p.index and KEYWORD in g.chars(o).keywords
                                for o in g.on_battlefield()):
            set_speed(g, p, 1)
            done = True
    return done


@rule_trigger
def _opponent_lost_life(g, ev) -> None:
    if ev.kind != "life_loss" or ev.get("player_idx") == g.active or g.over:
        return
    p = g.players[g.active]
    if p.speed == 0 or p.speed >= MAX:  # (the intervening "if", CR 603.4)
        return
    key = ("speed_triggered", p.index)
    if g.rules_state.get(key) == g.turn:  # "only once each turn" (CR 603.2h)
        return
    g.rules_state[key] = g.turn
    trigger_rule(g, p.index, f"{p.name}'s speed", SPEED_UP, ev)


@keyword_condition("speed_below_max")
def _below_max(args, ctx) -> bool:
    return 0 < ctx.player().speed < MAX


@effect("speed_increases")
def _increase(e, ctx) -> None:
    p = ctx.player()
    set_speed(ctx.game, p, min(p.speed + 1, MAX))
