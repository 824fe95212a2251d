"""docs/definitions.schema.json: the JSON Schema of `oraclec compile` output. It is generated
from the IR classes (docs/make_schema.py) and must hold for every line the compiler writes."""
import copy
import json
import runpy
from pathlib import Path

import pytest

fastjsonschema = pytest.importorskip("fastjsonschema")

DOCS = Path(__file__).resolve().parents[1] / "docs"
SCHEMA = json.loads((DOCS / "definitions.schema.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def validate():
    return fastjsonschema.compile(SCHEMA)


@pytest.fixture(scope="module")
def validate_node():
    """The schema of one IR node (any kind), for abilities checked one by one."""
    return fastjsonschema.compile({**SCHEMA, "if": True, "then": {"$ref": "#/definitions/node"}, "else": False})


def _errors(validate, lines) -> list[str]:
    out = []
    for i, line in enumerate(lines, 1):
        try:
            validate(line)
        except fastjsonschema.JsonSchemaValueException as e:
            out.append(f"line {i} ({line.get('name')}, {line.get('lang')}): {e.message}")
    return out


def test_the_schema_is_generated_from_the_ir():
    make = runpy.run_path(str(DOCS / "make_schema.py"))
    assert make["render"]() == (DOCS / "definitions.schema.json").read_text(encoding="utf-8"), \
        "docs/definitions.schema.json is out of date: run python docs/make_schema.py"


def test_the_schema_version_is_the_header_s():
    from oraclec.compiler.database import SCHEMA as VERSION
    from oraclec.compiler.ir.nodes import REGISTRY

    assert SCHEMA["version"] == VERSION and str(VERSION) in SCHEMA["$id"]
    assert {k[len("node."):] for k in SCHEMA["definitions"] if k.startswith("node.")} == set(REGISTRY)


def test_every_embedded_line_is_valid(validate, embedded_definitions):
    assert embedded_definitions[0]["kind"] == "oraclec-definitions"
    assert _errors(validate, embedded_definitions) == []


@pytest.mark.parametrize("change,says", [
    (lambda d: d["ir"]["abilities"][0].update(keywrd="flying"), "keywrd"),  # a field no node has
    (lambda d: d["ir"]["abilities"][0].update(kind="keywrd"), "kind"),  # an unknown kind
    (lambda d: d["ir"]["abilities"][0].pop("keyword"), "keyword"),  # a required field missing
    (lambda d: d["ir"]["abilities"][0].update(args="flying"), "args"),  # a list field that is not a list
    (lambda d: d.update(status="fine"), "status"),
    (lambda d: d.update(lang="fr"), "lang"),
    (lambda d: d.update(extra=1), "extra"),
    (lambda d: d.update(ir=None), "status"),  # no IR: only a failed face
    (lambda d: d["unparsed"].append({"span": [0], "text": "", "expected": [], "reason": ""}), "span"),
    (lambda d: d["diagnostics"].append({"code": "old-wording", "message": "m"}), "diagnostics"),
])
def test_a_wrong_field_is_caught(validate, embedded_definitions, change, says):
    face = next(l for l in embedded_definitions if l.get("name") == "Acidic Slime")
    assert face["ir"]["abilities"][0]["kind"] == "keyword"
    bad = copy.deepcopy(face)
    change(bad)
    validate(face)
    with pytest.raises(fastjsonschema.JsonSchemaValueException) as e:
        validate(bad)
    assert says in e.value.message + str(e.value.name)


def test_a_wrong_nested_value_is_caught(validate, embedded_definitions):
    face = next(l for l in embedded_definitions if l.get("name") == "Acidic Slime")
    bad = copy.deepcopy(face)
    bad["ir"]["abilities"][1]["effect"]["what"]["index"] = "0"  # target_ref.index is an integer
    with pytest.raises(fastjsonschema.JsonSchemaValueException, match="index"):
        validate(bad)


def test_every_shared_corpus_line_is_valid(validate, validate_node, shared_definitions):
    """Each line without its abilities, and each distinct ability once: the same check as the
    whole line (an ability is validated on its own wherever it stands), in a third of the time."""
    shells, seen, errors = [], set(), []
    for line in shared_definitions:
        abilities = (line.get("ir") or {}).get("abilities", [])
        if abilities:
            line = dict(line, ir=dict(line["ir"], abilities=[]))
        shells.append(line)
        for ab in abilities:
            key = json.dumps(ab, sort_keys=True)
            if key not in seen:
                seen.add(key)
                errors += _errors(validate_node, [ab])
    assert len(shared_definitions) > 40000
    assert _errors(validate, shells) == [] and errors == []
