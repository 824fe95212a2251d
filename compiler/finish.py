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


import attrs

from .build import BuildError, Declare, Hoistable, Restriction, flatten_values, plain_object, seq
from . import ir
from .ir import nodes as n

from .resolver import Resolver, _fields, _names_type, touches_players


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
    return _unpreventable(steps), restrictions, intervening, condition


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


def _event_other(event):
    """The other object of an event about ~ ("~ deals damage to a creature", "~ blocks a
    creature", "~ becomes blocked by a creature"), or None when it names none."""
    if isinstance(event, n.AnyEvent):
        got = [_event_other(e) for e in event.events]
        return got[0] if got and all(g is not None for g in got) else None
    other = None
    if isinstance(event, n.DamageDealt) and isinstance(event.source, n.Self_):
        other = event.to
    elif isinstance(event, n.Blocks):
        other = event.whom
    elif isinstance(event, n.BecomesBlocked):
        other = event.by
    f = getattr(other, "filter", other)
    if isinstance(f, n.Filter) and not touches_players(f) and _names_type(f, "permanent"):
        return n.TriggerObject("other")
    return None


REPLACEMENTS = (n.EntersTapped, n.EntersWithCounters, n.ChooseAsEnters, n.WouldInstead, n.EntersAsCopy, n.MoreCounters,
                n.LifeFloor)


def _about_the_spell_itself(effect) -> bool:
    """"This spell can't be countered" is a static ability of the spell (CR 113.6a), not an
    instruction followed on resolution."""
    if isinstance(effect, (n.CostChange, n.AlternativeCost, n.CastOnly)):
        return True
    if isinstance(effect, n.Grant) and isinstance(effect.what, n.Self_) and not effect.duration:
        return True  # "This spell has flash as long as you control a Merfolk" (works from the hand)
    return isinstance(effect, n.Cant) and isinstance(effect.what, n.Self_) and effect.action == "be_countered"


def _spell_rule(effect) -> bool:
    """A rule about the spell on the stack or about paying its costs, not done on resolution:
    "this spell can't be countered", "it has split second", "spend only red mana on X", "the
    damage can't be prevented" said of all its damage (CR 113.6a, 702.61, 107.3, 615.12)."""
    if isinstance(effect, n.Sequence):
        return bool(effect.steps) and all(_spell_rule(s) for s in effect.steps)
    if isinstance(effect, n.Cant) and effect.action in ("be_paid_except_with", "be_prevented"):
        return effect.action != "be_prevented" or effect.what == n.It("damage")
    return _about_the_spell_itself(effect)


def _unpreventable(steps: list) -> list:
    """"~ deals 5 damage to target creature. The damage can't be prevented." / 「…与える。その
    ダメージは軽減できない。」: one damage event that can't be prevented (CR 615.12), not a rule
    made after the damage was dealt."""
    out: list = []
    for s in steps:
        if (isinstance(s, n.Cant) and s.action == "be_prevented" and s.what == n.It("damage") and out
                and isinstance(out[-1], n.DealDamage)):
            merged = attrs.evolve(out[-1], unpreventable=True)
            if getattr(out[-1], "span", None) and getattr(s, "span", None):
                object.__setattr__(merged, "span", (out[-1].span[0], s.span[1]))  # both sentences' words
            out[-1] = merged
            continue
        out.append(s)
    return out


def _split_spell_rules(effect, targets, cond):
    """An instant's or sorcery's line → its abilities: the rules about the spell itself (static
    abilities, CR 113.6a) apart from what it does on resolution; "If X is 5 or more, this spell
    can't be countered …" / "If this spell was kicked, it has split second" is such a rule with
    its condition."""
    if isinstance(effect, n.If) and effect.otherwise is None and _spell_rule(effect.then) and cond is None and not targets:
        return [n.Static(effect.then, effect.cond)]
    steps = list(effect.steps) if isinstance(effect, n.Sequence) else [effect]
    rules = [s for s in steps if _spell_rule(s)]
    if not rules or len(rules) == len(steps):
        return None
    rest = [s for s in steps if not _spell_rule(s)]
    out = [n.Static(seq(rules), cond), n.SpellAbility(seq(rest), tuple(targets))]
    return out if _starts(rules) < _starts(rest) else out[::-1]


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


def _entered_choice(value):
    """In a static ability nothing resolves, so 「プロテクション（その選ばれた色）」 is not a color chosen
    as an effect resolves but the one chosen as the permanent entered: "protection from the chosen
    color", Filter(chosen="color")."""
    if isinstance(value, n.Condition) and value.test == "chosen_color":
        return n.Filter(chosen="color")
    if isinstance(value, (tuple, list)):
        return type(value)(_entered_choice(v) for v in value)
    if hasattr(type(value), "kind") and hasattr(value, "__attrs_attrs__"):
        changed = {a.name: _entered_choice(getattr(value, a.name)) for a in value.__attrs_attrs__}
        return attrs.evolve(value, **{k: v for k, v in changed.items() if v is not getattr(value, k)})
    return value


def finish_line(value, spell_card: bool, lang: str = "en") -> list:
    """One line's builder value → list of abilities."""
    out = _finish_line(value, spell_card, lang)
    loose = {id(x) for x in ir.walk(out) if isinstance(x, n.PreventThat)}
    loose -= {id(x) for w in ir.walk(out) if isinstance(w, n.WouldInstead) for x in ir.walk(w.effect)
              if isinstance(x, n.PreventThat)}
    if loose:  # 「…がダメージを与えるとき、そのダメージを軽減する」: damage dealt cannot be prevented
        raise BuildError("'prevent that damage' outside a prevention ('if … would deal damage')")
    placed = {id(x) for w in ir.walk(out) if isinstance(w, (n.Triggered, n.WouldInstead, n.Delayed))
              for x in _event_slots(w.event)}
    if any(isinstance(x, n.OneOrMore) and id(x) not in placed for x in ir.walk(out)):
        # "one or more" counts an event's objects (CR 603.2c); an action's ("exile one or more
        # cards from your graveyard") or a player's verb with no event of its own is not read so
        raise BuildError("'one or more' outside the objects of an event")
    return out


def _event_slots(event):
    """The values an event names directly (what, whom, who, by …), through "or" (AnyEvent)."""
    if isinstance(event, n.AnyEvent):
        return [x for e in event.events for x in _event_slots(e)]
    return list(ir.fields(event))


def _finish_line(value, spell_card: bool, lang: str = "en") -> list:
    if isinstance(value, tuple) and value[0] == "keywords":
        return list(value[1])
    if isinstance(value, tuple) and value[0] == "max_speed":
        inner = _finish_line(value[1], spell_card, lang)
        return [n.Static(n.Grant(n.Self_(), tuple(inner)), n.Condition("max_speed"))]
    if isinstance(value, tuple) and value[0] == "additional_cost":
        return [n.Static(n.AdditionalCost(value[1]))]
    if isinstance(value, tuple) and value[0] == "triggered":
        _, trig, body = value
        event = trig[1]
        during = trig[2] if len(trig) > 2 else None  # "… during your turn": checked as the event happens
        if lang == "en" and isinstance(event, n.Attacks) and isinstance(event.what, n.Each):
            # "Whenever all non-Wall creatures you control attack": one event for the whole group,
            # not one per creature (canonical_event drops the subject's "all" with its filter; a
            # Japanese subject 「クリーチャーが１体」 is built as each one of them, and 「…がすべて
            # 攻撃するたび」 is not read yet)
            event = attrs.evolve(event, every=True)
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
        if isinstance(subject, n.Self_):
            r.other = _event_other(event)
        elif isinstance(obj, n.TriggerObject):
            r.event_filter = getattr(subject, "filter", subject)
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
        return [n.Triggered(event, effect, cond, optional, tuple(r.targets), "triggers_once_each_turn" in restrictions,
                            during)]
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
        # "Spend only red mana on X." is a rule about paying the cost (CR 107.3), not an effect
        rules = [s for s in steps if isinstance(s, n.Cant) and s.action == "be_paid_except_with"]
        costs = tuple(costs) + tuple(rules)
        effect = seq(r.walk([s for s in steps if s not in rules]))
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
        r.spell_line = spell_card
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
        if spell_card:
            split = _split_spell_rules(effect, r.targets, cond)
            if split is not None:
                return split
        if spell_card and not _spell_rule(effect):
            if cond is not None:  # it was dropped before: "as long as" has no meaning in a one-shot effect
                raise BuildError("a condition ('as long as' / 「かぎり」, or a static 'if') on an instant's or sorcery's one-shot effect")
            return [n.SpellAbility(effect, tuple(r.targets))]
        if r.targets:
            raise BuildError("a static ability cannot have targets")
        parts = effect.steps if isinstance(effect, n.Sequence) else (effect,)
        if all(isinstance(p, REPLACEMENTS) for p in parts):
            return [n.Replacement(effect, cond)]
        effect = _entered_choice(effect)
        if cond is None and isinstance(effect, n.Grant) and isinstance(effect.what, n.Self_) and not effect.duration:
            # "~ has flying", "~ can't be the target of spells or abilities your opponents
            # control": the card's own keyword abilities, the same as the keyword line
            return list(effect.keywords)
        if cond is None and _is_affinity(effect):
            return [n.KeywordAbility("affinity", (attrs.evolve(effect.per.filter, controller=""),))]
        if cond is None and isinstance(effect, n.If) and effect.otherwise is None:
            # "If you've cast …, ~ has flying" / 「…していたなら、~は飛行を持つ」: a static ability's
            # condition, the same ability as "… as long as …" (checked continuously, CR 611.3)
            return [n.Static(effect.then, effect.cond)]
        return [n.Static(effect, cond)]
    raise BuildError(f"cannot make an ability of {type(value).__name__}")
