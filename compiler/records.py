"""Card records: one face of a card with its texts in both languages, and the JSONL loader
(the format of ../shared/corpus/cards.jsonl: name_en, name_ja, type_en, type_ja, pt,
text_en, text_ja)."""
from __future__ import annotations

import json
import re
from importlib import resources
from typing import IO, Iterator

import attrs


@attrs.frozen
class Record:
    name_en: str
    name_ja: str = ""
    type_en: str = ""
    type_ja: str = ""
    pt: str | None = None
    text_en: str | None = None
    text_ja: str | None = None
    mana_cost: str | None = None  # "{2}{R}" (optional: the runtime needs it to cast the card)
    source: str = ""  # where it came from: "file:line"
    printed_en: str | None = None  # the English text as printed (printed.jsonl's text_en_printed): lint reads it
    printed_ja: bool = False  # text_ja is the printed Japanese (MTGJSON foreignData, Scryfall printed_text)
    # A face of a card with two faces: the other face's English name (related_face_en), the card's
    # layout as its source names it ("transform", "modal_dfc", "split", "adventure" …; None when the
    # source does not say) and which face this is ("a" the front, "b" the back; None when unknown).
    other_face: str | None = None
    layout: str | None = None
    side: str | None = None

    def text(self, lang: str) -> str | None:
        """The rules text; "" for a face with none, None when the record has no such language."""
        return self.text_en if lang == "en" else self.text_ja

    def name(self, lang: str) -> str:
        return self.name_en if lang == "en" else self.name_ja

    def type_line(self, lang: str) -> str:
        return self.type_en if lang == "en" else self.type_ja


class RecordError(ValueError):
    """A record that cannot be read: says where and why."""

    def __init__(self, source: str, reason: str, name: str = ""):
        super().__init__(f"{source}: {reason}")
        self.source = source
        self.reason = reason
        self.name = name

    def __reduce__(self):  # picklable, so worker processes can receive bad records too
        return (RecordError, (self.source, self.reason, self.name))


def pt_of(card: dict) -> str | None:
    """"P/T" (or loyalty) from a source record with power/toughness/loyalty fields."""
    if card.get("power") is not None and card.get("toughness") is not None:
        return f"{card['power']}/{card['toughness']}"
    if card.get("loyalty") is not None:
        return str(card["loyalty"])
    return None


_REMINDER = re.compile(r"[(（][^()（）]*[)）]")


def no_rules_text(text: str | None) -> bool:
    """No text, or only reminder text: "({T}: Add {G}.)" on a basic land."""
    return text is None or not isinstance(text, str) or not _REMINDER.sub("", text).strip()


def _str(d: dict, key: str) -> str | None:
    v = d.get(key)
    if v is None:
        return None
    if not isinstance(v, str):
        raise TypeError(f"field {key!r} must be a string, not {type(v).__name__}")
    return v


_FIELDS = ("name_en", "name", "name_ja", "type_en", "type_ja", "pt", "text_en", "text_ja", "mana_cost",
           "text_en_printed", "related_face_en", "layout", "side")


def record_from_dict(d: dict, source: str = "") -> Record:
    if type(d) is dict:  # the common case, read at once: every field a string or missing
        fields = tuple(map(d.get, _FIELDS))
        name_en, name, name_ja, type_en, type_ja, pt, text_en, text_ja, mana_cost, printed, other, layout, side = fields
        if all(v is None or type(v) is str for v in fields) and (name_en or name):
            type_en, type_ja = type_en or "", type_ja or ""
            if text_en is None and type_en and no_rules_text(text_ja):
                text_en = ""
            if text_ja is None and type_ja and no_rules_text(d.get("text_en")):
                text_ja = ""
            return Record(name_en or name, name_ja or "", type_en, type_ja, pt, text_en, text_ja, mana_cost, source,
                          printed, False, other or None, layout or None, side or None)
    return _record_from_dict(d, source)


def _record_from_dict(d: dict, source: str = "") -> Record:
    if not isinstance(d, dict):
        raise RecordError(source, f"expected a JSON object, got {type(d).__name__}")
    try:
        name = _str(d, "name_en") or _str(d, "name")
        if not name:
            raise RecordError(source, "missing field 'name_en'")
        type_en, type_ja = _str(d, "type_en") or "", _str(d, "type_ja") or ""
        text_en, text_ja = _str(d, "text_en"), _str(d, "text_ja")
        # A face given with its type line but no text has no rules text (a vanilla creature, a basic
        # land): "" — unless the other language has rules text, when this language's text is missing.
        if text_en is None and type_en and no_rules_text(text_ja):
            text_en = ""
        if text_ja is None and type_ja and no_rules_text(d.get("text_en")):
            text_ja = ""
        return Record(name, _str(d, "name_ja") or "", type_en, type_ja, _str(d, "pt"), text_en, text_ja,
                      _str(d, "mana_cost"), source, _str(d, "text_en_printed"), False,
                      _str(d, "related_face_en") or None, _str(d, "layout") or None, _str(d, "side") or None)
    except TypeError as e:
        raise RecordError(source, str(e), str(d.get("name_en") or "")) from None


def read_jsonl(stream: IO[str], label: str) -> Iterator[Record | RecordError]:
    """Records of a JSONL stream; a bad line yields a RecordError instead (never raises)."""
    for i, line in enumerate(stream, 1):
        if not line.strip():
            continue
        where = f"{label}:{i}"
        try:
            d = json.loads(line)
        except json.JSONDecodeError as e:
            yield RecordError(where, f"invalid JSON ({e.msg} at column {e.colno})")
            continue
        try:
            yield record_from_dict(d, where)
        except RecordError as e:
            yield e


def embedded() -> list[Record]:
    """The cards typed into the project's corpus/ (Magic 2012)."""
    out = []
    for path in sorted(resources.files("oraclec.corpus").iterdir(), key=lambda p: p.name):
        if path.name.endswith(".jsonl"):
            with path.open(encoding="utf-8") as f:
                out.extend(r for r in read_jsonl(f, path.name) if isinstance(r, Record))
    return out


def find_card(name: str) -> Record | None:
    low = name.casefold()
    for r in embedded():
        if r.name_en.casefold() == low or r.name_ja == name:
            return r
    return None
