"""How IR nodes are made: `node(tag)` makes a class an IR node (an attrs class, frozen, slots,
compared and hashed by its fields but not its span) registered under `tag` in REGISTRY, the tag
its canonical JSON carries as "kind"; `value_class` the same without a tag or a span (the
builder's helper values); `f` a field with a default.
"""
from __future__ import annotations

from typing import Any

import attrs

REGISTRY: dict[str, type] = {}


def _span():
    return attrs.field(default=None, eq=False, repr=False, kw_only=True)


def _eq(self, other) -> bool:
    """Equal when of the same class with equal fields (the span is not part of a node's value)."""
    if other.__class__ is not self.__class__:
        return NotImplemented
    return all(getattr(self, k) == getattr(other, k) for k in self._eq_fields)


def _ne(self, other) -> bool:
    eq = _eq(self, other)
    return eq if eq is NotImplemented else not eq


def _hash(self) -> int:
    return hash((self.__class__, *(getattr(self, k) for k in self._eq_fields)))


def _repr(self) -> str:
    fields = ", ".join(f"{a.name}={getattr(self, a.name)!r}" for a in attrs.fields(type(self)) if a.name != "span")
    return f"{type(self).__name__}({fields})"


def value_class(cls):
    """Class decorator: an attrs class (frozen, slots) compared, hashed and shown by its fields
    (not its span) with one shared __repr__, __eq__ and __hash__ instead of methods generated per
    class: generating code for ~200 classes was most of the import time `oraclec explain` waits
    for. The IR nodes and the builder's helper values are made with it."""
    new = attrs.frozen(slots=True, repr=False, eq=False)(cls)
    new.__repr__ = _repr
    new.__eq__ = _eq
    new.__ne__ = _ne
    new.__hash__ = _hash
    new._eq_fields = tuple(a.name for a in attrs.fields(new) if a.name != "span")
    return new


def node(tag: str):
    """Class decorator: make an IR node (a value_class with a span) registered under `tag`."""

    def wrap(cls):
        cls.__annotations__["span"] = "tuple[int, int] | None"
        cls.span = _span()
        new = value_class(cls)
        new.kind = tag
        REGISTRY[tag] = new
        return new

    return wrap


def f(default: Any = attrs.NOTHING, **kw):
    """A field; tuples default to () so optional lists stay out of the JSON."""
    return attrs.field(default=default, **kw)
