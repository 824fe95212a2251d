"""What the playground's JSON API answers, as plain functions of plain data (no web framework
here: app.py serves them). Each takes the decoded request body and returns a JSON-ready dict,
or raises BadRequest with a one-line reason. It reuses what the commands use: `oraclec
explain`'s data (compiler/explain.py), lint's findings and pair check (compiler/lint/)."""
from __future__ import annotations

from typing import Any

MAX_TEXT = 5000  # characters of one card's text
MAX_FIELD = 200  # characters of a name or a type line
MAX_TREE_DEPTH = 60


class BadRequest(Exception):
    """The request cannot be answered as it is: `status` (4xx) and a one-line reason."""

    def __init__(self, reason: str, status: int = 422):
        super().__init__(reason)
        self.status = status


def _str(body: dict, key: str, limit: int, where: str = "") -> str:
    v = body.get(key, "")
    if v is None:
        return ""
    if not isinstance(v, str):
        raise BadRequest(f"{where}{key} must be a string, not {type(v).__name__}")
    if len(v) > limit:
        raise BadRequest(f"{where}{key} is {len(v)} characters long; at most {limit} are read", 413)
    return v


def _lang(body: dict, text: str, where: str = "") -> str:
    from oraclec.cli import _detect_lang

    lang = body.get("lang") or _detect_lang(text)
    if lang not in ("en", "ja"):
        raise BadRequest(f"{where}lang must be en or ja, not {lang!r}")
    return lang


def side(body: Any, where: str = "", lang: str | None = None) -> dict:
    """One card text from a request: dict(text, lang, name, type_line, pt), checked."""
    if not isinstance(body, dict):
        raise BadRequest(f"{where or 'the request body '}must be a JSON object")
    unknown = sorted(set(body) - {"text", "lang", "name", "type_line", "pt"})
    if unknown:
        raise BadRequest(f"{where}unknown field {unknown[0]!r} (fields: text, lang, name, type_line, pt)")
    text = _str(body, "text", MAX_TEXT, where)
    if not text.strip():
        raise BadRequest(f"{where}text is empty: give the card's rules text")
    pt = _str(body, "pt", MAX_FIELD, where) or None
    return dict(text=text, lang=lang or _lang(body, text, where), name=_str(body, "name", MAX_FIELD, where),
                type_line=_str(body, "type_line", MAX_FIELD, where), pt=pt)


def _compile(s: dict):
    """As `oraclec explain` does: with no type line, a text that reads better as an instant's is
    read as one (and the answer says which type line was assumed)."""
    from oraclec.compiler import compile_text

    c = compile_text(s["text"], s["lang"], s["name"], s["type_line"], s["pt"])
    assumed = None
    if not s["type_line"] and c.status != "ok":
        spell = "インスタント" if s["lang"] == "ja" else "Instant"
        as_spell = compile_text(s["text"], s["lang"], s["name"], spell, s["pt"])
        if len(as_spell.unparsed) < len(c.unparsed):
            c, assumed = as_spell, spell
    return c, assumed


def tree_json(tree, depth: int = 0) -> dict:
    """A Lark parse tree as nested JSON: {rule, children} and {token, text} leaves."""
    from lark import Token

    if isinstance(tree, Token):
        return {"token": tree.type, "text": str(tree)}
    if depth > MAX_TREE_DEPTH:
        return {"rule": "…", "children": []}
    return {"rule": str(tree.data), "children": [tree_json(c, depth + 1) for c in tree.children]}


def explain(body: Any) -> dict:
    from oraclec.cli import _tokens
    from oraclec.compiler.explain import explain_data

    s = side(body)
    c, assumed = _compile(s)
    data = explain_data(c, _tokens(c))
    for line, raw in zip(data["lines"], c.lines):
        line["status"] = "unparsed" if raw.unparsed is not None else "ok"
        line["tree_json"] = tree_json(raw.tree) if raw.tree is not None else None
        line["error_span"] = list(raw.error_span) if raw.error_span else None
        for ab, node in zip(line["abilities"], raw.abilities):
            ab["span"] = list(node.span or raw.span)
    data.update(type_line=assumed or s["type_line"], assumed_type=assumed, text=s["text"])
    return data


def lint(body: Any) -> dict:
    from oraclec.compiler.lint import Options
    from oraclec.compiler.lint.run import check_compiled

    s = side(body)
    c, assumed = _compile(s)
    findings = sorted(check_compiled(c, Options()), key=lambda f: (f.place.span, f.code))
    return {"lang": s["lang"], "status": c.status, "assumed_type": assumed, "text": s["text"],
            "findings": [f.to_json() for f in findings]}


def pair(body: Any) -> dict:
    """The English and the Japanese text of one card: each side's findings, the translation
    findings (pointing into both texts), and the IR of each ability side by side."""
    from oraclec.compiler import ir
    from oraclec.compiler.lint import Options, lint_pair

    if not isinstance(body, dict) or set(body) - {"en", "ja"} or not {"en", "ja"} <= set(body):
        raise BadRequest("the request body must be a JSON object with en and ja, each {text, name, type_line}")
    en, ja = side(body["en"], "en.", "en"), side(body["ja"], "ja.", "ja")
    if not en["type_line"] and not ja["type_line"]:
        ce, assumed = _compile(en)
        if assumed:
            en["type_line"], ja["type_line"] = assumed, "インスタント"
    result = lint_pair(en, ja, Options())
    ce, _ = _compile(en)
    cj, _ = _compile(ja)
    rows = []
    ea, jb = list(ce.card.abilities), list(cj.card.abilities)
    spans_en, spans_ja = _ability_spans(ce), _ability_spans(cj)
    for i in range(max(len(ea), len(jb))):
        row = {"index": i}
        for lang, abilities, spans, text in (("en", ea, spans_en, en["text"]), ("ja", jb, spans_ja, ja["text"])):
            if i < len(abilities):
                span = spans.get(id(abilities[i])) or [0, 0]
                row[lang] = {"ir": ir.to_json(abilities[i]), "span": span, "text": text[span[0]:span[1]]}
            else:
                row[lang] = None
        row["same"] = row["en"] is not None and row["ja"] is not None and row["en"]["ir"] == row["ja"]["ir"]
        rows.append(row)
    return {"status": dict(result.status), "type_line": {"en": en["type_line"], "ja": ja["type_line"]},
            "texts": {"en": en["text"], "ja": ja["text"]},
            "findings": [f.to_json() for f in result.findings], "abilities": rows}


def _ability_spans(c) -> dict:
    """id(ability) → its span in the source text (its line's when the node has none)."""
    out = {}
    for line in c.lines:
        for node in line.abilities:
            out[id(node)] = list(node.span or line.span)
        if line.unparsed is not None:
            out[id(line.unparsed)] = list(line.unparsed.span or line.span)
    return out


def card_names() -> dict:
    from oraclec.compiler.records import embedded

    return {"cards": [{"en": r.name_en, "ja": r.name_ja} for r in embedded()]}


def card(name: str) -> dict:
    from oraclec.compiler.records import find_card

    if not name or len(name) > MAX_FIELD:
        raise BadRequest("give a card's name (English or Japanese) as ?name=")
    r = find_card(name)
    if r is None:
        raise BadRequest(f"no card named {name!r} in the embedded corpus", 404)
    return {"en": {"name": r.name_en, "type_line": r.type_en or "", "text": r.text_en or ""},
            "ja": {"name": r.name_ja or "", "type_line": r.type_ja or "", "text": r.text_ja or ""},
            "pt": r.pt}
