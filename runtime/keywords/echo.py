"""Echo [cost] (CR 702.30a): "At the beginning of your upkeep, if this permanent came under your
control since the beginning of your last upkeep, sacrifice it unless you pay [cost]." The
intervening "if" is asked as it triggers and as it resolves (603.4): the permanent came under
its controller's control (Obj.controlled_since, a turn) in or after that player's previous turn
(read from the log's turn events), or they have had no turn before this one."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import effect, effect_args, keyword_effect, keyword_condition, pay_or_not, triggered

@triggered("echo")
def echo(ab) -> n.Triggered:
    return n.Triggered(n.StepBegins("upkeep", "you"), keyword_effect("echo", tuple(ab.args)),
                       intervening_if=n.Condition("echo"))


def previous_turn_of(g, pi: int) -> int | None:
    """The number of the last turn before this one in which player `pi` was the active player."""
    name = g.players[pi].name
    for ev in reversed(g.log):
        if ev.kind == "turn" and ev.get("active") == name and ev.get("turn", g.turn) < g.turn:
            return ev.get("turn")
    return None


@keyword_condition("echo")
def _came_under_control(args, ctx) -> bool:
    o = ctx.source
    if o is None or o.zone != "battlefield":
        return False
    last = previous_turn_of(ctx.game, ctx.game.controller_of(o))
    return last is None or o.controlled_since >= last


@effect("echo")
def _echo(e, ctx) -> None:
    g, o = ctx.game, ctx.source
    if o is None or o.zone != "battlefield":
        return
    if not pay_or_not(g, ctx.controller, o, list(effect_args(e))):
        g.sacrifice(o)
