"""Lint output: text for people (the line with a caret under the span, like a compiler) and
JSON for programs."""
from __future__ import annotations

import json
import unicodedata

from .findings import Finding, Place


def _width(s: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in s)


def _caret(source: str, place: Place) -> list[str]:
    lines = source.split("\n")
    text = lines[place.line - 1] if place.line - 1 < len(lines) else ""
    start = place.column - 1
    end = place.end_column - 1 if place.end_line == place.line else len(text)
    end = max(end, start + 1)
    gutter = f"{place.line:>4} | "
    return [gutter + text, " " * (len(gutter) - 2) + "| " + " " * _width(text[:start]) + "^" * max(1, _width(text[start:end]))]


def render_text(result, finding: Finding) -> str:
    p = finding.place
    head = f"{result.label}: {result.name} [{p.lang}] {p.line}:{p.column}: {finding.code} {finding.message}"
    out = [head]
    out += _caret(result.texts.get(p.lang, ""), p)
    for r in finding.related:
        out.append(f"     = {r.lang} {r.line}:{r.column}: {r.text}")
        out += ["  " + x for x in _caret(result.texts.get(r.lang, ""), r)]
    if finding.suggestion is not None:
        out.append(f"     = suggestion: {finding.suggestion!r}" if finding.suggestion else "     = suggestion: delete it")
    out.append(f"     = rule: {finding.rule}")
    return "\n".join(out) + "\n"


def result_json(result) -> dict:
    return {"source": result.label, "name": result.name, "status": dict(result.status),
            "findings": [f.to_json() for f in result.findings]}


def dumps(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, sort_keys=True)
