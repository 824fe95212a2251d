"""IR effects on damage and life: deal damage, prevent damage, gain and lose life, set a life
total.
"""
from __future__ import annotations

from typing import Any

from .base import f, node

__all__ = ["DealDamage", "GainLife", "LoseLife", "SetLife", "PreventDamage", "PreventThat"]


@node("deal_damage")
class DealDamage:
    source: Any
    amount: Any
    to: Any
    combat: bool = f(False)
    divided: str = f("")  # "", "as_you_choose", "evenly"; otherwise each recipient is dealt `amount`
    unpreventable: bool = f(False)  # "… The damage can't be prevented." / 「そのダメージは軽減できない」 (CR 615.12)


@node("gain_life")
class GainLife:
    player: Any
    amount: Any


@node("lose_life")
class LoseLife:
    player: Any
    amount: Any


@node("set_life")
class SetLife:
    player: Any
    amount: Any


@node("prevent_damage")
class PreventDamage:
    """Prevent all damage (amount None) or a shield of the next `amount` damage (CR 615.7)."""

    to: Any = f(None)
    combat_only: bool = f(False)
    duration: str = f("")
    amount: Any = f(None)
    by: Any = f(None)  # "… that would be dealt by ~" / 「~が与えるダメージ」: only damage from these sources


@node("prevent_that")
class PreventThat:
    """"prevent that damage" / 「そのダメージを軽減する」, "prevent 2 of that damage" / 「そのダメージを２点
    軽減する」: the body of a prevention (CR 615.1a) "If a source would deal damage to you, …" — the
    damage of the event it replaces (WouldInstead.event), all of it (amount None) or that much."""

    amount: Any = f(None)
