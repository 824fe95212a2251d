"""Playability bench: every ok card of a compiled corpus played once on a board that offers legal
targets: a land is played, anything else cast (X = 2) and resolved, each of its activated
abilities activated where legal and resolved, then two more turns are played. Each card ends
clean, Unsupported (the runtime refuses a part by name), crash (any other exception) or loop
(more actions or events than a game can need).

    oraclec compile ../corpus/cards.jsonl -o all.jsonl
    python bench/playability_bench.py all.jsonl [--lang en] [--limit N] [--every N] [-j 2] [--show 20] [--json out.json]

Prints the counts and the most frequent reasons; not a test."""
from __future__ import annotations

import argparse
import collections
import json
import sys
import time
from multiprocessing import Pool

from oraclec.compiler.ir import nodes as n
from oraclec.runtime import turns
from oraclec.runtime.agents import DefaultAgent
from oraclec.runtime.cards import CardDef, basic_land, with_other_face
from oraclec.runtime.errors import GameOver, IllegalAction, Unsupported
from oraclec.runtime.game import Game
from oraclec.runtime.stack.casting import activate, activated_abilities, cast, play_land

ACTIONS = 400  # priority passes and actions one card's run may take
EVENTS = 20000  # events one card's run may log

BEAR = CardDef("Bear", n.CardIR((), ("creature",), ("Bear",), (), 2, 2), ("green",))
GIANT = CardDef("Giant", n.CardIR((n.KeywordAbility("flying"),), ("creature",), ("Giant",), (), 4, 4), ("red",))
RELIC = CardDef("Relic", n.CardIR((), ("artifact",)))
CHARM = CardDef("Charm", n.CardIR((), ("enchantment",)))
WALKER = CardDef("Walker", n.CardIR((), ("planeswalker",), ("Test",), (), None, None, 4))
BOLT = CardDef("Bolt", n.CardIR((n.SpellAbility(n.DealDamage(n.Self_(), 3, n.TargetRef(0)), (n.Target(n.AnyTarget()),)),),
                                ("instant",), mana_cost=("R",)))
BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


class Loop(Exception):
    pass


class BenchAgent(DefaultAgent):
    """The default decisions, with X = 2 and a budget that stops a runaway game."""

    def choose_x(self, g, pi, obj) -> int:
        return 2


def _put(g, card, pi, zone):
    obj = g.create(card, pi, "limbo")
    obj.zone = zone
    if zone == "battlefield":
        obj.controller = pi
        g.battlefield.append(obj.id)
    else:
        getattr(g.players[pi], zone).append(obj.id)
    return obj


def board() -> Game:
    """Two players with creatures, an artifact, an enchantment and lands of every basic type on the
    battlefield, cards in hand, graveyard and library: most targets a card can ask for exist."""
    g = Game(seed=1, agents=[BenchAgent(), BenchAgent()])
    for pi in (0, 1):
        for card in (BEAR, BEAR, GIANT, RELIC, CHARM, WALKER):
            obj = _put(g, card, pi, "battlefield")
            if card is WALKER:
                obj.counters["loyalty"] = 4
        for name in BASICS * (3 if pi == 0 else 1):
            _put(g, basic_land(name), pi, "battlefield")
        for card in (BEAR, BOLT, basic_land("Forest")):
            _put(g, card, pi, "hand")
        for card in (BEAR, BOLT, RELIC):
            _put(g, card, pi, "graveyard")
        for i in range(30):
            _put(g, (basic_land(BASICS[i % 5]) if i % 3 else BEAR), pi, "library")
    turns.start(g, 0, "main1", 2)
    g.changed()
    return g


def _settle(g, start_events: int, budget: list):
    """Everyone passes until the stack is empty."""
    while g.stack:
        _tick(g, start_events, budget)
        turns.pass_priority(g, g.priority)


def _tick(g, start_events, budget):
    budget[0] -= 1
    if budget[0] < 0 or len(g.log) - start_events > EVENTS:
        raise Loop(f"more than {ACTIONS} actions or {EVENTS} events")
    if g.priority is None:
        raise RuntimeError("nobody has priority")


def _opponent_casts_a_spell(g):
    """P1 passes, P2 casts a Bolt at P1, and P1 has priority again with it on the stack."""
    turns.pass_priority(g, 0)
    bolt = next(g.objects[i] for i in g.players[1].hand if g.objects[i].card is BOLT)
    cast(g, 1, bolt, [[g.players[0]]])
    turns.after_action(g, 1)
    turns.pass_priority(g, 1)


def play_card(card: CardDef) -> tuple[str, str]:
    """Play one card on a fresh board: (outcome, reason)."""
    g = board()
    budget = [ACTIONS]
    start = len(g.log)
    try:
        obj = _put(g, card, 0, "hand")
        try:
            if "land" in card.types:
                play_land(g, 0, obj)
            else:
                try:
                    cast(g, 0, obj)
                except IllegalAction as e:
                    if "target" not in e.reason or "instant" not in card.types and not any(
                            getattr(a, "keyword", "") == "flash" for a in card.abilities):
                        raise
                    _opponent_casts_a_spell(g)  # a target for "counter target spell"
                    cast(g, 0, obj)
            turns.after_action(g, 0)
        except IllegalAction as e:
            return "clean", f"not castable here: {e.reason}"
        _settle(g, start, budget)
        if obj.zone == "battlefield":
            for i in range(len(activated_abilities(g, obj))):
                if obj.zone != "battlefield" or i >= len(activated_abilities(g, obj)):
                    break
                try:
                    activate(g, 0, obj, i)
                    turns.after_action(g, 0)
                except IllegalAction:
                    continue
                _settle(g, start, budget)
        end = g.turn + 2
        while g.turn < end:
            _tick(g, start, budget)
            turns.pass_priority(g, g.priority)
        return "clean", ""
    except GameOver:
        return "clean", "the game ended"
    except Unsupported as e:
        return "unsupported", _reason(str(e))
    except Loop as e:
        return "loop", str(e)
    except RecursionError:
        return "loop", "recursion"
    except Exception as e:  # a bug of the runtime: what and where
        tb = e.__traceback__
        while tb.tb_next is not None:
            tb = tb.tb_next
        where = f"{tb.tb_frame.f_code.co_filename.rpartition('/')[2]}:{tb.tb_lineno}"
        return "crash", f"{type(e).__name__}: {e} ({where})"[:200]


def _reason(msg: str) -> str:
    """The part named, without the card's name."""
    return msg.split("this runtime does not play ", 1)[-1] if "cannot " in msg else msg


def _run(item):
    name, ir_json, other = item
    t0 = time.perf_counter()
    try:
        card = CardDef.from_json(name, ir_json)
        if other is not None:  # a card with two faces: linked as the runtime's library links them
            other_name, other_ir, layout = other
            back = CardDef.from_json(other_name, other_ir) if other_ir else None
            card = with_other_face(card, back, layout)
    except Exception as e:
        return name, "crash", f"unreadable IR: {type(e).__name__}", 0.0
    outcome, reason = play_card(card)
    return name, outcome, reason, time.perf_counter() - t0


def load(path: str, lang: str, limit: int | None, every: int = 1):
    out = []
    seen = 0
    irs = {}  # every face's IR, for the other face of a card with two
    with open(path, encoding="utf-8") as f:
        for line in f:
            d = json.loads(line)
            if d.get("lang") != lang:
                continue
            irs[d["name"]] = d.get("ir")
            if d.get("status") == "ok" and d.get("ir"):
                seen += 1
                if (seen - 1) % every or (limit and len(out) >= limit):
                    continue
                other = d.get("other_face")
                out.append((d["name"], d["ir"], (other, None, d.get("layout")) if other else None))
    return [(name, ir_json, other and (other[0], irs.get(other[0]), other[2])) for name, ir_json, other in out]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("defs", help="oraclec compile output")
    ap.add_argument("--lang", default="en")
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--every", type=int, default=1, help="play every Nth ok face only (a sample)")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--show", type=int, default=15)
    ap.add_argument("--json", help="write every card's outcome here")
    args = ap.parse_args(argv)
    items = load(args.defs, args.lang, args.limit, args.every)
    t0 = time.perf_counter()
    if args.jobs > 1:
        with Pool(args.jobs) as pool:
            results = pool.map(_run, items, chunksize=50)
    else:
        results = [_run(i) for i in items]
    wall = time.perf_counter() - t0
    counts = collections.Counter(r[1] for r in results)
    total = len(results)
    print(f"{total} ok {args.lang} faces played in {wall:.0f} s")
    for k in ("clean", "unsupported", "crash", "loop"):
        print(f"  {k:<12} {counts[k]:>6}  {100 * counts[k] / max(total, 1):5.1f} %")
    for k in ("unsupported", "crash", "loop"):
        reasons = collections.Counter(r[2] for r in results if r[1] == k)
        if reasons:
            print(f"\n{k}, most frequent:")
            for reason, c in reasons.most_common(args.show):
                ex = next(r[0] for r in results if r[1] == k and r[2] == reason)
                print(f"  {c:>5}  {reason}  (e.g. {ex})")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump([{"name": r[0], "outcome": r[1], "reason": r[2]} for r in results], f, indent=0)
    return 0


if __name__ == "__main__":
    sys.exit(main())
