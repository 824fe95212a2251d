"""The one registry of effect handlers: `@handles("kind")` registers a function as what the IR
effect node of that kind does as a spell or ability resolves (CR 608.2c: the instructions are
followed in order); run_effect looks the handler up by the node's kind. An effect this runtime
cannot play raises Unsupported, never plays silently wrong.

Also here, the helpers every handler uses: which objects and players a selector means now, and
the choices a player makes among them."""
from __future__ import annotations

from typing import Callable

import attrs

from oraclec.compiler.ir import nodes as n

from ..errors import Unsupported
from ..select import Ctx, all_matching, evaluate_amount, select
from ..state import Obj, Player

HANDLERS: dict[str, Callable] = {}

# Effect nodes with no handler here because their meaning is played where their ability applies
# (a static ability while it is on the battlefield, a replacement as it would happen …) or they
# are not effects of a resolving spell at all: the file that plays each. Played as one-shot
# effects, they raise Unsupported like every node without a handler.
ELSEWHERE: dict[str, str] = {
    "loses_type": "runtime/chars.py",  # layer 4
    "must_be_blocked": "runtime/chars.py",  # a static requirement (CR 509.1c)
    "skip_step": "runtime/turns.py",
    "no_max_hand_size": "runtime/turns.py",
    "cast_only": "runtime/stack/casting.py",
    "more_counters": "runtime/replacements.py",
    "choose_as_enters": "runtime/replacements.py",
    "enters_as_copy": "runtime/replacements.py",  # refused there (CR 707.9)
    "becomes_monstrous": "runtime/events.py",  # a trigger event
    "taps_for_mana": "runtime/events.py",  # a trigger event
    "current": "runtime/select.py",  # the object a for-each is at: a selector
}


def handles(*kinds):
    """Register the decorated function as the handler of these effect kinds (one handler each)."""

    def wrap(fn):
        for k in kinds:
            if k in HANDLERS:
                raise ValueError(f"a second handler for the effect {k!r}: {fn.__module__}.{fn.__name__}")
            HANDLERS[k] = fn
        return fn

    return wrap


def run_effect(effect, ctx: Ctx):
    if effect is None:
        return
    h = HANDLERS.get(type(effect).kind)
    if h is None:
        raise Unsupported(f"effect {type(effect).kind}")
    h(effect, ctx)


def objs(sel, ctx) -> list[Obj]:
    return [t for t in select(sel, ctx) if isinstance(t, Obj)]


def players(sel, ctx) -> list[Player]:
    out = []
    for t in select(sel, ctx):
        if isinstance(t, Player):
            out.append(t)
    return out


def on_bf(sel, ctx) -> list[Obj]:
    return [o for o in objs(sel, ctx) if o.zone == "battlefield"]


def chosen(sel, ctx: Ctx, chooser: int, verb: str) -> list[Obj]:
    """A Chosen selector ("a creature") is chosen by the acting player on resolution."""
    if isinstance(sel, n.Chosen):
        cands = [o for o in all_matching(sel.filter, ctx) if isinstance(o, Obj)]
        count = evaluate_amount(sel.count, ctx)
        if len(cands) <= count and not sel.up_to:
            return cands
        low = 0 if sel.up_to else count  # "up to two": none, one or two
        return ctx.game.agents[chooser].choose_objects(ctx.game, chooser, verb, cands, low, min(count, len(cands)))
    return objs(sel, ctx)


def players_choice(p, chosen: n.Chosen, ctx, verb: str) -> list:
    """What player `p` chooses of `chosen` among their own things (a permanent they control, a
    card they own, CR 109.5); all of them when there are no more than asked for."""
    g = ctx.game
    sub = attrs.evolve(ctx, controller=p.index)
    cands = [o for o in all_matching(chosen.filter, sub) if isinstance(o, Obj)
             and (g.controller_of(o) if o.zone == "battlefield" else o.owner) == p.index]
    count = evaluate_amount(chosen.count, sub)
    return cands if len(cands) <= count else g.agents[p.index].choose_objects(g, p.index, verb, cands, count, count)
