"""Modal spells and abilities (CR 700.2): "Choose one —" and its kin. The modes are chosen as the
spell is cast or the ability is activated or put on the stack, before targets (601.2b, 602.2b,
603.3c); a mode that needs targets it cannot have cannot be chosen (700.2a, 115.4). The chosen
modes are kept on the stack item (`paid["modes"]`, and for a spell on its card's choices) and
followed in printed order as it resolves (700.2c; effects/modal.py)."""
from __future__ import annotations

from ..errors import IllegalAction
from .targets import ability_specs, legal_choices, modal_of, mode_specs

__all__ = ["ability_specs", "choose_modes", "modal_of", "mode_range", "mode_specs"]


def mode_range(modal) -> tuple[int, int]:
    """How many modes are chosen: "one", "two", "one or more" ("1+"), "one or both" ("1-2"), "any"."""
    total = len(modal.modes)
    c = modal.count
    if isinstance(c, int):
        return min(c, total), min(c, total)
    if isinstance(c, str) and c.endswith("+") and c[:-1].isdigit():
        return int(c[:-1]), total
    if isinstance(c, str) and "-" in c and all(p.isdigit() for p in c.split("-", 1)):
        low, high = (int(p) for p in c.split("-", 1))
        return low, min(high, total)
    return 1, total  # "any number of": at least one to do anything (CR 700.2d)


def choose_modes(g, pi: int, modal, source, given=None) -> tuple[int, ...]:
    """The chosen modes, in printed order: those given (checked) or the player's choice among
    the modes that can be chosen now."""
    legal = [i for i, m in enumerate(modal.modes)
             if all(spec.up_to or spec.count == "any" or legal_choices(g, spec, pi, source) for spec in m.targets)]
    low, high = mode_range(modal)
    if given is not None:
        picked = sorted(given)
        if any(i not in legal for i in picked):
            raise IllegalAction("a mode that cannot be chosen (no legal targets)", "700.2a")
    else:
        picked = sorted(g.agents[pi].choose_modes(g, pi, modal, legal, low, high))
    if not low <= len(picked) <= high or len(set(picked)) != len(picked):
        raise IllegalAction(f"choose {modal.count} mode(s): {len(picked)} chosen, {len(legal)} can be", "700.2")
    return tuple(picked)
