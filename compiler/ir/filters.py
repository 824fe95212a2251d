"""IR filters: the properties an object or player must have (Filter, and a union of them,
AnyOf), "any target", a comparison of a stat with an amount (Compare), and a target an ability
declares (Target: a filter, how many, up to).
"""
from __future__ import annotations

from typing import Any

from .base import f, node

__all__ = ["Filter", "AnyOf", "AnyTarget", "Compare", "Target", "Affected"]


@node("filter")
class Filter:
    """Objects or players with all of these properties.

    `types` must all hold (\"artifact creature\"); `colors` is any-of (\"green or white\").
    `types` may hold the pseudo-type \"player\"."""

    types: tuple = f(())
    subtypes: tuple = f(())
    supertypes: tuple = f(())
    colors: tuple = f(())
    not_types: tuple = f(())
    not_subtypes: tuple = f(())
    not_colors: tuple = f(())
    not_supertypes: tuple = f(())
    controller: str = f("")  # "you" | "opponent" | "not_you" | "they" (the player the sentence is about)
    other: bool = f(False)
    states: tuple = f(())  # tapped, untapped, attacking, blocking, attacking_or_blocking, token
    with_keywords: tuple = f(())
    without_keywords: tuple = f(())
    compare: tuple = f(())  # (Compare, ...)
    zone: str = f("")  # graveyard, hand, library …
    # whose zone: you | they (the player the clause is about) | opponent (any opponent's) | any; or a
    # player selector: a target ("target player's graveyard"), It("player") ("that player's"), Each
    # ("each opponent's"), OwnerOf / ControllerOf ("its owner's"), DefendingPlayer
    zone_owner: Any = f("")
    name: str = f("")
    named_self: bool = f(False)  # "a card named ~": the same name as this card (SELF's name)
    damaged_by: Any = f(None)  # dealt damage this turn by this object
    same_name_as: Any = f(None)  # "with the same name as that creature" / 「…と同じ名前を持つ」
    with_counters: tuple = f(())  # "with a +1/+1 counter on it" / 「+1/+1カウンターが置かれている」
    # what this object's controller chose as it entered (ChooseAsEnters): "creature_type" ("of the
    # chosen type"), "color" ("of the chosen color" / 「その選ばれた色の」), "card_name" ("with the
    # chosen name" / 「その選ばれた名前を持つ」)
    chosen: str = f("")
    controlled_by: Any = f(None)  # "creatures that player controls": a player (target, trigger player, …)
    targets: Any = f(None)  # "a spell that targets ~" / 「~を対象とする呪文」: a spell with one of these among its targets
    multicolored: bool = f(False)  # "multicolored" / 「多色の」: two or more colors (CR 105.4)
    historic: bool = f(False)  # "historic" / 「歴史的な」: an artifact, legendary or Saga (CR 700.6)
    commander: bool = f(False)  # "commander creatures" / 「統率者であるクリーチャー」 (CR 903.3)
    owner: str = f("")  # "you own" / 「あなたがオーナーである」: "you" (CR 108.3)
    blocking_what: Any = f(None)  # "creatures blocking it" / 「それをブロックしているクリーチャー」
    attached_to: Any = f(None)  # "Equipment attached to it" / 「それにつけられている装備品」
    affected: Any = f(None)  # Affected: "cards exiled this way" / 「これにより追放されたカード」


@node("affected")
class Affected:
    """The objects an earlier action did `verb` to (a verb of the verb table, compiler/tables/
    verbs.py PARTICIPLES: exile, reveal, destroy, damage …). `link` says which action: "this_way",
    the earlier steps of the same effect ("cards exiled this way", "each creature dealt damage
    this way" / 「これにより追放されたカード」「これによりダメージを与えられたクリーチャー」, CR 608.2c);
    or a selector, the object whose ability did it ("cards exiled with ~" / 「~によって追放されて
    いるカード」, CR 607.2a)."""

    verb: str
    link: Any = f("this_way")


@node("any_of")
class AnyOf:
    """A union of filters: \"target artifact, enchantment, or land\"."""

    filters: tuple


@node("any_target")
class AnyTarget:
    """Creature, player or planeswalker (\"any target\", ＩＤ「１つを対象とする」)."""


@node("compare")
class Compare:
    """`stat` (power, toughness, mana_value, life, count) compared with `value`."""

    stat: str
    op: str  # le, ge, lt, gt, eq
    value: Any


@node("target")
class Target:
    """A target the ability declares: filter, how many, and whether fewer may be chosen."""

    filter: Any
    count: Any = f(1)
    up_to: bool = f(False)
