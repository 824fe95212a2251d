"""Faces with no rules text and lands with basic land types (issue 16, case 7).

A face with no rules text (a vanilla creature, a basic land) is an `ok` face with no abilities in
both languages, whatever the source. A land with a basic land type has that type's mana ability
(CR 305.6) — printed as reminder text in Oracle, not at all in Japanese — taken from its type
line, so that compiled definitions can be played."""
import json
from pathlib import Path

from helpers import compile_en

from oraclec.cli import main
from oraclec.compiler import compile_text, ir
from oraclec.compiler.records import record_from_dict

FIX = Path(__file__).parent / "fixtures"
MTGJSON_SET = FIX / "mtgjson_m12_excerpt.json"
SCRYFALL_LINES = FIX / "scryfall_m12_excerpt.jsonl"


def definitions(tmp_path, src) -> dict:
    out = tmp_path / "defs.jsonl"
    assert main(["compile", str(src), "-o", str(out), "-j", "1"]) == 0
    return {(d["name"], d["lang"]): d for d in map(json.loads, out.read_text(encoding="utf-8").splitlines()[1:])}


TAP_FOR = {"kind": "activated", "cost": [{"kind": "tap_cost"}], "effect": {"kind": "add_mana", "symbols": ["G"]}}


def test_basic_lands_and_vanilla_creatures_from_mtgjson_and_scryfall(tmp_path):
    for src in (MTGJSON_SET, SCRYFALL_LINES):
        defs = definitions(tmp_path, src)
        for lang in ("en", "ja"):
            forest, bear = defs[("Forest", lang)], defs[("Runeclaw Bear", lang)]
            assert forest["status"] == "ok" and forest["ir"]["abilities"] == [TAP_FOR], (src.name, lang)
            assert bear["status"] == "ok" and bear["ir"]["abilities"] == [], (src.name, lang)
        assert defs[("Forest", "en")]["ir"] == defs[("Forest", "ja")]["ir"]
        assert defs[("Runeclaw Bear", "en")]["ir"] == defs[("Runeclaw Bear", "ja")]["ir"]


def test_a_record_without_text_in_our_jsonl_is_ok_in_both_languages(tmp_path):
    src = tmp_path / "vanilla.jsonl"
    src.write_text(json.dumps({"name_en": "Grizzly Bears", "name_ja": "灰色熊", "type_en": "Creature — Bear",
                               "type_ja": "クリーチャー ― 熊", "pt": "2/2", "mana_cost": "{1}{G}"},
                              ensure_ascii=False) + "\n", encoding="utf-8")
    defs = definitions(tmp_path, src)
    en, ja = defs[("Grizzly Bears", "en")], defs[("Grizzly Bears", "ja")]
    assert en["status"] == ja["status"] == "ok" and en["ir"] == ja["ir"] and en["ir"]["abilities"] == []


def test_missing_japanese_text_of_a_card_with_rules_text_is_not_ok():
    """4th Edition's Japanese in MTGJSON has names only: that is no Japanese text, not a vanilla face."""
    rec = record_from_dict({"name_en": "Shock", "type_en": "Instant", "text_en": "Shock deals 2 damage to any target.",
                            "name_ja": "ショック", "type_ja": "インスタント"})
    assert rec.text_ja is None
    rec = record_from_dict({"name_en": "Forest", "type_en": "Basic Land — Forest", "text_en": "({T}: Add {G}.)",
                            "name_ja": "森", "type_ja": "基本土地 ― 森"})
    assert rec.text_ja == ""


def test_a_face_without_rules_text_and_without_japanese_printing_is_the_english_one(tmp_path):
    """MTGJSON carries no foreignData for some sets' basic lands (Theros, Ravnica): the face has no
    rules text, so its Japanese definition is the English one, and the line says why; a card with
    rules text and no Japanese printing stays a failed line with no definition."""
    cards = [{"name": "Forest", "type": "Basic Land — Forest", "types": ["Land"], "supertypes": ["Basic"],
              "subtypes": ["Forest"], "text": "({T}: Add {G}.)", "foreignData": [], "layout": "normal"},
             {"name": "Shock", "type": "Instant", "types": ["Instant"], "text": "Shock deals 2 damage to any target.",
              "manaCost": "{R}", "foreignData": [], "layout": "normal"}]
    src = tmp_path / "set.json"
    src.write_text(json.dumps({"data": {"code": "XXX", "name": "X", "cards": cards}}), encoding="utf-8")
    defs = definitions(tmp_path, src)
    en, ja = defs[("Forest", "en")], defs[("Forest", "ja")]
    assert ja["status"] == en["status"] == "ok" and ja["ir"] == en["ir"] and ja["ir"]["abilities"] == [TAP_FOR]
    assert [x["code"] for x in ja["diagnostics"]] == ["no-japanese"]
    shock = defs[("Shock", "ja")]
    assert shock["status"] == "failed" and shock["ir"] is None and shock["diagnostics"][0]["code"] == "no-text"


def test_play_with_compiled_definitions_taps_the_basic_lands(tmp_path, capsys):
    defs = tmp_path / "m12.jsonl"
    assert main(["compile", str(MTGJSON_SET), "-o", str(defs), "-j", "1"]) == 0
    scenario = tmp_path / "bear.toml"
    scenario.write_text('name = "Runeclaw Bear cast with two Forests from MTGJSON definitions"\n'
                        'source = "CR 305.6: a Forest has {T}: Add {G}"\nactive = "P1"\n'
                        '[players.P1]\nhand = ["Runeclaw Bear"]\nbattlefield = ["Forest", "Forest"]\n'
                        '[[actions]]\ndo = "cast"\nplayer = "P1"\ncard = "Runeclaw Bear"\n'
                        '[[actions]]\ndo = "pass_until_stack_empty"\n'
                        '[expect]\nzones = { "Runeclaw Bear" = "battlefield" }\ntapped = { "Forest" = true }\n',
                        encoding="utf-8")
    assert main(["play", "--defs", str(defs), str(scenario)]) == 0, capsys.readouterr().out


def test_every_basic_land_type_gives_its_mana_ability():
    for type_en, type_ja, symbols in [("Land — Plains Island", "土地 ― 平地・島", ["W", "U"]),
                                      ("Snow Land — Swamp Mountain", "氷雪土地 ― 沼・山", ["B", "R"]),
                                      ("Land Creature — Forest Dryad", "土地・クリーチャー ― 森・ドライアド", ["G"])]:
        en = compile_text("", "en", "X", type_en, None)
        ja = compile_text("", "ja", "X", type_ja, None)
        assert [a["effect"]["symbols"] for a in ir.to_json(en.card)["abilities"]] == [[s] for s in symbols]
        assert ir.dumps(en.card) == ir.dumps(ja.card)
    assert ir.to_json(compile_en("({T}: Add {G}.)", type_line="Creature — Elf", pt="1/1").card)["abilities"] == []


def test_a_printed_mana_ability_is_not_added_twice():
    c = compile_text("{T}: Add {G}.", "en", "X", "Land — Forest", None)
    assert len(c.card.abilities) == 1


def test_the_runtime_basic_land_is_the_compiled_one():
    from oraclec.runtime.cards import basic_land

    c = compile_text("({T}: Add {G}.)", "en", "Forest", "Basic Land — Forest", None)
    assert ir.dumps(basic_land("Forest").card) == ir.dumps(c.card)
