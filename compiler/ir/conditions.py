"""IR conditions: what "if …", 「…場合」, "as long as …" and restrictions test. `Condition(test,
args)` names the test (the runtime's select.evaluate_condition reads it); `Not` negates one.
"""
from __future__ import annotations

from typing import Any

from .base import f, node

__all__ = ["Condition", "Not"]


@node("condition")
class Condition:
    """A predicate: `test` names it; `args` are its operands (selectors, filters, amounts)."""

    test: str
    args: tuple = f(())


@node("not")
class Not:
    cond: Any
