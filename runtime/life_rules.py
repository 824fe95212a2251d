"""Rules of gaining life set by effects (CR 119.7-119.8): "Players can't gain life", "Your
opponents can't gain life (this turn)". A player who can't gain life gains none: lifelink and
"you gain N life" do nothing for them, and an effect that would set their life total higher does
not change it (CR 119.7, 119.5). Game.gain_life asks; the restriction is a static ability of a
permanent on the battlefield or a resolved spell's continuous effect (effects/continuous.py)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .conditions import evaluate_condition
from .select import Ctx, select


def cant_gain_life(g, player) -> bool:
    for e in g.effects:
        if e.kind == "cant" and e.data.action == "gain_life" and player in select(e.selector, e.ctx):
            return True
    for o in g.on_battlefield():
        for ab in g.chars(o).abilities:
            if isinstance(ab, n.Static) and isinstance(ab.effect, n.Cant) and ab.effect.action == "gain_life":
                ctx = Ctx(g, g.controller_of(o), o)
                if ab.condition is not None and not evaluate_condition(ab.condition, ctx):
                    continue
                if player in select(ab.effect.what, ctx):
                    return True
    return False
