"""Firebending N (CR 702 keyword, its reminder text): "Whenever this creature attacks, add N {R}.
This mana lasts until end of combat."

A triggered ability (it is no mana ability: it does not trigger from one, CR 605.1b), on the stack.
The mana it adds does not empty from the pool as steps end (CR 500.4, 106.4) until combat ends:
the pool keeps that much red mana through the combat's steps and empties as combat's last step,
end of combat, is over (`empty_pool`, as each step begins, from turns.py). Mana of the pool is
spent first from what would empty sooner (the pool keeps as much of it as is still there, up to
what lasts)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..errors import Unsupported
from .hooks import effect, effect_args, keyword_effect, triggered

COMBAT = ("begin_combat", "declare_attackers", "declare_blockers", "first_strike_damage", "combat_damage",
          "end_combat")


@triggered("firebending")
def firebending(ab) -> n.Triggered:
    return n.Triggered(n.Attacks(n.Self_()), keyword_effect("firebending", tuple(ab.args)))


@effect("firebending")
def _add(e, ctx) -> None:
    args = effect_args(e)
    if not args or not isinstance(args[0], int):
        raise Unsupported("firebending without its number")
    p = ctx.game.players[ctx.controller]
    p.pool.extend(["R"] * args[0])
    p.lasting_mana["R"] = p.lasting_mana.get("R", 0) + args[0]
    ctx.game.changed()


def empty_pool(p, step: str) -> None:
    """As a step begins the pool empties (CR 500.4), but for mana that lasts until end of combat
    while a step of combat begins."""
    if step not in COMBAT or not p.lasting_mana:
        p.pool.clear()
        p.lasting_mana.clear()
        return
    kept = []
    for sym, k in list(p.lasting_mana.items()):
        k = min(k, p.pool.count(sym))
        kept += [sym] * k
        p.lasting_mana[sym] = k
    p.pool[:] = kept
