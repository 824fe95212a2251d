"""Scryfall card objects: bulk data (a top-level array), a search result (`{"object": "list",
"data": [...]}`) or one card per line (JSONL). Oracle cards carry the English text; in all-cards,
Japanese printings (lang "ja") carry printed_name / printed_type_line / printed_text, the text
as printed (see README: printed-era Japanese). Cards are merged by oracle_id (or name);
multi-face cards give one record per face from card_faces."""
from __future__ import annotations

from typing import Iterator

import attrs

from ..records import Record, RecordError, pt_of, record_from_dict

# keys only a Scryfall card object has (our records and MTGJSON cards have none of them)
CARD_KEYS = ("oracle_id", "type_line", "oracle_text", "card_faces", "printed_text", "printed_type_line")


def is_card(d: dict) -> bool:
    return d.get("object") == "card" or any(k in d for k in CARD_KEYS)


def _faces(card: dict) -> list[dict]:
    faces = card.get("card_faces")
    if isinstance(faces, list) and faces and all(isinstance(f, dict) for f in faces):
        return faces
    return [card]


class Merger:
    """English cards in the order they come, with the Japanese printing of each filled in."""

    def __init__(self):
        self.order: list[str] = []
        self.en: dict[str, tuple[list[dict], str]] = {}
        self.ja: dict[str, list[dict]] = {}
        self.errors: list[RecordError] = []
        self.layout: dict[str, str] = {}  # the English card's layout ("transform", "modal_dfc", "split" …)

    def add(self, card, where: str):
        if not isinstance(card, dict):
            self.errors.append(RecordError(where, "a card must be a JSON object"))
            return
        if card.get("object", "card") != "card":
            self.errors.append(RecordError(where, f"a Scryfall {card.get('object')!r} object, not a card",
                                           str(card.get("name") or "")))
            return
        key = card.get("oracle_id") or card.get("name")
        if not isinstance(key, str) or not key:
            self.errors.append(RecordError(where, "card without oracle_id or name"))
            return
        lang = card.get("lang", "en")
        if lang == "en" and key not in self.en:
            self.en[key] = (_faces(card), where)
            if isinstance(card.get("layout"), str):
                self.layout[key] = card["layout"]
        elif lang == "ja" and key not in self.ja:
            self.ja[key] = _faces(card)
        else:
            return
        if key not in self.order:
            self.order.append(key)

    def records(self, label: str) -> Iterator[Record | RecordError]:
        yield from self.errors
        for key in self.order:
            if key not in self.en:
                yield RecordError(f"{label}:{key}", "a Japanese printing without an English card")
                continue
            faces_en, where = self.en[key]
            faces_ja = self.ja.get(key) or []
            faces_en_layout = self.layout
            for n, face in enumerate(faces_en):
                fj = faces_ja[n] if n < len(faces_ja) else {}
                d = {
                    "name_en": face.get("name"),
                    "name_ja": fj.get("printed_name") or "",
                    "type_en": face.get("type_line") or "",
                    "type_ja": fj.get("printed_type_line") or "",
                    "pt": pt_of(face),
                    "text_en": face.get("oracle_text") or "",
                    "text_ja": fj.get("printed_text") if fj else None,
                    "mana_cost": face.get("mana_cost") or None,
                }
                if len(faces_en) == 2:  # a card with two faces: the other one's name, the layout, a/b
                    other = faces_en[1 - n].get("name")
                    d["related_face_en"] = other if isinstance(other, str) else None
                    d["layout"] = faces_en_layout.get(key)
                    d["side"] = "ab"[n]
                try:
                    rec = record_from_dict(d, where)
                except RecordError as e:
                    yield e
                    continue
                yield attrs.evolve(rec, printed_ja=True) if fj and rec.text_ja is not None else rec
