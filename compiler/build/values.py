"""The builder's helper values: what a method hands the method of the rule above it while it
is not yet an IR node ("gains 3 life" is a Pred waiting for its subject, "tapped" a Part of a
filter, "until end of turn" a Duration, "if …" a Hoistable, which finish.py makes a triggered
ability's intervening if when it stands first). They never leave the builder: the rules above
them, the passes (passes.py) and finish.py turn them into IR.
"""
from __future__ import annotations

from typing import Any, Callable

from ..ir.nodes import value_class


@value_class
class AtLeast:
    """「５つ以上の島」 read where only "one or more" is a trigger's subject (triggers.one_or_more): the
    count and the filter, for the static that counts them (「…が戦場に出ていないかぎり」)."""

    count: int
    filter: Any


@value_class
class TailMay:
    """A 「…てもよい」 with no subject of its own (「あなたは…を探し、公開し、あなたの手札に加えてもよい」,
    「…を対象とし、それをタップしてもよい」): the choice covers the clauses it ends (sentences.then_seq);
    alone it is what you may do (helpers.seq)."""

    effect: Any


@value_class
class Pred:
    """A predicate waiting for its subject: `make(subject, duration)` → effect. `event`: what the
    verb phrase is as a trigger's event when that is not the event of its effect (「カードを引く
    たび」: uncounted, whenever a card is drawn; as an instruction it needs a count)."""

    make: Callable[[Any, str], Any]
    duration: str = ""
    event: Callable[[Any], Any] | None = None

    def apply(self, subject, duration: str = ""):
        return self.make(subject, duration or self.duration)


@value_class
class LookTop:
    count: Any
    reveal: bool = False
    owner: Any = None  # whose library (None: yours), as LookAtTop.owner


@value_class
class AltCosts:
    costs: tuple


@value_class
class Tapped:
    """"tapped" in "create a tapped Powerstone token"."""


@value_class
class Still:
    pass


@value_class
class PlayUntil:
    until: str


@value_class
class DigPut:
    take: Any
    rest: str
    order: str


@value_class
class Nth:
    """"first" / "second" / "third": an ordinal, not an amount."""

    n: int


@value_class
class DigTake:
    """"(You may) reveal a creature card from among them and put it into your hand" /
    「その中から…１枚を公開し、あなたの手札に加える」: what the Dig before it takes."""

    what: Any
    to: str
    optional: bool = False
    tapped: bool = False
    free: bool = False  # cast without paying its mana cost


@value_class
class DigRest:
    zone: str
    order: str


@value_class
class PutBack:
    """「その後それらを望む順番で戻す。」: the cards just looked at go back on top in any order."""


@value_class
class Part:
    """A piece of a filter (prefix, postfix): keyword arguments merged into Filter."""

    kw: dict


@value_class
class OfChoice:
    """"of your choice" after a filter's nouns (filters.filter makes it a ByChoice)."""

    by: Any


@value_class
class ByChoice:
    """"a source of your choice" / 「あなたが選んだ発生源」: the filter of an object `by` chooses as
    the effect resolves; only a counted object takes it (objects.chosen_n), so anywhere else it
    stays a builder value and the line is not understood."""

    filter: Any
    by: Any


@value_class
class Nouns:
    types: tuple
    subtypes: tuple
    supertypes: tuple = ()


@value_class
class Duration:
    value: str


@value_class
class Zone:
    """A zone and whose it is: `owner` is "you", "they" (the player the clause is about),
    "opponent" (an opponent's: any one), "any" (a graveyard, all graveyards), "" (exile, which no
    player owns), or a player selector ("target player's": Target, "that player's": It("player"),
    "each opponent's": Each, "its owner's": OwnerOf …)."""

    zone: str
    owner: Any = ""


@value_class
class Owner:
    """A possessor before its zone noun ("your", "their", "target opponent's"): the same values
    as Zone.owner."""

    who: Any


@value_class
class CastMod:
    """A piece of a permission to cast: where from, as though it had flash, without paying."""

    kw: dict


@value_class
class RevealUntilStart:
    """"Reveal cards … until you reveal a creature card": waits for the sentence that says where
    that card and the rest go."""

    filter: Any


@value_class
class UntilPut:
    to: str
    tapped: bool
    rest: str
    order: str


@value_class
class CopyExcept:
    """", except it has haste" / 「これが速攻を持つことを除き」: what a copy has besides (CR 707.9b)."""

    keywords: tuple = ()
    types: tuple = ()
    subtypes: tuple = ()
    this_ability: bool = False  # ", except it has this ability" / 「それがこの能力を持つことを除き」


@value_class
class Dest:
    zone: str
    tapped: bool = False
    under: Any = None
    transformed: bool = False
    counters: tuple = ()  # n.CountersOfKind: "with a finality counter on it" / 「…が置かれた状態で」


@value_class
class Declare:
    """Japanese 「…を対象とする。」: a target declared before the sentence that uses it."""

    target: Any


@value_class
class StepSpec:
    step: str
    whose: str = "any"


@value_class
class ExtraLands:
    count: int


@value_class
class Restriction:
    value: Any  # a limit's name, or the condition of "activate only if …"


@value_class
class CounterSpec:
    counter: str
    amount: Any


@value_class
class Hoistable:
    """An `If` in intervening-if form (EN \"if\", JA 「場合」) that may become the
    trigger's intervening_if when it stands first in a triggered ability."""

    node: Any


@value_class
class CounterChange:
    plus: int = 0
    times: int = 1


@value_class
class PreventAmount:
    combat: bool
    amount: Any


@value_class
class PreventTo:
    what: Any


@value_class
class PreventBy:
    what: Any


@value_class
class Amt:
    value: Any


@value_class
class PT:
    power: Any
    toughness: Any

    @classmethod
    def parse(cls, text: str) -> "PT":
        p, t = text.split("/")

        def v(s):
            s = s.strip()
            if s.lstrip("+-").isdigit():
                return int(s)
            return s.replace("x", "X")

        return cls(v(p), v(t))


@value_class
class SpendOnly:
    """"Spend this mana only …": merged into the AddMana before it (spend_only())."""

    what: Any


@value_class
class CondPred:
    """A condition's predicate waiting for its subject ("has four or more oil counters on it",
    「…をコントロールしている」): `make(subject)` → Condition. One predicate serves every subject."""

    make: Callable[[Any], Any]

    def of(self, subject):
        return self.make(subject)


@value_class
class CondState:
    """What "is" says of its subject: a filter it matches ("tapped", "a creature", "red"), a test of
    its own ("equipped", "enchanted", "monstrous"), or a zone it is in ("on the battlefield")."""

    filter: Any = None
    test: str = ""
    zone: Any = None  # Zone


@value_class
class Cmp:
    """A comparison: "three or more" (ge 3), "two or fewer" (le 2), "no" (eq 0), "exactly one" …"""

    op: str
    value: Any
