"""Ascend and the city's blessing (CR 702.131): "If you control ten or more permanents, you get the
city's blessing for the rest of the game."

On an instant or sorcery ascend is the spell's first instruction (702.131a): as it resolves, its
controller gets the blessing if they control ten or more permanents (`as_spell_resolves`, from
stack/resolve.py). On a permanent it is a static ability (702.131b): any time its controller controls
ten or more permanents they get the blessing (`settle`, asked with the state-based actions: it uses
no stack). The blessing is a designation of the player, never lost (702.131c; Player.citys_blessing);
"if you have the city's blessing" asks it (conditions.py, citys_blessing)."""
from __future__ import annotations

KEYWORD = "ascend"
NEEDED = 10


def _permanents(g, pi: int) -> int:
    return sum(1 for o in g.on_battlefield() if g.controller_of(o) == pi)


def bless(g, p) -> None:
    p.citys_blessing = True
    g.changed()  # abilities that apply while you have it may now apply
    g.emit("citys_blessing", player=p.name, player_idx=p.index)


def settle(g) -> bool:
    """A player who controls a permanent with ascend and ten or more permanents gets the city's
    blessing. True when one did."""
    done = False
    for p in g.players:
        if p.citys_blessing:
            continue
        mine = [o for o in g.on_battlefield() if g.controller_of(o) == p.index]
        if len(mine) >= NEEDED and any(KEYWORD in g.chars(o).keywords for o in mine):
            bless(g, p)
            done = True
    return done


def as_spell_resolves(g, pi: int, obj) -> None:
    """An instant or sorcery with ascend: its controller gets the blessing as it begins to resolve
    if they control ten or more permanents (702.131a)."""
    p = g.players[pi]
    if p.citys_blessing or not any(getattr(ab, "keyword", None) == KEYWORD for ab in obj.card.abilities):
        return
    if _permanents(g, pi) >= NEEDED:
        bless(g, p)
