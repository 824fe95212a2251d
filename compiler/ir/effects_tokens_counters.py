"""IR effects that make tokens or put counters: create a token or a copy, put and remove counters,
proliferate, investigate, and the replacement that puts more counters (MoreCounters).
"""
from __future__ import annotations

from typing import Any

from .base import f, node

__all__ = ["RemoveCounters", "CreateToken", "CreateCopy", "PutCounters", "Proliferate", "MoreCounters", "Investigate"]


@node("remove_counters")
class RemoveCounters:
    """"remove an oil counter from ~" / 「~の上から油カウンター１個を取り除く」 (an effect, not a cost)."""

    counter: str
    amount: Any
    what: Any


@node("create_token")
class CreateToken:
    count: Any
    power: Any
    toughness: Any
    colors: tuple
    types: tuple
    subtypes: tuple
    keywords: tuple = f(())
    controller: Any = f(None)
    tapped: bool = f(False)  # "create a tapped Powerstone token" / 「タップ状態の…」
    # the quoted abilities the token has (CR 111.4): 'a 1/1 Rat creature token with "This creature
    # can't block."' / 「『このクリーチャーではブロックできない。』を持つ…トークン」; their "this creature" is the token
    abilities: tuple = f(())


@node("create_copy")
class CreateCopy:
    """"Create a token that's a copy of target creature" / 「それのコピーであるトークン１体を生成する」
    (CR 707.2: the copiable values of `what`, CR 111.10); "a tapped token" / 「…をタップ状態で生成する」;
    the exceptions (CR 707.9b): ", except it has haste" / 「速攻を持つことを除き」, ", except it's an
    artifact in addition to its other types" / 「他のタイプに加えてアーティファクトであることを除き」."""

    count: Any
    what: Any
    tapped: bool = f(False)
    add_keywords: tuple = f(())
    add_types: tuple = f(())
    add_subtypes: tuple = f(())


@node("put_counters")
class PutCounters:
    counter: str
    amount: Any
    what: Any


@node("proliferate")
class Proliferate:
    """"Proliferate" / 「増殖を行う」 (CR 701.34): any number of permanents and players with counters
    get one more of each kind they have."""


@node("more_counters")
class MoreCounters:
    """A replacement (CR 614.1): "If one or more +1/+1 counters would be put on a creature you control,
    that many plus one (plus=1) / twice that many (times=2) … are put on it instead"."""

    what: Any
    counter: str
    plus: int = f(0)
    times: int = f(1)


@node("investigate")
class Investigate:
    """Create a Clue token (CR 701.16)."""

    player: Any
