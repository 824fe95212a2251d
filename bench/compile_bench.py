"""Compile benchmark: texts per second per language on one core and on all cores (with the CPU
time and the machine's load, since other work on the machine slows the wall time), peak memory,
the floor (merely reading and JSON-decoding the same input), and the cold start of
`oraclec explain` with a warm parser cache, as installed and without any bytecode cache.
Prints a table; not a test.

    python bench/compile_bench.py [INPUT]      (default: ../shared/corpus/cards.jsonl)
"""
from __future__ import annotations

import io
import json
import os
import resource
import subprocess
import sys
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


def all_cores(path: str) -> tuple[float, int, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    p = subprocess.run([sys.executable, "-m", "oraclec", "compile", path, "-o", os.devnull],
                       capture_output=True, text=True)
    wall = time.perf_counter() - t
    if p.returncode != 0:
        raise SystemExit(p.stderr)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    peak = after.ru_maxrss  # KB on Linux
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return wall, peak, cpu


def cold_explain(lang: str, text: str, bytecode: bool = True) -> float:
    """A fresh `oraclec explain` process with the parser cache warm. `bytecode`: as installed
    (pip writes the package's bytecode at install time), so Python loads .pyc files; without it,
    every module is compiled from source on every run (PYTHONDONTWRITEBYTECODE and an empty
    bytecode cache), which is what an environment that forbids bytecode pays."""
    import tempfile

    cmd = [sys.executable, "-m", "oraclec", "explain", "--lang", lang, text]
    env = dict(os.environ)
    if bytecode:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env.pop("PYTHONPYCACHEPREFIX", None)
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="oraclec-nopyc-")
    subprocess.run(cmd, capture_output=True, env=env)  # warm the parser (and bytecode) cache
    runs = []
    for _ in range(5):
        t = time.perf_counter()
        subprocess.run(cmd, capture_output=True, env=env)
        runs.append(time.perf_counter() - t)
    return sorted(runs)[len(runs) // 2]


def main():
    here = Path(__file__).resolve().parents[1]
    path = sys.argv[1] if len(sys.argv) > 1 else str(here.parent / "shared" / "corpus" / "cards.jsonl")
    if not os.path.exists(path):
        raise SystemExit(f"no input at {path}")
    rows = []
    fl = floor(path)
    n_en, t_en = one_core(path, "en")
    n_ja, t_ja = one_core(path, "ja")
    load = os.getloadavg()[0]
    wall, peak, cpu = all_cores(path)
    total = n_en + n_ja
    rows += [
        ("input", path),
        ("texts (en + ja)", f"{total}"),
        ("floor: read + JSON-decode (s)", f"{fl:.2f}"),
        ("en texts/s, one core", f"{n_en / t_en:,.0f}"),
        ("ja texts/s, one core", f"{n_ja / t_ja:,.0f}"),
        (f"both languages, all {os.cpu_count()} cores: wall (s)", f"{wall:.1f}"),
        ("texts/s, all cores", f"{total / wall:,.0f}"),
        ("CPU time of that run, all processes (s)", f"{cpu:.1f}"),
        ("load average before the run (1 min)", f"{load:.2f}"),
        ("peak memory of one process (MB)", f"{peak / 1024:.0f}"),
        ("wall time / floor", f"{wall / fl:,.0f}x"),
        ("explain cold start, en (median of 5, s)", f"{cold_explain('en', 'Destroy target creature.'):.2f}"),
        ("explain cold start, ja (median of 5, s)", f"{cold_explain('ja', 'クリーチャー１体を対象とし、それを破壊する。'):.2f}"),
        ("explain cold start, en, no bytecode cache (s)",
         f"{cold_explain('en', 'Destroy target creature.', bytecode=False):.2f}"),
    ]
    w = max(len(k) for k, _ in rows)
    for k, v in rows:
        print(f"{k:<{w}}  {v}")


if __name__ == "__main__":
    main()
