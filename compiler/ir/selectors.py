"""IR selectors: what an effect or a condition is about: the card itself (Self_), a pronoun before
finish.py resolves it (It), a declared target (TargetRef), what a trigger was about
(TriggerObject, TriggerPlayer), you, enchanted / equipped, each / N chosen / one or more of a
filter, the controller or owner of something, a card named …
"""
from __future__ import annotations

from typing import Any

from .base import f, node

__all__ = ["Self_", "It", "TargetRef", "TriggerObject", "TriggerPlayer", "DefendingPlayer", "Enchanted", "Equipped",
           "Found", "You", "ControllerOf", "OwnerOf", "Each", "Chosen", "OneOrMore", "OneOf", "Named", "Tested",
           "TheChosen"]


@node("self")
class Self_:
    """The card itself, however it is written (name, this creature, これ, …)."""


@node("it")
class It:
    """A pronoun before resolution; the builder resolves it to what it refers to."""

    word: str = f("")


@node("target_ref")
class TargetRef:
    """The index-th target declared by the ability."""

    index: int


@node("trigger_object")
class TriggerObject:
    """The object the trigger event was about (\"that creature\" after \"whenever a creature …\").
    With role "other": the event's other object when the event is about ~ itself ("Whenever ~
    deals damage to a Dinosaur, destroy that creature", "Whenever ~ blocks or becomes blocked by a
    creature, … that creature"): the object dealt damage, blocked, or blocking."""

    role: str = f("")


@node("trigger_player")
class TriggerPlayer:
    """The player the trigger event was about (\"that player\")."""


@node("defending_player")
class DefendingPlayer:
    """"defending player" / 「防御プレイヤー」 (CR 506.2): the player the attacking creature (~, or
    the trigger's attacker) attacks, or whose planeswalker or battle it attacks."""


@node("enchanted")
class Enchanted:
    """The permanent the Aura (SELF) is attached to."""


@node("equipped")
class Equipped:
    """The creature the Equipment (SELF) is attached to."""


@node("found")
class Found:
    """The card(s) a search or reveal just found ("put that card into your hand")."""


@node("you")
class You:
    pass


@node("controller_of")
class ControllerOf:
    what: Any


@node("owner_of")
class OwnerOf:
    what: Any


@node("each")
class Each:
    """Every object (or player) that matches the filter."""

    filter: Any


@node("chosen")
class Chosen:
    """An object chosen (not targeted) on resolution: \"sacrifices a creature\"."""

    filter: Any
    count: Any = f(1)
    up_to: bool = f(False)  # "return up to two creature cards …" / 「…最大２枚」: any number up to count
    # who chooses, where it is not the player doing the action: "a source of your choice" /
    # 「あなたが選んだ発生源１つ」 (you, as the effect resolves)
    by: Any = f(None)


@node("one_or_more")
class OneOrMore:
    """"one or more creatures you control" / 「１体以上のクリーチャー」 in an event's slot — its subject,
    its verb's object ("whenever you discard one or more cards"), whom it is done to ("deals combat
    damage to one or more players"): the ability triggers once for all of them together (CR
    603.2c), not once each. Only an event's (finish.py refuses it anywhere else)."""

    filter: Any


@node("one_of")
class OneOf:
    """Either of several objects or players ("you or a planeswalker you control")."""

    items: tuple


@node("named")
class Named:
    name: str


@node("tested")
class Tested:
    """The object a filter is being tested on: "its" inside the filter, as in "each creature with
    toughness greater than its power" (each creature's own power, not the card's) or 「タフネスがパワー
    より大きいクリーチャー」, where Japanese leaves the possessor unsaid."""


@node("the_chosen")
class TheChosen:
    """What was chosen for this object, as it entered (ChooseAsEnters) or earlier in the same effect
    (Choose), referred to later: "that player" / 「そのプレイヤー」 after "As ~ enters, choose an
    opponent", "the chosen player" / 「選ばれたプレイヤー」. `choice`: "player" (an opponent chosen is a player).""" 

    choice: str
