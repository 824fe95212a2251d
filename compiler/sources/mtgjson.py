"""MTGJSON: AtomicCards (data: name → list of faces), AllPrintings (data: set code → set with
"cards"), and single set files (data: one set). Japanese comes from each card's foreignData.
Multi-face cards give one record per face. Printings of the same face are merged: the first
one is kept, and Japanese is taken from the first printing that has it."""
from __future__ import annotations

from typing import Iterator

from ..records import Record, RecordError, pt_of, record_from_dict
from .stream import Reader


def _japanese(card: dict) -> dict:
    for fd in card.get("foreignData") or []:
        if isinstance(fd, dict) and fd.get("language") == "Japanese":
            return fd
    return {}


def to_dict(card: dict) -> dict:
    if not isinstance(card, dict):
        raise TypeError("a card must be a JSON object")
    name = card.get("faceName") or card.get("name")
    ja = _japanese(card)
    return {
        "name_en": name,
        "name_ja": ja.get("faceName") or ja.get("name") or "",
        "type_en": card.get("type") or "",
        "type_ja": ja.get("type") or "",
        "pt": pt_of(card),
        "text_en": card.get("text") if card.get("text") is not None else "",
        "text_ja": ja.get("text") if ja else None,
        "mana_cost": card.get("manaCost"),
    }


class Merger:
    """Keeps the first printing of each face; fills Japanese in from a later one."""

    def __init__(self):
        self.order: list[str] = []
        self.by_name: dict[str, dict] = {}
        self.errors: list[RecordError] = []

    def add(self, card, where: str):
        try:
            d = to_dict(card)
        except (TypeError, AttributeError) as e:
            self.errors.append(RecordError(where, str(e)))
            return
        key = d.get("name_en")
        if not isinstance(key, str) or not key:
            self.errors.append(RecordError(where, "card without a name"))
            return
        old = self.by_name.get(key)
        if old is None:
            self.by_name[key] = d
            self.order.append(key)
        elif old.get("text_ja") is None and d.get("text_ja") is not None:
            for k in ("name_ja", "type_ja", "text_ja"):
                old[k] = d[k]

    def records(self, label: str) -> Iterator[Record | RecordError]:
        yield from self.errors
        for i, key in enumerate(self.order):
            try:
                yield record_from_dict(self.by_name[key], f"{label}:{key}")
            except RecordError as e:
                yield e


def read(reader: Reader, label: str) -> Iterator[Record | RecordError]:
    """The reader stands at the top-level object ({"meta": …, "data": …})."""
    m = Merger()
    for key, r in reader.members():
        if key != "data" or r.peek() != "{":
            r.skip()
            continue
        for k2, r2 in r.members():
            if k2 == "tokens":
                r2.skip()
            elif r2.peek() == "[":
                # AtomicCards: name → list of faces; a set file's data: "cards" → list of cards
                for r3 in r2.elements():
                    m.add(r3.value(), f"{label}:{k2}")
            elif r2.peek() == "{":
                # AllPrintings: set code → set object with its "cards"
                for k3, r3 in r2.members():
                    if k3 == "cards" and r3.peek() == "[":
                        for r4 in r3.elements():
                            m.add(r4.value(), f"{label}:{k2}")
                    else:
                        r3.skip()
            else:
                r2.skip()
    return m.records(label)
