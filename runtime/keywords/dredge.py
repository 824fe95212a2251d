"""Dredge N (CR 702.52a): "If you would draw a card, you may mill N cards instead. If you do,
return this card from your graveyard to your hand." A replacement effect that functions only
while the card is in its owner's graveyard (113.6), asked each time that player would draw a
card (Game.draw); a player with fewer than N cards in their library can't dredge (702.52b).
With several dredge cards in the graveyard the player chooses at most one for each draw (the
first one they agree to, in graveyard order). The card returned is not drawn."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

DREDGE = n.OtherEffect("dredge")


def dredge_count(card) -> int | None:
    for ab in card.abilities:
        if isinstance(ab, n.KeywordAbility) and ab.keyword == "dredge" and ab.args:
            return int(ab.args[0])
    return None


def dredge_instead(g, player) -> bool:
    """The player would draw a card: True when they dredged instead (milled N, a card back)."""
    for oid in list(player.graveyard):
        o = g.objects[oid]
        count = dredge_count(o.card.card)
        if count is None or len(player.library) < count:
            continue
        if not g.agents[player.index].choose_may(g, player.index, None, DREDGE):
            continue
        g.mill(player, count)
        g.emit("dredged", player=player.name, obj=o.label(), count=count)
        g.move(o, "hand", cause="dredge")
        return True
    return False
