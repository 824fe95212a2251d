"""Playable definitions: compiled IR JSON plays without reparsing and gives the same game."""
import json
from importlib import resources

from oraclec.cli import main
from oraclec.runtime import library
from oraclec.runtime.scenario import run_file

SCEN = resources.files("oraclec.corpus").joinpath("scenarios")


def test_scenario_from_compiled_definitions_matches_text(tmp_path, monkeypatch):
    defs = tmp_path / "m12.ir.jsonl"
    assert main(["compile", "--embedded", "-o", str(defs)]) == 0
    parsed = []
    original = library.compile_text
    monkeypatch.setattr(library, "compile_text", lambda *a, **k: parsed.append(a[0]) or original(*a, **k))
    for name in ("vengeful_pharaoh_twice.toml", "bloodthirst_enters_bigger.toml", "fog.toml"):
        path = str(SCEN.joinpath(name))
        from_defs = run_file(path, "ja", str(defs))
        assert from_defs.failures == []
        assert parsed == []  # nothing was parsed: every card came from the IR file
        monkeypatch.setattr(library, "compile_text", original)
        assert from_defs.log == run_file(path, "en").log
        monkeypatch.setattr(library, "compile_text", lambda *a, **k: parsed.append(a[0]) or original(*a, **k))


def test_definitions_round_trip_exactly(tmp_path):
    from oraclec.compiler import ir

    defs = tmp_path / "d.jsonl"
    assert main(["compile", "--embedded", "--lang", "en", "-o", str(defs)]) == 0
    for line in defs.read_text(encoding="utf-8").splitlines()[1:]:
        d = json.loads(line)
        assert ir.to_json(ir.from_json(d["ir"])) == d["ir"]
