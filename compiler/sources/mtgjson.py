"""MTGJSON: AtomicCards (data: name → list of faces), AllPrintings (data: set code → set with
"cards"), and single set files (data: one set). Japanese comes from each card's foreignData:
the text as printed (see README: printed-era Japanese). Multi-face cards give one record per
face. Printings of the same face are merged: the first one is kept, and Japanese is taken from
the first printing that has it. A set's other lists (tokens, sealedProduct, decks, …) are not
cards and are skipped."""
from __future__ import annotations

from typing import Iterator

import attrs

from ..records import Record, RecordError, pt_of, record_from_dict
from .stream import Reader

# The fields of an MTGJSON Set other than "cards" (https://mtgjson.com/data-models/set/): in a set
# file they sit beside "cards" in "data", where AtomicCards has card names. Version 4 files also
# have "boosterV3" (the booster's rarity slots: strings and lists of strings) and their "meta".
SET_FIELDS = frozenset("""baseSetSize block booster boosterV3 cardsphereSetId code codeV3 decks isForeignOnly isFoilOnly
    isNonFoilOnly isOnlineOnly isPaperOnly isPartialPreview keyruneCode languages mcmId mcmIdExtras mcmName meta
    mtgoCode name parentCode releaseDate sealedProduct tcgplayerGroupId tokens tokenSetCode totalSetSize
    translations type""".split())
# set fields that a card object has too (a file of card objects may begin with one)
CARD_FIELDS = frozenset({"name", "type", "languages", "code"})


def is_card(d: dict) -> bool:
    """An MTGJSON card object (in a list of cards that is not in an MTGJSON file)."""
    return "foreignData" in d or ("type" in d and "name" in d and "manaCost" in d)


def _japanese(card: dict) -> dict:
    for fd in card.get("foreignData") or []:
        if isinstance(fd, dict) and fd.get("language") == "Japanese":
            return fd
    return {}


def to_dict(card: dict) -> dict:
    if not isinstance(card, dict):
        raise TypeError("a card must be a JSON object")
    if not isinstance(card.get("type"), str):
        raise TypeError("not a card: it has no type line ('type')")
    name = card.get("faceName") or card.get("name")
    ja = _japanese(card)
    return {
        "name_en": name,
        "name_ja": ja.get("faceName") or ja.get("name") or "",
        "type_en": card.get("type") or "",
        "type_ja": ja.get("type") or "",
        "pt": pt_of(card),
        "text_en": card.get("text") if card.get("text") is not None else "",
        # a Japanese printing without text is a face with no rules text (records.py makes it "")
        "text_ja": ja.get("text") if ja else None,
        "mana_cost": card.get("manaCost"),
        # a face of a card with two faces: the other face's name ("A // B" less this face's), the layout, a/b
        **_faces(card, name),
    }


def _faces(card: dict, face) -> dict:
    """The other face of a card with two (version 5: name "A // B" beside faceName; version 4:
    "names"), its layout and this face's side; {} for a card with one face."""
    names = card.get("names")
    if not isinstance(names, list):
        names = card["name"].split(" // ") if card.get("faceName") and isinstance(card.get("name"), str) else []
    others = [x for x in names if isinstance(x, str) and x != face]
    if len(others) != 1 or len(names) != 2:
        return {}
    layout, side = card.get("layout"), card.get("side")
    return {"related_face_en": others[0], "layout": layout if isinstance(layout, str) else None,
            "side": side if isinstance(side, str) else None}


class Merger:
    """Keeps the first printing of each face; fills Japanese in from a later one."""

    def __init__(self):
        self.order: list[str] = []
        self.by_name: dict[str, tuple[dict, str]] = {}
        self.errors: list[RecordError] = []

    def add(self, card, where: str):
        try:
            d = to_dict(card)
        except (TypeError, AttributeError) as e:
            name = card.get("name") if isinstance(card, dict) else ""
            self.errors.append(RecordError(where, str(e), name if isinstance(name, str) else ""))
            return
        key = d.get("name_en")
        if not isinstance(key, str) or not key:
            self.errors.append(RecordError(where, "card without a name"))
            return
        old = self.by_name.get(key)
        if old is None:
            self.by_name[key] = (d, where)
            self.order.append(key)
        elif old[0].get("text_ja") is None and (d.get("text_ja") is not None or (d["name_ja"] and not old[0]["name_ja"])):
            for k in ("name_ja", "type_ja", "text_ja"):
                old[0][k] = d[k]

    def __len__(self):
        return len(self.order) + len(self.errors)

    def records(self, label: str) -> Iterator[Record | RecordError]:
        yield from self.errors
        for key in self.order:
            d, where = self.by_name[key]
            try:
                rec = record_from_dict(d, f"{where}:{key}")
            except RecordError as e:
                yield e
                continue
            yield attrs.evolve(rec, printed_ja=True) if rec.text_ja is not None else rec


def read_cards(r: Reader, label: str, m: Merger):
    """The reader stands at a set's "cards" array."""
    for i, r3 in enumerate(r.elements()):
        m.add(r3.value(), f"{label}:cards[{i}]")


def read_data(r: Reader, label: str, m: Merger):
    """The reader stands at the value of the top-level "data" object."""
    for k2, r2 in r.members():
        if k2 == "cards" and r2.peek() == "[":  # a set file
            read_cards(r2, label, m)
        elif k2 in SET_FIELDS or k2 == "cards":  # a set file's other fields
            r2.skip()
        elif r2.peek() == "[":  # AtomicCards: name → list of faces
            faces = r2.value()
            if faces and not any(isinstance(f, dict) for f in faces):
                continue  # a set field this list does not know (strings, lists): no card in it
            for face in faces:
                m.add(face, label)
        elif r2.peek() == "{":  # AllPrintings: set code → set object with its "cards"
            for k3, r3 in r2.members():
                if k3 == "cards" and r3.peek() == "[":
                    for i, r4 in enumerate(r3.elements()):
                        m.add(r4.value(), f"{label}:{k2}:cards[{i}]")
                else:
                    r3.skip()
        else:
            r2.skip()
