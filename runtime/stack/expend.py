"""Expend (CR 700.14): "As a player spends their Nth total mana to cast spells during a turn, they
expend N" — "You expend 4 as you spend your fourth total mana to cast spells during a turn"
(Bloomburrow's reminder text). Mana spent on abilities, or to pay for anything but casting a
spell, does not count. The total is kept per player and turn (Player.mana_cast_this_turn, reset as
each turn begins, turns.new_turn) and added to as each spell's costs are paid (601.2h,
stack/casting.py); the event "expend" tells by how much the total rose, and "Whenever you expend
N" / 「あなたが積算Nを達成するたび」 triggers when it passes N (events.event_matches, Expends): once
a turn at most, as the Nth mana is spent only once."""
from __future__ import annotations


def spent_to_cast(g, pi: int, spent) -> None:
    """Player `pi` spent this mana to cast a spell."""
    k = len(spent)
    if not k:
        return
    p = g.players[pi]
    before = p.mana_cast_this_turn
    p.mana_cast_this_turn = before + k
    g.emit("expend", player=p.name, player_idx=pi, before=before, total=before + k)


def expends(ev, amount: int) -> bool:
    """Whether the event "expend" made its player expend `amount`."""
    return ev.get("before") < amount <= ev.get("total")
