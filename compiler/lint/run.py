"""Linting one text, one English/Japanese pair, or a stream of card records (on all cores)."""
from __future__ import annotations

import os
from collections import deque
from typing import Iterable, Iterator

import attrs

from ..tables.wordings import CURRENT_ERA
from . import templating, translation, wording
from .findings import Finding, finding, selected


@attrs.frozen
class Options:
    era: int = CURRENT_ERA
    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    langs: tuple[str, ...] = ("en", "ja")
    pair: bool = True  # compare the two languages when a record has both


@attrs.frozen
class Result:
    """The findings on one card: `label` says where it came from (file:line, or <text>)."""

    label: str
    name: str
    texts: dict  # lang → source text
    findings: tuple[Finding, ...]
    status: dict = attrs.field(factory=dict)  # lang → ok | partial | failed


def _unreadable(compiled) -> list[Finding]:
    src, out = compiled.normalized.source, []
    for line in compiled.lines:
        u = line.unparsed
        if u is None:
            continue
        if u.expected:
            shown = ", ".join(u.expected[:12]) + (" …" if len(u.expected) > 12 else "")
            msg = f"the grammar cannot read this ({u.reason}); expected one of: {shown}"
        else:
            msg = f"the grammar cannot read this ({u.reason})"
        out.append(finding("U100", msg, src, line.error_span or line.span, compiled.lang))
    return out


def check_compiled(compiled, opts: Options) -> list[Finding]:
    out = _unreadable(compiled) + wording.check(compiled, opts.era) + templating.check(compiled)
    return [f for f in out if selected(f.code, opts.select, opts.ignore)]


def _sorted(findings) -> tuple[Finding, ...]:
    return tuple(sorted(findings, key=lambda f: (f.place.lang != "en", f.place.span, f.code)))


def _compile(side: dict, lang: str, used: list | None = None):
    """side: dict(text=…, name=…, type_line=…, pt=…), the one shape every entry point passes;
    `used` (if given) gets the other cards' names the text holds."""
    from ..compile import compile_text

    c = compile_text(side["text"], lang, side.get("name", ""), side.get("type_line", ""), side.get("pt"))
    if used is not None:
        used.extend(c.normalized.names)
    return c


def lint_text(text: str, lang: str, name: str = "", type_line: str = "", pt: str | None = None,
              opts: Options = Options(), label: str = "<text>") -> Result:
    c = _compile(dict(text=text, name=name, type_line=type_line, pt=pt), lang)
    return Result(label, name, {lang: text}, _sorted(check_compiled(c, opts)), {lang: c.status})


def lint_pair(en: dict, ja: dict, opts: Options = Options(), label: str = "<text>", name: str = "",
              used: list | None = None) -> Result:
    """en / ja: dict(text=…, name=…, type_line=…, pt=…). Each side alone, then the comparison."""
    ce, cj = _compile(en, "en", used), _compile(ja, "ja", used)
    found = check_compiled(ce, opts) + check_compiled(cj, opts)
    if selected("X401", opts.select, opts.ignore) or selected("X402", opts.select, opts.ignore):
        found += [f for f in translation.check(ce, cj) if selected(f.code, opts.select, opts.ignore)]
    return Result(label, name or en.get("name", ""), {"en": en["text"], "ja": ja["text"]}, _sorted(found),
                  {"en": ce.status, "ja": cj.status})


def lint_record(rec, opts: Options, used: list | None = None) -> Result:
    """A card record: the printed English text when the record has one, else the Oracle text.
    `used` (if given) gets the other cards' names its texts hold (what else the result depends on)."""
    en_text = rec.printed_en or rec.text_en
    sides = {}
    if "en" in opts.langs and en_text:
        sides["en"] = dict(text=en_text, name=rec.name_en, type_line=rec.type_en, pt=rec.pt)
    if "ja" in opts.langs and rec.text_ja:
        sides["ja"] = dict(text=rec.text_ja, name=rec.name_ja, type_line=rec.type_ja, pt=rec.pt)
    if len(sides) == 2 and opts.pair:
        return lint_pair(sides["en"], sides["ja"], opts, rec.source, rec.name_en, used)
    found, status, texts = [], {}, {}
    for lang, s in sides.items():
        c = _compile(s, lang, used)
        found += check_compiled(c, opts)
        status[lang], texts[lang] = c.status, s["text"]
    return Result(rec.source, rec.name_en, texts, _sorted(found), status)


# ---------------------------------------------------------------- many records, both cores
def _work(args) -> list[Result]:
    batch, opts = args
    from ..records import RecordError

    out = []
    for rec in batch:
        if isinstance(rec, RecordError):
            out.append(Result(rec.source, rec.name, {}, (), {"error": rec.reason}))
        else:
            out.append(lint_record(rec, opts))
    return out


def _init(pairs):
    from .. import names

    for ja, en in pairs:
        names.learn(ja, en)


def lint_records(records: Iterable, opts: Options, jobs: int | None = None, pairs=(),
                 batch_size: int = 64, cache=None) -> Iterator[Result]:
    """Results in input order; with more than one job, batches go to worker processes. `cache`:
    the compile cache (lint/cache.py: records linted before are not linted again)."""
    from ..database import few_collections

    with few_collections():
        yield from _lint_records(records, opts, jobs, pairs, batch_size, cache)


def _lint_records(records, opts: Options, jobs, pairs, batch_size: int, cache) -> Iterator[Result]:
    from ..database import batches

    jobs = jobs or os.cpu_count() or 1
    if cache is not None:
        yield from cached_lint(records, opts, jobs, pairs, cache, batch_size)
        return
    work = ((b, opts) for b in batches(records, batch_size))
    if jobs <= 1:
        _init(pairs)
        for args in work:
            yield from _work(args)
        return
    from ..database import ordered_map

    for results in ordered_map(_work, work, jobs, _init, (list(pairs),)):
        yield from results


def _lint_misses(args) -> list:
    """On a worker: each record's result and the other cards' names its texts held."""
    recs, opts = args
    out = []
    for rec in recs:
        used: list = []
        out.append((lint_record(rec, opts, used), used))
    return out


def cached_lint(records: Iterable, opts: Options, jobs: int, pairs, cache,
                batch_size: int = 64) -> Iterator[Result]:
    """lint_records with the compile cache (lint/cache.py): results in input order. Each batch is looked up here; its
    misses are linted on the worker processes, which start only when there is something to lint,
    after the first misses were linted here (so they fork with the parsers loaded)."""
    from ..database import Ready, batches, start_pool
    from ..records import RecordError
    from .cache import TABLE, decode, key

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
                    results.append(Result(rec.source, *decode(found[k])))
                else:
                    results.append(None)
                    misses.append((i, k))
            task = None
            if misses:
                work = ([batch[i] for i, _ in misses], opts)
                if pool is None:
                    task = Ready(_lint_misses(work))
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


def _settle(entry, cache) -> list:
    from .cache import TABLE, encode

    results, misses, task = entry
    if task is not None:
        rows = []
        for (i, k), (r, used) in zip(misses, task.get()):
            results[i] = r
            rows.append((k, encode(r), used))
        cache.put(rows, TABLE)
    return results
