"""Runtime benchmark: random games per second and stack resolutions per second, on one core.

    python bench/runtime_bench.py [--games 100] [--seed 1]

Prints a table; not a test. Card compilation is done before the clock starts."""
from __future__ import annotations

import argparse
import time

from oraclec.runtime.library import ok_card_names
from oraclec.runtime.randomgame import play_game


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    names = ok_card_names("en")
    play_game(args.seed - 1, names=names)  # warm: compile every card once
    t0 = time.perf_counter()
    cpu0 = time.process_time()
    games = turns = actions = resolutions = 0
    for s in range(args.seed, args.seed + args.games):
        r = play_game(s, names=names)
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
