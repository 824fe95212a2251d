"""Protection from a quality (CR 702.16): it can't be dealt damage, enchanted or equipped,
blocked, or targeted by anything with that quality (DEBT). Each part is asked where it is
played: damage in Game._prevented (game.py), enchanting in sba._can_enchant, blocking in
combat.can_block, targeting in stack/targets.can_target."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from ..errors import Unsupported
from ..select import Ctx, matches


def protects(g, quality, source, sc) -> bool:
    """Protection from `quality`: does `source` (with characteristics `sc`) have that quality?"""
    if isinstance(quality, n.Filter) and quality.colors and not quality.types:
        return bool(set(quality.colors) & set(sc.colors))
    if isinstance(quality, n.Filter):
        return matches(quality, source, Ctx(g, sc.controller, source))
    # (a granted "color of your choice" is chosen as the effect resolves: effects/continuous.py)
    raise Unsupported(f"protection from {getattr(quality, 'test', type(quality).__name__)} (a quality not yet chosen)")


def protected_from(g, ch, source, sc) -> bool:
    """Whether an object with characteristics `ch` has protection from `source`."""
    return any(args and protects(g, args[0], source, sc) for args in ch.keywords.get("protection", []))
