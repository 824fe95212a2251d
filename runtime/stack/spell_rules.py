"""Rules of a spell about itself that the runtime does not apply (CR 107.3, 113.6a): "Spend only
black mana on X" within more than that one rule, or under a condition, and "can't be countered" /
"can't be prevented" under a condition ("If X is 5 or more, this spell can't be countered and the
damage can't be prevented"). An unconditional "can't be countered" is played (effects/continuous.py),
an unconditional "spend only … on X" is a rule of paying the cost (costs.py). Asked by casting.cast,
which refuses such a spell, and by playable.py, which marks it not playable: one test for both."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n


def unplayed_spell_rules(ab) -> list[str]:
    """The Cant actions of a static ability that are such rules (empty: none)."""
    if not isinstance(ab, n.Static):
        return []
    steps = ab.effect.steps if isinstance(ab.effect, n.Sequence) else (ab.effect,)
    out = []
    for s in steps:
        if not isinstance(s, n.Cant):
            continue
        if s.action == "be_paid_except_with" and (ab.condition is not None or len(steps) > 1):
            out.append(s.action)
        elif s.action in ("be_countered", "be_prevented") and (ab.condition is not None or s.action == "be_prevented"):
            out.append(s.action)
    return out
