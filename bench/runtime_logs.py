"""Event logs of every scenario (both languages) and of seeded random games, written to one file,
so that a change meant to make the runtime faster can be shown to play exactly the same games:

    python bench/runtime_logs.py -o before.txt            # on the old code
    python bench/runtime_logs.py --against before.txt     # on the new code: first difference, exit 1

Each event is written with its kind and all its data (hidden references included), not only the
rendered line. Not a test (a few minutes); tests/test_runtime_cache.py holds the quick checks."""
from __future__ import annotations

import argparse
import hashlib
import sys
from importlib import resources

from oraclec.runtime.library import ok_card_names, playable_card_names
from oraclec.runtime.randomgame import play_game
from oraclec.runtime.scenario import run_file


def _events(log) -> list[str]:
    return [f"{e.kind} {e.data!r}" for e in log]


def scenario_lines():
    paths = sorted(p for p in resources.files("oraclec.corpus").joinpath("scenarios").iterdir()
                   if p.name.endswith(".toml"))
    for path in paths:
        for lang in ("en", "ja"):
            try:
                r = run_file(str(path), lang)
                body = r.log + [f"failures {r.failures!r}"]
            except Exception as e:  # noqa: BLE001 - an error is part of what is compared
                body = [f"error {type(e).__name__}: {e}"]
            yield f"scenario {path.name} {lang}", body


def game_lines(games: int, seed: int):
    for label, names in (("bench", ok_card_names("en")), ("playable", playable_card_names("en"))):
        for s in range(seed, seed + games):
            try:
                r = play_game(s, names=names, keep_log=True)
                body = _events(r.log) + [f"result {r.winner} {r.turns} {r.actions} {r.resolutions}"]
            except Exception as e:  # noqa: BLE001
                body = [f"error {type(e).__name__}: {e}"]
            yield f"game {label} {s}", body


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-o", "--out", help="write the logs here")
    ap.add_argument("--against", help="compare with a file written before")
    ap.add_argument("--games", type=int, default=100, help="games per card pool (default 100)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    old = None
    if args.against:
        old = {}
        with open(args.against, encoding="utf-8") as f:
            head, body = None, []
            for line in f:
                line = line.rstrip("\n")
                if line.startswith("### "):
                    if head is not None:
                        old[head] = body
                    head, body = line[4:], []
                else:
                    body.append(line)
            if head is not None:
                old[head] = body
    out = open(args.out, "w", encoding="utf-8") if args.out else None
    digest = hashlib.sha256()
    compared = differ = 0
    for gen in (scenario_lines(), game_lines(args.games, args.seed)):
        for head, body in gen:
            text = "\n".join(body)
            digest.update(head.encode() + b"\n" + text.encode() + b"\n")
            if out:
                out.write(f"### {head}\n{text}\n")
            if old is not None:
                compared += 1
                was = old.get(head)
                if was is None:
                    print(f"{head}: not in {args.against}")
                    differ += 1
                elif was != body:
                    differ += 1
                    i = next((i for i, (a, b) in enumerate(zip(was, body)) if a != b), min(len(was), len(body)))
                    print(f"{head}: differs at event {i}:\n  was {was[i] if i < len(was) else '(end)'}\n"
                          f"  now {body[i] if i < len(body) else '(end)'}")
    if out:
        out.close()
    print(f"sha256 {digest.hexdigest()}")
    if old is not None:
        print(f"{compared} logs compared, {differ} differ")
        sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
