"""The registries the keyword files fill: what a keyword does at one moment of the game, looked
up by the keyword's name where that moment is played."""
from __future__ import annotations

from typing import Callable

# keyword → fn(game, obj, controller, args, counters): as the permanent enters (CR 614.1c), it
# may add to the counters it enters with (Game.put_onto_battlefield asks every one)
AS_ENTERS: dict[str, Callable] = {}
# keyword → fn(keyword ability) → n.Activated: a keyword that is an activated ability
# (stack/casting.activated_abilities lists it among the object's activated abilities)
ACTIVATED: dict[str, Callable] = {}


def _register(table: dict, keyword: str):
    def wrap(fn):
        if keyword in table:
            raise ValueError(f"a second hook for the keyword {keyword!r}: {fn.__module__}.{fn.__name__}")
        table[keyword] = fn
        return fn

    return wrap


def as_enters(keyword: str):
    return _register(AS_ENTERS, keyword)


def activated(keyword: str):
    return _register(ACTIVATED, keyword)
