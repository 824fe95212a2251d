"""Runtime benchmark: random games per second and stack resolutions per second, on one core.

    python bench/runtime_bench.py [--games 100] [--seed 1]

Prints a table; not a test. Card compilation is done before the clock starts (every card of the
pool), and the invariant check randomgame.py makes after every action is left out of the timed
games (--check puts it back): tests/test_random_games.py and bench/runtime_logs.py keep it.

Each rate is printed beside its floor, measured in the same run, and the ratio between them. The
floor is the cost of the same games' event logs with no rules work: every event the games logged,
made again the way Game.emit makes one (from its keyword data) and appended to a log. A runtime
that logs these events cannot play these games faster than that."""
from __future__ import annotations

import argparse
import time

from oraclec.runtime.library import playable_card_names
from oraclec.runtime.randomgame import _library, play_game
from oraclec.runtime.state import Event


def _emit(log: list, kind: str, **data):
    log.append(Event(kind, tuple(data.items())))  # (Game.emit without the triggers it asks)


def log_floor(logs) -> float:
    """CPU seconds to log the games' events again with no rules work (the median of 3 runs)."""
    calls = [[(e.kind, dict(e.data)) for e in log] for log in logs]
    runs = []
    for _ in range(3):
        cpu0 = time.process_time()
        for game in calls:
            out: list = []
            for kind, data in game:
                _emit(out, kind, **data)
        runs.append(time.process_time() - cpu0)
    return sorted(runs)[1]


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
    logs = []
    for s in range(args.seed, args.seed + args.games):
        r = play_game(s, names=names, check=args.check, keep_log=True)  # (the log is kept anyway)
        games += 1
        turns += r.turns
        actions += r.actions
        resolutions += r.resolutions
        logs.append(r.log)
    wall = time.perf_counter() - t0
    cpu = time.process_time() - cpu0
    floor = log_floor(logs)
    events = sum(len(log) for log in logs)
    rows = [
        ("games", f"{games}", "", ""),
        ("cards in the pool", f"{len(names)}", "", ""),
        ("turns per game", f"{turns / games:.1f}", "", ""),
        ("actions per game", f"{actions / games:.0f}", "", ""),
        ("events per game", f"{events / games:.0f}", "", ""),
        ("wall time (s)", f"{wall:.2f}", "", ""),
        ("CPU time, one core (s)", f"{cpu:.2f}", f"{floor:.3f}", f"{cpu / floor:.0f}x"),
        ("random games / s", f"{games / cpu:.2f}", f"{games / floor:.0f}", f"{cpu / floor:.0f}x"),
        ("stack resolutions / s", f"{resolutions / cpu:.0f}", f"{resolutions / floor:.0f}", f"{cpu / floor:.0f}x"),
        ("actions / s", f"{actions / cpu:.0f}", f"{actions / floor:.0f}", f"{cpu / floor:.0f}x"),
    ]
    w = max(len(r[0]) for r in rows)
    print(f"{'':<{w}}  {'measured':>10}  {'floor':>10}  {'ratio':>6}")
    for k, v, f, x in rows:
        print(f"{k:<{w}}  {v:>10}  {f:>10}  {x:>6}")
    print("floor: the same games' events logged again with no rules work (Game.emit's own cost, CPU)")

if __name__ == "__main__":
    main()
