"""Where card definitions come from: the embedded corpus compiled in either language, a
definitions file written by `oraclec compile` (played without parsing text), inline text, and
the basic lands."""
from __future__ import annotations

import json
from functools import lru_cache

from oraclec.compiler import compile_text
from oraclec.compiler.records import Record, RecordError, embedded

from .cards import CardDef, basic_land, with_other_face

BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


class LibraryError(Exception):
    """A --defs or --cards file that cannot be read: the message names the file (and line)."""


class CardLibrary:
    """Name → CardDef in one language. Names are the English names in both languages, so
    event logs compare across languages."""

    def __init__(self, lang: str = "en"):
        self.lang = lang
        self.records: dict[str, Record] = {r.name_en: r for r in embedded()}
        self.defs: dict[str, CardDef] = {}
        self.status: dict[str, str] = {}
        self.from_defs: set[str] = set()  # names whose definition came from a compiled file
        self.faces: dict[str, tuple[str, str | None]] = {}  # name → (its other face, the layout)
        self.linked: set[str] = set()

    def add_record(self, rec: Record):
        self.records[rec.name_en] = rec
        self.defs.pop(rec.name_en, None)
        self.linked.discard(rec.name_en)

    def add_inline(self, name: str, spec: dict):
        """An inline card: text in English and/or Japanese (text_en/text_ja, type_en/type_ja, pt, mana_cost;
        other_face: the other face's name, a card of its own)."""
        self.add_record(Record(name, spec.get("name_ja", ""), spec.get("type_en", ""), spec.get("type_ja", ""),
                               spec.get("pt"), spec.get("text_en"), spec.get("text_ja"), spec.get("mana_cost"),
                               other_face=spec.get("other_face")))

    def load_records(self, path: str):
        """Card records in any format `oraclec compile` reads; one that cannot be read is an error."""
        from oraclec.compiler.sources import UnreadableInput, read_records

        try:
            with open(path, encoding="utf-8") as f:
                for rec in read_records(f, path):
                    if isinstance(rec, RecordError):
                        raise LibraryError(f"{rec.source}: cannot read this card record: {rec.reason}")
                    self.add_record(rec)
        except UnreadableInput as e:
            raise LibraryError(f"cannot read {e}") from None
        except OSError as e:
            raise LibraryError(f"cannot read {path}: {e.strerror}") from None

    def load_defs(self, path: str):
        """A definitions file (`oraclec compile` output): IR only, no text is parsed. A line that is
        not a definition is an error with the file and line."""
        try:
            with open(path, encoding="utf-8") as f:
                for i, line in enumerate(f, 1):
                    if line.strip():
                        self._load_def(line, f"{path}:{i}")
        except UnicodeDecodeError as e:
            raise LibraryError(f"cannot read {path}: not UTF-8 text ({e.reason}): not oraclec compile output") from None
        except OSError as e:
            raise LibraryError(f"cannot read {path}: {e.strerror}") from None

    def _load_def(self, line: str, where: str):
        try:
            d = json.loads(line)
        except (ValueError, RecursionError):
            raise LibraryError(f"{where}: not JSON: --defs takes oraclec compile output") from None
        if isinstance(d, dict) and d.get("kind") == "oraclec-definitions":
            return  # the header line
        if not (isinstance(d, dict) and isinstance(d.get("name"), str) and isinstance(d.get("lang"), str)
                and isinstance(d.get("ir"), (dict, type(None)))):
            raise LibraryError(f"{where}: not a definition (name, lang, status, ir): --defs takes oraclec compile output")
        if d["lang"] != self.lang or not d["ir"]:
            return
        try:
            self.defs[d["name"]] = CardDef.from_json(d["name"], d["ir"])
        except Exception as e:  # (whatever the IR decoder finds wrong in a hand-edited or foreign file)
            raise LibraryError(f"{where}: {d['name']!r} is not a card IR this version reads ({type(e).__name__}: {e})") from None
        self.status[d["name"]] = d.get("status", "ok")
        self.from_defs.add(d["name"])
        if isinstance(d.get("other_face"), str):
            layout = d.get("layout")
            self.faces[d["name"]] = (d["other_face"], layout if isinstance(layout, str) else None)

    def get(self, name: str) -> CardDef:
        """The definition of `name`, linked to its other face when it has one that transforms."""
        d = self._get(name)
        if name in self.faces and name not in self.linked:
            self.linked.add(name)
            other, layout = self.faces[name]
            try:
                back = self._get(other)
            except KeyError:
                back = None  # (its other face is not here: transforming it is refused)
            d = self.defs[name] = with_other_face(d, back, layout)
        return d

    def _get(self, name: str) -> CardDef:
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
        if rec.other_face:
            self.faces[name] = (rec.other_face, rec.layout)
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


@lru_cache(maxsize=4)
def playable_card_names(lang: str) -> tuple[str, ...]:
    """Embedded cards that compile ok in this language and hold nothing the runtime does not play
    (playable.missing_parts): the cards random games are dealt."""
    from .playable import card_missing

    lib = CardLibrary(lang)
    return tuple(name for name in ok_card_names(lang) if not card_missing(lib.get(name).card))
