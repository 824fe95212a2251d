"""Toxic N (CR 702.164): players dealt combat damage by a creature with toxic also get poison
counters equal to its total toxic value, the sum of its instances' N (702.164b, c). Not a
triggered ability: Game.deal_damage asks poison_from as the damage is dealt."""
from __future__ import annotations


def poison_from(keywords: dict, combat: bool) -> int:
    """The poison counters a player dealt damage by a source with these keywords also gets."""
    if not combat:
        return 0
    return sum(int(args[0]) for args in keywords.get("toxic", ()) if args)
