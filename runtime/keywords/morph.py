"""Morph, megamorph and disguise (CR 702.37, 702.168, 708): the card may be cast face down as a
2/2 creature spell with no name, text, subtypes or mana cost for {3} (702.37c, 708.2); the
face-down permanent may be turned face up any time its controller has priority by paying the
morph cost — a special action, it doesn't use the stack (702.37e, 116.2b) — and then has its
printed characteristics (stack/face_down.py); "when ~ is turned face up" triggers (708.8). Megamorph also puts a
+1/+1 counter on it as it is turned face up (702.37b); a face-down disguise permanent has ward
{2} (702.168a)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

FACE_DOWN_COST = ("3",)  # CR 702.37c, 702.168b
MORPHS = ("morph", "megamorph", "disguise")


def morph_ability(card):
    """The card's morph, megamorph or disguise ability (an n.CardIR), or None."""
    for ab in card.abilities:
        if isinstance(ab, n.KeywordAbility) and ab.keyword in MORPHS:
            return ab
    return None


def face_down(obj) -> bool:
    return bool(obj.chosen.get("face_down"))
