"""IR rules an ability changes while it applies (static abilities, and the same granted for a
while by an effect): can't, must attack / be blocked, extra blocks, attack as though it didn't
have …, no maximum hand size, an additional land, permissions to cast (MayCast) or to look,
when a card may be cast (CastOnly), characteristic-defining P/T, and how a permanent enters
(tapped, with counters, as a copy, with a choice).
"""
from __future__ import annotations

from typing import Any

from .base import f, node

__all__ = ["AttackAsThoughNot", "LookAtTopAnyTime", "MayCast", "ExtraBlocks", "Cant", "EntersWithCounters",
           "EntersAsCopy", "ChooseAsEnters", "EntersTapped", "MustAttack", "CharacteristicPT", "MustBeBlockedByAll",
           "AdditionalLand", "MustBeBlocked", "NoMaxHandSize", "CastOnly",
           "DamageAsThoughUnblocked", "DamageByToughness", "MinBlockers"]


@node("attack_as_though_not")
class AttackAsThoughNot:
    """"~ can attack as though it didn't have defender" (CR 702.3b): `keyword` is ignored for attacking."""

    what: Any
    keyword: str
    duration: str = f("")


@node("look_at_top_any_time")
class LookAtTopAnyTime:
    """"You may look at the top card of your library any time." /
    「あなたはいつでもあなたのライブラリーの一番上のカードを見てよい。」 (hidden information a player
    may see; no change to the game)."""

    player: Any


@node("may_cast")
class MayCast:
    """A permission to cast spells (CR 601.3): "You may cast spells as though they had flash",
    "You may cast ~ from your graveyard", "You may cast it without paying its mana cost" /
    「あなたは…を、それが瞬速を持っているかのように唱えてもよい」「あなたはあなたの墓地から~を唱えてもよい」
    「あなたはそれをマナ・コストを支払うことなく唱えてもよい」. On a permanent's line it is a static
    ability; in an effect it is granted for `duration` or, with no duration, used while the effect
    resolves (CR 608.2g)."""

    player: Any
    what: Any
    zone: str = f("")  # where the card is cast from: graveyard, hand, library_top, exile, among (cards just seen)
    zone_owner: str = f("")  # you | opponent | any
    duration: str = f("")  # this_turn
    flash: bool = f(False)  # as though it had flash (CR 702.8)
    free: bool = f(False)  # without paying its mana cost (CR 118.9)
    more: tuple = f(())  # "… if you pay {2} more to cast it": the mana added to its cost (CR 601.2f)


@node("extra_blocks")
class ExtraBlocks:
    """"can block an additional creature each combat" / 「各戦闘で追加で１体のクリーチャーをブロックできる」,
    "can block any number of creatures" (count "any") (CR 509.1a)."""

    what: Any
    count: Any
    duration: str = f("")


@node("cant")
class Cant:
    """`what` can't do `action` (attack, block, be_blocked, be_countered, be_targeted, …)."""

    what: Any
    action: str
    by: Any = f(None)
    duration: str = f("")


@node("enters_with_counters")
class EntersWithCounters:
    what: Any
    counter: str
    amount: Any


@node("enters_as_copy")
class EntersAsCopy:
    """"You may have ~ enter the battlefield as a copy of any creature on the battlefield[, except
    it has haste]" / 「あなたは~を、戦場にあるクリーチャー１体のコピーとして戦場に出してもよい」: a
    replacement effect (CR 614.1c); the copiable values are those of the chosen object (CR 707.2),
    with the exceptions (CR 707.9b) added."""

    what: Any
    of: Any  # a filter: the object chosen as it enters
    optional: bool = f(False)
    add_keywords: tuple = f(())
    add_types: tuple = f(())
    add_subtypes: tuple = f(())


@node("choose_as_enters")
class ChooseAsEnters:
    """"As ~ enters, choose a creature type / a color / an opponent …" (CR 614.12c: part of
    entering, before it is on the battlefield). `choice`: creature_type, color, opponent, player,
    basic_land_type, card_name; `filter`: what a named card must be (\"a nonland card name\"), or
    the colors a color may not be (\"a color other than red\": not_colors)."""

    choice: str
    filter: Any = f(None)


@node("enters_tapped")
class EntersTapped:
    """"~ enters the battlefield tapped" (CR 614.1c); with `unless`, a price its controller may pay
    as it enters to have it enter untapped ("As ~ enters, you may pay 2 life. If you don't, it
    enters tapped")."""

    what: Any
    unless: Any = f(None)


@node("must_attack")
class MustAttack:
    what: Any
    whom: Any
    duration: str = f("")


@node("characteristic_pt")
class CharacteristicPT:
    """A characteristic-defining ability: power and toughness are these amounts (CR 604.3);
    None where the ability defines only the other one ("~'s power is equal to …")."""

    what: Any
    power: Any
    toughness: Any


@node("must_be_blocked_by_all")
class MustBeBlockedByAll:
    """All creatures able to block `what` do so (Lure); `duration` "this_turn" as a spell's effect
    ("All creatures able to block target creature this turn do so")."""

    what: Any
    duration: str = f("")


@node("additional_land")
class AdditionalLand:
    """"You may play an additional land on each of your turns" (static) / "… this turn" (one-shot,
    duration this_turn): `count` more land plays for the player (CR 305.2)."""

    player: Any
    count: int = f(1)
    duration: str = f("")


@node("must_be_blocked")
class MustBeBlocked:
    """"~ must be blocked if able" / 「~は、可能ならブロックされなければならない」: at least one
    creature blocks it if any can (a blocking requirement, CR 509.1c)."""

    what: Any
    duration: str = f("")


@node("no_max_hand_size")
class NoMaxHandSize:
    """"You have no maximum hand size." / 「あなたの手札の上限はなくなる。」: no discarding down to
    seven in the cleanup step (CR 402.2, 514.1)."""

    player: Any


@node("cast_only")
class CastOnly:
    """"Cast this spell only during combat" / 「この呪文は戦闘中にのみ唱えられる」: when the card
    may be cast (CR 601.3), as the restrictions of "Activate only …" (names, or a condition)."""

    restrictions: tuple


@node("damage_as_though_unblocked")
class DamageAsThoughUnblocked:
    """"You may have ~ assign its combat damage as though it weren't blocked" (CR 510.1c): blocked,
    it may assign all its combat damage to the player or planeswalker it attacks (whose choice: the
    May around it)."""

    what: Any


@node("damage_by_toughness")
class DamageByToughness:
    """"Each creature you control assigns combat damage equal to its toughness rather than its
    power" (CR 510.1a)."""

    what: Any


@node("min_blockers")
class MinBlockers:
    """"~ can't be blocked except by three or more creatures" (CR 509.1b; two is menace, CR 702.111)."""

    what: Any
    count: int
