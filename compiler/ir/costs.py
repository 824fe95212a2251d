"""IR costs: the costs of activated abilities ({T}, mana, sacrifice, discard, pay life, …), an
additional or alternative cost to cast a spell, and spells that cost more or less (CostChange).
"""
from __future__ import annotations

from typing import Any

from .base import f, node

__all__ = ["ManaCost", "TapCost", "LoyaltyCost", "SacrificeCost", "DiscardCost", "TapOtherCost", "RemoveCountersCost",
           "ExileCost", "ReturnCost", "RevealCost", "PayLifeCost", "AdditionalCost", "AlternativeCost", "CostChange"]


@node("mana_cost")
class ManaCost:
    symbols: tuple  # ("2", "R", "X", "W/U", …) in printed order


@node("tap_cost")
class TapCost:
    pass


@node("loyalty_cost")
class LoyaltyCost:
    amount: int


@node("sacrifice_cost")
class SacrificeCost:
    what: Any


@node("discard_cost")
class DiscardCost:
    what: Any
    count: Any = f(1)
    random: bool = f(False)


@node("tap_other_cost")
class TapOtherCost:
    what: Any


@node("remove_counters_cost")
class RemoveCountersCost:
    counter: str
    count: Any
    what: Any


@node("exile_cost")
class ExileCost:
    what: Any
    count: Any = f(1)
    zone: str = f("")  # "graveyard": "Exile ~ from your graveyard" (the ability works there)


@node("return_cost")
class ReturnCost:
    """"Return a land you control to its owner's hand:" / 「あなたがコントロールしている土地１つを
    オーナーの手札に戻す：」 (a cost paid with permanents you control)."""

    what: Any


@node("reveal_cost")
class RevealCost:
    """"Reveal a Goblin card from your hand" as a price (the card stays in the hand)."""

    what: Any


@node("pay_life_cost")
class PayLifeCost:
    """"Pay 2 life" (CR 119.4: payable only with that much life, or any amount of 0)."""

    amount: Any


@node("additional_cost")
class AdditionalCost:
    """"As an additional cost to cast this spell, …" (CR 601.2f)."""

    cost: tuple


@node("alternative_cost")
class AlternativeCost:
    """"You may pay {5} / sacrifice a Mountain … rather than pay this spell's mana cost" /
    「あなたは、この呪文のマナ・コストを支払うのではなく、…てもよい」 (CR 118.9): `condition` when the
    option is only there sometimes ("If you control a Plains, …")."""

    cost: tuple
    condition: Any = f(None)


@node("cost_change")
class CostChange:
    """Spells cost more or less to cast (CR 601.2f): `what` is SELF (this spell) or a filter of
    spells; `mana` the symbols added or taken off, once or once per object of `per` (a Count)."""

    what: Any
    mana: tuple
    more: bool = f(False)
    per: Any = f(None)
