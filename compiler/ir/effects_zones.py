"""IR effects that move objects between zones: destroy, exile, sacrifice, a player exiles one of
theirs, counter a spell, Move (return to a hand, put onto the battlefield, into a graveyard, on
top or the bottom of a library …), attach.
"""
from __future__ import annotations

from typing import Any

from .base import f, node

__all__ = ["Destroy", "Exile", "Sacrifice", "PlayerExiles", "CounterSpell", "Move", "CountersOfKind", "Attach"]


@node("destroy")
class Destroy:
    what: Any
    no_regen: bool = f(False)  # "It can't be regenerated." (CR 701.19c): no regeneration shield applies


@node("exile")
class Exile:
    """`until` "source_leaves": "exile … until ~ leaves the battlefield" (CR 610.3: the card returns
    to the battlefield under its owner's control when ~ leaves)."""

    what: Any
    until: str = f("")


@node("sacrifice")
class Sacrifice:
    player: Any
    what: Any


@node("player_exiles")
class PlayerExiles:
    """"Target opponent exiles a creature they control" / 「対戦相手１人は自分がコントロールしている
    クリーチャー１体を追放する」: `player` chooses `what` and exiles it (like Sacrifice)."""

    player: Any
    what: Any


@node("counter_spell")
class CounterSpell:
    what: Any
    # where the countered card goes instead of its owner's graveyard: "If that spell is countered this
    # way, exile it instead of putting it into its owner's graveyard" / 「…代わりに追放する」 ("exile")
    instead_to: str = f("")


@node("move")
class Move:
    """Put objects into a zone: return to hand, put onto the battlefield, …"""

    what: Any
    to: str
    from_zone: str = f("")
    tapped: bool = f(False)
    under: Any = f(None)  # who controls it on the battlefield
    position: str = f("")  # top | bottom (library)
    transformed: bool = f(False)  # "return it to the battlefield transformed" (CR 712.14)
    # "… to the battlefield with a finality counter on it" (CR 614.1c: it enters with them)
    counters: tuple = f(())


@node("counters_of_kind")
class CountersOfKind:
    """`amount` counters of one kind: those an object is put onto the battlefield with."""

    counter: str
    amount: Any


@node("attach")
class Attach:
    """"Attach it to target creature you control" / 「これをそれにつける」 (CR 701.3)."""

    what: Any
    to: Any
