"""Scenario files are read strictly (issue 16, case 12): an unknown step, table, key or action is
an error naming the file and line, never ignored or played on until a player decks out; a file
that checks nothing is refused; docs/scenarios.md and the event log name the steps alike."""
import re
import subprocess
import sys
from pathlib import Path

import pytest

from oraclec.cli import main
from oraclec.runtime import turns
from oraclec.runtime.scenario import ScenarioError, run_file

DOCS = Path(__file__).resolve().parents[1] / "docs" / "scenarios.md"
HEAD = 'name = "x"\nsource = "a rule"\nactive = "P1"\n'


def scenario(tmp_path, text: str) -> str:
    path = tmp_path / "s.toml"
    path.write_text(text, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("text, line, message", [
    (HEAD + 'step = "end_of_combat"\n[expect]\nlife = { P1 = 20 }\n', 4, "unknown step 'end_of_combat'"),
    (HEAD + '[[actions]]\ndo = "to_step"\nstep = "main"\n[expect]\nlife = { P1 = 20 }\n', 6, "unknown step 'main'"),
    (HEAD + '[players.P1]\nhand = ["Shock"]\n[[action]]\ndo = "pass"\n[expect]\nlife = { P1 = 20 }\n', 6,
     "unknown table [[action]] in a scenario"),
    (HEAD + '[[actions]]\ndo = "pass"\n[[actions]]\ndo = "cast"\nplayer = "P1"\ncard = "Shock"\ntragets = ["P2"]\n'
     '[expect]\nlife = { P2 = 18 }\n', 10, "unknown key 'tragets' in a 'cast' action"),
    (HEAD + '[[actions]]\ndo = "hold_priority"\n[expect]\nlife = { P1 = 20 }\n', 5, "unknown action 'hold_priority'"),
    (HEAD + '[players.P3]\nlife = 3\n[expect]\nlife = { P1 = 20 }\n', 4, "unknown player 'P3'"),
    (HEAD + '[players.P1]\nlife = "twenty"\n[expect]\nlife = { P1 = 20 }\n', 5, "expected a whole number"),
    (HEAD + '[expect]\nlife = { P1 = 20 }\nlifes = { P2 = 20 }\n', 6, "unknown key 'lifes' in [expect]"),
    (HEAD + '[players.P1]\nbattlefield = [{ card = "Forest", taped = true }]\n[expect]\nlife = { P1 = 20 }\n', 5,
     "unknown key 'taped' in a card entry"),
    (HEAD + '[[actions]]\ndo = "to_step"\nstep = "cleanup"\n[expect]\nlife = { P1 = 20 }\n', 6,
     "no player gets priority in the cleanup step"),
    ("", 1, "nothing is checked"),
    (HEAD + '[[actions]]\ndo = "pass"\n', 1, "nothing is checked"),
], ids=["top step", "to_step", "[[action]]", "action key", "action", "player", "value", "expect key", "entry key",
        "to_step cleanup", "empty file", "no expectation"])
def test_unknown_names_tables_and_keys_are_errors_with_file_and_line(tmp_path, text, line, message):
    path = scenario(tmp_path, text)
    with pytest.raises(ScenarioError) as e:
        run_file(path)
    assert str(e.value).startswith(f"{path}:{line}: ") and message in str(e.value), str(e.value)


def test_an_unknown_card_names_its_line(tmp_path):
    path = scenario(tmp_path, HEAD + '[players.P1]\nhand = ["Shock", "No Such Card"]\n[expect]\nlife = { P1 = 20 }\n')
    with pytest.raises(ScenarioError, match=rf"^{re.escape(path)}:5: no card named 'No Such Card'"):
        run_file(path)


def test_the_documented_steps_are_the_steps_of_the_event_log(tmp_path):
    documented = re.search(r'step = "main1" +# ([a-z0-9_ \n#]+?)\nturn', DOCS.read_text(encoding="utf-8")).group(1)
    assert documented.replace("#", " ").split() == list(turns.STEPS)
    path = scenario(tmp_path, HEAD + 'step = "upkeep"\n[[actions]]\ndo = "to_step"\nstep = "end"\n'
                                     '[expect]\nlife = { P1 = 20 }\n')
    shown = [line[3:] for line in run_file(path).log if line.startswith("-- ")]
    assert shown == ["upkeep", "draw", "main1", "begin_combat", "declare_attackers", "end_combat", "main2", "end"]


def test_play_names_the_missing_definitions_file(tmp_path, capsys):
    path = scenario(tmp_path, HEAD + '[expect]\nlife = { P1 = 20 }\n')
    assert main(["play", "--defs", str(tmp_path / "nonexistent.jsonl"), path]) == 2
    err = capsys.readouterr().err
    assert f"cannot read {tmp_path / 'nonexistent.jsonl'}: no such file" in err and err.count("\n") == 1


def test_a_definitions_file_that_is_not_compile_output_is_refused_with_its_line(tmp_path, capsys):
    path = scenario(tmp_path, HEAD + '[expect]\nlife = { P1 = 20 }\n')
    defs = tmp_path / "defs.jsonl"
    defs.write_text('{"name_en": "Shock", "text_en": "Shock deals 2 damage to any target."}\n', encoding="utf-8")
    assert main(["play", "--defs", str(defs), path]) == 2
    assert f"{defs}:1: not a definition" in capsys.readouterr().err


def test_play_on_binary_files_and_an_unknown_step_is_one_line_never_a_traceback(tmp_path):
    binary = tmp_path / "garbage.bin"
    binary.write_bytes(bytes(range(256)) * 8)
    good = scenario(tmp_path, HEAD + '[expect]\nlife = { P1 = 20 }\n')
    bad_step = tmp_path / "step.toml"
    bad_step.write_text(HEAD + 'step = "main"\n[expect]\nlife = { P1 = 20 }\n', encoding="utf-8")
    for args, says in ((["play", str(binary)], f"{binary}: not UTF-8 text"),
                       (["play", "--defs", str(binary), good], f"cannot read {binary}: not UTF-8 text"),
                       (["play", "--cards", str(binary), good], f"cannot read {binary}: not UTF-8 text"),
                       (["play", str(bad_step)], f"{bad_step}:4: unknown step 'main'")):
        p = subprocess.run([sys.executable, "-m", "oraclec", *args], capture_output=True, text=True)
        assert p.returncode == 2 and p.stderr.count("\n") == 1 and says in p.stderr, (args, p.stderr)


def test_a_runtime_error_fails_its_scenario_names_the_action_and_the_batch_goes_on(monkeypatch, capsys):
    """A TypeError inside the rules engine is the runtime's bug, not a malformed file: the scenario
    fails with the action named, and the next scenario of the batch still runs (issue 20)."""
    from oraclec.runtime import scenario
    from oraclec.runtime.errors import Unsupported

    calls = []

    def broken_cast(g, pi, obj, *args, **kwargs):
        calls.append(obj.name)
        if len(calls) == 1:
            raise TypeError("'Devotion' object has no attribute 'isdigit'")
        raise Unsupported("the keyword action flurry")

    monkeypatch.setattr(scenario, "cast", broken_cast)
    scen = Path(__file__).resolve().parents[1] / "corpus" / "scenarios"
    files = [str(scen / "chandras_outrage_resolves.toml"), str(scen / "doom_blade_black.toml")]
    code = main(["play", "--lang", "en", "-q", *files])
    out = capsys.readouterr().out
    assert code == 1
    assert out.count("RUNTIME ERROR") == 2 and "0 passed, 2 failed" in out
    assert re.search(r"chandras_outrage_resolves\.toml:\d+: action 1 \(cast\): runtime error: TypeError: 'Devotion'", out)
    assert re.search(r"doom_blade_black\.toml:\d+: action \d \(cast\): runtime error: not played: the keyword action", out)
