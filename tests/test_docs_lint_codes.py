"""docs/lint-codes.md and `oraclec lint --list-codes` list exactly the lint's own table of codes."""
import re
from pathlib import Path

from oraclec.cli import main
from oraclec.compiler.lint import CODES

DOC = Path(__file__).resolve().parents[1] / "docs" / "lint-codes.md"


def test_list_codes_prints_every_code_with_its_meaning(capsys):
    assert main(["lint", "--list-codes"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [l.split()[0] for l in lines] == list(CODES)
    for line, (code, (meaning, rule)) in zip(lines, CODES.items()):
        assert line == f"{code}  {meaning}  [{rule}]"


def test_the_docs_table_is_the_lint_s_table():
    rows = re.findall(r"^\| ([UOTX]\d{3}) \| (.*?) \| (.*?) \|$", DOC.read_text(encoding="utf-8"), re.M)
    assert rows == [(c, m.replace("|", "/"), r.replace("|", "/")) for c, (m, r) in CODES.items()]
