"""Each keyword, trigger form, intervening if, condition and effect form, in both languages:
the English and the Japanese text compile to the same IR, and that IR says the right thing."""
import pytest

from helpers import abilities, compile_en, compile_ja, same
from oraclec.compiler import compile_text, ir

CREATURE = ("Creature — Elf", "クリーチャー ― エルフ")
INSTANT = ("Instant", "インスタント")
AURA = ("Enchantment — Aura", "エンチャント ― オーラ")

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
]


@pytest.mark.parametrize("en,ja,name,args", KEYWORDS, ids=[k[2] + ":" + k[0] for k in KEYWORDS])
def test_keyword(en, ja, name, args):
    (ab,) = same(en, ja)
    assert ab["kind"] == "keyword" and ab["keyword"] == name
    assert ab.get("args", []) == list(args)


def test_keyword_line_with_several_keywords():
    abs_ = same("Flying, vigilance", "飛行、警戒")
    assert [a["keyword"] for a in abs_] == ["flying", "vigilance"]


def test_hexproof_long_form_is_hexproof():
    long_en = same("Gladecover Scout can't be the target of spells or abilities your opponents control.",
                   "林間隠れの斥候は、対戦相手がコントロールする呪文や能力の対象にならない。",
                   "Gladecover Scout", "林間隠れの斥候")
    assert long_en == same("Hexproof", "呪禁")


def test_reminder_text_is_not_parsed_and_agrees():
    abs_ = same("Bloodthirst 2 (If an opponent was dealt damage this turn, this creature enters the battlefield with two +1/+1 counters on it.)",
                "狂喜２（このターンに対戦相手にダメージが与えられていたなら、このクリーチャーは+1/+1カウンター２個が置かれた状態で戦場に出る。）")
    assert abs_ == [{"kind": "keyword", "keyword": "bloodthirst", "args": [2]}]


# ------------------------------------------------------------------ triggers
def trig(en, ja, name_en="Test Card", name_ja="テストカード"):
    (ab,) = same(en, ja, name_en, name_ja)
    assert ab["kind"] == "triggered"
    return ab


def test_when_enters():
    ab = trig("When Test Card enters the battlefield, you gain 3 life.", "テストカードが戦場に出たとき、あなたは３点のライフを得る。")
    assert ab["event"] == {"kind": "zone_change", "to_zone": "battlefield", "what": {"kind": "self"}}


def test_new_enters_wording_is_the_same_event():
    a = trig("When this creature enters, you gain 3 life.", "このクリーチャーが戦場に出たとき、あなたは３点のライフを得る。")
    b = trig("When Test Card enters the battlefield, you gain 3 life.", "テストカードが戦場に出たとき、あなたは３点のライフを得る。")
    assert a == b


def test_dies_is_battlefield_to_graveyard():
    ab = trig("When Test Card dies, you may draw a card.", "テストカードが死亡したとき、あなたはカード１枚を引いてもよい。")
    assert ab["event"]["from_zone"] == "battlefield" and ab["event"]["to_zone"] == "graveyard"
    assert ab["optional"] is True and ab["effect"]["kind"] == "draw"


def test_whenever_attacks_and_blocks():
    ab = trig("Whenever Test Card attacks, it gets +1/+1 until end of turn.", "テストカードが攻撃するたび、ターン終了時まで、それは+1/+1の修整を受ける。")
    assert ab["event"]["kind"] == "attacks"
    assert ab["effect"] == {"kind": "pump", "what": {"kind": "self"}, "power": 1, "toughness": 1,
                            "duration": "until_end_of_turn"}
    ab = trig("Whenever Test Card blocks, you gain 3 life.", "テストカードがブロックするたび、あなたは３点のライフを得る。")
    assert ab["event"]["kind"] == "blocks"


def test_enters_or_attacks():
    ab = trig("Whenever Test Card enters the battlefield or attacks, create two 2/2 black Zombie creature tokens.",
              "テストカードが戦場に出るか攻撃するたび、黒の2/2のゾンビ・クリーチャー・トークン２体を生成する。")
    assert [e["kind"] for e in ab["event"]["events"]] == ["zone_change", "attacks"]
    assert ab["effect"]["kind"] == "create_token" and ab["effect"]["count"] == 2


def test_at_beginning_of_upkeep_and_end_step():
    ab = trig("At the beginning of your upkeep, draw a card.", "あなたのアップキープの開始時に、カード１枚を引く。")
    assert ab["event"] == {"kind": "step_begins", "step": "upkeep", "whose": "you"}
    ab = trig("At the beginning of each player's upkeep, that player sacrifices a creature.",
              "各プレイヤーのアップキープの開始時に、そのプレイヤーはクリーチャー１体を生け贄に捧げる。")
    assert "whose" not in ab["event"] and ab["effect"]["player"] == {"kind": "trigger_player"}  # (any: every upkeep)
    assert trig("At the beginning of each upkeep, you gain 3 life.", "各プレイヤーのアップキープの開始時に、あなたは３点のライフを得る。")["event"] == \
        {"kind": "step_begins", "step": "upkeep"}


def test_cast_trigger():
    ab = trig("Whenever a player casts a white spell, you may gain 1 life.", "プレイヤーが白の呪文を唱えるたび、あなたは１点のライフを得てもよい。")
    assert ab["event"]["kind"] == "cast" and ab["event"]["filter"]["colors"] == ["white"]
    assert ab["optional"] is True


def test_becomes_target_trigger():
    ab = trig("When Test Card becomes the target of a spell or ability, sacrifice it.",
              "テストカードが呪文や能力の対象になったとき、これを生け贄に捧げる。")
    assert ab["event"]["kind"] == "becomes_target"
    assert ab["effect"] == {"kind": "sacrifice", "player": {"kind": "you"}, "what": {"kind": "self"}}


def test_combat_damage_trigger_to_you_or_planeswalker():
    ab = trig("Whenever combat damage is dealt to you or a planeswalker you control, you gain 1 life.",
              "あなたかあなたがコントロールしているプレインズウォーカーに戦闘ダメージが与えられるたび、あなたは１点のライフを得る。")
    assert ab["event"]["combat"] is True and ab["event"]["to"]["kind"] == "one_of"


# ------------------------------------------------------------------ intervening if
def test_intervening_if_english_if_and_japanese_baai():
    ab = trig("At the beginning of the end step, if no creatures are on the battlefield, sacrifice Test Card.",
              "終了ステップの開始時に、戦場に１体もクリーチャーがいない場合、テストカードを生け贄に捧げる。")
    assert ab["intervening_if"]["test"] == "count"
    assert ab["effect"]["kind"] == "sacrifice"


def test_werewolf_transform_conditions_are_intervening_ifs():
    ab = trig("At the beginning of each upkeep, if no spells were cast last turn, transform Test Card.",
              "各アップキープの開始時に、直前のターンに呪文が唱えられていなかった場合、テストカードを変身させる。")
    assert ab["intervening_if"] == {"kind": "condition", "test": "spells_cast_last_turn_none"}
    assert ab["effect"] == {"kind": "transform", "what": {"kind": "self"}}
    ab = trig("At the beginning of each upkeep, if a player cast two or more spells last turn, transform Test Card.",
              "各アップキープの開始時に、直前のターンにプレイヤー１人が２つ以上の呪文を唱えていた場合、テストカードを変身させる。")
    assert ab["intervening_if"] == {"kind": "condition", "test": "a_player_cast_n_spells_last_turn", "args": [2]}


def test_fixed_phrase_with_a_type_slot_refuses_other_types():
    c = compile_en("At the beginning of each upkeep, if no creatures were cast last turn, transform Test Card.",
                   "Test Card")
    assert c.status != "ok" and "creatures" in c.unparsed[0].reason


def test_become_the_monarch_with_wa_or_ga():
    for ja in ("テストカードが戦場に出たとき、あなたは統治者になる。", "テストカードが戦場に出たとき、あなたが統治者になる。"):
        ab = trig("When Test Card enters the battlefield, you become the monarch.", ja)
        assert ab["effect"] == {"kind": "become_monarch", "player": {"kind": "you"}}


def test_cant_be_blocked_by_more_than_one_creature():
    (ab,) = same("Test Card can't be blocked by more than one creature.",
                 "テストカードは２体以上のクリーチャーによってはブロックされない。", "Test Card", "テストカード")
    assert ab["effect"]["action"] == "be_blocked_by_more_than_one"
    c = compile_en("Test Card can't be blocked by more than two creatures.", "Test Card")
    assert c.status != "ok"


def test_prevent_the_next_n_damage_is_a_shield():
    (ab,) = same("{1}{W}: Prevent the next 2 damage that would be dealt to any target this turn.",
                 "(１)(白)：１つを対象とする。このターン、それに与えられる次のダメージを２点軽減する。")
    assert ab["effect"] == {"kind": "prevent_damage", "amount": 2, "duration": "this_turn",
                            "to": {"kind": "target_ref", "index": 0}}
    assert ab["targets"] == [{"kind": "target", "filter": {"kind": "any_target"}}]


def test_becomes_blocked_trigger():
    ab = trig("Whenever Test Card becomes blocked, it gets +2/+0 until end of turn.",
              "テストカードがブロックされた状態になるたび、ターン終了時まで、それは+2/+0の修整を受ける。")
    assert ab["event"] == {"kind": "becomes_blocked", "what": {"kind": "self"}}


def test_enters_tapped_unless_opponents_or_low_life():
    (ab,) = same("Test Card enters the battlefield tapped unless you have two or more opponents.",
                 "対戦相手が２人以上いないかぎり、テストカードはタップ状態で戦場に出る。", "Test Card", "テストカード")
    assert ab["condition"] == {"kind": "not", "cond": {"kind": "condition", "test": "opponents_ge", "args": [2]}}
    (ab,) = same("Test Card enters tapped unless a player has 13 or less life.",
                 "ライフ総量が１３点以下であるプレイヤーがいないかぎり、テストカードはタップ状態で戦場に出る。",
                 "Test Card", "テストカード")
    assert ab["condition"]["cond"] == {"kind": "condition", "test": "a_player_life_le", "args": [13]}


def test_intervening_if_before_a_japanese_target_sentence():
    ab = trig("Whenever combat damage is dealt to you, if Test Card is in your graveyard, destroy target attacking creature.",
              "あなたに戦闘ダメージが与えられるたび、テストカードがあなたの墓地にある場合、攻撃クリーチャー１体を対象とする。それを破壊する。")
    assert ab["intervening_if"]["test"] == "in_zone"
    assert ab["targets"][0]["filter"]["states"] == ["attacking"]


def test_nara_is_not_an_intervening_if():
    c = compile_ja("テストカードが攻撃するたび、あなたがゴブリンをコントロールしているなら、カード１枚を引く。", "テストカード")
    (ab,) = abilities(c)
    assert "intervening_if" not in ab and ab["effect"]["kind"] == "if"


def test_if_not_directly_after_trigger_is_not_intervening():
    c = compile_en("When Test Card dies, draw a card. If you control a Goblin, draw a card.", "Test Card")
    (ab,) = abilities(c)
    assert "intervening_if" not in ab
    assert ab["effect"]["steps"][1]["kind"] == "if"


# ------------------------------------------------------------------ targets and effects
def spell(en, ja, name_en="Test Spell", name_ja="テスト呪文"):
    (ab,) = same(en, ja, name_en, name_ja, *INSTANT)
    assert ab["kind"] == "spell"
    return ab


def test_japanese_target_sentence_is_english_inline_target():
    ab = spell("Test Spell deals 2 damage to target creature and you gain 2 life.",
               "クリーチャー１体を対象とする。テスト呪文はそれに２点のダメージを与え、あなたは２点のライフを得る。")
    assert ab["targets"] == [{"kind": "target", "filter": {"kind": "filter", "types": ["creature"]}}]
    assert ab["effect"]["steps"][0] == {"kind": "deal_damage", "source": {"kind": "self"}, "amount": 2,
                                        "to": {"kind": "target_ref", "index": 0}}


def test_any_target_and_player_or_planeswalker():
    assert spell("Test Spell deals 3 damage to any target.", "１つを対象とする。テスト呪文はそれに３点のダメージを与える。")[
        "targets"][0]["filter"] == {"kind": "any_target"}
    ab = spell("Test Spell deals 5 damage to target player or planeswalker.",
               "プレイヤー１人かプレインズウォーカー１体を対象とする。テスト呪文はそれに５点のダメージを与える。")
    assert ab["targets"][0]["filter"]["kind"] == "any_of"


def test_target_union_and_up_to():
    ab = spell("Destroy target artifact, enchantment, or land.", "アーティファクト１つかエンチャント１つか土地１つを対象とし、それを破壊する。")
    assert len(ab["targets"][0]["filter"]["filters"]) == 3
    ab = spell("Tap up to two target creatures.", "クリーチャー最大２体を対象とし、それらをタップする。")
    assert ab["targets"][0]["count"] == 2 and ab["targets"][0]["up_to"] is True


@pytest.mark.parametrize("en,ja,kind", [
    ("Destroy target nonblack creature.", "黒でないクリーチャー１体を対象とし、それを破壊する。", "destroy"),
    ("Exile target black or red permanent.", "黒か赤のパーマネント１つを対象とし、それを追放する。", "exile"),
    ("Return target creature to its owner's hand.", "クリーチャー１体を対象とし、それをオーナーの手札に戻す。", "move"),
    ("Counter target spell.", "呪文１つを対象とし、それを打ち消す。", "counter_spell"),
    ("Target player discards two cards.", "プレイヤー１人を対象とする。そのプレイヤーはカード２枚を捨てる。", "discard"),
    ("Target player mills two cards.", "プレイヤー１人を対象とする。そのプレイヤーはカード２枚を切削する。", "mill"),
    ("Draw two cards.", "カード２枚を引く。", "draw"),
    ("You gain 7 life.", "あなたは７点のライフを得る。", "gain_life"),
    ("Target creature gets +4/+4 until end of turn.", "クリーチャー１体を対象とする。ターン終了時まで、それは+4/+4の修整を受ける。", "pump"),
    ("Destroy all creatures.", "すべてのクリーチャーを破壊する。", "destroy"),
    ("Prevent all combat damage that would be dealt this turn.", "このターンに与えられるすべての戦闘ダメージを軽減する。", "prevent_damage"),
    ("Copy target instant or sorcery spell.", "インスタントかソーサリーである呪文１つを対象とし、それをコピーする。", "copy_spell"),
])
def test_effect_forms(en, ja, kind):
    ab = spell(en, ja)
    assert ab["effect"]["kind"] == kind


def test_counter_unless_pays():
    ab = spell("Counter target spell unless its controller pays {3}.", "呪文１つを対象とする。それのコントローラーが(３)を支払わないかぎり、それを打ち消す。")
    assert ab["effect"]["kind"] == "unless"
    assert ab["effect"]["player"] == {"kind": "controller_of", "what": {"kind": "target_ref", "index": 0}}


def test_search_put_then_shuffle_and_may_covers_all():
    (ab,) = same("When Test Card enters the battlefield, you may search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.",
                 "テストカードが戦場に出たとき、あなたは「あなたのライブラリーから基本土地・カード１枚を探し、タップ状態で戦場に出す。その後、ライブラリーを切り直す。」を選んでもよい。",
                 "Test Card", "テストカード")
    assert ab["optional"] is True
    assert [s["kind"] for s in ab["effect"]["steps"]] == ["search", "move", "shuffle"]
    assert ab["effect"]["steps"][1]["what"] == {"kind": "found"}


# ------------------------------------------------------------------ static, activated, conditions
def test_static_anthem_and_aura():
    (ab,) = same("Other Zombie creatures you control get +1/+1.", "あなたがコントロールしている他のゾンビ・クリーチャーは+1/+1の修整を受ける。")
    assert ab["kind"] == "static"
    assert ab["effect"]["what"]["filter"] == {"kind": "filter", "types": ["creature"], "subtypes": ["Zombie"],
                                              "controller": "you", "other": True}
    abs_ = same("Enchant creature\nEnchanted creature gets +1/+1 and has flying.",
                "エンチャント（クリーチャー）\nエンチャントしているクリーチャーは+1/+1の修整を受け、飛行を持つ。", "", "", *AURA)
    assert abs_[1]["effect"]["steps"][0]["what"] == {"kind": "enchanted"}


def test_as_long_as_condition_is_static_condition():
    (ab,) = same("As long as you control a Griffin creature, Test Card gets +3/+3 and has flying.",
                 "あなたがグリフィン・クリーチャーをコントロールしているかぎり、テストカードは+3/+3の修整を受け飛行を持つ。",
                 "Test Card", "テストカード")
    assert ab["kind"] == "static" and ab["condition"]["test"] == "you_control"


def test_enters_tapped_unless_is_a_replacement():
    (ab,) = same("Test Land enters the battlefield tapped unless you control a Swamp or a Mountain.",
                 "あなたが沼か山をコントロールしていないかぎり、テスト土地はタップ状態で戦場に出る。",
                 "Test Land", "テスト土地", "Land", "土地")
    assert ab["kind"] == "replacement" and ab["condition"]["kind"] == "not"


def test_activated_with_costs_and_mana_ability():
    (ab,) = same("{2}, {T}, Sacrifice Test Card: Draw a card.", "(２),(Ｔ),テストカードを生け贄に捧げる：カード１枚を引く。",
                 "Test Card", "テストカード")
    assert [c["kind"] for c in ab["cost"]] == ["mana_cost", "mana_cost", "sacrifice_cost"]
    (ab,) = same("{T}: Add {G}.", "(Ｔ)：(緑)を加える。")
    assert ab["effect"] == {"kind": "add_mana", "symbols": ["G"]}


def test_loyalty_abilities():
    (ab,) = same("[+1]: Draw a card.", "[+1]：カード１枚を引く。", "", "", "Legendary Planeswalker — Jace", "伝説のプレインズウォーカー ― ジェイス")
    assert ab["cost"] == [{"kind": "loyalty_cost", "amount": 1}]
    (ab,) = same("[−3]: Destroy target tapped creature.", "[-3]：タップ状態のクリーチャー１体を対象とし、それを破壊する。")
    assert ab["cost"] == [{"kind": "loyalty_cost", "amount": -3}]


def test_instead_if():
    ab = spell("Draw a card. If a graveyard has twenty or more cards in it, draw three cards instead.",
               "カード１枚を引く。いずれかの墓地に２０枚以上のカードがあるなら、代わりにカード３枚を引く。")
    assert ab["effect"]["kind"] == "instead_if" and ab["effect"]["replacement"]["amount"] == 3


def test_old_wordings_compile_to_the_same_ir():
    new = compile_en("When Test Card dies, draw a card.", "Test Card")
    old = compile_en("When Test Card is put into a graveyard from play, draw a card.", "Test Card")
    assert abilities(new) == abilities(old) and old.diagnostics and not new.diagnostics
    new = compile_ja("テストカードが戦場に出たとき、カード１枚を引く。", "テストカード")
    old = compile_ja("テストカードが場に出たとき、カード１枚を引く。", "テストカード")
    assert abilities(new) == abilities(old) and old.diagnostics


def test_unparsed_keeps_the_rest_and_says_what_was_expected():
    c = compile_en("Flying\nFrobnicate every widget.\nWhen Test Card dies, draw a card.", "Test Card")
    assert c.status == "partial"
    kinds = [type(a).kind for a in c.card.abilities]
    assert kinds == ["keyword", "unparsed", "triggered"]
    (u,) = c.unparsed
    assert u.text == "Frobnicate every widget." and u.expected and "column 1" in u.reason


def test_for_each_with_the_same_name_as_that_creature():
    """Doubling Chant: the body runs once per creature; "that creature" inside is the current one."""
    sorcery = ("Sorcery", "ソーサリー")
    ab = same("For each creature you control, you may search your library for a creature card with the same "
              "name as that creature. Put those cards onto the battlefield, then shuffle.",
              "あなたがコントロールしているクリーチャー１体につき、あなたはあなたのライブラリーからそのクリーチャーと"
              "同じ名前を持つクリーチャー・カード１枚を探してもよい。それらのカードを戦場に出し、その後ライブラリーを切り直す。",
              type_en=sorcery[0], type_ja=sorcery[1])
    for_each, move, shuffle = ab[0]["effect"]["steps"]
    assert for_each["items"]["filter"] == {"kind": "filter", "types": ["creature"], "controller": "you"}
    search = for_each["body"]["effect"]
    assert search["filter"]["same_name_as"] == {"kind": "current"}
    assert search["filter"]["types"] == ["card", "creature"]
    assert move == {"kind": "move", "what": {"kind": "found"}, "to": "battlefield"}
    # the M12 printing's wording (あなたがコントロールする, カードを１枚, あなたのライブラリーを切り直す) also
    # compiles, and says "card", not "creature card": the erratum the seed FAQ prints
    printed = compile_ja("あなたがコントロールするクリーチャー１体につき、あなたはあなたのライブラリーからそのクリーチャーと"
                         "同じ名前を持つカードを１枚探してもよい。 それらのカードを戦場に出し、その後あなたのライブラリーを切り直す。",
                         type_line="ソーサリー", pt=None)
    got = abilities(printed)[0]["effect"]["steps"][0]["body"]["effect"]["filter"]
    assert got["types"] == ["card"]


def test_saga_chapters_are_one_triggered_ability_per_number_and_names_are_labels():
    saga = ("Enchantment — Saga", "エンチャント ― 英雄譚")
    abs_ = same("(As this Saga enters and after your draw step, add a lore counter.)\n"
                "I, II — Wings of Light — Draw a card.\nIII — You gain 3 life.",
                "I,II ― 光の翼 ― カード１枚を引く。\nIII ― あなたは３点のライフを得る。",
                type_en=saga[0], type_ja=saga[1])
    assert [a["event"] for a in abs_] == [{"kind": "chapter", "number": k} for k in (1, 2, 3)]
    assert [a["effect"]["kind"] for a in abs_] == ["draw", "draw", "gain_life"]


def test_cost_changes_and_old_affinity_wording():
    inst = dict(type_en="Instant", type_ja="インスタント")
    ab = same("This spell costs {1} less to cast if you control a Wizard.",
              "あなたがウィザードをコントロールしているなら、この呪文を唱えるためのコストは(１)少なくなる。", **inst)[0]
    assert ab["kind"] == "static" and ab["effect"]["kind"] == "cost_change" and ab["condition"]["test"] == "you_control"
    ab = same("Instant and sorcery spells you cast cost {1} less to cast.",
              "あなたがインスタントやソーサリーである呪文を唱えるためのコストは(１)少なくなる。")[0]
    assert ab["effect"]["what"]["kind"] == "any_of" and "more" not in ab["effect"]
    ab = same("Noncreature spells cost {1} more to cast.", "クリーチャーでない呪文を唱えるためのコストは(１)多くなる。")[0]
    assert ab["effect"]["more"] is True
    # the pre-keyword wording of affinity is affinity (CR 702.41a)
    ab = same("This spell costs {1} less to cast for each artifact you control.", "親和（アーティファクト）")[0]
    assert ab == {"kind": "keyword", "keyword": "affinity", "args": [{"kind": "filter", "types": ["artifact"]}]}


def test_threshold_gain_life_trigger_and_combat_on_your_turn():
    ab = same("Enchanted creature has shroud as long as seven or more cards are in your graveyard.",
              "あなたの墓地に７枚以上のカードがあるかぎり、エンチャントしているクリーチャーは被覆を持つ。")[0]
    assert ab["condition"] == {"kind": "condition", "test": "graveyard_size", "args": ["you", "ge", 7]}
    ab = same("Whenever you gain life, put a +1/+1 counter on Test Card.",
              "あなたがライフを得るたび、テストカードの上に+1/+1カウンター１個を置く。", "Test Card", "テストカード")[0]
    assert ab["event"] == {"kind": "life_gained", "player": {"kind": "you"}}
    ab = same("At the beginning of combat on your turn, put a +1/+1 counter on target creature you control.",
              "あなたのターンの戦闘の開始時に、あなたがコントロールしているクリーチャー１体を対象とする。その上に+1/+1カウンター１個を置く。")[0]
    assert ab["event"] == {"kind": "step_begins", "step": "combat", "whose": "you"}


@pytest.mark.parametrize("en, ja, want", [
    ("Activate only as a sorcery.", "起動はソーサリーとしてのみ行う。", ["sorcery_speed"]),
    ("Activate only as a sorcery and only once each turn.", "ソーサリーとしてのみ、毎ターン１回のみ起動できる。",
     ["sorcery_speed", "once_each_turn"]),
    ("Activate only during your upkeep.", "あなたのアップキープの間にのみ起動できる。", ["only_your_upkeep"]),
    ("Activate only during your turn.", "あなたのターン中にのみ起動できる。", ["only_your_turn"]),
])
def test_activation_restrictions(en, ja, want):
    ab = same("Pay 1 life: Draw a card. " + en, "１点のライフを支払う：カード１枚を引く。" + ja)[0]
    assert ab["cost"] == [{"kind": "pay_life_cost", "amount": 1}]
    assert ab["restrictions"] == want


def test_activate_only_if_keeps_the_condition():
    ab = same("{1}: Draw a card. Activate only if you control three or more artifacts.",
              "(１)：カード１枚を引く。あなたが３つ以上のアーティファクトをコントロールしているときにのみ起動できる。")[0]
    assert ab["restrictions"][0]["test"] == "count"


def test_self_or_another_is_either_one():
    ab = same("Whenever Test Card or another creature enters the battlefield under your control, you gain 1 life.",
              "テストカードか他のクリーチャーが１体あなたのコントロール下で戦場に出るたび、あなたは１点のライフを得る。",
              "Test Card", "テストカード")[0]
    assert ab["event"]["what"] == {"kind": "one_of", "items": [
        {"kind": "self"}, {"kind": "filter", "types": ["creature"], "other": True}]}
    assert ab["event"]["under"] == "you"
    ab = same("Whenever Test Card or equipped creature attacks, it gets +2/+0 until end of turn.",
              "テストカードか装備しているクリーチャーが攻撃するたび、ターン終了時まで、そのクリーチャーは+2/+0の修整を受ける。",
              "Test Card", "テストカード")[0]
    assert ab["effect"]["what"] == {"kind": "trigger_object"}


def test_japanese_among_and_then_sentence_forms():
    ab = same("When Test Card enters the battlefield, you may sacrifice a land. If you do, search your library "
              "for a basic land card, put it onto the battlefield tapped, then shuffle.",
              "テストカードが戦場に出たとき、あなたは土地１つを生け贄に捧げてもよい。そうしたなら、あなたのライブラリーから"
              "基本土地・カード１枚を探し、タップ状態で戦場に出す。その後、ライブラリーを切り直す。", "Test Card", "テストカード")[0]
    assert ab["effect"]["steps"][-1]["then"]["steps"][-1]["kind"] == "shuffle"  # the shuffle is inside 'if you do'
    ab = same("{1}{B}, Sacrifice an artifact or creature: Draw a card.",
              "(１)(黒),アーティファクトやクリーチャーのうち１つを生け贄に捧げる：カード１枚を引く。")[0]
    assert ab["cost"][1]["what"]["filter"]["kind"] == "any_of"
    same("At the beginning of your end step, put a +1/+1 counter on each Ooze you control.",
         "あなたの終了ステップの開始時に、あなたがコントロールしている各ウーズの上に+1/+1カウンターをそれぞれ１個置く。")
    same("Test Card attacks each combat if able.", "各戦闘で、テストカードは可能なら攻撃する。", "Test Card", "テストカード")


def test_keywords_written_together_are_a_set():
    a = compile_en("Flying\nDeathtouch\nLifelink")
    b = compile_ja("飛行、接死、絆魂")
    assert abilities(a) == abilities(b)
    assert same("First strike; banding", "バンド、先制攻撃") == same("Banding, first strike", "先制攻撃、バンド")
    ab = same("Protection from white and from black", "プロテクション（白）、プロテクション（黒）")
    assert [k["args"][0]["colors"] for k in ab] == [["black"], ["white"]]


@pytest.mark.parametrize("en, ja, name", [
    ("For Mirrodin!", "ミラディンのために！", "for mirrodin!"), ("Warp {4}{R}", "ワープ(４)(赤)", "warp"),
    ("Reinforce 1—{W}", "補強１―(白)", "reinforce"), ("Battle cry", "喊声", "battle cry"),
])
def test_more_keywords(en, ja, name):
    assert same(en, ja)[0]["keyword"] == name


def test_where_x_is_binds_x_in_both_languages():
    ab = same("Target creature gets -X/-X until end of turn, where X is the number of creature cards in your graveyard.",
              "クリーチャー１体を対象とする。ターン終了時まで、それは-X/-Xの修整を受ける。"
              "Ｘはあなたの墓地にあるクリーチャー・カードの枚数に等しい。", type_en="Instant", type_ja="インスタント")[0]
    count = {"kind": "count", "filter": {"kind": "filter", "types": ["card", "creature"], "zone": "graveyard",
                                         "zone_owner": "you"}}
    assert ab["effect"]["power"] == {"kind": "times", "factor": -1, "amount": count}
    ab = same("When Test Card enters the battlefield, create X 1/1 white Soldier creature tokens, "
              "where X is the number of creatures you control.",
              "テストカードが戦場に出たとき、白の1/1の兵士・クリーチャー・トークンＸ体を生成する。"
              "Ｘはあなたがコントロールしているクリーチャーの数に等しい。", "Test Card", "テストカード")[0]
    assert ab["effect"]["count"]["kind"] == "count"


@pytest.mark.parametrize("en, ja, kind", [
    ("When Test Card is turned face up, you gain 1 life.", "テストカードが表向きになったとき、あなたは１点のライフを得る。", "turned_face_up"),
    ("Whenever Test Card is dealt damage, you gain 1 life.", "テストカードにダメージが与えられるたび、あなたは１点のライフを得る。", "damage_dealt"),
    ("Whenever Test Card is dealt damage, you gain 1 life.", "テストカードがダメージを受けるたび、あなたは１点のライフを得る。", "damage_dealt"),
    ("When you cycle Test Card, draw a card.", "このカードをサイクリングしたとき、カード１枚を引く。", "cycled"),
    ("Whenever you sacrifice a land, draw a card.", "あなたが土地１つを生け贄に捧げるたび、カード１枚を引く。", "sacrificed"),
    ("Whenever you attack, draw a card.", "あなたが攻撃するたび、カード１枚を引く。", "attacks"),
])
def test_more_trigger_events(en, ja, kind):
    assert same(en, ja, "Test Card", "テストカード")[0]["event"]["kind"] == kind


def test_this_turn_conditions():
    ab = same("At the beginning of your end step, if you gained life this turn, draw a card.",
              "あなたの終了ステップの開始時に、このターンにあなたがライフを得ていた場合、カード１枚を引く。")[0]
    assert ab["intervening_if"] == {"kind": "condition", "test": "this_turn",
                                    "args": [{"kind": "life_gained", "player": {"kind": "you"}}]}
    same("{1}: Draw a card. Activate only if a creature died this turn.",
         "(１)：カード１枚を引く。このターンにクリーチャーが死亡していたときにのみ起動できる。")


@pytest.mark.parametrize("en, ja, choice", [
    ("As Test Card enters the battlefield, choose a creature type.", "テストカードが戦場に出るに際し、クリーチャー・タイプ１つを選ぶ。", "creature_type"),
    ("As Test Card enters the battlefield, choose a color.", "テストカードが戦場に出るに際し、色１色を選ぶ。", "color"),
    ("As Test Card enters the battlefield, choose an opponent.", "テストカードが戦場に出るに際し、対戦相手１人を選ぶ。", "opponent"),
    ("As Test Card enters the battlefield, choose a basic land type.", "テストカードが戦場に出るに際し、基本土地タイプを１種選ぶ。", "basic_land_type"),
])
def test_choose_as_enters(en, ja, choice):
    ab = same(en, ja, "Test Card", "テストカード")[0]
    assert ab["kind"] == "replacement" and ab["effect"] == {"kind": "choose_as_enters", "choice": choice}


def test_of_the_chosen_type_is_kept():
    ab = same("Creatures you control of the chosen type get +1/+1.",
              "あなたがコントロールしているその選ばれたタイプのクリーチャーは+1/+1の修整を受ける。")[0]
    assert ab["effect"]["what"]["filter"]["chosen"] == "creature_type"


def test_kicked_condition_and_the_spell_as_damage_source():
    ab = same("Kicker {R}\nTarget player discards two cards. If this spell was kicked, it deals 3 damage to that player.",
              "キッカー(赤)\nプレイヤー１人を対象とする。そのプレイヤーはカード２枚を捨てる。"
              "この呪文がキッカーされていたなら、これはそのプレイヤーに３点のダメージを与える。",
              type_en="Sorcery", type_ja="ソーサリー")[1]
    step = ab["effect"]["steps"][1]
    assert step["cond"] == {"kind": "condition", "test": "kicked"}
    assert step["then"]["source"] == {"kind": "self"}
    ab = same("Kicker {2}{U}\nWhen Test Card enters the battlefield, if it was kicked, draw two cards.",
              "キッカー(２)(青)\nテストカードが戦場に出たとき、これがキッカーされていた場合、カード２枚を引く。",
              "Test Card", "テストカード")[1]
    assert ab["intervening_if"] == {"kind": "condition", "test": "kicked"}


def test_dig_and_exile_top_to_play():
    ab = same("Look at the top three cards of your library. Put one of them into your hand and the rest on the "
              "bottom of your library in any order.",
              "あなたのライブラリーの一番上からカード３枚を見る。そのうち１枚をあなたの手札に、残りをあなたのライブラリーの"
              "一番下に望む順番で置く。", type_en="Sorcery", type_ja="ソーサリー")[0]
    assert ab["effect"] == {"kind": "dig", "count": 3, "take": 1, "order": "any"}
    ab = same("Exile the top two cards of your library. Until the end of your next turn, you may play those cards.",
              "あなたのライブラリーの一番上からカード２枚を追放する。あなたの次のターンの終了時まで、"
              "あなたはそれらのカードをプレイしてもよい。", type_en="Sorcery", type_ja="ソーサリー")[0]
    assert ab["effect"] == {"kind": "exile_top", "count": 2, "play_until": "your_next_turn"}


def test_filter_with_counters():
    ab = same("Each creature you control with a +1/+1 counter on it has trample.",
              "あなたがコントロールしていて+1/+1カウンターが置かれている各クリーチャーはトランプルを持つ。")[0]
    assert ab["effect"]["what"]["filter"]["with_counters"] == ["+1/+1"]


def test_becomes_a_creature_and_still_a_land():
    ab = same("{1}: Test Card becomes a 1/1 Thopter artifact creature with flying until end of turn. It's still a land.",
              "(１)：ターン終了時まで、テストカードは飛行を持つ1/1の飛行機械・アーティファクト・クリーチャーになる。これは土地でもある。",
              "Test Card", "テストカード", "Land", "土地")[0]
    assert ab["effect"] == {"kind": "becomes", "what": {"kind": "self"}, "power": 1, "toughness": 1,
                            "types": ["artifact", "creature"], "subtypes": ["Thopter"], "keywords": ["flying"],
                            "duration": "until_end_of_turn", "still": True}


def test_fight_and_two_japanese_targets_in_order():
    ab = same("Target creature you control fights target creature you don't control.",
              "あなたがコントロールしているクリーチャー１体と、あなたがコントロールしていないクリーチャー１体を対象とする。"
              "その前者はその後者と格闘を行う。", type_en="Sorcery", type_ja="ソーサリー")[0]
    assert ab["effect"] == {"kind": "fight", "what": {"kind": "target_ref", "index": 0},
                            "other": {"kind": "target_ref", "index": 1}}
    assert ab["targets"][1]["filter"]["controller"] == "not_you"


@pytest.mark.parametrize("en, ja", [
    ("When you cast this spell, draw a card.", "あなたがこの呪文を唱えたとき、カード１枚を引く。"),
    ("Exile target creature you control, then return that card to the battlefield under your control.",
     "あなたがコントロールしているクリーチャー１体を対象とし、それを追放し、その後そのカードをあなたのコントロール下で戦場に戻す。"),
    ("Target blocking creature gets +3/+1 until end of turn.",
     "ブロック・クリーチャー１体を対象とする。ターン終了時まで、それは+3/+1の修整を受ける。"),
    ("Target attacking or blocking creature gets +2/+2 until end of turn.",
     "攻撃しているクリーチャー１体かブロック・クリーチャー１体を対象とする。ターン終了時まで、それは+2/+2の修整を受ける。"),
])
def test_more_japanese_forms(en, ja):
    same(en, ja, type_en="Instant", type_ja="インスタント")


def test_mana_of_any_one_color_keeps_the_amount():
    ab = same("{T}: Add two mana of any one color.", "(Ｔ)：好きな色１色のマナ２点を加える。", type_en="Land", type_ja="土地")[0]
    assert ab["effect"]["any_color"] == 2


def test_one_or_more_is_one_trigger_subject():
    ab = same("Whenever one or more creatures die, you gain 1 life.", "１体以上のクリーチャーが死亡するたび、あなたは１点のライフを得る。")[0]
    assert ab["event"]["what"] == {"kind": "one_or_more", "filter": {"kind": "filter", "types": ["creature"]}}


def test_a_card_named_this_card():
    ab = same("Search your library for a card named Test Card, reveal it, put it into your hand, then shuffle.",
              "あなたのライブラリーから《テストカード》という名前のカード１枚を探し、それを公開し、あなたの手札に加える。"
              "その後、ライブラリーを切り直す。", "Test Card", "テストカード", "Sorcery", "ソーサリー")[0]
    assert ab["effect"]["steps"][0]["filter"] == {"kind": "filter", "types": ["card"], "named_self": True}


def test_becomes_blocked_by():
    ab = same("Whenever Test Card becomes blocked by a creature, Test Card gets +1/+1 until end of turn.",
              "テストカードがクリーチャーによってブロックされた状態になるたび、ターン終了時まで、テストカードは+1/+1の修整を受ける。",
              "Test Card", "テストカード")[0]
    assert ab["event"] == {"kind": "becomes_blocked", "what": {"kind": "self"},
                           "by": {"kind": "filter", "types": ["creature"]}}


def test_two_targets_of_one_kind():
    ab = same("Destroy two target enchantments.", "エンチャント２つを対象とする。それらを破壊する。",
              type_en="Sorcery", type_ja="ソーサリー")[0]
    assert ab["targets"] == [{"kind": "target", "filter": {"kind": "filter", "types": ["enchantment"]}, "count": 2}]


def test_draw_trigger_in_both_word_orders():
    ab = same("Whenever an opponent draws a card, you gain 1 life.", "対戦相手１人がカード１枚を引くたび、あなたは１点のライフを得る。")[0]
    assert ab["event"] == {"kind": "draws", "player": {"kind": "filter", "types": ["opponent"]}}


def test_japanese_may_reads_any_effect_and_player_verbs_stay_the_players():
    """「…してもよい」「…いてもよい」: the lexer gives the verb's dictionary form and one MAY token,
    so any imperative can be optional; a player verb after 「そのプレイヤーは」 is that player's."""
    from oraclec.compiler.lex_ja import tokenize

    assert [str(t) for t in tokenize("それを追放してもよい。")][-3:] == ["する", "てもよい", "。"]
    assert [str(t) for t in tokenize("１点のライフを得てもよい。")][-3:] == ["得る", "てもよい", "。"]
    assert [t.type for t in tokenize("それを置いてもよい。")][-2] == "MAY"
    ab = trig("When Test Card enters the battlefield, you may exile target creature.",
              "テストカードが戦場に出たとき、クリーチャー１体を対象とする。あなたはそれを追放してもよい。")
    assert ab["optional"] is True and ab["effect"] == {"kind": "exile", "what": {"kind": "target_ref", "index": 0}}
    ab = trig("When Test Card dies, target player may draw a card.",
              "テストカードが死亡したとき、プレイヤー１人を対象とする。そのプレイヤーはカード１枚を引いてもよい。")
    assert ab["effect"]["kind"] == "may" and ab["effect"]["player"] == {"kind": "target_ref", "index": 0}
    assert ab["effect"]["effect"]["player"] == {"kind": "target_ref", "index": 0}


def test_transforms_into_this_face():
    ab = trig("When this creature transforms into Test Card, draw a card.",
              "このクリーチャーがテストカードに変身したとき、カード１枚を引く。")
    assert ab["event"] == {"kind": "transformed", "what": {"kind": "self"}}


def test_exile_self_cost_from_graveyard_is_not_exile_self():
    """"Exile ~ from your graveyard:" (the ability works in the graveyard) and "Exile ~:" (from the
    battlefield) are different costs, in both languages."""
    gy = same("{3}{B}, Exile Test Card from your graveyard: Draw a card.",
              "(３)(黒),あなたの墓地からテストカードを追放する：カード１枚を引く。", "Test Card", "テストカード")[0]
    bf = same("Exile Test Card: Draw a card.", "テストカードを追放する：カード１枚を引く。", "Test Card", "テストカード")[0]
    assert gy["cost"][1] == {"kind": "exile_cost", "what": {"kind": "self"}, "zone": "graveyard"}
    assert bf["cost"] == [{"kind": "exile_cost", "what": {"kind": "self"}}]


def test_japanese_union_shares_its_zone_and_head_noun():
    ab = trig("When Test Card enters the battlefield, return target artifact or creature card from your graveyard to your hand.",
              "テストカードが戦場に出たとき、あなたの墓地からアーティファクト・カード１枚かクリーチャー・カード１枚を対象とし、"
              "それをあなたの手札に戻す。")
    assert all(f["zone"] == "graveyard" for f in ab["targets"][0]["filter"]["filters"])
    ab = trig("When Test Card enters the battlefield, return target Vampire or Wizard creature card from your graveyard to the battlefield.",
              "テストカードが戦場に出たとき、あなたの墓地にある吸血鬼かウィザードであるクリーチャー・カード１枚を対象とし、"
              "それを戦場に戻す。")
    assert len(ab["targets"][0]["filter"]["filters"]) == 2


def test_renamed_creature_types_compile_to_todays_type():
    """English Oracle text from before a creature-type update (Viashino, Naga, Cephalid) and the
    Japanese type line that already has today's type (トカゲ, 蛇, タコ) compile to the same card."""
    en = compile_text("Viashino creatures you control get +1/+0.", "en", "x", "Creature — Viashino Warrior", "2/1")
    ja = compile_text("あなたがコントロールしているトカゲ・クリーチャーは+1/+0の修整を受ける。", "ja", "x",
                      "クリーチャー ― トカゲ・戦士", "2/1")
    assert ir.to_json(en.card) == ir.to_json(ja.card)
    assert en.card.subtypes == ("Lizard", "Warrior")
    assert [d["code"] for d in en.diagnostics] == ["old-subtype"]
    assert not ja.diagnostics
    for old, new in (("Naga", "Snake"), ("Cephalid", "Octopus")):
        assert compile_text("", "en", "x", f"Creature — {old}", "1/1").card.subtypes == (new,)
    assert compile_text("", "ja", "x", "クリーチャー ― タコ", "1/1").card.subtypes == ("Octopus",)


def test_unless_you_control_n_or_more_other():
    (ab,) = same("Test Card enters the battlefield tapped unless you control two or more other lands.",
                 "あなたがこれでない２つ以上の土地をコントロールしていないかぎり、テストカードはタップ状態で戦場に出る。",
                 "Test Card", "テストカード", "Land", "土地")
    assert ab["condition"]["cond"]["args"][0]["other"] is True


def test_sacrifice_one_of_several_kinds_each_with_its_count():
    (ab,) = same("At the beginning of each player's upkeep, that player sacrifices an artifact, creature, or land.",
                 "各プレイヤーのアップキープの開始時に、そのプレイヤーはアーティファクト１つかクリーチャー１体か土地１つを生け贄に捧げる。")
    assert [f["types"] for f in ab["effect"]["what"]["filter"]["filters"]] == [["artifact"], ["creature"], ["land"]]
    # 「他の」 before the first alternative is said of all of them, as "another" is in English
    ab = same("{T}, Sacrifice another Orc or Goblin: Other Orc creatures get +1/+1 until end of turn.",
              "(Ｔ),他のオーク１つかゴブリン１つを生け贄に捧げる：他のオーク・クリーチャーは、ターン終了時まで+1/+1の修整を受ける。")[0]
    assert all(f["other"] for f in ab["cost"][1]["what"]["filter"]["filters"])
    # the same words before 「を対象とする」 are still two targets' union
    ab = same("{T}: Test Card deals 1 damage to target player or planeswalker.",
              "(Ｔ)：プレイヤー１人かプレインズウォーカー１体を対象とする。テストカードはそれに１点のダメージを与える。",
              "Test Card", "テストカード")[0]
    assert ab["targets"][0]["filter"]["kind"] == "any_of"


def test_two_targets_two_pumps_one_duration():
    ab = same("Until end of turn, target creature gets +0/+2 and another target creature gets -2/-0.",
              "クリーチャー１体と、他のクリーチャー１体を対象とする。ターン終了時まで、その前者は+0/+2の修整を受け、その後者は-2/-0の修整を受ける。",
              type_en="Instant", type_ja="インスタント")[0]
    assert [(s["what"]["index"], s["power"], s["toughness"], s["duration"]) for s in ab["effect"]["steps"]] == [
        (0, 0, 2, "until_end_of_turn"), (1, -2, 0, "until_end_of_turn")]


def test_keyword_after_a_list_of_types_describes_the_creature_only():
    ab = same("Destroy target artifact, enchantment, or creature with flying.",
              "アーティファクト、エンチャント、または飛行を持つクリーチャーである１つを対象とする。それを破壊する。",
              type_en="Instant", type_ja="インスタント")[0]
    alts = {tuple(f["types"]): f.get("with_keywords") for f in ab["targets"][0]["filter"]["filters"]}
    assert alts == {("artifact",): None, ("enchantment",): None, ("creature",): ["flying"]}


def test_each_controllers_untap_step():
    (ab,) = same("Creatures with power 1 or less don't untap during their controllers' untap steps.",
                 "パワーが１以下のクリーチャーは、それぞれのコントローラーのアンタップ・ステップにアンタップしない。",
                 type_en="Enchantment", type_ja="エンチャント")
    assert ab["effect"]["action"] == "untap_during_untap_step"


def test_top_card_then_if_it_is_otherwise():
    (ab,) = same("Reveal the top card of your library. If it's a creature card, put it onto the battlefield. "
                 "Otherwise, put it into your graveyard.",
                 "あなたのライブラリーの一番上のカードを公開する。それがクリーチャー・カードであるなら、それを戦場に出す。"
                 "そうでないなら、それをあなたの墓地に置く。", type_en="Sorcery", type_ja="ソーサリー")
    look, branch = ab["effect"]["steps"]
    assert look == {"kind": "look_at_top", "count": 1, "reveal": True}
    assert branch["cond"]["args"][0] == {"kind": "found"}
    assert branch["then"]["what"] == branch["otherwise"]["what"] == {"kind": "found"}
    assert branch["otherwise"]["to"] == "graveyard"
    # after exiling the top card, "it" is that card too (it was ~ before)
    ab = abilities(compile_en("Exile the top card of your library. If it's a land card, put it onto the battlefield.",
                              type_line="Sorcery"))
    assert ab[0]["effect"]["steps"][1]["then"]["what"] == {"kind": "found"}


def test_otherwise_after_if_you_do_is_if_you_dont():
    ab = same("At the beginning of your upkeep, return another creature you control to its owner's hand. If you do, "
              "put a +1/+1 counter on Test Card. Otherwise, you may return Test Card to its owner's hand.",
              "あなたのアップキープの開始時に、あなたがコントロールしていてこれでないクリーチャー１体をオーナーの手札に戻す。"
              "そうしたなら、テストカードの上に+1/+1カウンター１個を置く。そうしないなら、あなたはテストカードをオーナーの手札に戻してもよい。",
              "Test Card", "テストカード")[0]
    assert ab["effect"]["steps"][1]["otherwise"]["kind"] == "may"
    # an "otherwise" with no "if" before it is not guessed at
    for c in (compile_en("Otherwise, draw a card.", type_line="Sorcery"),
              compile_ja("そうでないなら、カード１枚を引く。", type_line="ソーサリー")):
        assert c.status != "ok" and "'otherwise' with no 'if'" in c.unparsed[0].reason


def test_reveal_hand_choose_a_card_from_it():
    (ab,) = same("Target opponent reveals their hand. You choose a nonland card from it. That player discards that card.",
                 "対戦相手１人を対象とする。そのプレイヤーは自分の手札を公開する。あなたはその中から土地でないカード１枚を選ぶ。"
                 "そのプレイヤーはそのカードを捨てる。", type_en="Sorcery", type_ja="ソーサリー")
    reveal, choose, discard = ab["effect"]["steps"]
    assert reveal == {"kind": "reveal_hand", "player": {"kind": "target_ref", "index": 0}}
    assert choose["chooser"] == {"kind": "you"} and choose["player"] == reveal["player"]
    assert choose["what"]["filter"] == {"kind": "filter", "types": ["card"], "not_types": ["land"]}
    assert discard == {"kind": "discard", "player": reveal["player"], "amount": 1, "what": {"kind": "found"}}
    (ab,) = same("Target opponent reveals their hand. You choose a nonland card from it and exile that card.",
                 "対戦相手１人を対象とする。そのプレイヤーは自分の手札を公開する。あなたはその中から土地でないカード１枚を選び、"
                 "そのカードを追放する。", type_en="Sorcery", type_ja="ソーサリー")
    assert ab["effect"]["steps"][2] == {"kind": "exile", "what": {"kind": "found"}}


def test_compared_with_x_defined_after():
    ab = same("When Test Card enters the battlefield, counter target spell with mana value X or less, "
              "where X is the number of Faeries you control.",
              "テストカードが戦場に出たとき、マナ総量がＸ以下の呪文１つを対象とし、それを打ち消す。"
              "Ｘはあなたがコントロールするフェアリーの数に等しい。", "Test Card", "テストカード")[0]
    (cmp,) = ab["targets"][0]["filter"]["compare"]
    assert cmp["op"] == "le" and cmp["value"]["kind"] == "count"
    ab = same("Gain control of target creature with mana value X or less.",
              "マナ総量がＸ以下のクリーチャー１体を対象とする。それのコントロールを得る。", type_en="Sorcery", type_ja="ソーサリー")[0]
    assert ab["targets"][0]["filter"]["compare"][0]["value"] == {"kind": "x"}


def test_graveyard_conditions_delirium_and_counters():
    ab = same("Whenever Test Card attacks, if there are three or more creature cards in your graveyard, draw a card.",
              "テストカードが攻撃するたび、あなたの墓地に３枚以上のクリーチャー・カードがある場合、カード１枚を引く。",
              "Test Card", "テストカード")[0]
    assert ab["intervening_if"] == {"kind": "condition", "test": "count", "args": [
        {"kind": "filter", "types": ["card", "creature"], "zone": "graveyard", "zone_owner": "you"}, "ge", 3]}
    ab = same("Test Card gets +1/+0 as long as there are four or more card types among cards in your graveyard.",
              "あなたの墓地にあるカードの中に４種類以上のカード・タイプがあるかぎり、テストカードは+1/+0の修整を受ける。",
              "Test Card", "テストカード")[0]
    assert ab["condition"] == {"kind": "condition", "test": "card_types_in_graveyard", "args": ["you", "ge", 4]}
    # the other Japanese wording of delirium, and 「あなたの墓地にある」 still a filter's prefix
    assert abilities(compile_ja("あなたの墓地にあるカードにカード・タイプが合計４種類以上含まれるかぎり、"
                                "テストカードは+1/+0の修整を受ける。", "テストカード"))[0]["condition"] == ab["condition"]
    ab = same("At the beginning of the end step, if there are two or more ki counters on Test Card, you gain 2 life.",
              "終了ステップの開始時に、テストカードの上に気カウンターが２個以上置かれている場合、あなたは２点のライフを得る。",
              "Test Card", "テストカード")[0]
    assert ab["intervening_if"]["args"][0] == {"kind": "counters_on", "counter": "ki", "what": {"kind": "self"}}


def test_a_static_condition_on_a_spell_is_never_dropped():
    # "This spell has flash as long as …" works from the hand: a static ability with its condition
    ab = same("This spell has flash as long as you control a Merfolk.\nDraw a card.",
              "あなたがマーフォークをコントロールしているかぎり、この呪文は瞬速を持つ。\nカード１枚を引く。",
              type_en="Sorcery", type_ja="ソーサリー")[0]
    assert ab["kind"] == "static" and ab["condition"]["test"] == "you_control"
    # a one-shot effect under "as long as" is not guessed at (it compiled with the condition lost)
    c = compile_en("As long as you control an artifact, target creature gets +1/+0 until end of turn.",
                   type_line="Instant")
    assert c.status != "ok" and "one-shot" in c.unparsed[0].reason


def test_defending_player():
    ab = same("Whenever Test Card attacks, tap target creature defending player controls. Defending player loses 1 life.",
              "テストカードが攻撃するたび、防御プレイヤーがコントロールしているクリーチャー１体を対象とする。それをタップする。"
              "防御プレイヤーは１点のライフを失う。", "Test Card", "テストカード")[0]
    assert ab["targets"][0]["filter"]["controlled_by"] == {"kind": "defending_player"}
    assert ab["effect"]["steps"][1]["player"] == {"kind": "defending_player"}


def test_it_after_creating_a_token_is_the_token():
    ab = same("Create a 0/1 colorless Eldrazi Spawn creature token. It gains haste until end of turn.",
              "無色の0/1のエルドラージ・落とし子・クリーチャー・トークン１体を生成する。ターン終了時まで、それは速攻を得る。",
              type_en="Sorcery", type_ja="ソーサリー")[0]
    assert ab["effect"]["steps"][1]["what"] == {"kind": "found"}  # it was ~ (the sorcery) before
    # a target declared before the token is still "it" (「…を対象とする。…トークン１つを生成する。…それは…」)
    ab = same("Create a Treasure token. Until end of turn, up to one target creature gets +2/+2 for each Treasure you control.",
              "クリーチャー最大１体を対象とする。宝物・トークン１つを生成する。ターン終了時まで、それはあなたがコントロールしている"
              "宝物１つにつき+2/+2の修整を受ける。", type_en="Sorcery", type_ja="ソーサリー")[0]
    assert ab["effect"]["steps"][1]["what"] == {"kind": "target_ref", "index": 0}


def test_token_copies_and_that_token():
    ab = same("{1}{R}, {T}: Create a token that's a copy of another target creature you control. It gains haste. "
              "Sacrifice it at the beginning of the next end step.",
              "(１)(赤),(Ｔ)：あなたがコントロールしていてこれでないクリーチャー１体を対象とする。それのコピーであるトークン１体を生成する。"
              "そのトークンは速攻を得る。次の終了ステップの開始時に、そのトークンを生け贄に捧げる。")[0]
    create, haste, later = ab["effect"]["steps"]
    assert create == {"kind": "create_copy", "count": 1, "what": {"kind": "target_ref", "index": 0}}
    assert haste["what"] == later["effect"]["what"] == {"kind": "found"}  # the token, not the target


def test_up_to_x_targets_each_get_and_its_controller_creates():
    ab = same("Up to X target creatures each get +1/+1 until end of turn.",
              "クリーチャー最大Ｘ体を対象とする。ターン終了時まで、それらはそれぞれ+1/+1の修整を受ける。",
              type_en="Instant", type_ja="インスタント")[0]
    assert ab["targets"][0]["count"] == {"kind": "x"} and ab["targets"][0]["up_to"] is True
    ab = same("Destroy target creature. It can't be regenerated. Its controller creates a 1/1 white Spirit creature token "
              "with flying.", "クリーチャー１体を対象とする。それを破壊する。それは再生できない。それのコントローラーは飛行を持つ"
              "白の1/1のスピリット・クリーチャー・トークン１体を生成する。", type_en="Instant", type_ja="インスタント")[0]
    assert ab["effect"]["steps"][1]["controller"] == {"kind": "controller_of", "what": {"kind": "target_ref", "index": 0}}
    # 「あなたは…を生成する」 is the plain create
    ab = same("Whenever you cast a Spirit or Arcane spell, create a 3/3 white Spirit creature token with flying.",
              "あなたがスピリットか秘儀である呪文を唱えるたび、あなたは飛行を持つ白の3/3のスピリット・クリーチャー・トークン１体を生成する。")[0]
    assert "controller" not in ab["effect"]


def test_would_instead_replacements_and_unblocked_attackers():
    (ab,) = same("If Test Card would be put into a graveyard from anywhere, exile it instead.",
                 "テストカードがいずこかから墓地に置かれるなら、代わりにこれを追放する。", "Test Card", "テストカード")
    assert ab == {"kind": "replacement", "effect": {"kind": "would_instead", "event": {
        "kind": "zone_change", "what": {"kind": "self"}, "to_zone": "graveyard"},
        "effect": {"kind": "exile", "what": {"kind": "self"}}}}
    (ab,) = same("If a creature an opponent controls would die, exile it instead.",
                 "対戦相手がコントロールしているクリーチャーが死亡するなら、代わりにそれを追放する。")
    assert ab["effect"]["effect"]["what"] == {"kind": "trigger_object"}  # the creature, not ~
    assert ab["effect"]["event"]["what"] == {"kind": "filter", "types": ["creature"], "controller": "opponent"}
    (ab,) = same("Whenever Test Card attacks and isn't blocked, defending player discards a card.",
                 "テストカードが攻撃してブロックされないたび、防御プレイヤーはカード１枚を捨てる。", "Test Card", "テストカード")
    assert ab["event"] == {"kind": "attacks_unblocked", "what": {"kind": "self"}}


def test_each_opponents_upkeep_and_a_named_token_for_another_player():
    (ab,) = same("At the beginning of each opponent's upkeep, you gain 1 life.",
                 "各対戦相手のアップキープの開始時に、あなたは１点のライフを得る。")
    assert ab["event"] == {"kind": "step_begins", "step": "upkeep", "whose": "opponent"}
    ab = same("Counter target noncreature spell. Its controller creates two Treasure tokens.",
              "クリーチャーでない呪文１つを対象とする。それを打ち消す。それのコントローラーは宝物・トークン２つを生成する。",
              type_en="Instant", type_ja="インスタント")[0]
    assert ab["effect"]["steps"][1]["controller"]["kind"] == "controller_of"


def test_channel_is_an_ability_word_and_discarding_the_card_is_the_cost():
    (ab,) = same("Channel — {1}{G}, Discard Test Card: Target creature gets +2/+2 until end of turn.",
                 "魂力 ― (１)(緑),テストカードを捨てる：クリーチャー１体を対象とする。ターン終了時まで、それは+2/+2の修整を受ける。",
                 "Test Card", "テストカード")
    assert ab["cost"][1] == {"kind": "discard_cost", "what": {"kind": "self"}}


def test_if_you_cast_it():
    ab = same("When Test Card enters the battlefield, if you cast it from your hand, you gain 3 life.",
              "テストカードが戦場に出たとき、あなたがこれをあなたの手札から唱えていた場合、あなたは３点のライフを得る。",
              "Test Card", "テストカード")[0]
    assert ab["intervening_if"] == {"kind": "condition", "test": "cast_self", "args": ["hand"]}
    ab = same("When Test Card enters the battlefield, if you cast it, you gain 3 life.",
              "テストカードが戦場に出たとき、あなたがこれを唱えていた場合、あなたは３点のライフを得る。", "Test Card", "テストカード")[0]
    assert ab["intervening_if"] == {"kind": "condition", "test": "cast_self"}


def test_exile_until_this_leaves_the_battlefield():
    ab = same("When Test Card enters the battlefield, exile target creature an opponent controls until Test Card leaves "
              "the battlefield.", "テストカードが戦場に出たとき、対戦相手がコントロールしているクリーチャー１体を対象とする。"
              "テストカードが戦場を離れるまで、それを追放する。", "Test Card", "テストカード")[0]
    assert ab["effect"] == {"kind": "exile", "what": {"kind": "target_ref", "index": 0}, "until": "source_leaves"}


def test_tapped_tokens():
    (ab,) = same("Create a tapped Treasure token.", "タップ状態の宝物・トークン１つを生成する。",
                 type_en="Sorcery", type_ja="ソーサリー")
    assert ab["effect"]["tapped"] is True and ab["effect"]["subtypes"] == ["Treasure"]
    (ab,) = same("Create two tapped 1/1 white Soldier creature tokens.",
                 "タップ状態の白の1/1の兵士・クリーチャー・トークン２体を生成する。", type_en="Sorcery", type_ja="ソーサリー")
    assert ab["effect"]["tapped"] is True and ab["effect"]["count"] == 2


def test_discard_at_random():
    (ab,) = same("When Test Card dies, target opponent discards a card at random.",
                 "テストカードが死亡したとき、対戦相手１人を対象とする。そのプレイヤーはカード１枚を無作為に選んで捨てる。",
                 "Test Card", "テストカード")
    assert ab["effect"]["random"] is True
    (ab,) = same("{1}, Discard a card at random: Draw a card.", "(１),カード１枚を無作為に選んで捨てる：カード１枚を引く。")
    assert ab["cost"][1]["random"] is True


def test_nonbasic():
    ab = same("Destroy target nonbasic land.", "基本でない土地１つを対象とする。それを破壊する。",
              type_en="Sorcery", type_ja="ソーサリー")[0]
    assert ab["targets"][0]["filter"] == {"kind": "filter", "types": ["land"], "not_supertypes": ["basic"]}


def test_unless_a_player_does_something():
    (ab,) = same("When Test Card enters the battlefield, sacrifice it unless you discard two cards.",
                 "テストカードが戦場に出たとき、あなたがカード２枚を捨てないかぎり、これを生け贄に捧げる。", "Test Card", "テストカード")
    assert ab["effect"]["kind"] == "unless"
    assert ab["effect"]["cost"] == {"kind": "discard", "player": {"kind": "you"}, "amount": 2}
    (ab,) = same("At the beginning of your upkeep, tap Test Card unless you sacrifice another creature.",
                 "あなたのアップキープの開始時に、あなたが他のクリーチャー１体を生け贄に捧げないかぎり、テストカードをタップする。",
                 "Test Card", "テストカード")
    assert ab["effect"]["cost"]["kind"] == "sacrifice" and ab["effect"]["effect"]["kind"] == "tap"


def test_discarding_a_kind_of_card_keeps_the_kind():
    (ab,) = same("When Test Card enters the battlefield, exile it unless you discard a creature card.",
                 "テストカードが戦場に出たとき、あなたがクリーチャー・カード１枚を捨てないかぎり、これを追放する。",
                 "Test Card", "テストカード")
    assert ab["effect"]["cost"]["filter"] == {"kind": "filter", "types": ["card", "creature"]}


def test_enters_tapped_conditions_are_replacements_in_one_form():
    # "unless … two or fewer" and 「３つ以上…なら」 are the same condition, written one way
    (ab,) = same("Test Card enters the battlefield tapped unless you control two or fewer other lands.",
                 "あなたがこれでない３つ以上の土地をコントロールしているなら、テストカードはタップ状態で戦場に出る。",
                 "Test Card", "テストカード", "Land", "土地")
    assert ab["kind"] == "replacement"
    assert ab["condition"]["args"][1:] == ["ge", 3]
    ab = same("Kicker {4}\nIf Test Card was kicked, it enters the battlefield with three +1/+1 counters on it.",
              "キッカー(４)\nテストカードがキッカーされていたなら、これは+1/+1カウンター３個が置かれた状態で戦場に出る。",
              "Test Card", "テストカード")[1]
    assert ab["kind"] == "replacement" and ab["condition"] == {"kind": "condition", "test": "kicked"}


def test_and_or_between_card_types():
    ab = compile_en("Destroy up to two target artifacts and/or enchantments.", type_line="Sorcery")
    assert ab.status == "ok"
    assert [f["types"] for f in abilities(ab)[0]["targets"][0]["filter"]["filters"]] == [["artifact"], ["enchantment"]]


def test_draw_your_second_card_each_turn():
    (ab,) = same("Whenever you draw your second card each turn, you gain 1 life.",
                 "あなたが各ターンのあなたの２枚目のカードを引くたび、あなたは１点のライフを得る。")
    assert ab["event"] == {"kind": "draws", "player": {"kind": "you"}, "nth": 2}


def test_from_an_opponents_graveyard():
    ab = same("Put target creature card from an opponent's graveyard onto the battlefield under your control.",
              "対戦相手の墓地にあるクリーチャー・カード１枚を対象とする。それをあなたのコントロール下で戦場に出す。",
              type_en="Sorcery", type_ja="ソーサリー")[0]
    assert ab["targets"][0]["filter"]["zone_owner"] == "opponent"


def test_attacks_alone():
    (ab,) = same("Whenever a creature you control attacks alone, it gets +1/+1 until end of turn.",
                 "あなたがコントロールしているクリーチャーが単独で攻撃するたび、ターン終了時まで、それは+1/+1の修整を受ける。")
    assert ab["event"]["alone"] is True and ab["effect"]["what"] == {"kind": "trigger_object"}


def test_draw_a_card_for_each():
    (ab,) = same("Draw a card for each creature you control.",
                 "あなたがコントロールしているクリーチャー１体につき、カード１枚を引く。", type_en="Sorcery", type_ja="ソーサリー")
    assert ab["effect"]["amount"] == {"kind": "count", "filter": {"kind": "filter", "types": ["creature"], "controller": "you"}}


def test_activate_before_attackers():
    ab = same("{T}: Target creature gets +2/+2 until end of turn. Activate only during your turn, before attackers are declared.",
              "(Ｔ)：クリーチャー１体を対象とする。ターン終了時まで、それは+2/+2の修整を受ける。"
              "あなたのターンの間で、攻撃クリーチャーが指定される前にのみ起動できる。")[0]
    assert ab["restrictions"] == ["before_your_attackers"]


def test_japanese_tokens_created_tapped_after_the_object():
    (ab,) = same("Create a tapped Powerstone token.", "パワーストーン・トークン１つをタップ状態で生成する。",
                 type_en="Sorcery", type_ja="ソーサリー")
    assert ab["effect"]["tapped"] is True
    (ab,) = same("Create a tapped 2/2 black Zombie creature token.",
                 "黒の2/2のゾンビ・クリーチャー・トークン１体をタップ状態で生成する。", type_en="Sorcery", type_ja="ソーサリー")
    assert ab["effect"]["tapped"] is True


def test_main_phases_mill_hand_size_and_x_targets():
    (ab,) = same("At the beginning of your postcombat main phase, you gain 1 life.",
                 "あなたの第２メイン・フェイズの開始時に、あなたは１点のライフを得る。")
    assert ab["event"]["step"] == "postcombat_main"
    (ab,) = same("When Test Card enters the battlefield, mill three cards.",
                 "テストカードが戦場に出たとき、カード３枚を切削する。", "Test Card", "テストカード")
    assert ab["effect"] == {"kind": "mill", "player": {"kind": "you"}, "amount": 3}
    (ab,) = same("Test Card gets +2/+1 as long as you have seven or more cards in hand.",
                 "あなたの手札にカードが７枚以上あるかぎり、テストカードは+2/+1の修整を受ける。", "Test Card", "テストカード")
    assert ab["condition"] == {"kind": "condition", "test": "hand_size", "args": ["you", "ge", 7]}
    (ab,) = same("Return X target creatures to their owners' hands.", "クリーチャーＸ体を対象とし、それらをオーナーの手札に戻す。",
                 type_en="Sorcery", type_ja="ソーサリー")
    assert ab["targets"][0]["count"] == {"kind": "x"}


def test_discard_and_scry_triggers_and_each_combat():
    (ab,) = same("Whenever you discard a card, you gain 1 life.", "あなたがカード１枚を捨てるたび、あなたは１点のライフを得る。")
    assert ab["event"] == {"kind": "discards", "player": {"kind": "you"}}
    (ab,) = same("Whenever you discard a creature card, you gain 1 life.",
                 "あなたがクリーチャー・カード１枚を捨てるたび、あなたは１点のライフを得る。")
    assert ab["event"]["filter"] == {"kind": "filter", "types": ["card", "creature"]}
    (ab,) = same("Whenever you scry, you gain 1 life.", "あなたが占術を行うたび、あなたは１点のライフを得る。")
    assert ab["event"] == {"kind": "scried", "player": {"kind": "you"}}
    (ab,) = same("At the beginning of each combat, you gain 1 life.", "各戦闘の開始時に、あなたは１点のライフを得る。")
    assert ab["event"] == {"kind": "step_begins", "step": "combat"}


def test_adamant_mana_spent():
    (ab,) = same("If at least three white mana was spent to cast this spell, Test Card enters the battlefield with a "
                 "+1/+1 counter on it.", "この呪文を唱えるために白マナが３点以上支払われていたなら、テストカードは+1/+1カウンター１個が"
                 "置かれた状態で戦場に出る。", "Test Card", "テストカード")
    assert ab["kind"] == "replacement"
    assert ab["condition"] == {"kind": "condition", "test": "mana_spent", "args": ["white", "ge", 3]}


def test_up_to_n_chosen_objects():
    (ab,) = same("Return up to two creature cards from your graveyard to your hand.",
                 "あなたの墓地からクリーチャー・カード最大２枚をあなたの手札に戻す。", type_en="Sorcery", type_ja="ソーサリー")
    assert ab["effect"]["what"]["up_to"] is True and ab["effect"]["what"]["count"] == 2


def test_this_vehicle_and_this_saga_are_self():
    (ab,) = same("When this Vehicle enters, you gain 1 life.", "この機体が戦場に出たとき、あなたは１点のライフを得る。",
                 type_en="Artifact — Vehicle", type_ja="アーティファクト ― 機体")
    assert ab["event"]["what"] == {"kind": "self"}


def test_as_long_as_it_is_untapped():
    (ab,) = same("As long as Test Card is untapped, it gets +0/+2.",
                 "テストカードがアンタップ状態であるかぎり、それは+0/+2の修整を受ける。", "Test Card", "テストカード")
    assert ab["condition"]["args"] == [{"kind": "self"}, {"kind": "filter", "states": ["untapped"]}]


def test_more_keywords():
    for en, ja, name in (("Choose a Background", "背景選択", "choose a background"), ("Job select", "ジョブ選択", "job select")):
        (ab,) = same(en, ja)
        assert ab == {"kind": "keyword", "keyword": name, "args": []}
    (ab,) = same("Level up {3}{R}", "Ｌｖアップ(３)(赤)")
    assert ab["keyword"] == "level up" and ab["args"] == [{"kind": "mana_cost", "symbols": ["3", "R"]}]


def test_look_at_the_top_card_any_time():
    (ab,) = same("You may look at the top card of your library any time.",
                 "あなたはいつでもあなたのライブラリーの一番上のカードを見てよい。")
    assert ab == {"kind": "static", "effect": {"kind": "look_at_top_any_time", "player": {"kind": "you"}}}


def test_alternative_costs():
    (ab,) = same("You may pay {5} rather than pay this spell's mana cost.",
                 "あなたは、この呪文のマナ・コストを支払うのではなく、(５)を支払ってもよい。", type_en="Instant", type_ja="インスタント")
    assert ab == {"kind": "static", "effect": {"kind": "alternative_cost", "cost": [{"kind": "mana_cost", "symbols": ["5"]}]}}
    (ab,) = same("If you control a Plains, you may tap an untapped creature you control rather than pay this spell's mana cost.",
                 "あなたが平地をコントロールしているなら、あなたは、この呪文のマナ・コストを支払うのではなく、あなたがコントロールしていて"
                 "アンタップ状態のクリーチャー１体をタップしてもよい。", type_en="Instant", type_ja="インスタント")
    assert ab["effect"]["condition"]["test"] == "you_control"
    assert ab["effect"]["cost"][0]["kind"] == "tap_other_cost"
    # every other "you may" is still a choice on resolution
    assert abilities(compile_en("You may draw a card.", type_line="Sorcery"))[0]["effect"]["kind"] == "may"


def test_discard_your_hand_and_a_return_cost():
    (ab,) = same("Discard your hand, then draw three cards.", "あなたの手札を捨てる。その後、カード３枚を引く。",
                 type_en="Sorcery", type_ja="ソーサリー")
    assert ab["effect"]["steps"][0] == {"kind": "discard", "player": {"kind": "you"}, "amount": "hand"}
    (ab,) = same("{2}, Return a land you control to its owner's hand: Draw a card.",
                 "(２),あなたがコントロールしている土地１つをオーナーの手札に戻す：カード１枚を引く。")
    assert ab["cost"][1] == {"kind": "return_cost", "what": {"kind": "chosen", "filter": {
        "kind": "filter", "types": ["land"], "controller": "you"}}}


def test_you_may_pay_life():
    (ab,) = same("At the beginning of your upkeep, you may pay 2 life. If you do, draw a card.",
                 "あなたのアップキープの開始時に、あなたは２点のライフを支払ってもよい。そうしたなら、カード１枚を引く。")
    assert ab["effect"]["steps"][0]["effect"] == {"kind": "pay", "player": {"kind": "you"},
                                                  "cost": {"kind": "pay_life_cost", "amount": 2}}


def test_multicolored():
    (ab,) = same("Whenever you cast a multicolored spell, you gain 1 life.", "あなたが多色の呪文を唱えるたび、あなたは１点のライフを得る。")
    assert ab["event"]["filter"] == {"kind": "filter", "types": ["spell"], "multicolored": True}


def test_it_after_a_condition_about_the_enchanted_permanent():
    (ab,) = same("As long as enchanted permanent is a creature, it gets +2/+1.",
                 "エンチャントしているパーマネントがクリーチャーであるかぎり、それは+2/+1の修整を受ける。",
                 type_en="Enchantment — Aura", type_ja="エンチャント ― オーラ")
    assert ab["condition"]["args"][0] == {"kind": "enchanted"} and ab["effect"]["what"] == {"kind": "enchanted"}
    ab = same("Enchant creature\nAt the beginning of each upkeep, if enchanted creature is untapped, tap it.",
              "エンチャント（クリーチャー）\n各アップキープの開始時に、エンチャントしているクリーチャーがアンタップ状態である場合、"
              "それをタップする。", type_en="Enchantment — Aura", type_ja="エンチャント ― オーラ")[1]
    assert ab["effect"]["what"] == {"kind": "enchanted"}  # Narcolepsy: it tapped itself before


def test_another_player_controls_conditions():
    (ab,) = same("Test Card can't attack unless defending player controls an Island.",
                 "防御プレイヤーが島をコントロールしていないかぎり、テストカードは攻撃できない。", "Test Card", "テストカード")
    assert ab["condition"] == {"kind": "not", "cond": {"kind": "condition", "test": "player_controls", "args": [
        {"kind": "defending_player"}, {"kind": "filter", "subtypes": ["Island"]}]}}
    (ab,) = same("As long as an opponent controls a green permanent, Test Card gets +1/+1.",
                 "対戦相手１人が緑のパーマネントをコントロールしているかぎり、テストカードは+1/+1の修整を受ける。",
                 "Test Card", "テストカード")
    assert ab["condition"]["test"] == "player_controls"


def test_attack_with_n_or_more_creatures():
    (ab,) = same("Whenever you attack with three or more creatures, you gain 1 life.",
                 "あなたが３体以上のクリーチャーで攻撃するたび、あなたは１点のライフを得る。")
    assert ab["event"] == {"kind": "attacks_with", "player": {"kind": "you"}, "count": 3}
    # "Whenever you attack," is still its own event
    assert abilities(compile_en("Whenever you attack, you gain 1 life."))[0]["event"]["kind"] == "attacks"


def test_a_colored_symbol_spent_to_cast_this_spell():
    ab = same("Draw a card. If {W} was spent to cast this spell, you gain 2 life.",
              "カード１枚を引く。この呪文を唱えるために(白)が支払われていたなら、あなたは２点のライフを得る。",
              type_en="Instant", type_ja="インスタント")[0]
    assert ab["effect"]["steps"][1]["cond"] == {"kind": "condition", "test": "mana_spent", "args": ["white", "ge", 1]}


def test_historic():
    (ab,) = same("Whenever you cast a historic spell, scry 1.", "あなたが歴史的な呪文を唱えるたび、占術１を行う。")
    assert ab["event"]["filter"] == {"kind": "filter", "types": ["spell"], "historic": True}


def test_deals_damage_to_anything():
    (ab,) = same("Whenever enchanted creature deals damage, you gain 1 life.",
                 "エンチャントしているクリーチャーがダメージを与えるたび、あなたは１点のライフを得る。")
    assert ab["event"] == {"kind": "damage_dealt", "source": {"kind": "enchanted"}, "to": None}


def test_cast_from_a_graveyard():
    ab = same("Draw a card. If this spell was cast from a graveyard, you gain 2 life.",
              "カード１枚を引く。この呪文が墓地から唱えられたなら、あなたは２点のライフを得る。",
              type_en="Sorcery", type_ja="ソーサリー")[0]
    assert ab["effect"]["steps"][1]["cond"] == {"kind": "condition", "test": "cast_self", "args": ["graveyard"]}


def test_an_ability_word_line_that_says_instead_joins_the_line_before():
    ab = same("Test Card deals 3 damage to any target.\nMorbid — Test Card deals 5 damage instead if a creature died this turn.",
              "１つを対象とする。テストカードはそれに３点のダメージを与える。\n"
              "陰鬱 ― このターンにクリーチャーが死亡していたなら、代わりにテストカードは５点のダメージを与える。",
              "Test Card", "テストカード", "Instant", "インスタント")
    assert len(ab) == 1 and ab[0]["effect"]["kind"] == "instead_if"
    assert ab[0]["effect"]["replacement"]["amount"] == 5
    # a replacement effect on a line of its own stays its own ability
    ab = same("When Test Card enters the battlefield, you gain 1 life.\nIf Test Card would die, exile it instead.",
              "テストカードが戦場に出たとき、あなたは１点のライフを得る。\nテストカードが死亡するなら、代わりにこれを追放する。",
              "Test Card", "テストカード")
    assert [a["kind"] for a in ab] == ["triggered", "replacement"]


def test_instead_with_a_comma_after_kawarini():
    ab = same("Creatures you control get +1/+1 until end of turn. If this spell was kicked, creatures you control "
              "get +2/+1 until end of turn instead.",
              "ターン終了時まで、あなたがコントロールしているクリーチャーは+1/+1の修整を受ける。この呪文がキッカーされていたなら、"
              "代わりに、ターン終了時まで、あなたがコントロールしているクリーチャーは+2/+1の修整を受ける。",
              type_en="Instant", type_ja="インスタント")[0]
    assert ab["effect"]["kind"] == "instead_if"


def test_japanese_n_or_more_after_wo_and_you_before_a_target():
    ab = same("If you control two or more black permanents, draw a card.",
              "あなたが黒のパーマネントを２つ以上コントロールしているなら、カード１枚を引く。",
              type_en="Sorcery", type_ja="ソーサリー")[0]
    assert ab["effect"]["cond"]["args"][1:] == ["ge", 2]
    ab = same("Return target creature card from your graveyard to your hand.",
              "あなたはあなたの墓地にあるクリーチャー・カード１枚を対象とし、それをあなたの手札に戻す。",
              type_en="Sorcery", type_ja="ソーサリー")[0]
    assert ab["targets"][0]["filter"]["zone"] == "graveyard"


def test_one_of_several_kinds_as_a_trigger_subject():
    (ab,) = same("Whenever a Samurai or Warrior you control attacks alone, you gain 1 life.",
                 "あなたがコントロールしている侍や戦士のうち１体が単独で攻撃するたび、あなたは１点のライフを得る。")
    assert ab["event"]["what"]["kind"] == "any_of" and ab["event"]["alone"] is True


def test_permissions_to_cast():
    (ab,) = same("You may cast Spirit spells as though they had flash.",
                 "あなたはスピリット・呪文を、それが瞬速を持っているかのように唱えてもよい。")
    assert ab == {"kind": "static", "effect": {"kind": "may_cast", "player": {"kind": "you"}, "flash": True,
                                               "what": {"kind": "filter", "subtypes": ["Spirit"], "types": ["spell"]}}}
    (ab,) = same("You may cast Goblin spells from the top of your library.",
                 "あなたはあなたのライブラリーの一番上からゴブリン・呪文を唱えてもよい。")
    assert ab["effect"]["zone"] == "library_top" and ab["effect"]["what"]["subtypes"] == ["Goblin"]
    # the zone a filter names ("spells from your graveyard") is where the permission casts from
    (ab,) = same("You may cast Testcard from your graveyard.", "あなたはあなたの墓地からテストカードを唱えてもよい。",
                 name_en="Testcard", name_ja="テストカード")
    assert ab["effect"] == {"kind": "may_cast", "player": {"kind": "you"}, "what": {"kind": "self"},
                            "zone": "graveyard", "zone_owner": "you"}
    (ab,) = same("You may cast a spell with mana value 4 or less from your hand without paying its mana cost.",
                 "あなたは、あなたの手札からマナ総量が４以下の呪文１つを、マナ・コストを支払うことなく唱えてもよい。",
                 type_en="Sorcery", type_ja="ソーサリー")
    assert ab["effect"]["free"] and ab["effect"]["zone"] == "hand" and "zone" not in ab["effect"]["what"]["filter"]
    (ab,) = same("{T}: You may cast creature spells this turn as though they had flash.",
                 "(Ｔ)：このターン、あなたはクリーチャー・呪文を、それが瞬速を持つかのように唱えてもよい。")
    assert ab["effect"]["duration"] == "this_turn" and ab["effect"]["flash"]


def test_cast_from_among_the_cards_looked_at():
    (ab,) = same("Look at the top six cards of your library. You may cast a spell from among them without paying "
                 "its mana cost. Put the rest on the bottom of your library in a random order.",
                 "あなたのライブラリーの一番上からカード６枚を見る。あなたはその中から呪文１つを、マナ・コストを支払うことなく"
                 "唱えてもよい。残りをあなたのライブラリーの一番下に無作為の順番で置く。", type_en="Sorcery", type_ja="ソーサリー")
    assert ab["effect"] == {"kind": "dig", "count": 6, "take": 1, "to": "cast", "free": True, "optional": True,
                            "order": "random", "filter": {"kind": "filter", "types": ["spell"]}}


def test_enters_with_counters_for_each():
    (ab,) = same("Testcard enters the battlefield with a +1/+1 counter on it for each Zombie card in your graveyard.",
                 "テストカードは、あなたの墓地にあるゾンビ・カード１枚につき+1/+1カウンター１個が置かれた状態で戦場に出る。",
                 name_en="Testcard", name_ja="テストカード")
    assert ab == {"kind": "replacement", "effect": {
        "kind": "enters_with_counters", "what": {"kind": "self"}, "counter": "+1/+1",
        "amount": {"kind": "count", "filter": {"kind": "filter", "types": ["card"], "subtypes": ["Zombie"],
                                               "zone": "graveyard", "zone_owner": "you"}}}}
    # two for each: two × the count
    e = compile_en("Testcard enters with two +1/+1 counters on it for each other creature you control.", name="Testcard")
    assert abilities(e)[0]["effect"]["amount"]["kind"] == "times" and abilities(e)[0]["effect"]["amount"]["factor"] == 2


def test_clone_enters_as_a_copy():
    (ab,) = same("You may have Testcard enter the battlefield as a copy of any creature on the battlefield.",
                 "あなたはテストカードを、戦場にあるクリーチャー１体のコピーとして戦場に出してもよい。",
                 name_en="Testcard", name_ja="テストカード")
    assert ab == {"kind": "replacement", "effect": {"kind": "enters_as_copy", "what": {"kind": "self"}, "optional": True,
                                                    "of": {"kind": "filter", "types": ["creature"]}}}
    (ab,) = same("You may have Testcard enter the battlefield as a copy of any land on the battlefield, except it's an "
                 "enchantment in addition to its other types.",
                 "あなたはテストカードを、これが他のタイプに加えてエンチャントであることを除き、戦場にある土地１つのコピーとして戦場に出してもよい。",
                 name_en="Testcard", name_ja="テストカード")
    assert ab["effect"]["add_types"] == ["enchantment"] and ab["effect"]["of"]["types"] == ["land"]
    (ab,) = same("You may have Testcard enter the battlefield as a copy of any creature on the battlefield, except it has haste.",
                 "あなたはテストカードを、これが速攻を持つことを除き、戦場に出ているいずれかのクリーチャーのコピーとして戦場に出してもよい。",
                 name_en="Testcard", name_ja="テストカード")
    assert ab["effect"]["add_keywords"] == [{"kind": "keyword", "keyword": "haste", "args": []}]


def test_enters_tapped_unless_a_price_is_paid():
    (ab,) = same("As Testcard enters the battlefield, you may pay 2 life. If you don't, it enters the battlefield tapped.",
                 "テストカードが戦場に出るに際し、あなたは２点のライフを支払ってもよい。そうしないなら、テストカードはタップ状態で戦場に出る。",
                 name_en="Testcard", name_ja="テストカード", type_en="Land", type_ja="土地")
    assert ab == {"kind": "replacement", "effect": {"kind": "enters_tapped", "what": {"kind": "self"},
                                                    "unless": {"kind": "pay_life_cost", "amount": 2}}}
    (ab,) = same("As Testcard enters the battlefield, you may reveal an Island or Swamp card from your hand. If you don't, "
                 "Testcard enters the battlefield tapped.",
                 "テストカードが戦場に出るに際し、あなたはあなたの手札から島・カード１枚か沼・カード１枚を公開してもよい。"
                 "そうしないなら、テストカードはタップ状態で戦場に出る。",
                 name_en="Testcard", name_ja="テストカード", type_en="Land", type_ja="土地")
    assert ab["effect"]["unless"] == {"kind": "reveal_cost", "what": {"kind": "any_of", "filters": [
        {"kind": "filter", "types": ["card"], "subtypes": ["Island"]}, {"kind": "filter", "types": ["card"], "subtypes": ["Swamp"]}]}}


def test_reveal_until_a_card_of_a_kind():
    (ab,) = same("Reveal cards from the top of your library until you reveal an artifact card. Put that card onto the "
                 "battlefield and the rest on the bottom of your library in a random order.",
                 "アーティファクト・カードが公開されるまで、あなたのライブラリーの一番上から１枚ずつ公開する。そのカードを戦場に出し、"
                 "残りをあなたのライブラリーの一番下に無作為の順番で置く。", type_en="Sorcery", type_ja="ソーサリー")
    assert ab["effect"] == {"kind": "reveal_until", "filter": {"kind": "filter", "types": ["artifact", "card"]},
                            "to": "battlefield", "order": "random"}
    (ab,) = same("Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand "
                 "and the rest into your graveyard.",
                 "クリーチャー・カードが公開されるまで、あなたのライブラリーの一番上から１枚ずつ公開する。そのカードをあなたの手札に加え、"
                 "残りをあなたの墓地に置く。", type_en="Sorcery", type_ja="ソーサリー")
    assert ab["effect"]["to"] == "hand" and ab["effect"]["rest"] == "graveyard"
    # revealed with nothing said about where they go: not a guess
    e = compile_en("Reveal cards from the top of your library until you reveal a creature card.", type_line="Sorcery")
    assert e.status != "ok"


def test_cast_this_spell_only():
    (ab,) = same("Cast this spell only during combat after blockers are declared.",
                 "この呪文は、戦闘中でブロック・クリーチャーが指定された後にのみ唱えられる。", type_en="Instant", type_ja="インスタント")
    assert ab == {"kind": "static", "effect": {"kind": "cast_only", "restrictions": ["combat_after_blockers"]}}
    (ab,) = same("Cast this spell only during the declare blockers step.",
                 "この呪文はブロック・クリーチャー指定ステップの間にのみ唱えられる。", type_en="Instant", type_ja="インスタント")
    assert ab["effect"]["restrictions"] == ["declare_blockers_step"]
    (ab,) = same("Cast this spell only if you control a snow land.",
                 "この呪文は、あなたが氷雪土地をコントロールしているときにのみ唱えられる。", type_en="Instant", type_ja="インスタント")
    assert ab["effect"]["restrictions"][0]["test"] == "you_control"


def test_max_speed_ability():
    (ab,) = same("Max speed — {T}: Add {R}{R}.", "最高速度 ― (Ｔ)：(赤)(赤)を加える。")
    assert ab["kind"] == "static" and ab["condition"] == {"kind": "condition", "test": "max_speed"}
    assert ab["effect"]["kind"] == "grant" and ab["effect"]["what"] == {"kind": "self"}
    assert ab["effect"]["keywords"][0]["kind"] == "activated"
    (ab,) = same("Max speed — This creature has deathtouch and haste.", "最高速度 ― このクリーチャーは接死と速攻を持つ。")
    assert [k["keyword"] for k in ab["effect"]["keywords"]] == ["deathtouch", "haste"]


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


def test_station_band_and_exhaust():
    e = compile_text("Station\nSTATION 8+\nFlying, trample\n5/4", "en", "", "Artifact — Spacecraft", None)
    j = compile_text("配備\n8+｜飛行、トランプル\n5/4", "ja", "", "アーティファクト ― 宇宙船", None)
    assert e.status == j.status == "ok" and ir.dumps(e.card) == ir.dumps(j.card)
    assert abilities(e)[1]["counter"] == "charge" and abilities(e)[1]["power"] == 5
    (ab,) = same("Exhaust — {2}: Put two +1/+1 counters on this creature.",
                 "消尽 ― (２)：このクリーチャーの上に+1/+1カウンター２個を置く。")
    assert ab["kind"] == "activated" and ab["restrictions"] == ["exhaust"]


def test_prototype_in_its_two_printed_forms():
    e = compile_text("Prototype {1}{U}{U} — 2/1\nFlying", "en", "", "Artifact Creature — Wizard", "4/3")
    j = compile_text("飛行\n//\n(１)(青)(青)\n試作\n2/1", "ja", "", "アーティファクト・クリーチャー ― ウィザード", "4/3")
    assert e.status == j.status == "ok" and ir.dumps(e.card) == ir.dumps(j.card)
    assert {"kind": "keyword", "keyword": "prototype", "args": [{"kind": "mana_cost", "symbols": ["1", "U", "U"]}, 2, 1]} in abilities(e)


def test_emblems_and_unbracketed_loyalty_costs():
    (ab,) = same('[−7]: You get an emblem with "Whenever an artifact you control enters, this emblem deals 3 damage to any target."',
                 "[-7]：あなたは「あなたがコントロールしているアーティファクト１つが戦場に出るたび、１つを対象とする。"
                 "この紋章はそれに３点のダメージを与える。」の紋章を得る。",
                 type_en="Legendary Planeswalker — Ajani", type_ja="伝説のプレインズウォーカー ― アジャニ")
    emblem = ab["effect"]
    assert emblem["kind"] == "get_emblem" and emblem["player"] == {"kind": "you"}
    assert emblem["abilities"][0]["effect"]["source"] == {"kind": "self"}  # "this emblem"
    plain = compile_en("-7: Draw seven cards.", type_line="Legendary Planeswalker — Ajani")
    bracketed = compile_en("[−7]: Draw seven cards.", type_line="Legendary Planeswalker — Ajani")
    assert plain.status == "ok" and ir.dumps(plain.card) == ir.dumps(bracketed.card)


def test_an_opponent_has_conditions():
    for en, ja, cond in (
        ("Testcard has haste as long as an opponent has 10 or less life.",
         "対戦相手１人のライフが１０点以下であるかぎり、テストカードは速攻を持つ。", ["life", ["opponent", "le", 10]]),
        ("As long as an opponent has three or more poison counters, Testcard has double strike.",
         "対戦相手１人が３個以上の毒カウンターを持っているかぎり、テストカードは二段攻撃を持つ。",
         ["player_counters", ["opponent", "poison", "ge", 3]]),
        ("As long as an opponent has eight or more cards in their graveyard, Testcard gets +1/+1.",
         "対戦相手１人の墓地に８枚以上のカードがあるかぎり、テストカードは+1/+1の修整を受ける。",
         ["graveyard_size", ["opponent", "ge", 8]])):
        (ab,) = same(en, ja, name_en="Testcard", name_ja="テストカード")
        assert [ab["condition"]["test"], ab["condition"]["args"]] == cond
    # a cost change under a condition is the spell's static ability, not a step of its resolution
    (ab,) = same("If an opponent has no cards in hand, this spell costs {6} less to cast.",
                 "対戦相手１人の手札にカードが１枚も無い場合、この呪文を唱えるためのコストは(６)少なくなる。",
                 type_en="Sorcery", type_ja="ソーサリー")
    assert ab["kind"] == "static" and ab["effect"]["kind"] == "cost_change"
    assert ab["condition"] == {"kind": "condition", "test": "hand_size", "args": ["opponent", "eq", 0]}


def test_put_on_the_top_or_bottom_of_a_library():
    (ab,) = same("{2}, {T}: Put target card from a graveyard on the bottom of its owner's library.",
                 "(２),(Ｔ)：墓地にあるカード１枚を対象とする。それをオーナーのライブラリーの一番下に置く。")
    assert ab["effect"] == {"kind": "move", "what": {"kind": "target_ref", "index": 0}, "to": "library", "position": "bottom"}
    (ab,) = same("When Testcard enters the battlefield, you may search your library for a Goblin card, reveal it, then "
                 "shuffle and put that card on top.",
                 "テストカードが戦場に出たとき、あなたは「あなたのライブラリーからゴブリン・カード１枚を探し、それを公開し、"
                 "その後ライブラリーを切り直し、そのカードを一番上に置く。」を選んでもよい。", name_en="Testcard", name_ja="テストカード")
    assert [s["kind"] for s in ab["effect"]["steps"]] == ["search", "reveal", "shuffle", "move"]
    assert ab["effect"]["steps"][-1] == {"kind": "move", "what": {"kind": "found"}, "to": "library", "position": "top"}


def test_cant_be_blocked_except_by():
    """English says who may block; Japanese says who may not: one filter (the complement)."""
    for en, ja in (("Testcard can't be blocked except by black creatures.", "テストカードは黒でないクリーチャーによってはブロックされない。"),
                   ("Testcard can't be blocked except by Walls.", "テストカードは壁でないクリーチャーによってはブロックされない。"),
                   ("Testcard can't be blocked except by creatures with flying.",
                    "テストカードは飛行を持たないクリーチャーによってはブロックされない。")):
        (ab,) = same(en, ja, name_en="Testcard", name_ja="テストカード")
        assert ab["effect"]["action"] == "be_blocked" and ab["effect"]["by"]["types"] == ["creature"]


def test_attach_and_magecraft():
    (ab,) = same("When Testcard enters the battlefield, attach it to target creature you control.",
                 "テストカードが戦場に出たとき、あなたがコントロールしているクリーチャー１体を対象とする。これをそれにつける。",
                 name_en="Testcard", name_ja="テストカード", type_en="Artifact — Equipment", type_ja="アーティファクト ― 装備品")
    assert ab["effect"] == {"kind": "attach", "what": {"kind": "self"}, "to": {"kind": "target_ref", "index": 0}}
    (ab,) = same("Whenever you cast or copy an instant or sorcery spell, draw a card.",
                 "あなたがインスタントかソーサリーである呪文を唱えるかコピーするたび、カード１枚を引く。")
    assert ab["event"]["kind"] == "cast" and ab["event"]["or_copy"] is True


def test_an_instead_sentence_joins_the_line_above_only_when_it_begins_its_line():
    """「…を受ける。それが戦士であるなら、代わりに…」 is one line of its own (Relic Axe), not a
    modifier of the line above."""
    j = compile_ja("~が戦場に出たとき、あなたがコントロールしているクリーチャー１体を対象とする。これをそれにつける。\n"
                   "装備しているクリーチャーは+1/+1の修整を受ける。それが戦士であるなら、代わりにそれは+2/+1の修整を受ける。",
                   type_line="アーティファクト ― 装備品")
    assert len(j.lines) == 2


def test_x_mana_of_one_color_and_partner_with():
    (ab,) = same("{T}: Add X mana of any one color, where X is the number of creatures you control.",
                 "(Ｔ)：好きな色１色のマナＸ点を加える。Ｘはあなたがコントロールしているクリーチャーの数に等しい。")
    assert ab["effect"] == {"kind": "add_mana", "any_color": {"kind": "count", "filter": {
        "kind": "filter", "types": ["creature"], "controller": "you"}}}
    from oraclec.compiler import names
    names.learn("吹鳴する徴募兵", "Blaring Recruiter")
    (ab,) = same("Partner with Blaring Recruiter", "《吹鳴する徴募兵》との共闘")
    assert ab == {"kind": "keyword", "keyword": "partner", "args": ["Blaring Recruiter"]}


def test_monstrosity_proliferate_and_triggers_once_each_turn():
    (ab,) = same("{5}{B}{G}: Monstrosity 4.", "(５)(黒)(緑)：怪物化４を行う。")
    assert ab["effect"] == {"kind": "monstrosity", "amount": 4}
    (ab,) = same("When Testcard becomes monstrous, destroy target permanent.",
                 "テストカードが怪物的になったとき、パーマネント１つを対象とする。それを破壊する。", name_en="Testcard", name_ja="テストカード")
    assert ab["event"] == {"kind": "becomes_monstrous", "what": {"kind": "self"}}
    (ab,) = same("Destroy target nonland permanent. Proliferate.",
                 "土地でないパーマネント１つを対象とする。それを破壊する。増殖を行う。", type_en="Sorcery", type_ja="ソーサリー")
    assert ab["effect"]["steps"][-1] == {"kind": "proliferate"}
    (ab,) = same("Whenever you cast an instant or sorcery spell, you may draw a card. If you do, discard a card. "
                 "This ability triggers only once each turn.",
                 "あなたがインスタントかソーサリーである呪文を唱えるたび、あなたはカード１枚を引いてもよい。そうしたなら、"
                 "カード１枚を捨てる。この能力は、毎ターン１回のみ誘発する。")
    assert ab["kind"] == "triggered" and ab["once_each_turn"] is True


def test_keyword_actions_and_firebending():
    for en, ja, action, amount in (("{4}{G}{W}: Support 2.", "(４)(緑)(白)：支援２を行う。", "support", 2),
                                   ("{2}{G}{U}: Adapt 1.", "(２)(緑)(青)：順応１を行う。", "adapt", 1),
                                   ("{2}: Populate.", "(２)：居住を行う。", "populate", None)):
        (ab,) = same(en, ja)
        want = {"kind": "keyword_action", "action": action}
        if amount is not None:
            want["amount"] = amount
        assert ab["effect"] == want
    abs_ = same("Flying, firebending 2", "飛行、火の技２")
    assert {"kind": "keyword", "keyword": "firebending", "args": [2]} in abs_


def test_goad_and_manifest():
    (ab,) = same("{1}{R}: Goad target creature.", "(１)(赤)：クリーチャー１体を対象とする。それを使嗾する。")
    assert ab["effect"] == {"kind": "keyword_action", "action": "goad", "what": {"kind": "target_ref", "index": 0}}
    (ab,) = same("Whenever Testcard attacks, manifest the top card of your library.",
                 "テストカードが攻撃するたび、あなたのライブラリーの一番上のカードを予示する。", name_en="Testcard", name_ja="テストカード")
    assert ab["effect"] == {"kind": "keyword_action", "action": "manifest"}


def test_put_into_your_graveyard_from_the_battlefield():
    (ab,) = same("Whenever a nontoken creature is put into your graveyard from the battlefield, you gain 1 life.",
                 "トークンでないクリーチャーが１体戦場からあなたの墓地に置かれるたび、あなたは１点のライフを得る。")
    assert ab["event"] == {"kind": "zone_change", "from_zone": "battlefield", "to_zone": "graveyard", "owner": "you",
                           "what": {"kind": "filter", "types": ["creature"], "not_types": ["token"]}}


def test_pump_and_cant_be_blocked():
    (ab,) = same("Enchanted creature gets +2/+0 and can't be blocked by creatures with flying.",
                 "エンチャントしているクリーチャーは+2/+0の修整を受け、飛行を持つクリーチャーによってはブロックされない。",
                 type_en="Enchantment — Aura", type_ja="エンチャント ― オーラ")
    pump, cant = ab["effect"]["steps"]
    assert pump["kind"] == "pump" and pump["power"] == 2
    assert cant == {"kind": "cant", "action": "be_blocked", "what": {"kind": "enchanted"},
                    "by": {"kind": "filter", "types": ["creature"], "with_keywords": ["flying"]}}


def test_base_power_and_toughness():
    (ab,) = same("As long as enchanted permanent is a creature, it has base power and toughness 1/1.",
                 "エンチャントしているパーマネントがクリーチャーであるかぎり、それの基本のパワーとタフネスは1/1である。",
                 type_en="Enchantment — Aura", type_ja="エンチャント ― オーラ")
    assert ab["effect"] == {"kind": "base_pt", "what": {"kind": "enchanted"}, "power": 1, "toughness": 1}


def test_until_your_next_turn():
    (ab,) = same("Until your next turn, target creature gets +2/+2.",
                 "クリーチャー１体を対象とする。あなたの次のターンまで、それは+2/+2の修整を受ける。", type_en="Instant", type_ja="インスタント")
    assert ab["effect"]["duration"] == "until_your_next_turn"
    e = compile_en("Target creature can't attack or block until your next turn.", type_line="Instant")
    assert e.status == "ok" and all(s["duration"] == "until_your_next_turn" for s in abilities(e)[0]["effect"]["steps"])


def test_becomes_a_type_in_addition():
    (ab,) = same("{1}{B}: Put a menace counter on another target creature. It becomes a Rogue in addition to its other types.",
                 "(１)(黒)：これでないクリーチャー１体を対象とする。それの上に威迫カウンター１個を置く。それは他のタイプに加えてならず者になる。")
    becomes = ab["effect"]["steps"][1]
    assert becomes == {"kind": "becomes", "what": {"kind": "target_ref", "index": 0}, "power": None, "toughness": None,
                       "subtypes": ["Rogue"], "still": True}


def test_damage_divided_among_any_number_of_targets():
    (ab,) = same("Testcard deals 5 damage divided as you choose among any number of targets.",
                 "望む数を対象とする。テストカードはそれらに５点のダメージをあなたの望むように分割して与える。",
                 name_en="Testcard", name_ja="テストカード", type_en="Sorcery", type_ja="ソーサリー")
    assert ab["targets"] == [{"kind": "target", "filter": {"kind": "any_target"}, "count": "any"}]
    assert ab["effect"]["divided"] == "as_you_choose"
    # the older "one, two, or three targets" wording still reads as before
    e = compile_en("Testcard deals 3 damage divided as you choose among one, two, or three targets.", name="Testcard",
                   type_line="Sorcery")
    assert e.status == "ok"


def test_saga_returns_transformed():
    (ab,) = same("III — Exile this Saga, then return it to the battlefield transformed under your control.",
                 "III ― この英雄譚を追放する。その後、これを変身させた状態であなたのコントロール下で戦場に戻す。",
                 type_en="Enchantment — Saga", type_ja="エンチャント ― 英雄譚")
    assert ab["effect"]["steps"][1] == {"kind": "move", "what": {"kind": "self"}, "to": "battlefield",
                                        "under": {"kind": "you"}, "transformed": True}


def test_amounts_life_total_life_gained_counters_on():
    (ab,) = same("{T}: Add X mana of any one color, where X is the amount of life you gained this turn.",
                 "(Ｔ)：好きな色１色のマナＸ点を加える。Ｘはこのターンにあなたが得たライフの点数に等しい。")
    assert ab["effect"]["any_color"] == {"kind": "life_gained_this_turn", "player": {"kind": "you"}}
    (ab,) = same("{T}: Testcard deals X damage to any target, where X is the number of charge counters on Testcard.",
                 "(Ｔ)：１つを対象とする。テストカードはそれにＸ点のダメージを与える。Ｘはテストカードの上にある蓄積カウンターの数に等しい。",
                 name_en="Testcard", name_ja="テストカード")
    assert ab["effect"]["amount"] == {"kind": "counters_on", "counter": "charge", "what": {"kind": "self"}}


def test_can_block_additional_creatures():
    (ab,) = same("Each creature you control can block an additional creature each combat.",
                 "あなたがコントロールする各クリーチャーは、各戦闘で追加で１体のクリーチャーをブロックできる。")
    assert ab["effect"]["kind"] == "extra_blocks" and ab["effect"]["count"] == 1
    (ab,) = same("Testcard can block any number of creatures.", "テストカードは望む数のクリーチャーをブロックできる。",
                 name_en="Testcard", name_ja="テストカード")
    assert ab["effect"] == {"kind": "extra_blocks", "what": {"kind": "self"}, "count": "any"}


def test_as_long_as_enchanted_creature_is_a_color():
    (ab,) = same("As long as enchanted creature is red, it gets +1/+1 and has haste.",
                 "エンチャントしているクリーチャーが赤であるかぎり、それは+1/+1の修整を受け速攻を持つ。",
                 type_en="Enchantment — Aura", type_ja="エンチャント ― オーラ")
    assert ab["condition"] == {"kind": "condition", "test": "is",
                               "args": [{"kind": "enchanted"}, {"kind": "filter", "colors": ["red"]}]}


def test_devotion():
    (ab,) = same("Testcard's power is equal to your devotion to red.", "テストカードのパワーは、あなたの赤への信心に等しい。",
                 name_en="Testcard", name_ja="テストカード")
    assert ab["effect"]["power"] == {"kind": "devotion", "colors": ["red"]}


def test_domain_amount():
    (ab,) = same("Target creature gets -X/-X until end of turn, where X is the number of basic land types among lands you control.",
                 "クリーチャー１体を対象とする。ターン終了時まで、それは-X/-Xの修整を受ける。Ｘはあなたがコントロールしている土地の中の"
                 "基本土地タイプの数に等しい。", type_en="Instant", type_ja="インスタント")
    assert ab["effect"]["power"] == {"kind": "times", "factor": -1, "amount": {"kind": "domain", "player": {"kind": "you"}}}
    # "the number of snow permanents you control" is still a count of a filter
    e = compile_en("Testcard gets +X/+X until end of turn, where X is the number of snow permanents you control.", name="Testcard")
    assert e.status == "ok" and abilities(e)[0]["effect"]["power"]["kind"] == "count"


def test_choose_a_creature_type_as_a_step():
    (ab,) = same("Choose a creature type. Creatures you control of the chosen type get +1/+0 until end of turn.",
                 "クリーチャー・タイプ１つを選ぶ。ターン終了時まで、あなたがコントロールしていてその選ばれたタイプを持つ各クリーチャーは"
                 "+1/+0の修整を受ける。", type_en="Instant", type_ja="インスタント")
    choose, pump = ab["effect"]["steps"]
    assert choose == {"kind": "choose", "choice": "creature_type"}
    assert pump["what"]["filter"]["chosen"] == "creature_type"


def test_upkeep_of_enchanted_creatures_controller_means_that_creature():
    """'that creature' / 「そのクリーチャー」 in an Aura's trigger on its enchanted creature's
    controller's upkeep is the enchanted creature, not the Aura (Essence Flare)."""
    (ab,) = same("At the beginning of the upkeep of enchanted creature's controller, put a -0/-1 counter on that creature.",
                 "エンチャントしているクリーチャーのコントローラーのアップキープの開始時に、そのクリーチャーの上に-0/-1カウンター１個を置く。",
                 type_en="Enchantment — Aura", type_ja="エンチャント ― オーラ")
    assert ab["event"] == {"kind": "step_begins", "step": "upkeep", "whose": "enchanted_controller"}
    assert ab["effect"] == {"kind": "put_counters", "counter": "-0/-1", "amount": 1, "what": {"kind": "enchanted"}}
