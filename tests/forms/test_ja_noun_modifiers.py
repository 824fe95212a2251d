"""A noun's chained modifiers in Japanese (lex_ja_relative.py): 「…していて…」「…しておらず…」
「…でなく…」「…状態で…」 join two relative clauses of one noun; 「~よりパワーの小さい」 compares a stat
with another object's. Each must compile to the IR of the English."""
from helpers import CARD, INSTANT, SORCERY, Form, check, table

T = {"kind": "triggered"}

FORMS = [
    Form("color_predicate_after_controller",
         "When this creature enters, return a green or white creature you control to its owner's hand.",
         "このクリーチャーが戦場に出たとき、あなたがコントロールしていて緑か白であるクリーチャー１体をオーナーの手札に戻す。",
         {**T, "effect.what.filter": {"kind": "filter", "types": ["creature"], "colors": ["green", "white"],
                                      "controller": "you"}}),
    Form("legendary_predicate", "Legendary creatures you control get +1/+1.",
         "あなたがコントロールしていて伝説であるクリーチャーは+1/+1の修整を受ける。",
         {"effect.what.filter.supertypes": ["legendary"], "effect.what.filter.controller": "you"}),
    Form("commander_predicate", "Commander creatures you control get +2/+2.",
         "あなたがコントロールしていて統率者であるクリーチャーは+2/+2の修整を受ける。",
         {"effect.what.filter.commander": True}),
    Form("you_dont_control_continuative",
         "Target creature you control deals damage equal to its power to target creature or planeswalker you don't control.",
         "あなたがコントロールしているクリーチャー１体と、あなたがコントロールしておらずクリーチャーかプレインズウォーカーである"
         "１体を対象とする。その前者はその後者に、自身のパワーに等しい点数のダメージを与える。",
         {"targets.1.filter.filters.*.controller": ["not_you", "not_you"]}, types=INSTANT),
    Form("defending_player_controls_continuative",
         "Whenever this creature attacks, destroy target creature defending player controls with power 2 or less.",
         "このクリーチャーが攻撃するたび、防御プレイヤーがコントロールしていてパワーが２以下のクリーチャー１体を対象とする。"
         "それを破壊する。",
         {**T, "targets.0.filter.controlled_by": {"kind": "defending_player"},
          "targets.0.filter.compare.0.op": "le"}),
    Form("other_continuative", "Each other tapped creature you control gets +1/+1.",
         "あなたがコントロールしていてこれでなくタップ状態である各クリーチャーは+1/+1の修整を受ける。",
         {"effect.what.filter.other": True, "effect.what.filter.states": ["tapped"]}),
    Form("state_continuative", "Destroy target untapped non-Human creature you control.",
         "あなたがコントロールしていてアンタップ状態で人間でないクリーチャー１体を対象とする。それを破壊する。",
         {"targets.0.filter.states": ["untapped"], "targets.0.filter.not_subtypes": ["Human"]}, types=SORCERY),
    # 「望む数の」 "any number of target …" said inside or after the noun's modifiers
    Form("any_number_inside_modifiers", "Exile any number of target creatures you control.",
         "あなたがコントロールしている望む数のクリーチャーを対象とし、それらを追放する。",
         {"targets.0.filter.controller": "you", "targets.0.count": "any"}, types=SORCERY),
    Form("any_number_after_object", "Exile any number of target nonland permanents you control.",
         "あなたがコントロールしていて土地でないパーマネントを望む数だけ対象とし、それらを追放する。",
         {"targets.0.filter.not_types": ["land"], "targets.0.count": "any"}, types=SORCERY),
    Form("any_number_of_cards", "Return any number of target creature cards from your graveyard to your hand.",
         "あなたの墓地にある望む枚数のクリーチャー・カードを対象とし、それらをあなたの手札に戻す。",
         {"targets.0.filter.zone": "graveyard", "targets.0.count": "any"}, types=SORCERY),
    # 「…の中の基本土地タイプ１種類につき」 domain, as English "for each basic land type among …"
    Form("for_each_basic_land_type",
         "Target creature gets +1/+1 until end of turn for each basic land type among lands you control.",
         "クリーチャー１体を対象とする。ターン終了時まで、それはあなたがコントロールしている土地の中の基本土地タイプ"
         "１種類につき+1/+1の修整を受ける。", types=INSTANT),
    Form("for_each_basic_land_type_comma", "Enchanted creature gets +1/+1 for each basic land type among lands you control.",
         "エンチャントしているクリーチャーは、あなたがコントロールしている土地の中の基本土地タイプ１種につき、+1/+1の修整を受ける。"),
    # 「これ以外の」「それでない」 "another"
    Form("other_than_this", "{T}: Destroy another target creature.",
         "(Ｔ)：これ以外のクリーチャー１体を対象とする。それを破壊する。", {"targets.0.filter.other": True}),
    Form("another_target", "Target creature fights another target creature.",
         "クリーチャー１体と、それでないクリーチャー１体を対象とする。その前者はその後者と格闘を行う。",
         {"targets.1.filter.other": True}, types=SORCERY),
    # a 、 after an object's を is punctuation
    Form("comma_after_object", "Test Card deals 2 damage to target creature.",
         "クリーチャー１体を対象とする。テストカードは２点のダメージを、それに与える。",
         {"effect.amount": 2}, name=CARD, types=INSTANT),
    # a stat compared with another object's
    Form("power_less_than_this", "Creatures with power less than Test Card's power can't block it.",
         "テストカードよりもパワーの小さいクリーチャーは、テストカードをブロックできない。",
         {"effect.by.compare": [{"kind": "compare", "stat": "power", "op": "lt",
                                 "value": {"kind": "stat_of", "stat": "power", "what": {"kind": "self"}}}]}, name=CARD),
    Form("power_greater_than_this_de_wa", "Creatures with power greater than Test Card's power can't block it.",
         "テストカードよりパワーが大きいクリーチャーでは、これをブロックできない。",
         {"effect.by.compare.0.op": "gt"}, name=CARD),
    Form("power_than_targets_power", "Destroy all creatures with power greater than target creature's power.",
         "クリーチャー１体を対象とする。それのパワーより大きいパワーを持つクリーチャーをすべて破壊する。",
         {"effect.what.filter.compare.0.value": {"kind": "stat_of", "stat": "power",
                                                 "what": {"kind": "target_ref", "index": 0}}}, types=SORCERY),
]


@table(FORMS)
def test_ja_noun_modifier_form(f):
    check(f)
