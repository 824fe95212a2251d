"""Linting records with the compile cache (compile_cache.py, its "lint" table): a record's lint
result is kept under a key made of the compiler's identity, the lint options and the record's
content (every field but `source`, which is the result's label and is put back when it is read),
with the other cards' names its texts held (checked on use, as for a compiled line): here the
key and the row; run.cached_lint does the lookups. So a lint
of records linted before (a re-run, or the same cards in another file) lints only the records
that are new or changed, and gives the same results: a hit is exactly what linting the record
again would give. A result is what lint reports (findings with their places, statuses), not the
compiled card, so the compile command's lines do not serve lint nor lint's results compile."""
from __future__ import annotations

import hashlib
import json
import attrs

from ..compile_cache import CompileCache, _content
from .findings import Finding, Place

TABLE = "lint"


def key(cache: CompileCache, rec, opts) -> bytes:
    data = repr((attrs.astuple(opts), _content(rec))).encode("utf-8", "surrogatepass")
    return hashlib.blake2b(data, digest_size=20, person=b"lint", key=cache._prefix).digest()


def _place(p: Place) -> list:
    return [p.lang, list(p.span), p.line, p.column, p.end_line, p.end_column, p.text]


def _unplace(x: list) -> Place:
    return Place(x[0], tuple(x[1]), *x[2:])


def encode(r) -> str:
    """A result without its label (the record's source), as one JSON text."""
    return json.dumps([r.name, r.texts, r.status,
                       [[f.code, f.message, _place(f.place), f.rule, f.suggestion, [_place(p) for p in f.related]]
                        for f in r.findings]], ensure_ascii=False)


def decode(line: str) -> tuple:
    """(name, texts, findings, status) of an encoded result."""
    name, texts, status, findings = json.loads(line)
    return name, texts, tuple(Finding(c, m, _unplace(p), rule, sug, tuple(_unplace(x) for x in rel))
                              for c, m, p, rule, sug, rel in findings), status


