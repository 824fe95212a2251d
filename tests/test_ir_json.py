"""The IR's JSON form round-trips exactly, and spans stay out of it."""
import json

import pytest

from oraclec.compiler import compile_text, ir
from oraclec.compiler.ir import nodes as n


def test_round_trip_every_embedded_card(m12):
    count = 0
    for rec in m12:
        for lang in ("en", "ja"):
            c = compile_text(rec[f"text_{lang}"], lang, rec[f"name_{lang}"], rec[f"type_{lang}"], rec["pt"])
            text = ir.dumps(c.card)
            back = ir.from_json(json.loads(text))
            assert ir.dumps(back) == text
            assert back == c.card
            count += 1
    assert count == 2 * len(m12)


def test_spans_are_kept_but_not_compared():
    a = n.Destroy(n.Self_(), span=(0, 5))
    b = n.Destroy(n.Self_(), span=(10, 20))
    assert a == b and a.span == (0, 5)
    assert "span" not in ir.dumps(a)


def test_unknown_kind_is_an_error():
    with pytest.raises(ValueError, match="unknown IR node kind"):
        ir.from_json({"kind": "no_such_node"})


def test_nodes_are_frozen():
    import attrs

    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        n.Destroy(n.Self_()).what = n.You()


def test_every_node_of_every_family_module_is_in_nodes_and_the_registry():
    """The schema is written by family (compiler/ir/selectors.py … abilities.py) and gathered in
    nodes.py: a node in a family module nodes.py does not import would be missing from `n.X`,
    `ir.X` and REGISTRY (from_json could not read it back)."""
    import importlib
    from pathlib import Path

    not_families = {"__init__", "base", "json", "nodes"}
    found = 0
    for path in sorted(Path(n.__file__).parent.glob("*.py")):
        if path.stem in not_families:
            continue
        module = importlib.import_module(f"oraclec.compiler.ir.{path.stem}")
        for name, cls in vars(module).items():
            if isinstance(cls, type) and cls.__module__ == module.__name__:
                assert name in module.__all__, (path.name, name)
                assert getattr(n, name) is cls and getattr(ir, name) is cls and ir.REGISTRY[cls.kind] is cls
                found += 1
    assert found == len(ir.REGISTRY)
