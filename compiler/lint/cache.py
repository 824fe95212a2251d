"""Linting records with the compile cache (compile_cache.py, its "lint" table): a record's lint
result is kept under a key made of the compiler's identity, the lint options and the record's
content (every field but `source`, which is the result's label and is put back when it is read),
with the other cards' names its texts held (checked on use, as for a compiled line). So a lint
of records linted before (a re-run, or the same cards in another file) lints only the records
that are new or changed, and gives the same results: a hit is exactly what linting the record
again would give. A result is what lint reports (findings with their places, statuses), not the
compiled card, so the compile command's lines do not serve lint nor lint's results compile."""
from __future__ import annotations

import hashlib
import json
from collections import deque
from typing import Iterable, Iterator

import attrs

from ..compile_cache import CompileCache, _content
from ..records import RecordError
from .findings import Finding, Place
from .run import Options, Result, _init, lint_record

TABLE = "lint"


def key(cache: CompileCache, rec, opts: Options) -> bytes:
    data = repr((attrs.astuple(opts), _content(rec))).encode("utf-8", "surrogatepass")
    return hashlib.blake2b(data, digest_size=20, person=b"lint", key=cache._prefix).digest()


def _place(p: Place) -> list:
    return [p.lang, list(p.span), p.line, p.column, p.end_line, p.end_column, p.text]


def _unplace(x: list) -> Place:
    return Place(x[0], tuple(x[1]), *x[2:])


def encode(r: Result) -> str:
    """A result without its label (the record's source), as one JSON text."""
    return json.dumps([r.name, r.texts, r.status,
                       [[f.code, f.message, _place(f.place), f.rule, f.suggestion, [_place(p) for p in f.related]]
                        for f in r.findings]], ensure_ascii=False)


def decode(line: str, label: str) -> Result:
    name, texts, status, findings = json.loads(line)
    return Result(label, name, texts, tuple(Finding(c, m, _unplace(p), rule, sug, tuple(_unplace(x) for x in rel))
                                            for c, m, p, rule, sug, rel in findings), status)


def _lint_misses(args) -> list:
    """On a worker: each record's result and the other cards' names its texts held."""
    recs, opts = args
    out = []
    for rec in recs:
        used: list = []
        out.append((lint_record(rec, opts, used), used))
    return out


class _Ready:
    def __init__(self, value):
        self.value = value

    def ready(self) -> bool:
        return True

    def get(self):
        return self.value


def cached_lint(records: Iterable, opts: Options, jobs: int, pairs, cache: CompileCache,
                batch_size: int = 64) -> Iterator[Result]:
    """lint_records with the cache: results in input order. Each batch is looked up here; its
    misses are linted on the worker processes, which start only when there is something to lint,
    after the first misses were linted here (so they fork with the parsers loaded)."""
    from ..database import batches, start_pool

    _init(pairs)  # this process checks the names cached results depend on
    pending: deque = deque()  # [results, misses (index, key), task] of each batch not yet given out
    pool = None
    try:
        for batch in batches(records, batch_size):
            keys = [None if isinstance(rec, RecordError) else key(cache, rec, opts) for rec in batch]
            found = cache.get([k for k in keys if k is not None], TABLE)
            results: list = []
            misses: list = []
            for i, (rec, k) in enumerate(zip(batch, keys)):
                if k is None:
                    results.append(Result(rec.source, rec.name, {}, (), {"error": rec.reason}))
                elif k in found:
                    results.append(decode(found[k], rec.source))
                else:
                    results.append(None)
                    misses.append((i, k))
            task = None
            if misses:
                work = ([batch[i] for i, _ in misses], opts)
                if pool is None:
                    task = _Ready(_lint_misses(work))
                    if jobs > 1:
                        pool = start_pool(jobs, _init, (list(pairs),))
                else:
                    task = pool.apply_async(_lint_misses, (work,))
            pending.append([results, misses, task])
            while pending and (pending[0][2] is None or pending[0][2].ready() or len(pending) > 2 * jobs):
                yield from _settle(pending.popleft(), cache)
        while pending:
            yield from _settle(pending.popleft(), cache)
    finally:
        if pool is not None:
            pool.terminate()
            pool.join()


def _settle(entry, cache: CompileCache) -> list:
    results, misses, task = entry
    if task is not None:
        rows = []
        for (i, k), (r, used) in zip(misses, task.get()):
            results[i] = r
            rows.append((k, encode(r), used))
        cache.put(rows, TABLE)
    return results
