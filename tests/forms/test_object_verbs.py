"""What an object does or undergoes, said of it: gets +N/+N, has, becomes, can't be blocked, can
block, doesn't untap — in static abilities and in one-shot effects."""
from helpers import AURA, CARD, ENCHANTMENT, INSTANT, LAND, SPELL, TESTCARD, Form, Refusal, check, refused, table

ENCHANTED = {"kind": "enchanted"}
TARGET_0 = {"kind": "target_ref", "index": 0}

FORMS = [
    Form("effect_forms-9", "Target creature gets +4/+4 until end of turn.",
         "クリーチャー１体を対象とする。ターン終了時まで、それは+4/+4の修整を受ける。",
         {"kind": "spell", "effect.kind": "pump"}, name=SPELL, types=INSTANT),
    Form("static_anthem_and_aura-1", "Other Zombie creatures you control get +1/+1.",
         "あなたがコントロールしている他のゾンビ・クリーチャーは+1/+1の修整を受ける。",
         {"kind": "static", "effect.what.filter": {"kind": "filter", "types": ["creature"], "subtypes": ["Zombie"],
                                                   "controller": "you", "other": True}}),
    Form("static_anthem_and_aura-2", "Enchant creature\nEnchanted creature gets +1/+1 and has flying.",
         "エンチャント（クリーチャー）\nエンチャントしているクリーチャーは+1/+1の修整を受け、飛行を持つ。",
         {"effect.steps.0.what": ENCHANTED}, types=AURA, at=1),
    Form("until_your_next_turn-1", "Until your next turn, target creature gets +2/+2.",
         "クリーチャー１体を対象とする。あなたの次のターンまで、それは+2/+2の修整を受ける。",
         {"effect.duration": "until_your_next_turn"}, types=INSTANT),
    Form("until_your_next_turn-2", "Target creature can't attack or block until your next turn.", None,
         {"effect.steps.*.duration": ["until_your_next_turn", "until_your_next_turn"]}, types=INSTANT),
    Form("has_keywords_and_a_quoted_ability",
         'Enchant creature\nEnchanted creature has haste and "{T}: This creature deals 1 damage to any target."',
         "エンチャント（クリーチャー）\nエンチャントしているクリーチャーは速攻と「(Ｔ)：１つを対象とする。このクリーチャーはそれに"
         "１点のダメージを与える。」を持つ。",
         {"effect.kind": "grant", "effect.keywords.0.keyword": "haste", "effect.keywords.1.kind": "activated"},
         types=AURA, at=1),
    # connive (CR 701.50): a verb said of a creature, with or without N
    Form("connives", "When Test Card enters the battlefield, it connives.",
         "テストカードが戦場に出たとき、これは謀議する。",
         {"effect": {"kind": "connive", "what": {"kind": "self"}}}, name=CARD),
    Form("connives_x", "Whenever Test Card deals combat damage to a player, it connives X, where X is the number of "
         "cards in your hand.",
         "テストカードがプレイヤー１人に戦闘ダメージを与えるたび、これは謀議Ｘを行う。Ｘはあなたの手札にあるカードの枚数に等しい。",
         {"effect.kind": "connive", "effect.amount.kind": "count"}, name=CARD),
    Form("target_creatures_connive", "Each of X target creatures you control connive.",
         "あなたがコントロールしているクリーチャーＸ体を対象とする。それらは謀議する。",
         {"effect": {"kind": "connive", "what": TARGET_0}, "targets.0.count.kind": "x"}, types=INSTANT),
    # ------------------------------------------------------------ becomes, base P/T
    Form("becomes_a_creature_and_still_a_land",
         "{1}: Test Card becomes a 1/1 Thopter artifact creature with flying until end of turn. It's still a land.",
         "(１)：ターン終了時まで、テストカードは飛行を持つ1/1の飛行機械・アーティファクト・クリーチャーになる。これは土地でもある。",
         {"effect": {"kind": "becomes", "what": {"kind": "self"}, "power": 1, "toughness": 1,
                     "types": ["artifact", "creature"], "subtypes": ["Thopter"], "keywords": ["flying"],
                     "duration": "until_end_of_turn", "still": True}}, name=CARD, types=LAND),
    Form("becomes_a_type_in_addition",
         "{1}{B}: Put a menace counter on another target creature. It becomes a Rogue in addition to its other types.",
         "(１)(黒)：これでないクリーチャー１体を対象とする。それの上に威迫カウンター１個を置く。それは他のタイプに加えてならず者になる。",
         {"effect.steps.1": {"kind": "becomes", "what": TARGET_0, "power": None, "toughness": None,
                             "subtypes": ["Rogue"], "still": True}}),
    Form("base_power_and_toughness", "As long as enchanted permanent is a creature, it has base power and toughness 1/1.",
         "エンチャントしているパーマネントがクリーチャーであるかぎり、それの基本のパワーとタフネスは1/1である。",
         {"effect": {"kind": "base_pt", "what": ENCHANTED, "power": 1, "toughness": 1}}, types=AURA),
    # ------------------------------------------------------------ blocking and untapping
    Form("cant_be_blocked_by_more_than_one_creature", "Test Card can't be blocked by more than one creature.",
         "テストカードは２体以上のクリーチャーによってはブロックされない。",
         {"effect.action": "be_blocked_by_more_than_one"}, name=CARD),
    # "by Knights or Walls": a union of filters, kept as the blockers it names (once dropped,
    # which made the creature unblockable)
    Form("cant_be_blocked_by_a_union", "Testcard can't be blocked by Knights or Walls.",
         "テストカードは騎士や壁によってはブロックされない。",
         {"effect.action": "be_blocked", "effect.by.kind": "any_of"}, name=TESTCARD),
    Form("cant_be_blocked_by_each", "Testcard can't be blocked by white creatures.",
         "テストカードは白のクリーチャーによってはブロックされない。",
         {"effect.action": "be_blocked", "effect.by.colors": ["white"]}, name=TESTCARD),
    # English says who may block; Japanese says who may not: one filter (the complement)
    Form("cant_be_blocked_except_by-1", "Testcard can't be blocked except by black creatures.",
         "テストカードは黒でないクリーチャーによってはブロックされない。",
         {"effect.action": "be_blocked", "effect.by.types": ["creature"]}, name=TESTCARD),
    Form("cant_be_blocked_except_by-2", "Testcard can't be blocked except by Walls.", "テストカードは壁でないクリーチャーによってはブロックされない。",
         {"effect.action": "be_blocked", "effect.by.types": ["creature"]}, name=TESTCARD),
    Form("cant_be_blocked_except_by-3", "Testcard can't be blocked except by creatures with flying.",
         "テストカードは飛行を持たないクリーチャーによってはブロックされない。",
         {"effect.action": "be_blocked", "effect.by.types": ["creature"]}, name=TESTCARD),
    Form("pump_and_cant_be_blocked", "Enchanted creature gets +2/+0 and can't be blocked by creatures with flying.",
         "エンチャントしているクリーチャーは+2/+0の修整を受け、飛行を持つクリーチャーによってはブロックされない。",
         {"effect.steps.#": 2, "effect.steps.0.kind": "pump", "effect.steps.0.power": 2,
          "effect.steps.1": {"kind": "cant", "action": "be_blocked", "what": ENCHANTED,
                             "by": {"kind": "filter", "types": ["creature"], "with_keywords": ["flying"]}}}, types=AURA),
    Form("can_block_additional_creatures-1", "Each creature you control can block an additional creature each combat.",
         "あなたがコントロールする各クリーチャーは、各戦闘で追加で１体のクリーチャーをブロックできる。",
         {"effect.kind": "extra_blocks", "effect.count": 1}),
    Form("can_block_additional_creatures-2", "Testcard can block any number of creatures.", "テストカードは望む数のクリーチャーをブロックできる。",
         {"effect": {"kind": "extra_blocks", "what": {"kind": "self"}, "count": "any"}}, name=TESTCARD),
    Form("each_controllers_untap_step", "Creatures with power 1 or less don't untap during their controllers' untap steps.",
         "パワーが１以下のクリーチャーは、それぞれのコントローラーのアンタップ・ステップにアンタップしない。",
         {"effect.action": "untap_during_untap_step"}, types=ENCHANTMENT),
    # two replacements as it enters (CR 614.1c), said in one clause
    Form("enters_tapped_with_counters", "Test Land enters the battlefield tapped with two charge counters on it.",
         "テストランドは、蓄積カウンター２個が置かれた状態で、タップ状態で戦場に出る。",
         {"kind": "replacement", "effect.steps": [{"kind": "enters_tapped", "what": {"kind": "self"}},
                                                  {"kind": "enters_with_counters", "what": {"kind": "self"},
                                                   "counter": "charge", "amount": 2}]},
         name=("Test Land", "テストランド"), types=LAND),
    Form("enters_tapped_and_with_counters_ja_katsu", "Test Land enters the battlefield tapped with three charge counters on it.",
         "テストランドは、蓄積カウンター３個が置かれた状態かつタップ状態で戦場に出る。",
         {"effect.steps.1.amount": 3}, name=("Test Land", "テストランド"), types=LAND),
]

REFUSALS = [
    Refusal("cant_be_blocked_by_more_than_one_creature-2", "en", "Test Card can't be blocked by more than two creatures.",
            name="Test Card"),
]


@table(FORMS)
def test_object_verb(f):
    check(f)


@table(REFUSALS, "r")
def test_object_verb_refused(r):
    refused(r)
