"""Writes docs/definitions.schema.json, the JSON Schema of `oraclec compile` output, from the IR
node classes themselves (compiler/ir/): one definition per node kind with exactly its fields,
so the schema cannot drift from the IR. Run it after changing the IR:

    python docs/make_schema.py            # rewrites docs/definitions.schema.json
    python docs/make_schema.py --check    # exit 1 when the file is out of date

tests/test_docs_schema.py fails when the committed file differs from what this writes."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import attrs

OUT = Path(__file__).with_name("definitions.schema.json")
DIALECT = "http://json-schema.org/draft-07/schema#"  # (draft 7: every validator reads it)
VALUE = {"$ref": "#/definitions/value"}

# one entry per diagnostic code: its own fields (code and message are always there)
DIAGNOSTICS = {
    "no-text": {"source": {"type": "string"}},
    "internal-error": {"source": {"type": "string"}},
    "bad-record": {"source": {"type": "string"}},
    "printed-ja": {"source": {"type": "string"}},
    "no-japanese": {"source": {"type": "string"}},
    "old-wording": {"span": {"$ref": "#/definitions/span"}, "text": {"type": "string"}},
    "old-subtype": {"type_line_span": {"$ref": "#/definitions/span"}, "text": {"type": "string"}},
}


def _field(a) -> dict:
    """The schema of one node field, from its annotation and default."""
    t = str(a.type)
    nullable = a.default is None
    if t == "str":
        base = {"type": ["string", "null"] if nullable else "string"}
    elif t == "bool":
        base = {"type": "boolean"}
    elif t == "int":
        base = {"type": ["integer", "null"] if nullable else "integer"}
    elif t == "tuple":
        base = {"type": "array", "items": VALUE}
    else:  # Any: a node, a list, or a plain value
        return dict(VALUE)
    return base


def node_def(kind: str, cls) -> dict:
    fields = [a for a in attrs.fields(cls) if a.name != "span"]
    props = {"kind": {"const": kind}}
    props.update({a.name: _field(a) for a in fields})
    required = ["kind"] + [a.name for a in fields if a.default is attrs.NOTHING]
    out = {"type": "object", "properties": props, "required": required, "additionalProperties": False}
    doc = (cls.__doc__ or "").strip().split("\n")[0]
    if doc:
        out["description"] = doc
    return out


def _diagnostic() -> dict:
    branches = []
    for code, extra in DIAGNOSTICS.items():
        props = {"code": {"const": code}, "message": {"type": "string"}, **extra}
        branches.append({"if": {"properties": {"code": {"const": code}}},
                         "then": {"properties": props, "required": ["code", "message", *extra],
                                  "additionalProperties": False}})
    return {"type": "object", "required": ["code", "message"],
            "properties": {"code": {"enum": list(DIAGNOSTICS)}, "message": {"type": "string"}},
            "allOf": branches}


def _any_of(kinds: list[str]) -> str:
    """One of these kinds, as a pattern: an enum is compared item by item, a pattern at once."""
    return "^(?:" + "|".join(kinds) + ")$"


def _dispatch(kinds: list[str]) -> dict:
    """The node's own definition chosen by its kind: a balanced tree of if/then/else on halves
    of the kinds, so that a validator tests about eight conditions per node, not one per kind."""
    if len(kinds) == 1:
        return {"$ref": f"#/definitions/node.{kinds[0]}"}
    half = len(kinds) // 2
    return {"if": {"properties": {"kind": {"pattern": _any_of(kinds[:half])}}},
            "then": _dispatch(kinds[:half]), "else": _dispatch(kinds[half:])}


def build() -> dict:
    from oraclec.compiler.database import SCHEMA
    from oraclec.compiler.ir.nodes import REGISTRY

    kinds = sorted(REGISTRY)
    defs = {
        "span": {"type": "array", "items": [{"type": "integer", "minimum": 0}] * 2, "minItems": 2,
                 "maxItems": 2},
        "value": {"description": "A field's value: a plain value, a list of values, or a node.",
                  "type": ["null", "boolean", "integer", "string", "array", "object"], "items": VALUE,
                  "if": {"type": "object"}, "then": {"$ref": "#/definitions/node"}},
        "node": {"type": "object", "required": ["kind"], "properties": {"kind": {"type": "string", "pattern": _any_of(kinds)}},
                 **_dispatch(kinds)},
        "header": {
            "description": "The first line: what the file is and which compiler wrote it.",
            "type": "object", "additionalProperties": False,
            "required": ["kind", "schema", "compiler", "langs"],
            "properties": {"kind": {"const": "oraclec-definitions"}, "schema": {"const": SCHEMA},
                           "compiler": {"type": "string"},
                           "langs": {"type": "array", "items": {"enum": ["en", "ja"]}, "minItems": 1}}},
        "face": {
            "description": "One face of a card in one language.",
            "type": "object", "additionalProperties": False,
            "required": ["name", "lang", "status", "ir", "unparsed", "diagnostics"],
            "properties": {
                "name": {"type": "string", "description": "the card's English name, in both languages"},
                "lang": {"enum": ["en", "ja"]},
                "status": {"enum": ["ok", "partial", "failed"]},
                "ir": {"type": ["object", "null"], "if": {"type": "object"}, "then": {"$ref": "#/definitions/node.card"}},
                "unparsed": {"type": "array", "items": {"$ref": "#/definitions/unparsed"}},
                "diagnostics": {"type": "array", "items": {"$ref": "#/definitions/diagnostic"}},
                "playable": {"type": "boolean", "description": "ok faces: whether the runtime plays every part"},
                "missing": {"type": "array", "items": {"type": "string"},
                            "description": "ok faces: the parts the runtime does not play (runtime/playable.py)"},
                "other_face": {"type": "string", "description": "a card with two faces: the other face's English name"},
                "layout": {"type": "string", "description": "the card's layout as its source names it (transform, "
                           "modal_dfc, split, adventure …)"},
                "side": {"type": "string", "description": "which face: a the front, b the back (as the source names it)"}},
            "if": {"properties": {"ir": {"type": "null"}}},
            "then": {"properties": {"status": {"const": "failed"}}}},
        "unparsed": {
            "description": "A line the grammar could not read, with what it expected there.",
            "type": "object", "additionalProperties": False, "required": ["span", "text", "expected", "reason"],
            "properties": {"span": {"$ref": "#/definitions/span"}, "text": {"type": "string"},
                           "expected": {"type": "array", "items": {"type": "string"}}, "reason": {"type": "string"}}},
        "diagnostic": _diagnostic(),
    }
    for k in kinds:
        defs[f"node.{k}"] = node_def(k, REGISTRY[k])
    return {
        "$schema": DIALECT,
        "$id": f"https://oraclec.invalid/definitions/{SCHEMA}.schema.json",
        "title": f"oraclec definitions, schema {SCHEMA}",
        "description": "One JSON value per line of `oraclec compile` output: the header first, then one face "
                       "per card face and language. An IR node is an object whose `kind` names it; fields equal "
                       "to their default are left out. Generated by docs/make_schema.py from compiler/ir/.",
        "version": SCHEMA,
        "if": {"required": ["kind"]}, "then": {"$ref": "#/definitions/header"}, "else": {"$ref": "#/definitions/face"},
        "definitions": defs,
    }


def render() -> str:
    """One definition a line, so the file reads (and diffs) one definition at a time."""
    schema = build()
    defs = schema.pop("definitions")
    head = json.dumps(schema, ensure_ascii=False, indent=1)[:-2]
    body = ",\n".join(f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in defs.items())
    return head + ',\n "definitions": {\n' + body + "\n }\n}\n"


def main(argv: list[str]) -> int:
    text = render()
    if "--check" in argv:
        if not OUT.exists() or OUT.read_text(encoding="utf-8") != text:
            print(f"{OUT} is out of date: run python docs/make_schema.py", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
