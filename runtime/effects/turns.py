"""Effects on turns and players: an additional land (CR 305.2), extra turns (CR 500.7), ending
the turn, controlling another player's turn."""
from __future__ import annotations

from ..select import evaluate_amount
from .registry import handles, players


@handles("additional_land")
def _additional_land(e, ctx):
    """"You may play an additional land this turn" (the static form is counted by turns.land_plays)."""
    for p in players(e.player, ctx):
        p.extra_lands_this_turn += evaluate_amount(e.count, ctx)


@handles("extra_turn")
def _extra_turn(e, ctx):
    for p in players(e.player, ctx):
        ctx.game.extra_turns.append(p.index)
        ctx.game.emit("extra_turn", player=p.name)


@handles("end_turn")
def _end_turn(e, ctx):
    g = ctx.game
    for item in list(g.stack):
        if item.is_spell:
            g.move(item.source, "exile", cause="end_turn")
    g.stack = []
    g.end_turn_requested = True
    g.emit("end_the_turn")


@handles("control_player")
def _control_player(e, ctx):
    who = players(e.who, ctx)
    whom = players(e.whom, ctx)
    if who and whom:
        whom[0].controlled_by = who[0].index
        ctx.game.emit("player_control", who=who[0].name, whom=whom[0].name)
