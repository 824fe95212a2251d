"""Daybound and nightbound (CR 702.145), and day and night (CR 726).

The game begins neither day nor night (726.2). As soon as a player controls a permanent with
daybound while it is neither, it becomes day; a back-face-up permanent with nightbound, night
(702.145d, g; `settle`, asked with the state-based actions: it uses no stack). As the untap step
begins, day becomes night if the previous turn's active player cast no spells that turn, and night
becomes day if they cast two or more (502.2, 726.3a; `untap_step`). As it becomes night each
daybound permanent front face up transforms, as it becomes day each nightbound one back face up
(702.145b, e). While it is night a daybound permanent enters back face up, cast or not
(`_enters`). Nothing else transforms such a permanent (702.145b)."""
from __future__ import annotations

from ..errors import Unsupported
from .hooks import as_enters


def _keywords(g, o) -> dict:
    return g.chars(o).keywords


def day_night_bound(g, o) -> bool:
    """A permanent only day and night can turn over."""
    kws = _keywords(g, o)
    return "daybound" in kws or "nightbound" in kws


def becomes(g, which: str):
    """It becomes day or night (726.3): the daybound or nightbound permanents turn over."""
    if g.day_night == which:
        return
    g.day_night = which
    g.changed()
    g.emit("day_night", becomes=which)
    for o in list(g.on_battlefield()):
        kws = _keywords(g, o)
        if which == "night" and "daybound" in kws and o.front is None and o.card.back is not None:
            g.turn_over(o)
        elif which == "day" and "nightbound" in kws and o.front is not None:
            g.turn_over(o)
        elif which == "night" and "daybound" in kws and o.front is None:
            raise Unsupported(f"{o.label()} turned over as it becomes night: its other face is not among the definitions")


def settle(g) -> bool:
    """Neither day nor night, and a daybound permanent (day) or a back-face-up nightbound one (night)
    on the battlefield: it becomes so (702.145d, g; day if both). True when it changed."""
    if g.day_night is not None:
        return False
    found = None
    for o in g.on_battlefield():
        kws = _keywords(g, o)
        if "daybound" in kws:
            found = "day"
            break
        if "nightbound" in kws and o.front is not None:
            found = "night"
    if found is None:
        return False
    becomes(g, found)
    return True


def untap_step(g):
    """502.2: as the untap step begins, the check of the previous turn's spells (none while it is
    neither day nor night)."""
    if g.day_night is None:
        return
    events = g.events_last_turn()
    if events is None:
        raise Unsupported("the day/night check in a game whose log does not reach the last turn's start")
    if not events:
        return
    starts = [ev for ev in g.log if ev.kind == "turn"]
    active = next(p.index for p in g.players if p.name == starts[-2].get("active"))
    casts = sum(1 for ev in events if ev.kind == "cast" and ev.get("player_idx") == active)
    if g.day_night == "day" and casts == 0:
        becomes(g, "night")
    elif g.day_night == "night" and casts >= 2:
        becomes(g, "day")


@as_enters("daybound")
def _enters(g, obj, controller, args, counters):
    """While it is night a daybound permanent enters with its back face up (702.145b)."""
    if g.day_night == "night" and obj.front is None:
        g.enter_transformed(obj, "enters at night with its back face up (CR 702.145b)")
