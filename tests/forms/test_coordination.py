"""Coordination: several things said of one subject in a row ("gets +1/+1, has reach, and can't be
blocked", 「+1/+1の修整を受け、到達を持ち、ブロックされない」), one subject and one duration for all."""
from helpers import AURA, INSTANT, TESTCARD, Form, check, table

ENCHANTED = {"kind": "enchanted"}
EOT = "until_end_of_turn"

FORMS = [
    Form("object_verbs_three_in_a_row", "Enchanted creature gets +1/+1, has reach, and can't be blocked.",
         "エンチャントしているクリーチャーは+1/+1の修整を受け、到達を持ち、ブロックされない。",
         {"kind": "static", "effect.steps.*.kind": ["pump", "grant", "cant"],
          "effect.steps.*.what": [ENCHANTED, ENCHANTED, ENCHANTED], "effect.steps.2.action": "be_blocked"},
         types=AURA),
    Form("object_verbs_cant_be_blocked_and_has", "Enchanted creature can't be blocked and has shroud.",
         "エンチャントしているクリーチャーはブロックされず、被覆を持つ。",
         {"effect.steps.*.kind": ["cant", "grant"], "effect.steps.1.keywords.0.keyword": "shroud"}, types=AURA),
    Form("object_verbs_duration_at_the_end_is_all_of_them",
         "Target creature gets +2/+2 and gains flying until end of turn.",
         "クリーチャー１体を対象とする。ターン終了時まで、それは+2/+2の修整を受け、飛行を得る。",
         {"effect.steps.*.kind": ["pump", "grant"], "effect.steps.*.duration": [EOT, EOT]}, types=INSTANT),
    # a part with a duration of its own keeps it; "this turn" ends where "until end of turn" does (CR 514.2)
    Form("object_verbs_each_with_its_own_duration",
         "Target creature gains haste until end of turn and can't be blocked this turn.",
         "クリーチャー１体を対象とする。ターン終了時までそれは速攻を得るとともに、このターンそれはブロックされない。",
         {"effect.steps.*.kind": ["grant", "cant"], "effect.steps.*.duration": [EOT, EOT]}, types=INSTANT),
    Form("object_verbs_this_turn_is_until_end_of_turn",
         "Testcard gets +3/-1 until end of turn and can attack this turn as though it didn't have defender.",
         "ターン終了時まで、テストカードは+3/-1の修整を受けるとともに、防衛を持たないかのように攻撃できる。",
         {"effect.steps.*.kind": ["pump", "attack_as_though_not"], "effect.steps.*.duration": [EOT, EOT]},
         name=TESTCARD, types=INSTANT),
    # a keyword lost (layer 6): alone, and as the last part of a list
    Form("object_verbs_loses_a_keyword", "Target creature loses flying until end of turn.",
         "クリーチャー１体を対象とする。ターン終了時まで、それは飛行を失う。",
         {"effect": {"kind": "loses_keywords", "what": {"kind": "target_ref", "index": 0},
                     "keywords": [{"kind": "keyword", "keyword": "flying", "args": []}], "duration": EOT}},
         types=INSTANT),
    Form("object_verbs_gets_and_loses_a_keyword",
         "Target creature gets -2/-0 and loses flying until end of turn.",
         "クリーチャー１体を対象とする。ターン終了時まで、それは-2/-0の修整を受け、飛行を失う。",
         {"effect.steps.*.kind": ["pump", "loses_keywords"], "effect.steps.*.duration": [EOT, EOT]}, types=INSTANT),
    Form("object_verbs_pump_for_each_and_gains",
         "Until end of turn, target creature gets +1/+1 for each creature you control and gains trample.",
         "クリーチャー１体を対象とする。ターン終了時まで、それはあなたがコントロールしているクリーチャー１体につき+1/+1の修整を受け、"
         "トランプルを得る。",
         {"effect.steps.*.kind": ["pump", "grant"], "effect.steps.0.power.kind": "count",
          "effect.steps.*.duration": [EOT, EOT]}, types=INSTANT),
    Form("object_verbs_tomoni_and_loses_all_abilities", "All creatures lose all abilities and have base power and toughness 1/1.",
         "すべてのクリーチャーはすべての能力を失うとともに、基本のパワーとタフネスが1/1である。",
         {"effect.steps.*.kind": ["lose_all_abilities", "base_pt"]}),
    # ------------------------------------------------------------ targets declared together
    Form("targets_declared_together_are_them", None, "クリーチャー１体と土地１つを対象とし、それらをオーナーの手札に戻す。",
         {"effect.what": {"kind": "one_of", "items": [{"kind": "target_ref", "index": 0},
                                                      {"kind": "target_ref", "index": 1}]},
          "targets.*.filter.types": [["creature"], ["land"]]}, types=INSTANT),
    Form("target_cards_declared_together_share_their_zone", None,
         "あなたの墓地から、クリーチャー・カード最大１枚と土地・カード最大１枚を対象とし、それらをあなたの手札に戻す。",
         {"effect.what.kind": "one_of", "targets.*.filter.zone": ["graveyard", "graveyard"]}, types=INSTANT),
    # a list of keywords with 、 (lex_ja_canon.keyword_commas): the list's 「と」
    Form("keywords_listed_with_commas", "Enchanted creature has flying, first strike, and vigilance.",
         "エンチャントしているクリーチャーは飛行、先制攻撃、警戒を持つ。",
         {"effect.kind": "grant", "effect.keywords.*.keyword": ["flying", "first strike", "vigilance"]}, types=AURA),
    Form("keywords_listed_with_commas_and_to", "Creatures you control have flying, trample, and protection from black.",
         "あなたがコントロールするクリーチャーは飛行、トランプルとプロテクション（黒）を持つ。",
         {"effect.keywords.*.keyword": ["flying", "trample", "protection"]}, types=("Enchantment", "エンチャント")),
    # 「…に１点のダメージを与え、あなたに１点のダメージを与える」: the second damage's source is the first's
    Form("damage_then_damage_same_source", "{T}: Testcard deals 1 damage to any target and 1 damage to you.",
         "(Ｔ)：１つを対象とする。テストカードはそれに１点のダメージを与え、あなたに１点のダメージを与える。",
         {"effect.steps.*.kind": ["deal_damage", "deal_damage"], "effect.steps.*.source": [{"kind": "self"}, {"kind": "self"}],
          "effect.steps.1.to": {"kind": "you"}}, name=TESTCARD),
    # 「…を得るとともに、…を引く」: one player's two verbs
    Form("player_verbs_tomoni", "{T}: You gain 2 life and draw a card.", "(Ｔ)：あなたは２点のライフを得るとともに、カード１枚を引く。",
         {"effect.steps.*.kind": ["gain_life", "draw"]}, types=("Artifact", "アーティファクト")),
]


@table(FORMS)
def test_coordination(f):
    check(f)
