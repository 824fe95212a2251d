"""The library: milling, shuffling, searching, the top cards (looking, digging, revealing until,
exiling) and scry and surveil (CR 701.18, 701.42)."""
from __future__ import annotations

import attrs

from oraclec.compiler.ir import nodes as n

from ..errors import Unsupported
from ..select import evaluate_amount, matches, zone_owners
from .registry import handles, players


@handles("mill")
def _mill(e, ctx):
    for p in players(e.player, ctx):
        ctx.game.mill(p, evaluate_amount(e.amount, ctx))


@handles("shuffle")
def _shuffle(e, ctx):
    for p in players(e.player, ctx):
        ctx.game.shuffle(p)


@handles("shuffle_graveyard_in")
def _shuffle_graveyard_in(e, ctx):
    g = ctx.game
    for p in players(e.player, ctx):
        for i in list(p.graveyard):
            g.move(g.objects[i], "library", cause="effect")
        g.shuffle(p)


@handles("search")
def _search(e, ctx):
    g = ctx.game
    for p in players(e.player, ctx):
        sub = attrs.evolve(ctx, controller=p.index)
        f = e.filter
        # "search target opponent's library": another player's library (CR 701.19)
        lib = p if e.owner is None else _one_library_owner(e.owner, ctx, "search")
        cands = [g.objects[i] for i in lib.library if matches(_in_library(f), g.objects[i], sub)]
        if e.graveyard:  # "search your library and/or graveyard": this runtime always looks in both
            cands += [g.objects[i] for i in p.graveyard if matches(_in_zone(f, "graveyard"), g.objects[i], sub)]
        count = evaluate_amount(e.count, ctx)
        low = 0
        found = g.agents[p.index].choose_objects(g, p.index, "search", cands, low, min(count, len(cands)))
        ctx.found = found
        g.emit("search", player=p.name, found=",".join(o.label() for o in found))
        for o in found:
            if e.to == "hand":
                g.move(o, "hand", cause="search")
            elif e.to == "battlefield":
                g.put_onto_battlefield(o, p.index, tapped=e.tapped, cause="search")


def _in_library(f):
    return _in_zone(f, "library")


def _in_zone(f, zone):
    if isinstance(f, n.Filter):
        return attrs.evolve(f, types=tuple(t for t in f.types if t != "card") + ("card",), zone=zone)
    return f


def _one_library_owner(owner, ctx, verb: str):
    who = sorted(zone_owners(owner, ctx))
    if len(who) != 1:
        raise Unsupported(f"to {verb} the libraries of {len(who)} players at once")
    return ctx.game.players[who[0]]


def _top_cards(e, ctx) -> list:
    """The top `e.count` cards of the controller's library, top first; with an `owner`, of that
    player's library ("the top card of target player's library"), or of each such player's in
    turn order ("of each opponent's library")."""
    owner = getattr(e, "owner", None)
    count = evaluate_amount(e.count, ctx)
    if owner is None:
        return [ctx.game.objects[i] for i in ctx.player().library[:count]]
    who = zone_owners(owner, ctx)
    return [ctx.game.objects[i] for p in ctx.game.players if p.index in who for i in p.library[:count]]


@handles("exile_top")
def _exile_top(e, ctx):
    """Exile the top N cards of your library; with `play_until`, each remembers until when its
    owner may play it (playing from exile is not offered by this runtime yet)."""
    g = ctx.game
    top = _top_cards(e, ctx)
    for o in top:
        g.move(o, "exile", cause="exile_top")
        if e.play_until:
            o.chosen["may_play_until"] = (e.play_until, g.turn)
    ctx.found = top  # "it" / "them" after this are the exiled cards


@handles("look_at_top")
def _look_at_top(e, ctx):
    """The top card(s), looked at or revealed, are what the next instructions speak of."""
    top = _top_cards(e, ctx)
    if e.reveal:
        ctx.game.emit("reveal", cards=",".join(o.label() for o in top))
    ctx.found = top


@handles("dig")
def _dig(e, ctx):
    """Look at the top N, put some into your hand, the rest on the bottom or into the graveyard."""
    if e.to == "cast":
        raise Unsupported("casting a spell while an effect resolves (CR 608.2g)")
    g = ctx.game
    p = ctx.player()
    top = _top_cards(e, ctx)
    # "a creature card from among them": only those may be taken; "you may" / "up to": maybe none
    cands = [o for o in top if e.filter is None or matches(e.filter, o, ctx)]
    take = min(evaluate_amount(e.take, ctx), len(cands))
    low = 0 if e.optional else take
    verb = "put into your hand" if e.to == "hand" else "put onto the battlefield"
    chosen = g.agents[p.index].choose_objects(g, p.index, verb, cands, low, take)
    g.emit("look", player=p.name, count=len(top))
    for o in chosen:
        g.move(o, e.to, cause="dig", tapped=e.tapped)
    put_rest(g, [o for o in top if o not in chosen], e.rest, e.order, "dig")


@handles("reveal_until")
def _reveal_until(e, ctx):
    """Reveal from the top until a card of the kind; it goes to `e.to`, the others `e.rest` (all of
    the library if none is found, CR 701.20)."""
    g = ctx.game
    p = ctx.player()
    revealed, hit = [], None
    for i in list(p.library):
        o = g.objects[i]
        revealed.append(o)
        if matches(e.filter, o, ctx):
            hit = o
            break
    g.emit("reveal", cards=",".join(o.label() for o in revealed))
    if hit is not None:
        g.move(hit, e.to, cause="reveal_until", tapped=e.tapped)
    put_rest(g, [o for o in revealed if o is not hit], e.rest, e.order, "reveal_until")
    ctx.found = [hit] if hit is not None else []


def put_rest(g, rest: list, where: str, order: str, cause: str) -> None:
    """"… and the rest on the bottom of your library in a random order / into your graveyard"; "put
    them back" (library_top): they never left the top, and this runtime keeps their order."""
    if where == "library_top":
        return
    if order == "random":
        g.rng.shuffle(rest)
    for o in rest:
        if where == "graveyard":
            g.move(o, "graveyard", cause=cause)
        else:
            g.move(o, "library", cause=cause, position="bottom")


@handles("scry", "surveil")
def _scry(e, ctx):
    """Look at the top N: scry puts any on the bottom, surveil into the graveyard (CR 701.18, 701.42)."""
    g = ctx.game
    for p in players(e.player, ctx):
        top = [g.objects[i] for i in p.library[:evaluate_amount(e.amount, ctx)]]
        verb = "scry: bottom" if type(e).kind == "scry" else "surveil: graveyard"
        away = g.agents[p.index].choose_objects(g, p.index, verb, top, 0, len(top)) if top else []
        for o in away:
            if type(e).kind == "scry":
                p.library.remove(o.id)
                p.library.append(o.id)
                g.changed()
            else:
                g.move(o, "graveyard", cause="surveil")
        g.emit(type(e).kind, player=p.name, player_idx=p.index, amount=len(top), away=len(away))
