"""Mana (CR 106, 601.2g-h): the untapped sources that can pay, a plan that pays a cost from the
pool and those sources without changing anything, and paying by that plan."""
from __future__ import annotations

import attrs

from oraclec.compiler.ir import nodes as n

from ..keywords.haste import can_tap
from ..select import Ctx, evaluate_amount
from .spend_only import RestrictedMana, Spending, may_spend


def mana_sources(g, pi: int):
    """Untapped permanents with a plain {T}: add mana ability: (obj, produces, a choice, amount,
    the restriction of the mana it makes or None, CR 106.6). Kept for
    the state of the characteristics, the permanents' status and since when they are controlled,
    and the turn, when no source's amount is to be worked out (then the sources read nothing else)."""
    return list(kept_mana_sources(g, pi))


def kept_mana_sources(g, pi: int):
    """mana_sources, not to be changed by the caller: while they are kept (see there) the same
    list object, so that what is worked out from them can be kept beside it."""
    engine = g._chars
    key = ("mana sources", pi, g.status_version, g.turn,
           tuple(o.controlled_since for o in engine.controlled(pi)))
    fixed, out = engine.kept(key, lambda: _mana_sources(g, pi))
    return out if fixed else _mana_sources(g, pi)[1]


def _mana_sources(g, pi: int):
    """(whether every amount was a fixed one, the sources)."""
    out = []
    fixed = True
    for o in g._chars.controlled(pi):
        if o.tapped:
            continue
        ch = g.chars(o)
        for ab in _tap_mana_abilities(ch.abilities):
            if "creature" in ch.types and not can_tap(g, o):
                continue
            m = ab.effect
            if m.any_color:
                prod = ("W", "U", "B", "R", "G")
            elif m.chosen_color:  # "({R} or) one mana of the chosen color"
                prod = tuple(m.choice) + chosen_color(Ctx(g, pi, o))
            elif m.choice:
                prod = tuple(m.choice)
            else:
                prod = tuple(m.symbols)
            if not prod:
                continue  # no symbol the planner can name ("mana of any type that a land could produce")
            amount = evaluate_amount(m.times, Ctx(g, pi, o)) if m.times != 1 else 1
            if m.any_color:
                amount *= evaluate_amount(m.any_color, Ctx(g, pi, o))  # "two mana / X mana of any one color"
            if m.chosen_color:
                amount *= evaluate_amount(m.chosen_color, Ctx(g, pi, o))
            fixed = fixed and m.times == 1 and (not m.any_color or isinstance(m.any_color, int)) \
                and isinstance(m.chosen_color, int)
            # each of its mana abilities is an alternative (the plan taps an object once): "{T}: Add {C}"
            # and "{T}: Add one mana of any color. Spend this mana only to cast a creature spell"
            out.append((o, prod, bool(m.choice or m.any_color), max(amount, 0), m.spend_only))
    # a payment taps lands before creatures (which may attack or block), and a land's own mana ability
    # (its basic land type's) before a printed one: the order the controller's choice defaults to
    out.sort(key=lambda s: ("creature" in g.chars(s[0]).types, not _intrinsic(s[0], g)))
    return fixed, out


def _intrinsic(o, g) -> bool:
    return any(tuple(type(c) for c in ab.cost) == (n.TapCost,) for ab in _tap_mana_abilities(g.chars(o).abilities))


_TAP_MANA: dict = {}


def _tap_mana_abilities(abilities) -> list:
    """The abilities of the list that are plain "{T}: Add …" mana abilities, kept per list (the
    entry holds the abilities, so their ids stay theirs while it is kept)."""
    key = tuple(map(id, abilities))
    hit = _TAP_MANA.get(key)
    if hit is None:
        found = [ab for ab in abilities if isinstance(ab, n.Activated) and isinstance(ab.effect, n.AddMana)
                 and not ab.targets and not ab.restrictions and _tap_only(ab.cost)]
        # one that makes mana without a restriction first: a source pays with it (CR 106.6)
        found.sort(key=lambda ab: ab.effect.spend_only is not None)
        if len(_TAP_MANA) > 50_000:
            _TAP_MANA.clear()
        hit = _TAP_MANA[key] = (tuple(abilities), found)
    return hit[1]


def _tap_only(cost) -> bool:
    """A cost that is {T} alone: a land's intrinsic ability's TapCost, or a compiled "{T}:" (the
    mana-cost symbol T)."""
    return tuple(type(c) for c in cost) == (n.TapCost,) or (
        len(cost) == 1 and isinstance(cost[0], n.ManaCost) and tuple(cost[0].symbols) == ("T",))


def symbols_now(symbols, ctx) -> tuple:
    """Mana symbols with the computed ones made numbers: "{X}, where X is its mana value" is an
    amount of generic mana, worked out as the cost is paid."""
    return tuple(s if isinstance(s, str) else str(max(evaluate_amount(s, ctx), 0)) for s in symbols)


def mana_plan(g, pi: int, symbols, x: int = 0, sources=None, spending: Spending | None = None):
    """Which pool mana and which sources pay `symbols`; None if they can't (no change made).
    `sources`: mana_sources(g, pi) of the same state, when the caller asks about several costs.
    `spending`: what the mana pays for (a spell, an ability): mana with a restriction is spent
    first where it allows, never elsewhere (CR 106.6); None: a payment no restriction allows."""
    p = g.players[pi]
    # (symbol, its restriction or None): restricted mana that may pay this first, as it can pay less
    usable = [(m.symbol, m) for m in p.restricted if may_spend(g, m, spending)] if p.restricted else []
    kept = [m for m in p.restricted if not any(m is t for _, t in usable)] if usable else list(p.restricted)
    pool = usable + [(s, None) for s in p.pool]
    need_colored = [s for s in symbols if not s.isdigit() and s not in ("X", "C")]
    generic = sum(int(s) for s in symbols if s.isdigit()) + x * symbols.count("X")
    need_c = symbols.count("C")
    if sources is None:
        sources = mana_sources(g, pi)
    taps = []
    produced: list = []
    spent: list[str] = []  # the mana this plan spends (CR 106.12a: "mana spent to cast")

    def allowed(s) -> bool:  # a source whose mana has a restriction pays only where it allows
        return s[4] is None or may_spend(g, RestrictedMana("C", s[4], pi, s[0]), spending)

    def tapped(s, sym=None) -> None:
        o, prod, choice, amount, only = s
        taps.append(o)
        tag = None if only is None else RestrictedMana("C", only, pi, o)
        made = [(sym or prod[0], tag if tag is None else attrs.evolve(tag, symbol=sym or prod[0]))] * amount
        produced.extend(made)  # what is left of it goes to the pool

    def take(sym) -> bool:
        for held in (pool, produced):
            for i, (s, _) in enumerate(held):
                if s == sym:
                    del held[i]
                    spent.append(sym)
                    return True
        # a source that makes only this color first, then flexible ones
        for strict in (True, False):
            for s in sources:
                o, prod, choice, amount = s[:4]
                if o in taps or sym not in prod or (strict and choice) or not allowed(s) or amount <= 0:
                    continue
                tapped(s, sym)
                return take(sym)
        return False

    for sym in need_colored:
        if "/" in sym:
            if not any(take(p) for p in sym.split("/") if p in "WUBRG"):
                return None
        elif not take(sym):
            return None
    for _ in range(need_c):
        if not take("C"):
            return None
    for _ in range(generic):
        if pool:
            spent.append(pool.pop(0)[0])
        elif produced:
            spent.append(produced.pop(0)[0])
        else:
            free = [s for s in sources if s[0] not in taps and allowed(s) and s[3] > 0]  # (one making no mana: none)
            if not free:
                return None
            tapped(free[0])
            spent.append(produced.pop(0)[0])
    left = pool + produced
    return {"pool_after": [s for s, t in left if t is None], "taps": taps, "spent": spent,
            "pool_kept": [s for s, t in pool if t is None],  # what was in the pool and is left
            "restricted_after": kept + [attrs.evolve(t, symbol=s) for s, t in left if t is not None]}


def pay_mana(g, pi: int, plan):
    for o in plan["taps"]:
        g.tap(o, for_mana=True)
        g.emit("tapped_for_mana", player=g.players[pi].name, player_idx=pi, obj=o.label(), obj_ref=o.id)
    p = g.players[pi]
    p.pool = list(plan["pool_after"])
    p.restricted = list(plan["restricted_after"])
    for sym, k in list(p.lasting_mana.items()):  # mana that lasts longer is spent last (firebending)
        p.lasting_mana[sym] = min(k, plan["pool_kept"].count(sym))


LETTER = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def chosen_color(ctx) -> tuple:
    """The mana symbol of the color chosen for the ability's source as it entered (ChooseAsEnters),
    or none."""
    color = ctx.source.chosen.get("color") if ctx.source is not None else None
    return (LETTER[color],) if color in LETTER else ()
