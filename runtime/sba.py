"""State-based actions (CR 704): checked, all at once, whenever a player would receive priority,
repeated until none apply."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from . import cache_checks
from .keywords.bestow import falls_off
from .keywords.daybound import settle as settle_day_night
from .keywords.enchant import enchant_filter
from .keywords.ascend import settle as settle_blessing
from .keywords.start_your_engines import settle as settle_speed
from .keywords.protection import protected_from
from .select import Ctx, matches
from .triggers import simultaneously


def check(g) -> bool:
    """Perform state-based actions until none apply. True if any were performed. A check that
    found nothing to do is not made again while no permanent has changed since (State.obj_version:
    tapping and other zones aside; damage_version) nor their characteristics, with the same life and poison
    totals, stack and waiting triggers."""
    any_done = False
    for _ in range(10_000):
        g._chars.current()  # (what it reads of the permanents: their own state and characteristics)
        key = (g.obj_version, g.damage_version, len(g.stack), len(g.pending),
               tuple((p.life, p.poison, p.drew_from_empty, p.lost) for p in g.players))
        quiet = getattr(g, "_sba_quiet", None)
        if quiet is not None and quiet[0] == key and quiet[1] is g._chars.cache:
            if cache_checks.VERIFY and _once(g):
                raise AssertionError("state-based actions were due in a game taken to be unchanged")
            return any_done
        if not _once(g):
            g._sba_quiet = (key, g._chars.cache)
            return any_done
        any_done = True
    raise RuntimeError("internal: state-based actions did not settle")


def _once(g) -> bool:
    done = settle_day_night(g)  # (not a state-based action: it happens as soon as it applies, CR 702.145d)
    done = settle_speed(g) or done  # speed 1 for a player with none (CR 702.179)
    done = settle_blessing(g) or done  # ascend on a permanent (CR 702.131b: no stack either)
    for p in g.players:
        if p.lost:
            continue
        reason = None
        if p.life <= 0:
            reason = "life 0 or less (704.5a)"
        elif p.drew_from_empty:
            reason = "drew from an empty library (704.5b)"
        elif p.poison >= 10:
            reason = "ten poison counters (704.5c)"
        if reason:
            p.lost = True
            done = True
            g.emit("lose", player=p.name, reason=reason)
    if any(p.lost for p in g.players):
        g.check_over()
    to_graveyard, to_destroy, unattach, to_sacrifice = [], [], [], []
    for o in g.on_battlefield():
        ch = g.chars(o)
        if "creature" in ch.types:
            if ch.toughness <= 0:
                to_graveyard.append((o, "toughness 0 or less (704.5f)"))
                continue
            # deathtouch: any damage from such a source since the last check, also as -1/-1
            # counters from one with infect or wither, which mark no damage (CR 704.5h, 702.2b)
            if o.damage >= ch.toughness or o.deathtouch_damage:
                to_destroy.append((o, "lethal damage (704.5g)" if o.damage >= ch.toughness else "deathtouch (704.5h)"))
                continue
        if "planeswalker" in ch.types and o.counters.get("loyalty", 0) <= 0:
            to_graveyard.append((o, "no loyalty (704.5i)"))
            continue
        if "Aura" in ch.subtypes:
            host = g.objects.get(o.attached_to) if o.attached_to is not None else None
            if host is None or host.zone != "battlefield" or not _can_enchant(g, o, host):
                if falls_off(g, o):  # a bestowed Aura stays, an enchantment creature (702.103f)
                    done = True
                    continue
                to_graveyard.append((o, "Aura not attached legally (704.5m)"))
                continue
        if "Equipment" in ch.subtypes and o.attached_to is not None:
            host = g.objects.get(o.attached_to)
            if host is None or host.zone != "battlefield" or "creature" not in g.chars(host).types \
                    or protected_from(g, g.chars(host), o, ch):  # "can't be equipped" by it (CR 702.16e)
                unattach.append(o)
        if "Saga" in ch.subtypes and _saga_done(g, o, ch):
            to_sacrifice.append((o, "Saga past its last chapter (704.5s)"))
            continue
        plus, minus = o.counters.get("+1/+1", 0), o.counters.get("-1/-1", 0)
        if plus and minus:
            k = min(plus, minus)
            o.counters["+1/+1"] -= k
            o.counters["-1/-1"] -= k
            g.changed()
            done = True
    for o in g.on_battlefield():  # "since the last time state-based actions were checked" (CR 704.5h)
        o.deathtouch_damage = False
    legend = {}
    for o in g.on_battlefield():
        ch = g.chars(o)
        if "legendary" in ch.supertypes:
            legend.setdefault((ch.controller, o.name), []).append(o)
    for (ctrl, _name), objs in legend.items():
        if len(objs) > 1:
            keep = g.agents[ctrl].choose_objects(g, ctrl, "keep (legend rule)", objs, 1, 1)
            to_graveyard.extend((o, "legend rule (704.5j)") for o in objs if o not in keep)
    # an indestructible creature with lethal damage stays (702.12b): only count what changed,
    # or the check would repeat forever
    to_destroy = [(o, why) for o, why in to_destroy if "indestructible" not in g.chars(o).keywords]
    if to_graveyard or to_destroy or unattach or to_sacrifice:
        done = True
        with simultaneously(g):
            for o, why in to_sacrifice:
                if o.zone == "battlefield":
                    g.emit("sba", obj=o.label(), rule=why)
                    g.sacrifice(o)
            for o, why in to_graveyard:
                if o.zone == "battlefield":
                    g.emit("sba", obj=o.label(), rule=why)
                    g.move(o, "graveyard", cause="sba")
            for o, why in to_destroy:
                if o.zone == "battlefield":
                    g.emit("sba", obj=o.label(), rule=why)
                    g.destroy(o, cause="sba")
        for o in unattach:  # it stays on the battlefield, unattached (CR 704.5n)
            g.emit("sba", obj=o.label(), rule="Equipment attached illegally (704.5n)")
            o.attached_to = None
            g.changed()
    return done


def _saga_done(g, o, ch) -> bool:
    """Lore counters at least its final chapter number, and no chapter ability of it waiting to
    trigger or on the stack (CR 704.5s)."""
    chapters = [a.event.number for a in ch.abilities
                if isinstance(a, n.Triggered) and isinstance(a.event, n.ChapterReached)]
    if not chapters or o.counters.get("lore", 0) < max(chapters):
        return False
    pending = any(p.source is o for p in g.pending)
    on_stack = any(not s.is_spell and s.source is o for s in g.stack)
    return not pending and not on_stack


def _can_enchant(g, aura, host) -> bool:
    """Whether the Aura can be attached to `host`: what it can enchant, and protection."""
    f = enchant_filter(aura)
    if f is None:
        return True
    if not matches(f, host, Ctx(g, g.controller_of(aura), aura)):
        return False
    return not protected_from(g, g.chars(host), aura, g.chars(aura))
