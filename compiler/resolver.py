"""Stage 5a, references: the Resolver walks one ability's effect in reading order, hoists its
targets (every use becomes TargetRef(i)) and resolves its pronouns (it, that creature, それ,
そのクリーチャー …) to what they refer to: the latest target, the object or player the trigger
event was about (or its other object, when the event is about ~), the object sacrificed, moved or
made, else the card itself. finish.py makes abilities of what it returns."""
from __future__ import annotations

from typing import Any

import attrs

from .build import BuildError, Declare, seq
from . import ir
from .ir import nodes as n


PLAYER_NOUNS = {"player", "opponent"}


def is_player_filter(f) -> bool:
    if isinstance(f, n.Filter):
        return bool(f.types) and set(f.types) <= PLAYER_NOUNS
    return False


def touches_players(f) -> bool:
    if isinstance(f, n.AnyTarget):
        return True
    if isinstance(f, n.AnyOf):
        return any(touches_players(x) for x in f.filters)
    return is_player_filter(f)


_LEAVES = {str, int, bool, float}
_FIELDS: dict = {}


def _fields(cls) -> tuple:
    got = _FIELDS.get(cls)
    if got is None:
        got = _FIELDS[cls] = tuple(a for a in attrs.fields(cls) if a.name != "span")
    return got


def _reading_order(value) -> tuple:
    """The node's fields by where their values begin in the text; a value without a span stays
    right after the field before it."""
    fields = _fields(type(value))
    if len(fields) < 2:
        return fields
    keyed, at, ordered = [], -1, True
    for i, a in enumerate(fields):
        span = getattr(getattr(value, a.name), "span", None)
        if span:
            if span[0] < at:
                ordered = False
            at = span[0]
        keyed.append((at, i, a))
    if ordered:
        return fields
    return tuple(a for _, _, a in sorted(keyed, key=lambda k: (k[0], k[1])))


def _put(value, old, new):
    """`value` with every node equal to `old` replaced by `new`."""
    if value == old:
        return new
    if isinstance(value, tuple):
        got = tuple(_put(v, old, new) for v in value)
        return value if all(a is b for a, b in zip(got, value)) else got
    if ir.is_node(value):
        changes = {a.name: _put(getattr(value, a.name), old, new) for a in _fields(type(value))}
        changes = {k: v for k, v in changes.items() if v is not getattr(value, k)}
        return attrs.evolve(value, **changes) if changes else value  # the same node: one target stays one
    return value


# the nouns of "that creature" / 「そのクリーチャー」 that name an object (not a player, spell or damage)
OBJECT_NOUNS = {"creature", "card", "permanent", "artifact", "enchantment", "land", "planeswalker", "battle"}


def _names_type(f, word: str):
    """Whether an object matching filter `f` is a `word` (True / False), None when unknown."""
    if isinstance(f, n.AnyOf):
        got = [_names_type(x, word) for x in f.filters]
        return True if True in got else (None if None in got else False)
    if not isinstance(f, n.Filter):
        return None
    if word in ("card", "permanent"):
        return not is_player_filter(f)
    if word in f.types:
        return True
    if f.types and set(f.types) <= PLAYER_NOUNS | {"spell"}:
        return False
    if f.types and not (set(f.types) & {"permanent", "card"}):
        return False  # "target creature" is no "that land" (an artifact creature is a creature too)
    return None


# keyword actions that put a card onto the battlefield: "it" after them is that permanent
_PUTS_A_CARD = {"manifest", "cloak", "manifest dread"}


def _may_be_spell(f) -> bool:
    if isinstance(f, n.AnyOf):
        return any(_may_be_spell(x) for x in f.filters)
    return isinstance(f, n.Filter) and "spell" in f.types


_AGGREGATES = (n.Greatest, n.Least, n.Total, n.Distinct)
# The types Resolver.walk treats specially (every isinstance test in it); any other IR node type
# is walked field by field, so walk() looks each type up once instead of testing it every time.
_SPECIAL = (Declare, n.Target, n.It, n.Self_, n.DefendingPlayer, n.Enchanted, n.Equipped, n.Mode, n.Activated,
            n.Triggered, n.Static, n.Replacement, n.SpellAbility, n.Condition, n.WouldInstead, n.ForEach, n.Each,
            n.DealDamage, n.StatOf, n.Unless, n.Sacrifice, n.SacrificeCost, n.Count, n.Move, n.KeywordAction,
            n.PlayerExiles, n.Filter, n.Search, n.LookAtTop, n.ExileTop, n.ChooseCard, n.CreateToken,
            n.CreateCopy, n.OneOf, n.Transform, n.May, n.ChooseAsEnters, n.Choose, *_AGGREGATES, tuple, list)
_PLAIN: dict = {}


def _their_own(value: n.OneOf) -> n.OneOf:
    """"each opponent and each creature they control" / 「各対戦相手とそのプレイヤーがコントロールする
    各クリーチャー」: "they" / 「そのプレイヤー」 are the players just named, so those creatures are the
    ones opponents control (each player's: any creature's), not the trigger's player's."""
    groups = [x.filter for x in value.items if isinstance(x, n.Each) and isinstance(x.filter, n.Filter)
              and x.filter.types in (("opponent",), ("player",))]
    if len(groups) != 1:
        return value
    controller = "opponent" if groups[0].types == ("opponent",) else ""
    pronouns = (n.It("they"), n.It("player"))
    items = []
    for x in value.items:
        f = x.filter if isinstance(x, n.Each) else None
        if isinstance(f, n.Filter) and (f.controller == "they" or f.controlled_by in pronouns):
            x = attrs.evolve(x, filter=attrs.evolve(f, controller=controller, controlled_by=None))
        items.append(x)
    return attrs.evolve(value, items=tuple(items))


def _is_plain(value) -> bool:
    return ir.is_node(value) and not isinstance(value, _SPECIAL)


class Resolver:
    """Walks an effect in reading order, hoisting targets and resolving pronouns."""

    def __init__(self, obj=None, player=None):
        self.targets: list = []
        self.seen: dict[int, n.TargetRef] = {}
        self.pronouns: dict[int, tuple] = {}  # id(It) → (the It, what it was resolved to)
        self.spell = None  # the spell or ability that targeted (becomes-the-target triggers)
        self.obj = obj or n.Self_()
        self.subject = self.obj  # the permanent the trigger is about, whatever "it" becomes
        self.group = None  # the last "each …" named: what "they" / 「それら」 are
        self.declared: list = []  # the targets of the declaration just read (Declare)
        self.player = player
        self.in_effect = False  # walking a triggered ability's effect (not its event or condition)
        self.created = False  # a token was created: "that token" is it
        self.actor = False  # walking what a player does themselves ("they control" is theirs)
        self.player_named = False  # "that player" named the ability's player: "they" is that player
        self.self_named = False  # a condition named ~ itself: a bare "it" / 「それ」 is ~
        # what "that creature" / 「そのクリーチャー」 may mean besides the latest object named: the
        # trigger event's object (and its filter), the other object of an event about ~, the object
        # a player sacrificed in the effect (with its filter)
        self.event_obj = obj if isinstance(obj, n.TriggerObject) else None
        self.event_filter = None
        self.other = None
        self.sacrificed = None
        self.counted = None  # the filter of the last "for each creature …" counted
        self.spell_line = False  # a line of an instant or sorcery: ~ is the spell, never "that creature"

    def names_a_player(self, sel) -> bool:
        """Does this (resolved) selector or filter mean players, or a target that may be one?"""
        if isinstance(sel, n.TargetRef):
            return touches_players(self.targets[sel.index].filter)
        if isinstance(sel, (n.Each, n.Chosen)):
            return self.names_a_player(sel.filter)
        return isinstance(sel, (n.You, n.TriggerPlayer, n.DefendingPlayer, n.ControllerOf, n.OwnerOf)) or sel == n.TheChosen("player") or (
            isinstance(sel, (n.Filter, n.AnyOf, n.AnyTarget)) and touches_players(sel))

    def target(self, t: n.Target) -> n.TargetRef:
        # one Target object used twice ("target creature gets +2/+2 and gains flying") is one target
        if id(t) in self.seen:
            return self.seen[id(t)]
        key = id(t)
        t = attrs.evolve(t, filter=self.walk(t.filter))
        ref = n.TargetRef(len(self.targets))
        object.__setattr__(ref, "span", t.span)
        self.targets.append(t)
        self.seen[key] = ref
        if touches_players(t.filter):
            self.player = ref
        self.obj = ref  # "it" / 「それ」 is the latest target, a player's too
        self.group = None
        return ref

    def it(self, node: n.It):
        if " or " in node.word:  # "that creature or planeswalker": what each noun names, if one object
            got = {ir.dumps(x): x for x in (self.it(n.It(w)) for w in node.word.split(" or "))}
            if len(got) != 1:
                raise BuildError(f"'that {node.word}' names more than one object")
            return next(iter(got.values()))
        if node.word == "itself":
            return self.obj  # "its own power" / 「自身のパワー」: as "its"
        if node.word == "" and self.self_named and isinstance(self.obj, n.TriggerObject):
            return n.Self_()
        if node.word in ("they", "those") and self.group is not None:
            return self.group  # "Put a counter on each creature you control. They gain …"
        if node.word in ("they", "those") and self.created and self.created != 1 and not isinstance(self.obj, n.Found):
            # "Destroy target creature. Create two … tokens. They have …" / 「それらは…を持つ」: the tokens
            self.obj = n.Found()
            return self.obj
        if node.word == "those":
            if isinstance(self.obj, n.Self_) and self.player_named:
                return self.player  # "if that player has …, ~ deals 2 damage to them"
            return self.obj
        if node.word == "they":  # today's pronoun for a player; for objects only after naming them
            if self.obj is None or isinstance(self.obj, n.TriggerObject):
                return self.player or n.TriggerPlayer()
            if isinstance(self.obj, n.Self_) and self.player_named:
                return self.player  # "… if that player has no cards in hand, they lose 2 life": ~ is "it"
            return self.obj
        if node.word in PLAYER_NOUNS:
            self.player_named = self.player is not None
            return self.player or n.TriggerPlayer()
        if node.word == "spell" and self.spell is not None:
            self.obj = self.spell
            return self.spell
        if node.word == "spell" and isinstance(self.obj, n.Self_) and isinstance(self.subject, n.TriggerObject):
            return self.subject  # "~ deals damage equal to that spell's mana value": the spell cast
        if (node.word == "spell" and isinstance(self.obj, n.TargetRef)
                and not _may_be_spell(self.targets[self.obj.index].filter)):
            # 「１つを対象とする。…その呪文のマナ総量…」 in a cast trigger: the target is no spell;
            # "that spell" is the one cast (the trigger's object)
            return self.subject
        if node.word == "permanent" and self.spell is not None and self.obj == self.spell:
            return self.subject  # 「その上に」 after a becomes-the-target trigger: counters go on the permanent
        if node.word in ("former", "latter") and len(self.targets) >= 2:
            ref = n.TargetRef(len(self.targets) - (2 if node.word == "former" else 1))
            self.obj = ref
            return ref
        if node.word == "token" and self.created:
            return n.Found()
        if node.word in ("sacrificed", "exiled", "damage", "copy"):
            return node
        if node.word in OBJECT_NOUNS:
            got = self.noun_referent(node.word)
            if got is not None:
                if isinstance(self.obj, n.Self_):
                    self.obj = got  # "tap that creature. It doesn't untap …": it too
                return got  # a target named stays "it" ("… that land …, that creature …")
        if node.word and node.word[:1].isupper() and isinstance(self.obj, n.TargetRef):
            # a subtype, 「その装備品」 "that Equipment": the target that is one, else the trigger's object
            for i in range(len(self.targets) - 1, -1, -1):
                f = self.targets[i].filter
                if isinstance(f, n.Filter) and node.word in f.subtypes:
                    self.obj = n.TargetRef(i)
                    return self.obj
            ev = self.event_filter
            if self.event_obj is not None and isinstance(ev, n.Filter) and node.word in ev.subtypes:
                return self.event_obj
        if node.word and len(self.targets) >= 2 and isinstance(self.obj, n.TargetRef):
            # 「クリーチャー１体と土地１つを対象とする。…そのクリーチャーに…。その土地を…」: "that
            # creature" is the target that is a creature, not merely the last one declared
            # (a card in a zone is "that card", not "that creature": 「クリーチャー１体を対象とする。…墓地に
            # あるクリーチャー・カード１枚を対象とし、…。…そのクリーチャーに…」 is the creature)
            for cards_too in (False, True):
                for i in range(len(self.targets) - 1, -1, -1):
                    f = self.targets[i].filter
                    if (isinstance(f, n.Filter) and node.word in f.types
                            and (cards_too or node.word == "card" or "card" not in f.types)):
                        self.obj = n.TargetRef(i)
                        return self.obj
        return self.obj

    def noun_referent(self, word: str):
        """"that creature" / "that card" / 「その土地」 when the latest object named cannot be it:
        ~ itself is never "that creature" while the event names another object; a target of
        another type is not "that land"."""
        if isinstance(self.obj, n.Self_):
            if self.group is not None:
                return self.group  # "Creatures you control get +1/+1 … Untap those creatures."
            if self.counted is not None and _names_type(self.counted, word) is not False:
                # "Draw a card for each creature you control with a +1/+1 counter on it. Those
                # creatures gain indestructible …": the creatures counted
                return n.Each(self.counted)
            if self.sacrificed is not None and _names_type(self.sacrificed[1], word) is not False:
                return self.sacrificed[0]  # "Sacrifice another creature: … that creature's power"
            if self.other is not None:
                return self.other  # "Whenever ~ deals damage to a Dinosaur, destroy that creature"
            if self.event_obj is not None:
                return self.event_obj  # "… you may sacrifice ~. If you do, return that card …"
            for i in range(len(self.targets) - 1, -1, -1):
                if _names_type(self.targets[i].filter, word):
                    # 「…クリーチャー１体を対象とする。~を変身させ…、それをそのクリーチャーにつける」: ~ named
                    # after the target is "it", the target is still "that creature"
                    return n.TargetRef(i)
            if self.spell_line and word != "card":
                # an instant's or sorcery's "exile that creature" on a line of its own ("Metalcraft —
                # If you control …, exile that creature"): the creature is another line's target
                raise BuildError(f"'that {word}' refers to an object named on another line")
            return None
        if isinstance(self.obj, n.TargetRef):
            f = self.targets[self.obj.index].filter
            if _names_type(f, word) is not False:
                return None
            if self.sacrificed is not None and _names_type(self.sacrificed[1], word):
                return self.sacrificed[0]  # "Target player sacrifices a creature, then … that creature's toughness"
            if self.event_obj is not None and _names_type(self.event_filter, word):
                return self.event_obj  # "Whenever a land enters …, tap target creature. If that land is an Island, …"
        return None

    def walk(self, value: Any) -> Any:
        if value is None or type(value) in _LEAVES:
            return value  # most values: words and numbers
        plain = _PLAIN.get(type(value))
        if plain is None:
            plain = _PLAIN[type(value)] = _is_plain(value)
        if plain:  # no case below is about this type: straight to its fields
            return self.walk_fields(value)
        if isinstance(value, Declare):
            # targets declared together (「AとBを対象とし、それらを…」): 「それら」 is all of them
            ref = self.target(value.target)
            declared = self.declared = (self.declared if self.declared and self.declared[-1].index == ref.index - 1
                                        else []) + [ref]
            if len(declared) >= 2:
                self.group = n.OneOf(tuple(declared))
            return None
        if isinstance(value, n.May) and isinstance(value.effect, list):
            # 「あなたは「対戦相手１人を対象とする。そのプレイヤーはカード１枚を捨てる。」を選んでもよい」: the
            # quoted sentences declare their targets (sentences.may_quoted); what remains is one effect
            return attrs.evolve(value, player=self.walk(value.player), effect=seq(self.walk(value.effect)))
        if isinstance(value, n.Target):
            return self.target(value)
        if isinstance(value, n.It):
            # one pronoun put in two places (the player of "Its controller may search …, then
            # shuffle", helpers.done_by) is one referent, whatever was named in between
            got = self.pronouns.get(id(value))
            if got is None:
                got = self.pronouns[id(value)] = (value, self.it(value))
            return got[1]
        if isinstance(value, (n.ChooseAsEnters, n.Choose)) and value.choice in PLAYER_NOUNS:
            # "As ~ enters, choose an opponent. ~ enters with a counter for each creature that player
            # controls": "that player" / 「そのプレイヤー」 is the one chosen
            self.player = n.TheChosen("player")
            return self.walk_fields(value)
        if isinstance(value, n.DefendingPlayer) and self.player is None:
            # "it deals X damage to defending player, where X is the number of cards in their hand" /
            # 「防御プレイヤーに…。Ｘはそのプレイヤーの手札にある…」: the player named is that player
            self.player = value
            return value
        if isinstance(value, n.DealDamage) and any(x == n.It("itself") for x in ir.walk((value.to, value.amount))):
            # "Target creature deals damage to itself equal to its power" / 「それは自身に、自身のパワー
            # に等しい…」: "itself" / 「自身」 is the source, the subject of the sentence
            source = self.walk(value.source)
            return self.walk_fields(attrs.evolve(value, source=source, to=_put(value.to, n.It("itself"), source),
                                                 amount=_put(value.amount, n.It("itself"), source)))
        if (isinstance(value, n.DealDamage) and isinstance(value.source, n.Self_) and self.in_effect
                and isinstance(self.obj, n.TriggerObject)):
            # "Whenever a creature attacks, ~ deals 1 damage to it": ~ is the sentence's subject,
            # its object "it" / 「それ」 is still the trigger's creature (~ would be "itself")
            out = self.walk_fields(attrs.evolve(value, source=None))
            return attrs.evolve(out, source=value.source)
        if (isinstance(value, n.Move) and value.what == n.It("") and isinstance(self.obj, n.TargetRef)
                and self.event_obj is not None and is_player_filter(self.targets[self.obj.index].filter)):
            # 「…が死亡するたび、対戦相手１人を対象とする。…、それをあなたの手札に戻す」: a player is not
            # put anywhere; "it" is the trigger's object
            return self.walk_fields(attrs.evolve(value, what=self.event_obj))
        if isinstance(value, (n.Move, n.KeywordAction)) and (
                isinstance(value.what, n.Chosen) if isinstance(value, n.Move) else value.action in _PUTS_A_CARD):
            # "Put a creature card from a graveyard onto the battlefield … It gains haste", "Manifest
            # the top card of your library, then put X +1/+1 counters on it": the card put
            out = self.walk_fields(value)
            self.obj = n.Found()
            return out
        if isinstance(value, n.Count) and isinstance(value.filter, n.Filter) and not touches_players(value.filter):
            out = self.walk_fields(value)
            self.counted = out.filter
            return out
        if isinstance(value, n.SacrificeCost) and not isinstance(value.what, n.Self_):
            # "Sacrifice another creature: Draw X cards, where X is that creature's power"
            out = self.walk_fields(value)
            f = getattr(value.what, "filter", value.what)
            self.sacrificed = (n.It("sacrificed"), f if isinstance(f, (n.Filter, n.AnyOf)) else None)
            return out
        if isinstance(value, n.Sacrifice) and isinstance(value.what, n.Chosen):
            out = self.walk_fields(value)
            self.sacrificed = (n.It("sacrificed"), value.what.filter)
            return out
        if isinstance(value, n.Transform) and isinstance(value.what, n.Self_) and self.in_effect:
            # 「…を対象とする。あなたは~を変身させてもよい。そうしたなら、あなたはそれをそのクリーチャーにつける」
            # ("you may transform ~. If you do, attach it to that creature"): ~ turned over is "it" now
            self.obj = value.what
            return value
        if isinstance(value, n.Self_) and self.in_effect and isinstance(self.obj, n.TriggerObject):
            # "Whenever you cast …, put a counter on ~. It gains …": ~ was named after the
            # trigger's object, so "it" is ~ now
            self.obj = value
            return value
        if isinstance(value, (n.Mode, n.Activated, n.Triggered, n.Static, n.Replacement, n.SpellAbility)):
            # a mode's or a granted ability's targets and pronouns are its own (resolved when built)
            return value
        if (isinstance(value, n.Condition) and value.test in ("is", "compare") and value.args
                and isinstance(getattr(value.args[0], "what", value.args[0]), (n.Enchanted, n.Equipped))):
            # "As long as enchanted creature is red / equipped creature's power is 3 or less, it …"
            self.obj = getattr(value.args[0], "what", value.args[0])
            return value
        if (isinstance(value, n.Condition) and value.test in ("is", "compare") and value.args
                and isinstance(getattr(value.args[0], "what", value.args[0]), n.Self_)):
            # 「…唱えたとき、~がエンチャントである場合、それは…になる」: 「それ」 is ~, named last
            # ("that creature" is still the trigger's)
            self.self_named = True
            return self.walk_fields(value)
        if isinstance(value, (n.Enchanted, n.Equipped)):
            if self.in_effect and not isinstance(self.obj, n.TargetRef):
                # "put a +1/+1 counter on equipped creature if it's blue": it is the equipped creature
                # (a target declared first, 「…を対象とする。…それに」, stays "it")
                self.obj = value
            return value
        if isinstance(value, n.WouldInstead):
            event = self.walk(value.event)
            if not isinstance(getattr(value.event, "what", None), n.Self_):
                self.obj = n.TriggerObject()  # "If a creature … would die, exile it instead": that creature
            return attrs.evolve(value, event=event, effect=self.walk(value.effect))
        if isinstance(value, n.ForEach):
            items = self.walk(value.items)
            self.obj = n.Current()  # "that creature" in the body is the one being done
            body = self.walk(value.body)
            return attrs.evolve(value, items=items, body=body)  # evolve keeps the span
        if isinstance(value, n.Each) and not touches_players(value.filter):
            out = self.walk_fields(value)
            self.group = out
            return out
        if (isinstance(value, n.DealDamage) and value.source == n.It("") and isinstance(self.obj, n.TargetRef)
                and touches_players(self.targets[self.obj.index].filter)
                and not isinstance(self.targets[self.obj.index].filter, (n.AnyTarget, n.AnyOf))):
            # "Target player discards two cards. … it deals 3 damage to that player": a player
            # deals no damage; "it" is the spell (the source of its own damage, CR 120.2)
            return self.walk_fields(attrs.evolve(value, source=n.Self_()))
        if isinstance(value, _AGGREGATES):
            out = self.walk_fields(value)
            if self.names_a_player(out.filter):
                # 「…そのプレイヤーに、それらのカードのマナ総量の合計に等しい…」: "those" read as the
                # player targeted; a player has no mana value
                raise BuildError(f"the {type(out).kind} over a player")
            return out
        if (isinstance(value, n.StatOf) and value.what == n.It("") and isinstance(self.obj, n.TargetRef)
                and touches_players(self.targets[self.obj.index].filter)
                and not isinstance(self.targets[self.obj.index].filter, (n.AnyTarget, n.AnyOf))):
            # "target player loses life equal to its power": a player has no power; "its" is ~'s
            return attrs.evolve(value, what=n.Self_())
        if (isinstance(value, n.Unless) and value.player == n.It("they")
                and not any(isinstance(x, n.Each) and touches_players(x.filter) for x in ir.walk(value.effect))):
            # "… deals 2 damage to that player unless they sacrifice a creature": they are the player
            # the ability is about (the trigger's player, or the one the effect names), not the card;
            # "each player loses 4 life unless they …" is each of them: left as it was
            effect = self.walk(value.effect)
            p = self.player
            if p is None:
                named = [x for x in ir.walk(effect) if isinstance(x, n.TriggerPlayer)]
                p = named[0] if named else None
                if p is None and isinstance(getattr(effect, "player", None), n.ControllerOf):
                    p = effect.player  # "that creature's controller loses 2 life unless they pay {2}"
            if p is None:
                return attrs.evolve(value, effect=effect, player=self.walk(value.player), cost=self.walk(value.cost))
            cost = value.cost
            if attrs.has(type(cost)) and getattr(cost, "player", None) == n.It("they"):
                cost = attrs.evolve(cost, player=p)
            return attrs.evolve(value, effect=effect, player=p, cost=self.walk(cost))
        if isinstance(value, n.Unless):
            # the price comes first in Japanese (「…を手札に戻さないかぎり、それを生け贄に捧げる」): a card
            # the price moves is no antecedent of the effect's "it" (the effect is read first, and
            # after the price, "it" is what it was before)
            effect = self.walk(value.effect)
            player = self.walk(value.player)
            before = self.obj
            cost = self.walk(value.cost)
            self.obj = before
            return attrs.evolve(value, effect=effect, player=player, cost=cost)
        if isinstance(value, n.OneOf):
            value = _their_own(value)
        if isinstance(value, n.PlayerExiles):
            # "that player exiles a creature they control": "they" is the player who acts
            self.actor, before = True, self.actor
            try:
                return self.walk_fields(value)
            finally:
                self.actor = before
        if (isinstance(value, n.Filter) and "they" in (value.controller, value.zone_owner) and not self.actor
                and self.player is not None):
            # "… equal to the number of Swamps they control" in "each player's upkeep": that player;
            # "where X is the number of cards in their graveyard" after "target player draws X cards"
            changes = dict(controller="", controlled_by=self.player) if value.controller == "they" else {}
            if value.zone_owner == "they":
                changes["zone_owner"] = self.player
            return self.walk_fields(attrs.evolve(value, **changes))
        if isinstance(value, (n.Search, n.LookAtTop, n.ExileTop, n.ChooseCard, n.CreateToken, n.CreateCopy)):
            out = self.walk_fields(value)
            if isinstance(value, (n.CreateToken, n.CreateCopy)):
                # "that token" / 「そのトークン」 from now on; how many ("they" are the tokens)
                self.created = value.count if isinstance(value.count, int) else "many"
            if not (isinstance(value, n.CreateToken) and isinstance(self.obj, n.TargetRef)):
                # "Create a … token. Exile it at …": the token; but 「クリーチャー最大１体を対象とする。
                # 宝物・トークン１つを生成する。…それは…」: a target named before stays "it"
                self.obj = n.Found()
            return out
        if isinstance(value, tuple):
            return tuple(x for x in (self.walk(v) for v in value) if x is not None)
        if isinstance(value, list):
            return [x for x in (self.walk(v) for v in value) if x is not None]
        if ir.is_node(value):
            return self.walk_fields(value)
        return value

    def walk_fields(self, value):
        changes = {}
        # in reading order: "put X counters on target creature, where X is that creature's mana
        # value" names the target before the amount that refers to it, whatever the field order
        for a in _reading_order(value):
            old = getattr(value, a.name)
            new = self.walk(old)
            if new is not old:
                changes[a.name] = new
        if not changes:
            return value
        return attrs.evolve(value, **changes)  # evolve keeps the span (a keyword-only field)
