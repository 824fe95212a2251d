"""Split second (CR 702.61): "As long as this spell is on the stack, players can't cast other
spells or activate abilities that aren't mana abilities" (702.61a). Mana abilities and special
actions (turning a face-down creature face up, foretelling, suspending) are still allowed, and
triggered abilities trigger and are put on the stack as usual (702.61b). The rule is asked as a
spell is cast, also one an effect casts as it resolves (cascade, rebound: the casting is refused
and the effect goes on without it), and as a non-mana ability is activated (stack/casting.py)."""
from __future__ import annotations

from ..errors import IllegalAction


def split_second_on_stack(g, obj=None) -> bool:
    """Whether a spell with split second other than `obj` is on the stack."""
    return any(it.is_spell and it.source is not obj and "split second" in g.chars(it.source).keywords
               for it in g.stack)


def check_split_second(g, what: str, obj=None) -> None:
    """Refuse casting a spell or activating a non-mana ability while split second holds."""
    if g.stack and split_second_on_stack(g, obj):
        raise IllegalAction(f"a spell with split second is on the stack: no {what}", "702.61a")
