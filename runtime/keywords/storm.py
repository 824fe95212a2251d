"""Storm (CR 702.40a): "When you cast this spell, copy it for each spell cast before it this
turn. You may choose new targets for the copies." The spells counted are every player's cast
this turn before this one; the copies are made even if the spell has left the stack (702.40c:
its last known information), and are not cast (they trigger nothing that "cast" does)."""
from __future__ import annotations

from oraclec.compiler.ir import nodes as n

from .hooks import RT, effect, on_cast

STORM = n.OtherEffect("storm")


@on_cast("storm")
def storm(ab):
    return STORM


def cast_before(g, ev) -> int:
    """The spells cast this turn before the one whose cast event is `ev`."""
    seen, count = False, 0
    for e in g.events_this_turn():  # newest first
        if e is ev:
            seen = True
        elif seen and e.kind == "cast":
            count += 1
    return count


@effect("storm")
def _storm(e, ctx) -> None:
    run_effect = RT["run_effect"]
    from ..select import StackRef
    from ..state import StackItem

    g = ctx.game
    it = ctx.paid.get("spell_item")
    if it is None:
        return
    for _ in range(cast_before(g, ctx.event)):
        copy = StackItem(g.new_id(), ctx.controller, it.source, it.ability, True, [list(r) for r in it.targets],
                         it.x, copy=True, label=f"copy of {it.label}")
        copy.paid.update({k: v for k, v in it.paid.items() if k in ("modes", "division")})  # (CR 707.10)
        g.stack.append(copy)
        g.emit("copy", item=it.label, player_idx=ctx.controller, item_ref=copy.id)
        g.changed()
        if copy.targets:
            ctx.paid["copy"] = StackRef(copy)
            run_effect(n.ChooseNewTargets(n.You(), n.It("copy")), ctx)
