"""Lint speed: `oraclec lint` over the first N records of a card file (default: 20,000 of
../shared/corpus/cards.jsonl, both languages and the translation check), wall time on all cores.
Target (issue 6): a 20,000-card file in under a minute on the 2-core machine.

    python bench/lint_bench.py [--cards FILE] [-n 20000]
"""
from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


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
        t = time.perf_counter()
        p = subprocess.run([sys.executable, "-m", "oraclec", "lint", "--format", "json", str(sample)],
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        wall = time.perf_counter() - t
    print(f"lint of {args.n} records: {wall:.1f} s wall (exit {p.returncode}); target < 60 s")
    return 0 if p.returncode in (0, 1) and wall < 60 else 1


if __name__ == "__main__":
    sys.exit(main())
