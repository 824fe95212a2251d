"""Compiling a whole card database: records in (any source format), one definition line per
face and language out, in input order, on all cores."""
from __future__ import annotations

import contextlib
import gc
import json
import os
import signal
import sys
import time
from collections import deque
from multiprocessing import Pool
from typing import IO, Iterable, Iterator

from .. import __version__
from . import names
from .records import Record, RecordError, no_rules_text

SCHEMA = 1


def header(langs) -> str:
    return json.dumps({"kind": "oraclec-definitions", "schema": SCHEMA, "compiler": __version__,
                       "langs": list(langs)}, sort_keys=True)


# lines already compiled in this process (see compile_text): one per worker process
_LINE_CACHE: dict = {}


def compile_record(rec: Record, lang: str, names_used: list | None = None) -> dict:
    """The definition of `rec` in `lang`; `names_used` (if given) gets the other cards' names the
    text holds (what the line depends on besides the record: names.to_canonical of each). A face of
    a card with two faces says which is its other face (`other_face`, its English name; `layout`
    and `side` when the source gives them): the runtime links the two by it (a permanent that
    transforms becomes its other face, CR 701.28, 712.8)."""
    out = _compile_record(rec, lang, names_used)
    if rec.other_face:
        out["other_face"] = rec.other_face
        for k in ("layout", "side"):
            if getattr(rec, k):
                out[k] = getattr(rec, k)
    elif out.get("status") == "ok" and _transforms(out.get("ir")):
        # a face that transforms with no other face named: the runtime cannot play it
        out["playable"] = False
        out["missing"] = out.get("missing", []) + ["transform: the record names no other face"]
    return out


def _transforms(node) -> bool:
    """Whether an IR (JSON) holds a transform effect, or returns a card to the battlefield
    transformed ("exile this Saga, then return it to the battlefield transformed", CR 712.14)."""
    if isinstance(node, dict):
        return node.get("kind") == "transform" or (node.get("kind") == "move" and node.get("transformed") is True) \
            or any(_transforms(v) for v in node.values())
    if isinstance(node, list):
        return any(_transforms(v) for v in node)
    return False


def _compile_record(rec: Record, lang: str, names_used: list | None = None) -> dict:
    from .compile import compile_text

    text = rec.text(lang)
    if text is None and lang == "ja" and not (rec.name_ja or rec.type_ja) and no_rules_text(rec.text_en):
        # A face with no rules text (a basic land) that the source holds in no Japanese printing:
        # nothing on it is in a language, so its definition is the English one (the type line and
        # P/T are the whole card), said so in the line.
        out = dict(_compile_record(rec, "en", names_used), lang="ja")
        out["diagnostics"] = out["diagnostics"] + [dict(NO_JAPANESE, source=rec.source)]
        return out
    if text is None:
        what = "Japanese" if lang == "ja" else "English"
        return {"name": rec.name_en, "lang": lang, "status": "failed", "ir": None, "unparsed": [],
                "diagnostics": [{"code": "no-text", "message": f"the record has no {what} text (text_{lang})",
                                 "source": rec.source}]}
    try:
        c = compile_text(text, lang, rec.name(lang), rec.type_line(lang), rec.pt, name_for_output=rec.name_en,
                         mana_cost=rec.mana_cost, line_cache=_LINE_CACHE, whole_card=True)
    except Exception as e:  # nothing may crash the run: the record becomes a failed line
        return {"name": rec.name_en, "lang": lang, "status": "failed", "ir": None, "unparsed": [],
                "diagnostics": [{"code": "internal-error", "message": f"{type(e).__name__}: {e}", "source": rec.source}]}
    if names_used is not None:
        names_used.extend(c.normalized.names)
    out = c.record()
    if out["status"] == "ok":  # what of it the runtime plays (runtime/playable.py)
        from ..runtime.playable import playability

        out.update(playability(c.card))
    if lang == "ja" and rec.printed_ja:
        out["diagnostics"].append(dict(PRINTED_JA, source=rec.source))
    return out


NO_JAPANESE = {"code": "no-japanese", "message": "the source has no Japanese printing of this face; it has no "
               "rules text, so its definition is the English one's"}

# Japanese read from MTGJSON foreignData or Scryfall printed_text is the text as printed, in the
# wording of its time, not today's (README: printed-era Japanese): every such line says so.
PRINTED_JA = {"code": "printed-ja", "message": "the Japanese text as printed (MTGJSON foreignData / Scryfall "
              "printed_text), in the wording of its time; older wordings compile less well than today's"}


# Characters that JSON may hold raw but that str.splitlines() and some editors treat as line
# breaks: escape them so one output line is always one record, however it is split.
_LINE_BREAKS = str.maketrans({"\x85": "\\u0085", "\u2028": "\\u2028", "\u2029": "\\u2029"})


def jsonl_line(obj) -> str:
    """One JSONL line: UTF-8 text kept readable, keys sorted, no raw line-break characters."""
    return json.dumps(obj, ensure_ascii=False, sort_keys=True).translate(_LINE_BREAKS)


def bad_record_lines(err: RecordError, langs) -> list[str]:
    return [jsonl_line({"name": err.name, "lang": lang, "status": "failed", "ir": None, "unparsed": [],
                        "diagnostics": [{"code": "bad-record", "message": err.reason, "source": err.source}]})
            for lang in langs]


def _compile_batch(args) -> list[str]:
    batch, langs = args
    out = []
    for item in batch:
        if isinstance(item, RecordError):
            out.extend(bad_record_lines(item, langs))
            continue
        for lang in langs:
            out.append(jsonl_line(compile_record(item, lang)))
    return out


def _init_worker(pairs):
    for ja, en in pairs:
        names.learn(ja, en)


def _ignore_interrupt(init, args):
    """A worker leaves Ctrl-C to the main process, which stops the run and says so once (without
    this each worker prints its own KeyboardInterrupt traceback)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})  # (blocked by the parent while forking)
    init(*args)


def start_pool(jobs: int, init, initargs: tuple = ()) -> Pool:
    """`jobs` worker processes, each running init(*initargs) first; Ctrl-C is left to this process."""
    # Ctrl-C is held back while the workers fork (they start with it blocked, then ignore it) and
    # delivered to the main process once they have: never lost, never seen by a worker.
    mask = hasattr(signal, "pthread_sigmask")
    if mask:
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        return Pool(jobs, initializer=_ignore_interrupt, initargs=(init, initargs))
    finally:
        if mask:
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


class Ready:
    """A result computed in this process, with the AsyncResult methods a pipeline of batches uses
    (ready, get): the first misses are worked out here, before the workers fork."""

    def __init__(self, value):
        self.value = value

    def ready(self) -> bool:
        return True

    def get(self):
        return self.value


def ordered_map(func, work: Iterable, jobs: int, init, initargs: tuple = ()) -> Iterator:
    """func(item) for each item of `work` on `jobs` worker processes, results in input order.
    `work` is read here, in the main process, and only a few items ahead of the results (a
    whole-database input is never queued in memory at once; a file that turns out unreadable
    raises here); Ctrl-C stops the workers at once."""
    with start_pool(jobs, init, initargs) as pool:  # (leaving the block terminates the workers, whatever happened)
        pending: deque = deque()
        for item in work:
            pending.append(pool.apply_async(func, (item,)))
            if len(pending) >= 2 * jobs:
                yield pending.popleft().get()
        while pending:
            yield pending.popleft().get()


def batches(items: Iterable, size: int) -> Iterator[list]:
    batch = []
    for it in items:
        batch.append(it)
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch


class Progress:
    """A one-line progress display on a terminal; silent otherwise."""

    def __init__(self, stream: IO[str] | None = None, total: int | None = None):
        # (standard error as it is now: a default bound at import would keep a stream since replaced)
        stream = sys.stderr if stream is None else stream
        self.on = hasattr(stream, "isatty") and stream.isatty()
        self.stream = stream
        self.total = total
        self.t0 = time.perf_counter()
        self.last = 0.0
        self.done = 0

    def update(self, n: int):
        self.done += n
        now = time.perf_counter()
        if self.on and now - self.last > 0.2:
            self.last = now
            rate = self.done / max(now - self.t0, 1e-9)
            of = f"/{self.total}" if self.total else ""
            self.stream.write(f"\r  compiled {self.done}{of} records ({rate:,.0f}/s)")
            self.stream.flush()

    def close(self):
        if self.on:
            self.stream.write("\r" + " " * 60 + "\r")
            self.stream.flush()


@contextlib.contextmanager
def few_collections():
    """The cyclic garbage collector run rarely while inside (here and in the workers forked
    meanwhile): compiling makes millions of objects and almost no cycles, and its collections
    with the default thresholds (one each 700 new objects) were ~15 % of a compile's CPU."""
    old = gc.get_threshold()
    gc.set_threshold(max(old[0], 100_000), max(old[1], 50), max(old[2], 1000))
    try:
        yield
    finally:
        gc.set_threshold(*old)


def compile_stream(records: Iterable, langs, out: IO[str], jobs: int = 0, pairs=(), batch_size: int = 200,
                   progress: Progress | None = None, cache=None) -> dict:
    """Write definition lines for `records` to `out`; returns counts by status (and of the
    Japanese lines compiled from printed text, "printed_ja"). `cache`: an incremental.Cached
    (lines found in the compile cache are not compiled again; the output is the same)."""
    with few_collections():
        return _compile_stream(records, langs, out, jobs, pairs, batch_size, progress, cache)


def _compile_stream(records, langs, out, jobs, pairs, batch_size, progress, cache) -> dict:
    counts = {"ok": 0, "partial": 0, "failed": 0}
    printed_ja = [0]
    jobs = jobs or os.cpu_count() or 1
    work = ((b, tuple(langs)) for b in batches(records, batch_size))

    def emit(lines, nrec):
        for line in lines:
            counts[_status_of(line)] += 1
            if '"code": "printed-ja"' in line:
                printed_ja[0] += 1
        if lines:
            out.write("\n".join(lines) + "\n")  # (one write a batch: a warm re-run is mostly writing)
        if progress:
            progress.update(nrec)

    if cache is not None:
        for lines, nrec in cache.results(work, jobs, pairs, batch_size):
            emit(lines, nrec)
    elif jobs == 1:
        _init_worker(pairs)
        for args in work:
            emit(_compile_batch(args), len(args[0]))
    else:
        # The first batch is compiled here, before the workers fork from this process: they start
        # with the parsers loaded, the lexers' scanners for common states built and the line cache
        # holding the commonest lines, instead of each building them again.
        _init_worker(pairs)
        first_batch = next(work, None)
        if first_batch is not None:
            emit(_compile_batch(first_batch), len(first_batch[0]))
        for lines in ordered_map(_compile_batch, work, jobs, _init_worker, (tuple(pairs),)):
            emit(lines, len(lines) // max(len(langs), 1))
    if progress:
        progress.close()
    counts["printed_ja"] = printed_ja[0]  # Japanese lines from printed text (see PRINTED_JA)
    return counts


def _status_of(line: str) -> str:
    i = line.find('"status": "')
    return line[i + 11:line.index('"', i + 11)] if i >= 0 else "failed"
