"""The coverage ratchet: the figures on ../shared/corpus/cards.jsonl may rise, never fall.
Raise tests/coverage_ratchet.json when the grammars improve (oraclec report --json gives them)."""
import io
import json
from pathlib import Path

from oraclec.compiler import report
from oraclec.compiler.database import compile_stream
from oraclec.compiler.sources import read_records

RATCHET = json.loads((Path(__file__).parent / "coverage_ratchet.json").read_text())


def test_coverage_does_not_fall(shared_corpus):
    from oraclec.cli import _name_pairs

    path = str(shared_corpus / "cards.jsonl")
    out = io.StringIO()
    with open(path, encoding="utf-8") as f:
        compile_stream(read_records(f, "cards.jsonl"), ["en", "ja"], out, jobs=2, pairs=_name_pairs([path]))
    lines = [json.loads(l) for l in out.getvalue().splitlines()]
    rep = report.build(lines, top=5)
    got = {"en_ok": rep["languages"]["en"]["ok"], "ja_ok": rep["languages"]["ja"]["ok"],
           "identical": rep["agreement"]["identical"],
           "identical_rate_of_both_ok": rep["agreement"]["identical_rate_of_both_ok"]}
    assert rep["faces"] == RATCHET["faces"]
    for k, v in got.items():
        assert v >= RATCHET[k], f"{k} fell: {v} < {RATCHET[k]}"
