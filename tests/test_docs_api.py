"""The examples of docs/python-api.md run: every ```python block of the file, in order, as one
program, in a temporary folder."""
import re
from pathlib import Path

DOC = Path(__file__).resolve().parents[1] / "docs" / "python-api.md"


def blocks() -> list[str]:
    return re.findall(r"^```python\n(.*?)^```$", DOC.read_text(encoding="utf-8"), re.S | re.M)


def test_the_examples_cover_the_four_uses():
    code = "\n".join(blocks())
    for call in ("compile_text(", "compile_stream(", ".load_defs(", "run_file("):
        assert call in code, call


def test_the_examples_run(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    namespace: dict = {"__name__": "docs_python_api"}
    for i, block in enumerate(blocks(), 1):
        exec(compile(block, f"{DOC.name} block {i}", "exec"), namespace)
    out = capsys.readouterr().out
    assert "damage" in out and "P2" in out  # the spell's effect and the scenario's log were printed
