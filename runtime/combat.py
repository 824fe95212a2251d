"""Combat (CR 506–511): declaring attackers and blockers with their restrictions, first strike,
damage assignment (deathtouch, trample), combat damage to players and planeswalkers."""
from __future__ import annotations

from .blocking import blocked_by, blocker_assignments, capacity, check_count
from .errors import IllegalAction
from .keywords.enlist import as_attackers_declared as enlist
from .keywords.haste import can_tap
from .keywords.protection import protected_from
from .keywords.unleash import cant_block as unleashed
from .select import Ctx, matches
from .state import Obj, Player
from .triggers import simultaneously


def can_attack(g, o: Obj) -> bool:
    ch = g.chars(o)
    return ("creature" in ch.types and not o.tapped and "defender" not in ch.keywords and "attack" not in ch.cant
            and can_tap(g, o))


def defenders(g, pi: int):
    opp = g.opponent(pi)
    out = [("player", opp)]
    out += [("planeswalker", o.id) for o in g.on_battlefield()
            if g.controller_of(o) == opp and "planeswalker" in g.chars(o).types]
    return out


def check_attackers(g, pi: int, attacks: dict):
    """Raise IllegalAction unless the declaration is legal (CR 508.1); changes nothing."""
    legal_defenders = defenders(g, pi)
    for o, d in attacks.items():
        if o.zone != "battlefield" or g.controller_of(o) != pi:
            raise IllegalAction(f"{o.label()} is not yours on the battlefield", "508.1a")
        if not can_attack(g, o):
            raise IllegalAction(f"{o.label()} can't attack", "508.1a")
        if d not in legal_defenders:
            raise IllegalAction(f"{d} is not a player or planeswalker you can attack", "508.1b")
    for o in g.on_battlefield():
        must = g.chars(o).must_attack
        if must is not None and g.controller_of(o) == pi and can_attack(g, o) and o not in attacks:
            raise IllegalAction(f"{o.label()} attacks this turn if able", "508.1d")
        if _must_attack_player(must) and must in legal_defenders and attacks.get(o, must) != must:
            # "attacks that opponent this turn if able" (encore, CR 702.141a): that player
            raise IllegalAction(f"{o.label()} attacks {g.players[must[1]].name} this turn if able", "508.1d")


def _must_attack_player(must) -> bool:
    """A requirement to attack one player (("player", index)), not any defender."""
    return isinstance(must, tuple) and len(must) == 2 and must[0] == "player"


def declare_attackers(g, pi: int, attacks: dict):
    """attacks: attacker Obj → defender ("player", i) | ("planeswalker", id)."""
    check_attackers(g, pi, attacks)
    for o, d in attacks.items():
        o.attacking = d
        if "vigilance" not in g.chars(o).keywords:
            g.tap(o)
    g.changed(status_only=True)
    enlist(g, pi, attacks)  # an optional cost to attack (CR 508.1g, 702.154a)
    for o, d in attacks.items():
        g.emit("attacks", obj=o.label(), obj_ref=o.id,
               defender=g.players[d[1]].name if d[0] == "player" else g.objects[d[1]].label(),
               defender_player=d[1] if d[0] == "player" else None,
               defender_ref=d[1] if d[0] == "planeswalker" else None)
    if attacks:  # "whenever you attack with three or more creatures" (once per declaration)
        g.emit("attackers_declared", player=g.players[pi].name, player_idx=pi, count=len(attacks))


def attackers(g):
    return [o for o in g.on_battlefield() if o.attacking is not None]


def can_block(g, blocker: Obj, attacker: Obj) -> bool:
    bc, ac = g.chars(blocker), g.chars(attacker)
    if "creature" not in bc.types or blocker.tapped or "block" in bc.cant or unleashed(bc, blocker):
        return False
    if "be_blocked" in ac.cant:
        return False
    if any(matches(f, blocker, Ctx(g, ac.controller, attacker)) for f in ac.unblockable_by):
        return False
    if "flying" in ac.keywords and not ({"flying", "reach"} & set(bc.keywords)):
        return False
    if "intimidate" in ac.keywords and "artifact" not in bc.types and not (set(ac.colors) & set(bc.colors)):
        return False
    if "fear" in ac.keywords and "artifact" not in bc.types and "black" not in bc.colors:
        return False
    if "horsemanship" in ac.keywords and "horsemanship" not in bc.keywords:
        return False  # CR 702.31b
    if ("shadow" in ac.keywords) != ("shadow" in bc.keywords):
        return False  # CR 702.28b: blocks and is blocked only by creatures with shadow
    if "skulk" in ac.keywords and bc.power > ac.power:
        return False  # CR 702.118b
    for args in ac.keywords.get("landwalk", []):
        if any(args and args[0] in g.chars(o).subtypes for o in g.on_battlefield()
               if g.controller_of(o) == g.controller_of(blocker)):
            return False
    if bc.block_only is not None and not matches(bc.block_only, attacker, Ctx(g, bc.controller, blocker)):
        return False
    if any(matches(f, attacker, Ctx(g, pi, src)) for f, pi, src in bc.cant_block):
        return False  # "~ can't block creatures with power 2 or greater" (CR 509.1b), read for its source
    if protected_from(g, ac, blocker, bc):
        return False
    return True


def check_blockers(g, pi: int, blocks: dict):
    """Raise IllegalAction unless the declaration is legal (CR 509.1); changes nothing. A blocker's
    entry is the attacker it blocks, or a list of them if it can block more than one (509.1a)."""
    blocks = {b: blocked_by(v) for b, v in blocks.items()}
    for b, atts in blocks.items():
        if b.zone != "battlefield" or g.controller_of(b) != pi:
            raise IllegalAction(f"{b.label()} is not yours on the battlefield", "509.1a")
        check_count(g, b, atts)
        for a in atts:
            if a.attacking is None:
                raise IllegalAction(f"{a.label()} is not attacking", "509.1a")
            if not can_block(g, b, a):
                raise IllegalAction(f"{b.label()} can't block {a.label()}", "509.1b")

    def free_for(o, a) -> bool:  # could also block `a`, breaking no requirement it obeys
        if o in blocks and a in blocks[o]:
            return False
        return (o not in blocks or len(blocks[o]) < capacity(g, o)
                or not any(_required(g, x) for x in blocks[o]))

    for a in attackers(g):
        count = sum(1 for x in blocks.values() if a in x)
        if count == 1 and "menace" in g.chars(a).keywords:
            raise IllegalAction(f"{a.label()} can't be blocked except by two or more creatures", "702.111b")
        if count > 1 and "be_blocked_by_more_than_one" in g.chars(a).cant:
            raise IllegalAction(f"{a.label()} can't be blocked by more than one creature", "509.1b")
        if g.chars(a).must_be_blocked and count == 0 and "menace" not in g.chars(a).keywords:
            # a requirement, met by one blocker: broken if a creature able to block it blocks
            # nothing, or blocks an attacker that no requirement asks it to (CR 509.1c: as many
            # requirements obeyed as possible)
            free = [o for o in g.on_battlefield() if g.controller_of(o) == pi and can_block(g, o, a)
                    and free_for(o, a)]
            if free:
                raise IllegalAction(f"{a.label()} must be blocked if able ({free[0].label()} can block it)", "509.1c")
        if g.chars(a).lure:
            able = [o for o in g.on_battlefield() if g.controller_of(o) == pi and can_block(g, o, a)]
            if "menace" in g.chars(a).keywords and len(able) < 2:
                continue  # one blocker can't obey it without breaking menace (CR 509.1c: as many as possible)
            for o in g.on_battlefield():
                if g.controller_of(o) == pi and can_block(g, o, a) and a not in blocks.get(o, ()) \
                        and (o not in blocks or len(blocks[o]) < capacity(g, o)):
                    raise IllegalAction(f"{o.label()} must block {a.label()} (Lure)", "509.1c")


def _required(g, attacker) -> bool:
    """Whether a requirement asks creatures to block this attacker (Lure, "must be blocked")."""
    ch = g.chars(attacker)
    return ch.lure or ch.must_be_blocked


def declare_blockers(g, pi: int, blocks: dict):
    """blocks: blocker Obj → attacker Obj (or a list of attackers, CR 509.1a)."""
    check_blockers(g, pi, blocks)
    blocks = {b: blocked_by(v) for b, v in blocks.items()}
    for b, atts in blocks.items():
        b.blocking = [a.id for a in atts]
        for a in atts:
            a.blocked = True  # each creature it blocks is blocked (509.1h)
    g.changed(status_only=True)
    for b, atts in blocks.items():
        for a in atts:
            g.emit("blocks", obj=b.label(), obj_ref=b.id, attacker=a.label(), attacker_ref=a.id)
    for a in dict.fromkeys(a for atts in blocks.values() for a in atts):  # once per attacker, in order (509.3c)
        g.emit("becomes_blocked", obj=a.label(), obj_ref=a.id)
    for a in g.on_battlefield():  # "attacks and isn't blocked" (509.1h)
        if a.attacking is not None and not a.blocked:
            g.emit("unblocked", obj=a.label(), obj_ref=a.id)


def has_first_strikers(g) -> bool:
    for o in g.on_battlefield():
        if (o.attacking is not None or o.blocking) and ({"first strike", "double strike"} & set(g.chars(o).keywords)):
            return True
    return False


def combat_damage(g, first_strike: bool):
    """Assign and deal combat damage simultaneously (CR 510)."""
    assignments = []  # (source, recipient, amount)

    def deals_now(o):
        kws = g.chars(o).keywords
        if first_strike:
            return "first strike" in kws or "double strike" in kws
        return not o.dealt_first or "double strike" in kws

    for a in attackers(g):
        if not deals_now(a):
            continue
        power = max(g.chars(a).power, 0)
        if power == 0:
            continue
        blockers = [g.objects[b] for b in _blockers_of(g, a)]
        if not a.blocked:
            d = a.attacking
            target = g.players[d[1]] if d[0] == "player" else g.objects.get(d[1])
            if target is not None and (isinstance(target, Player) or target.zone == "battlefield"):
                assignments.append((a, target, power))
            continue
        if not blockers:
            if "trample" in g.chars(a).keywords:
                d = a.attacking
                target = g.players[d[1]] if d[0] == "player" else g.objects.get(d[1])
                assignments.append((a, target, power))
            continue
        order = g.agents[g.controller_of(a)].order_blockers(g, a, blockers)
        left = power
        deathtouch = "deathtouch" in g.chars(a).keywords
        for i, b in enumerate(order):
            lethal = max(g.chars(b).toughness - b.damage, 0)
            if deathtouch:
                lethal = min(lethal, 1) if lethal else 0
            give = left if i == len(order) - 1 and "trample" not in g.chars(a).keywords else min(left, lethal)
            if give:
                assignments.append((a, b, give))
            left -= give
        if left > 0 and "trample" in g.chars(a).keywords:
            d = a.attacking
            target = g.players[d[1]] if d[0] == "player" else g.objects.get(d[1])
            assignments.append((a, target, left))
    for b in g.on_battlefield():
        if not b.blocking or not deals_now(b):
            continue
        blocked = [a for a in (g.objects.get(x) for x in b.blocking)
                   if a is not None and a.zone == "battlefield" and a.attacking is not None]
        for a, amount in blocker_assignments(g, b, blocked, max(g.chars(b).power, 0)):  # (CR 510.1d)
            assignments.append((b, a, amount))
    for o in g.on_battlefield():
        if first_strike and (o.attacking is not None or o.blocking) and (
                {"first strike", "double strike"} & set(g.chars(o).keywords)):
            o.dealt_first = True
    received: dict = {}
    snap = {id(s): g.chars(s) for s, _, _ in assignments}
    with simultaneously(g):
        for src, rcpt, amount in assignments:
            dealt = g.deal_damage(src, rcpt, amount, combat=True, src_chars=snap[id(src)])
            if dealt:
                key = ("player", rcpt.index) if isinstance(rcpt, Player) else ("obj", rcpt.id)
                received[key] = received.get(key, 0) + dealt
        for (kind, ident), amount in received.items():
            if kind == "player":
                g.emit("damage_received", to=g.players[ident].name, to_player=ident, amount=amount, combat=True)
            else:
                g.emit("damage_received", to=g.objects[ident].label(), to_ref=ident, amount=amount, combat=True)


def _blockers_of(g, a: Obj) -> list[int]:
    return [o.id for o in g.on_battlefield() if a.id in o.blocking]


def end_combat(g):
    for o in g.on_battlefield():
        o.attacking = None
        o.blocking = []
        o.blocked = False
        o.dealt_first = False
    g.changed(status_only=True)
