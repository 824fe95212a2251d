"""The monarch (CR 724): a designation one player at most has (724.3: as a player becomes the
monarch, the one who was stops being it; State.monarch). "You become the monarch" (`become_monarch`).
Two triggered abilities of the rules go with it (724.2), with no source, controlled by the player who
was the monarch as they triggered: "At the beginning of the monarch's end step, that player draws a
card" and "Whenever a creature deals combat damage to the monarch, its controller becomes the
monarch" (`_monarch_triggers`; both use the stack)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..keywords.hooks import effect, rule_trigger, trigger_rule
from ..state import Player
from .registry import handles, players

DRAWS = n.Triggered(n.AnyEvent(()), n.Draw(n.You(), 1))
STOLEN = n.Triggered(n.AnyEvent(()), n.OtherEffect("monarch_stolen"))


def becomes_monarch(g, pi: int) -> None:
    if g.monarch == pi:
        return
    g.monarch = pi
    g.changed()
    g.emit("monarch", player=g.players[pi].name, player_idx=pi)


@handles("become_monarch")
def _become_monarch(e, ctx):
    for p in players(e.player, ctx):
        if isinstance(p, Player):
            becomes_monarch(ctx.game, p.index)


@rule_trigger
def _monarch_triggers(g, ev) -> None:
    m = g.monarch
    if m is None:
        return
    if ev.kind == "step" and ev.get("name") == "end" and ev.get("active") == m:
        trigger_rule(g, m, f"{g.players[m].name} as the monarch", DRAWS, ev)
    elif ev.kind == "damage" and ev.get("combat") and ev.get("to_player") == m and ev.get("src_ref") is not None:
        trigger_rule(g, m, f"{g.players[m].name} as the monarch", STOLEN, ev)


@effect("monarch_stolen")
def _stolen(e, ctx) -> None:
    """The creature's controller becomes the monarch: its controller now, or as it last existed on
    the battlefield."""
    g = ctx.game
    o = g.objects.get(ctx.event.get("src_ref")) if ctx.event is not None else None
    if o is None:
        return
    if o.zone == "battlefield":
        who = g.controller_of(o)
    elif o.id in g.lki and g.lki[o.id][0] == o.zcc:
        who = g.lki[o.id][1].controller
    else:
        return
    becomes_monarch(g, who)
