"""Helper functions the builder's rooms share: a rule's children by kind (toks, nontok, first,
sval, amount_of), kinds of value (is_amount, is_selector, plain_object), words to canonical
names (canon_word, keyword_node, mana_cost_of), filters (make_filter, narrowed, union), steps
(seq, flatten_values); and BuildError, what a rule raises when its tree means nothing it can
build (the line becomes Unparsed).
"""
from __future__ import annotations

from typing import Any

import attrs
from lark import Token

from .. import ir
from ..ir import nodes as n
from ..normalize.symbols import split_cost
from ..tables import keywords, vocab
from .values import Amt, Dest, Nouns, Owner, PT, Part, Pred, TailMay, Zone


class BuildError(Exception):
    """The tree is valid grammar but means nothing we can build (unknown word, …)."""


AMOUNT_TYPES = (int, n.X, n.Count, n.StatOf, n.ThatMuch, n.ThisWay, n.CountersOn, n.Greatest, n.Least, n.Total, n.Distinct,
                n.Times, n.LifeTotal, n.LifeGainedThisTurn, n.Devotion, n.Domain, n.Plus, n.PartySize, n.EventsThisTurn, n.DieResult)


def amount_of(children):
    """A count of cards: English count_noun (Amt) or Japanese counted object (カード1枚)."""
    a = first(children, Amt)
    if a is not None:
        return a.value
    for t in toks(children):
        if t.type == "WO_COUNT":
            return n.X() if "X" in str(t) else int("".join(ch for ch in str(t) if ch.isdigit()))
    for x in children:
        if isinstance(x, n.Chosen) and "card" in getattr(x.filter, "types", ()):
            return x.count
        if isinstance(x, int) and not isinstance(x, bool):
            return x
    raise BuildError("expected a number of cards")


def is_amount(v) -> bool:
    return isinstance(v, AMOUNT_TYPES) and not isinstance(v, bool)


SELECTOR_TYPES = (n.OneOf, n.Found, n.Self_, n.It, n.TargetRef, n.TriggerObject, n.TriggerPlayer, n.Enchanted, n.Equipped,
                  n.You, n.ControllerOf, n.OwnerOf, n.Each, n.Chosen, n.Named, n.Target, n.Filter, n.AnyOf,
                  n.AnyTarget, n.OneOrMore)


def is_selector(v) -> bool:
    return isinstance(v, SELECTOR_TYPES)


def act(subject, verb, duration: str = "", carried: bool = False):
    """The effect of a verb phrase (tables/verbs.py) done by `subject`: a Pred is applied to it; an
    effect with no doer in the IR (destroy, return, put …) is what you do, or, said of another player,
    what that player does (PlayerActs: "each player returns a creature they control …") — unless
    the context carries the doer itself (`carried`: May and Unless name their player)."""
    if isinstance(verb, Pred):
        return verb.apply(subject, duration)
    if carried or isinstance(subject, n.You):
        return verb
    if isinstance(verb, n.Exile) and isinstance(verb.what, n.Chosen) and not verb.until:
        # Japanese has one form for "exile" and "exiles": 「そのプレイヤーは自分の手札からカード１枚を
        # 追放する」 is another player's choice of what to exile ("target opponent exiles a card from
        # their hand"), the English third person's node
        return n.PlayerExiles(subject, verb.what)
    if _about_you(verb):
        raise BuildError("what another player does, said with 'you' or 'an opponent' in it")
    return n.PlayerActs(subject, verb)


_YOURS = ("you", "opponent", "not_you")


def _about_you(effect) -> bool:
    """Whether an effect names you or your opponents: inside what another player does (PlayerActs)
    those would be read relative to that player, so such an effect is not read."""
    try:
        nodes = list(ir.walk(effect))
    except TypeError:  # a builder's value, not an effect
        return True
    for v in nodes:
        if isinstance(v, n.You):
            return True
        if isinstance(v, n.Filter) and (v.controller in _YOURS or v.zone_owner in _YOURS or v.owner in _YOURS):
            return True
    return False


def made_by(token):
    """A token the doer creates: yours is the plain create; another player's says whose
    ("its controller creates a 3/3 green Beast creature token" / 「それのコントローラーは…を生成する」)."""
    return Pred(lambda s, d: token if isinstance(s, n.You) else attrs.evolve(token, controller=s))


def toks(children):
    return [c for c in children if isinstance(c, Token)]


def nontok(children):
    return [c for c in children if not isinstance(c, Token)]


def sval(children):
    """The first plain string child (a helper's result, not a Token)."""
    return next((x for x in children if isinstance(x, str) and not isinstance(x, Token)), None)


def split_granted(listed) -> tuple[tuple, tuple]:
    """A keyword list's keywords and the quoted abilities among them ("flying and "{T}: …"",
    keyword_list): ((keywords), (other abilities)), each in order."""
    return (tuple(k for k in listed if isinstance(k, n.KeywordAbility)),
            tuple(k for k in listed if not isinstance(k, n.KeywordAbility)))


def creature_description(c, what: str):
    """"a 2/2 white Bird creature with flying" (a token, or what something becomes): P/T, nouns,
    colors and keywords. Any other qualifier (「《木材》という名前の…」: a name) is not modelled and is
    refused, never dropped."""
    pt = first(c, PT) or PT.parse(str([t for t in toks(c) if t.type == "PT"][0]))
    parts = [x for x in c if isinstance(x, Part)]
    # 「タップ状態の…トークン」: a token may be created tapped (the token builder reads it)
    other = sorted({k for p in parts for k in p.kw if what != "token" or p.kw != {"states": ("tapped",)}}
                   - {"colors", "with_keywords"} - ({"with_abilities"} if what == "token" else set()))
    if other:
        raise BuildError(f"{what} with {', '.join(other)}")
    colors = tuple(sorted({x for p in parts for x in p.kw.get("colors", ())}))
    listed, quoted = split_granted(first(c, tuple) or ())
    if what != "token" and quoted:
        raise BuildError(f"{what} with a quoted ability")  # (a token's are read by the token builder)
    kws = [k.keyword for k in listed] + [k for p in parts for k in p.kw.get("with_keywords", ())]
    return pt, first(c, Nouns), colors, tuple(sorted(kws))


def dest_counters(c) -> tuple:
    """The counters a rule's destinations say the object enters with (「…が置かれた状態で」 is one
    destination value, 「戦場に」 another)."""
    return tuple(k for x in c if isinstance(x, Dest) for k in x.counters)


def destination(c) -> tuple:
    """(zone, tapped) of a rule's destinations: 「タップ状態で」 (put_tapped) says tapped, the
    zone comes from the other one (「戦場に」); (None, False) when the rule names none."""
    d = [x for x in c if isinstance(x, Dest)]
    zones = [x.zone for x in d if not x.tapped and not x.counters]
    return (zones[-1] if zones else (d[-1].zone if d else None)), any(x.tapped for x in d)


def _player_filter(f) -> str:
    """"player" or "opponent" when `f` is one of those nouns and nothing else ("target opponent")."""
    if isinstance(f, n.Filter) and f.types in (("player",), ("opponent",)) and f == n.Filter(types=f.types):
        return f.types[0]
    return ""


def zone_owner_of(x) -> Any:
    """Whose zone a possessor object names ("target player's graveyard", 「そのプレイヤーの墓地」): the
    values of Zone.owner. "an opponent's" is any one opponent's ("opponent", as 「対戦相手の」), "a
    player's" anyone's ("any"); "each opponent's", a target, "that player", "its owner" … stay the
    player selector they are. Anything that is not a player owns no zone."""
    if isinstance(x, n.You):
        return "you"
    if isinstance(x, n.Chosen) and x.count == 1 and not x.up_to and _player_filter(x.filter):
        return {"opponent": "opponent", "player": "any"}[_player_filter(x.filter)]
    if isinstance(x, (n.Target, n.Each)) and _player_filter(x.filter) and (
            not isinstance(x, n.Target) or (x.count == 1 and not x.up_to)):
        return x
    if isinstance(x, n.Each) and isinstance(x.filter, n.Filter) and set(x.filter.types) <= {"player", "opponent"} \
            and x.filter.types and x.filter == n.Filter(types=x.filter.types, other=x.filter.other):
        return x  # "each other player's"
    if isinstance(x, n.It) and x.word in ("player", "opponent"):
        return x
    if isinstance(x, (n.DefendingPlayer, n.ControllerOf, n.OwnerOf, n.TriggerPlayer, n.TheChosen)):
        return x
    raise BuildError("whose zone: not a player")


def own_zone(c, zones: tuple, subject=None) -> None:
    """The rule's zones ("discard your hand", 「自分の墓地を自分のライブラリーに加えて切り直す」) must be
    of these kinds and the acting player's own: "you" (when you act, or no subject is said) or
    "they" (the player the clause is about); another player's is refused."""
    for z in [x for x in c if isinstance(x, Zone)]:
        if z.zone not in zones:
            raise BuildError(f"a {z.zone} where a {' or '.join(zones)} is meant")
        if not (z.owner == "they" or z.owner == "you" and (subject is None or subject == n.You())):
            raise BuildError("another player's zone")
    # English frames name the possessor before the zone word ("shuffle your library", "discard their hand")
    for o in [x for x in c if isinstance(x, Owner)]:
        if not (o.who == "they" or o.who == "you" and (subject is None or subject == n.You())):
            raise BuildError("another player's zone")


def done_by(effect, player) -> Any:
    """An instruction said with no subject inside what `player` may do ("Its controller may search
    their library …, then shuffle"; 「そのコントローラーは「…、その後ライブラリーを切り直す。」を選んでも
    よい」): the player who acts is that player, not you."""
    if (attrs.has(type(effect)) and "player" in attrs.fields_dict(type(effect)) and effect.player == n.You()
            and player != n.You()):
        return attrs.evolve(effect, player=player)
    if isinstance(effect, n.Sequence):
        return attrs.evolve(effect, steps=tuple(done_by(x, player) for x in effect.steps))
    return effect


def plain_object(x) -> Any:
    """In a trigger's subject or condition, "a creature", "another creature", 「クリーチャー」 and
    「他のクリーチャー１体」 are any one such object: the filter itself."""
    if isinstance(x, n.Chosen) and x.count == 1 and x.by is None or isinstance(x, n.Each):
        return x.filter
    return x


def filter_of(x) -> Any:
    """An object read where a filter is meant (「…の数」 counts all of them)."""
    return x.filter if isinstance(x, n.Each) else x


def flatten_values(children) -> list:
    out = []
    for x in children:
        out.extend(flatten_values(x) if isinstance(x, list) else [x])
    return out


def word_filter(c) -> n.Filter:
    """The Filter the rule's own type, subtype and color words spell ("a creature card", "a Pirate
    card", "a red card"); an empty Filter when it has none."""
    kw: dict = {"types": (), "subtypes": (), "colors": ()}
    for t in toks(c):
        if t.type in ("TYPE", "SUBTYPE", "COLOR"):
            cat, canon = canon_word(t)
            key = {"type": "types", "subtype": "subtypes", "color": "colors"}[cat]
            kw[key] = kw[key] + (canon,)
    return n.Filter(types=sort_t(kw["types"]), subtypes=sort_t(kw["subtypes"]), colors=sort_t(kw["colors"]))


def first(children, kind):
    for c in children:
        if isinstance(c, kind):
            return c
    return None


def seq(steps):
    flat = []
    for s in steps:
        if isinstance(s, TailMay):  # a 「…てもよい」 that ends no clauses of a sentence: what you may do
            s = n.May(n.You(), s.effect)
        if isinstance(s, n.Sequence):
            flat.extend(s.steps)
        elif s is not None:
            flat.append(s)
    return flat[0] if len(flat) == 1 else n.Sequence(tuple(flat))


def sort_t(xs):
    return tuple(sorted(set(xs)))


def canon_word(tok: Token) -> tuple[str, str]:
    value = str(tok)
    got = vocab.canonical(value)
    if got is None:
        raise BuildError(f"unknown word {value!r}")
    return got


def set_fields(f: n.Filter) -> dict:
    """A filter's fields that differ from the default (what a union alternative says)."""
    return {a.name: getattr(f, a.name) for a in attrs.fields(n.Filter)
            if a.name != "span" and getattr(f, a.name) != a.default}


def make_filter(parts: list, nouns: Nouns | None) -> n.Filter:
    kw: dict[str, Any] = {}
    for p in parts:
        for k, v in p.kw.items():
            if isinstance(v, tuple):
                kw[k] = kw.get(k, ()) + v
            else:
                kw[k] = v
    if nouns is not None:
        kw["types"] = kw.get("types", ()) + nouns.types
        kw["subtypes"] = kw.get("subtypes", ()) + nouns.subtypes
        kw["supertypes"] = kw.get("supertypes", ()) + nouns.supertypes
    for k, v in list(kw.items()):
        if isinstance(v, tuple):
            kw[k] = sort_t(v)
    return n.Filter(**kw)


def expect_types(c, allowed: set[str]) -> None:
    """A rule that spells a fixed phrase with TYPE slots ("no spells were cast"): refuse any other
    type word rather than read "no creatures were cast" as the same condition."""
    for t in toks(c):
        if t.type == "TYPE" and canon_word(t)[1] not in allowed:
            raise BuildError(f"expected {' or '.join(sorted(allowed))}, found {str(t)!r}")


def mana_cost_of(c) -> n.ManaCost:
    """The rule's (first) MANA token as a mana cost."""
    return n.ManaCost(split_cost(str([t for t in toks(c) if t.type == "MANA"][0])))


def keyword_node(name_tok: Token, args=()) -> n.KeywordAbility:
    surface = str(name_tok)
    kw = keywords.by_surface().get(surface)
    if kw is None:
        raise BuildError(f"unknown keyword {surface!r}")
    if kw.name == "landwalk":
        args = (keywords.LANDWALK_TYPE[surface],)
    return n.KeywordAbility(kw.name, tuple(args))


def count_in(c) -> int:
    v = first(c, int)
    if v is None:
        t = [t for t in toks(c) if t.type in ("NUMBER", "WO_COUNT")][0]  # 「を２つ」, 「をX個」
        v = n.X() if "X" in str(t) else int("".join(ch for ch in str(t) if ch.isdigit()))
    return v


# what a "for each …" counts (grammar rule per_each): objects, basic land types, this turn's events
PER_EACH_TYPES = (n.Count, n.Domain, n.EventsThisTurn, n.Distinct)


def each_amount(c):
    """The amount of a "for each …" among a rule's children: the per_each value, or the count of
    the filter a rule holds in its place (the Japanese 「…１つにつき」)."""
    got = first(c, PER_EACH_TYPES)
    return got if got is not None else n.Count(first(c, (n.Filter, n.AnyOf)))


def per_each(amount, c):
    """N for each object counted: the count, or N × the count."""
    count = each_amount(c)
    return count if amount == 1 else n.Times(amount, count)


def union(filters) -> Any:
    flat = []
    for f in filters:
        flat.extend(f.filters if isinstance(f, n.AnyOf) else [f])
    uniq = {ir.dumps(f): f for f in flat}
    fs = list(uniq.values())
    if (len(fs) == 2 and all(isinstance(f, n.Filter) for f in fs)
            and {f.states for f in fs} == {("attacking",), ("blocking",)}
            and attrs.evolve(fs[0], states=()) == attrs.evolve(fs[1], states=())):
        # 「攻撃しているかブロックしている…クリーチャー」 = "attacking or blocking creature"
        return attrs.evolve(fs[0], states=("attacking_or_blocking",))
    if len(uniq) == 1:
        return next(iter(uniq.values()))
    return n.AnyOf(tuple(uniq[k] for k in sorted(uniq)))


def narrowed(f, **changes) -> Any:
    """A filter with more properties ("another", "you control"); for a union ("another creature or
    artifact") every alternative gets them."""
    if isinstance(f, n.AnyOf):
        return union([narrowed(x, **changes) for x in f.filters])
    if isinstance(f, n.Filter):
        return attrs.evolve(f, **changes)
    raise BuildError(f"cannot narrow {type(f).__name__}")


def zone_shared(targets):
    """Cards named together take the zone one of them is said to be in: "up to one target creature
    card and up to one target noncreature permanent card from your graveyard" / 「あなたの墓地にある、
    クリーチャー・カード最大１枚と…カード最大１枚」 (the zone words stand once, for all of them)."""
    zoned = [t.filter for t in targets if isinstance(t, n.Target) and isinstance(t.filter, n.Filter) and t.filter.zone]
    if len({(f.zone, f.zone_owner) for f in zoned}) != 1:
        return list(targets)
    z = zoned[0]
    return [attrs.evolve(t, filter=attrs.evolve(t.filter, zone=z.zone, zone_owner=z.zone_owner))
            if isinstance(t, n.Target) and isinstance(t.filter, n.Filter) and not t.filter.zone
            and "card" in t.filter.types else t for t in targets]
