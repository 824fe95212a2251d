"""IR effects that put other effects together: in order (Sequence), a player may (May), if
(If), when you do (Reflexive), for each (ForEach, Current), unless a player pays (Unless),
instead (InsteadIf, WouldInstead), later (Delayed), what another player does (PlayerActs); a
choice made as a step (Choose), a payment (Pay); OtherEffect, reserved for the runtime to refuse.
"""
from __future__ import annotations

from typing import Any

from .base import f, node

__all__ = ["Sequence", "May", "If", "Reflexive", "ForEach", "Current", "Unless", "InsteadIf", "WouldInstead", "LifeFloor", "Choose",
           "Delayed", "Pay", "PlayerActs", "OtherEffect"]


@node("sequence")
class Sequence:
    """Actions done in order (\", then\", \"。その後\")."""

    steps: tuple


@node("player_acts")
class PlayerActs:
    """"Each player returns a creature they control to its owner's hand", "target opponent puts a
    card from their hand on top of their library" / 「各プレイヤーは自分の…」: each of `player`, in
    turn, does `effect` and makes its choices (CR 608.2d); inside it, "they"/"their" (「自分の」) is
    that player. The effect says nothing of "you" or "an opponent" (the builder refuses it)."""

    player: Any
    effect: Any


@node("may")
class May:
    player: Any
    effect: Any


@node("if")
class If:
    cond: Any
    then: Any
    otherwise: Any = f(None)


@node("reflexive")
class Reflexive:
    """"When you do, …" / 「そうしたとき、…」: a reflexive triggered ability (CR 603.12), triggered
    by the action just taken (the "you may" before it), put on the stack with its own targets."""

    effect: Any


@node("for_each")
class ForEach:
    """Do `body` once for each of `items` ("For each creature you control, …" / 「…１体につき、…」);
    inside the body, `Current` is the one being done."""

    items: Any
    body: Any


@node("current")
class Current:
    """The object a `ForEach` is at ("that creature" inside "for each creature …")."""


@node("unless")
class Unless:
    """`effect` happens unless `player` pays `cost`."""

    effect: Any
    player: Any
    cost: Any


@node("instead_if")
class InsteadIf:
    """If cond, `replacement` happens instead of the preceding effect."""

    cond: Any
    effect: Any
    replacement: Any


@node("would_instead")
class WouldInstead:
    """A replacement effect (CR 614.1a): "If ~ would be put into a graveyard from anywhere, exile it
    instead" / 「~がいずこかから墓地に置かれるなら、代わりにこれを追放する」: `event` does not
    happen; `effect` does."""

    event: Any
    effect: Any
    duration: str = f("")  # "this_turn": "If that creature would die this turn, exile it instead" (a spell's)
    # "The next time a source of your choice would deal damage to you this turn, prevent that damage" /
    # 「このターン、あなたが選んだ発生源１つが次にあなたに与えるすべてのダメージを軽減する」: it applies
    # to the next such event only, then ends
    next_time: bool = f(False)


@node("life_floor")
class LifeFloor:
    """A replacement effect (CR 614.1a): "Damage that would reduce your life total to less than 1
    reduces it to 1 instead" / 「あなたのライフ総量を１点未満に減少させるダメージは、代わりにあなたの
    ライフ総量が１点になるまで減少させる」: `player`'s life total goes no lower than `floor` by damage."""

    player: Any
    floor: int


@node("choose")
class Choose:
    """"Choose a creature type." / 「クリーチャー・タイプ１つを選ぶ。」 as a step of an effect: the choice
    (as ChooseAsEnters.choice) that "of the chosen type" / 「その選ばれたタイプの」 later refers to."""

    choice: str
    filter: Any = f(None)


@node("delayed")
class Delayed:
    """A delayed triggered ability created on resolution ("at end of combat, sacrifice it")."""

    event: Any
    effect: Any


@node("pay")
class Pay:
    player: Any
    cost: Any


@node("other_effect")
class OtherEffect:
    """Never produced by the compiler; reserved so the runtime can refuse it by name."""

    name: str
