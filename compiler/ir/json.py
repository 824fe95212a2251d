"""Canonical JSON for IR nodes, and back.

A node becomes {"kind": tag, field: value, ...}; fields equal to their default are left
out and spans are never written, so equal meaning gives byte-identical JSON, and
`dumps(from_json(to_json(n))) == dumps(n)` for every node.
"""
from __future__ import annotations

import json
from typing import Any, Iterator

import attrs

from .nodes import REGISTRY


_SPEC: dict = {}


def _spec(cls) -> tuple:
    """(name, default) of each field but the span; the default is attrs.NOTHING when required."""
    got = _SPEC.get(cls)
    if got is None:
        got = _SPEC[cls] = tuple((a.name, a.default) for a in attrs.fields(cls) if a.name != "span")
    return got


_PLAIN = {str, int, bool, float, type(None)}


def to_json(value: Any) -> Any:
    t = type(value)
    if t in _PLAIN:
        return value
    if t in _NODE_TYPES:
        out = {"kind": t.kind}
        for name, default in _spec(t):
            v = getattr(value, name)
            if default is not attrs.NOTHING and v == default:
                continue
            out[name] = to_json(v)
        return out
    if isinstance(value, (tuple, list)):
        return [to_json(v) for v in value]
    if value is None or isinstance(value, (str, int, bool, float)):
        return value
    raise TypeError(f"not an IR value: {value!r}")


def from_json(value: Any) -> Any:
    if isinstance(value, dict):
        kind = value.get("kind")
        cls = REGISTRY.get(kind)
        if cls is None:
            raise ValueError(f"unknown IR node kind {kind!r}")
        kwargs = {k: from_json(v) for k, v in value.items() if k != "kind"}
        try:
            return cls(**kwargs)
        except TypeError as e:
            raise ValueError(f"bad fields for IR node {kind!r}: {e}") from None
    if isinstance(value, list):
        return tuple(from_json(v) for v in value)
    return value


def dumps(value: Any) -> str:
    """The canonical text form: sorted keys, no spaces, UTF-8 kept."""
    return json.dumps(to_json(value), sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def fields(value: Any) -> tuple:
    """The values a node (or any attrs value) names directly, every field but the span; () for
    anything else. An event's slots: what, whom, who, by … (finish.py, runtime/batches.py)."""
    return tuple(getattr(value, name) for name, _ in _spec(type(value))) if attrs.has(type(value)) else ()


def is_node(value: Any) -> bool:
    return type(value) in _NODE_TYPES


_NODE_TYPES = frozenset(REGISTRY.values())


def walk(value: Any) -> Iterator[Any]:
    """Every IR node under `value` (itself included), depth first. Raises TypeError on a
    value that is neither an IR node nor a plain JSON value."""
    t = type(value)
    if t in _PLAIN:
        return
    if t in _NODE_TYPES:
        yield value
        for name, _default in _spec(t):
            yield from walk(getattr(value, name))
    elif isinstance(value, (tuple, list)):
        for v in value:
            yield from walk(v)
    elif not (value is None or isinstance(value, (str, int, bool, float))):
        raise TypeError(f"not an IR value: {type(value).__name__}")
