"""Runtime benchmark: random games per second and stack resolutions per second, on one core.

    python bench/runtime_bench.py [--games 100] [--seed 1]

Prints a table; not a test. Card compilation is done before the clock starts (every card of the
pool), and the invariant check randomgame.py makes after every action is left out of the timed
games (--check puts it back): tests/test_random_games.py and bench/runtime_logs.py keep it."""
from __future__ import annotations

import argparse
import time

from oraclec.runtime.library import playable_card_names
from oraclec.runtime.randomgame import _library, play_game


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--check", action="store_true", help="check the invariants after every action")
    args = ap.parse_args()
    names = playable_card_names("en")  # (what random games are dealt: a card the runtime refuses is never played)
    lib = _library("en")
    for name in names:  # warm: compile every card once
        lib.get(name)
    play_game(args.seed - 1, names=names)
    t0 = time.perf_counter()
    cpu0 = time.process_time()
    games = turns = actions = resolutions = 0
    for s in range(args.seed, args.seed + args.games):
        r = play_game(s, names=names, check=args.check)
        games += 1
        turns += r.turns
        actions += r.actions
        resolutions += r.resolutions
    wall = time.perf_counter() - t0
    cpu = time.process_time() - cpu0
    rows = [
        ("games", f"{games}"),
        ("cards in the pool", f"{len(names)}"),
        ("turns per game", f"{turns / games:.1f}"),
        ("actions per game", f"{actions / games:.0f}"),
        ("wall time (s)", f"{wall:.2f}"),
        ("CPU time, one core (s)", f"{cpu:.2f}"),
        ("random games / s", f"{games / cpu:.2f}"),
        ("stack resolutions / s", f"{resolutions / cpu:.0f}"),
        ("actions / s", f"{actions / cpu:.0f}"),
    ]
    w = max(len(k) for k, _ in rows)
    for k, v in rows:
        print(f"{k:<{w}}  {v:>10}")


if __name__ == "__main__":
    main()
