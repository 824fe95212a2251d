"""Committing a crime (CR 700.13): "A player commits a crime as they cast a spell, activate an
ability, or put a triggered ability onto the stack that targets at least one opponent, at least
one spell or ability an opponent controls, at least one permanent an opponent controls, and/or at
least one card in an opponent's graveyard" (700.13a). It is one crime however many such targets
the spell or ability has, and the targets are those chosen as it was put onto the stack
(stack/targets.emit_targeted, called as a spell is cast, an ability activated and a triggered
ability put on the stack); the event "crime" is what "Whenever you commit a crime" / 「あなたが
悪事を働くたび」 triggers on (events.event_matches, CommitsCrime)."""
from __future__ import annotations

from ..select import StackRef
from ..state import Obj, Player


def is_crime(g, pi: int, things) -> bool:
    """Whether targets `things` chosen by player `pi` make it a crime (CR 700.13a)."""
    for t in things:
        if isinstance(t, Player):
            if t.index != pi:
                return True
        elif isinstance(t, StackRef):
            if t.item.controller != pi:
                return True
        elif isinstance(t, Obj):
            if t.zone == "battlefield" and g.controller_of(t) != pi:
                return True
            if t.zone == "graveyard" and t.owner != pi:
                return True
    return False


def commit_crime(g, item, things) -> None:
    """Log the crime, if putting `item` on the stack with these targets is one."""
    if is_crime(g, item.controller, things):
        g.emit("crime", player=g.players[item.controller].name, player_idx=item.controller,
               item=item.label)
