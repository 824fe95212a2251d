"""`oraclec lint`: each family of checks on small hand-written texts, the positions it reports,
and the command's output formats and exit codes."""
import json

from oraclec.cli import main
from oraclec.compiler.lint import Options, lint_pair, lint_text
from oraclec.compiler.lint.render import render_text

GOBLIN_EN, GOBLIN_JA = "Creature — Goblin", "クリーチャー ― ゴブリン"


def codes(result):
    return [f.code for f in result.findings]


def only(result, code):
    got = [f for f in result.findings if f.code == code]
    assert len(got) == 1, result.findings
    return got[0]


def test_unreadable_text_points_at_the_token_and_says_what_was_expected():
    r = lint_text("Flying\nDestroy target creature. Blorp it.", "en", type_line="Instant")
    f = only(r, "U100")
    assert (f.place.line, f.place.column) == (2, 26)
    assert f.place.text == "Blorp"
    assert "expected one of" in f.message


def test_outdated_english_wording_with_replacements_and_era():
    text = "When Old Wolf comes into play, remove target card in a graveyard from the game."
    r = lint_text(text, "en", "Old Wolf", "Creature — Wolf")
    got = {(f.code, f.place.text, f.suggestion) for f in r.findings}
    assert ("O201", "comes into play", "enters") in got
    assert ("O203", "remove target card in a graveyard from the game", "exile target card in a graveyard") in got
    assert ("O210", "Old Wolf", "this creature") in got
    # in the M10 era "enters the battlefield" was the word, and cards used their names
    r2010 = lint_text(text, "en", "Old Wolf", "Creature — Wolf", opts=Options(era=2010))
    got = {(f.code, f.suggestion) for f in r2010.findings}
    assert ("O201", "enters the battlefield") in got and not any(c == "O210" for c, _ in got)
    assert lint_text("When Old Wolf enters the battlefield, draw a card.", "en", "Old Wolf", "Creature — Wolf",
                     opts=Options(era=2011)).findings == ()


def test_dies_only_for_creatures():
    land = lint_text("Whenever a land is put into a graveyard from the battlefield, draw a card.", "en",
                     type_line="Enchantment")
    assert "O202" not in codes(land)
    creature = lint_text("Whenever a creature is put into a graveyard from the battlefield, draw a card.", "en",
                         type_line="Enchantment")
    assert only(creature, "O202").suggestion == "dies"


def test_outdated_japanese_wording():
    r = lint_text("{T}：あなたのマナ・プールに{G}を加える。\nいずれかのプレイヤーが呪文をプレイするたび、あなたは１点のライフを得る。",
                  "ja", type_line="アーティファクト")
    got = {(f.code, f.place.text, f.suggestion) for f in r.findings}
    assert ("O205", "あなたのマナ・プールに", "") in got
    assert ("O204", "プレイする", "唱える") in got


def test_nara_for_a_condition_that_does_not_intervene():
    spell = lint_text("あなたがアーティファクトをコントロールしている場合、カード１枚を引く。", "ja", type_line="インスタント")
    f = only(spell, "O209")
    assert f.place.text == "場合" and f.suggestion == "なら"
    assert lint_text("あなたがアーティファクトをコントロールしているなら、カード１枚を引く。", "ja",
                     type_line="インスタント").findings == ()
    # an intervening if right after the trigger is 場合 today too; a later one does not intervene
    ok = lint_text("ゴブリンが戦場に出たとき、あなたがアーティファクトをコントロールしている場合、カード１枚を引く。", "ja",
                   "ゴブリン", GOBLIN_JA, opts=Options(ignore=("O210",)))
    assert ok.findings == ()
    late = lint_text("ゴブリンが戦場に出たとき、カード１枚を引く。あなたがアーティファクトをコントロールしている場合、カード１枚を引く。",
                     "ja", "ゴブリン", GOBLIN_JA, opts=Options(ignore=("O210",)))
    assert only(late, "T302").place.text == "場合"


def test_reminder_text_that_contradicts_its_keyword():
    ja = lint_text("狂喜２（このターン、対戦相手がダメージを受けていた場合、このクリーチャーは+1/+1カウンターが１個置かれた状態で"
                   "戦場に出る。）", "ja", type_line=GOBLIN_JA)
    f = only(ja, "T301")
    assert f.place.text == "１" and f.suggestion == "２"
    en = lint_text("Bloodthirst 2 (If an opponent was dealt damage this turn, this creature enters with a +1/+1 "
                   "counter on it.)", "en", type_line=GOBLIN_EN)
    assert only(en, "T301").place.text == "a"
    right = lint_text("Bloodthirst 2 (If an opponent was dealt damage this turn, this creature enters with two +1/+1 "
                      "counters on it.)", "en", type_line=GOBLIN_EN)
    assert right.findings == ()


def test_japanese_numerals_and_brackets():
    r = lint_text("クリーチャー1体を対象とする。それは＋１/＋１の修整を受ける。", "ja", type_line="インスタント",
                  opts=Options(select=("T304",)))
    got = {(f.place.text, f.suggestion) for f in r.findings}
    assert got == {("1", "１"), ("＋１/＋１", "+1/+1")}
    b = lint_text('Enchanted creature has "{T}: Draw a card.', "en", type_line="Enchantment — Aura",
                  opts=Options(select=("T305",)))
    assert only(b, "T305").place.column == 24
    mixed = lint_text("装備 {1} ({1}：これをつける。）", "ja", type_line="アーティファクト ― 装備品", opts=Options(select=("T305",)))
    f = only(mixed, "T305")
    assert f.place.text == "）" and f.suggestion == ")"


def test_translation_check_points_into_both_texts():
    en = dict(text="Destroy target artifact creature.", type_line="Instant")
    ja = dict(text="アーティファクト１つを対象とする。それを破壊する。", type_line="インスタント")
    r = lint_pair(en, ja)
    f = only(r, "X401")
    assert "lacks “creature”" in f.message
    assert [p.text for p in f.related] == ["creature"]
    same = lint_pair(en, dict(text="アーティファクト・クリーチャー１体を対象とする。それを破壊する。", type_line="インスタント"))
    assert same.findings == ()


def test_cli_text_output_exit_codes_and_json(capsys, tmp_path):
    assert main(["lint", "--lang", "en", "--type", "Instant", "Draw a card."]) == 0
    assert main(["lint", "--lang", "en", "--type", "Instant", "Draw a card. Zorp."]) == 1
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert "U100" in lines[0] and lines[2].strip().startswith("|") and "^" in lines[2]
    assert main(["lint", "--select", "O", "--lang", "en", "--type", "Instant", "Draw a card. Zorp."]) == 0
    assert main(["lint", "--select", "Q9"]) == 2
    assert main(["lint", "--era", "yesterday", "Draw a card."]) == 2
    assert main(["lint", str(tmp_path / "missing.jsonl")]) == 2
    capsys.readouterr()
    f = tmp_path / "cards.jsonl"
    f.write_text(json.dumps({"name_en": "Wolf", "name_ja": "狼", "type_en": "Creature — Wolf", "type_ja": "クリーチャー ― 狼",
                             "text_en": "When Wolf comes into play, draw a card.",
                             "text_ja": "狼が場に出たとき、カード１枚を引く。"}, ensure_ascii=False) + "\n", encoding="utf-8")
    assert main(["lint", "--format", "json", "-j", "1", str(f)]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data[0]["source"] == f"{f}:1"
    got = {(x["code"], x["lang"], x["text"], x.get("suggestion")) for x in data[0]["findings"]}
    assert ("O201", "en", "comes into play", "enters") in got
    assert ("O206", "ja", "場", "戦場") in got
    assert all({"line", "column", "rule", "message", "span"} <= set(x) for x in data[0]["findings"])


def test_render_puts_the_caret_under_wide_characters():
    r = lint_text("狼が場に出たとき、カード１枚を引く。", "ja", "狼", "クリーチャー ― 狼", opts=Options(select=("O206",)))
    text = render_text(r, r.findings[0])
    src_line, caret_line = text.splitlines()[1:3]
    assert src_line.index("場") - src_line.index("|") == 4  # "| 狼が": two characters before 場 …
    assert caret_line.index("^") - caret_line.index("|") == 6  # … two columns wide each


def test_translation_check_names_what_a_pronoun_refers_to():
    # "that creature" is the creature dealt damage; a translation naming the card itself differs
    en = dict(text="Whenever Testcard deals combat damage to a creature, destroy that creature.", name="Testcard")
    ja = dict(text="テストカードがクリーチャーに戦闘ダメージを与えるたび、テストカードを破壊する。", name="テストカード")
    f = only(lint_pair(en, ja), "X401")
    assert "the trigger's other object" in f.message and "the card itself" in f.message
    assert f.place.text == "テストカード" and f.place.column == 28
    assert [p.text for p in f.related] == ["destroy that creature"]
    good = dict(ja, text="テストカードがクリーチャーに戦闘ダメージを与えるたび、そのクリーチャーを破壊する。")
    assert lint_pair(en, good).findings == ()


def test_translation_check_sees_a_rule_of_the_damage_left_out():
    en = dict(text="Testcard deals 5 damage to target creature. The damage can't be prevented.", name="Testcard",
              type_line="Instant")
    ja = dict(text="クリーチャー１体を対象とする。テストカードはそれに５点のダメージを与える。", name="テストカード",
              type_line="インスタント")
    f = only(lint_pair(en, ja, Options(select=("X",))), "X401")
    assert "unpreventable" in f.message
    assert "The damage can't be prevented" in f.related[0].text
