"""When the characteristics computed last still hold, so that the layers (chars.py, CR 613) are not
applied again after every change of the game. What the last result read decides it:

- NONE: no static ability on the battlefield and no continuous effect that applies in a layer.
  Each permanent's characteristics are then its printed ones with its +1/+1 and -1/-1 counters
  (and its level band): they depend on the permanent alone (its card, face-down status,
  controller, counters) and are kept per permanent, made again only for one whose own key changed.
- SIMPLE: the static abilities and effects read nothing of the turn's state (the step, the active
  player, mana pools, the turn's history): their conditions, amounts and selectors are of kinds
  known to read only objects and players' totals. The result holds until a change that may touch
  those (State.changed(objects=False) is the turn's state only); nor a permanent's tapping or
  untapping, attacking or blocking (changed(status_only=True)) if no filter of them asks about a
  state; nor a move between
  other zones (changed(zones_only=True)) if none looks at cards or spells in a zone; nor damage
  (changed(damage_only=True)), which no SIMPLE selector reads.
- GENERAL: anything else: applied again after every change (every bump of State.version).

A card's printed characteristics are made once per card and copied. Objects off the battlefield
have their printed characteristics, kept per object while its card, zone and controller stay.

cache_checks.VERIFY (tests): every answer is compared with a full computation made the way it was before this
cache (again after every change), and a difference raises StaleCharacteristics."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from . import cache_checks
from .identity_memo import by_identity
from .printed_chars import Chars, _parts, base_chars

NONE, SIMPLE, GENERAL = "none", "simple", "general"
LAYER_KINDS = frozenset({"control", "becomes", "base_pt", "grant", "lose_keywords", "pump", "switch_pt", "cant", "must_attack"})


class StaleCharacteristics(AssertionError):
    pass


def _copy(t: Chars, controller: int) -> Chars:
    """A permanent's printed characteristics from its card's: the keywords and abilities are
    shared with the card's, never changed in place (chars._grant makes new ones)."""
    return Chars(t.name, controller, t.types, t.subtypes, t.supertypes, t.colors, t.power, t.toughness,
                 t.keywords, t.abilities)


class CharsMemo:
    def __init__(self, g):
        self.g = g
        self.templates: dict = {}  # (id(card), face down) -> (card, printed Chars, has statics, has bands)
        self.off: dict = {}  # object id -> (card, zone, controller, face down, Chars)
        self.mode = GENERAL
        self.obj_version = self.status_version = self.zone_version = -1
        self.reads_status = True  # whether the last result read a permanent's status (tapped, attacking …)
        self.reads_zones = True  # whether it read zones other than the battlefield
        self.effects_seen: list = []
        self.keys: dict = {}  # object id -> its own key (NONE)

    # ------------------------------------------------------------------ printed characteristics
    def _template(self, obj):
        face_down = bool(obj.chosen.get("face_down")) and obj.zone in ("battlefield", "stack")
        card = obj.card
        # (an Equipment with reconfigure attached is no creature: printed_chars.base_chars)
        key = (id(card), face_down, bool(obj.chosen.get("bestowed")), obj.attached_to is not None)
        hit = self.templates.get(key)
        if hit is None or hit[0] is not card:
            printed = card.card.abilities
            bands = not face_down and any(isinstance(ab, n.Band) for ab in printed)
            t = None if bands else base_chars(obj)
            abilities = list(t.abilities) if t is not None else list(printed) + [
                ab for b in printed if isinstance(b, n.Band) for ab in b.abilities]
            # chars.py applies a printed characteristic-defining P/T even to a face-down permanent
            statics = any(isinstance(ab, n.Static) and layered(ab) for ab in abilities) or any(
                isinstance(ab, n.Static) and isinstance(ab.effect, n.CharacteristicPT) for ab in printed)
            hit = (card, t, statics, bands)
            self.templates[key] = hit
        return hit

    def fresh(self, obj) -> Chars:
        """The printed characteristics of a permanent, a new object the layers may change."""
        _card, t, _statics, bands = self._template(obj)
        return base_chars(obj) if bands else _copy(t, obj.controller)

    def off_battlefield(self, obj) -> Chars:
        face_down = (bool(obj.chosen.get("face_down")) and obj.zone == "stack", bool(obj.chosen.get("bestowed")))
        hit = self.off.get(obj.id)
        if hit is not None and hit[0] is obj.card and hit[1] == obj.zone and hit[2] == obj.controller \
                and hit[3] == face_down:
            ch = hit[4]
        else:
            ch = base_chars(obj)
            self.off[obj.id] = (obj.card, obj.zone, obj.controller, face_down, ch)
        if cache_checks.VERIFY:
            _same(ch, base_chars(obj), obj)
        return ch

    # ------------------------------------------------------------------ whether the last result holds
    def still_holds(self, engine, obj) -> bool:
        g = self.g
        ok = self._still_holds(engine, obj)
        if cache_checks.VERIFY and ok:
            self._verify(engine)
        return ok

    def _still_holds(self, engine, obj) -> bool:
        g = self.g
        if self.mode == GENERAL:
            return False
        seen = self.effects_seen
        if len(seen) != len(g.effects) or any(a is not b for a, b in zip(seen, g.effects)):
            return False
        if g.obj_version == self.obj_version and (g.status_version == self.status_version or not self.reads_status) \
                and (g.zone_version == self.zone_version or not self.reads_zones):
            return obj.id in engine.cache
        if self.mode == NONE:
            return self._rebuild(engine)
        return False

    def _rebuild(self, engine) -> bool:
        """NONE: the permanents' characteristics again, each from its own key; False if a static
        ability has come onto the battlefield (then the layers are applied)."""
        g = self.g
        if _emblem_statics(g):
            return False
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
        self.obj_version, self.status_version, self.zone_version = g.obj_version, g.status_version, g.zone_version
        self.effects_seen = list(g.effects)
        self.reads_status = self.reads_zones = False
        mode = NONE
        for e in g.effects:
            if e.kind in LAYER_KINDS or e.duration == "while_you_control_self":
                mode = SIMPLE
                if not _simple_effect(e):
                    mode = GENERAL
                    break
                self.reads_status = self.reads_status or _reads(e.selector)[0]
                self.reads_zones = self.reads_zones or _reads(e.selector)[1]
        if _emblem_statics(g):  # (what they read is not analysed: applied again after every change)
            mode = GENERAL
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
                for ab in abilities:
                    if isinstance(ab, n.Static):
                        states, zones = _reads(ab)
                        self.reads_status = self.reads_status or states
                        self.reads_zones = self.reads_zones or zones
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
        g = self.g
        shadow = type(engine).__new__(type(engine))
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
    """The memo of a from-scratch computation (cache_checks.VERIFY): printed characteristics made each time."""

    def fresh(self, obj):
        return base_chars(obj)

    def off_battlefield(self, obj):
        return base_chars(obj)


def _same(a: Chars, b: Chars, obj):
    if a != b:
        diff = [f.name for f in Chars.__attrs_attrs__ if getattr(a, f.name) != getattr(b, f.name)]
        raise StaleCharacteristics(f"stale characteristics of {obj.label()}: {diff}: cached {a}, now {b}")


# ---------------------------------------------------------------------- what reads only the permanents
_LAYER_PARTS = (n.CharacteristicPT, n.GainControl, n.Becomes, n.LosesType, n.Grant, n.BasePT, n.Pump, n.Cant, n.MustBeBlockedByAll,
                n.MustBeBlocked, n.MustAttack)


@by_identity()
def _simple_static(ab) -> bool:
    return _static_is_simple(ab)


def layered(ab) -> bool:
    """Whether a static ability has a part chars.py applies in a layer."""
    return any(isinstance(eff, _LAYER_PARTS) for eff in _parts(ab.effect))


def _static_is_simple(ab) -> bool:
    if not layered(ab):
        return True  # its condition is asked, but nothing of it is applied
    if not _simple_condition(ab.condition):
        return False
    for eff in _parts(ab.effect):
        if not isinstance(eff, _LAYER_PARTS):
            continue  # not applied in a layer (costs, prevention …): chars.py does not read it
        if not _simple_selector(getattr(eff, "what", None)):
            return False
        if not all(_simple_amount(getattr(eff, a, None)) for a in ("power", "toughness")):
            return False
    return True


def _simple_effect(e) -> bool:
    if e.selector is not None and not _simple_selector(e.selector):
        return False
    if e.kind == "becomes":
        return all(v is None or isinstance(v, int) for v in (e.data.power, e.data.toughness))
    return True


# What SIMPLE must not read is what a change with objects=False changes (the step, the active
# player and turn, mana pools, priority) and the turn's history in the log; what else a static or
# an effect may read (objects in any zone, players' totals) changes only with objects=True.
_SIMPLE_TESTS = {"you_control", "count", "compare", "enchanted", "equipped"}


def _simple_condition(c) -> bool:
    if c is None:
        return True
    if isinstance(c, n.Not):
        return _simple_condition(c.cond)
    if not isinstance(c, n.Condition) or c.test not in _SIMPLE_TESTS:
        return False
    return all(_simple_selector(a) if isinstance(a, (n.Filter, n.AnyOf, n.Self_)) else
               (isinstance(a, str) or _simple_amount(a)) for a in c.args)


def _simple_amount(a) -> bool:
    if a is None or isinstance(a, int):
        return True
    if isinstance(a, n.Count):
        return _simple_selector(a.filter)
    if isinstance(a, n.CountersOn):
        return _simple_selector(a.what)
    if isinstance(a, (n.Plus, n.Times)):
        return _simple_amount(a.amount)
    return False


_READS: dict[int, tuple] = {}


def _reads(node) -> tuple:
    """(whether a filter anywhere in `node` asks about a state: tapped, attacking …; whether one
    looks at a zone other than the battlefield: a zone, cards, spells)."""
    if node is None:
        return False, False
    hit = _READS.get(id(node))
    if hit is not None and hit[0] is node:
        return hit[1]
    from oraclec.compiler import ir

    filters = [x for x in ir.walk(node) if isinstance(x, n.Filter)]
    found = (any(f.states for f in filters),
             any(f.zone or f.zone_owner or {"card", "spell"} & set(f.types) for f in filters))
    _READS[id(node)] = (node, found)
    return found


def _simple_selector(sel) -> bool:
    if sel is None or isinstance(sel, (n.Self_, n.Enchanted, n.Equipped, n.AnyTarget)):
        return True
    if isinstance(sel, (n.Each, n.Chosen)):
        return _simple_selector(sel.filter)
    if isinstance(sel, n.AnyOf):
        return all(_simple_selector(f) for f in sel.filters)
    if not isinstance(sel, n.Filter):
        return False
    if not isinstance(sel.zone_owner or "", str) or sel.controlled_by is not None:
        return False
    if "dealt_damage_this_turn" in sel.states:
        return False
    if not all(_simple_amount(c.value) for c in sel.compare):
        return False
    return all(getattr(sel, f) is None for f in ("attached_to", "blocking_what", "same_name_as", "damaged_by",
                                                 "targets"))


def _emblem_statics(g) -> bool:
    """Whether an emblem in a command zone has a static ability (CR 114.4; chars._statics applies it)."""
    return any(isinstance(ab, n.Static) for o in g.emblems() for ab in o.card.abilities)
