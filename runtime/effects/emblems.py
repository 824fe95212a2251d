"""Emblems (CR 114): "You get an emblem with "…"" puts an emblem into that player's command zone
(114.1): an object with the abilities the effect gives it and no other characteristics (114.2: no
name, types, mana cost or color; here it is labelled by the card that made it). Its abilities work
in the command zone (114.4): triggers.listeners hears its triggered abilities there and chars.py
applies its static abilities with those of the permanents; its controller is the player who has it
(114.2b). Nothing removes an emblem: it is in no zone any other effect looks in. The shapes played
are the triggered abilities and "creatures you control get +N/+N / have …" (refusals.py refuses
the rest by name, CR 114.4)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..cards import CardDef
from ..refusals import refuse
from .registry import handles, players

ZONE = "command"


@handles("get_emblem")
def _get_emblem(e, ctx):
    refuse(e)
    g = ctx.game
    made = ctx.source.name if ctx.source is not None else "an effect"
    for p in players(e.player, ctx):
        card = CardDef(f"{made} emblem", n.CardIR(tuple(e.abilities), ()), fixed_colors=())
        o = g.create(card, p.index, ZONE)
        g.emit("emblem", player=p.name, obj=o.label(), obj_ref=o.id)
