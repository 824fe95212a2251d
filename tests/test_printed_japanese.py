"""Japanese from MTGJSON foreignData and Scryfall printed_text is the text as printed, in the
wording of its time (issue 16, case 8): it is said so in the output, the compile summary and the
report, and two small things of printed Japanese read as their current form: a loyalty cost
without brackets and a stray dash in a type line."""
import json
from pathlib import Path

from helpers import compile_en, compile_ja

from oraclec.cli import main
from oraclec.compiler import ir

MTGJSON_SET = Path(__file__).parent / "fixtures" / "mtgjson_m12_excerpt.json"


def test_an_unbracketed_japanese_loyalty_cost_is_a_loyalty_cost():
    bracketed = compile_ja("[+1]：カード１枚を引く。", type_line="プレインズウォーカー ― ガラク", pt="3")
    for text in ("+1：カード１枚を引く。", "+1: カード１枚を引く。", "＋１：カード１枚を引く。"):
        c = compile_ja(text, type_line="プレインズウォーカー ― ガラク", pt="3")
        assert c.status == "ok" and ir.dumps(c.card) == ir.dumps(bracketed.card), text
    minus = compile_ja("−３：カード１枚を引く。", type_line="プレインズウォーカー ― ガラク", pt="3")
    assert ir.to_json(minus.card)["abilities"][0]["cost"] == [{"kind": "loyalty_cost", "amount": -3}]


def test_a_stray_dash_in_a_type_line_is_no_subtype():
    en = compile_en("Flying", type_line="Creature — Horror", pt="1/1")
    for type_ja in ("クリーチャー ― - ホラー", "クリーチャー ― ホラー"):
        ja = compile_ja("飛行", type_line=type_ja, pt="1/1")
        assert ja.card.subtypes == ("Horror",) and ir.dumps(ja.card) == ir.dumps(en.card)
    assert compile_en("Flying", type_line="Creature — - Horror", pt="1/1").card.subtypes == ("Horror",)


def test_printed_japanese_is_said_in_the_output_the_report_and_the_summary(tmp_path, capsys):
    out = tmp_path / "defs.jsonl"
    assert main(["compile", str(MTGJSON_SET), "-o", str(out), "-j", "1"]) == 0
    defs = {(d["name"], d["lang"]): d for d in map(json.loads, out.read_text(encoding="utf-8").splitlines()[1:])}
    err = capsys.readouterr().err
    assert "4 Japanese texts are printed text" in err
    for (name, lang), d in defs.items():
        assert any(x["code"] == "printed-ja" for x in d["diagnostics"]) == (lang == "ja")
    report = tmp_path / "report.md"
    assert main(["report", str(tmp_path / "defs.jsonl"), "-o", str(report)]) == 0
    assert "Printed text: 4 of the 4 ja texts" in report.read_text(encoding="utf-8")


def test_keyworded_lines_inside_a_granted_quote_read_as_the_keyword():
    # Time Spiral slivers grant, in quotes, what a keyword says today (menace, reach), and
    # 「攻撃しているかブロックしている」 is today's 「攻撃かブロックしている」
    for printed, today, en in (
            ("すべてのスリヴァーは「このクリーチャーは２体以上のクリーチャーにしかブロックされない。」の能力を持つ。",
             "すべてのスリヴァーは威迫を持つ。", "All Slivers have menace."),
            ("すべてのスリヴァーは「このクリーチャーは飛行を持つかのようにブロックできる。」の能力を持つ。",
             "すべてのスリヴァーは到達を持つ。", "All Slivers have reach."),
            ("すべてのスリヴァーは「{T}：攻撃しているかブロックしているクリーチャー１体を対象とする。このクリーチャーはそれに"
             "１点のダメージを与える。」の能力を持つ。",
             "すべてのスリヴァーは「(Ｔ)：攻撃かブロックしているクリーチャー１体を対象とする。このパーマネントはそれに１点の"
             "ダメージを与える。」を持つ。",
             'All Slivers have "{T}: This permanent deals 1 damage to target attacking or blocking creature."')):
        p, t, e = compile_ja(printed), compile_ja(today), compile_en(en)
        assert p.status == "ok" and ir.dumps(p.card) == ir.dumps(t.card) == ir.dumps(e.card), printed


def test_the_harbingers_optional_search_reads_as_one_optional_sequence():
    printed = compile_ja("エルフの先触れが場に出たとき、あなたはあなたのライブラリーからエルフ・カードを１枚探してもよい。"
                         "そうしたなら、それを公開し、その後あなたのライブラリーを切り直し、その一番上にそのカードを置く。",
                         "エルフの先触れ")
    en = compile_en("When Elvish Harbinger enters the battlefield, you may search your library for an Elf card, "
                    "reveal it, then shuffle and put that card on top.", "Elvish Harbinger")
    assert printed.status == "ok" and ir.dumps(printed.card) == ir.dumps(en.card)


def test_time_spiral_divided_damage_extra_turn_and_blink_read_as_today():
    for printed, en, name, type_en in (
            ("望む数のクリーチャーかプレイヤー（またはその組み合わせ）を対象とする。燃焼は、それらにＸ点のダメージを好きなように"
             "割り振って与える。", "Conflagrate deals X damage divided as you choose among any number of targets.",
             "燃焼", "Instant"),
            ("プレイヤー１人を対象とする。そのプレイヤーは、このターンの直後に追加のターンを得る。",
             "Target player takes an extra turn after this one.", "", "Sorcery"),
            ("あなたがコントロールするクリーチャー１体を対象とし、それをゲームから取り除き、その後オーナーのコントロール下で場に戻す。",
             "Exile target creature you control, then return it to the battlefield under its owner's control.", "",
             "Instant")):
        p = compile_ja(printed, name, "インスタント")
        e = compile_en(en, "Conflagrate" if name else "", type_en)
        assert p.status == "ok" and ir.dumps(p.card.abilities) == ir.dumps(e.card.abilities), printed


def test_the_unsaid_object_returned_after_exile_stays_in_its_sentence():
    # a reflexive 「そうしたとき」 covers the exile and the return alike
    ja = compile_ja("あなたがカードをサイクリングするたび、あなたは(１)を支払ってもよい。そうしたとき、あなたがコントロールしている、"
                    "アーティファクト１つかクリーチャー１体を対象とし、それを追放し、その後オーナーのコントロール下で戦場に戻す。")
    en = compile_en("Whenever you cycle a card, you may pay {1}. When you do, exile target artifact or creature you "
                    "control, then return it to the battlefield under its owner's control.")
    assert ja.status == "ok" and ir.dumps(ja.card) == ir.dumps(en.card)


def test_a_stray_letter_after_a_reminder_text_is_not_card_text():
    for stray in ("ｆ", ""):
        c = compile_ja("探査（この呪文を唱える段階であなたがあなたの墓地から追放した各カードは、{1}を支払う。）" + stray
                       + "\nカードを１枚引く。", type_line="インスタント")
        assert c.status == "ok", stray
        assert [a["kind"] for a in map(ir.to_json, c.card.abilities)] == ["keyword", "spell"]


def test_becoming_a_target_and_an_enchanted_creatures_shroud_read_as_today():
    for printed, today in (
            ("卑屈な騎士が呪文や能力の対象となったとき、それを生け贄に捧げる。",
             "卑屈な騎士が呪文や能力の対象になったとき、それを生け贄に捧げる。"),
            ("エンチャントされているクリーチャーは、呪文や能力の対象にならない。", "エンチャントしているクリーチャーは被覆を持つ。")):
        p, t = compile_ja(printed, "卑屈な騎士"), compile_ja(today, "卑屈な騎士")
        assert p.status == t.status == "ok" and ir.dumps(p.card) == ir.dumps(t.card), printed
