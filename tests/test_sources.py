"""Loaders: MTGJSON (AtomicCards, a set file, AllPrintings) and Scryfall (oracle, all cards) give
the same definitions as the same cards in our JSONL; bad input never raises."""
import io
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from oraclec.compiler.database import compile_stream
from oraclec.compiler.records import Record, RecordError
from oraclec.compiler.sources import UnreadableInput, detect, read_records

FIX = Path(__file__).parent / "fixtures"


def definitions(name: str, langs=("en", "ja")):
    out = io.StringIO()
    with open(FIX / name, encoding="utf-8") as f:
        compile_stream(read_records(f, name), list(langs), out, jobs=1)
    return [json.loads(l) for l in out.getvalue().splitlines()]


@pytest.mark.parametrize("name", ["mtgjson_atomic.json", "mtgjson_set.json", "mtgjson_allprintings.json",
                                  "scryfall_all.json"])
def test_same_definitions_as_jsonl(name):
    got = definitions(name)
    for d in got:  # MTGJSON and Scryfall hold the Japanese text as printed: each Japanese line says so
        marks = [x for x in d["diagnostics"] if x["code"] == "printed-ja"]
        assert len(marks) == (d["lang"] == "ja")
        for x in marks:
            d["diagnostics"].remove(x)
    assert got == definitions("cards.jsonl")


def test_scryfall_oracle_has_the_english_definitions():
    assert definitions("scryfall_oracle.json", ["en"]) == definitions("cards.jsonl", ["en"])


def test_formats_are_detected_from_content():
    assert detect('{"name_en": "Shock"}\n{"name_en": "X"}\n') == "lines"
    assert detect('{"object": "card", "name": "Shock"}\n') == "lines"  # Scryfall, one card per line
    assert detect('{"meta": {"version": "5"}, "data": {}}') == "object"
    assert detect('\ufeff{\n  "meta": {') == "object"
    assert detect('{"object": "list", "data": []}') == "object"
    assert detect('[{"object": "card"}]') == "array"
    assert detect('[{"name_en": "Shock"}]') == "array"
    assert detect('{"name_en": "Shock", "text_en": "Shock deals') == "lines"  # a broken record is a line


def test_multi_face_and_japanese_from_foreign_data():
    with open(FIX / "mtgjson_atomic.json", encoding="utf-8") as f:
        recs = list(read_records(f, "x"))
    assert [r.name_en for r in recs] == ["Shock", "Serra Angel", "Fire", "Ice", "Garruk, Primal Hunter"]
    assert recs[2].name_ja == "火" and recs[3].text_ja.startswith("パーマネント")
    assert recs[4].pt == "3"


def test_allprintings_takes_japanese_from_a_later_printing():
    with open(FIX / "mtgjson_allprintings.json", encoding="utf-8") as f:
        shock = next(r for r in read_records(f, "x") if r.name_en == "Shock")
    assert shock.name_ja == "ショック" and shock.text_ja


def test_streaming_reads_in_small_chunks(monkeypatch):
    from oraclec.compiler.sources import stream

    monkeypatch.setattr(stream, "CHUNK", 7)
    for name in ("mtgjson_allprintings.json", "scryfall_all.json"):
        with open(FIX / name, encoding="utf-8") as f:
            recs = list(read_records(f, name))
        assert [r.name_en for r in recs] == ["Shock", "Serra Angel", "Fire", "Ice", "Garruk, Primal Hunter"]


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(
        st.sampled_from(["name", "name_en", "text", "text_en", "text_ja", "data", "meta", "cards", "foreignData",
                         "card_faces", "lang", "oracle_id", "power", "toughness", "type", "type_line", "faceName",
                         "language", "printed_text", "pt", "type_en", "names", "layout", "side",
                         "related_face_en"]), children, max_size=5),
    max_leaves=15)


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(JSONISH, st.sampled_from(["jsonl", "json"]))
@example({"name": "\x85"}, "jsonl")  # U+0085 once split an output line in two (str.splitlines)
def test_loaders_never_raise_on_arbitrary_records(value, shape):
    text = json.dumps(value, ensure_ascii=False)
    if shape == "jsonl":
        text = text + "\n" + text + "\n"
    out = io.StringIO()
    try:
        items = list(read_records(io.StringIO(text), "fuzz"))
    except UnreadableInput as e:  # a whole file that cannot be read: one message naming it
        assert str(e).startswith("fuzz: ") and "\n" not in str(e)
        return
    assert all(isinstance(i, (Record, RecordError)) for i in items)
    compile_stream(items, ["en", "ja"], out, jobs=1)
    for line in out.getvalue().splitlines():
        d = json.loads(line)
        assert d["status"] in ("ok", "partial", "failed")


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.text(max_size=300))
def test_truncated_or_garbage_files_never_raise(text):
    for prefix in ("", "[", '{"meta": {}, "data": {"X": [', '{"data": {"SET": {"cards": ['):
        try:
            items = list(read_records(io.StringIO(prefix + text), "fuzz"))
        except UnreadableInput as e:
            assert str(e).startswith("fuzz: ") and "\n" not in str(e)
            continue
        assert all(isinstance(i, (Record, RecordError)) for i in items)


def test_each_bad_record_is_one_failed_line_per_language():
    src = ('{"name_en": "Shock", "type_en": "Instant", "text_en": "Shock deals 2 damage to any target."}\n'
           '{"name_en": 5}\nnot json\n')
    out = io.StringIO()
    compile_stream(read_records(io.StringIO(src), "t"), ["en", "ja"], out, jobs=1)
    lines = [json.loads(l) for l in out.getvalue().splitlines()]
    assert len(lines) == 6
    assert [l["status"] for l in lines[2:]] == ["failed"] * 4
    assert lines[0]["status"] == "ok"


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.text(max_size=200), st.sampled_from(["en", "ja"]))
def test_compiler_never_raises_on_arbitrary_text(text, lang):
    from oraclec.compiler import compile_text

    c = compile_text(text, lang, "X", "Creature — Elf", "1/1")
    assert c.status in ("ok", "partial", "failed")
