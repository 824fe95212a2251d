"""Stage 5, canonical IR: the builder's values for one line → abilities.

Here the two languages' remaining differences disappear:
- targets: English says "target creature" inline; Japanese declares 「クリーチャー１体を対象とする。」
  first. Both become the ability's `targets` list, and every use becomes TargetRef(i).
- pronouns (it, that creature, それ, そのクリーチャー …) resolve to what they refer to: the
  latest target, else the object or player the trigger event was about, else the card itself.
- the intervening "if" (CR 603.4): an `if` (English) or 「場合」 (Japanese) clause standing
  first after the trigger condition becomes `intervening_if`, checked on trigger and again on
  resolution; other conditions stay `If` effects.
- "you may" over a whole triggered effect becomes `optional`.
"""
from __future__ import annotations

from typing import Any

import attrs

from .build import BuildError, Declare, Hoistable, Restriction, flatten_values, plain_object, seq
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


def _may_be_spell(f) -> bool:
    if isinstance(f, n.AnyOf):
        return any(_may_be_spell(x) for x in f.filters)
    return isinstance(f, n.Filter) and "spell" in f.types


# The types Resolver.walk treats specially (every isinstance test in it); any other IR node type
# is walked field by field, so walk() looks each type up once instead of testing it every time.
_SPECIAL = (Declare, n.Target, n.It, n.Self_, n.DefendingPlayer, n.Enchanted, n.Equipped, n.Mode, n.Activated,
            n.Triggered, n.Static, n.Replacement, n.SpellAbility, n.Condition, n.WouldInstead, n.ForEach, n.Each,
            n.DealDamage, n.StatOf, n.Unless,
            n.PlayerExiles, n.Filter, n.Search, n.LookAtTop, n.ExileTop, n.ChooseCard, n.CreateToken,
            n.CreateCopy, tuple, list)
_PLAIN: dict = {}


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
        self.player = player
        self.in_effect = False  # walking a triggered ability's effect (not its event or condition)
        self.created = False  # a token was created: "that token" is it
        self.actor = False  # walking what a player does themselves ("they control" is theirs)
        self.player_named = False  # "that player" named the ability's player: "they" is that player
        self.self_named = False  # a condition named ~ itself: a bare "it" / 「それ」 is ~

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
        if node.word == "" and self.self_named and isinstance(self.obj, n.TriggerObject):
            return n.Self_()
        if node.word in ("they", "those") and self.group is not None:
            return self.group  # "Put a counter on each creature you control. They gain …"
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
        if node.word and len(self.targets) >= 2 and isinstance(self.obj, n.TargetRef):
            # 「クリーチャー１体と土地１つを対象とする。…そのクリーチャーに…。その土地を…」: "that
            # creature" is the target that is a creature, not merely the last one declared
            for i in range(len(self.targets) - 1, -1, -1):
                f = self.targets[i].filter
                if isinstance(f, n.Filter) and node.word in f.types:
                    self.obj = n.TargetRef(i)
                    return self.obj
        return self.obj

    def walk(self, value: Any) -> Any:
        if value is None or type(value) in _LEAVES:
            return value  # most values: words and numbers
        plain = _PLAIN.get(type(value))
        if plain is None:
            plain = _PLAIN[type(value)] = _is_plain(value)
        if plain:  # no case below is about this type: straight to its fields
            return self.walk_fields(value)
        if isinstance(value, Declare):
            self.target(value.target)
            return None
        if isinstance(value, n.Target):
            return self.target(value)
        if isinstance(value, n.It):
            # one pronoun put in two places (the player of "Its controller may search …, then
            # shuffle", helpers.done_by) is one referent, whatever was named in between
            got = self.pronouns.get(id(value))
            if got is None:
                got = self.pronouns[id(value)] = (value, self.it(value))
            return got[1]
        if isinstance(value, n.DefendingPlayer) and self.player is None:
            # "it deals X damage to defending player, where X is the number of cards in their hand" /
            # 「防御プレイヤーに…。Ｘはそのプレイヤーの手札にある…」: the player named is that player
            self.player = value
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
            if p is None:
                return attrs.evolve(value, effect=effect, player=self.walk(value.player), cost=self.walk(value.cost))
            cost = value.cost
            if attrs.has(type(cost)) and getattr(cost, "player", None) == n.It("they"):
                cost = attrs.evolve(cost, player=p)
            return attrs.evolve(value, effect=effect, player=p, cost=self.walk(cost))
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
                self.created = True  # "that token" / 「そのトークン」 from now on
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


def steps_of(body: list, triggered: bool = False, one_shot: bool = False):
    """Sentence values → (steps, restrictions, intervening_if, static condition). In an effect
    done once (a triggered or activated ability's, a mode's: `one_shot`), "as long as …" /
    「…かぎり」 is a condition checked as it is done: an If, never a condition dropped."""
    steps, restrictions = [], []
    intervening, condition = None, None
    for i, x in enumerate(flatten_values(body)):
        if isinstance(x, Restriction):
            restrictions.append(x.value)
        elif isinstance(x, Hoistable):
            if triggered and intervening is None and not [s for s in steps if not isinstance(s, Declare)]:
                intervening = x.node.cond
                then = x.node.then
                steps.extend(then.steps if isinstance(then, n.Sequence) else [then])
            elif isinstance(x.node.then, n.Sequence) and not x.node.then.steps:
                raise BuildError("a condition with nothing under it")
            else:
                steps.append(x.node)
        elif isinstance(x, tuple) and x and x[0] == "instead":
            _, cond, repl = x
            prev = [j for j, s in enumerate(steps) if not isinstance(s, Declare)]
            if not prev:
                raise BuildError("'instead' with nothing to replace")
            j = prev[-1]
            old = steps[j]
            # "it deals 3 damage instead", "create five of those tokens instead": the rest is as before
            if isinstance(repl, n.DealDamage) and isinstance(old, n.DealDamage) and repl.to is None:
                # "It deals 3 damage instead" restates the same damage event with a new amount
                repl = attrs.evolve(repl, source=old.source, to=old.to)
            if isinstance(repl, n.CreateToken) and isinstance(old, n.CreateToken) and repl.power is None:
                repl = attrs.evolve(old, count=repl.count)
            steps[j] = n.InsteadIf(cond, old, repl)
        elif isinstance(x, tuple) and x and x[0] == "modal_body":
            _, count, modes = x
            out_modes = []
            for _, body in modes:
                msteps, _, _, _ = steps_of(body, one_shot=True)
                r = Resolver()
                out_modes.append(n.Mode(seq(r.walk(msteps)), tuple(r.targets)))
            steps.append(n.Modal(count, tuple(out_modes)))
        elif isinstance(x, tuple) and x and x[0] in ("static_if", "replacement_if") and one_shot:
            steps.append(n.If(x[1], x[2]))
        elif isinstance(x, tuple) and x and x[0] in ("static_if", "replacement_if"):
            condition = x[1]
            steps.append(x[2])
        elif isinstance(x, tuple):
            raise BuildError(f"unexpected {x[0]!r} inside an effect")
        else:
            steps.append(x)
    return steps, restrictions, intervening, condition


def canonical_event(event):
    if isinstance(event, n.AnyEvent):
        return n.AnyEvent(tuple(canonical_event(e) for e in event.events))
    if (isinstance(event, n.ZoneChange) and event.to_zone == "battlefield" and not event.from_zone
            and isinstance(getattr(event.what, "filter", event.what), n.Filter)):
        # "enters under your control" = 「あなたがコントロールしている…が戦場に出る」
        f = getattr(event.what, "filter", event.what)
        if f.controller and not event.under:
            f2 = attrs.evolve(f, controller="")
            what = attrs.evolve(event.what, filter=f2) if f is not event.what else f2
            event = attrs.evolve(event, what=what, under=f.controller)
    if (isinstance(event, n.ZoneChange) and event.to_zone == "battlefield" and not event.from_zone
            and not event.under and isinstance(event.what, n.OneOf)):
        # 「~かあなたがコントロールする他のエンチャントが戦場に出る」 = "~ or another enchantment
        # enters under your control" (~ itself enters under its owner's: yours)
        ctrl = {x.controller for x in event.what.items if isinstance(x, n.Filter)}
        if len(ctrl) == 1 and ctrl != {""}:
            items = tuple(attrs.evolve(x, controller="") if isinstance(x, n.Filter) else x for x in event.what.items)
            event = attrs.evolve(event, what=n.OneOf(items), under=ctrl.pop())
    changes = {}
    for f in ("what", "source", "to", "player", "filter"):
        if hasattr(event, f):
            v = getattr(event, f)
            p = plain_object(v)
            if p is not v:
                changes[f] = p
    return attrs.evolve(event, **changes) if changes else event


def event_subject(event):
    for f in ("what", "source", "player"):
        v = getattr(event, f, None)
        if v is not None:
            return v
    if isinstance(event, n.AnyEvent):
        return event_subject(event.events[0])
    return None


REPLACEMENTS = (n.EntersTapped, n.EntersWithCounters, n.ChooseAsEnters, n.WouldInstead, n.EntersAsCopy, n.MoreCounters)


def _about_the_spell_itself(effect) -> bool:
    """"This spell can't be countered" is a static ability of the spell (CR 113.6a), not an
    instruction followed on resolution."""
    if isinstance(effect, (n.CostChange, n.AlternativeCost, n.CastOnly)):
        return True
    if isinstance(effect, n.Grant) and isinstance(effect.what, n.Self_) and not effect.duration:
        return True  # "This spell has flash as long as you control a Merfolk" (works from the hand)
    return isinstance(effect, n.Cant) and isinstance(effect.what, n.Self_) and effect.action == "be_countered"


def _is_affinity(effect) -> bool:
    """"This spell costs {1} less to cast for each artifact you control" is affinity for
    artifacts (CR 702.41a); older cards and their translations write one or the other."""
    return (isinstance(effect, n.CostChange) and isinstance(effect.what, n.Self_) and effect.mana == ("1",)
            and not effect.more and isinstance(effect.per, n.Count) and isinstance(effect.per.filter, n.Filter)
            and effect.per.filter.controller == "you" and not effect.per.filter.zone)


_ABILITIES = (n.Triggered, n.Activated, n.Static, n.Replacement, n.SpellAbility, n.Mode)


def _shallow(value):
    """The nodes under `value`, not entering granted abilities (their spans are their own text's)."""
    if isinstance(value, (list, tuple)):
        for v in value:
            yield from _shallow(v)
    elif ir.is_node(value) and not isinstance(value, _ABILITIES):
        yield value
        for a in _fields(type(value)):
            yield from _shallow(getattr(value, a.name))


def _starts(value) -> float:
    """Where the first node under `value` that has a span begins in the text (inf if none does)."""
    return min((x.span[0] for x in _shallow(value) if getattr(x, "span", None)), default=float("inf"))


def finish_line(value, spell_card: bool, lang: str = "en") -> list:
    """One line's builder value → list of abilities."""
    if isinstance(value, tuple) and value[0] == "keywords":
        return list(value[1])
    if isinstance(value, tuple) and value[0] == "max_speed":
        inner = finish_line(value[1], spell_card, lang)
        return [n.Static(n.Grant(n.Self_(), tuple(inner)), n.Condition("max_speed"))]
    if isinstance(value, tuple) and value[0] == "additional_cost":
        return [n.Static(n.AdditionalCost(value[1]))]
    if isinstance(value, tuple) and value[0] == "triggered":
        _, (_, event), body = value
        event = canonical_event(event)
        steps, restrictions, intervening, _ = steps_of(body, triggered=True, one_shot=True)
        subject = event_subject(event)
        obj = n.Self_() if isinstance(subject, n.Self_) or subject is None else n.TriggerObject()
        if isinstance(event, n.StepBegins) and event.whose == "enchanted_controller":
            # "At the beginning of the upkeep of enchanted artifact's controller, … sacrifices it /
            # that artifact": the permanent the Aura enchants, as its controller's step says
            obj = n.Enchanted()
        player = n.TriggerPlayer() if isinstance(event, (n.Cast, n.Draws, n.StepBegins, n.TapsForMana, n.LifeGained, n.Sacrificed)) else None
        r = Resolver(obj, player)
        if isinstance(event, n.BecomesTarget):
            # "that spell or ability" is the one that targeted; Japanese calls the card itself
            # これ, so its それ is the spell (霜のタイタン: 「それのコントローラーが…それを打ち消す」)
            r.spell = n.TriggerObject()
            if lang == "ja":
                r.obj = n.TriggerObject()
        event = r.walk(event)
        if r.targets:
            raise BuildError("a trigger condition cannot declare targets")
        cond = r.walk(intervening) if intervening is not None else None
        r.in_effect = True
        effect = seq(r.walk(steps))
        optional = False
        if isinstance(effect, n.May) and isinstance(effect.player, n.You):
            optional, effect = True, effect.effect
        if [x for x in restrictions if x != "triggers_once_each_turn"]:
            raise BuildError("'activate only …' on a triggered ability")
        return [n.Triggered(event, effect, cond, optional, tuple(r.targets), "triggers_once_each_turn" in restrictions)]
    if isinstance(value, tuple) and value[0] == "chapter":
        # "I, II — effect" is one chapter ability per number (CR 714.2c), each a triggered ability
        _, numbers, body = value
        out = []
        for number in numbers:
            steps, _, _, _ = steps_of(body, one_shot=True)
            r = Resolver()
            effect = seq(r.walk(steps))
            out.append(n.Triggered(n.ChapterReached(number), effect, None, False, tuple(r.targets)))
        return out
    if isinstance(value, tuple) and value[0] == "activated":
        _, costs, body = value
        steps, restrictions, _, _ = steps_of(body, one_shot=True)
        r = Resolver()
        costs = r.walk(costs)
        effect = seq(r.walk(steps))
        if "triggers_once_each_turn" in restrictions:
            raise BuildError("'this ability triggers only once each turn' on an activated ability")
        return [n.Activated(tuple(costs), effect, tuple(r.targets), tuple(restrictions))]
    if isinstance(value, tuple) and value[0] == "modal":
        _, costs, restrictions, modes = value
        out_modes = []
        for _, body in modes:
            steps, _, _, _ = steps_of(body, one_shot=True)
            r = Resolver()
            out_modes.append(n.Mode(seq(r.walk(steps)), tuple(r.targets)))
        return [n.Activated(tuple(costs), n.Modal(1, tuple(out_modes)), (), tuple(restrictions))]
    if isinstance(value, list):
        steps, restrictions, _, condition = steps_of(value)
        r = Resolver()
        # the condition first: "As long as enchanted permanent is a creature, it gets +2/+1" —
        # "it" is what the condition named; after the effect ("equipped creature can't be
        # blocked as long as its power is 3 or less"), what the effect named
        after = (condition is not None and _starts(steps) < _starts(condition)
                 and any(isinstance(x, (n.Enchanted, n.Equipped)) for x in _shallow(steps)))
        if after:
            r.in_effect = True
            effect = seq(r.walk(steps))
            r.in_effect = False
            cond = r.walk(condition)
        else:
            cond = r.walk(condition) if condition is not None else None
            effect = seq(r.walk(steps))
        if isinstance(effect, n.Sequence) and not effect.steps:
            # 「…を対象とする。」 alone on its line: what is done to the targets is on another line
            raise BuildError("targets declared with nothing done to them on this line")
        if spell_card and not _about_the_spell_itself(effect):
            if cond is not None:  # it was dropped before: "as long as" has no meaning in a one-shot effect
                raise BuildError("a condition ('as long as' / 「かぎり」, or a static 'if') on an instant's or sorcery's one-shot effect")
            return [n.SpellAbility(effect, tuple(r.targets))]
        if r.targets:
            raise BuildError("a static ability cannot have targets")
        parts = effect.steps if isinstance(effect, n.Sequence) else (effect,)
        if all(isinstance(p, REPLACEMENTS) for p in parts):
            return [n.Replacement(effect, cond)]
        if cond is None and isinstance(effect, n.Grant) and isinstance(effect.what, n.Self_) and not effect.duration:
            # "~ has flying", "~ can't be the target of spells or abilities your opponents
            # control": the card's own keyword abilities, the same as the keyword line
            return list(effect.keywords)
        if cond is None and _is_affinity(effect):
            return [n.KeywordAbility("affinity", (attrs.evolve(effect.per.filter, controller=""),))]
        return [n.Static(effect, cond)]
    raise BuildError(f"cannot make an ability of {type(value).__name__}")
