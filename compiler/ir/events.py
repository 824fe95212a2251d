"""IR trigger events: what a triggered ability waits for (a zone change, a step beginning, a spell
cast, an attack or block, damage dealt, a card drawn or discarded, counters put, life gained or
lost, a state that holds, …).
"""
from __future__ import annotations

from typing import Any

from .base import f, node

__all__ = ["BecomesMonstrous", "TapsForMana", "ZoneChange", "StepBegins", "TurnedFaceUp", "Transformed", "Cycled",
           "Sacrificed", "LifeLost", "LifeGained", "ChapterReached", "Cast", "Attacks", "Blocks", "BecomesBlocked",
           "AttacksWith", "AttacksUnblocked", "DamageDealt", "BecomesTarget", "BecomesTapped", "Draws", "Discards",
           "RollsDie", "Planeswalks", "UnlocksDoor", "CountersPut", "StateHolds", "Mutates", "Scried", "FlipOutcome", "PlayerDoes", "Destroyed", "AnyEvent",
           "CommitsCrime", "Expends", "Exploits", "PlaysLand"]


@node("becomes_monstrous")
class BecomesMonstrous:
    """"When ~ becomes monstrous" / 「~が怪物的になったとき」 (CR 701.37b)."""

    what: Any


@node("taps_for_mana")
class TapsForMana:
    player: Any  # None: whoever taps it ("whenever enchanted land is tapped for mana")
    what: Any


@node("zone_change")
class ZoneChange:
    """`what` moves from `from_zone` to `to_zone` (dies = battlefield → graveyard)."""

    what: Any
    from_zone: str = f("")
    to_zone: str = f("")
    under: Any = f(None)
    owner: str = f("")  # "you" / "opponent": a card that player owns ("is put into your graveyard from the battlefield")


@node("step_begins")
class StepBegins:
    step: str
    whose: str = f("any")  # you | any (every player's) | opponent | enchanted_controller; delayed: next | next_turn | your_next


@node("turned_face_up")
class TurnedFaceUp:
    """A face-down permanent is turned face up (CR 708.8)."""

    what: Any


@node("transformed")
class Transformed:
    """A double-faced permanent transforms ("transforms into ~": into this face; CR 701.28)."""

    what: Any


@node("cycled")
class Cycled:
    """A player cycles a card (CR 702.29): "when you cycle this card"."""

    what: Any
    player: Any


@node("sacrificed")
class Sacrificed:
    """A player sacrifices a permanent (CR 701.21)."""

    player: Any
    what: Any


@node("life_lost")
class LifeLost:
    """A player loses life (CR 119.3)."""

    player: Any


@node("life_gained")
class LifeGained:
    """A player gains life (CR 119.9: once per life-gaining event)."""

    player: Any
    first_each_turn: bool = f(False)  # "gain life for the first time each turn" / 「各ターンで初めてライフを得るたび」


@node("chapter")
class ChapterReached:
    """A Saga's chapter ability triggers (CR 714.2b): lore counters on this Saga reach `number`."""

    number: int


@node("cast")
class Cast:
    player: Any
    filter: Any
    nth: int = f(0)  # "your second spell each turn": only the player's nth spell of the turn
    or_copy: bool = f(False)  # "cast or copy" (magecraft): copying such a spell triggers it too (CR 707.10)


@node("attacks")
class Attacks:
    what: Any
    whom: Any = f(None)
    alone: bool = f(False)  # "attacks alone" / 「単独で攻撃する」 (CR 506.5)
    saddled: bool = f(False)  # "attacks while saddled" / 「騎乗された状態で攻撃するたび」 (CR 702.171b)
    with_others: int = f(0)  # "~ and at least two other creatures attack": that many other attackers
    every: bool = f(False)  # "Whenever all non-Wall creatures you control attack": once, when each of them attacks


@node("blocks")
class Blocks:
    what: Any
    whom: Any = f(None)  # "blocks a green creature"


@node("becomes_blocked")
class BecomesBlocked:
    """An attacking creature becomes blocked: once, however many creatures block it (CR 509.3c);
    with `by`, once for each blocker that matches (509.3d)."""

    what: Any
    by: Any = f(None)


@node("attacks_with")
class AttacksWith:
    """"Whenever you attack with three or more creatures" / 「あなたが３体以上のクリーチャーで攻撃する
    たび」: once, when that many attackers are declared (CR 508.1); "one or more" is a count of 1.
    "… with one or more Zombies" / 「…１体以上のゾンビで…」: attackers of that kind (`filter`); "you
    attack a player with …" / 「…でプレイヤー１人を攻撃する」: attackers attacking that (`whom`)."""

    player: Any
    count: Any
    filter: Any = f(None)  # None: any creature
    whom: Any = f(None)  # None: whichever player or permanent


@node("attacks_unblocked")
class AttacksUnblocked:
    """"Whenever ~ attacks and isn't blocked" / 「~が攻撃してブロックされないたび」: triggers once
    blockers are declared, for an attacking creature no creature blocks (CR 509.1h)."""

    what: Any


@node("damage_dealt")
class DamageDealt:
    source: Any
    to: Any
    combat: bool = f(False)


@node("becomes_target")
class BecomesTarget:
    what: Any
    by_controller: str = f("")  # "" | opponent
    spell_only: bool = f(False)  # "the target of a spell" / 「呪文の対象」: not of an ability


@node("becomes_tapped")
class BecomesTapped:
    what: Any
    untapped: bool = f(False)  # "Whenever ~ becomes untapped" / 「~がアンタップ状態になるたび」


@node("draws")
class Draws:
    player: Any
    nth: int = f(0)  # "whenever you draw your second card each turn": only that draw


@node("discards")
class Discards:
    """"Whenever you discard a card" / 「あなたがカード１枚を捨てるたび」: once per card discarded."""

    player: Any
    filter: Any = f(None)


@node("rolls_die")
class RollsDie:
    """"Whenever you roll one or more dice" / 「あなたが１個以上のサイコロを振るたび」 (CR 706);
    result "chaos": "Whenever you roll {CHAOS}" / 「カオスが起こるたび」 (the planar die, CR 901.9)."""

    player: Any
    result: str = f("")
    each_die: bool = f(False)  # "Whenever you roll a die": once per die, not once per roll


@node("planeswalks")
class Planeswalks:
    """"When you planeswalk to ~" / 「あなたが~にプレインズウォークしたとき」 (CR 901.8);
    away: "When you planeswalk away from ~" / 「あなたが~からプレインズウォークしたとき」."""

    player: Any
    away: bool = f(False)


@node("unlocks_door")
class UnlocksDoor:
    """"When you unlock this door" (a Room's door, CR 709.5)."""

    player: Any


@node("counters_put")
class CountersPut:
    """"Whenever one or more +1/+1 counters are put on ~" / 「~の上に+1/+1カウンターが１個以上置かれるたび」:
    once per event, however many counters; "Whenever you put one or more counters on a creature" /
    「あなたがクリーチャーの上に１個以上のカウンターを置くたび」: put by that player (`by`), of any
    kind (counter "")."""

    what: Any
    counter: str
    by: Any = f(None)


@node("state_holds")
class StateHolds:
    """A state trigger's condition (CR 603.8): "When you control no Swamps" / 「あなたが沼をコントロール
    していないとき」 triggers whenever the condition is true (once until it resolves)."""

    cond: Any


@node("mutates")
class Mutates:
    """"Whenever this creature mutates" / 「このクリーチャーが変容するたび」 (CR 702.140)."""

    what: Any


@node("scried")
class Scried:
    """"Whenever you scry" / 「あなたが占術を行うたび」 (CR 701.18)."""

    player: Any


@node("flip_outcome")
class FlipOutcome:
    """"Whenever you win a coin flip" / 「あなたがコイン投げに勝つたび」 (won), "whenever you lose a
    coin flip" / 「あなたがコイン投げに負けるたび」 (CR 705.2: only the player who flips wins or loses)."""

    player: Any
    won: bool


@node("player_does")
class PlayerDoes:
    """"Whenever <a player> <verb phrase>" for a verb of the verb table (tables/verbs.py) that has no
    event node of its own ("whenever an opponent mills cards", "whenever you search your library",
    「対戦相手がカードを切削するたび」): `action` is the verb's effect with that player as its doer, as
    the same verb phrase compiles as an instruction. Past tense (「…したとき」) is the same event."""

    player: Any
    action: Any


@node("destroyed")
class Destroyed:
    """A permanent is destroyed (CR 701.8): what "If ~ would be destroyed, …" / 「~が破壊されるなら」
    replaces."""

    what: Any


@node("any_event")
class AnyEvent:
    """Several events joined by \"or\": \"enters the battlefield or attacks\"."""

    events: tuple


@node("commits_crime")
class CommitsCrime:
    """"Whenever you commit a crime" / 「あなたが悪事を働くたび」: a player targets an opponent, or
    something an opponent controls or owns (CR 700.13)."""

    player: Any


@node("expends")
class Expends:
    """"Whenever you expend 4" / 「あなたが積算４を達成するたび」: the mana the player has spent to
    cast spells this turn reaches `amount` (CR 700.14a)."""

    player: Any
    amount: int


@node("exploits")
class Exploits:
    """"When ~ exploits a creature" / 「~がクリーチャー１体を濫用したとき」: its exploit ability
    sacrificed a creature (CR 702.110b)."""

    what: Any


@node("plays_land")
class PlaysLand:
    """"Whenever you play a land" / 「あなたが土地をプレイするたび」 (CR 305.1): `filter` the kind of
    land, None for any."""

    player: Any
    filter: Any = f(None)
