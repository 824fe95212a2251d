"""The meaning test's full run (issue 19): every face of ../shared/corpus/cards.jsonl whose English
and Japanese texts compile `ok` to the same IR, every edit of tests/meaning_edits.py applied to
one language's text at a time, and per kind and language how many the compiler catches (the IR
changes or a line is Unparsed) or misses (`ok`, the same IR); for meaning-preserving kinds, how
many it flags (it must not).

    python bench/meaning_bench.py [--cards FILE] [--lang en|ja|both] [--kind K[,K…]] [--limit N]
                                  [--per-cell N] [--seed S] [--show N] [--by-rule] [-j 1|2]

--limit N reads only the first N faces; --per-cell N takes a seeded sample of N edits per kind and
language (default: every edit); --show N prints N missed (or flagged) edits per kind and language.
Exit 0 when the run completed (the rates are measured, not judged here: tests/test_meaning.py holds
the floors), 2 for bad usage.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

import meaning_edits as me  # noqa: E402
import meaning_pairs as mp  # noqa: E402

_RECS: list = []
_CACHE: dict = {}


def _init(path: str) -> None:
    global _RECS
    if not _RECS:
        _RECS = mp.load_records(Path(path))


def _pairs_and_edits(args):
    """Phase 1 (a worker): the pairs among these faces and all their edits."""
    indices, kinds, langs = args
    pairs = mp.find_pairs(_RECS, indices, _CACHE)
    cells = mp.candidate_edits(pairs, kinds, langs)
    return [p.index for p in pairs], [(p.index, p.ir) for p in pairs], \
        [(p.index, e) for items in cells.values() for p, e in items]


def _judge(args):
    """Phase 2 (a worker): the verdict on each edit (and, for a miss, whether the normalizer
    undid the edit)."""
    items, irs = args
    out = []
    for index, e in items:
        pair = mp.Pair(index, _RECS[index], irs[index])
        v = mp.judge(pair, e, _CACHE)
        out.append((index, e, v, v == mp.MISSED and mp.void(pair, e)))
    return out


def _show(results, n: int, seed: str) -> None:
    """n missed (or flagged) edits per kind and language, as varied as the misses are: one per
    card and per sub-rule in turn, not the same words twice."""
    picked: dict = {}
    bad = (mp.MISSED, mp.FLAGGED_IR, mp.FLAGGED_UNPARSED)
    pool: dict = {}
    for index, e, v, vd in sorted(results, key=lambda r: mp.stable_key(seed, r[0], r[1].rule, r[1].start, r[1].new)):
        if v in bad:
            pool.setdefault((e.kind, e.lang), {}).setdefault(e.rule, []).append((index, e, v, vd))
    for key, by_rule in pool.items():
        got, cards, seen = [], set(), set()
        for strict in (True, False):  # another card first; the same card again only when no other is left
            queues = [list(q) for _, q in sorted(by_rule.items())]
            while len(got) < n and any(queues):
                for q in queues:
                    while q and len(got) < n:
                        index, e, v, vd = q.pop(0)
                        words = (e.old, e.new, e.text[e.start + len(e.new):e.start + len(e.new) + 12])
                        if (strict and index in cards) or words in seen:
                            continue
                        cards.add(index)
                        seen.add(words)
                        got.append(f"  {_RECS[index]['name_en']} [{e.rule}{', void' if vd else ''}"
                                   f"{'' if v == mp.MISSED else ', ' + v}]: {e.context(40)}")
                        break
        picked[key] = got
    for key in sorted(picked, key=lambda k: (list(me.KINDS).index(k[0]), k[1])):
        print(f"\n{key[0]} ({key[1]}), {'missed' if me.KINDS[key[0]] else 'flagged'}:")
        print("\n".join(picked[key]))


def _chunks(seq, size):
    for i in range(0, len(seq), size):
        yield seq[i:i + size]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cards", default=str(ROOT.parent / "shared" / "corpus" / "cards.jsonl"),
                    help="card records, cards.jsonl's format (default ../shared/corpus/cards.jsonl)")
    ap.add_argument("--lang", choices=("en", "ja", "both"), default="both", help="edit this language's texts (default both)")
    ap.add_argument("--kind", default="", help="kinds, comma-separated (default all): " + ", ".join(me.KINDS))
    ap.add_argument("--limit", type=int, default=0, help="read only the first N faces")
    ap.add_argument("--per-cell", type=int, default=0, help="a seeded sample of N edits per kind and language (default all)")
    ap.add_argument("--seed", default="meaning-bench", help="the sample's and the examples' seed")
    ap.add_argument("--show", type=int, default=0, help="print N missed / flagged edits per kind and language")
    ap.add_argument("--by-rule", action="store_true", help="also a table per rule")
    ap.add_argument("-j", "--jobs", type=int, default=2, choices=(1, 2), help="worker processes (default 2)")
    args = ap.parse_args(argv)
    kinds = [k for k in args.kind.split(",") if k] or list(me.KINDS)
    bad = [k for k in kinds if k not in me.KINDS]
    if bad:
        ap.error(f"unknown kind {bad[0]!r} (one of {', '.join(me.KINDS)})")
    langs = mp.LANGS if args.lang == "both" else (args.lang,)
    path = Path(args.cards)
    if not path.exists():
        print(f"meaning_bench: no card file at {path}", file=sys.stderr)
        return 2

    t0 = time.perf_counter()
    load0 = os.getloadavg()
    _init(str(path))
    n = min(args.limit or len(_RECS), len(_RECS))
    pool = Pool(args.jobs, initializer=_init, initargs=(str(path),)) if args.jobs > 1 else None
    run = pool.imap_unordered if pool else map
    pairs, irs, edits = [], {}, []
    for got_pairs, got_irs, got_edits in run(_pairs_and_edits, ((c, kinds, langs) for c in _chunks(list(range(n)), 250))):
        pairs += got_pairs
        irs.update(got_irs)
        edits += got_edits
    t1 = time.perf_counter()
    print(f"{n} faces, {len(pairs)} pairs compile ok to the same IR in both languages; "
          f"{len(edits)} edits ({t1 - t0:.0f} s)", file=sys.stderr)
    if args.per_cell:
        cells: dict = {}
        for index, e in edits:
            cells.setdefault((e.kind, e.lang), []).append((mp.Pair(index, _RECS[index], irs[index]), e))
        edits = [(p.index, e) for p, e in mp.choose(cells, args.per_cell, args.seed)]
    edits.sort(key=lambda ie: ie[0])
    results = []
    by_pair: dict = {}
    for index, e in edits:
        by_pair.setdefault(index, []).append((index, e))
    groups = list(by_pair.values())
    def work():
        for g in _chunks(groups, 40):
            items = [ie for group in g for ie in group]
            yield items, {i: irs[i] for i, _ in items}

    done = 0
    for got in run(_judge, work()):
        results += got
        done += len(got)
        if sys.stderr.isatty():
            sys.stderr.write(f"\r  judged {done}/{len(edits)} edits")
    if pool:
        pool.close()
        pool.join()
    if sys.stderr.isatty():
        sys.stderr.write("\r" + " " * 40 + "\r")
    wall = time.perf_counter() - t0
    load1 = os.getloadavg()

    print(mp.table(mp.tally((e, v) for _, e, v, _ in results)))
    totals = mp.tally(((e, v) for _, e, v, _ in results), by=lambda e: ("all changing" if e.changing else "all preserving", e.lang))
    print()
    for key in sorted(totals):
        t = totals[key]
        changing = key[0] == "all changing"
        print(f"{key[0]} ({key[1]}): {t.edits} edits, {t.rate(changing):.1f} % {'caught' if changing else 'flagged'}")
    voids = sum(1 for *_, vd in results if vd)
    print(f"missed edits the normalizer undid (the grammar reads the same text): {voids}")
    if args.by_rule:
        print()
        print(mp.table(mp.tally(((e, v) for _, e, v, _ in results), by=lambda e: (e.rule, e.lang)), title="rule"))
    if args.show:
        _show(results, args.show, args.seed)
    print(f"\nwall {wall:.0f} s on {args.jobs} worker(s); load average {load0[0]:.1f} at the start, {load1[0]:.1f} at the end "
          f"({os.cpu_count()} cores)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
