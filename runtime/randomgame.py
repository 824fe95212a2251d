"""Seeded random games between two random agents, with invariants checked after every action:
each object in exactly one zone, no negative counters or damage, the stack empty when a step
ends, an illegal action leaves the game unchanged, and a game ends within a budget of actions
and events (a runaway loop is an error, not a long game).

Decks are drawn from the embedded cards (the default) or from any compiled database
(`database_pool`: `oraclec compile` output, its playable faces)."""
from __future__ import annotations

import random

import attrs

from oraclec.compiler.ir import nodes as n

from . import turns
from .agents import RandomAgent
from .errors import GameOver, IllegalAction
from .identity_memo import by_identity
from .game import Game
from .keywords.flash import instant_speed
from .cards import missing_other_face
from .library import BASICS, CardLibrary, playable_card_names
from .stack.casting import activate, activated_abilities, cast, is_mana_ability, play_land, sorcery_timing
from .stack.mana import kept_mana_sources, mana_plan
from .stack.spend_only import Spending
from .state import ZONES
from .triggers import functions_in

COLOR_LAND = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


ACTIONS = 20000  # actions and priority passes one game may take
EVENTS = 200000  # events one game may log


class InvariantError(AssertionError):
    pass


@attrs.define
class GameResult:
    seed: int
    winner: int | None
    turns: int
    actions: int
    resolutions: int
    played: frozenset = frozenset()  # names of the cards cast or played
    log: tuple = ()  # the game's events, when asked for (keep_log)


def build_deck(lib: CardLibrary, names: list[str], rng: random.Random, size: int = 40) -> list[str]:
    spells = [rng.choice(names) for _ in range(size * 3 // 5)]
    colors = []
    for s in spells:
        for sym in lib.get(s).mana_cost:
            for part in sym.split("/"):
                if part in COLOR_LAND:
                    colors.append(part)
    lands = [COLOR_LAND[rng.choice(colors)] if colors else rng.choice(BASICS) for _ in range(size - len(spells))]
    deck = spells + lands
    rng.shuffle(deck)
    return deck


def check_invariants(g: Game):
    seen: dict[int, str] = {}
    for p in g.players:
        for zone in ZONES:
            if zone in ("battlefield", "stack"):
                continue
            for oid in getattr(p, zone):
                if oid in seen:
                    raise InvariantError(f"object {oid} in {seen[oid]} and {zone}")
                seen[oid] = zone
                if g.objects[oid].zone != zone:
                    raise InvariantError(f"object {oid} listed in {zone} but says {g.objects[oid].zone}")
    for oid in g.battlefield:
        if oid in seen:
            raise InvariantError(f"object {oid} on the battlefield and in {seen[oid]}")
        seen[oid] = "battlefield"
        if g.objects[oid].zone != "battlefield":
            raise InvariantError(f"object {oid} on the battlefield list but says {g.objects[oid].zone}")
    for item in g.stack:
        if item.is_spell and not item.copy:
            oid = item.source.id
            if oid in seen:
                raise InvariantError(f"spell {oid} on the stack and in {seen[oid]}")
            seen[oid] = "stack"
    for o in g.objects.values():
        if o.zone in ZONES and o.id not in seen:
            raise InvariantError(f"object {o.label()} says {o.zone} but is in no zone list")
        if o.damage < 0 or any(v < 0 for v in o.counters.values()):
            raise InvariantError(f"negative damage or counters on {o.label()}")


def fingerprint(g: Game):
    return (g.version, len(g.log), len(g.stack), tuple(p.life for p in g.players),
            tuple(len(getattr(p, z)) for p in g.players for z in ("hand", "graveyard", "library")),
            len(g.battlefield))


def legal_actions(g: Game, pi: int) -> list:
    """Actions worth trying: pass, a land drop, spells whose timing and mana fit, and non-mana
    abilities whose mana fits. Each is still fully checked when taken. Nothing changes while they
    are listed: the mana sources are found once and each distinct cost is planned once (a cost
    that needs more mana than the pool and the sources together make is not planned at all)."""
    actions = [("pass",)]
    p = g.players[pi]
    sources = plans = None
    available = -1  # mana the pool and the sources make, -1: not known yet (or a source makes none)

    restricted = None  # whether mana with a restriction is in the pool or a source makes it (CR 106.6)

    def payable(symbols, spending=None) -> bool:
        nonlocal sources, available, plans, restricted
        if plans is None:
            sources = kept_mana_sources(g, pi)
            plans = _plans_for(g, pi, sources, tuple(p.pool))
            restricted = bool(p.restricted) or any(s[4] is not None for s in sources)
            if all(s[3] > 0 for s in sources):
                available = len(p.pool) + len(p.restricted) + sum(s[3] for s in sources)
        if restricted and spending is not None:  # what it may pay depends on what is paid for
            return not 0 <= available < _units(symbols) and \
                mana_plan(g, pi, symbols, sources=sources, spending=spending) is not None
        hit = plans.get(symbols)
        if hit is None:
            if 0 <= available < _units(symbols):
                hit = plans[symbols] = False
            else:
                hit = plans[symbols] = mana_plan(g, pi, symbols, sources=sources) is not None
        return hit

    timing = land_ok = None
    objects = g.objects
    for o, land, instant, cost in _hand_facts(g, p):
        if land:
            if land_ok is None:
                land_ok = p.lands_played < turns.land_plays(g, pi) and sorcery_timing(g, pi)
            if land_ok:
                actions.append(("land", o))
            continue
        if instant or (timing if timing is not None else (timing := sorcery_timing(g, pi))):
            if payable(cost, Spending("spell", o, "hand")):
                actions.append(("cast", o))
    for oid in p.graveyard:  # "You may cast ~ from your graveyard" (stack/permissions.py checks it)
        o = objects[oid]
        if _graveyard_facts(o.card)[0] and (instant_speed(o.card) or sorcery_timing(g, pi)):
            actions.append(("cast", o))
    # the permanents' abilities (what they are depends on the characteristics alone), then those
    # of cards that function in a graveyard (CR 113.6m)
    mine = g._chars.kept(("ability costs", pi), lambda: [
        (o, costs) for o in g._chars.controlled(pi) if (costs := _ability_costs(g, o))])
    mine = mine + [(o, _ability_costs(g, o)) for o in (objects[oid] for oid in p.graveyard)
                   if _graveyard_facts(o.card)[1]]
    for o, costs in mine:
        for i, mana in costs:
            if not mana or payable(mana, Spending("ability", o)):
                actions.append(("activate", o, i))
    return actions


def _plans_for(g, pi: int, sources, pool: tuple) -> dict:
    """Whether each cost can be paid (symbols -> bool), kept while player `pi` has the same kept
    mana sources (the same list object) and the same mana in the pool: mana_plan reads nothing else."""
    memo = g.__dict__.setdefault("_payable", {})
    hit = memo.get(pi)
    if hit is None or hit[0] is not sources or hit[1] != pool:
        hit = memo[pi] = (sources, pool, {})
    return hit[2]


def _hand_facts(g, p) -> list:
    """(object, a land, castable at instant speed, its mana cost) of each card in the player's
    hand, kept while the hand holds the same objects in the same order (an object's card never
    changes)."""
    memo = g.__dict__.setdefault("_hand_facts", {})
    key = tuple(p.hand)
    hit = memo.get(p.index)
    if hit is None or hit[0] != key:
        objects = g.objects
        hit = memo[p.index] = (key, [(o, *_card_facts(o.card)) for o in map(objects.__getitem__, key)])
    return hit[1]


_UNITS: dict = {}


def _units(symbols) -> int:
    """How many mana a cost takes at the least (each symbol one, a number that many; X as 0), as
    mana_plan counts them."""
    hit = _UNITS.get(symbols)
    if hit is None:
        hit = sum(int(s) if s.isdigit() else 0 if s == "X" else 1 for s in symbols)
        if len(_UNITS) > 50_000:
            _UNITS.clear()
        _UNITS[symbols] = hit
    return hit


@by_identity(limit=50_000)
def _card_facts(card) -> tuple:
    """(a land, castable at instant speed, its mana cost) of a card definition, kept per card."""
    return ("land" in card.types, instant_speed(card), card.mana_cost)


@by_identity(limit=50_000)
def _graveyard_facts(card) -> tuple:
    """(it may be cast from a graveyard, it has an activated ability that works there), per card."""
    return (any(isinstance(a, n.Static) and isinstance(a.effect, n.MayCast) and a.effect.zone == "graveyard"
                for a in card.abilities),
            any(isinstance(a, n.Activated) and "graveyard" in functions_in(a) for a in card.abilities))


_COSTS: dict = {}
_COSTS_BY_LIST: dict = {}


def _ability_costs(g: Game, o) -> list:
    """(index, mana symbols) of the object's non-mana activated abilities, kept per zone and list
    of abilities (the entry holds the abilities, so their ids stay theirs while it is kept)."""
    abilities = g.chars(o).abilities
    hit = _COSTS_BY_LIST.get(id(abilities))
    if hit is not None and hit[0] is abilities and hit[1] == o.zone:
        return hit[2]
    key = (o.zone, *map(id, abilities))
    hit = _COSTS.get(key)
    if hit is not None:
        out = hit[1]
    else:
        out = []
        for i, ab in enumerate(activated_abilities(g, o)):
            if is_mana_ability(ab):
                continue
            out.append((i, tuple(s for c in ab.cost if isinstance(c, n.ManaCost) for s in c.symbols
                                 if isinstance(s, str) and s not in ("T", "E"))))
        if len(_COSTS) > 50_000:
            _COSTS.clear()
        _COSTS[key] = (tuple(abilities), out)
    if len(_COSTS_BY_LIST) > 50_000:
        _COSTS_BY_LIST.clear()
    _COSTS_BY_LIST[id(abilities)] = (abilities, o.zone, out)
    return out


_LIBS: dict[str, CardLibrary] = {}


def _library(lang: str) -> CardLibrary:
    """One compiled library per language and process: games share card definitions."""
    if lang not in _LIBS:
        _LIBS[lang] = CardLibrary(lang)
    return _LIBS[lang]


def database_pool(path: str, lang: str = "en", costs: str | None = None) -> tuple[CardLibrary, tuple[str, ...]]:
    """The faces of a compiled database (`oraclec compile` output) that compiled ok in `lang`
    and hold nothing the runtime does not play, sorted by name so that a seed draws the same
    decks. A database compiled from records without mana costs plays its cards for free unless
    `costs` names card records (any format `oraclec compile` reads) whose `mana_cost` fills them in."""
    from oraclec.compiler.normalize.symbols import split_cost
    from oraclec.compiler.sources import read_records

    from .playable import card_missing

    lib = CardLibrary(lang)
    lib.records = {}
    lib.load_defs(path)
    if costs:
        found: dict[str, str] = {}
        with open(costs, encoding="utf-8") as f:
            for rec in read_records(f, costs):
                if getattr(rec, "mana_cost", None) and rec.name_en not in found:
                    found[rec.name_en] = rec.mana_cost
        for name, d in list(lib.defs.items()):
            if not d.card.mana_cost and name in found:
                lib.defs[name] = attrs.evolve(d, card=attrs.evolve(d.card, mana_cost=split_cost(found[name])))
    names = tuple(sorted(name for name, d in list(lib.defs.items())
                         if lib.status.get(name) == "ok" and name not in BASICS and not card_missing(d.card)
                         and not missing_other_face(lib.get(name))))
    return lib, names


def play_game(seed: int, lang: str = "en", max_turns: int = 25, names: tuple | None = None,
              lib: CardLibrary | None = None, check: bool = True, keep_log: bool = False) -> GameResult:
    """One seeded game; decks drawn from `names` (default: the embedded playable cards) of `lib`.
    `check=False` leaves out the invariant check after every action (the benchmark times the
    runtime, not the check); the game played is the same either way."""
    rng = random.Random(seed)
    lib = lib or _library(lang)
    names = list(names or playable_card_names(lang))
    g = Game(seed=seed, agents=[RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)])
    g.skip_first_draw = True
    for pi in (0, 1):
        for name in build_deck(lib, names, rng):
            g.create(lib.get(name), pi, "library")
        for _ in range(7):
            g.draw(g.players[pi])
    g.log.clear()
    actions = resolutions = 0
    try:
        turns.start(g, 0, "untap", 1)
        while not g.over and g.turn <= max_turns:
            pi = g.priority
            if pi is None:
                raise InvariantError("nobody has priority")
            choices = legal_actions(g, pi)
            act = g.agents[pi].act(g, pi, choices)
            actions += 1
            if actions > ACTIONS or len(g.log) > EVENTS:
                raise InvariantError(f"runaway: {actions} actions, {len(g.log)} events by turn {g.turn}")
            if act[0] != "pass":
                before = fingerprint(g)
                try:
                    if act[0] == "land":
                        play_land(g, pi, act[1])
                    elif act[0] == "cast":
                        cast(g, pi, act[1], from_zone=act[1].zone)
                    else:
                        activate(g, pi, act[1], act[2])
                    turns.after_action(g, pi)
                    if check:
                        check_invariants(g)
                    continue
                except IllegalAction:
                    if fingerprint(g) != before:
                        raise InvariantError(f"an illegal {act[0]} changed the game")
            depth = len(g.stack)
            turns.pass_priority(g, pi)
            if len(g.stack) < depth:
                resolutions += 1
            if check:
                check_invariants(g)
    except GameOver:
        pass
    played = frozenset(e.get("spell", e.get("card", "")).split("#")[0] for e in g.log if e.kind in ("cast", "play_land"))
    return GameResult(seed, g.winner, g.turn, actions, resolutions, played, tuple(g.log) if keep_log else ())


def played_card_names(lang: str = "en") -> tuple[str, ...]:
    return playable_card_names(lang)
