"""The sentence passes: run over the built sentences of a line (by the `sentences` rule), where one
sentence changes another, in this order:
- dig: "Look at the top four cards … Put one of them into your hand and the rest …" → one Dig;
- where_x_defines / bind_x: 「…Ｘ体を生成する。Ｘは…に等しい。」 binds X in the sentences before;
- then_continues: 「そうしたなら、A。その後、B。」 puts B under the same 'if'; "Otherwise, …";
- no_regen: "Destroy it. It can't be regenerated." → Destroy(no_regen=True);
- spend_only: "Add {R}{R}. Spend this mana only …" → the AddMana's spend_only.
"""
from __future__ import annotations

import re

import attrs
from lark import Token

from .. import ir
from ..ir import nodes as n
from .helpers import BuildError, seq
from .values import (Declare, DigPut, DigRest, DigTake, Hoistable, LookTop, PlayUntil, Pred, PutBack,
                     RevealUntilStart, SpendOnly, Still, UntilPut)


def dig(items: list) -> list:
    """'Look at the top N …' then 'Put one of them into your hand and the rest …': one Dig."""
    out: list = []
    for x in items:
        if isinstance(x, Still):
            last = out[-1] if out else None
            if isinstance(last, n.Becomes):
                out[-1] = attrs.evolve(last, still=True)
                continue
            if isinstance(last, n.Sequence) and last.steps and isinstance(last.steps[-1], n.Becomes):
                out[-1] = attrs.evolve(last, steps=last.steps[:-1] + (attrs.evolve(last.steps[-1], still=True),))
                continue
            raise BuildError("'it's still a …' with nothing that became something")
        if isinstance(x, PlayUntil):
            if not out or not isinstance(out[-1], n.ExileTop) or out[-1].play_until:
                raise BuildError("'you may play' with nothing exiled")
            out[-1] = attrs.evolve(out[-1], play_until=x.until)
            continue
        x = _until_put_ja(x) if out and isinstance(out[-1], RevealUntilStart) else x
        if isinstance(x, UntilPut):
            if not out or not isinstance(out[-1], RevealUntilStart):
                raise BuildError("'put that card and the rest' with nothing revealed")
            out[-1] = n.RevealUntil(out[-1].filter, x.to, x.rest, x.order, x.tapped)
            continue
        back = x[1] if isinstance(x, tuple) and len(x) == 2 and x[0] == "then" else x
        if isinstance(back, PutBack):  # "look at the top N cards of your library, then put them back in any order"
            if not out or not isinstance(out[-1], LookTop) or out[-1].owner is not None or out[-1].reveal:
                raise BuildError("'put them back' with nothing looked at in your library")
            out[-1] = n.Dig(out[-1].count, 0, rest="library_top", order="any")
            continue
        if isinstance(x, DigPut):
            if not out or not isinstance(out[-1], LookTop):
                raise BuildError("'put one of them' with nothing looked at")
            if out[-1].owner is not None:
                raise BuildError("digging through another player's library")
            out[-1] = n.Dig(out[-1].count, x.take, "hand", x.rest, x.order)
            continue
        take = _dig_take_of(x)
        if take is not None and out and isinstance(out[-1], LookTop):
            out[-1] = (out[-1], take)  # waiting for "put the rest …"
            continue
        rest = x[1] if isinstance(x, tuple) and len(x) == 2 and x[0] == "then" else x  # 「その後、残りを…」
        if isinstance(rest, DigRest):
            if not out or not isinstance(out[-1], tuple) or not isinstance(out[-1][0], LookTop):
                raise BuildError("'the rest' with nothing looked at and taken")
            look, take = out[-1]
            if look.owner is not None:
                raise BuildError("digging through another player's library")
            chosen = take.what
            count = chosen.count if isinstance(chosen, n.Chosen) else 1
            up_to = isinstance(chosen, n.Chosen) and getattr(chosen, "up_to", False)
            out[-1] = n.Dig(look.count, count, take.to, rest.zone, rest.order, filter=chosen.filter,
                            optional=take.optional or up_to, tapped=take.tapped, free=take.free)
            continue
        out.append(x)
    # "Reveal the top card of your library. If it's a creature card, …": one card looked at, and
    # the sentences after say what happens to it
    out = [_one_looked_at(x) for x in out]
    if any(isinstance(x, RevealUntilStart) for x in out):
        raise BuildError("cards revealed until one of a kind, with nothing done with them")
    if any(isinstance(x, LookTop) or isinstance(x, tuple) and x and isinstance(x[0], LookTop) for x in out):
        raise BuildError("looking at the top cards with nothing done with them")
    return out


def _one_looked_at(x):
    """A LookTop of one card left alone, also as what a player may do ("You may reveal the top card
    of your library."): that card looked at (LookAtTop)."""
    if isinstance(x, LookTop) and x.count == 1:
        return n.LookAtTop(x.count, x.reveal, owner=x.owner)
    if isinstance(x, n.May) and isinstance(x.effect, LookTop) and x.effect.count == 1:
        return attrs.evolve(x, effect=n.LookAtTop(x.effect.count, x.effect.reveal, owner=x.effect.owner))
    if isinstance(x, n.May) and isinstance(x.effect, LookTop):
        raise BuildError("looking at the top cards with nothing done with them")
    return x


def _until_put_ja(x):
    """「そのカードを戦場に出し、残りを…置く」 (two clauses) after a reveal-until: the same as
    "Put that card onto the battlefield and the rest …"."""
    steps = x.steps if isinstance(x, n.Sequence) else None
    if (steps and len(steps) == 2 and isinstance(steps[0], n.Move) and isinstance(steps[0].what, n.It)
            and steps[0].to in ("hand", "battlefield") and isinstance(steps[1], DigRest)):
        return UntilPut(steps[0].to, steps[0].tapped, steps[1].zone, steps[1].order)
    return x


def _dig_take_of(x):
    """A DigTake, optional when it is what a player "may" do (「…を選んでもよい」 / MAY)."""
    if isinstance(x, DigTake):
        return x
    if isinstance(x, n.MayCast) and x.zone == "among" and isinstance(x.player, n.You) and not x.duration:
        # "You may cast a spell from among them without paying its mana cost" (CR 608.2g)
        return DigTake(x.what, "cast", optional=True, free=x.free)
    if isinstance(x, n.May):
        inner = x.effect.steps[0] if isinstance(x.effect, n.Sequence) and len(x.effect.steps) == 1 else x.effect
        if isinstance(inner, DigTake) and x.player == n.You():
            return attrs.evolve(inner, optional=True)
    return None


def where_x_defines(items: list) -> list:
    """「…Ｘ体を生成する。Ｘは…に等しい。」: the X sentence binds X in the sentences before it."""
    out: list = []
    for x in items:
        if isinstance(x, tuple) and x and x[0] == "where_x":
            if not out:
                raise BuildError("'X is …' with nothing before it")
            out = [bind_x(y, x[1]) for y in out]
            continue
        out.append(x)
    return out


_X_TEXT = re.compile(r"^([+-]?)X$")


def bind_x(value, amount):
    """Replace X (n.X(), and "+X" / "-X" in a P/T) by `amount`."""
    if isinstance(value, n.X):
        return amount
    if isinstance(value, str) and not isinstance(value, Token):
        m = _X_TEXT.match(value)
        if m:
            return n.Times(-1, amount) if m.group(1) == "-" else amount
        return value
    if isinstance(value, (list, tuple)):
        out = [bind_x(v, amount) for v in value]
        if all(a is b for a, b in zip(out, value)):
            return value  # unchanged: keep the very objects (one Target used twice stays one target)
        return out if isinstance(value, list) else tuple(out)
    if isinstance(value, Pred):
        return Pred(lambda s, d, p=value: bind_x(p.apply(s, d), amount), value.duration)
    if isinstance(value, Declare):  # 「パワーがＸ以下の…１体を対象とする。…。Ｘは…に等しい。」
        t = bind_x(value.target, amount)
        return value if t is value.target else Declare(t)
    if ir.is_node(value):
        changes = {}
        for a in attrs.fields(type(value)):
            if a.name == "span":
                continue
            old = getattr(value, a.name)
            new = bind_x(old, amount)
            if new is not old:
                changes[a.name] = new
        return attrs.evolve(value, **changes) if changes else value
    return value


def substitute(value, fn):
    """`value` with each IR node for which fn(node) is not None replaced by what it gives (the rest
    kept, the very objects where nothing changed)."""
    if ir.is_node(value):
        new = fn(value)
        if new is not None:
            return new
        changes = {}
        for a in attrs.fields(type(value)):
            if a.name != "span":
                old = getattr(value, a.name)
                got = substitute(old, fn)
                if got is not old:
                    changes[a.name] = got
        return attrs.evolve(value, **changes) if changes else value
    if isinstance(value, (list, tuple)) and not isinstance(value, Token):
        out = [substitute(v, fn) for v in value]
        if all(a is b for a, b in zip(out, value)):
            return value
        return out if isinstance(value, list) else tuple(out)
    if isinstance(value, Pred):
        return Pred(lambda s, d, p=value: substitute(p.apply(s, d), fn), value.duration)
    return value


def result_that_much(items: list) -> list:
    """"If the result is 3 or less, you lose that much life" / 「その出目が３以下なら、あなたはその出目
    に等しい点数のライフを失う」: "that much" after a condition on a die's result is that result."""
    def in_if(x):
        if isinstance(x, n.If) and mentions(x.cond, n.DieResult):
            then = substitute(x.then, lambda y: n.DieResult() if isinstance(y, n.ThatMuch) else None)
            return attrs.evolve(x, then=then) if then is not x.then else x
        return None
    return [Hoistable(substitute(x.node, in_if)) if isinstance(x, Hoistable) else substitute(x, in_if)
            for x in items]


def mentions(value, kind) -> bool:
    found = []
    substitute(value, lambda y: found.append(y) if isinstance(y, kind) else None)
    return bool(found)


def then_continues(items: list) -> list:
    """「そうしたなら、A。その後、B。」: B is part of the 'if you do', as in English "If you do,
    A, then B." Elsewhere a 「その後」 sentence is simply the next step."""
    out: list = []
    for x in items:
        if isinstance(x, tuple) and x and x[0] == "then":
            prev = out[-1] if out else None
            if isinstance(prev, n.If) and prev.otherwise is None and not _shuffle_after_search(out, x[1]):
                # 「…なら、A。その後、B。」 / 「そうしたなら、A。その後、B。」: B is under the same
                # condition, as English "If …, A, then B." writes it in one sentence
                then = list(prev.then.steps) if isinstance(prev.then, n.Sequence) else [prev.then]
                out[-1] = attrs.evolve(prev, then=seq(then + _as_list(x[1])))
            elif (isinstance(prev, tuple) and prev and prev[0] == "instead" and isinstance(x[1], n.Shuffle)
                  and any(isinstance(y, n.Search) for y in ir.walk(prev[2])) and _ends_in_shuffle(out[-2:-1])):
                # 「…を探し、…。その後、切り直す。…なら、代わりに、…を探し、…。その後、切り直す。」: the
                # shuffle ends the search done instead, as it ended the one replaced — English "Search …,
                # then shuffle. If …, instead search …, then shuffle." (with no shuffle of its own the
                # search replaced is followed by one shuffle for both: "… instead … . Then shuffle.")
                out[-1] = ("instead", prev[1], seq(_as_list(prev[2]) + [x[1]]))
            elif (prev is not None and not isinstance(prev, tuple) and attrs.has(type(prev))
                  and type(prev).__module__.startswith("oraclec.compiler.ir")):
                # 「A。その後、B。」 is one sentence as English "A, then B." writes it: what an
                # "instead" after it replaces (steps_of) is both (the effect is flattened there)
                out[-1] = seq(_as_list(prev) + _as_list(x[1]))
            else:
                out.extend(_as_list(x[1]))
            continue
        if isinstance(x, tuple) and x and x[0] == "countered_to":
            out[-1:] = [_countered_to(out[-1] if out else None, x[1])]
            continue
        if isinstance(x, tuple) and x and x[0] == "otherwise":
            prev = out[-1] if out else None
            if isinstance(prev, Hoistable):
                prev = prev.node  # an "if" with an "otherwise" is checked once, on resolution
            if not isinstance(prev, n.If) or prev.otherwise is not None:
                raise BuildError("'otherwise' with no 'if' before it")
            out[-1] = attrs.evolve(prev, otherwise=x[1])
            continue
        prev = out[-1] if out else None
        if (isinstance(x, n.If) and isinstance(prev, n.If) and prev.otherwise is None and x.otherwise is None
                and prev.cond == n.Condition("you_did") and x.cond == n.Not(n.Condition("you_did"))):
            # "If you do, A. Otherwise, B." = "If you do, A. If you don't, B." (「そうしないなら」)
            out[-1] = attrs.evolve(prev, otherwise=x.then)
            continue
        out.append(x)
    return out


def _countered_to(prev, zone: str):
    """The counter the sentence before ends with, whose card goes to `zone` instead (CR 701.5a)."""
    steps = list(prev.steps) if isinstance(prev, n.Sequence) else [prev]
    if not steps or not isinstance(steps[-1], n.CounterSpell) or steps[-1].instead_to:
        raise BuildError("'if that spell is countered this way' with no counter before it")
    steps[-1] = attrs.evolve(steps[-1], instead_to=zone)
    return seq(steps) if isinstance(prev, n.Sequence) else steps[0]


def _shuffle_after_search(out: list, then) -> bool:
    """「…を探し、…。それが伝説なら、宝物を生成する。その後、ライブラリーを切り直す。」: the shuffle
    ends the search made before the 'if' ("… Then shuffle."), not a step under it."""
    if not isinstance(then, n.Shuffle):
        return False
    for x in out[:-1]:
        try:
            if any(isinstance(y, n.Search) for y in ir.walk(x)):
                return True
        except TypeError:  # a builder value (Hoistable …), not a step
            continue
    return False


def _ends_in_shuffle(items: list) -> bool:
    if not items or isinstance(items[-1], tuple):
        return False
    last = items[-1].steps[-1] if isinstance(items[-1], n.Sequence) and items[-1].steps else items[-1]
    return isinstance(last, n.Shuffle)


def _as_list(v) -> list:
    return list(v) if isinstance(v, list) else [v]


def spend_only(items: list) -> list:
    out: list = []
    for x in items:
        if isinstance(x, SpendOnly):
            if not out or not isinstance(out[-1], n.AddMana):
                raise BuildError("'spend this mana only' with no mana before it")
            out[-1] = attrs.evolve(out[-1], spend_only=x.what)
            continue
        out.append(x)
    return out


def no_regen(items: list) -> list:
    """"Destroy X. It can't be regenerated." / 「それを破壊する。それは再生できない。」: the second
    sentence is part of the destruction (CR 701.19c), so it becomes Destroy(no_regen=True)."""
    out: list = []
    for x in items:
        if isinstance(x, n.Cant) and x.action == "be_regenerated" and out:
            merged = _with_no_regen(out[-1], x.what)
            if merged is not None:
                out[-1] = merged
                continue
        out.append(x)
    return out


def _destroyed_this_way(what) -> bool:
    """"a creature destroyed this way" / 「これにより破壊されたクリーチャー」: what the destruction before it destroyed"""
    f = getattr(what, "filter", None)
    return isinstance(f, n.Filter) and f.affected == n.Affected("destroy")


def _every_destroy(x):
    """`x` with each of its destructions made unregenerable, or None if it destroys nothing."""
    if isinstance(x, n.Destroy):
        return attrs.evolve(x, no_regen=True)
    steps = x.steps if isinstance(x, n.Sequence) else x if isinstance(x, list) else None
    if not steps:
        return None
    got = [_every_destroy(s) for s in steps]
    if all(g is None for g in got):
        return None
    new = [g if g is not None else s for g, s in zip(got, steps)]
    return attrs.evolve(x, steps=tuple(new)) if isinstance(x, n.Sequence) else new


def _with_no_regen(x, what):
    """The destruction `x` made unregenerable, when the sentence's subject is what it destroyed
    (a pronoun, "that creature", the same words, or "creatures destroyed this way"): "destroy
    enchanted creature. ~ can't be regenerated" is no part of it."""
    if _destroyed_this_way(what):
        return _every_destroy(x)
    if isinstance(x, n.Destroy):
        return attrs.evolve(x, no_regen=True) if isinstance(what, n.It) or what == x.what else None
    if isinstance(x, n.Sequence) and x.steps:
        last = _with_no_regen(x.steps[-1], what)
        if last is not None:
            return attrs.evolve(x, steps=x.steps[:-1] + (last,))
    if isinstance(x, list) and x:
        last = _with_no_regen(x[-1], what)
        if last is not None:
            return x[:-1] + [last]
    return None
