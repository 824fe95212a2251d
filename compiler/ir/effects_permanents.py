"""IR effects on permanents: tap, untap, transform, regenerate, gain control, fight, monstrosity,
and the continuous changes to an object's characteristics: pump, grant keywords or abilities,
becomes, becomes a copy, base P/T, switch P/T, loses all abilities, isn't a type.
"""
from __future__ import annotations

from typing import Any

from .base import f, node

__all__ = ["Tap", "Transform", "Untap", "TapOrUntap", "Regenerate", "Pump", "Grant", "GainControl", "Monstrosity",
           "BasePT", "LoseAllAbilities", "LosesKeywords", "LosesType", "Becomes", "Fight", "SwitchPT",
           "BecomeCopy"]


@node("tap")
class Tap:
    what: Any


@node("transform")
class Transform:
    """Turn a double-faced permanent over (CR 701.28)."""

    what: Any


@node("untap")
class Untap:
    what: Any


@node("tap_or_untap")
class TapOrUntap:
    """Tap or untap it: the controller of the effect chooses which as it resolves."""

    what: Any


@node("regenerate")
class Regenerate:
    what: Any


@node("pump")
class Pump:
    what: Any
    power: Any
    toughness: Any
    duration: str = f("")


@node("grant")
class Grant:
    """`what` gains (or has) keyword abilities."""

    what: Any
    keywords: tuple
    duration: str = f("")


@node("gain_control")
class GainControl:
    what: Any
    player: Any
    duration: str = f("")


@node("monstrosity")
class Monstrosity:
    """"Monstrosity 3" / 「怪物化３を行う」 (CR 701.37): if it isn't monstrous, put that many +1/+1
    counters on it and it becomes monstrous."""

    amount: Any


@node("base_pt")
class BasePT:
    """"Equipped creature has base power and toughness X/X" / 「装備しているクリーチャーの基本のパワーと
    タフネスはX/Xである」: sets base P/T (layer 7b, CR 613.4b)."""

    what: Any
    power: Any
    toughness: Any
    duration: str = f("")


@node("lose_all_abilities")
class LoseAllAbilities:
    """"loses all abilities" / 「すべての能力を失う」 (layer 6, CR 613.1f)."""

    what: Any
    duration: str = f("")


@node("loses_keywords")
class LosesKeywords:
    """"loses flying until end of turn" / 「ターン終了時まで、それは飛行を失う」 (layer 6, CR 613.1f):
    the keyword abilities it has, printed or gained earlier, that it no longer has; an ability gained
    later has it again (CR 613.7)."""

    what: Any
    keywords: tuple  # KeywordAbility
    duration: str = f("")


@node("loses_type")
class LosesType:
    """"~ isn't a creature" / 「~はクリーチャーではない」 (layer 4, CR 613.1d)."""

    what: Any
    card_type: str


@node("becomes")
class Becomes:
    """"~ becomes a 2/2 white and blue Bird artifact creature with flying until end of turn":
    types, subtypes and colors it gets (layers 4, 5), keywords (6), base power and toughness (7b).
    `still`: "It's still a land" — it keeps its other types (otherwise the new types replace them)."""

    what: Any
    power: Any
    toughness: Any
    colors: tuple = f(())
    types: tuple = f(())
    subtypes: tuple = f(())
    keywords: tuple = f(())
    duration: str = f("")
    still: bool = f(False)


@node("fight")
class Fight:
    """Each deals damage equal to its power to the other (CR 701.12)."""

    what: Any
    other: Any


@node("switch_pt")
class SwitchPT:
    """"Switch target creature's power and toughness until end of turn" / 「…のパワーとタフネスを入れ替
    える」: after every other change to them (layer 7d, CR 613.4d)."""

    what: Any
    duration: str = f("")


@node("become_copy")
class BecomeCopy:
    """"~ becomes a copy of target creature until end of turn, except it has this ability" /
    「ターン終了時まで、~は、それがこの能力を持つことを除き、それのコピーになる」 (CR 707.2, layer 1): `what`
    takes the copiable values of `of`, with the exceptions (CR 707.9b) — keywords, types, subtypes
    added, and `this_ability`: the ability that made the copy effect."""

    what: Any
    of: Any
    duration: str = f("")
    add_keywords: tuple = f(())
    add_types: tuple = f(())
    add_subtypes: tuple = f(())
    this_ability: bool = f(False)
