"""Ward (CR 702.21a): "Whenever this permanent becomes the target of a spell or ability an
opponent controls, counter that spell or ability unless its controller pays [cost]." """
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import triggered


@triggered("ward")
def ward(ab) -> n.Triggered:
    cost = ab.args[0] if ab.args else n.ManaCost(())
    return n.Triggered(n.BecomesTarget(n.Self_(), by_controller="opponent"),
                       n.Unless(n.CounterSpell(n.TriggerObject()), n.ControllerOf(n.TriggerObject()), cost))
