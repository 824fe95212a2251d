"""The coverage ratchet: the figures on ../shared/corpus/cards.jsonl may rise, never fall.
Raise tests/coverage_ratchet.json when the grammars improve (oraclec report --json gives them)."""
import re
import json
from pathlib import Path

from oraclec.compiler import report

RATCHET = json.loads((Path(__file__).parent / "coverage_ratchet.json").read_text())


def test_coverage_does_not_fall(shared_definitions):
    lines = [l for l in shared_definitions if l.get("kind") != "oraclec-definitions"]  # (not the header)
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
