"""IR effects on the game: add mana, copy a spell, choose new targets, get an emblem, the
initiative and the monarch, control another player's turn, end the turn, extra turns, skip a
step, flip coins, and the keyword actions with no IR of their own yet (KeywordAction).
"""
from __future__ import annotations

from typing import Any

from .base import f, node

__all__ = ["TakeInitiative", "BecomeMonarch", "AddMana", "KeywordAction", "GetEmblem", "CopySpell", "ChooseNewTargets",
           "ControlPlayer", "EndTurn", "ExtraTurn", "SkipStep", "FlipCoin", "RollDie"]


@node("take_initiative")
class TakeInitiative:
    """The player takes the initiative and ventures into Undercity (CR 725)."""

    player: Any


@node("become_monarch")
class BecomeMonarch:
    """The player becomes the monarch (CR 724)."""

    player: Any


@node("add_mana")
class AddMana:
    """Mana ability output: `symbols` is an all-of list, `choice` a one-of list, `any_color` N."""

    symbols: tuple = f(())
    choice: tuple = f(())
    any_color: Any = f(0)  # N mana of any one color: a number, or an amount ("equal to the life you gained this turn")
    any_combination: Any = f(None)  # "two mana in any combination of colors": a color chosen for each
    # N mana of the color chosen for this object as it entered (ChooseAsEnters "color"): "one mana of
    # the chosen color" / 「その選ばれた色のマナ１点」; with `choice`, one of those instead ("{R} or …")
    chosen_color: Any = f(0)
    times: Any = f(1)
    spend_only: Any = f(None)  # "Spend this mana only to cast a creature spell": a spell filter, or "abilities"


@node("keyword_action")
class KeywordAction:
    """A keyword action with its own reminder text and no IR of its own yet (CR 701): "Bolster 1" /
    「鼓舞１を行う」, "Populate" / 「居住を行う」, "Learn" / 「履修を行う」. `action` is its English name;
    the runtime reports these Unsupported."""

    action: str
    amount: Any = f(None)
    what: Any = f(None)  # "goad target creature": the object acted on


@node("get_emblem")
class GetEmblem:
    """"You get an emblem with "…"" / 「あなたは「…」の紋章を得る」: an object in the command zone with
    those abilities (CR 114); its "this emblem" is SELF."""

    player: Any
    abilities: tuple


@node("copy_spell")
class CopySpell:
    what: Any
    new_targets: bool = f(False)


@node("choose_new_targets")
class ChooseNewTargets:
    player: Any
    what: Any


@node("control_player")
class ControlPlayer:
    """`who` controls `whom` during `whom`'s next turn (CR 723... player control, 712 in older rules)."""

    who: Any
    whom: Any


@node("end_turn")
class EndTurn:
    """End the turn (CR 723)."""


@node("extra_turn")
class ExtraTurn:
    """"Take an extra turn after this one" / 「このターンに続いて追加の１ターンを行う」: the player takes
    a turn after this one (the latest created is taken first, CR 500.7)."""

    player: Any


@node("skip_step")
class SkipStep:
    """"Skip your draw step." / 「あなたのドロー・ステップを飛ばす。」: the player's step of that name
    does not happen (a replacement effect, CR 614.1b, 614.10)."""

    player: Any
    step: str  # upkeep | draw


@node("flip_coin")
class FlipCoin:
    """"Flip a coin" / 「コイン投げをする」, "flip three coins" / 「コイン投げを３回する」 (CR 705):
    `player` flips `count` coins, calling heads or tails for each; with `until_lose`, "flip a coin
    until you lose a flip" / 「あなたがコイン投げに負けるまでコイン投げをする」. The sentences after it
    read the result: the conditions `won_flip` / `lost_flip` ("If you win the flip, …" /
    「あなたがコイン投げに勝ったなら、…」) ask whether that player won their last flip."""

    player: Any
    count: Any = f(1)
    until_lose: bool = f(False)


@node("roll_die")
class RollDie:
    """"Roll a d20" / 「１個のd20を振る」, "roll two six-sided dice" / 「２個の６面体サイコロを振る」
    (CR 706): `player` rolls `count` dice of `sides` sides. The sentences after it read the result:
    the amount `die_result` ("equal to the result" / 「その出目に等しい」) and a result table's rows
    ("1—9 | …" / 「1-9｜…」: each an If whose condition `result_in` (low, high) asks whether the
    result is in that range; (low,) alone for "15+")."""

    player: Any
    sides: int
    count: Any = f(1)
