"""The coverage ratchet: the figures on ../shared/corpus/cards.jsonl may rise, never fall.
Raise tests/coverage_ratchet.json when the grammars improve (oraclec report --json gives them)."""
import io
import re
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
    # the IR is language-neutral: no Japanese word reaches a Japanese face's compiled abilities
    kana_kanji = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uff00-\uffef]")
    leaks = [l["name"] for l in lines if l.get("lang") == "ja" and "ir" in l
             and kana_kanji.search(json.dumps([a for a in l["ir"]["abilities"] if a.get("kind") != "unparsed"],
                                              ensure_ascii=False))]
    assert not leaks, leaks[:10]
