"""Keywords (CR 702): each keyword in both languages, keyword lines, reminder text, and the keyword
abilities whose card layout is their own (level up, station, prototype)."""
import pytest

from helpers import ALL, Form, abilities, check, compile_en, compile_ja, same, table
from oraclec.compiler import compile_text, ir

KEYWORDS = [
    ("Deathtouch", "接死", "deathtouch", ()),
    ("Defender", "防衛", "defender", ()),
    ("Double strike", "二段攻撃", "double strike", ()),
    ("First strike", "先制攻撃", "first strike", ()),
    ("Flash", "瞬速", "flash", ()),
    ("Flying", "飛行", "flying", ()),
    ("Haste", "速攻", "haste", ()),
    ("Hexproof", "呪禁", "hexproof", ()),
    ("Indestructible", "破壊不能", "indestructible", ()),
    ("Infect", "感染", "infect", ()),
    ("Intimidate", "威嚇", "intimidate", ()),
    ("Lifelink", "絆魂", "lifelink", ()),
    ("Menace", "威迫", "menace", ()),
    ("Reach", "到達", "reach", ()),
    ("Shroud", "被覆", "shroud", ()),
    ("Trample", "トランプル", "trample", ()),
    ("Vigilance", "警戒", "vigilance", ()),
    ("Bloodthirst 3", "狂喜３", "bloodthirst", [3]),
    ("Islandwalk", "島渡り", "landwalk", ["Island"]),
    ("Swampwalk", "沼渡り", "landwalk", ["Swamp"]),
    ("Equip {3}", "装備(３)", "equip", [{"kind": "mana_cost", "symbols": ["3"]}]),
    ("Enchant creature", "エンチャント（クリーチャー）", "enchant", [{"kind": "filter", "types": ["creature"]}]),
    ("Protection from white", "プロテクション（白）", "protection", [{"kind": "filter", "colors": ["white"]}]),
    ("Suspend 4—{1}{U}", "待機４ ― (１)(青)", "suspend", [4, {"kind": "mana_cost", "symbols": ["1", "U"]}]),
    ("Affinity for artifacts", "親和（アーティファクト）", "affinity", [{"kind": "filter", "types": ["artifact"]}]),
    ("Splice onto Arcane {1}{R}", "連繋（秘儀）(１)(赤)", "splice", ["Arcane", {"kind": "mana_cost", "symbols": ["1", "R"]}]),
    ("Rampage 2", "ランページ２", "rampage", [2]),
    ("Ward—Pay 3 life.", "護法 ― ３点のライフを支払う。", "ward", [{"kind": "pay_life_cost", "amount": 3}]),
    ("Morph—Reveal a blue card in your hand.", "変異 ― あなたの手札にある青のカード１枚を公開する。", "morph",
     [{"kind": "reveal_cost", "what": {"kind": "filter", "types": ["card"], "colors": ["blue"]}}]),
    ("Flashback—{R}{R}, Pay 3 life.", "フラッシュバック ― (赤)(赤),３点のライフを支払う。", "flashback",
     [{"kind": "mana_cost", "symbols": ["R", "R"]}, {"kind": "pay_life_cost", "amount": 3}]),
    ("Dethrone", "廃位", "dethrone", []),
    ("Totem armor", "陰影鎧", "umbra armor", []),  # the 2023 rename; the old name is an old wording
    ("Bestow {3}{W}", "授与(３)(白)", "bestow", [{"kind": "mana_cost", "symbols": ["3", "W"]}]),
    ("Awaken 3—{5}{W}", "覚醒３ ― (５)(白)", "awaken", [3, {"kind": "mana_cost", "symbols": ["5", "W"]}]),
    ("For Mirrodin!", "ミラディンのために！", "for mirrodin!", []),
    ("Warp {4}{R}", "ワープ(４)(赤)", "warp", [{"kind": "mana_cost", "symbols": ["4", "R"]}]),
    ("Reinforce 1—{W}", "補強１―(白)", "reinforce", [1, {"kind": "mana_cost", "symbols": ["W"]}]),
    ("Battle cry", "喊声", "battle cry", []),
    ("Choose a Background", "背景選択", "choose a background", []),
    ("Job select", "ジョブ選択", "job select", []),
    ("Level up {3}{R}", "Ｌｖアップ(３)(赤)", "level up", [{"kind": "mana_cost", "symbols": ["3", "R"]}]),
]


@pytest.mark.parametrize("en,ja,name,args", KEYWORDS, ids=[k[2] + ":" + k[0] for k in KEYWORDS])
def test_keyword(en, ja, name, args):
    (ab,) = same(en, ja)
    assert ab["kind"] == "keyword" and ab["keyword"] == name
    assert ab == {"kind": "keyword", "keyword": name, "args": list(args)}


FORMS = [
    Form("keyword_line_with_several_keywords", "Flying, vigilance", "飛行、警戒",
         {"*.keyword": ["flying", "vigilance"]}, at=ALL),
    Form("reminder_text_is_not_parsed_and_agrees",
         "Bloodthirst 2 (If an opponent was dealt damage this turn, this creature enters the battlefield with two +1/+1 counters on it.)",
         "狂喜２（このターンに対戦相手にダメージが与えられていたなら、このクリーチャーは+1/+1カウンター２個が置かれた状態で戦場に出る。）",
         {"": {"kind": "keyword", "keyword": "bloodthirst", "args": [2]}}),
    Form("keywords_written_together_are_a_set-3", "Protection from white and from black",
         "プロテクション（白）、プロテクション（黒）", {"*.args.0.colors": [["black"], ["white"]]}, at=ALL),
    Form("keyword_actions_and_firebending-4", "Flying, firebending 2", "飛行、火の技２",
         {"0": {"kind": "keyword", "keyword": "firebending", "args": [2]}}, at=ALL),
]


@table(FORMS)
def test_keyword_form(f):
    check(f)


def test_hexproof_long_form_is_hexproof():
    long_en = same("Gladecover Scout can't be the target of spells or abilities your opponents control.",
                   "林間隠れの斥候は、対戦相手がコントロールする呪文や能力の対象にならない。",
                   "Gladecover Scout", "林間隠れの斥候")
    assert long_en == same("Hexproof", "呪禁")


def test_keywords_written_together_are_a_set():
    a = compile_en("Flying\nDeathtouch\nLifelink")
    b = compile_ja("飛行、接死、絆魂")
    assert abilities(a) == abilities(b)
    assert same("First strike; banding", "バンド、先制攻撃") == same("Banding, first strike", "先制攻撃、バンド")


def test_partner_with():
    from oraclec.compiler import names
    names.learn("吹鳴する徴募兵", "Blaring Recruiter")
    (ab,) = same("Partner with Blaring Recruiter", "《吹鳴する徴募兵》との共闘")
    assert ab == {"kind": "keyword", "keyword": "partner", "args": ["Blaring Recruiter"]}


LEVELER_EN = ("Level up {1}\nLEVEL 1-2\n2/3\nFlying\nLEVEL 3+\n4/4\nFlying, vigilance")
LEVELER_JA = ("Ｌｖアップ(１)\n1/1\nLv1-2：\n飛行\n2/3\nLv3+：\n飛行、警戒\n4/4")


def test_level_bands_in_either_order():
    """English writes each band's P/T before its abilities, Japanese after: one Band each."""
    e = compile_text(LEVELER_EN, "en", "", "Creature — Human", "1/1")
    j = compile_text(LEVELER_JA, "ja", "", "クリーチャー ― 人間", "1/1")
    assert e.status == j.status == "ok" and ir.dumps(e.card) == ir.dumps(j.card)
    bands = [a for a in abilities(e) if a["kind"] == "band"]
    assert bands[0] == {"kind": "band", "counter": "level", "low": 1, "high": 2, "power": 2, "toughness": 3,
                        "abilities": [{"kind": "keyword", "keyword": "flying", "args": []}]}
    assert bands[1]["low"] == 3 and "high" not in bands[1] and len(bands[1]["abilities"]) == 2
    # a P/T line that belongs to no band is not dropped
    bad = compile_text("Flying\n3/3", "en", "", "Creature — Human", "1/1")
    assert bad.status == "partial" and "outside a level or station band" in bad.unparsed[0].reason
    # the printed P/T before the first band, with no P/T given beside the text (a source without
    # one): the card's own P/T, not a band's; after the bands or with no band it is still refused
    j = compile_text(LEVELER_JA, "ja", "", "クリーチャー ― 人間", None)
    e = compile_text(LEVELER_EN, "en", "", "Creature — Human", None)
    assert j.status == e.status == "ok" and ir.dumps(j.card) == ir.dumps(e.card)
    for text in ("飛行\n3/3", LEVELER_JA + "\n5/5"):
        assert compile_text(text, "ja", "", "クリーチャー ― 人間", None).status == "partial"


def test_station_band():
    e = compile_text("Station\nSTATION 8+\nFlying, trample\n5/4", "en", "", "Artifact — Spacecraft", None)
    j = compile_text("配備\n8+｜飛行、トランプル\n5/4", "ja", "", "アーティファクト ― 宇宙船", None)
    assert e.status == j.status == "ok" and ir.dumps(e.card) == ir.dumps(j.card)
    assert abilities(e)[1]["counter"] == "charge" and abilities(e)[1]["power"] == 5


def test_prototype_in_its_two_printed_forms():
    e = compile_text("Prototype {1}{U}{U} — 2/1\nFlying", "en", "", "Artifact Creature — Wizard", "4/3")
    j = compile_text("飛行\n//\n(１)(青)(青)\n試作\n2/1", "ja", "", "アーティファクト・クリーチャー ― ウィザード", "4/3")
    assert e.status == j.status == "ok" and ir.dumps(e.card) == ir.dumps(j.card)
    assert {"kind": "keyword", "keyword": "prototype", "args": [{"kind": "mana_cost", "symbols": ["1", "U", "U"]}, 2, 1]} in abilities(e)
