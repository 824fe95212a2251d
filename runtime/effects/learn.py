"""Learn (CR 701.48a): "You may reveal a Lesson card you own from outside the game and put it into
your hand, or discard a card to draw a card." This runtime's games have no cards outside the game
(a player has no sideboard: state.Player has no such zone), so a Lesson is never there to reveal
and the choice is the other one: discard a card and, having discarded it, draw a card — or neither
(701.48a: a player may choose to do nothing)."""
from __future__ import annotations

from .keyword_actions import keyword_action


@keyword_action("learn")
def _learn(e, ctx):
    g, pi = ctx.game, ctx.controller
    p = g.players[pi]
    agent = g.agents[pi]
    if not p.hand or not agent.choose_may(g, pi, ctx.item, e):
        g.emit("learn", player=p.name, result="nothing")
        return
    card = agent.choose_objects(g, pi, "discard", [g.objects[i] for i in p.hand], 1, 1)[0]
    g.discard(p, card)
    g.draw(p, 1)
    g.emit("learn", player=p.name, result="discarded a card and drew a card")
