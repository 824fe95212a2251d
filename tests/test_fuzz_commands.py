"""Every command's file inputs, fuzzed (issue 16): compile, lint and report on arbitrary bytes,
truncated real-format files, wrong JSON shapes and huge lines; play on arbitrary scenario files,
definitions and card files; explain on arbitrary standard input.

Whatever the input: no traceback (and no "internal error"), exit 2 with one line on standard
error for input that cannot be read, and for a card file that can be read, every record is either
compiled or a `failed` line naming where it was (file:line). The number of examples per test is
ORACLEC_FUZZ_EXAMPLES (default 100: five tests, 500 cases, under half a minute)."""
import contextlib
import io
import json
import os
import sys
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from oraclec.cli import main
from oraclec.compiler.database import compile_stream
from oraclec.compiler.sources import detect, read_records

FIX = Path(__file__).parent / "fixtures"
EXAMPLES = int(os.environ.get("ORACLEC_FUZZ_EXAMPLES", "100"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
STATUSES = ("ok", "partial", "failed")


def _definitions_text() -> str:
    out = io.StringIO()
    with open(FIX / "cards.jsonl", encoding="utf-8") as f:
        compile_stream(read_records(f, "cards.jsonl"), ["en", "ja"], out, jobs=1)
    return '{"kind": "oraclec-definitions", "schema": 1}\n' + out.getvalue()


REAL = {p.name: p.read_bytes() for p in sorted(FIX.iterdir()) if p.suffix in (".json", ".jsonl")}
REAL["definitions.jsonl"] = _definitions_text().encode("utf-8")

KEYS = ["name", "name_en", "name_ja", "text", "text_en", "text_ja", "type_en", "type_ja", "data", "meta", "cards",
        "foreignData", "card_faces", "lang", "oracle_id", "object", "power", "toughness", "type", "type_line",
        "faceName", "language", "printed_text", "pt", "mana_cost", "manaCost", "sealedProduct", "status", "ir",
        "unparsed", "diagnostics", "kind", "abilities"]
JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.sampled_from(["card", "list", "ja", "en", "Japanese", "ok",
                                                                 "Instant", "Flying", "飛行"]) | st.text(max_size=12),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.sampled_from(KEYS), children, max_size=6),
    max_leaves=20)


def _layout(values, layout: str) -> str:
    dumps = lambda v: json.dumps(v, ensure_ascii=False)  # noqa: E731
    if layout == "lines":
        return "".join(dumps(v) + "\n" for v in values)
    if layout == "array":
        return dumps(values)
    if layout == "mtgjson":
        return dumps({"meta": {"version": "5"}, "data": values[0] if values else {}})
    return dumps({"object": "list", "data": values})


@st.composite
def card_files(draw) -> bytes:
    """Bytes a card file might hold: anything, a real file cut anywhere, the wrong JSON, or a
    record with a huge line."""
    kind = draw(st.sampled_from(["bytes", "truncated", "shapes", "huge"]))
    if kind == "bytes":
        return draw(st.binary(max_size=3000))
    if kind == "truncated":
        data = REAL[draw(st.sampled_from(sorted(REAL)))]
        return data[:draw(st.integers(0, len(data)))]
    if kind == "shapes":
        values = draw(st.lists(JSONISH, max_size=5))
        return _layout(values, draw(st.sampled_from(["lines", "array", "mtgjson", "scryfall list"]))).encode("utf-8")
    size = draw(st.integers(1, 300_000))
    rec = {"name_en": "Huge", "type_en": "Instant", "text_en": draw(st.sampled_from(["Draw a card. ", "x", "{R}"])) * size}
    line = json.dumps(rec) if draw(st.booleans()) else "{" + "x" * size
    return (line + "\n" + REAL["cards.jsonl"].decode("utf-8")).encode("utf-8")


def cli(args, stdin: bytes = b"") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(args)
    finally:
        sys.stdin = old_stdin
    return code, out.getvalue(), err.getvalue()


def refused_in_one_line(command: str, code: int, err: str) -> bool:
    """Exit 2 means one line, saying what could not be read."""
    lines = err.splitlines()
    return code == 2 and len(lines) == 1 and lines[0].startswith(f"oraclec {command}: error: ")


def no_crash(err: str) -> bool:
    return "Traceback" not in err and "internal error" not in err


@FUZZ
@given(card_files())
def test_compile_reads_every_record_or_refuses_the_file(data):
    with tempfile.TemporaryDirectory() as d:
        src, out = Path(d) / "in.jsonl", Path(d) / "out.jsonl"
        src.write_bytes(data)
        code, _, err = cli(["compile", str(src), "-o", str(out), "-j", "1"])
        assert no_crash(err) and code in (0, 2), err
        if code == 2:
            assert refused_in_one_line("compile", code, err) and not out.exists(), err
            return
        head, *lines = [json.loads(l) for l in out.read_text(encoding="utf-8").split("\n")[:-1]]
    assert head["kind"] == "oraclec-definitions"
    sources = set()
    for d in lines:
        assert d["status"] in STATUSES and d["lang"] in ("en", "ja")
        if d["ir"] is None:  # a record that could not be read or has no text: the line says where it was
            assert d["status"] == "failed" and d["diagnostics"][0]["source"].startswith(str(src)), d
            sources.add(d["diagnostics"][0]["source"])
    text = data.decode("utf-8")  # (it decoded: compile read it)
    if detect(text) == "lines":  # one record per line: each bad line is named, each of ours is there
        records = 0
        for i, line in enumerate(io.StringIO(text, newline=None), 1):  # lines as a text file has them
            if not line.strip():
                continue
            try:
                value = json.loads(line)
            except ValueError:
                assert f"{src}:{i}" in sources, (i, line[:80])
                records += 1
                continue
            records += not isinstance(value, dict) or "name_en" in value
        assert len(lines) >= 2 * records


@FUZZ
@given(card_files(), st.sampled_from([[], ["--lang", "en"], ["--format", "json"]]))
def test_lint_lints_or_refuses_in_one_line(data, options):
    with tempfile.TemporaryDirectory() as d:
        src = Path(d) / "in.jsonl"
        src.write_bytes(data)
        code, out, err = cli(["lint", "-j", "1", *options, str(src)])
    assert no_crash(err) and code in (0, 1, 2), err
    if code == 2:
        assert refused_in_one_line("lint", code, err), err
    elif "--format" in options:
        assert isinstance(json.loads(out), list)
    else:
        assert " in " in err.splitlines()[-1] and "card" in err.splitlines()[-1]


@FUZZ
@given(card_files())
def test_report_reports_or_refuses_in_one_line(data):
    with tempfile.TemporaryDirectory() as d:
        src, md, js = Path(d) / "defs.jsonl", Path(d) / "r.md", Path(d) / "r.json"
        src.write_bytes(data)
        code, _, err = cli(["report", str(src), "-o", str(md), "--json", str(js)])
        assert no_crash(err) and code in (0, 2), err
        if code == 2:
            assert refused_in_one_line("report", code, err) and not md.exists() and not js.exists(), err
        else:
            rep = json.loads(js.read_text(encoding="utf-8"))
            assert rep["faces"] >= max(r["total"] for r in rep["languages"].values())


# ---------------------------------------------------------------- play
def _toml(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{json.dumps(k)} = {_toml(v)}" for k, v in value.items()) + " }"
    return '""'


NAMES = st.sampled_from(["Forest", "Plains", "Shock", "Runeclaw Bear", "Doom Blade", "Llanowar Elves", "P1", "P2",
                         "Nope", "Forest#2", ""])
SCALAR = (st.booleans() | st.integers(-3, 30) | NAMES | st.sampled_from(["main1", "end", "end_of_combat", "cast",
                                                                         "pass", "battlefield", "graveyard"]))
VALUE = st.recursive(SCALAR, lambda c: st.lists(c, max_size=3) | st.dictionaries(NAMES | st.sampled_from(
    ["life", "hand", "battlefield", "library", "card", "tapped", "counters", "+1/+1", "do", "player", "targets",
     "step", "zones", "attackers", "blockers", "x", "index"]), c, max_size=3), max_leaves=8)
ACTION = st.fixed_dictionaries({"do": st.sampled_from(["cast", "activate", "play_land", "pass", "resolve", "to_step",
                                                       "pass_until_stack_empty", "attack", "block", "check", "x"])},
                               optional={"player": st.sampled_from(["P1", "P2", "P3"]), "card": NAMES,
                                         "targets": st.lists(NAMES, max_size=2), "step": VALUE,
                                         "attackers": st.dictionaries(NAMES, NAMES, max_size=2),
                                         "blockers": st.dictionaries(NAMES, NAMES, max_size=2), "x": VALUE,
                                         "index": VALUE, "error": st.text(max_size=5), "life": VALUE})
SCENARIO = st.fixed_dictionaries(
    {"name": st.just("fuzz"), "source": st.just("fuzz")},
    optional={"active": st.sampled_from(["P1", "P2", "P3"]), "step": SCALAR, "turn": SCALAR,
              "players": st.dictionaries(st.sampled_from(["P1", "P2", "P3"]), st.dictionaries(st.sampled_from(
                  ["life", "hand", "battlefield", "library", "graveyard", "exile", "lif"]), VALUE, max_size=3),
                  max_size=2),
              "actions": st.lists(ACTION, max_size=4), "expect": st.dictionaries(st.sampled_from(
                  ["life", "zones", "tapped", "pt", "log", "winner", "lifes"]), VALUE, max_size=2), "x": VALUE})


@st.composite
def scenario_files(draw) -> bytes:
    if draw(st.integers(0, 3)) == 0:
        return draw(st.binary(max_size=500))
    spec = draw(SCENARIO)
    return "\n".join(f"{json.dumps(k)} = {_toml(v)}" for k, v in spec.items()).encode("utf-8")


@FUZZ
@given(scenario_files(), st.sampled_from([None, "defs", "cards"]), card_files())
def test_play_plays_or_refuses_in_one_line(scenario, which, other):
    with tempfile.TemporaryDirectory() as d:
        path, extra = Path(d) / "s.toml", Path(d) / "extra.jsonl"
        path.write_bytes(scenario)
        extra.write_bytes(other)
        args = ["play", "--lang", "en", "-q"] + ([f"--{which}", str(extra)] if which else []) + [str(path)]
        code, out, err = cli(args)
    assert no_crash(err) and code in (0, 1, 2), err
    if code == 2:
        assert refused_in_one_line("play", code, err), err
    else:
        assert out.splitlines()[-1].endswith(("1 passed, 0 failed", "0 passed, 1 failed"))


@FUZZ
@given(st.binary(max_size=400) | st.text(max_size=200).map(str.encode), st.sampled_from([[], ["--json"], ["--type", "Instant"]]))
def test_explain_explains_standard_input_or_refuses_in_one_line(data, options):
    code, out, err = cli(["explain", *options], stdin=data)
    assert no_crash(err) and code in (0, 2), err
    if code == 2:
        assert refused_in_one_line("explain", code, err), err
    elif "--json" in options:
        assert json.loads(out)["status"] in STATUSES
