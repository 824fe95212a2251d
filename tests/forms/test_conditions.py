"""Conditions: "as long as", "unless", "if" on statics, replacements and steps — who controls
what, life totals, graveyards, hand sizes, kicked, cast from where, mana spent, this turn."""
from helpers import AURA, CARD, EQUIPMENT, INSTANT, LAND, SORCERY, TESTCARD, Form, Refusal, check, refused, table


def cond(test, *args):
    return {"kind": "condition", "test": test, **({"args": list(args)} if args else {})}


YOU_GY_CREATURE_CARDS = {"kind": "filter", "types": ["card", "creature"], "zone": "graveyard", "zone_owner": "you"}
DELIRIUM = cond("card_types_in_graveyard", "you", "ge", 4)

FORMS = [
    # "it" in a condition after the clause is the clause's subject, as the Japanese names it
    Form("it_after_the_clause_is_its_subject",
         "Enchanted creature doesn't untap during its controller's untap step if it has a sleep counter on it.",
         "エンチャントしているクリーチャーの上に睡眠カウンターが置かれているなら、それはそれのコントローラーのアンタップ・ステップに"
         "アンタップしない。",
         {"condition.args.0": {"kind": "counters_on", "counter": "sleep", "what": {"kind": "enchanted"}}},
         name=CARD, types=AURA),
    # ------------------------------------------------------------ what a player controls
    Form("as_long_as_condition_is_static_condition",
         "As long as you control a Griffin creature, Test Card gets +3/+3 and has flying.",
         "あなたがグリフィン・クリーチャーをコントロールしているかぎり、テストカードは+3/+3の修整を受け飛行を持つ。",
         {"kind": "static", "condition.test": "you_control"}, name=CARD),
    Form("enters_tapped_unless_is_a_replacement", "Test Land enters the battlefield tapped unless you control a Swamp or a Mountain.",
         "あなたが沼か山をコントロールしていないかぎり、テスト土地はタップ状態で戦場に出る。",
         {"kind": "replacement", "condition.kind": "not"}, name=("Test Land", "テスト土地"), types=LAND),
    Form("unless_you_control_n_or_more_other", "Test Card enters the battlefield tapped unless you control two or more other lands.",
         "あなたがこれでない２つ以上の土地をコントロールしていないかぎり、テストカードはタップ状態で戦場に出る。",
         {"condition.cond.args.0.other": True}, name=CARD, types=LAND),
    # "unless … two or fewer" and 「３つ以上…なら」 are the same condition, written one way
    Form("enters_tapped_conditions_are_replacements_in_one_form-1",
         "Test Card enters the battlefield tapped unless you control two or fewer other lands.",
         "あなたがこれでない３つ以上の土地をコントロールしているなら、テストカードはタップ状態で戦場に出る。",
         {"kind": "replacement", "condition.args.#": 3, "condition.args.1": "ge", "condition.args.2": 3}, name=CARD, types=LAND),
    Form("japanese_n_or_more_after_wo_and_you_before_a_target-1", "If you control two or more black permanents, draw a card.",
         "あなたが黒のパーマネントを２つ以上コントロールしているなら、カード１枚を引く。",
         {"effect.cond.args.#": 3, "effect.cond.args.1": "ge", "effect.cond.args.2": 2}, types=SORCERY),
    Form("another_player_controls_conditions-1", "Test Card can't attack unless defending player controls an Island.",
         "防御プレイヤーが島をコントロールしていないかぎり、テストカードは攻撃できない。",
         {"condition": {"kind": "not", "cond": cond("player_controls", {"kind": "defending_player"},
                                                    {"kind": "filter", "subtypes": ["Island"]})}}, name=CARD),
    Form("another_player_controls_conditions-2", "As long as an opponent controls a green permanent, Test Card gets +1/+1.",
         "対戦相手１人が緑のパーマネントをコントロールしているかぎり、テストカードは+1/+1の修整を受ける。",
         {"condition.test": "player_controls"}, name=CARD),
    # ------------------------------------------------------------ players: opponents, life, hands, graveyards
    Form("enters_tapped_unless_opponents_or_low_life-1", "Test Card enters the battlefield tapped unless you have two or more opponents.",
         "対戦相手が２人以上いないかぎり、テストカードはタップ状態で戦場に出る。",
         {"condition": {"kind": "not", "cond": cond("opponents_ge", 2)}}, name=CARD),
    Form("enters_tapped_unless_opponents_or_low_life-2", "Test Card enters tapped unless a player has 13 or less life.",
         "ライフ総量が１３点以下であるプレイヤーがいないかぎり、テストカードはタップ状態で戦場に出る。",
         {"condition.cond": cond("a_player_life_le", 13)}, name=CARD),
    Form("an_opponent_has_conditions-1", "Testcard has haste as long as an opponent has 10 or less life.",
         "対戦相手１人のライフが１０点以下であるかぎり、テストカードは速攻を持つ。",
         {"condition.test": "life", "condition.args": ["opponent", "le", 10]}, name=TESTCARD),
    Form("an_opponent_has_conditions-2", "As long as an opponent has three or more poison counters, Testcard has double strike.",
         "対戦相手１人が３個以上の毒カウンターを持っているかぎり、テストカードは二段攻撃を持つ。",
         {"condition.test": "player_counters", "condition.args": ["opponent", "poison", "ge", 3]}, name=TESTCARD),
    Form("an_opponent_has_conditions-3", "As long as an opponent has eight or more cards in their graveyard, Testcard gets +1/+1.",
         "対戦相手１人の墓地に８枚以上のカードがあるかぎり、テストカードは+1/+1の修整を受ける。",
         {"condition.test": "graveyard_size", "condition.args": ["opponent", "ge", 8]}, name=TESTCARD),
    # a cost change under a condition is the spell's static ability, not a step of its resolution
    Form("an_opponent_has_conditions-4", "If an opponent has no cards in hand, this spell costs {6} less to cast.",
         "対戦相手１人の手札にカードが１枚も無い場合、この呪文を唱えるためのコストは(６)少なくなる。",
         {"kind": "static", "effect.kind": "cost_change", "condition": cond("hand_size", "opponent", "eq", 0)}, types=SORCERY),
    Form("main_phases_mill_hand_size_and_x_targets-3", "Test Card gets +2/+1 as long as you have seven or more cards in hand.",
         "あなたの手札にカードが７枚以上あるかぎり、テストカードは+2/+1の修整を受ける。",
         {"condition": cond("hand_size", "you", "ge", 7)}, name=CARD),
    Form("threshold_gain_life_trigger_and_combat_on_your_turn-1",
         "Enchanted creature has shroud as long as seven or more cards are in your graveyard.",
         "あなたの墓地に７枚以上のカードがあるかぎり、エンチャントしているクリーチャーは被覆を持つ。",
         {"condition": cond("graveyard_size", "you", "ge", 7)}),
    Form("graveyard_conditions_delirium_and_counters-1",
         "Whenever Test Card attacks, if there are three or more creature cards in your graveyard, draw a card.",
         "テストカードが攻撃するたび、あなたの墓地に３枚以上のクリーチャー・カードがある場合、カード１枚を引く。",
         {"intervening_if": cond("count", YOU_GY_CREATURE_CARDS, "ge", 3)}, name=CARD),
    Form("graveyard_conditions_delirium_and_counters-2",
         "Test Card gets +1/+0 as long as there are four or more card types among cards in your graveyard.",
         "あなたの墓地にあるカードの中に４種類以上のカード・タイプがあるかぎり、テストカードは+1/+0の修整を受ける。",
         {"condition": DELIRIUM}, name=CARD),
    # the other Japanese wording of delirium, and 「あなたの墓地にある」 still a filter's prefix
    Form("graveyard_conditions_delirium_and_counters-3", None,
         "あなたの墓地にあるカードにカード・タイプが合計４種類以上含まれるかぎり、テストカードは+1/+0の修整を受ける。",
         {"condition": DELIRIUM}, name=CARD, at=0),
    # ------------------------------------------------------------ objects: counters, states, colors
    Form("graveyard_conditions_delirium_and_counters-4",
         "At the beginning of the end step, if there are two or more ki counters on Test Card, you gain 2 life.",
         "終了ステップの開始時に、テストカードの上に気カウンターが２個以上置かれている場合、あなたは２点のライフを得る。",
         {"intervening_if.args.0": {"kind": "counters_on", "counter": "ki", "what": {"kind": "self"}}}, name=CARD),
    Form("as_long_as_it_is_untapped", "As long as Test Card is untapped, it gets +0/+2.",
         "テストカードがアンタップ状態であるかぎり、それは+0/+2の修整を受ける。",
         {"condition.args": [{"kind": "self"}, {"kind": "filter", "states": ["untapped"]}]}, name=CARD),
    Form("as_long_as_enchanted_creature_is_a_color", "As long as enchanted creature is red, it gets +1/+1 and has haste.",
         "エンチャントしているクリーチャーが赤であるかぎり、それは+1/+1の修整を受け速攻を持つ。",
         {"condition": cond("is", {"kind": "enchanted"}, {"kind": "filter", "colors": ["red"]})}, types=AURA),
    # "This spell has flash as long as …" works from the hand: a static ability with its condition
    Form("a_static_condition_on_a_spell_is_never_dropped",
         "This spell has flash as long as you control a Merfolk.\nDraw a card.",
         "あなたがマーフォークをコントロールしているかぎり、この呪文は瞬速を持つ。\nカード１枚を引く。",
         {"kind": "static", "condition.test": "you_control"}, types=SORCERY, at=0),
    # ------------------------------------------------------------ this turn, kicked, how it was cast
    Form("this_turn_conditions-1", "At the beginning of your end step, if you gained life this turn, draw a card.",
         "あなたの終了ステップの開始時に、このターンにあなたがライフを得ていた場合、カード１枚を引く。",
         {"intervening_if": cond("this_turn", {"kind": "life_gained", "player": {"kind": "you"}})}),
    Form("this_turn_conditions-2", "{1}: Draw a card. Activate only if a creature died this turn.",
         "(１)：カード１枚を引く。このターンにクリーチャーが死亡していたときにのみ起動できる。"),
    Form("kicked_condition_and_the_spell_as_damage_source-1",
         "Kicker {R}\nTarget player discards two cards. If this spell was kicked, it deals 3 damage to that player.",
         "キッカー(赤)\nプレイヤー１人を対象とする。そのプレイヤーはカード２枚を捨てる。"
         "この呪文がキッカーされていたなら、これはそのプレイヤーに３点のダメージを与える。",
         {"effect.steps.1.cond": cond("kicked"), "effect.steps.1.then.source": {"kind": "self"}}, types=SORCERY, at=1),
    Form("kicked_condition_and_the_spell_as_damage_source-2",
         "Kicker {2}{U}\nWhen Test Card enters the battlefield, if it was kicked, draw two cards.",
         "キッカー(２)(青)\nテストカードが戦場に出たとき、これがキッカーされていた場合、カード２枚を引く。",
         {"intervening_if": cond("kicked")}, name=CARD, at=1),
    Form("enters_tapped_conditions_are_replacements_in_one_form-2",
         "Kicker {4}\nIf Test Card was kicked, it enters the battlefield with three +1/+1 counters on it.",
         "キッカー(４)\nテストカードがキッカーされていたなら、これは+1/+1カウンター３個が置かれた状態で戦場に出る。",
         {"kind": "replacement", "condition": cond("kicked")}, name=CARD, at=1),
    Form("if_you_cast_it-1", "When Test Card enters the battlefield, if you cast it from your hand, you gain 3 life.",
         "テストカードが戦場に出たとき、あなたがこれをあなたの手札から唱えていた場合、あなたは３点のライフを得る。",
         {"intervening_if": cond("cast_self", "hand")}, name=CARD),
    Form("if_you_cast_it-2", "When Test Card enters the battlefield, if you cast it, you gain 3 life.",
         "テストカードが戦場に出たとき、あなたがこれを唱えていた場合、あなたは３点のライフを得る。",
         {"intervening_if": cond("cast_self")}, name=CARD),
    Form("cast_from_a_graveyard", "Draw a card. If this spell was cast from a graveyard, you gain 2 life.",
         "カード１枚を引く。この呪文が墓地から唱えられたなら、あなたは２点のライフを得る。",
         {"effect.steps.1.cond": cond("cast_self", "graveyard")}, types=SORCERY),
    Form("adamant_mana_spent", "If at least three white mana was spent to cast this spell, Test Card enters the battlefield with a "
         "+1/+1 counter on it.", "この呪文を唱えるために白マナが３点以上支払われていたなら、テストカードは+1/+1カウンター１個が"
         "置かれた状態で戦場に出る。", {"kind": "replacement", "condition": cond("mana_spent", "white", "ge", 3)}, name=CARD),
    Form("a_colored_symbol_spent_to_cast_this_spell", "Draw a card. If {W} was spent to cast this spell, you gain 2 life.",
         "カード１枚を引く。この呪文を唱えるために(白)が支払われていたなら、あなたは２点のライフを得る。",
         {"effect.steps.1.cond": cond("mana_spent", "white", "ge", 1)}, types=INSTANT),
    # ------------------------------------------------------------ a subject and a predicate: any subject
    Form("counters_on_any_object", "As long as Test Card has four or more oil counters on it, it gets +2/+2.",
         "テストカードの上に油カウンターが４個以上置かれているかぎり、テストカードは+2/+2の修整を受ける。",
         {"condition": cond("compare", {"kind": "counters_on", "counter": "oil", "what": {"kind": "self"}}, "ge", 4)},
         name=CARD),
    Form("a_player_compared_with_you",
         "At the beginning of your upkeep, if an opponent controls more lands than you, draw a card.",
         "あなたのアップキープの開始時に、対戦相手１人があなたより多くの土地をコントロールしている場合、カード１枚を引く。",
         {"intervening_if": cond("compare_players", "opponent", {"kind": "filter", "types": ["land"]}, "gt", "you")}),
    Form("another_players_hand", "Whenever Test Card attacks, if defending player has two or fewer cards in hand, "
         "draw a card.", "テストカードが攻撃するたび、防御プレイヤーの手札が２枚以下である場合、カード１枚を引く。",
         {"intervening_if": cond("hand_size", {"kind": "defending_player"}, "le", 2)}, name=CARD),
    Form("an_object_is_attacking", "As long as Test Card is attacking, it gets +2/+0.",
         "テストカードが攻撃しているかぎり、テストカードは+2/+0の修整を受ける。",
         {"condition": cond("is", {"kind": "self"}, {"kind": "filter", "states": ["attacking"]})}, name=CARD),
    Form("equipped_creature_is_legendary", "As long as equipped creature is legendary, it has menace.",
         "装備しているクリーチャーが伝説であるかぎり、それは威迫を持つ。",
         {"condition": cond("is", {"kind": "equipped"}, {"kind": "filter", "supertypes": ["legendary"]}),
          "effect.what.kind": "equipped"}, types=EQUIPMENT),
    Form("a_card_of_a_kind_is_in_your_graveyard", "Test Card has haste as long as a Warrior card is in your graveyard.",
         "あなたの墓地に戦士・カードがあるかぎり、テストカードは速攻を持つ。",
         {"condition": cond("count", {"kind": "filter", "types": ["card"], "subtypes": ["Warrior"],
                                      "zone": "graveyard", "zone_owner": "you"}, "ge", 1)}, name=CARD),
    # the past tense is the same test: the object is matched as it last existed
    Form("what_an_exiled_card_was", "Exile target card from a graveyard. If it was a creature card, you gain 3 life.",
         "墓地にあるカード１枚を対象とする。それを追放する。それがクリーチャー・カードであったなら、あなたは３点のライフを得る。",
         {"effect.steps.1.cond": cond("is", {"kind": "target_ref", "index": 0},
                                      {"kind": "filter", "types": ["card", "creature"]})}, types=SORCERY),
    Form("a_stat_of_any_object", "Target creature gets -3/-0 until end of turn. Then if its power is 0 or less, destroy it.",
         "クリーチャー１体を対象とする。ターン終了時まで、それは-3/-0の修整を受ける。その後、そのクリーチャーのパワーが０以下なら、それを破壊する。",
         {"effect.steps.1.cond": cond("compare", {"kind": "stat_of", "stat": "power", "what": {"kind": "target_ref", "index": 0}},
                                      "le", 0)}, types=INSTANT),
    Form("x_compared", "Target creature gets +2/+2 until end of turn. If X is 5 or more, draw a card.",
         None, {"effect.steps.1.cond": cond("x", "ge", 5)}, types=INSTANT),
    # "unless …" after any clause: a static holds while the condition does not; a one-shot is done if it does not
    Form("unless_on_a_static", "Test Card can't block unless you control a Vampire.",
         "あなたが吸血鬼をコントロールしていないかぎり、テストカードはブロックできない。",
         {"kind": "static", "condition": {"kind": "not", "cond": cond("you_control", {"kind": "filter", "subtypes": ["Vampire"]})}},
         name=CARD),
    Form("unless_in_a_triggered_ability", "At the beginning of your upkeep, you lose 1 life unless you control another "
         "colorless creature.", "あなたのアップキープの開始時に、あなたが他の無色のクリーチャーをコントロールしていないかぎり、あなたは１点のライフを失う。",
         {"effect.kind": "if", "effect.cond.kind": "not", "effect.then.kind": "lose_life"}),
]

REFUSALS = [
    # a fixed phrase with a type slot takes only the types it was written for
    Refusal("fixed_phrase_with_a_type_slot_refuses_other_types", "en",
            "At the beginning of each upkeep, if no creatures were cast last turn, transform Test Card.", "creatures",
            name="Test Card"),
    # a one-shot effect under "as long as" is not guessed at (it compiled with the condition lost)
    Refusal("a_static_condition_on_a_spell_is_never_dropped-2", "en",
            "As long as you control an artifact, target creature gets +1/+0 until end of turn.", "one-shot", type_line="Instant"),
    # "than each other player": other than the subject, which a filter cannot say
    Refusal("compared_with_each_other_player", "en",
            "At the beginning of your upkeep, if a player has more life than each other player, draw a card.",
            "each other player", name="Test Card"),
]


@table(FORMS)
def test_condition_form(f):
    check(f)


@table(REFUSALS, "r")
def test_condition_refused(r):
    refused(r)
