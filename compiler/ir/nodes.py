"""The canonical IR: every node class, declared in one place (like CPython's ASDL).

The IR is language-neutral: English and Japanese text of the same card build the same
nodes. No surface words live here: types, keywords, colors and counters are canonical
English names; the card's own reference is `Self_`.

Each node is an attrs class (frozen, slots). Its `kind` tag is the discriminator in JSON.
`span` (original-text character offsets) is kept on every node but is not part of equality
or of the canonical JSON, so the two languages of one card compare equal.
"""
from __future__ import annotations

from typing import Any

import attrs

REGISTRY: dict[str, type] = {}


def _span():
    return attrs.field(default=None, eq=False, repr=False, kw_only=True)


def _eq(self, other) -> bool:
    """Equal when of the same class with equal fields (the span is not part of a node's value)."""
    if other.__class__ is not self.__class__:
        return NotImplemented
    return all(getattr(self, k) == getattr(other, k) for k in self._eq_fields)


def _ne(self, other) -> bool:
    eq = _eq(self, other)
    return eq if eq is NotImplemented else not eq


def _hash(self) -> int:
    return hash((self.__class__, *(getattr(self, k) for k in self._eq_fields)))


def _repr(self) -> str:
    fields = ", ".join(f"{a.name}={getattr(self, a.name)!r}" for a in attrs.fields(type(self)) if a.name != "span")
    return f"{type(self).__name__}({fields})"


def value_class(cls):
    """Class decorator: an attrs class (frozen, slots) compared, hashed and shown by its fields
    (not its span) with one shared __repr__, __eq__ and __hash__ instead of methods generated per
    class: generating code for ~200 classes was most of the import time `oraclec explain` waits
    for. The IR nodes and the builder's helper values are made with it."""
    new = attrs.frozen(slots=True, repr=False, eq=False)(cls)
    new.__repr__ = _repr
    new.__eq__ = _eq
    new.__ne__ = _ne
    new.__hash__ = _hash
    new._eq_fields = tuple(a.name for a in attrs.fields(new) if a.name != "span")
    return new


def node(tag: str):
    """Class decorator: make an IR node (a value_class with a span) registered under `tag`."""

    def wrap(cls):
        cls.__annotations__["span"] = "tuple[int, int] | None"
        cls.span = _span()
        new = value_class(cls)
        new.kind = tag
        REGISTRY[tag] = new
        return new

    return wrap


def f(default: Any = attrs.NOTHING, **kw):
    """A field; tuples default to () so optional lists stay out of the JSON."""
    return attrs.field(default=default, **kw)


# ---------------------------------------------------------------- unparsed text
@node("unparsed")
class Unparsed:
    text: str
    expected: tuple = f(())
    reason: str = f("")


# ---------------------------------------------------------------- selectors
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
    """The object the trigger event was about (\"that creature\" after \"whenever a creature …\")."""


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


@node("one_or_more")
class OneOrMore:
    """"one or more creatures you control" as a trigger's subject: the ability triggers once for
    all of them together (CR 603.2c), not once each."""

    filter: Any


@node("one_of")
class OneOf:
    """Either of several objects or players ("you or a planeswalker you control")."""

    items: tuple


@node("named")
class Named:
    name: str


# ---------------------------------------------------------------- filters
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
    zone_owner: str = f("")  # you | any
    name: str = f("")
    named_self: bool = f(False)  # "a card named ~": the same name as this card (SELF's name)
    damaged_by: Any = f(None)  # dealt damage this turn by this object
    same_name_as: Any = f(None)  # "with the same name as that creature" / 「…と同じ名前を持つ」
    with_counters: tuple = f(())  # "with a +1/+1 counter on it" / 「+1/+1カウンターが置かれている」
    chosen: str = f("")  # "creature_type": "of the chosen type" (what this object's controller chose as it entered)
    controlled_by: Any = f(None)  # "creatures that player controls": a player (target, trigger player, …)
    targets: Any = f(None)  # "a spell that targets ~" / 「~を対象とする呪文」: a spell with one of these among its targets
    multicolored: bool = f(False)  # "multicolored" / 「多色の」: two or more colors (CR 105.4)
    historic: bool = f(False)  # "historic" / 「歴史的な」: an artifact, legendary or Saga (CR 700.6)
    commander: bool = f(False)  # "commander creatures" / 「統率者であるクリーチャー」 (CR 903.3)
    owner: str = f("")  # "you own" / 「あなたがオーナーである」: "you" (CR 108.3)
    blocking_what: Any = f(None)  # "creatures blocking it" / 「それをブロックしているクリーチャー」
    attached_to: Any = f(None)  # "Equipment attached to it" / 「それにつけられている装備品」


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


# ---------------------------------------------------------------- amounts
@node("x")
class X:
    pass


@node("count")
class Count:
    """The number of objects matching `filter` (\"for each land you control\")."""

    filter: Any


@node("stat_of")
class StatOf:
    """A characteristic of an object: power of the sacrificed creature, …"""

    stat: str
    what: Any


@node("times")
class Times:
    """`factor` × `amount` ("+2/+0 for each …")."""

    factor: int
    amount: Any


@node("plus")
class Plus:
    """`amount` + `plus` ("1 plus the number of lands you control" / 「あなたがコントロールしている土地の数に１を足した数」)."""

    plus: int
    amount: Any


@node("attack_as_though_not")
class AttackAsThoughNot:
    """"~ can attack as though it didn't have defender" (CR 702.3b): `keyword` is ignored for attacking."""

    what: Any
    keyword: str
    duration: str = f("")


@node("party_size")
class PartySize:
    """"the number of creatures in your party" / 「あなたのパーティーの人数」 (CR 700.8: up to one each
    Cleric, Rogue, Warrior and Wizard you control)."""


@node("that_much")
class ThatMuch:
    pass


@node("this_way")
class ThisWay:
    """What the earlier part of the same effect did: "the life lost this way" (`life_lost`),
    "the damage dealt this way" (`damage_dealt`)."""

    what: str


@node("counters_on")
class CountersOn:
    counter: str
    what: Any


@node("life_total")
class LifeTotal:
    """"your life total" / 「あなたのライフ総量」"""

    player: Any


@node("devotion")
class Devotion:
    """"your devotion to black (and red)" / 「あなたの黒(と赤)への信心」 (CR 700.5): the mana symbols of
    those colors among the mana costs of permanents you control."""

    colors: tuple


@node("domain")
class Domain:
    """"the number of basic land types among lands you control" / 「あなたがコントロールしている土地の中の
    基本土地タイプの数」 (domain)."""

    player: Any


@node("life_gained_this_turn")
class LifeGainedThisTurn:
    """"the amount of life you gained this turn" / 「このターンにあなたが得たライフの点数」"""

    player: Any


@node("greatest")
class Greatest:
    stat: str
    filter: Any


# ---------------------------------------------------------------- durations and conditions
@node("condition")
class Condition:
    """A predicate: `test` names it; `args` are its operands (selectors, filters, amounts)."""

    test: str
    args: tuple = f(())


@node("not")
class Not:
    cond: Any


# ---------------------------------------------------------------- costs
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


# ---------------------------------------------------------------- effects
@node("sequence")
class Sequence:
    """Actions done in order (\", then\", \"。その後\")."""

    steps: tuple


@node("may")
class May:
    player: Any
    effect: Any


@node("if")
class If:
    cond: Any
    then: Any
    otherwise: Any = f(None)


@node("reflexive")
class Reflexive:
    """"When you do, …" / 「そうしたとき、…」: a reflexive triggered ability (CR 603.12), triggered
    by the action just taken (the "you may" before it), put on the stack with its own targets."""

    effect: Any


@node("for_each")
class ForEach:
    """Do `body` once for each of `items` ("For each creature you control, …" / 「…１体につき、…」);
    inside the body, `Current` is the one being done."""

    items: Any
    body: Any


@node("current")
class Current:
    """The object a `ForEach` is at ("that creature" inside "for each creature …")."""


@node("unless")
class Unless:
    """`effect` happens unless `player` pays `cost`."""

    effect: Any
    player: Any
    cost: Any


@node("instead_if")
class InsteadIf:
    """If cond, `replacement` happens instead of the preceding effect."""

    cond: Any
    effect: Any
    replacement: Any


@node("would_instead")
class WouldInstead:
    """A replacement effect (CR 614.1a): "If ~ would be put into a graveyard from anywhere, exile it
    instead" / 「~がいずこかから墓地に置かれるなら、代わりにこれを追放する」: `event` does not
    happen; `effect` does."""

    event: Any
    effect: Any


@node("deal_damage")
class DealDamage:
    source: Any
    amount: Any
    to: Any
    combat: bool = f(False)
    divided: str = f("")  # "", "as_you_choose", "evenly"; otherwise each recipient is dealt `amount`


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


@node("destroy")
class Destroy:
    what: Any
    no_regen: bool = f(False)  # "It can't be regenerated." (CR 701.19c): no regeneration shield applies


@node("exile")
class Exile:
    """`until` "source_leaves": "exile … until ~ leaves the battlefield" (CR 610.3: the card returns
    to the battlefield under its owner's control when ~ leaves)."""

    what: Any
    until: str = f("")


@node("sacrifice")
class Sacrifice:
    player: Any
    what: Any


@node("remove_counters")
class RemoveCounters:
    """"remove an oil counter from ~" / 「~の上から油カウンター１個を取り除く」 (an effect, not a cost)."""

    counter: str
    amount: Any
    what: Any


@node("shuffle_graveyard_in")
class ShuffleGraveyardIn:
    """"Target player shuffles their graveyard into their library" / 「…は自分の墓地を自分のライブラリーに
    加えて切り直す」."""

    player: Any


@node("look_at_hand")
class LookAtHand:
    """"Look at target opponent's hand" / 「対戦相手１人を対象とし、そのプレイヤーの手札を見る」."""

    player: Any


@node("player_exiles")
class PlayerExiles:
    """"Target opponent exiles a creature they control" / 「対戦相手１人は自分がコントロールしている
    クリーチャー１体を追放する」: `player` chooses `what` and exiles it (like Sacrifice)."""

    player: Any
    what: Any


@node("tap")
class Tap:
    what: Any


@node("take_initiative")
class TakeInitiative:
    """The player takes the initiative and ventures into Undercity (CR 725)."""

    player: Any


@node("become_monarch")
class BecomeMonarch:
    """The player becomes the monarch (CR 724)."""

    player: Any


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


@node("counter_spell")
class CounterSpell:
    what: Any


@node("move")
class Move:
    """Put objects into a zone: return to hand, put onto the battlefield, …"""

    what: Any
    to: str
    from_zone: str = f("")
    tapped: bool = f(False)
    under: Any = f(None)  # who controls it on the battlefield
    position: str = f("")  # top | bottom (library)
    transformed: bool = f(False)  # "return it to the battlefield transformed" (CR 712.14)


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


@node("create_copy")
class CreateCopy:
    """"Create a token that's a copy of target creature" / 「それのコピーであるトークン１体を生成する」
    (CR 707.2: the copiable values of `what`, CR 111.10)."""

    count: Any
    what: Any


@node("put_counters")
class PutCounters:
    counter: str
    amount: Any
    what: Any


@node("add_mana")
class AddMana:
    """Mana ability output: `symbols` is an all-of list, `choice` a one-of list, `any_color` N."""

    symbols: tuple = f(())
    choice: tuple = f(())
    any_color: int = f(0)
    any_combination: Any = f(None)  # "two mana in any combination of colors": a color chosen for each
    times: Any = f(1)
    spend_only: Any = f(None)  # "Spend this mana only to cast a creature spell": a spell filter, or "abilities"


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


@node("exile_top")
class ExileTop:
    """"Exile the top N cards of your library. You may play them this turn": `play_until` is how
    long they may be played (this_turn | your_next_turn), or "" if not at all."""

    count: Any
    play_until: str = f("")


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


@node("monstrosity")
class Monstrosity:
    """"Monstrosity 3" / 「怪物化３を行う」 (CR 701.37): if it isn't monstrous, put that many +1/+1
    counters on it and it becomes monstrous."""

    amount: Any


@node("keyword_action")
class KeywordAction:
    """A keyword action with its own reminder text and no IR of its own yet (CR 701): "Bolster 1" /
    「鼓舞１を行う」, "Populate" / 「居住を行う」, "Learn" / 「履修を行う」. `action` is its English name;
    the runtime reports these Unsupported."""

    action: str
    amount: Any = f(None)
    what: Any = f(None)  # "goad target creature": the object acted on


@node("proliferate")
class Proliferate:
    """"Proliferate" / 「増殖を行う」 (CR 701.34): any number of permanents and players with counters
    get one more of each kind they have."""


@node("becomes_monstrous")
class BecomesMonstrous:
    """"When ~ becomes monstrous" / 「~が怪物的になったとき」 (CR 701.37b)."""

    what: Any


@node("extra_blocks")
class ExtraBlocks:
    """"can block an additional creature each combat" / 「各戦闘で追加で１体のクリーチャーをブロックできる」,
    "can block any number of creatures" (count "any") (CR 509.1a)."""

    what: Any
    count: Any
    duration: str = f("")


@node("base_pt")
class BasePT:
    """"Equipped creature has base power and toughness X/X" / 「装備しているクリーチャーの基本のパワーと
    タフネスはX/Xである」: sets base P/T (layer 7b, CR 613.4b)."""

    what: Any
    power: Any
    toughness: Any
    duration: str = f("")


@node("attach")
class Attach:
    """"Attach it to target creature you control" / 「これをそれにつける」 (CR 701.3)."""

    what: Any
    to: Any


@node("get_emblem")
class GetEmblem:
    """"You get an emblem with "…"" / 「あなたは「…」の紋章を得る」: an object in the command zone with
    those abilities (CR 114); its "this emblem" is SELF."""

    player: Any
    abilities: tuple


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


@node("prevent_damage")
class PreventDamage:
    """Prevent all damage (amount None) or a shield of the next `amount` damage (CR 615.7)."""

    to: Any = f(None)
    combat_only: bool = f(False)
    duration: str = f("")
    amount: Any = f(None)
    by: Any = f(None)  # "… that would be dealt by ~" / 「~が与えるダメージ」: only damage from these sources


@node("more_counters")
class MoreCounters:
    """A replacement (CR 614.1): "If one or more +1/+1 counters would be put on a creature you control,
    that many plus one (plus=1) / twice that many (times=2) … are put on it instead"."""

    what: Any
    counter: str
    plus: int = f(0)
    times: int = f(1)


@node("lose_all_abilities")
class LoseAllAbilities:
    """"loses all abilities" / 「すべての能力を失う」 (layer 6, CR 613.1f)."""

    what: Any
    duration: str = f("")


@node("loses_type")
class LosesType:
    """"~ isn't a creature" / 「~はクリーチャーではない」 (layer 4, CR 613.1d)."""

    what: Any
    card_type: str


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


@node("choose")
class Choose:
    """"Choose a creature type." / 「クリーチャー・タイプ１つを選ぶ。」 as a step of an effect: the choice
    (as ChooseAsEnters.choice) that "of the chosen type" / 「その選ばれたタイプの」 later refers to."""

    choice: str
    filter: Any = f(None)


@node("choose_as_enters")
class ChooseAsEnters:
    """"As ~ enters, choose a creature type / a color / an opponent …" (CR 614.12c: part of
    entering, before it is on the battlefield). `choice`: creature_type, color, opponent, player,
    basic_land_type, card_name; `filter`: what a named card must be (\"a nonland card name\")."""

    choice: str
    filter: Any = f(None)


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


@node("enters_tapped")
class EntersTapped:
    """"~ enters the battlefield tapped" (CR 614.1c); with `unless`, a price its controller may pay
    as it enters to have it enter untapped ("As ~ enters, you may pay 2 life. If you don't, it
    enters tapped")."""

    what: Any
    unless: Any = f(None)


@node("copy_spell")
class CopySpell:
    what: Any
    new_targets: bool = f(False)


@node("choose_new_targets")
class ChooseNewTargets:
    player: Any
    what: Any


@node("must_attack")
class MustAttack:
    what: Any
    whom: Any
    duration: str = f("")


@node("delayed")
class Delayed:
    """A delayed triggered ability created on resolution ("at end of combat, sacrifice it")."""

    event: Any
    effect: Any


@node("characteristic_pt")
class CharacteristicPT:
    """A characteristic-defining ability: power and toughness are these amounts (CR 604.3);
    None where the ability defines only the other one ("~'s power is equal to …")."""

    what: Any
    power: Any
    toughness: Any


@node("taps_for_mana")
class TapsForMana:
    player: Any
    what: Any


@node("pay")
class Pay:
    player: Any
    cost: Any


@node("control_player")
class ControlPlayer:
    """`who` controls `whom` during `whom`'s next turn (CR 723... player control, 712 in older rules)."""

    who: Any
    whom: Any


@node("must_be_blocked_by_all")
class MustBeBlockedByAll:
    """All creatures able to block `what` do so (Lure)."""

    what: Any


@node("additional_land")
class AdditionalLand:
    """"You may play an additional land on each of your turns" (static) / "… this turn" (one-shot,
    duration this_turn): `count` more land plays for the player (CR 305.2)."""

    player: Any
    count: int = f(1)
    duration: str = f("")


@node("switch_pt")
class SwitchPT:
    """"Switch target creature's power and toughness until end of turn" / 「…のパワーとタフネスを入れ替
    える」: after every other change to them (layer 7d, CR 613.4d)."""

    what: Any
    duration: str = f("")


@node("must_be_blocked")
class MustBeBlocked:
    """"~ must be blocked if able" / 「~は、可能ならブロックされなければならない」: at least one
    creature blocks it if any can (a blocking requirement, CR 509.1c)."""

    what: Any
    duration: str = f("")


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


@node("investigate")
class Investigate:
    """Create a Clue token (CR 701.16)."""

    player: Any


@node("explore")
class Explore:
    """The creature explores (CR 701.44): reveal the top card; a land goes to hand, otherwise a
    +1/+1 counter on the creature and the card stays on top or goes to the graveyard."""

    what: Any


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


@node("other_effect")
class OtherEffect:
    """Never produced by the compiler; reserved so the runtime can refuse it by name."""

    name: str


# ---------------------------------------------------------------- trigger events
@node("zone_change")
class ZoneChange:
    """`what` moves from `from_zone` to `to_zone` (dies = battlefield → graveyard)."""

    what: Any
    from_zone: str = f("")
    to_zone: str = f("")
    under: Any = f(None)
    owner: str = f("")  # "you": only into your own zone ("is put into your graveyard from the battlefield")


@node("step_begins")
class StepBegins:
    step: str
    whose: str = f("any")  # you | any (every player's) | opponent | enchanted_controller; delayed: next | next_turn | your_next


@node("cost_change")
class CostChange:
    """Spells cost more or less to cast (CR 601.2f): `what` is SELF (this spell) or a filter of
    spells; `mana` the symbols added or taken off, once or once per object of `per` (a Count)."""

    what: Any
    mana: tuple
    more: bool = f(False)
    per: Any = f(None)


@node("extra_targets")
class ExtraTargets:
    """An amount: how many targets the spell has beyond the first ("This spell costs {2}{U} more
    to cast for each target beyond the first" / 「２つ目以降の対象１つにつき」; strive, CR 601.2f)."""


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
    たび」: once, when that many attackers are declared (CR 508.1)."""

    player: Any
    count: Any


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
    once per event, however many counters."""

    what: Any
    counter: str


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


@node("any_event")
class AnyEvent:
    """Several events joined by \"or\": \"enters the battlefield or attacks\"."""

    events: tuple


# ---------------------------------------------------------------- abilities
@node("spell")
class SpellAbility:
    effect: Any
    targets: tuple = f(())


@node("keyword")
class KeywordAbility:
    keyword: str
    args: tuple = f(attrs.Factory(tuple))  # a factory default: "args" is always written, even []


@node("triggered")
class Triggered:
    event: Any
    effect: Any
    intervening_if: Any = f(None)
    optional: bool = f(False)
    targets: tuple = f(())
    once_each_turn: bool = f(False)  # "This ability triggers only once each turn" (CR 603.2h)


@node("activated")
class Activated:
    cost: tuple
    effect: Any
    targets: tuple = f(())
    restrictions: tuple = f(())


@node("static")
class Static:
    effect: Any
    condition: Any = f(None)


@node("replacement")
class Replacement:
    effect: Any
    condition: Any = f(None)


@node("modal")
class Modal:
    """Choose modes: `count` is N, "N+" (N or more), "1-2" (one or both) or "any"."""

    count: Any
    modes: tuple


@node("mode")
class Mode:
    effect: Any
    targets: tuple = f(())


@node("band")
class Band:
    """A leveler's "LEVEL 1-4" (CR 711.2) or a Spacecraft's "STATION 8+" band: while the permanent
    has from `low` to `high` (None: no limit) `counter` counters, it has base P/T `power`/
    `toughness` (when given) and `abilities`."""

    counter: str  # level | charge
    low: int
    high: Any = f(None)
    power: Any = f(None)
    toughness: Any = f(None)
    abilities: tuple = f(())


@node("card")
class CardIR:
    abilities: tuple
    types: tuple = f(())
    subtypes: tuple = f(())
    supertypes: tuple = f(())
    power: Any = f(None)
    toughness: Any = f(None)
    loyalty: Any = f(None)
    mana_cost: Any = f(None)  # ("2", "R") or None (no mana cost, or not given)
