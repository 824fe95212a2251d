"""Abilities and their costs: activated and mana abilities (CR 602, 605), loyalty abilities,
activation restrictions, ability words, Saga chapters, emblems, and the costs written before ':'."""
from helpers import ALL, AURA, CARD, ENCHANTMENT, SAGA, Form, check, compile_en, table
from oraclec.compiler import ir

PAY_1_LIFE = [{"kind": "pay_life_cost", "amount": 1}]
JACE = ("Legendary Planeswalker — Jace", "伝説のプレインズウォーカー ― ジェイス")
AJANI = ("Legendary Planeswalker — Ajani", "伝説のプレインズウォーカー ― アジャニ")

FORMS = [
    # ------------------------------------------------------------ activated and mana abilities
    Form("activated_with_costs_and_mana_ability-1", "{2}, {T}, Sacrifice Test Card: Draw a card.",
         "(２),(Ｔ),テストカードを生け贄に捧げる：カード１枚を引く。",
         {"cost.*.kind": ["mana_cost", "mana_cost", "sacrifice_cost"]}, name=CARD),
    Form("activated_with_costs_and_mana_ability-2", "{T}: Add {G}.", "(Ｔ)：(緑)を加える。",
         {"effect": {"kind": "add_mana", "symbols": ["G"]}}),
    Form("loyalty_abilities-1", "[+1]: Draw a card.", "[+1]：カード１枚を引く。",
         {"cost": [{"kind": "loyalty_cost", "amount": 1}]}, types=JACE),
    Form("loyalty_abilities-2", "[−3]: Destroy target tapped creature.", "[-3]：タップ状態のクリーチャー１体を対象とし、それを破壊する。",
         {"cost": [{"kind": "loyalty_cost", "amount": -3}]}),
    # ------------------------------------------------------------ costs
    Form("exile_self_cost_from_graveyard_is_not_exile_self-1", "{3}{B}, Exile Test Card from your graveyard: Draw a card.",
         "(３)(黒),あなたの墓地からテストカードを追放する：カード１枚を引く。",
         {"cost.1": {"kind": "exile_cost", "what": {"kind": "self"}, "zone": "graveyard"}}, name=CARD),
    Form("exile_self_cost_from_graveyard_is_not_exile_self-2", "Exile Test Card: Draw a card.",
         "テストカードを追放する：カード１枚を引く。", {"cost": [{"kind": "exile_cost", "what": {"kind": "self"}}]}, name=CARD),
    Form("discard_at_random-2", "{1}, Discard a card at random: Draw a card.", "(１),カード１枚を無作為に選んで捨てる：カード１枚を引く。",
         {"cost.1.random": True}),
    Form("discard_your_hand_and_a_return_cost-2", "{2}, Return a land you control to its owner's hand: Draw a card.",
         "(２),あなたがコントロールしている土地１つをオーナーの手札に戻す：カード１枚を引く。",
         {"cost.1": {"kind": "return_cost", "what": {"kind": "chosen", "filter": {
             "kind": "filter", "types": ["land"], "controller": "you"}}}}),
    # ------------------------------------------------------------ activation restrictions (CR 602.5)
    Form("activation_restrictions-1", "Pay 1 life: Draw a card. Activate only as a sorcery.",
         "１点のライフを支払う：カード１枚を引く。起動はソーサリーとしてのみ行う。",
         {"cost": PAY_1_LIFE, "restrictions": ["sorcery_speed"]}),
    Form("activation_restrictions-2", "Pay 1 life: Draw a card. Activate only as a sorcery and only once each turn.",
         "１点のライフを支払う：カード１枚を引く。ソーサリーとしてのみ、毎ターン１回のみ起動できる。",
         {"cost": PAY_1_LIFE, "restrictions": ["sorcery_speed", "once_each_turn"]}),
    Form("activation_restrictions-3", "Pay 1 life: Draw a card. Activate only during your upkeep.",
         "１点のライフを支払う：カード１枚を引く。あなたのアップキープの間にのみ起動できる。",
         {"cost": PAY_1_LIFE, "restrictions": ["only_your_upkeep"]}),
    Form("activation_restrictions-4", "Pay 1 life: Draw a card. Activate only during your turn.",
         "１点のライフを支払う：カード１枚を引く。あなたのターン中にのみ起動できる。",
         {"cost": PAY_1_LIFE, "restrictions": ["only_your_turn"]}),
    Form("activate_only_if_keeps_the_condition", "{1}: Draw a card. Activate only if you control three or more artifacts.",
         "(１)：カード１枚を引く。あなたが３つ以上のアーティファクトをコントロールしているときにのみ起動できる。",
         {"restrictions.0.test": "count"}),
    Form("activate_before_attackers",
         "{T}: Target creature gets +2/+2 until end of turn. Activate only during your turn, before attackers are declared.",
         "(Ｔ)：クリーチャー１体を対象とする。ターン終了時まで、それは+2/+2の修整を受ける。"
         "あなたのターンの間で、攻撃クリーチャーが指定される前にのみ起動できる。",
         {"restrictions": ["before_your_attackers"]}),
    Form("station_band_and_exhaust-2", "Exhaust — {2}: Put two +1/+1 counters on this creature.",
         "消尽 ― (２)：このクリーチャーの上に+1/+1カウンター２個を置く。",
         {"kind": "activated", "restrictions": ["exhaust"]}),
    # ------------------------------------------------------------ ability words
    Form("channel_is_an_ability_word_and_discarding_the_card_is_the_cost",
         "Channel — {1}{G}, Discard Test Card: Target creature gets +2/+2 until end of turn.",
         "魂力 ― (１)(緑),テストカードを捨てる：クリーチャー１体を対象とする。ターン終了時まで、それは+2/+2の修整を受ける。",
         {"cost.1": {"kind": "discard_cost", "what": {"kind": "self"}}}, name=CARD),
    Form("max_speed_ability-1", "Max speed — {T}: Add {R}{R}.", "最高速度 ― (Ｔ)：(赤)(赤)を加える。",
         {"kind": "static", "condition": {"kind": "condition", "test": "max_speed"}, "effect.kind": "grant",
          "effect.what": {"kind": "self"}, "effect.keywords.0.kind": "activated"}),
    Form("max_speed_ability-2", "Max speed — This creature has deathtouch and haste.", "最高速度 ― このクリーチャーは接死と速攻を持つ。",
         {"effect.keywords.*.keyword": ["deathtouch", "haste"]}),
    # ------------------------------------------------------------ Sagas and emblems
    Form("saga_chapters_are_one_triggered_ability_per_number_and_names_are_labels",
         "(As this Saga enters and after your draw step, add a lore counter.)\n"
         "I, II — Wings of Light — Draw a card.\nIII — You gain 3 life.",
         "I,II ― 光の翼 ― カード１枚を引く。\nIII ― あなたは３点のライフを得る。",
         {"*.event": [{"kind": "chapter", "number": k} for k in (1, 2, 3)],
          "*.effect.kind": ["draw", "draw", "gain_life"]}, types=SAGA, at=ALL),
    Form("emblems_and_unbracketed_loyalty_costs",
         '[−7]: You get an emblem with "Whenever an artifact you control enters, this emblem deals 3 damage to any target."',
         "[-7]：あなたは「あなたがコントロールしているアーティファクト１つが戦場に出るたび、１つを対象とする。"
         "この紋章はそれに３点のダメージを与える。」の紋章を得る。",
         {"effect.kind": "get_emblem", "effect.player": {"kind": "you"},
          "effect.abilities.0.effect.source": {"kind": "self"}},  # "this emblem"
         types=AJANI),
    # ------------------------------------------------------------ mana added on tapping for mana (CR 605.1b)
    # "an additional {G}" / 「追加で(緑)」: the mana added, as "adds {G}" says it
    Form("an_additional_mana_when_tapped_for_mana",
         "Whenever enchanted land is tapped for mana, its controller adds an additional {G}.",
         "エンチャントしている土地がマナを引き出す目的でタップされるたび、それのコントローラーは追加で(緑)を加える。",
         {"event": {"kind": "taps_for_mana", "player": None, "what": {"kind": "enchanted"}},
          "effect": {"kind": "player_acts", "player": {"kind": "controller_of", "what": {"kind": "trigger_object"}},
                     "effect": {"kind": "add_mana", "symbols": ["G"]}}}, types=AURA),
    Form("additional_mana_in_any_combination_after_the_amount",
         "Whenever enchanted land is tapped for mana, its controller adds an additional two mana in any combination of colors.",
         "エンチャントしている土地がマナを引き出す目的でタップされるたび、それのコントローラーは好きな色の組み合わせのマナ２点を追加で加える。",
         {"effect.effect": {"kind": "add_mana", "any_combination": 2}}, types=AURA),
    Form("you_tap_a_land_of_a_type_for_mana", "Whenever you tap a Swamp for mana, add an additional {B}.",
         "あなたがマナを引き出す目的で沼を１つタップするたび、追加で(黒)を加える。",
         {"event": {"kind": "taps_for_mana", "player": {"kind": "you"},
                    "what": {"kind": "filter", "subtypes": ["Swamp"]}},
          "effect": {"kind": "add_mana", "symbols": ["B"]}}, types=ENCHANTMENT),
]


@table(FORMS)
def test_ability_form(f):
    check(f)


def test_unbracketed_loyalty_costs():
    plain = compile_en("-7: Draw seven cards.", type_line="Legendary Planeswalker — Ajani")
    bracketed = compile_en("[−7]: Draw seven cards.", type_line="Legendary Planeswalker — Ajani")
    assert plain.status == "ok" and ir.dumps(plain.card) == ir.dumps(bracketed.card)
