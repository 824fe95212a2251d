"""When the characteristics computed last still hold, so that the layers (chars.py, CR 613) are not
applied again after every change of the game. What the last result read decides it:

- NONE: no static ability on the battlefield and no continuous effect that applies in a layer.
  Each permanent's characteristics are then its printed ones with its +1/+1 and -1/-1 counters
  (and its level band): they depend on the permanent alone (its card, face-down status,
  controller, counters) and are kept per permanent, made again only for one whose own key changed.
- SIMPLE: the static abilities and effects read only the permanents: no condition, no amount but a
  number, no selector reaching other zones, players, targets or the turn's history. The result
  holds until a change that may touch an object (State.changed(objects=False) is the turn's or a
  player's state only: mana pools, the step).
- GENERAL: anything else: applied again after every change (every bump of State.version).

A card's printed characteristics are made once per card and copied. Objects off the battlefield
have their printed characteristics, kept per object while its card, zone and controller stay.

VERIFY (tests): every answer is compared with a full computation made the way it was before this
cache (again after every change), and a difference raises StaleCharacteristics."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .chars import Chars, base_chars

NONE, SIMPLE, GENERAL = "none", "simple", "general"
LAYER_KINDS = frozenset({"control", "becomes", "grant", "pump", "switch_pt", "cant", "must_attack"})
VERIFY = False


class StaleCharacteristics(AssertionError):
    pass


def _copy(t: Chars, controller: int) -> Chars:
    return Chars(t.name, controller, t.types, t.subtypes, t.supertypes, t.colors, t.power, t.toughness,
                 {k: list(v) for k, v in t.keywords.items()}, list(t.abilities))


class CharsMemo:
    def __init__(self, g):
        self.g = g
        self.templates: dict = {}  # (id(card), face down) -> (card, printed Chars, has statics, has bands)
        self.off: dict = {}  # object id -> (card, zone, controller, face down, Chars)
        self.mode = GENERAL
        self.obj_version = -1
        self.effects_seen: list = []
        self.keys: dict = {}  # object id -> its own key (NONE)

    # ------------------------------------------------------------------ printed characteristics
    def _template(self, obj):
        face_down = bool(obj.chosen.get("face_down")) and obj.zone in ("battlefield", "stack")
        card = obj.card
        key = (id(card), face_down)
        hit = self.templates.get(key)
        if hit is None or hit[0] is not card:
            printed = card.card.abilities
            bands = not face_down and any(isinstance(ab, n.Band) for ab in printed)
            t = None if bands else base_chars(obj)
            abilities = list(t.abilities) if t is not None else list(printed) + [
                ab for b in printed if isinstance(b, n.Band) for ab in b.abilities]
            # chars.py applies a printed characteristic-defining P/T even to a face-down permanent
            statics = any(isinstance(ab, n.Static) for ab in abilities) or any(
                isinstance(ab, n.Static) and isinstance(ab.effect, n.CharacteristicPT) for ab in printed)
            hit = (card, t, statics, bands)
            self.templates[key] = hit
        return hit

    def fresh(self, obj) -> Chars:
        """The printed characteristics of a permanent, a new object the layers may change."""
        _card, t, _statics, bands = self._template(obj)
        return base_chars(obj) if bands else _copy(t, obj.controller)

    def off_battlefield(self, obj) -> Chars:
        face_down = bool(obj.chosen.get("face_down")) and obj.zone == "stack"
        hit = self.off.get(obj.id)
        if hit is not None and hit[0] is obj.card and hit[1] == obj.zone and hit[2] == obj.controller \
                and hit[3] == face_down:
            ch = hit[4]
        else:
            ch = base_chars(obj)
            self.off[obj.id] = (obj.card, obj.zone, obj.controller, face_down, ch)
        if VERIFY:
            _same(ch, base_chars(obj), obj)
        return ch

    # ------------------------------------------------------------------ whether the last result holds
    def still_holds(self, engine, obj) -> bool:
        g = self.g
        ok = self._still_holds(engine, obj)
        if VERIFY and ok:
            self._verify(engine)
        return ok

    def _still_holds(self, engine, obj) -> bool:
        g = self.g
        if self.mode == GENERAL:
            return False
        seen = self.effects_seen
        if len(seen) != len(g.effects) or any(a is not b for a, b in zip(seen, g.effects)):
            return False
        if g.obj_version == self.obj_version:
            return obj.id in engine.cache
        if self.mode == NONE:
            return self._rebuild(engine)
        return False

    def _rebuild(self, engine) -> bool:
        """NONE: the permanents' characteristics again, each from its own key; False if a static
        ability has come onto the battlefield (then the layers are applied)."""
        g = self.g
        old, keys = engine.cache, self.keys
        cache, new_keys = {}, {}
        for oid in g.battlefield:
            o = g.objects[oid]
            entry = self._template(o)
            if entry[2]:
                return False
            c = o.counters
            k = c.get("+1/+1", 0) - c.get("-1/-1", 0) if c else 0
            key = (entry, o.controller, k, tuple(sorted(c.items())) if entry[3] else None)
            ch = old.get(oid)
            if ch is None or keys.get(oid) != key:
                ch = base_chars(o) if entry[3] else _copy(entry[1], o.controller)
                ch.power += k
                ch.toughness += k
            cache[oid] = ch
            new_keys[oid] = key
        engine.cache = cache
        self.keys = new_keys
        self.obj_version = g.obj_version
        return True

    def computed(self, engine):
        """After the layers were applied: what the result read (its mode)."""
        g = self.g
        self.obj_version = g.obj_version
        self.effects_seen = list(g.effects)
        mode = NONE
        for e in g.effects:
            if e.kind in LAYER_KINDS or e.duration == "while_you_control_self":
                mode = SIMPLE
                if not _simple_effect(e):
                    mode = GENERAL
                    break
        if mode != GENERAL:
            for oid in g.battlefield:
                o = g.objects[oid]
                entry = self._template(o)
                if not entry[2]:
                    continue
                mode = SIMPLE
                abilities = list(entry[1].abilities if entry[1] is not None else base_chars(o).abilities)
                abilities += [ab for ab in o.card.card.abilities if isinstance(ab, n.Static)
                              and isinstance(ab.effect, n.CharacteristicPT)]
                if not all(_simple_static(ab) for ab in abilities if isinstance(ab, n.Static)):
                    mode = GENERAL
                    break
        self.mode = mode
        self.keys = {}
        if mode == NONE:
            for oid in g.battlefield:
                o = g.objects[oid]
                entry = self._template(o)
                c = o.counters
                k = c.get("+1/+1", 0) - c.get("-1/-1", 0) if c else 0
                self.keys[oid] = (entry, o.controller, k, tuple(sorted(c.items())) if entry[3] else None)

    def _verify(self, engine):
        """The answer compared with the layers applied from scratch, now (as before this cache)."""
        from .chars import CharsEngine

        g = self.g
        shadow = CharsEngine.__new__(CharsEngine)
        shadow.g, shadow.version, shadow.cache, shadow.computing = g, -1, {}, False
        shadow.memo = _Plain()
        saved, real = list(g.effects), g._chars
        g._chars = shadow  # filters asked while the layers apply see the partial values, as before
        try:
            shadow.compute()
        finally:
            g._chars = real
            g.effects = saved  # (the check must not end effects the game has not ended)
        if list(shadow.cache) != list(engine.cache):
            raise StaleCharacteristics(f"cached permanents {list(engine.cache)} != {list(shadow.cache)}")
        for oid, ch in shadow.cache.items():
            _same(engine.cache[oid], ch, g.objects[oid])


class _Plain:
    """The memo of a from-scratch computation (VERIFY): printed characteristics made each time."""

    def fresh(self, obj):
        return base_chars(obj)

    def off_battlefield(self, obj):
        return base_chars(obj)


def _same(a: Chars, b: Chars, obj):
    if a != b:
        diff = [f.name for f in Chars.__attrs_attrs__ if getattr(a, f.name) != getattr(b, f.name)]
        raise StaleCharacteristics(f"stale characteristics of {obj.label()}: {diff}: cached {a}, now {b}")


# ---------------------------------------------------------------------- what reads only the permanents
_SIMPLE: dict[int, tuple] = {}
_LAYER_PARTS = (n.GainControl, n.Becomes, n.LosesType, n.Grant, n.BasePT, n.Pump, n.Cant, n.MustBeBlockedByAll,
                n.MustBeBlocked, n.MustAttack)


def _simple_static(ab) -> bool:
    hit = _SIMPLE.get(id(ab))
    if hit is not None and hit[0] is ab:
        return hit[1]
    ok = _static_is_simple(ab)
    _SIMPLE[id(ab)] = (ab, ok)
    return ok


def _static_is_simple(ab) -> bool:
    if ab.condition is not None:
        return False
    from .chars import _parts

    for eff in _parts(ab.effect):
        if isinstance(eff, n.CharacteristicPT):
            return False
        if not isinstance(eff, _LAYER_PARTS):
            continue  # not applied in a layer (costs, prevention …): chars.py does not read it
        if not _simple_selector(getattr(eff, "what", None)):
            return False
        for amount in ("power", "toughness"):
            v = getattr(eff, amount, None)
            if v is not None and not isinstance(v, int):
                return False
    return True


def _simple_effect(e) -> bool:
    if e.selector is not None and not _simple_selector(e.selector):
        return False
    if e.kind == "becomes":
        return all(v is None or isinstance(v, int) for v in (e.data.power, e.data.toughness))
    return True


def _simple_selector(sel) -> bool:
    if sel is None or isinstance(sel, (n.Self_, n.Enchanted, n.Equipped, n.AnyTarget)):
        return True
    if isinstance(sel, (n.Each, n.Chosen)):
        return _simple_selector(sel.filter)
    if isinstance(sel, n.AnyOf):
        return all(_simple_selector(f) for f in sel.filters)
    if not isinstance(sel, n.Filter):
        return False
    if sel.zone or not isinstance(sel.zone_owner or "", str) or sel.controlled_by is not None:
        return False
    if "dealt_damage_this_turn" in sel.states:
        return False
    if any(not isinstance(c.value, int) for c in sel.compare):
        return False
    return all(getattr(sel, f) is None for f in ("attached_to", "blocking_what", "same_name_as", "damaged_by",
                                                 "targets"))
