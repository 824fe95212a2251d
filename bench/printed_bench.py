"""Printed text against today's text of the same records (not a test).

Reads a printed-text corpus (one line per printing and face: text_en_printed / text_ja as printed,
text_en / text_ja_current as today), compiles the printed and today's texts of the same records in
both languages, and prints per language: ok rates, their ratio, how often the IR is identical
where both compile, and the first unparsed lines of faces whose today's text is ok and whose
printed text is not, grouped (the list of old wordings to work from).

    python bench/printed_bench.py ../shared/corpus/printed.jsonl [--show 30] [--keep DIR]
"""
from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

PAIRS = {"en": ("text_en_printed", "text_en"), "ja": ("text_ja", "text_ja_current")}


def split(path: Path, out: Path) -> list[dict]:
    """Write printed.jsonl and today.jsonl (the same records, one text per era) into `out`."""
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").split("\n") if line.strip()]
    for era, k in (("printed", 0), ("today", 1)):
        with open(out / f"{era}.jsonl", "w", encoding="utf-8") as f:
            for d in rows:
                rec = {key: d.get(key) for key in ("name_en", "name_ja", "type_en", "type_ja", "pt", "mana_cost")}
                for lang, keys in PAIRS.items():
                    both = all(d.get(x) is not None for x in keys)
                    rec[f"text_{lang}"] = d.get(keys[k]) if both else None
                f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    return rows


def load(path: Path) -> list[dict]:
    lines = [x for x in path.read_text(encoding="utf-8").split("\n")[1:] if x.strip()]
    return [json.loads(line) for line in lines]


def shape(text: str) -> str:
    text = re.sub(r"[0-9０-９]+", "N", text)
    return text[:90]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus", type=Path)
    ap.add_argument("--show", type=int, default=25)
    ap.add_argument("--keep", type=Path, help="keep the split inputs and compile outputs here")
    ap.add_argument("--lang", choices=("en", "ja", "both"), default="both")
    a = ap.parse_args(argv)
    tmp = a.keep or Path(tempfile.mkdtemp(prefix="printed-"))
    tmp.mkdir(parents=True, exist_ok=True)
    rows = split(a.corpus, tmp)
    outs = {}
    for era in ("printed", "today"):
        subprocess.run([sys.executable, "-m", "oraclec", "compile", str(tmp / f"{era}.jsonl"), "--lang", a.lang,
                        "-o", str(tmp / f"{era}.out.jsonl")], check=True)
        outs[era] = load(tmp / f"{era}.out.jsonl")
    langs = ("en", "ja") if a.lang == "both" else (a.lang,)
    for lang in langs:
        keys = PAIRS[lang]
        p = [d for d in outs["printed"] if d["lang"] == lang]
        t = [d for d in outs["today"] if d["lang"] == lang]
        assert len(p) == len(t) == len(rows), (len(p), len(t), len(rows))
        idx = [i for i, d in enumerate(rows) if all(d.get(x) is not None for x in keys)]
        pok = sum(p[i]["status"] == "ok" for i in idx)
        tok = sum(t[i]["status"] == "ok" for i in idx)
        both = [i for i in idx if p[i]["status"] == "ok" and t[i]["status"] == "ok"]
        same = sum(json.dumps(p[i]["ir"], sort_keys=True) == json.dumps(t[i]["ir"], sort_keys=True) for i in both)
        n = len(idx)
        print(f"{lang}: {n} records; printed ok {pok} ({pok / n:.1%}), today ok {tok} ({tok / n:.1%}), "
              f"ratio {pok / max(tok, 1):.3f}; both ok {len(both)}, identical IR {same} ({same / max(len(both), 1):.1%})")
        groups: Counter = Counter()
        for i in idx:
            if t[i]["status"] == "ok" and p[i]["status"] != "ok":
                u = p[i]["unparsed"]
                first = u[0]["text"] if u and isinstance(u[0], dict) else (str(u[0]) if u else p[i]["status"])
                groups[shape(first)] += 1
        for s, k in groups.most_common(a.show):
            print(f"  {k:5d}  {s}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
