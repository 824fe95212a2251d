"""Printed text of every era compiles like today's (issue 23): each old form in the wording table
(tables/wordings.py) reads as today's form, in both languages, to the same IR; the layout in
which databases hold printed text is repaired (normalize/printed.py); lint names each old form
with today's replacement; report counts the faces that fail only on outdated wording."""
import json

import pytest
from helpers import compile_en, compile_ja

from oraclec.cli import main
from oraclec.compiler import compile_text, ir
from oraclec.compiler.lint import lint_text

INSTANT = ("Instant", "インスタント")
CREATURE = ("Creature — Elf", "クリーチャー ― エルフ")
AURA = ("Enchantment — Aura", "エンチャント ― オーラ")
LAND = ("Land", "土地")

# (language, type, printed text, today's text)
PAIRS = [
    ("en", INSTANT, "Put two 1/1 white Soldier creature tokens into play.", "Create two 1/1 white Soldier creature tokens."),
    ("en", INSTANT, "Target player puts the top three cards of his or her library into his or her graveyard.",
     "Target player mills three cards."),
    ("en", INSTANT, "Test deals 2 damage to target creature or player.", "Test deals 2 damage to any target."),
    ("en", CREATURE, "oc\nT: Draw a card.", "{T}: Draw a card."),
    ("en", CREATURE, "o2o\nUo\nU, oc\nT: Tap target creature.", "{2}{U}{U}, {T}: Tap target creature."),
    ("en", CREATURE, "oo\nB Regenerate", "{B}: Regenerate Test."),
    ("en", CREATURE, "o2oR: Test gets +1/+0 until end of turn.", "{2}{R}: Test gets +1/+0 until end of turn."),
    ("en", INSTANT, "Counter target spell unless its controller pays oG.", "Counter target spell unless its controller pays {G}."),
    ("en", CREATURE, "Test is unblockable.", "Test can't be blocked."),
    ("en", CREATURE, "Attacking doesn't cause Test to tap.", "Vigilance"),
    ("en", CREATURE, "{T}: Add {1} to your mana pool.", "{T}: Add {C}."),
    ("en", CREATURE, "{1}, {T}: Draw a card. Activate this ability only any time you could cast a sorcery.",
     "{1}, {T}: Draw a card. Activate only as a sorcery."),
    ("en", LAND, "Test enters the battlefield tapped.{T}: Add {U} or {R} to your mana pool.",
     "Test enters the battlefield tapped.\n{T}: Add {U} or {R}."),
    ("en", INSTANT, "You may cast a spell with converted mana cost 2 or less from your hand without paying its mana cost.",
     "You may cast a spell with mana value 2 or less from your hand without paying its mana cost."),
    ("ja", INSTANT, "白の１/１の兵士・クリーチャー・トークンを２体戦場に出す。", "白の1/1の兵士・クリーチャー・トークン２体を生成する。"),
    ("ja", INSTANT, "プレイヤー１人を対象とする。そのプレイヤーは、自分のライブラリーの一番上から７枚のカードを自分の墓地に置く。",
     "プレイヤー１人を対象とする。そのプレイヤーはカード７枚を切削する。"),
    ("ja", INSTANT, "クリーチャー１体かプレイヤー１人を対象とする。テストはそれに２点のダメージを与える。",
     "１つを対象とする。テストはそれに２点のダメージを与える。"),
    ("ja", INSTANT, "クリーチャーを最大２体まで対象とし、それらをタップする。", "クリーチャー最大２体を対象とし、それらをタップする。"),
    ("ja", INSTANT, "クリーチャー１体を対象とする。それはターン終了時まで＋３/＋３の修正を受けるとともにトランプルを得る。",
     "クリーチャー１体を対象とする。ターン終了時まで、それは+3/+3の修整を受けトランプルを得る。"),
    ("ja", AURA, "エンチャント（クリーチャー）エンチャントされているクリーチャーは攻撃したりブロックしたりできない。",
     "エンチャント（クリーチャー）\nエンチャントしているクリーチャーでは攻撃もブロックもできない。"),
    ("ja", INSTANT, "カードを３枚引き、その後カードを１枚捨てる。", "カード３枚を引き、その後カード１枚を捨てる。"),
    ("ja", INSTANT, "あなたのライブラリーから基本土地カードを１枚探し、それを公開してあなたの手札に加え、その後あなたのライブラリーを切り直す。",
     "あなたのライブラリーから基本土地・カード１枚を探し、公開し、あなたの手札に加える。その後、あなたのライブラリーを切り直す。"),
    ("ja", INSTANT, "点数で見たマナ・コストが３以下の呪文１つを対象とし、それを打ち消す。", "マナ総量が３以下の呪文１つを対象とし、それを打ち消す。"),
    ("ja", LAND, "テストはタップ状態で戦場に出る。{T}：あなたのマナ・プールに{B}を加える。サイクリング {B}",
     "テストはタップ状態で戦場に出る。\n(Ｔ)：(黒)を加える。\nサイクリング(黒)"),
    ("ja", LAND, "テストは、あなたが沼か山をコントロールしていないかぎり、タップ状態で場に出る。",
     "あなたが沼か山をコントロールしていないかぎり、テストはタップ状態で戦場に出る。"),
    ("ja", CREATURE, "飛行速攻", "飛行、速攻"),
    ("ja", CREATURE, "飛行接死（これが何らかのダメージをクリーチャーに与えた場合、それだけで破壊される。）絆魂（このクリーチャーがダメージを与える場合、さらにあなたはその点数分のライフを得る。）",
     "飛行、接死、絆魂"),
    ("ja", CREATURE, "{T}：クリーチャー１体かプレイヤー１人を対象とする。このターン、次にそれに与えられるダメージを１点軽減する。",
     "(Ｔ)：１つを対象とする。このターン、それに与えられる次のダメージを１点軽減する。"),
    ("ja", CREATURE, "{1}{G}：テストはターン終了時まで＋２/＋２の修整を受ける。この能力は、毎ターン１回のみプレイできる。",
     "(１)(緑)：ターン終了時まで、テストは+2/+2の修整を受ける。毎ターン１回のみ起動できる。"),
    ("ja", CREATURE, "テストが攻撃に参加するたび、それはターン終了時まで＋２/＋０の修整を受ける。",
     "テストが攻撃するたび、ターン終了時まで、それは+2/+0の修整を受ける。"),
    ("ja", CREATURE, "{T}：クリーチャー１体を対象とする。それはこのターン、攻撃やブロックに参加できない。",
     "(Ｔ)：クリーチャー１体を対象とする。このターン、それは攻撃もブロックもできない。"),
    ("ja", CREATURE, "テストは、可能なら毎ターン攻撃する。", "テストは、各戦闘で可能なら攻撃する。"),
    ("ja", LAND, "テストが場に出るに際し、あなたは２点のライフを支払ってもよい。 そうしない場合、代わりにテストはタップ状態で場に出る。",
     "テストが戦場に出るに際し、あなたは２点のライフを支払ってもよい。そうしないなら、テストはタップ状態で戦場に出る。"),
    ("ja", CREATURE, "テストが戦場に出たとき、あなたは自分のライブラリーから点数で見たマナ・コストが１以下のアーティファクト・カードを１枚探し、"
     "公開してあなたの手札に加えてもよい。 そうした場合、あなたのライブラリーを切り直す。",
     "テストが戦場に出たとき、あなたは「あなたのライブラリーからマナ総量が１以下のアーティファクト・カード１枚を探し、公開し、あなたの手札に加える。"
     "その後、ライブラリーを切り直す。」を選んでもよい。"),
    ("ja", CREATURE, "{2}：プレイヤー１人を対象とする。そのプレイヤーは、自分のライブラリーの一番上のカードを自分の墓地に置く。",
     "(２)：プレイヤー１人を対象とする。そのプレイヤーはカード１枚を切削する。"),
    ("ja", CREATURE, "{T}, テストから+1/+1カウンターを１個取り除く：カードを１枚引く。", "(Ｔ),テストの上から+1/+1カウンター１個を取り除く：カード１枚を引く。"),
    ("ja", LAND, "{2}{G}{W}, {T}：緑の１/１の苗木クリーチャー・トークンを１体場に出す。", "(２)(緑)(白),(Ｔ)：緑の1/1の苗木・クリーチャー・トークン１体を生成する。"),
    ("ja", INSTANT, "クリーチャーやプレイヤー、１つか２つを対象とする。テストはそれらに、２点のダメージを好きなように割り振って与える。",
     "１つか２つを対象とする。テストはそれらに、２点のダメージをあなたの望むように分割して与える。"),
    ("ja", INSTANT, "あなたのライブラリーのカードを上から２枚見る。そのうち１枚をあなたの手札に加え、もう１枚をあなたのライブラリーの一番下に置く。",
     "あなたのライブラリーの一番上からカード２枚を見る。そのうち１枚をあなたの手札に、もう１枚をあなたのライブラリーの一番下に置く。"),
    ("ja", CREATURE, "テストは、あなたの対戦相手がコントロールする呪文や能力の対象にならない。", "呪禁"),
    ("ja", CREATURE, "テストは、２体以上のクリーチャーによってしかブロックされない。", "威迫"),
    ("ja", LAND, "テストはタップ状態で戦場に出る。テストが戦場に出たとき、あなたは１点のライフを得る。{T}：あなたのマナ・プールに{B}か{G}を加える。",
     "テストはタップ状態で戦場に出る。\nテストが戦場に出たとき、あなたは１点のライフを得る。\n(Ｔ)：(黒)か(緑)を加える。"),
    ("ja", CREATURE, "{T}：あなたのマナ・プールに{2}を加える。{2}, {T}, テストを生け贄に捧げる：カードを２枚引く。",
     "(Ｔ)：(◇)(◇)を加える。\n(２),(Ｔ),テストを生け贄に捧げる：カード２枚を引く。"),
    ("ja", INSTANT, "テストをプレイするための追加コストとして、クリーチャーを１体生け贄に捧げる。カードを２枚引く。",
     "この呪文を唱えるための追加コストとして、クリーチャー１体を生け贄に捧げる。\nカード２枚を引く。"),
    ("ja", INSTANT, "対戦相手１人を対象とする。そのプレイヤーは自分の手札を公開する。 その中の１枚を選ぶ。 そのプレイヤーはそのカードを捨てる。",
     "対戦相手１人を対象とする。そのプレイヤーは自分の手札を公開する。あなたはその中からカード１枚を選ぶ。そのプレイヤーはそのカードを捨てる。"),
    ("ja", CREATURE, "{3}, {T}：カードを１枚引く。 この能力は、あなたのターンにのみプレイできる。",
     "(３),(Ｔ)：カード１枚を引く。あなたのターンの間にのみ起動できる。"),
    ("ja", CREATURE, "テストは飛行を持っているかのようにブロックに参加できる。", "到達"),
    ("ja", CREATURE, "このターンいずれかのクリーチャーが死亡していた場合、テストは＋１/＋１カウンターが２個置かれた状態で戦場に出る。",
     "このターンにクリーチャーが死亡していた場合、テストは+1/+1カウンター２個が置かれた状態で戦場に出る。"),
    ("ja", LAND, "テストが場に出るに際し、あなたは自分の手札にある巨人カードを１枚公開してもよい。 そうしない場合、テストはタップ状態で場に出る。",
     "テストが戦場に出るに際し、あなたはあなたの手札から巨人・カード１枚を公開してもよい。そうしないなら、テストはタップ状態で戦場に出る。"),
    ("ja", INSTANT, "黒の２/２のゾンビ・クリーチャー・トークンを３体、タップ状態で戦場に出す。",
     "黒の2/2のゾンビ・クリーチャー・トークン３体をタップ状態で生成する。"),
    ("ja", AURA, "エンチャント（クリーチャー）\nエンチャントされているクリーチャーが死亡したとき、そのコントローラーはカードを１枚引く。",
     "エンチャント（クリーチャー）\nエンチャントしているクリーチャーが死亡したとき、それのコントローラーはカード１枚を引く。"),
    ("ja", AURA, "エンチャント（クリーチャー）\nエンチャントされているクリーチャーが攻撃するたび、それの上に＋１/＋１カウンターを１個置く。その後、それの上に３個以上の"
     "＋１/＋１カウンターが置かれているならば、テストを生け贄に捧げる。",
     "エンチャント（クリーチャー）\nエンチャントしているクリーチャーが攻撃するたび、それの上に+1/+1カウンター１個を置く。その後、"
     "それの上に+1/+1カウンターが３個以上置かれているなら、テストを生け贄に捧げる。"),
    ("en", CREATURE, "oc\nT: Add two colorless mana to your mana pool. Play this ability as a mana source.", "{T}: Add {C}{C}."),
    ("en", CREATURE, "Test can block as though it had flying.", "Reach"),
    ("en", CREATURE, "Test can't be the target of spells or abilities your opponents control.", "Hexproof"),
    ("en", CREATURE, "Test can't be blocked except by two or more creatures.", "Menace"),
    ("en", INSTANT, "Bury target creature.", "Destroy target creature. It can't be regenerated."),
    ("ja", INSTANT, "以下の２つから１つを選ぶ。「カードを１枚引く。」「あなたは３点のライフを得る。」",
     "以下から１つを選ぶ。\n・カード１枚を引く。\n・あなたは３点のライフを得る。"),
]


@pytest.mark.parametrize("lang,types,printed,today", PAIRS, ids=[p[2][:30] for p in PAIRS])
def test_printed_form_compiles_like_todays(lang, types, printed, today):
    compile_ = compile_en if lang == "en" else compile_ja
    type_line = types[0] if lang == "en" else types[1]
    name = "Test" if lang == "en" else "テスト"
    old, new = compile_(printed, name, type_line), compile_(today, name, type_line)
    assert new.status == "ok", [u.reason for u in new.unparsed]
    assert old.status == "ok", [u.reason for u in old.unparsed]
    assert ir.dumps(old.card) == ir.dumps(new.card)


def test_a_tribal_spell_printed_as_部族_is_a_spell():
    """「部族インスタント ― エルフ」 (Lorwyn's printed type line; 同族 today): an instant, so its text is
    the spell's effect, not a static ability."""
    got = compile_ja("エルフでないクリーチャー１体を対象とし、それを破壊する。", "テスト", "部族インスタント — エルフ", None)
    assert got.status == "ok" and [a.kind for a in got.card.abilities] == ["spell"]
    today = compile_ja("エルフでないクリーチャー１体を対象とし、それを破壊する。", "テスト", "同族・インスタント ― エルフ", None)
    assert ir.dumps(got.card) == ir.dumps(today.card)


def test_a_basic_lands_printed_symbol_is_no_card_text():
    got = compile_en("U", "Island", "Basic Land — Island", None)
    assert got.status == "ok" and ir.dumps(got.card) == ir.dumps(compile_en("({T}: Add {U}.)", "Island", "Basic Land — Island", None).card)


def test_the_other_face_of_a_modal_double_faced_card_is_left_out():
    for lang, text, today in (("ja", "テストはタップ状態で戦場に出る。\n{T}：{B}を加える。\nインスタント\n{2}{B}{B}",
                               "テストはタップ状態で戦場に出る。\n(Ｔ)：(黒)を加える。"),
                              ("en", "Test enters the battlefield tapped.\n{T}: Add {B}.\nInstant\n{2}{B}{B}",
                               "Test enters the battlefield tapped.\n{T}: Add {B}.")):
        compile_ = compile_en if lang == "en" else compile_ja
        name, type_line = ("Test", "Land") if lang == "en" else ("テスト", "土地")
        old, new = compile_(text, name, type_line, None), compile_(today, name, type_line, None)
        assert old.status == new.status == "ok" and ir.dumps(old.card) == ir.dumps(new.card)


def test_an_ability_word_named_card_keeps_its_name():
    got = compile_en("Morbid Hunger deals 3 damage to any target. You gain 3 life.", "Morbid Hunger", "Sorcery", None)
    assert got.status == "ok" and not any(n.kind == "ability_word" for n in got.normalized.notes)


LINT = [
    ("en", "Put a 1/1 green Saproling creature token onto the battlefield.", "O212",
     "Put a 1/1 green Saproling creature token onto the battlefield", "Create a 1/1 green Saproling creature token"),
    ("en", "Each player discards his or her hand.", "O215", "his or her", "their"),
    ("en", "oc\nT: Draw a card.", "O207", "oc\nT", "{T}"),
    ("en", "Destroy target creature with converted mana cost 2 or less.", "O214", "converted mana cost", "mana value"),
    ("en", "Test deals 1 damage to target creature or player.", "O223", "target creature or player", "any target"),
    ("ja", "エンチャントされているクリーチャーは＋１/＋１の修正を受ける。", "O218", "エンチャントされている", "エンチャントしている"),
    ("ja", "エンチャントされているクリーチャーは＋１/＋１の修正を受ける。", "O208", "の修正を受け", "の修整を受け"),
    ("ja", "カードを１枚引く。", "O217", "を１枚", "１枚を"),
    ("ja", "緑の１/１の苗木・クリーチャー・トークンを１体場に出す。", "O212", "トークンを１体場に出す", "トークン１体を生成する"),
    ("ja", "点数で見たマナ・コストが３以下の呪文１つを対象とし、それを打ち消す。", "O214", "点数で見たマナ・コスト", "マナ総量"),
    ("ja", "クリーチャー１体を対象とする。このターン、次にそれに与えられるダメージを２点軽減する。", "O216", "次にそれに与えられる",
     "それに与えられる次の"),
    ("ja", "{1}：テストは+1/+0の修整を受ける。この能力は、毎ターン１回のみプレイできる。", "O204", "のみプレイできる", "のみ起動できる"),
    ("ja", "クリーチャー１体を対象とする。それはこのターン、ブロックに参加できない。", "O218", "ブロックに参加", "ブロック"),
    ("en", "Bury target creature.", "O222", "Bury target creature.", "Destroy target creature. It can't be regenerated."),
]


@pytest.mark.parametrize("lang,text,code,old,new", LINT, ids=[f"{x[2]}-{x[0]}" for x in LINT])
def test_lint_names_the_old_form_with_todays(lang, text, code, old, new):
    got = [(f.code, f.place.text, f.suggestion) for f in lint_text(text, lang, type_line="Instant" if lang == "en" else "インスタント").findings]
    assert (code, old, new) in got, got


def test_report_counts_faces_that_fail_only_on_outdated_wording(tmp_path):
    src = tmp_path / "printed.jsonl"
    recs = [{"name_en": "Test", "type_en": "Creature — Elf", "pt": "1/1", "text_en": "Test is unaffected by summoning sickness."},
            {"name_en": "B", "type_en": "Sorcery", "text_en": "Smash all creatures. They can't be regenerated."},
            {"name_en": "C", "type_en": "Sorcery", "text_en": "Frobnicate the widget."}]
    src.write_text("".join(json.dumps(r) + "\n" for r in recs), encoding="utf-8")
    out, rep = tmp_path / "out.jsonl", tmp_path / "report.json"
    assert main(["compile", str(src), "--lang", "en", "-o", str(out), "-j", "1"]) == 0
    assert main(["report", str(out), "--json", str(rep), "-o", str(tmp_path / "r.md")]) == 0
    data = json.loads(rep.read_text(encoding="utf-8"))
    # A compiles (the old form reads as haste); B fails on a line with no old wording noted, C too
    assert data["languages"]["en"]["ok"] == 1 and data["outdated_wording_only"] == {}
    recs[0]["text_en"] = "Regenerate Test. Test is unaffected by summoning sickness and frobnicates."
    src.write_text("".join(json.dumps(r) + "\n" for r in recs), encoding="utf-8")
    assert main(["compile", str(src), "--lang", "en", "-o", str(out), "-j", "1"]) == 0
    assert main(["report", str(out), "--json", str(rep), "-o", str(tmp_path / "r.md")]) == 0
    assert json.loads(rep.read_text(encoding="utf-8"))["outdated_wording_only"] == {"en": 1}
    assert "Outdated wording: 1 of the 3 en texts that are not ok" in (tmp_path / "r.md").read_text(encoding="utf-8")


def test_an_old_aura_enchants_what_its_text_calls_enchanted():
    """Before Ninth Edition an Aura said "Enchant Creature" in its type line, not in its text."""
    for lang, old, today, type_line in (
            ("en", "Enchanted creature can't attack or block.", "Enchant creature\nEnchanted creature can't attack or block.",
             "Enchantment — Aura"),
            ("ja", "エンチャントされている土地がタップ状態になるたび、それのコントローラーは２点のライフを失う。",
             "エンチャント（土地）\nエンチャントしている土地がタップ状態になるたび、それのコントローラーは２点のライフを失う。",
             "エンチャント ― オーラ")):
        a, b = (compile_text(t, lang, "X", type_line, None, whole_card=True) for t in (old, today))
        assert a.status == b.status == "ok" and ir.dumps(a.card) == ir.dumps(b.card)
    # not an Aura: nothing is added
    assert [a.kind for a in compile_text("Enchanted creature can't block.", "en", "X", "Enchantment", None,
                                          whole_card=True).card.abilities] == ["static"]


def test_a_basic_lands_printed_mana_ability_is_its_types():
    for text in ("oc\nT: Add o\nR to your mana pool.", "{T}: Add {R}."):
        got = compile_en(text, "Mountain", "Basic Land — Mountain", None)
        assert ir.dumps(got.card) == ir.dumps(compile_en("", "Mountain", "Basic Land — Mountain", None).card), text
