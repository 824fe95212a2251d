"""Which permanents may trigger on an event, without asking every permanent about every event:
each triggered ability is indexed by the kinds of log event its trigger event can match
(events.event_matches), and the battlefield's triggered abilities are gathered once per state of
the characteristics (chars.CharsEngine), not once per event.

`event_kinds` must follow event_matches: a trigger event it does not know, or one whose matching
may raise before looking at the event's kind, listens to every kind (None). With cache_checks.VERIFY (tests) it asks
event_matches about every ability the index skipped and raises if one would have matched."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .keywords.hooks import triggered_abilities

_SIMPLE_KINDS = {
    n.ZoneChange: ("zone_change",),
    n.StepBegins: ("step",),
    n.Blocks: ("blocks",),
    n.AttacksUnblocked: ("unblocked",),
    n.BecomesTarget: ("targeted",),
    n.BecomesMonstrous: ("monstrous",),
    n.AttacksWith: ("attackers_declared",),
    n.Discards: ("discarded",),
    n.CountersPut: ("counters_added",),
    n.FlipOutcome: ("coin_flip",),
    n.RollsDie: ("die_roll", "dice_rolled"),
    n.TurnedFaceUp: ("turned_face_up",),
    n.Transformed: ("transformed",),
    n.Cycled: ("cycled",),
    n.Scried: ("scry",),
    n.Draws: ("draw",),
    n.Sacrificed: ("sacrificed",),
    n.LifeLost: ("life_loss",),
    n.LifeGained: ("life_gain",),
    n.ChapterReached: ("counters_added", "zone_change"),
    n.TapsForMana: ("tapped_for_mana",),
    n.CommitsCrime: ("crime",),
    n.Expends: ("expend",),
    n.Exploits: ("exploits",),
    n.StateHolds: (),  # a state trigger listens to no event (runtime/state_triggers.py)
}


def event_kinds(e) -> frozenset | None:
    """The log event kinds trigger event `e` may match; None: any (or it raises Unsupported)."""
    t = type(e)
    if t in _SIMPLE_KINDS:
        return frozenset(_SIMPLE_KINDS[t])
    if t is n.AnyEvent:
        out: set = set()
        for x in e.events:
            k = event_kinds(x)
            if k is None:
                return None
            out |= k
        return frozenset(out)
    if t is n.Attacks:
        return None if e.every else frozenset(("attacks",))
    if t is n.BecomesBlocked:
        return frozenset(("blocks",) if e.by is not None else ("becomes_blocked",))
    if t is n.DamageDealt:
        return frozenset(("damage_received",) if e.source is None else ("damage",))
    if t is n.BecomesTapped:
        return frozenset(("untapped",) if e.untapped else ("tapped",))
    if t is n.Cast:
        return frozenset(("cast", "copy") if e.or_copy else ("cast",))
    return None


_KINDS: dict[int, tuple] = {}


def kinds_of(ab) -> frozenset | None:
    """event_kinds of a triggered ability's event, kept per ability."""
    hit = _KINDS.get(id(ab))
    if hit is not None and hit[0] is ab:
        return hit[1]
    k = event_kinds(ab.event)
    _KINDS[id(ab)] = (ab, k)
    return k


def listens(ab, kind: str) -> bool:
    k = kinds_of(ab)
    return k is None or kind in k


class TriggerIndex:
    """The battlefield's permanents with triggered abilities, for one state of the characteristics."""

    def __init__(self):
        self.cache = None  # the CharsEngine.cache it was made from
        self.order: tuple = ()
        self.version = -1
        self.entries: list = []  # (obj, chars, its triggered abilities, kinds they listen to or None)
        self.by_kind: dict = {}

    def for_kind(self, g, engine, kind: str) -> list:
        """(obj, chars, triggered abilities) of the permanents that may trigger on `kind`, in
        battlefield order."""
        if engine.cache is not self.cache or (g.version != self.version and tuple(g.battlefield) != self.order):
            self._build(g, engine, tuple(g.battlefield))
        self.version = g.version  # (the battlefield list changes only with a change recorded)
        hit = self.by_kind.get(kind)
        if hit is None:
            hit = [(o, ch, trig) for o, ch, trig, kinds in self.entries if kinds is None or kind in kinds]
            self.by_kind[kind] = hit
        return hit

    def _build(self, g, engine, order):
        entries = []
        for oid in order:
            ch = engine.cache[oid]
            trig = triggered_abilities(ch.abilities)
            kinds: set | None = set()
            for ab in trig:
                if isinstance(ab, n.Triggered):
                    k = kinds_of(ab)
                    if k is None:
                        kinds = None
                        break
                    kinds |= k
            if kinds is None or kinds:
                entries.append((g.objects[oid], ch, trig, kinds))
        self.cache, self.order, self.entries, self.by_kind = engine.cache, order, entries, {}
