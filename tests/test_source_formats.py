"""Card files as they come from outside (issue 16): every format is told from its records, not
from a fixed-size prefix, and read whole; a record that cannot be read is one `failed` line; a
file that cannot be read as a whole is refused with one line and exit 2, never read as nothing.
The fixtures are excerpts of real files: an MTGJSON set file (M12, with its sealed products and
tokens) and Scryfall card objects one per line (M12; the first one carries the fields today's
exports add, which make its line longer than 4 KB, as in the file that was lost)."""
import io
import json
from pathlib import Path

import pytest

from oraclec.cli import main
from oraclec.compiler.database import compile_stream
from oraclec.compiler.records import Record, RecordError
from oraclec.compiler import sources
from oraclec.compiler.sources import detect, read_records

FIX = Path(__file__).parent / "fixtures"
SCRYFALL_LINES = FIX / "scryfall_m12_excerpt.jsonl"
MTGJSON_SET = FIX / "mtgjson_m12_excerpt.json"
M12_NAMES = ["Garruk, Primal Hunter", "Forest", "Runeclaw Bear", "Doom Blade"]


def records(text: str, label: str = "t") -> list:
    return list(read_records(io.StringIO(text), label))


def compiled(tmp_path, *inputs, args=()) -> tuple[int, list[dict], str]:
    out = tmp_path / "out.jsonl"
    code = main(["compile", *map(str, inputs), "-o", str(out), "-j", "1", *args])
    lines = [json.loads(l) for l in out.read_text(encoding="utf-8").splitlines()[1:]] if out.exists() else []
    return code, lines, str(out)


def test_scryfall_jsonl_with_a_long_first_line_is_read_whole(tmp_path):
    """Case 1: the first line is longer than the 4,096 characters detection used to read."""
    assert len(SCRYFALL_LINES.read_text(encoding="utf-8").split("\n", 1)[0]) > 4096
    code, lines, _ = compiled(tmp_path, SCRYFALL_LINES)
    assert code == 0
    assert [(d["name"], d["lang"]) for d in lines] == [(n, lang) for n in M12_NAMES for lang in ("en", "ja")]
    assert [d["status"] for d in lines if d["lang"] == "en"] == ["ok"] * 4


def test_concatenated_scryfall_and_our_jsonl_lose_neither(tmp_path):
    both = tmp_path / "both.jsonl"
    both.write_text(SCRYFALL_LINES.read_text(encoding="utf-8") + (FIX / "cards.jsonl").read_text(encoding="utf-8"),
                    encoding="utf-8")
    code, lines, _ = compiled(tmp_path, both, args=("--lang", "en"))
    ours = [json.loads(l)["name_en"] for l in (FIX / "cards.jsonl").read_text(encoding="utf-8").splitlines()]
    assert code == 0 and sorted(d["name"] for d in lines) == sorted(ours + M12_NAMES)
    assert all(d["status"] != "failed" for d in lines)


def test_lint_reads_the_scryfall_jsonl(tmp_path, capsys):
    main(["lint", "--lang", "en", "-j", "1", str(SCRYFALL_LINES)])
    assert "in 4 cards" in capsys.readouterr().err


def test_a_broken_first_line_keeps_the_good_records():
    """Case 2: a broken first record is one failed record, not the whole file."""
    good = (FIX / "cards.jsonl").read_text(encoding="utf-8")
    items = records('{"name_en": "Shock", "type_en": "Instant", "text_en": "Shock deals 2\n' + good)
    assert isinstance(items[0], RecordError) and items[0].source == "t:1" and "invalid JSON" in items[0].reason
    assert [r.name_en for r in items[1:]] == [json.loads(l)["name_en"] for l in good.splitlines()]


def test_a_broken_line_in_the_middle_is_still_one_failed_record():
    good = (FIX / "cards.jsonl").read_text(encoding="utf-8").splitlines()
    items = records("\n".join(good[:2] + ["{not json"] + good[2:]) + "\n")
    assert [type(i).__name__ for i in items].count("RecordError") == 1 and len(items) == len(good) + 1
    assert items[2].source == "t:3"


@pytest.mark.parametrize("fraction", [0.5, 0.9])
def test_a_truncated_mtgjson_file_is_refused_with_exit_2(tmp_path, capsys, fraction):
    """Case 3: a cut-off MTGJSON file is unreadable input (exit 2, one line, no output file)."""
    text = MTGJSON_SET.read_text(encoding="utf-8")
    cut = tmp_path / "cut.json"
    cut.write_text(text[:int(len(text) * fraction)], encoding="utf-8")
    code, lines, out = compiled(tmp_path, cut)
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and "cut off" in err and str(cut) in err
    assert not Path(out).exists() and lines == []


def test_a_json_array_of_our_records():
    """Case 4: an array of our own records is read as ours, not as Scryfall cards."""
    recs = [json.loads(l) for l in (FIX / "cards.jsonl").read_text(encoding="utf-8").splitlines()]
    items = records(json.dumps(recs, ensure_ascii=False))
    assert [i.name_en for i in items] == [r["name_en"] for r in recs]
    assert all(isinstance(i, Record) and i.text_en for i in items) and items[0].source == "t:[0]"


def test_scryfall_cards_one_per_line_are_scryfall_cards():
    """Case 5: `"object": "card"` lines are Scryfall cards (with their Japanese printings), not
    our records without text_en."""
    items = records(SCRYFALL_LINES.read_text(encoding="utf-8"))
    assert [i.name_en for i in items] == M12_NAMES
    assert items[3].text_en == "Destroy target nonblack creature." and items[3].name_ja == "破滅の刃"
    assert items[0].source == "t:1"


def test_a_scryfall_search_result_list():
    cards = [json.loads(l) for l in SCRYFALL_LINES.read_text(encoding="utf-8").splitlines()]
    items = records(json.dumps({"object": "list", "total_cards": 8, "has_more": False, "data": cards}))
    assert [i.name_en for i in items] == M12_NAMES


def test_sealed_products_and_tokens_of_a_set_file_are_not_cards(tmp_path):
    """Case 6: a set file's sealedProduct ("Magic 2012 Booster Box" …) and tokens are skipped."""
    data = json.loads(MTGJSON_SET.read_text(encoding="utf-8"))["data"]
    assert data["sealedProduct"] and data["tokens"]
    code, lines, _ = compiled(tmp_path, MTGJSON_SET)
    assert code == 0
    assert sorted({d["name"] for d in lines}) == sorted(c["name"] for c in data["cards"])


def test_an_mtgjson_object_without_cards_is_refused():
    with pytest.raises(sources.UnreadableInput, match="no cards"):
        records('{"meta": {"version": "5"}, "data": {"code": "X", "name": "A set with no cards", "cards": []}}')
    with pytest.raises(sources.UnreadableInput, match="more data after"):
        records('{"data": {"X": [{"name": "X", "type": "Instant"}]}}\n{"data": {}}\n')


# ---------------------------------------------------------------- records of 100 KB
BIG = "x" * 100_000


def _our_jsonl():
    first = {"name_en": "Big", "type_en": "Instant", "text_en": "Draw a card.", "flavor": BIG}
    rest = [{"name_en": f"Card {i}", "type_en": "Instant", "text_en": "Draw a card."} for i in range(3)]
    return "\n".join(json.dumps(r) for r in [first, *rest]) + "\n"


def _scryfall_cards():
    first = {"object": "card", "oracle_id": "o-big", "name": "Big", "lang": "en", "type_line": "Instant",
             "oracle_text": "Draw a card.", "flavor_text": BIG}
    return [first] + [{"object": "card", "oracle_id": f"o{i}", "name": f"Card {i}", "lang": "en",
                       "type_line": "Instant", "oracle_text": "Draw a card."} for i in range(3)]


def _mtgjson():
    cards = [{"name": "Big", "type": "Instant", "text": "Draw a card.", "manaCost": "{U}", "flavorText": BIG}]
    cards += [{"name": f"Card {i}", "type": "Instant", "text": "Draw a card.", "manaCost": "{U}"} for i in range(3)]
    return json.dumps({"meta": {"version": "5.2.0", "note": BIG}, "data": {"code": "BIG", "cards": cards,
                                                                           "sealedProduct": [{"name": "Box"}]}})


@pytest.mark.parametrize("kind, make", [
    ("lines", _our_jsonl),
    ("lines", lambda: "\n".join(json.dumps(c) for c in _scryfall_cards()) + "\n"),
    ("array", lambda: json.dumps(_scryfall_cards())),
    ("object", _mtgjson),
], ids=["our jsonl", "scryfall jsonl", "scryfall array", "mtgjson"])
def test_formats_with_first_records_of_100_kb_are_detected_and_read_whole(kind, make, tmp_path):
    text = make()
    assert detect(text) == kind
    assert [r.name_en for r in records(text)] == ["Big", "Card 0", "Card 1", "Card 2"]
    path = tmp_path / "big.json"
    path.write_text(text, encoding="utf-8")
    code, lines, _ = compiled(tmp_path, path, args=("--lang", "en"))
    assert code == 0 and [d["status"] for d in lines] == ["ok"] * 4


def test_definitions_of_a_real_set_file_stream_in_small_chunks(monkeypatch):
    from oraclec.compiler.sources import stream

    monkeypatch.setattr(stream, "CHUNK", 5)
    out = io.StringIO()
    with open(MTGJSON_SET, encoding="utf-8") as f:
        counts = compile_stream(read_records(f, "m12"), ["en", "ja"], out, jobs=1)
    assert counts["ok"] + counts["partial"] + counts["failed"] == 8


# ---------------------------------------------------------------- MTGJSON version 4 set files
def _v4_set() -> dict:
    """The shape of a version 4 set file (10E, M12 …): "boosterV3" holds the booster's rarity slots
    (strings and lists of strings) beside "cards"; its own "meta"; a transform card's faces are two
    card objects named for their face, with "names" and "side"."""
    ja = lambda name, text: [{"language": "Japanese", "name": name, "text": text, "type": "インスタント"}]
    return {"baseSetSize": 2, "block": "Core Set", "boosterV3": ["rare", ["rare", "mythic rare"], "uncommon", "land"],
            "cards": [{"name": "Shock", "type": "Instant", "manaCost": "{R}", "layout": "normal",
                       "text": "Shock deals 2 damage to any target.",
                       "foreignData": ja("ショック", "クリーチャー１体かプレイヤー１人を対象とする。ショックはそれに２点のダメージを与える。")},
                      {"name": "Bloodline Keeper", "names": ["Bloodline Keeper", "Lord of Lineage"], "side": "a",
                       "layout": "transform", "type": "Creature — Vampire", "manaCost": "{2}{B}{B}", "power": "3",
                       "toughness": "3", "text": "Flying", "foreignData": []},
                      {"name": "Lord of Lineage", "names": ["Bloodline Keeper", "Lord of Lineage"], "side": "b",
                       "layout": "transform", "type": "Creature — Vampire", "power": "5", "toughness": "5",
                       "text": "Flying", "foreignData": []}],
            "code": "T4", "meta": {"date": "2019-07-21", "version": "4.4.2"}, "name": "A set", "tokens": [],
            "translations": {"Japanese": "セット"}, "type": "core"}


@pytest.mark.parametrize("wrapped", [True, False], ids=["in-data", "the-set-itself"])
def test_a_version_4_set_file_has_only_its_cards(tmp_path, wrapped):
    """Its booster slots are no cards (each was a failed record "a card must be a JSON object"),
    whether the set sits in "data" or is the file itself (as version 4 published it)."""
    s = _v4_set()
    path = tmp_path / "set.json"
    path.write_text(json.dumps({"meta": s["meta"], "data": s} if wrapped else s, indent=1), encoding="utf-8")
    items = list(read_records(path.open(encoding="utf-8"), "t"))
    assert not [i for i in items if isinstance(i, RecordError)]
    assert [i.name_en for i in items] == ["Shock", "Bloodline Keeper", "Lord of Lineage"]
    assert items[0].text_ja.startswith("クリーチャー１体か") and items[1].text_ja is None
    # the two faces name each other, with the layout and side, for the runtime to link them
    assert (items[0].other_face, items[1].other_face, items[2].other_face) == (None, "Lord of Lineage", "Bloodline Keeper")
    assert (items[1].layout, items[1].side, items[2].side) == ("transform", "a", "b")
    code, lines, _ = compiled(tmp_path, path)
    assert code == 0 and {(d["name"], d["lang"]) for d in lines if d["status"] == "failed"} <= {
        ("Bloodline Keeper", "ja"), ("Lord of Lineage", "ja")}


def test_a_scryfall_card_with_two_faces_names_each_face_the_other(tmp_path):
    card = {"object": "card", "oracle_id": "x1", "name": "Delver of Secrets // Insectile Aberration",
            "layout": "transform", "lang": "en",
            "card_faces": [{"name": "Delver of Secrets", "type_line": "Creature — Human Wizard", "mana_cost": "{U}",
                            "power": "1", "toughness": "1", "oracle_text": "Flying"},
                           {"name": "Insectile Aberration", "type_line": "Creature — Human Insect", "mana_cost": "",
                            "power": "3", "toughness": "2", "oracle_text": "Flying"}]}
    path = tmp_path / "cards.json"
    path.write_text(json.dumps([card, {"object": "card", "oracle_id": "x2", "name": "Shock", "lang": "en",
                                       "type_line": "Instant", "oracle_text": "Shock deals 2 damage to any target."}]),
                    encoding="utf-8")
    a, b, shock = list(read_records(path.open(encoding="utf-8"), "t"))
    assert (a.other_face, a.layout, a.side) == ("Insectile Aberration", "transform", "a")
    assert (b.other_face, b.layout, b.side) == ("Delver of Secrets", "transform", "b")
    assert (shock.other_face, shock.layout, shock.side) == (None, None, None)
