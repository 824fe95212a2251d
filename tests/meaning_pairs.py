"""The meaning test's harness (issue 19): pairs of the shared corpus whose English and Japanese
compile `ok` to the same IR, edits of one language's text (meaning_edits.py), and the verdict.

A meaning-changing edit is CAUGHT when the edited text compiles to another IR than the pair's, or
is not `ok` (an Unparsed line); MISSED when it compiles `ok` to the same IR. A meaning-preserving
edit is FLAGGED when the IR changes or the text stops being `ok`. Used by tests/test_meaning.py (a
sample) and bench/meaning_bench.py (the full run)."""
from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from oraclec.compiler import compile_text, ir, names
from oraclec.compiler.normalize import normalize

import meaning_edits as me

LANGS = ("en", "ja")
# verdicts: a changing edit is caught (ir / unparsed) or missed; a preserving one kept or flagged
CAUGHT_IR, CAUGHT_UNPARSED, MISSED = "caught_ir", "caught_unparsed", "missed"
KEPT, FLAGGED_IR, FLAGGED_UNPARSED = "kept", "flagged_ir", "flagged_unparsed"


@dataclass(frozen=True)
class Pair:
    index: int  # line of cards.jsonl (0-based)
    rec: dict
    ir: str  # the canonical IR both languages compile to

    def face(self, lang: str) -> me.Face:
        r = self.rec
        return me.Face(r.get(f"text_{lang}") or "", lang, r.get(f"name_{lang}") or "", r.get(f"type_{lang}") or "")


def load_records(path: Path) -> list[dict]:
    """The records, and every name pair taught to the compiler (《名前》 → English name), as
    `oraclec compile` does for the file it compiles."""
    with open(path, encoding="utf-8") as f:
        recs = [json.loads(l) for l in f if l.strip()]
    for r in recs:
        names.learn(r.get("name_ja") or "", r.get("name_en") or "")
    return recs


def compile_face(rec: dict, lang: str, text: str | None = None, cache: dict | None = None) -> tuple[str, str]:
    """(status, canonical IR) of one face in one language, its own text or `text` instead."""
    c = compile_text(rec.get(f"text_{lang}") or "" if text is None else text, lang, rec.get(f"name_{lang}") or "",
                     rec.get(f"type_{lang}") or "", rec.get("pt"), mana_cost=rec.get("mana_cost"), line_cache=cache)
    return c.status, ir.dumps(c.card)


def find_pairs(recs: list[dict], indices: Iterable[int], cache: dict | None = None) -> list[Pair]:
    out = []
    for i in indices:
        r = recs[i]
        if not r.get("text_en") or not r.get("text_ja"):
            continue
        se, ie = compile_face(r, "en", cache=cache)
        if se != "ok":
            continue
        sj, ij = compile_face(r, "ja", cache=cache)
        if sj == "ok" and ij == ie:
            out.append(Pair(i, r, ie))
    return out


def stable_key(*parts) -> str:
    """A sort key that depends only on what it is given (not on file order or the process)."""
    return hashlib.sha1("\x1f".join(map(str, parts)).encode("utf-8")).hexdigest()


def sample_faces(recs: list[dict], n: int, seed: str) -> list[int]:
    """n faces chosen by name: the same faces whatever the order of the file."""
    keyed = sorted(range(len(recs)), key=lambda i: stable_key(seed, recs[i].get("name_en"), recs[i].get("text_en")))
    return sorted(keyed[:n])


def candidate_edits(pairs: Iterable[Pair], kinds=None, langs=LANGS) -> dict[tuple[str, str], list[tuple[Pair, me.Edit]]]:
    """Every edit of the pairs, by (kind, language)."""
    cells = defaultdict(list)
    for p in pairs:
        for lang in langs:
            for e in me.edits(p.face(lang), kinds):
                cells[(e.kind, lang)].append((p, e))
    return cells


def choose(cells: dict, per_cell: int | None, seed: str) -> list[tuple[Pair, me.Edit]]:
    """Up to per_cell edits of each (kind, language), chosen by a stable key of the edit itself (a
    pair that joins or leaves the set changes the choice only where its own edits rank)."""
    out = []
    for key in sorted(cells):
        items = cells[key]
        if per_cell is not None and len(items) > per_cell:
            items = sorted(items, key=lambda pe: stable_key(seed, pe[0].rec.get("name_en"), pe[1].rule, pe[1].lang,
                                                                pe[1].start, pe[1].new))[:per_cell]
        out.extend(items)
    return out


def judge(pair: Pair, edit: me.Edit, cache: dict | None = None) -> str:
    status, got = compile_face(pair.rec, edit.lang, edit.text, cache)
    if edit.changing:
        if status != "ok":
            return CAUGHT_UNPARSED
        return CAUGHT_IR if got != pair.ir else MISSED
    if status != "ok":
        return FLAGGED_UNPARSED
    return KEPT if got == pair.ir else FLAGGED_IR


def void(pair: Pair, edit: me.Edit) -> bool:
    """Did the normalizer undo the edit (the text the grammar reads is unchanged)?"""
    face = pair.face(edit.lang)
    return normalize(edit.text, edit.lang, face.name).text == normalize(face.text, edit.lang, face.name).text


@dataclass
class Tally:
    edits: int = 0
    caught_ir: int = 0
    caught_unparsed: int = 0
    missed: int = 0
    kept: int = 0
    flagged_ir: int = 0
    flagged_unparsed: int = 0

    def add(self, verdict: str) -> None:
        self.edits += 1
        setattr(self, verdict, getattr(self, verdict) + 1)

    @property
    def caught(self) -> int:
        return self.caught_ir + self.caught_unparsed

    @property
    def flagged(self) -> int:
        return self.flagged_ir + self.flagged_unparsed

    def rate(self, changing: bool) -> float:
        """Catch % of a changing kind, flagged % of a preserving one."""
        if not self.edits:
            return float("nan")
        return 100.0 * (self.caught if changing else self.flagged) / self.edits


def tally(results: Iterable[tuple[me.Edit, str]], by=lambda e: (e.kind, e.lang)) -> dict:
    out: dict = defaultdict(Tally)
    for e, verdict in results:
        out[by(e)].add(verdict)
    return dict(out)


def table(tallies: dict, title: str = "kind") -> str:
    """Per kind (or rule) and language: edits; how many changed the IR, left a line Unparsed, kept
    the same IR; the catch % of a meaning-changing kind (IR changed or Unparsed), the flagged % of
    a meaning-preserving one (the same two, which it must not do)."""
    rows = [f"| {title} | lang | meaning | edits | IR changed | Unparsed | same IR | caught % | flagged % |",
            "|---|---|---|---:|---:|---:|---:|---:|---:|"]
    order = list(me.KINDS)
    for key in sorted(tallies, key=lambda k: (order.index(k[0].split(".")[0]), k)):
        t = tallies[key]
        changing = me.KINDS[key[0].split(".")[0]]
        changed, unparsed, same = ((t.caught_ir, t.caught_unparsed, t.missed) if changing
                                   else (t.flagged_ir, t.flagged_unparsed, t.kept))
        rate = f"{t.rate(changing):.1f}"
        rows.append(f"| {key[0]} | {key[1]} | {'changes' if changing else 'keeps'} | {t.edits} | {changed} | {unparsed} | "
                    f"{same} | {rate if changing else ''} | {'' if changing else rate} |")
    return "\n".join(rows)
