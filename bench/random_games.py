"""Seeded random games over decks drawn from a compiled database's playable faces: each game runs
to its end, and every uncaught exception or broken invariant is counted with the seed that
replays it.

    oraclec compile ../corpus/cards.jsonl -o all.jsonl
    python bench/random_games.py all.jsonl [--costs printed.jsonl] [--games 1000] [--seed 1] [-j 2] [--show 20]

Without a database the embedded cards are dealt. Prints the counts and the most frequent failures
(exception, place, first seed); not a test. Exits 1 when a game failed."""
from __future__ import annotations

import argparse
import collections
import sys
import time
import traceback
from multiprocessing import Pool

from oraclec.runtime.randomgame import database_pool, play_game

_POOL: dict = {}


def _init(defs, lang, costs):
    if defs:
        _POOL["lib"], _POOL["names"] = database_pool(defs, lang, costs)
    _POOL["lang"] = lang


def play_one(seed: int) -> tuple[int, str, str, int, int]:
    """(seed, outcome, failure, turns, resolutions): outcome "ok" or the exception's class."""
    try:
        r = play_game(seed, _POOL.get("lang", "en"), names=_POOL.get("names"), lib=_POOL.get("lib"))
        return seed, "ok", "", r.turns, r.resolutions
    except Exception as e:  # what and where: the bench's whole point
        frames = traceback.extract_tb(e.__traceback__)
        where = f"{frames[-1].filename.rpartition('/')[2]}:{frames[-1].lineno}" if frames else "?"
        return seed, type(e).__name__, f"{type(e).__name__}: {str(e)[:120]} ({where})", 0, 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("defs", nargs="?", help="oraclec compile output (default: the embedded cards)")
    ap.add_argument("--costs", help="card records whose mana_cost fills in the database's missing costs")
    ap.add_argument("--lang", default="en")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--show", type=int, default=20)
    args = ap.parse_args(argv)
    seeds = range(args.seed, args.seed + args.games)
    t0 = time.perf_counter()
    results = []

    def progress(r):  # on stderr as games end: a long run shows what it found so far
        results.append(r)
        if r[1] != "ok":
            print(f"seed {r[0]}: {r[2]}", file=sys.stderr, flush=True)
        if len(results) % 50 == 0:
            print(f"{len(results)} games", file=sys.stderr, flush=True)

    if args.jobs > 1:
        with Pool(args.jobs, _init, (args.defs, args.lang, args.costs)) as pool:
            for r in pool.imap_unordered(play_one, seeds, chunksize=5):
                progress(r)
    else:
        _init(args.defs, args.lang, args.costs)
        for s in seeds:
            progress(play_one(s))
    wall = time.perf_counter() - t0
    bad = [r for r in results if r[1] != "ok"]
    print(f"{len(results)} games (seeds {args.seed}..{args.seed + args.games - 1}) in {wall:.0f} s: "
          f"{len(results) - len(bad)} ok, {len(bad)} failed; "
          f"{sum(r[4] for r in results)} stack resolutions")
    failures = collections.Counter(r[2] for r in bad)
    for failure, c in failures.most_common(args.show):
        seed = min(r[0] for r in bad if r[2] == failure)
        print(f"  {c:>4}  {failure}  (seed {seed})")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
