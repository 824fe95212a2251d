"""Where card definitions come from: the embedded corpus compiled in either language, a
definitions file written by `oraclec compile` (played without parsing text), inline text, and
the basic lands."""
from __future__ import annotations

import json
from functools import lru_cache

from oraclec.compiler import compile_text
from oraclec.compiler.records import Record, embedded

from .cards import CardDef, basic_land

BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


class CardLibrary:
    """Name → CardDef in one language. Names are the English names in both languages, so
    event logs compare across languages."""

    def __init__(self, lang: str = "en"):
        self.lang = lang
        self.records: dict[str, Record] = {r.name_en: r for r in embedded()}
        self.defs: dict[str, CardDef] = {}
        self.status: dict[str, str] = {}
        self.from_defs: set[str] = set()  # names whose definition came from a compiled file

    def add_record(self, rec: Record):
        self.records[rec.name_en] = rec
        self.defs.pop(rec.name_en, None)

    def add_inline(self, name: str, spec: dict):
        """An inline card: text in English and/or Japanese (text_en/text_ja, type_en/type_ja, pt, mana_cost)."""
        self.add_record(Record(name, spec.get("name_ja", ""), spec.get("type_en", ""), spec.get("type_ja", ""),
                               spec.get("pt"), spec.get("text_en"), spec.get("text_ja"), spec.get("mana_cost")))

    def load_records(self, path: str):
        from oraclec.compiler.records import Record as _R, read_jsonl

        with open(path, encoding="utf-8") as f:
            for rec in read_jsonl(f, path):
                if isinstance(rec, _R):
                    self.add_record(rec)

    def load_defs(self, path: str):
        """A definitions file (`oraclec compile` output): IR only, no text is parsed."""
        with open(path, encoding="utf-8") as f:
            for line in f:
                if not line.strip():
                    continue
                d = json.loads(line)
                if d.get("lang", self.lang) != self.lang or not d.get("ir"):
                    continue
                self.defs[d["name"]] = CardDef.from_json(d["name"], d["ir"])
                self.status[d["name"]] = d.get("status", "ok")
                self.from_defs.add(d["name"])

    def get(self, name: str) -> CardDef:
        if name in self.defs:
            return self.defs[name]
        if name in BASICS:
            return basic_land(name)
        rec = self.records.get(name)
        if rec is None:
            raise KeyError(f"no card named {name!r}")
        text = rec.text(self.lang)
        if text is None:
            raise KeyError(f"{name!r} has no {self.lang} text")
        c = compile_text(text, self.lang, rec.name(self.lang), rec.type_line(self.lang), rec.pt,
                         name_for_output=rec.name_en, mana_cost=rec.mana_cost)
        self.status[name] = c.status
        d = CardDef(name, c.card)
        self.defs[name] = d
        return d


@lru_cache(maxsize=4)
def ok_card_names(lang: str) -> tuple[str, ...]:
    """Embedded cards that compile ok in this language."""
    lib = CardLibrary(lang)
    out = []
    for name in sorted(lib.records):
        lib.get(name)
        if lib.status.get(name) == "ok":
            out.append(name)
    return tuple(out)
