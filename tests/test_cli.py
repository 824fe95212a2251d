import json
import subprocess
import sys

from oraclec.cli import main


def run(args, stdin=None):
    p = subprocess.run([sys.executable, "-m", "oraclec", *args], input=stdin, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def test_compile_jsonl_both_languages(tmp_path):
    src = tmp_path / "in.jsonl"
    src.write_text(json.dumps({"name_en": "Doom Blade", "name_ja": "破滅の刃", "type_en": "Instant",
                               "type_ja": "インスタント", "pt": None, "text_en": "Destroy target nonblack creature.",
                               "text_ja": "黒でないクリーチャー１体を対象とし、それを破壊する。"}, ensure_ascii=False) + "\n",
                   encoding="utf-8")
    out = tmp_path / "out.jsonl"
    assert main(["compile", str(src), "-o", str(out)]) == 0
    head, *lines = [json.loads(l) for l in out.read_text(encoding="utf-8").splitlines()]
    assert head["kind"] == "oraclec-definitions" and head["schema"] == 1 and head["compiler"]
    assert [(l["name"], l["lang"], l["status"]) for l in lines] == [("Doom Blade", "en", "ok"), ("Doom Blade", "ja", "ok")]
    assert lines[0]["ir"] == lines[1]["ir"]
    assert lines[0]["ir"]["abilities"][0]["kind"] == "spell"


def test_compile_bad_record_is_a_failed_line_not_a_crash(tmp_path):
    src = tmp_path / "in.jsonl"
    src.write_text('{"name_ja": "x"}\nnot json\n{"name_en": "Shock", "text_en": 5}\n', encoding="utf-8")
    code, out, err = run(["compile", str(src), "--lang", "en", "--no-header"])
    assert code == 0
    lines = [json.loads(l) for l in out.splitlines()]
    assert len(lines) == 3 and all(l["status"] == "failed" for l in lines)
    assert "missing field" in lines[0]["diagnostics"][0]["message"]
    assert "invalid JSON" in lines[1]["diagnostics"][0]["message"]


def test_compile_strict_and_usage_errors(tmp_path):
    src = tmp_path / "in.jsonl"
    src.write_text(json.dumps({"name_en": "X", "type_en": "Instant", "text_en": "Frobnicate the widget."}) + "\n")
    assert main(["compile", str(src), "--lang", "en", "-o", str(tmp_path / "o")]) == 0
    assert main(["compile", str(src), "--lang", "en", "--strict", "-o", str(tmp_path / "o")]) == 1
    code, _, err = run(["compile", str(tmp_path / "missing.jsonl")])
    assert code == 2 and "cannot read" in err and err.count("\n") == 1
    code, _, err = run(["compile"])
    assert code == 2


def test_compile_embedded_corpus_runs(embedded_definitions):
    assert len(embedded_definitions) == 1 + 2 * (218 + 5)


def test_explain_text_and_json():
    code, out, _ = run(["explain", "--name", "Arachnus Web", "--type", "Enchantment — Aura",
                        "At the beginning of the end step, if enchanted creature's power is 4 or greater, destroy Arachnus Web."])
    assert code == 0
    assert "603.4" in out and "intervening_if" in out
    code, out, _ = run(["explain", "--json", "--lang", "ja", "--card", "Sorin's Thirst"])
    data = json.loads(out)
    assert data["status"] == "ok" and data["lang"] == "ja"
    assert any(t["text"] == "対象" or "対象" in t["text"] for t in data["tokens"])


def test_explain_stdin_and_unparsed():
    code, out, _ = run(["explain", "--lang", "en"], stdin="Frobnicate target creature.")
    assert code == 0
    assert "UNPARSED" in out and "expected one of" in out


def test_explain_unknown_card_is_usage_error():
    code, _, err = run(["explain", "--card", "No Such Card"])
    assert code == 2 and "no card named" in err


def test_the_command_exits_with_all_output_written():
    """`python -m oraclec` ends the process without interpreter teardown (cli.run): what it
    wrote to a pipe is all there, and the exit code is main()'s."""
    code, out, err = run(["compile", "--embedded", "--lang", "en"])
    lines = out.splitlines()
    assert code == 0 and json.loads(lines[0])["kind"] == "oraclec-definitions"
    total = int(err.split("compiled ")[1].split(" texts")[0])
    assert total > 100 and len(lines) == total + 1 and all(json.loads(l)["lang"] == "en" for l in lines[1:])
    code, _, _ = run(["compile", "--embedded", "--lang", "en", "--strict", "-o", "/dev/null"])
    assert code == 1  # (the embedded corpus has partial cards)


def test_progress_writes_to_standard_error_as_it_is_when_made(monkeypatch):
    # a default bound when the module was imported kept a stream since replaced (and closed)
    import io
    import sys

    from oraclec.compiler.database import Progress

    now = io.StringIO()
    monkeypatch.setattr(sys, "stderr", now)
    assert Progress().stream is now
