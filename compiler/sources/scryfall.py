"""Scryfall bulk data: a top-level array of card objects. Oracle cards carry the English text;
in all-cards, Japanese printings (lang "ja") carry printed_name / printed_type_line /
printed_text. Cards are merged by oracle_id (or name); multi-face cards give one record per
face from card_faces."""
from __future__ import annotations

from typing import Iterator

from ..records import Record, RecordError, pt_of, record_from_dict
from .stream import Reader


def _faces(card: dict) -> list[dict]:
    faces = card.get("card_faces")
    if isinstance(faces, list) and faces and all(isinstance(f, dict) for f in faces):
        return faces
    return [card]


def read(reader: Reader, label: str) -> Iterator[Record | RecordError]:
    order: list[str] = []
    en: dict[str, list[dict]] = {}
    ja: dict[str, list[dict]] = {}
    errors: list[RecordError] = []
    for i, r in enumerate(reader.elements()):
        card = r.value()
        where = f"{label}:[{i}]"
        if not isinstance(card, dict):
            errors.append(RecordError(where, "a card must be a JSON object"))
            continue
        key = card.get("oracle_id") or card.get("name")
        if not isinstance(key, str) or not key:
            errors.append(RecordError(where, "card without oracle_id or name"))
            continue
        lang = card.get("lang", "en")
        if lang == "en" and key not in en:
            en[key] = _faces(card)
            if key not in order:
                order.append(key)
        elif lang == "ja" and key not in ja:
            ja[key] = _faces(card)
            if key not in order:
                order.append(key)
    yield from errors
    for key in order:
        faces_en = en.get(key)
        if faces_en is None:
            yield RecordError(f"{label}:{key}", "a Japanese printing without an English card")
            continue
        faces_ja = ja.get(key) or []
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
            try:
                yield record_from_dict(d, f"{label}:{key}")
            except RecordError as e:
                yield e
