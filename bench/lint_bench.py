"""Lint speed: `oraclec lint` over the first N records of a card file (default: 20,000 of
../shared/corpus/cards.jsonl, both languages and the translation check), wall time on all cores,
beside its floor (reading and JSON-decoding the same records, measured in the same run) and the
ratio: cold (an empty compile cache) and again (the results from the compile cache). Targets
(issues 6 and 21): a 20,000-card file in under a minute, and in under 10 s.

    python bench/lint_bench.py [--cards FILE] [-n 20000]
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _floor(path: Path) -> float:
    t = time.perf_counter()
    with path.open(encoding="utf-8") as f:
        for line in f:
            if line.strip():
                json.loads(line)
    return time.perf_counter() - t


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cards", default=str(ROOT.parent / "shared" / "corpus" / "cards.jsonl"))
    ap.add_argument("-n", type=int, default=20000)
    args = ap.parse_args()
    src = Path(args.cards)
    if not src.exists():
        print(f"no card file at {src}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        sample = Path(tmp) / "sample.jsonl"
        with src.open(encoding="utf-8") as f, sample.open("w", encoding="utf-8") as out:
            for i, line in enumerate(f):
                if i >= args.n:
                    break
                out.write(line)
        env = dict(os.environ, XDG_CACHE_HOME=str(Path(tmp) / "cache"))  # (parsers built by the first run)
        subprocess.run([sys.executable, "-m", "oraclec", "explain", "--lang", "ja", "飛行"], capture_output=True, env=env)
        subprocess.run([sys.executable, "-m", "oraclec", "explain", "Flying"], capture_output=True, env=env)
        print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        ok = True
        for what in ("cold", "again"):
            floor = _floor(sample)
            t = time.perf_counter()
            p = subprocess.run([sys.executable, "-m", "oraclec", "lint", "--format", "json", str(sample)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env)
            wall = time.perf_counter() - t
            ok = ok and p.returncode in (0, 1) and wall < 60
            print(f"lint of {args.n} records, {what}: {wall:.1f} s wall (exit {p.returncode}); floor {floor:.3f} s "
                  f"(read + JSON-decode), {wall / floor:,.1f}x; target < 10 s")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
