"""Moving objects between zones: destroy (CR 701.7), exile, sacrifice, a player exiling what they
choose, and putting, returning or moving cards (to the battlefield, a hand, a library …)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..select import evaluate_amount
from ..triggers import simultaneously
from .registry import chosen, handles, objs, on_bf, players, players_choice


@handles("destroy")
def _destroy(e, ctx):
    with simultaneously(ctx.game):
        for o in on_bf(e.what, ctx):
            ctx.game.destroy(o, regenerate=not e.no_regen)


@handles("exile")
def _exile(e, ctx):
    g = ctx.game
    src = ctx.source
    if e.until == "source_leaves" and (src is None or src.zone != "battlefield"):
        return  # CR 610.3c: ~ already left, so nothing is exiled
    for o in objs(e.what, ctx):
        if o.zone in ("battlefield", "graveyard", "hand", "stack", "library"):
            if src is not None:
                src.chosen.setdefault("exiled", []).append(o.id)
            moved = g.move(o, "exile", cause="exile")
            if e.until == "source_leaves":  # comes back when ~ leaves the battlefield (Game.move)
                src.chosen.setdefault("exiled_until_leaves", []).append((moved.id, moved.zcc))


@handles("sacrifice")
def _sacrifice(e, ctx):
    g = ctx.game
    for p in players(e.player, ctx):
        if isinstance(e.what, n.Chosen):
            picked = players_choice(p, e.what, ctx, "sacrifice")
        else:
            picked = [o for o in on_bf(e.what, ctx) if g.controller_of(o) == p.index]
        if isinstance(e.what, n.Chosen) and not e.what.up_to:  # "sacrifice a creature. If you can't, …"
            ctx.could = len(picked) >= evaluate_amount(e.what.count, ctx)
        for o in picked:
            if isinstance(e.what, n.Chosen):
                # "… sacrifices a creature, then gains life equal to that creature's toughness"
                ctx.paid["sacrificed_chars"] = g.chars(o)
                ctx.paid["sacrificed"] = o
            g.sacrifice(o)


@handles("player_exiles")
def _player_exiles(e, ctx):
    """"Target opponent exiles a creature they control / two cards from their hand": that player
    chooses (their own objects, CR 109.5) and exiles them."""
    for p in players(e.player, ctx):
        for o in players_choice(p, e.what, ctx, "exile"):
            ctx.game.move(o, "exile", cause="effect")


@handles("move")
def _move(e, ctx):
    g = ctx.game
    # "return a creature card from your graveyard" / "up to two": chosen, not every match
    moved = []
    for o in chosen(e.what, ctx, ctx.controller, "move"):
        if e.from_zone and o.zone != e.from_zone:
            continue
        if e.to == "battlefield":
            if o.zone == "battlefield":
                continue
            under = players(e.under, ctx) if e.under is not None else []
            if e.transformed:  # "… onto the battlefield transformed"
                g.enter_transformed(o, "put onto the battlefield transformed (CR 712.14)")
            counters = {}
            for k in e.counters:  # "… with a finality counter on it": it enters with them (CR 614.1c)
                counters[k.counter] = counters.get(k.counter, 0) + evaluate_amount(k.amount, ctx)
            moved.append(g.put_onto_battlefield(o, under[0].index if under else o.owner, tapped=e.tapped, cause="effect",
                                                counters=counters))
        elif e.to == "library":
            moved.append(g.move(o, "library", position=e.position or "top", cause="effect"))
        else:
            moved.append(g.move(o, e.to, cause="effect"))
    if isinstance(e.what, n.Chosen):
        ctx.found = [o for o in moved if o is not None]
        if not e.what.up_to:  # "return an artifact card from your graveyard to your hand. If you can't, …"
            ctx.could = len(ctx.found) >= evaluate_amount(e.what.count, ctx)  # "Put a creature card … onto the battlefield. It gains haste"
