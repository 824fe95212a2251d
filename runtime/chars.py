"""Characteristics of objects, with continuous effects applied in layer order (CR 613):
control (2), types (4), abilities and keywords (6), power/toughness (7a CDA, 7c modifiers,
7d counters), then rules effects (can't attack, can't block …). The continuous effects are
static abilities on the battlefield and ContEffects, which resolved spells and abilities leave
(effects/continuous.py makes most of them)."""
from __future__ import annotations

from typing import Any

import attrs

from oraclec.compiler.ir import nodes as n

from .blocking import additional
from .conditions import evaluate_condition
from .errors import Unsupported
from .select import Ctx, evaluate_amount, select
from .refusals import refuse
from .printed_chars import Chars, _parts, base_chars  # noqa: F401  (Chars: importers of chars.py)
from .state import Obj


@attrs.define(eq=False)
class ContEffect:
    """A continuous effect from a resolved spell or ability (CR 611)."""

    kind: str  # pump, switch_pt, becomes, grant, control, cant, must_attack (layers); prevent, shield (damage)
    data: Any
    duration: str
    timestamp: int
    controller: int
    source_id: int | None = None
    locked: list | None = None  # (id, zcc) of the objects it affects (CR 611.2c), or None
    selector: Any = None  # evaluated each time (rules effects: "creatures without flying can't block")
    ctx: Any = None
    source_zcc: int | None = None  # the source as it was when the effect began ("for as long as you control ~")

    def objects(self, g) -> list[Obj]:
        if self.locked is not None:
            out = []
            for oid, zcc in self.locked:
                o = g.objects.get(oid)
                if o is not None and o.zcc == zcc and o.zone == "battlefield":
                    out.append(o)
            return out
        return [o for o in select(self.selector, self.ctx) if isinstance(o, Obj) and o.zone == "battlefield"]


class CharsEngine:
    """Computes and caches characteristics. The layers are applied again only when something
    they can read has changed (characteristics_cache.py says when the last result still holds)."""

    def __init__(self, game):
        self.g = game
        self.version = -1
        self.cache: dict[int, Chars] = {}
        self.computing = False
        from .characteristics_cache import CharsMemo  # (it builds on base_chars, below)

        self.memo = CharsMemo(game)
        from .trigger_index import TriggerIndex

        self.triggers = TriggerIndex()  # the permanents' triggered abilities, for this cache
        self._checked = -1  # the state version current() last found the cache complete for
        self._controlled: dict = {}  # player -> (cache, permanents they control)
        self._memo: dict = {}  # kept(): answers for this cache

    def get(self, obj: Obj) -> Chars:
        g = self.g
        if obj.zone != "battlefield":
            return self.memo.off_battlefield(obj)
        if self.version != g.version or obj.id not in self.cache:
            if self.computing:  # a filter asked while layers are being applied: partial values
                return self.cache.get(obj.id) or base_chars(obj)
            if not self.memo.still_holds(self, obj):
                old = self.cache
                self.compute()
                if _same_result(old, self.cache):
                    self.cache = old  # (what is kept for this cache still holds: trigger index, kept())
                self.memo.computed(self)
            self.version = g.version
        return self.cache[obj.id]

    def current(self):
        """Make the cache hold every permanent for the current state (as asking each would)."""
        g = self.g
        if self._checked == g.version and self.version == g.version:
            return  # (the battlefield list changes only with a change recorded)
        for oid in g.battlefield:
            if self.version != g.version or oid not in self.cache:
                self.get(g.objects[oid])
        self._checked = g.version

    def kept(self, key, make):
        """`make()`, kept for the current state of the characteristics (this cache), by `key`:
        for answers that read nothing but the permanents' characteristics."""
        self.current()
        if self.computing:
            return make()
        store = self._memo
        if store.get("cache") is not self.cache:
            store.clear()
            store["cache"] = self.cache
        hit = store.get(key)
        if hit is None:
            hit = store[key] = make()
        return hit

    def controlled(self, pi: int) -> list:
        """The permanents player `pi` controls, in battlefield order, for the current state."""
        self.current()
        if self.computing:  # partial values: not kept
            return [o for o in self.g.on_battlefield() if self.g.controller_of(o) == pi]
        hit = self._controlled.get(pi)
        if hit is None or hit[0] is not self.cache:
            cache, objects = self.cache, self.g.objects
            hit = (cache, [objects[oid] for oid in self.g.battlefield if cache[oid].controller == pi])
            self._controlled[pi] = hit
        return hit[1]

    def _end_while_you_control(self, effects) -> bool:
        """'For as long as you control ~' (CR 611.2b): the effect ends once its source has left the
        battlefield or another player controls it, and does not start again if control comes back.
        Control is known here (layer 2), so the check is made as each state is computed."""
        g = self.g
        ended = []
        for e in effects:
            if e.duration != "while_you_control_self":
                continue
            src = g.objects.get(e.source_id) if e.source_id is not None else None
            you = e.ctx.controller if e.ctx is not None else e.controller
            if src is None or src.zone != "battlefield" or src.zcc != e.source_zcc \
                    or self.cache[src.id].controller != you:
                ended.append(e)
        if ended:
            g.effects = [e for e in g.effects if not any(e is x for x in ended)]
        return bool(ended)

    def compute(self):
        g = self.g
        self.computing = True
        try:
            self.cache = {o.id: self.memo.fresh(o) for o in g.on_battlefield()}
            statics = self._statics()
            effects = sorted(g.effects, key=lambda e: e.timestamp)
            # layer 2: control
            for src, ab, ctx in statics:
                if isinstance(ab.effect, n.GainControl):
                    for o in self._affected(ab.effect.what, ctx):
                        self.cache[o.id].controller = src.controller if src else ctx.controller
            for e in effects:
                if e.kind == "control":
                    for o in e.objects(g):
                        self.cache[o.id].controller = e.controller
            if self._end_while_you_control(effects):
                return self.compute()  # (a control effect that ended changes who controls what)
            # layers 4 and 5: types and colors ("becomes a 2/2 Bird artifact creature"; with
            # "it's still a land" the old types stay)
            becomes = [e for e in effects if e.kind == "becomes"]
            for e in becomes:
                b = e.data
                for o in e.objects(g):
                    ch = self.cache[o.id]
                    ch.types = tuple(dict.fromkeys((ch.types if b.still else ()) + tuple(b.types)))
                    ch.subtypes = tuple(dict.fromkeys((ch.subtypes if b.still else ()) + tuple(b.subtypes)))
                    if b.colors:
                        ch.colors = tuple(b.colors)
            # static type changes: "Enchanted land is a Swamp" (the land type replaces the old ones,
            # CR 305.7), "~ isn't a creature" (CR 613.1d)
            for src, ab, ctx in statics:
                for eff in _parts(ab.effect):
                    if isinstance(eff, n.Becomes) and not eff.duration:
                        for o in self._affected(eff.what, ctx):
                            ch = self.cache[o.id]
                            if eff.types:
                                ch.types = tuple(dict.fromkeys((ch.types if eff.still else ()) + tuple(eff.types)))
                            if eff.subtypes:
                                ch.subtypes = tuple(dict.fromkeys(tuple(eff.subtypes)))
                    elif isinstance(eff, n.LosesType):
                        for o in self._affected(eff.what, ctx):
                            ch = self.cache[o.id]
                            ch.types = tuple(t for t in ch.types if t != eff.card_type)
            # layer 6: keywords and abilities
            gave_static = False  # (whether a static ability was gained: it applies from here on)
            # (object, keyword) a static ability gave, kept only where a keyword is lost: see "lose_keywords" below
            by_static = set() if any(e.kind == "lose_keywords" for e in effects) else None
            for src, ab, ctx in statics:
                for eff in _parts(ab.effect):
                    if isinstance(eff, n.Grant):
                        for o in self._affected(eff.what, ctx):
                            _grant(self.cache[o.id], eff.keywords)
                            if by_static is not None:
                                by_static.update((o.id, k.keyword) for k in eff.keywords if isinstance(k, n.KeywordAbility))
                        gave_static = gave_static or any(isinstance(k, n.Static) for k in eff.keywords)
            for e in effects:
                if e.kind == "grant":
                    for o in e.objects(g):
                        _grant(self.cache[o.id], e.data)
                    gave_static = gave_static or any(isinstance(k, n.Static) for k in e.data)
                elif e.kind == "lose_keywords":
                    for o in e.objects(g):
                        if any((o.id, k.keyword) in by_static for k in e.data):
                            # which applies last depends on the static ability's timestamp (CR 613.7),
                            # not kept here: refused rather than guessed
                            raise Unsupported("a keyword lost that a static ability also gives")
                        _lose(self.cache[o.id], e.data)
                elif e.kind == "becomes" and e.data.keywords:
                    for o in e.objects(g):
                        _grant(self.cache[o.id], tuple(n.KeywordAbility(k) for k in e.data.keywords))
            # a static ability gained in this layer applies in it and in the layers after it (Max
            # speed — "This creature gets +1/+2", CR 702.179, 613.1f)
            applied = self._gained(statics) if gave_static else []
            while applied:
                statics = statics + applied
                for src, ab, ctx in applied:
                    for eff in _parts(ab.effect):
                        if isinstance(eff, n.Grant):
                            for o in self._affected(eff.what, ctx):
                                _grant(self.cache[o.id], eff.keywords)
                applied = self._gained(statics)
            # layer 7a: characteristic-defining P/T
            for o in g.on_battlefield():
                for ab in o.card.abilities:
                    if isinstance(ab, n.Static) and isinstance(ab.effect, n.CharacteristicPT):
                        ctx = Ctx(g, self.cache[o.id].controller, o)
                        ch = self.cache[o.id]
                        if ab.effect.power is not None:  # "~'s power is equal to …": toughness as printed
                            ch.power = evaluate_amount(ab.effect.power, ctx)
                        if ab.effect.toughness is not None:
                            ch.toughness = evaluate_amount(ab.effect.toughness, ctx)
            # layer 7b: base power and toughness set by "has base power and toughness 1/1" and
            # by "becomes a 2/2 …"
            for src, ab, ctx in statics:
                for eff in _parts(ab.effect):
                    if isinstance(eff, n.BasePT):
                        for o in self._affected(eff.what, ctx):
                            self.cache[o.id].power = evaluate_amount(eff.power, ctx)
                            self.cache[o.id].toughness = evaluate_amount(eff.toughness, ctx)
            for e in effects:  # in timestamp order (CR 613.7): "becomes a 2/2 …", "has base P/T 1/1 until …"
                if e.kind == "base_pt":  # the values fixed as the effect began (CR 611.2c)
                    for o in e.objects(g):
                        self.cache[o.id].power, self.cache[o.id].toughness = e.data
                    continue
                if e.kind != "becomes" or e.data.power is None:  # "becomes an artifact in addition …": P/T unchanged
                    continue
                for o in e.objects(g):
                    self.cache[o.id].power = evaluate_amount(e.data.power, e.ctx)
                    self.cache[o.id].toughness = evaluate_amount(e.data.toughness, e.ctx)
            # layer 7c: modifications
            for src, ab, ctx in statics:
                for eff in _parts(ab.effect):
                    if isinstance(eff, n.Pump):
                        for o in self._affected(eff.what, ctx):
                            ch = self.cache[o.id]
                            ch.power += evaluate_amount(eff.power, ctx)
                            ch.toughness += evaluate_amount(eff.toughness, ctx)
            for e in effects:
                if e.kind == "pump":
                    for o in e.objects(g):
                        self.cache[o.id].power += e.data[0]
                        self.cache[o.id].toughness += e.data[1]
            # layer 7d: counters
            for o in g.on_battlefield():
                ch = self.cache[o.id]
                k = o.counters.get("+1/+1", 0) - o.counters.get("-1/-1", 0)
                ch.power += k
                ch.toughness += k
            # switching power and toughness, after all the rest (CR 613.4d; 7e in older rules)
            for e in effects:
                if e.kind == "switch_pt":
                    for o in e.objects(g):
                        ch = self.cache[o.id]
                        ch.power, ch.toughness = ch.toughness, ch.power
            # rules effects
            for src, ab, ctx in statics:
                for eff in _parts(ab.effect):
                    if isinstance(eff, n.Cant):
                        for o in self._affected(eff.what, ctx):
                            _cant(self.cache[o.id], eff, ctx)
                    elif isinstance(eff, n.MustBeBlockedByAll):
                        for o in self._affected(eff.what, ctx):
                            self.cache[o.id].lure = True
                    elif isinstance(eff, n.MustBeBlocked) and not eff.duration:
                        for o in self._affected(eff.what, ctx):
                            self.cache[o.id].must_be_blocked = True
                    elif isinstance(eff, n.MustAttack):
                        for o in self._affected(eff.what, ctx):
                            self.cache[o.id].must_attack = eff.duration or True
                    elif isinstance(eff, n.ExtraBlocks) and not eff.duration:
                        for o in self._affected(eff.what, ctx):
                            self.cache[o.id].extra_blocks += additional(eff, ctx)
            for e in effects:
                if e.kind == "cant":
                    for o in e.objects(g):
                        _cant(self.cache[o.id], e.data, e.ctx)
                elif e.kind == "must_attack":
                    for o in e.objects(g):
                        self.cache[o.id].must_attack = e.data
                elif e.kind == "extra_blocks":
                    for o in e.objects(g):
                        self.cache[o.id].extra_blocks += e.data
            self.version = g.version
        finally:
            self.computing = False

    def _statics(self):
        """(source, ability, ctx) for every static ability that applies now, timestamp order."""
        g = self.g
        out = []
        for o in sorted(g.on_battlefield(), key=lambda o: o.timestamp):
            ch = self.cache[o.id]
            for ab in ch.abilities:
                if not isinstance(ab, n.Static):
                    continue
                ctx = Ctx(g, ch.controller, o)
                if ab.condition is not None and not evaluate_condition(ab.condition, ctx):
                    continue
                out.append((o, ab, ctx))
        for o in g.emblems():  # an emblem's work from the command zone (CR 114.4, effects/emblems.py)
            for ab in o.card.abilities:
                if isinstance(ab, n.Static):
                    out.append((o, ab, Ctx(g, o.controller, o)))
        return out

    def _gained(self, statics) -> list:
        """The static abilities that apply now and are not among `statics`: gained in layer 6. One
        with a part of an earlier layer (control, type, color) is refused: it would apply late."""
        seen = {(id(o), id(ab)) for o, ab, _ in statics}
        out = [x for x in self._statics() if (id(x[0]), id(x[1])) not in seen]
        for _src, ab, _ctx in out:
            if any(isinstance(eff, (n.GainControl, n.Becomes, n.LosesType)) for eff in _parts(ab.effect)):
                raise Unsupported("a static ability gained by another (layer 6) that changes control or types")
        return out

    def _affected(self, sel, ctx) -> list[Obj]:
        return [o for o in select(sel, ctx) if isinstance(o, Obj) and o.zone == "battlefield" and o.id in self.cache]


def _same_result(old: dict, new: dict) -> bool:
    """Whether the layers applied again gave every permanent, in the same order, the same
    characteristics, with the very same ability objects (a trigger waiting is known by its
    ability's identity)."""
    if len(old) != len(new) or list(old) != list(new):
        return False
    for oid, a in old.items():
        b = new[oid]
        if a is b:
            continue
        if a != b or len(a.abilities) != len(b.abilities) \
                or any(x is not y for x, y in zip(a.abilities, b.abilities)):
            return False
    return True


def _grant(ch: Chars, keywords):
    """Abilities gained (layer 6), into new keyword and ability lists: a permanent's printed ones
    are its card's, shared (characteristics_cache._copy)."""
    kws, abilities = dict(ch.keywords), list(ch.abilities)
    for k in keywords:
        if isinstance(k, n.KeywordAbility):
            kws[k.keyword] = kws.get(k.keyword, []) + [tuple(k.args)]
        abilities.append(k)
    ch.keywords, ch.abilities = kws, abilities


def _lose(ch: Chars, keywords):
    """Keyword abilities lost (layer 6): every instance of each, printed or gained before."""
    names = {k.keyword for k in keywords}
    ch.keywords = {k: v for k, v in ch.keywords.items() if k not in names}
    ch.abilities = [a for a in ch.abilities if not (isinstance(a, n.KeywordAbility) and a.keyword in names)]


def _cant(ch: Chars, eff, ctx):
    refuse(eff)
    if eff.action == "block_except":
        ch.block_only = eff.by
    elif eff.action == "be_blocked" and eff.by is not None:
        ch.unblockable_by.append(eff.by)
    elif eff.action == "block" and eff.by is not None:  # "can't block creatures with power 2 or greater"
        ch.cant_block.append((eff.by, ctx.controller, ctx.source))  # read as the static's (CR 509.1b)
    else:
        ch.cant.add(eff.action)
