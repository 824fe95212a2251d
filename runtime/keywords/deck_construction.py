"""Keywords that only change the rules of deck construction and have no meaning once a game
has begun (CR 702.124a: "partner", "friends forever", "choose a background" let two cards be
commanders together): played as nothing, which is what they do in a game."""
from __future__ import annotations

DECK_CONSTRUCTION = ("partner", "friends forever", "choose a background")
