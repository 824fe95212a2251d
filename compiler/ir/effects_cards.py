"""IR effects on libraries and hands: draw, discard, mill, look at or reveal the top cards (LookAtTop,
Dig, RevealUntil, ExileTop), search, shuffle, scry, surveil, reveal, look at a hand and choose a
card from it, shuffle a graveyard in, explore.
"""
from __future__ import annotations

from typing import Any

from .base import f, node

__all__ = ["Draw", "Discard", "Mill", "ShuffleGraveyardIn", "LookAtHand", "Search", "ExileTop", "RevealHand",
           "ChooseCard", "LookAtTop", "Dig", "RevealUntil", "Shuffle", "Scry", "Surveil", "Reveal", "Explore", "Connive", "Discover"]


@node("draw")
class Draw:
    player: Any
    amount: Any


@node("discard")
class Discard:
    """`amount` "hand": "Discard your hand" / 「あなたの手札を捨てる」. `player` discards `amount` cards of their choice, or `what`: the card(s) already chosen
    ("That player discards that card" after "You choose a nonland card from it")."""

    player: Any
    amount: Any
    what: Any = f(None)
    random: bool = f(False)  # "discards a card at random" / 「カード１枚を無作為に選んで捨てる」
    filter: Any = f(None)  # "discard a creature card": only cards of that kind


@node("mill")
class Mill:
    player: Any
    amount: Any


@node("shuffle_graveyard_in")
class ShuffleGraveyardIn:
    """"Target player shuffles their graveyard into their library" / 「…は自分の墓地を自分のライブラリーに
    加えて切り直す」."""

    player: Any


@node("look_at_hand")
class LookAtHand:
    """"Look at target opponent's hand" / 「対戦相手１人を対象とし、そのプレイヤーの手札を見る」."""

    player: Any


@node("search")
class Search:
    player: Any
    filter: Any
    count: Any
    up_to: bool = f(False)
    to: str = f("")  # "" = found, the next step moves it; hand | battlefield when the search puts it there
    tapped: bool = f(False)
    shuffle: bool = f(True)
    graveyard: bool = f(False)  # "search your library and/or graveyard": the graveyard too (CR 701.19)
    owner: Any = f(None)  # whose library: None, the searching player's own; else a player ("search target opponent's library")


@node("exile_top")
class ExileTop:
    """"Exile the top N cards of your library. You may play them this turn": `play_until` is how
    long they may be played (this_turn | your_next_turn), or "" if not at all."""

    count: Any
    play_until: str = f("")
    owner: Any = f(None)  # whose library: None, yours; else a player ("of target player's library", "of each opponent's")


@node("reveal_hand")
class RevealHand:
    """"Target opponent reveals their hand" / 「そのプレイヤーは自分の手札を公開する」 (CR 701.20)."""

    player: Any


@node("choose_card")
class ChooseCard:
    """"You choose a nonland card from it" / 「あなたはその中から土地でないカード１枚を選ぶ」: `chooser`
    picks a card of `player`'s revealed hand; it is what "that card" / 「そのカード」 is next (Found)."""

    chooser: Any
    player: Any
    what: Any  # Chosen(filter, count)


@node("look_at_top")
class LookAtTop:
    """"Look at / Reveal the top card of your library", with what is done with it said after
    ("If it's a creature card, put it onto the battlefield"): the card is what "it" / 「それ」 is
    next (Found)."""

    count: Any
    reveal: bool = f(False)
    owner: Any = f(None)  # whose library: None, yours; else a player ("the top card of target player's library")


@node("dig")
class Dig:
    """"Look at the top N cards of your library. Put one of them into your hand and the rest on
    the bottom of your library in any order": `take` of the `count` go to `to`, the rest to
    `rest` (library_bottom | graveyard) in `order` (any | random)."""

    count: Any
    take: Any
    to: str = f("hand")  # hand | battlefield | cast
    rest: str = f("library_bottom")
    order: str = f("")
    filter: Any = f(None)  # "a creature card from among them": only such cards may be taken
    optional: bool = f(False)  # "you may reveal …" / "up to two": fewer (or none) may be taken
    tapped: bool = f(False)  # "onto the battlefield tapped"
    free: bool = f(False)  # to "cast": "You may cast a spell from among them without paying its mana cost"


@node("reveal_until")
class RevealUntil:
    """"Reveal cards from the top of your library until you reveal a creature card. Put that card
    into your hand and the rest on the bottom of your library in a random order." /
    「クリーチャー・カードが公開されるまで、あなたのライブラリーの一番上から１枚ずつ公開する。そのカードを
    あなたの手札に加え、残りを…置く。」: the first card matching `filter` goes `to`, the others `rest`."""

    filter: Any
    to: str  # hand | battlefield
    rest: str = f("library_bottom")  # library_bottom | graveyard
    order: str = f("")
    tapped: bool = f(False)


@node("shuffle")
class Shuffle:
    player: Any


@node("scry")
class Scry:
    player: Any
    amount: Any


@node("surveil")
class Surveil:
    player: Any
    amount: Any


@node("reveal")
class Reveal:
    what: Any


@node("connive")
class Connive:
    """The creature connives N (CR 701.50): its controller draws N cards, then discards N; a
    +1/+1 counter on it for each nonland card discarded this way."""

    what: Any
    amount: Any = 1


@node("discover")
class Discover:
    """The player discovers N (CR 701.57a): exile cards from the top of their library until a
    nonland card with mana value N or less; they may cast it without paying its mana cost, or else
    put it into their hand; the rest go to the bottom in a random order."""

    player: Any
    amount: Any


@node("explore")
class Explore:
    """The creature explores (CR 701.44): reveal the top card; a land goes to hand, otherwise a
    +1/+1 counter on the creature and the card stays on top or goes to the graveyard."""

    what: Any
