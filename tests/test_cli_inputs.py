"""The commands on inputs a new user gives them (issue 16, cases 9-11, 13, 14): a text that
contains a "/", unreadable files, directories, unwritable outputs, Ctrl-C, `explain` without
--type, `report` on what is not compile output. Bad input is one line on standard error and
exit 2, never a traceback; an output file is written whole or not at all."""
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from oraclec.cli import main

FIX = Path(__file__).parent / "fixtures"
GIANT_GROWTH_JA = "クリーチャー１体を対象とする。ターン終了時まで、それは＋３/＋３の修整を受ける。"


def run(args, stdin=None, cwd=None):
    p = subprocess.run([sys.executable, "-m", "oraclec", *args], input=stdin, capture_output=True, text=True,
                       cwd=cwd)
    return p.returncode, p.stdout, p.stderr


def one_error(err: str) -> bool:
    return err.count("\n") == 1 and ": error: " in err and "Traceback" not in err


@pytest.fixture
def binary(tmp_path):
    path = tmp_path / "garbage.bin"
    path.write_bytes(bytes(range(256)) * 8)
    return path


# ---------------------------------------------------------------- case 9: text or path
def test_lint_text_with_a_slash_is_text(capsys):
    code = main(["lint", "--lang", "ja", GIANT_GROWTH_JA])
    captured = capsys.readouterr()
    assert code in (0, 1) and "no such file" not in captured.err and "in 1 card" in captured.err


def test_lint_a_name_that_is_also_a_file_says_which_it_read(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "Flying").write_text("Flying\n", encoding="utf-8")
    assert main(["lint", "--lang", "en", "Flying"]) == 0
    err = capsys.readouterr().err
    assert "'Flying' is read as a file" in err
    assert main(["lint", "no_such_cards.jsonl"]) == 2
    assert "cannot read no_such_cards.jsonl: no such file" in capsys.readouterr().err


# ---------------------------------------------------------------- case 10: one line, exit 2
@pytest.mark.parametrize("args", [
    ["report", "{defs}", "-o", "/proc/x/y.md"],
    ["report", "{defs}", "--json", "/"],
    ["report", "{defs}", "--top", "-5"],
    ["compile", "{dir}"],
    ["lint", "{dir}"],
    ["report", "{dir}"],
    ["play", "{dir}"],
], ids=["report to an impossible path", "report json to a directory", "negative top", "compile a directory",
        "lint a directory", "report a directory", "play a directory"])
def test_bad_outputs_and_directories_are_one_line(tmp_path, args):
    defs = tmp_path / "defs.jsonl"
    assert main(["compile", str(FIX / "cards.jsonl"), "-o", str(defs), "-j", "1"]) == 0
    code, _, err = run([a.format(defs=defs, dir=tmp_path) for a in args])
    assert code == 2 and one_error(err), err
    if "{dir}" in args:
        assert "is a directory" in err


def test_binary_and_latin1_files_are_one_line(tmp_path, binary):
    """(`play` on such files: test_scenario_files.py)"""
    latin1 = tmp_path / "latin1.txt"
    latin1.write_bytes("Créature : Elfe\nVol\n".encode("latin-1"))
    for args in (["lint", str(binary)], ["lint", str(latin1)], ["compile", str(binary)], ["report", str(binary)]):
        code, _, err = run(args)
        assert code == 2 and one_error(err) and "UTF-8" in err, (args, err)
        assert str(binary if binary.name in " ".join(args) else latin1) in err


# ---------------------------------------------------------------- case 11: atomic output, Ctrl-C
def test_unreadable_input_leaves_no_output_file(tmp_path, binary):
    out = tmp_path / "g.out"
    code, _, err = run(["compile", str(binary), "-o", str(out)])
    assert code == 2 and one_error(err) and not out.exists()
    out.write_text("the previous output\n")
    assert run(["compile", str(binary), "-o", str(out)])[0] == 2
    assert out.read_text() == "the previous output\n" and sorted(os.listdir(tmp_path)) == ["g.out", binary.name]


def test_output_replaces_the_old_file_whole(tmp_path):
    out = tmp_path / "o.jsonl"
    out.write_text("old\n")
    os.chmod(out, 0o640)
    assert main(["compile", str(FIX / "cards.jsonl"), "-o", str(out), "-j", "1"]) == 0
    assert json.loads(out.read_text(encoding="utf-8").splitlines()[0])["kind"] == "oraclec-definitions"
    assert oct(out.stat().st_mode & 0o777) == oct(0o640) and sorted(os.listdir(tmp_path)) == ["o.jsonl"]


def _children(pid: int) -> list[str]:
    try:
        return Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return []


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs /proc to see the worker processes")
def test_ctrl_c_is_one_line_exit_130_and_leaves_the_output_as_it_was(tmp_path):
    out = tmp_path / "out.jsonl"
    out.write_text("the previous output\n")
    line = json.dumps({"name_en": "Shock", "type_en": "Instant", "text_en": "Shock deals 2 damage to any target."})
    p = subprocess.Popen([sys.executable, "-m", "oraclec", "compile", "-", "-o", str(out), "-j", "2", "--no-cache"],
                         stdin=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        p.stdin.write((line + "\n") * 250)  # the first batch, then the workers wait for more input
        p.stdin.flush()
        deadline = time.time() + 60
        while len(_children(p.pid)) < 2 and time.time() < deadline:
            time.sleep(0.05)
        assert len(_children(p.pid)) >= 2, "the worker processes did not start"
        os.killpg(p.pid, signal.SIGINT)  # as Ctrl-C does: to the workers too
        _, err = p.communicate(timeout=60)
    finally:
        if p.poll() is None:
            p.kill()
    assert p.returncode == 130
    assert err == "oraclec compile: interrupted\n"
    assert out.read_text() == "the previous output\n" and os.listdir(tmp_path) == ["out.jsonl"]


# ---------------------------------------------------------------- case 13: explain without --type
def test_explain_spell_text_without_type(capsys):
    assert main(["explain", "--json", "Destroy target creature."]) == 0
    captured = capsys.readouterr()
    data = json.loads(captured.out)
    assert data["status"] == "ok" and data["type_line"] == "Instant"
    assert data["ir"]["abilities"][0]["kind"] == "spell"
    assert "no --type given: read as an instant's text" in captured.err and captured.err.count("\n") == 1
    assert main(["explain", "--json", "Flying"]) == 0  # a permanent's text: nothing assumed, nothing said
    captured = capsys.readouterr()
    assert json.loads(captured.out)["status"] == "ok" and captured.err == ""


# ---------------------------------------------------------------- case 14: report
def test_report_on_card_records_is_refused(capsys):
    assert main(["report", str(FIX / "cards.jsonl")]) == 2
    err = capsys.readouterr().err
    assert one_error(err) and f"{FIX / 'cards.jsonl'}:1: a card record (run oraclec compile on it first)" in err


def test_report_totals_agree_with_the_counts_per_language(tmp_path):
    defs = tmp_path / "defs.jsonl"
    assert main(["compile", str(FIX / "cards.jsonl"), "-o", str(defs), "-j", "1"]) == 0
    js = tmp_path / "r.json"
    assert main(["report", str(defs), str(defs), "-o", str(tmp_path / "r.md"), "--json", str(js)]) == 0
    rep = json.loads(js.read_text(encoding="utf-8"))
    assert rep["faces"] == rep["languages"]["en"]["total"] == rep["languages"]["ja"]["total"] == 10
    en, ja = tmp_path / "en.jsonl", tmp_path / "ja.jsonl"  # one card file compiled per language: one face each
    assert main(["compile", str(FIX / "cards.jsonl"), "--lang", "en", "-o", str(en), "-j", "1"]) == 0
    assert main(["compile", str(FIX / "cards.jsonl"), "--lang", "ja", "-o", str(ja), "-j", "1"]) == 0
    assert main(["report", str(en), str(ja), "--json", str(js), "-o", os.devnull]) == 0
    rep = json.loads(js.read_text(encoding="utf-8"))
    assert rep["faces"] == 5 and rep["agreement"]["both_ok"] == 5
