"""Compile benchmark: each figure beside its floor, measured in the same run, and the ratio.

The floor of a compile is merely reading and JSON-decoding the same input; of `oraclec explain`,
starting Python (`python -c pass`). Each figure and each floor is the median of --runs runs
(default 3), the floors taken between the figures' runs so both see the same machine; the load
average (1 min, `uptime`) before and after is printed, since other work slows the wall times.
Figures (issue 21's targets in brackets):
- cold: both languages, all cores, empty compile cache, warm parser cache (<= 10 s);
- warm re-run: the same input again, nothing changed (<= 10x the floor);
- 5 % changed: the same input with every 20th record's text changed, cache warm from the
  original (<= 2 s);
- explain cold start, en and ja, parser cache warm, as installed (<= 0.2 s);
- lint of the first 20,000 records, cold (<= 10 s) and again (its results from the compile cache).
The commands run as installed: the package's bytecode compiled first (`compileall`, as pip does),
so that an environment with PYTHONDONTWRITEBYTECODE does not time compiling the source each start.
--one-core adds texts per second per language on one core, in this process (no cache).
Prints a table; not a test.

    python bench/compile_bench.py [INPUT] [--runs N] [--one-core]   (default: ../shared/corpus/cards.jsonl)
"""
from __future__ import annotations

import argparse
import io
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def floor(path: str) -> float:
    t = time.perf_counter()
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                json.loads(line)
    return time.perf_counter() - t


def one_core(path: str, lang: str) -> tuple[int, float]:
    from oraclec.compiler.database import compile_stream
    from oraclec.compiler.sources import read_records

    out = io.StringIO()
    t = time.process_time()
    with open(path, encoding="utf-8") as f:
        counts = compile_stream(read_records(f, path), [lang], out, jobs=1)
    return counts["ok"] + counts["partial"] + counts["failed"], time.process_time() - t


def _run(cmd: list[str], env: dict | None = None) -> tuple[float, float]:
    """Wall and CPU time (all processes) of one command, which must succeed."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    wall = time.perf_counter() - t
    if p.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(cmd)}: exit {p.returncode}\n{p.stderr}")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)


def _cache_env(tmp: Path, parser_cache: Path, name: str) -> dict:
    """An environment whose cache folder holds the warm parser cache and no compile cache."""
    folder = tmp / name / "oraclec"
    folder.mkdir(parents=True, mode=0o700)
    os.chmod(folder.parent, 0o700)
    for f in parser_cache.glob("parser-*.pickle"):
        shutil.copy(f, folder / f.name)
        os.chmod(folder / f.name, 0o600)
    return dict(os.environ, XDG_CACHE_HOME=str(folder.parent))


def _changed(path: str, out: Path, every: int = 20) -> int:
    """`path` with every `every`-th record's texts changed (a sentence more); how many."""
    n = 0
    with open(path, encoding="utf-8") as f, out.open("w", encoding="utf-8") as w:
        for i, line in enumerate(f):
            if line.strip() and i % every == 0:
                d = json.loads(line)
                if d.get("text_en") is not None:
                    d["text_en"] += "\nDraw a card."
                if d.get("text_ja") is not None:
                    d["text_ja"] += "\nカードを１枚引く。"
                line = json.dumps(d, ensure_ascii=False) + "\n"
                n += 1
            w.write(line)
    return n


def main():
    here = Path(__file__).resolve().parents[1]
    ap = argparse.ArgumentParser()
    ap.add_argument("input", nargs="?", default=str(here.parent / "shared" / "corpus" / "cards.jsonl"))
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--one-core", action="store_true")
    ap.add_argument("--lint-records", type=int, default=20000)
    args = ap.parse_args()
    path = args.input
    if not os.path.exists(path):
        raise SystemExit(f"no input at {path}")
    from oraclec.compiler.parser_cache import cache_dir

    oraclec = [sys.executable, "-m", "oraclec"]
    import oraclec as package

    subprocess.run([sys.executable, "-m", "compileall", "-q", str(Path(package.__file__).parent)], capture_output=True)
    subprocess.run(oraclec + ["explain", "--lang", "ja", "飛行"], capture_output=True)  # warm the parser cache
    subprocess.run(oraclec + ["explain", "--lang", "en", "Flying"], capture_output=True)
    load_before = os.getloadavg()
    figures: dict[str, list] = {}
    floors: dict[str, list] = {}

    def add(name, floor_name, wall, cpu=None):
        figures.setdefault(name, []).append((wall, cpu))
        figures[name + "\0floor"] = floor_name

    with tempfile.TemporaryDirectory(prefix="oraclec-bench-") as tmp:
        tmp = Path(tmp)
        changed = tmp / "changed.jsonl"
        n_changed = _changed(path, changed)
        sample = tmp / "lint-sample.jsonl"
        with open(path, encoding="utf-8") as f, sample.open("w", encoding="utf-8") as w:
            for i, line in enumerate(f):
                if i >= args.lint_records:
                    break
                w.write(line)
        out = str(tmp / "out.jsonl")
        for r in range(args.runs):
            floors.setdefault("input", []).append(floor(path))
            env = _cache_env(tmp, cache_dir(), f"run{r}")
            add("cold: empty compile cache, warm parser cache", "input",
                *_run(oraclec + ["compile", path, "-o", out], env))
            floors["input"].append(floor(path))
            add("warm re-run: nothing changed", "input", *_run(oraclec + ["compile", path, "-o", out], env))
            add(f"5 % changed ({n_changed} records)", "input", *_run(oraclec + ["compile", str(changed), "-o", out], env))
            floors.setdefault("lint sample", []).append(floor(str(sample)))
            add(f"lint of {args.lint_records} records (both languages, translation check)", "lint sample",
                *_run(oraclec + ["lint", "--format", "json", str(sample)], env))
            add(f"lint of {args.lint_records} records again", "lint sample",
                *_run(oraclec + ["lint", "--format", "json", str(sample)], env))
            for _ in range(3):
                floors.setdefault("python start", []).append(_run([sys.executable, "-c", "pass"])[0])
                add("explain cold start, en", "python start",
                    *_run(oraclec + ["explain", "--lang", "en", "Destroy target creature."], env))
                add("explain cold start, ja", "python start",
                    *_run(oraclec + ["explain", "--lang", "ja", "クリーチャー１体を対象とし、それを破壊する。"], env))
    load_after = os.getloadavg()
    fl = {k: statistics.median(v) for k, v in floors.items()}
    print(f"input: {path}; {os.cpu_count()} cores; median of {args.runs} runs (explain: {3 * args.runs})")
    print(f"load average before: {' '.join(f'{x:.2f}' for x in load_before)}; "
          f"after: {' '.join(f'{x:.2f}' for x in load_after)}")
    print("floors: " + ", ".join(f"{k} {v:.3f} s" for k, v in fl.items())
          + " (input and lint sample: read + JSON-decode; python start: python -c pass)")
    rows = [("figure", "wall (s)", "CPU (s)", "floor (s)", "wall / floor", "CPU / floor")]
    for name, runs in figures.items():
        if name.endswith("\0floor"):
            continue
        wall = statistics.median(w for w, _ in runs)
        cpu = statistics.median(c for _, c in runs)
        f = fl[figures[name + "\0floor"]]
        rows.append((name, f"{wall:.2f}", f"{cpu:.2f}", f"{f:.3f}", f"{wall / f:,.1f}x", f"{cpu / f:,.1f}x"))
    if args.one_core:
        n_en, t_en = one_core(path, "en")
        n_ja, t_ja = one_core(path, "ja")
        rows.append(("en texts/s, one core (CPU)", f"{n_en / t_en:,.0f}", "", "", "", ""))
        rows.append(("ja texts/s, one core (CPU)", f"{n_ja / t_ja:,.0f}", "", "", "", ""))
    widths = [max(len(r[i]) for r in rows) for i in range(6)]
    for r in rows:
        print("  ".join(c.ljust(widths[0]) if i == 0 else c.rjust(widths[i]) for i, c in enumerate(r)))


if __name__ == "__main__":
    main()
