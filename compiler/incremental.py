"""Compiling a database with the compile cache (compile_cache.py): each batch of records is looked
up first, and only the texts the cache does not hold are compiled (on the worker processes, in
batches gathered across the input), then kept. The lines come out in input order, the same lines
compiling everything would give."""
from __future__ import annotations

import contextlib
from collections import deque
from typing import Iterable, Iterator

import attrs

from . import database
from .compile_cache import LINES_FILE, SOURCE_MARK, CompileCache, with_source
from .line_store import StoredLines
from .records import RecordError

_AHEAD = 64  # batches read ahead of the one being written while their misses wait to be sent


class _Batch:
    """One input batch: its lines (None where a text is still being compiled) and the task that
    compiles its misses."""

    __slots__ = ("lines", "nrec", "task")

    def __init__(self, lines: list, nrec: int):
        self.lines = lines
        self.nrec = nrec
        self.task = None


class _Task:
    """Texts to compile: (batch, slot in its lines, key) of each, and the result when it comes."""

    __slots__ = ("slots", "result")

    def __init__(self, slots: list, result):
        self.slots = slots
        self.result = result


def _compile_misses(items: list) -> tuple[list, list]:
    """On a worker: (record, lang) → (line with the source placeholder, other cards' names used);
    and the ability lines compiled meanwhile, for the compile cache's line table (line_store.py)."""
    out = []
    for rec, lang in items:
        used: list = []
        out.append((database.jsonl_line(database.compile_record(rec, lang, used)), used))
    lines = database._LINE_CACHE
    return out, lines.take() if isinstance(lines, StoredLines) else []


def _lookup(batch: list, langs: tuple, cache: CompileCache):
    """The batch's lines as far as the cache holds them, and its misses: (slot, key, record with
    the source placeholder, lang)."""
    lines: list = []
    wanted: list = []
    for item in batch:
        if isinstance(item, RecordError):
            lines.extend(database.bad_record_lines(item, langs))
            continue
        for lang, key in zip(langs, cache.keys(item, langs)):
            wanted.append((len(lines), key, item, lang))
            lines.append(None)
    found = cache.get([k for _, k, _, _ in wanted if k is not None])
    misses = []
    for slot, key, rec, lang in wanted:
        line = found.get(key) if key is not None else None
        if line is not None:
            lines[slot] = with_source(line, rec.source)
        else:
            misses.append((slot, key, rec, lang))
    return lines, misses


def cached_results(work: Iterable, jobs: int, pairs, cache: CompileCache, batch_size: int) -> Iterator:
    """(lines, number of records) of each batch of `work`, in order (see the module's doc). The
    worker processes start only when there is something to compile, after the first texts to
    compile were compiled here (so they fork with the parsers loaded)."""
    database._init_worker(pairs)  # this process checks the names cached lines depend on, and compiles
    plain = database._LINE_CACHE  # (put back when done: a later compile in this process may use another cache)
    lines = CompileCache.open(cache.path.parent, cache.ident, LINES_FILE) if cache.db is not None else None
    if lines is not None:
        database._LINE_CACHE = StoredLines(lines.path, lines._prefix)
    try:
        yield from _cached_results(work, jobs, pairs, cache, batch_size, lines)
    finally:
        database._LINE_CACHE = plain
        if lines is not None:
            lines.close()


def _cached_results(work: Iterable, jobs: int, pairs, cache: CompileCache, batch_size: int, line_file) -> Iterator:
    pending: deque = deque()  # batches not yet written, oldest first
    waiting: list = []  # misses not yet sent: (batch, slot, key, record, lang)
    in_flight: deque = deque()  # tasks sent, oldest first
    pool = None
    stack = contextlib.ExitStack()

    def send():
        nonlocal pool
        items = [(attrs.evolve(rec, source=SOURCE_MARK) if key is not None else rec, lang)
                 for _, _, key, rec, lang in waiting]
        task = _Task([(b, slot, key, rec) for b, slot, key, rec, _ in waiting], None)
        waiting.clear()
        if pool is None:
            task.result = database.Ready(_compile_misses(items))
            if jobs > 1:  # the next texts to compile go to the workers, forked now with the parsers loaded
                pool = stack.enter_context(database.start_pool(jobs, database._init_worker, (tuple(pairs),)))
        else:
            task.result = pool.apply_async(_compile_misses, (items,))
        for b, _, _, _ in task.slots:
            b.task = task
        in_flight.append(task)

    def settle():
        task = in_flight.popleft()
        rows = []
        results, compiled_lines = task.result.get()
        if line_file is not None:
            line_file.put_lines(compiled_lines)
        for (b, slot, key, rec), (line, used) in zip(task.slots, results):
            if key is not None:
                rows.append((key, line, used))
                line = with_source(line, rec.source)
            b.lines[slot] = line
        cache.put(rows)
        for b, _, _, _ in task.slots:
            b.task = None

    with stack:
        for batch, langs in work:
            lines, misses = _lookup(batch, langs, cache)
            b = _Batch(lines, len(batch))
            pending.append(b)
            if misses:
                b.task = _UNSENT
                waiting.extend((b, slot, key, rec, lang) for slot, key, rec, lang in misses)
            if len(waiting) >= batch_size * len(langs) or (waiting and len(pending) >= _AHEAD):
                send()
            while in_flight and (len(in_flight) > 2 * max(jobs, 1) or in_flight[0].result.ready()):
                settle()
            while pending and pending[0].task is None:
                done = pending.popleft()
                yield done.lines, done.nrec
        if waiting:
            send()
        while pending:
            done = pending.popleft()
            while done.task is not None:
                settle()
            yield done.lines, done.nrec


class Cached:
    """What compile_stream takes as its `cache`: the compile cache, and how to compile with it."""

    def __init__(self, cache: CompileCache):
        self.cache = cache

    def results(self, work: Iterable, jobs: int, pairs, batch_size: int) -> Iterator:
        return cached_results(work, jobs, pairs, self.cache, batch_size)


_UNSENT = _Task([], None)  # the task of a batch whose misses are not sent yet
