"""State-triggered abilities (CR 603.8): "When you control no Swamps, sacrifice Bog Serpent" /
「あなたが沼をコントロールしていないとき、沼の大蛇を生け贄に捧げる。」. Such an ability has no
trigger event: it triggers as soon as its condition (`StateHolds.cond`) is true, checked here each
time state-based actions are (before a player would receive priority, turns.settle), and "it
triggers once and won't trigger again until it has resolved, been countered, or otherwise left
the stack" (603.8): while it waits to be put on the stack or is on it, it does not trigger again;
once it has left the stack it triggers again if the condition still holds. Only the abilities of
permanents on the battlefield are checked (the conditions in use are all "you control no …").

Scenario: corpus/scenarios/state_trigger_control_none.toml (Sea Serpent)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .conditions import evaluate_condition
from .select import Ctx
from .triggers import Pending


def _state_abilities(g) -> list:
    """(permanent, ability) for each state trigger on the battlefield, kept per state of the
    characteristics."""
    def make():
        return [(o, ab) for o in g.on_battlefield() for ab in g.chars(o).abilities
                if isinstance(ab, n.Triggered) and isinstance(ab.event, n.StateHolds)]
    return g._chars.kept("state_triggers", make)


def check(g) -> bool:
    """Put each state trigger whose condition now holds among the waiting triggers (CR 603.8);
    True if any was."""
    found = False
    for o, ab in _state_abilities(g):
        if o.zone != "battlefield":
            continue
        controller = g.controller_of(o)
        if any(p.source is o and p.ability is ab for p in g.pending) or any(
                not s.is_spell and s.source is o and s.ability is ab for s in g.stack):
            continue  # triggered already, not yet left the stack
        ctx = Ctx(g, controller, o)
        if evaluate_condition(ab.event.cond, ctx) and evaluate_condition(ab.intervening_if, ctx):
            g.pending.append(Pending(o, o.zcc, ab, controller, None))
            found = True
    return found
