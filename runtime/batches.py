"""Whether a trigger event is said of "one or more" (CR 603.2c): asked by triggers.py, which then
lets it trigger once for all the objects or players of one batch, and by refusals.py."""
from __future__ import annotations

from oraclec.compiler import ir
from oraclec.compiler.ir import nodes as n

from .errors import Unsupported


def batched(e) -> bool:
    """Whether trigger event `e` is said of "one or more" objects or players, in any of its slots
    ("whenever one or more creatures die", "whenever you discard one or more cards", "deals combat
    damage to one or more players"): it triggers once for all of them together (CR 603.2c), not
    once each. An "or" of such events is, when each of them is; one of a once-each event and a
    once-for-all one is refused (refusals.py)."""
    if isinstance(e, n.AnyEvent):
        got = {batched(x) for x in e.events}
        if len(got) > 1:
            raise Unsupported("an 'or' of a once-each event and a once-for-all one ('one or more')")
        return got == {True}
    return any(isinstance(x, n.OneOrMore) for x in ir.fields(e))
