"""Manifest (CR 701.40) and manifest dread (CR 701.62). To manifest a card is to put it onto the
battlefield face down as a 2/2 creature with no text, name, subtypes or mana cost (701.40a, 708.2);
its controller may turn it face up any time they have priority for its mana cost if it is a
creature card (701.40b; stack/face_down.py), or for its morph cost. Manifest dread: look at the
top two cards of your library, manifest one of them and put the other into your graveyard
(701.62a). "that creature" / "it" afterwards is the manifested permanent (ctx.found)."""
from __future__ import annotations

from .keyword_actions import keyword_action


def manifest(g, pi: int, card, cause: str = "manifest"):
    """Put `card` onto the battlefield face down under `pi`'s control (CR 701.40a)."""
    card.chosen["entering_face_down"] = True
    return g.put_onto_battlefield(card, pi, cause=cause)


@keyword_action("manifest")
def _manifest(e, ctx):
    """"Manifest the top card of your library" (CR 701.40a)."""
    g, pi = ctx.game, ctx.controller
    lib = g.players[pi].library
    ctx.found = [manifest(g, pi, g.objects[lib[0]])] if lib else []
    g.emit("manifest", player=g.players[pi].name, count=len(ctx.found))


@keyword_action("manifest dread")
def _manifest_dread(e, ctx):
    """Look at the top two cards, manifest one, put the other into the graveyard (CR 701.62a)."""
    g, pi = ctx.game, ctx.controller
    top = [g.objects[i] for i in g.players[pi].library[:2]]
    if not top:
        ctx.found = []
        return
    chosen = g.agents[pi].choose_objects(g, pi, "manifest dread", top, 1, 1)[0]
    ctx.found = [manifest(g, pi, chosen, cause="manifest dread")]
    for other in top:
        if other is not chosen:
            g.move(other, "graveyard", cause="manifest dread")
    g.emit("manifest", player=g.players[pi].name, count=1)
