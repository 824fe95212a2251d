"""Amounts: numbers, X and "where X is …" / 「Ｘは…に等しい」, "for each", counts of a filter,
life gained, counters on an object, devotion, domain, and a stat aggregated over what a filter
matches (the greatest, the least, the total, how many different)."""
from helpers import CARD, INSTANT, LAND, SORCERY, TESTCARD, Form, Refusal, check, compile_en, compile_ja, refused, table

from oraclec.compiler import ir

YOU = {"kind": "you"}
CREATURES_YOU_CONTROL = {"kind": "count", "filter": {"kind": "filter", "types": ["creature"], "controller": "you"}}
YOUR_CREATURES = {"kind": "filter", "types": ["creature"], "controller": "you"}
YOUR_PERMANENTS = {"kind": "filter", "types": ["permanent"], "controller": "you"}
YOUR_GRAVEYARD = {"kind": "filter", "types": ["card"], "zone": "graveyard", "zone_owner": "you"}

FORMS = [
    Form("where_x_is_binds_x_in_both_languages-1",
         "Target creature gets -X/-X until end of turn, where X is the number of creature cards in your graveyard.",
         "クリーチャー１体を対象とする。ターン終了時まで、それは-X/-Xの修整を受ける。"
         "Ｘはあなたの墓地にあるクリーチャー・カードの枚数に等しい。",
         {"effect.power": {"kind": "times", "factor": -1, "amount": {"kind": "count", "filter": {
             "kind": "filter", "types": ["card", "creature"], "zone": "graveyard", "zone_owner": "you"}}}}, types=INSTANT),
    Form("where_x_is_binds_x_in_both_languages-2",
         "When Test Card enters the battlefield, create X 1/1 white Soldier creature tokens, "
         "where X is the number of creatures you control.",
         "テストカードが戦場に出たとき、白の1/1の兵士・クリーチャー・トークンＸ体を生成する。"
         "Ｘはあなたがコントロールしているクリーチャーの数に等しい。", {"effect.count.kind": "count"}, name=CARD),
    Form("compared_with_x_defined_after-1",
         "When Test Card enters the battlefield, counter target spell with mana value X or less, "
         "where X is the number of Faeries you control.",
         "テストカードが戦場に出たとき、マナ総量がＸ以下の呪文１つを対象とし、それを打ち消す。"
         "Ｘはあなたがコントロールするフェアリーの数に等しい。",
         {"targets.0.filter.compare.#": 1, "targets.0.filter.compare.0.op": "le",
          "targets.0.filter.compare.0.value.kind": "count"}, name=CARD),
    Form("compared_with_x_defined_after-2", "Gain control of target creature with mana value X or less.",
         "マナ総量がＸ以下のクリーチャー１体を対象とする。それのコントロールを得る。",
         {"targets.0.filter.compare.0.value": {"kind": "x"}}, types=SORCERY),
    Form("draw_a_card_for_each", "Draw a card for each creature you control.", "あなたがコントロールしているクリーチャー１体につき、カード１枚を引く。",
         {"effect.amount": CREATURES_YOU_CONTROL}, types=SORCERY),
    Form("for_each_creature_that_died_this_turn", "You gain 1 life for each creature that died this turn.",
         "あなたは、このターンに死亡したクリーチャー１体につき１点のライフを得る。",
         {"effect.amount": {"kind": "events_this_turn", "event": {"kind": "zone_change", "from_zone": "battlefield",
                                                                  "to_zone": "graveyard",
                                                                  "what": {"kind": "filter", "types": ["creature"]}}}},
         types=SORCERY),
    # 「戦場にある」「戦場に出ている」 "on the battlefield": the permanents a filter counts already
    Form("for_each_on_the_battlefield-1", "You gain 1 life for each Forest on the battlefield.",
         "戦場に出ている森１つにつき、あなたは１点のライフを得る。",
         {"effect.amount": {"kind": "count", "filter": {"kind": "filter", "subtypes": ["Forest"]}}}, types=SORCERY),
    Form("the_number_of_on_the_battlefield", "Testcard deals X damage to each creature, where X is the number of creatures on the battlefield.",
         "テストカードは各クリーチャーにＸ点のダメージを与える。Ｘは戦場にあるクリーチャーの数に等しい。",
         {"effect.amount": {"kind": "count", "filter": {"kind": "filter", "types": ["creature"]}}}, name=TESTCARD, types=SORCERY),
    Form("for_each_on_the_battlefield-2", "You gain 1 life for each creature on the battlefield.",
         "あなたは戦場にあるクリーチャー１体につき１点のライフを得る。",
         {"effect.amount": {"kind": "count", "filter": {"kind": "filter", "types": ["creature"]}}}, types=SORCERY),
    # ------------------------------------------------------------ mana amounts
    Form("mana_of_any_one_color_keeps_the_amount", "{T}: Add two mana of any one color.", "(Ｔ)：好きな色１色のマナ２点を加える。",
         {"effect.any_color": 2}, types=LAND),
    Form("x_mana_of_one_color_and_partner_with", "{T}: Add X mana of any one color, where X is the number of creatures you control.",
         "(Ｔ)：好きな色１色のマナＸ点を加える。Ｘはあなたがコントロールしているクリーチャーの数に等しい。",
         {"effect": {"kind": "add_mana", "any_color": CREATURES_YOU_CONTROL}}),
    Form("amounts_life_total_life_gained_counters_on-1",
         "{T}: Add X mana of any one color, where X is the amount of life you gained this turn.",
         "(Ｔ)：好きな色１色のマナＸ点を加える。Ｘはこのターンにあなたが得たライフの点数に等しい。",
         {"effect.any_color": {"kind": "life_gained_this_turn", "player": YOU}}),
    Form("amounts_life_total_life_gained_counters_on-2",
         "{T}: Testcard deals X damage to any target, where X is the number of charge counters on Testcard.",
         "(Ｔ)：１つを対象とする。テストカードはそれにＸ点のダメージを与える。Ｘはテストカードの上にある蓄積カウンターの数に等しい。",
         {"effect.amount": {"kind": "counters_on", "counter": "charge", "what": {"kind": "self"}}}, name=TESTCARD),
    # ------------------------------------------------------------ devotion, domain
    Form("devotion", "Testcard's power is equal to your devotion to red.", "テストカードのパワーは、あなたの赤への信心に等しい。",
         {"effect.power": {"kind": "devotion", "colors": ["red"]}}, name=TESTCARD),
    Form("domain_amount-1",
         "Target creature gets -X/-X until end of turn, where X is the number of basic land types among lands you control.",
         "クリーチャー１体を対象とする。ターン終了時まで、それは-X/-Xの修整を受ける。Ｘはあなたがコントロールしている土地の中の"
         "基本土地タイプの数に等しい。",
         {"effect.power": {"kind": "times", "factor": -1, "amount": {"kind": "domain", "player": YOU}}}, types=INSTANT),
    # "the number of snow permanents you control" is still a count of a filter
    Form("domain_amount-2", "Testcard gets +X/+X until end of turn, where X is the number of snow permanents you control.", None,
         {"effect.power.kind": "count"}, name=TESTCARD),
    # ------------------------------------------------------------ counters for each
    Form("enters_with_counters_for_each-1",
         "Testcard enters the battlefield with a +1/+1 counter on it for each Zombie card in your graveyard.",
         "テストカードは、あなたの墓地にあるゾンビ・カード１枚につき+1/+1カウンター１個が置かれた状態で戦場に出る。",
         {"": {"kind": "replacement", "effect": {
             "kind": "enters_with_counters", "what": {"kind": "self"}, "counter": "+1/+1",
             "amount": {"kind": "count", "filter": {"kind": "filter", "types": ["card"], "subtypes": ["Zombie"],
                                                    "zone": "graveyard", "zone_owner": "you"}}}}}, name=TESTCARD),
    # two for each: two × the count
    # ------------------------------------------------------------ a token's quoted abilities (CR 111.4)
    Form("token_with_a_quoted_ability", "Create a 1/1 red Satyr creature token with \"This creature can't block.\"",
         "「このクリーチャーではブロックできない。」を持つ赤の1/1のサテュロス・クリーチャー・トークン１体を生成する。",
         {"effect.kind": "create_token",
          "effect.abilities": [{"kind": "static", "effect": {"kind": "cant", "action": "block", "what": {"kind": "self"}}}]},
         types=SORCERY),
    # two quoted abilities, the first ending at its quote; the sentence after a quote ending in a period
    Form("token_with_two_quoted_abilities", "Create a 0/1 colorless Goblin Construct artifact creature token with "
         "\"This creature can't block\" and \"At the beginning of your upkeep, this creature deals 1 damage to you.\" "
         "You gain 1 life.",
         "「このクリーチャーではブロックできない。」と「あなたのアップキープの開始時に、このクリーチャーはあなたに１点のダメージを与える。」"
         "を持つ無色の0/1のゴブリン・構築物・アーティファクト・クリーチャー・トークン１体を生成する。あなたは１点のライフを得る。",
         {"effect.steps.0.abilities.#": 2, "effect.steps.0.abilities.1.kind": "triggered",
          "effect.steps.0.abilities.1.effect.source": {"kind": "self"}, "effect.steps.1.kind": "gain_life"},
         types=SORCERY),
    # ------------------------------------------------------------ a stat over what a filter matches
    Form("greatest_stat_among-1", "Testcard gets +X/+X until end of turn, where X is the greatest toughness among creatures you control.",
         "ターン終了時まで、テストカードは+X/+Xの修整を受ける。Ｘはあなたがコントロールしているクリーチャーの中のタフネスの最大値に等しい。",
         {"effect.power": {"kind": "greatest", "stat": "toughness", "filter": YOUR_CREATURES}}, name=TESTCARD),
    # "highest" is "greatest"; 「…の中で最大の…」「…の中の最大の…」「…の中で最も大きい…の値」「…の…の中で最も大きい値」
    Form("greatest_stat_among-2", "Testcard deals damage to any target equal to the highest mana value among permanents you control.",
         "１つを対象とする。テストカードはそれに、あなたがコントロールしているパーマネントの中で最大のマナ総量に等しい点数のダメージを与える。",
         {"effect.amount": {"kind": "greatest", "stat": "mana_value", "filter": YOUR_PERMANENTS}}, name=TESTCARD, types=SORCERY),
    Form("greatest_stat_among-3", "Testcard deals damage to any target equal to the greatest mana value among permanents you control.",
         "１つを対象とする。テストカードはそれに、あなたがコントロールしているパーマネントのマナ総量の中で最も大きい値に等しい点数のダメージを与える。",
         {"effect.amount": {"kind": "greatest", "stat": "mana_value", "filter": YOUR_PERMANENTS}}, name=TESTCARD, types=SORCERY),
    Form("greatest_stat_among-4", "You gain life equal to the greatest power among creatures you control.",
         "あなたは、あなたがコントロールしているクリーチャーの中で最も大きいパワーの値に等しい点数のライフを得る。",
         {"effect.amount": {"kind": "greatest", "stat": "power", "filter": YOUR_CREATURES}}, types=SORCERY),
    Form("least_stat_among", "You gain life equal to the least power among creatures you control.",
         "あなたは、あなたがコントロールしているクリーチャーの中のパワーの最小値に等しい点数のライフを得る。",
         {"effect.amount": {"kind": "least", "stat": "power", "filter": YOUR_CREATURES}}, types=SORCERY),
    Form("least_stat_among-2", "You gain life equal to the lowest mana value among permanents you control.",
         "あなたは、あなたがコントロールしているパーマネントの中で最小のマナ総量に等しい点数のライフを得る。",
         {"effect.amount": {"kind": "least", "stat": "mana_value", "filter": YOUR_PERMANENTS}}, types=SORCERY),
    Form("total_stat_of-1", "This spell costs {X} less to cast, where X is the total power of creatures you control.",
         "この呪文を唱えるためのコストは(Ｘ)少なくなる。Ｘはあなたがコントロールしているクリーチャーのパワーの合計に等しい。",
         {"effect.mana": [{"kind": "total", "stat": "power", "filter": YOUR_CREATURES}]}, name=TESTCARD),
    # "of those …", "of the … exiled this way": what the pronoun or the effect's earlier step names
    Form("total_stat_of-2", "Exile the top three cards of your library. You gain life equal to the total mana value of the cards exiled this way.",
         "あなたのライブラリーの一番上からカード３枚を追放する。あなたはこれにより追放されたカードのマナ総量の合計に等しい点数のライフを得る。",
         {"effect.steps.1.amount": {"kind": "total", "stat": "mana_value", "filter": {
             "kind": "filter", "types": ["card"], "affected": {"kind": "affected", "verb": "exile"}}}}, types=SORCERY),
    Form("distinct_card_types_among", "Testcard's power is equal to the number of card types among cards in all graveyards.",
         "テストカードのパワーはすべての墓地にあるカードの中のカード・タイプの種類数に等しい。",
         {"effect.power": {"kind": "distinct", "quality": "card_type", "filter": {
             "kind": "filter", "types": ["card"], "zone": "graveyard", "zone_owner": "any"}}}, name=TESTCARD),
    Form("distinct_card_types_among-2", "Testcard's power is equal to the number of card types among cards in all graveyards.",
         "テストカードのパワーはすべての墓地にあるカードのカード・タイプの総数に等しい。",
         {"effect.power.quality": "card_type"}, name=TESTCARD),
    Form("distinct_colors_among", "Testcard gets +X/+X until end of turn, where X is the number of colors among creatures you control.",
         "ターン終了時まで、テストカードは+X/+Xの修整を受ける。Ｘはあなたがコントロールしているクリーチャーの中の色の数に等しい。",
         {"effect.power": {"kind": "distinct", "quality": "color", "filter": YOUR_CREATURES}}, name=TESTCARD),
    Form("distinct_values_among", "Testcard gets +X/+X until end of turn, where X is the number of different mana values among cards in your graveyard.",
         "ターン終了時まで、テストカードは+X/+Xの修整を受ける。Ｘはあなたの墓地にあるカードの中のマナ総量の種類数に等しい。",
         {"effect.power": {"kind": "distinct", "quality": "mana_value", "filter": YOUR_GRAVEYARD}}, name=TESTCARD),
    Form("for_each_different_value_among-1", "Draw a card for each different power among creatures you control.",
         "あなたがコントロールしているクリーチャーの中のパワーの種類数に等しい枚数のカードを引く。",
         {"effect.amount": {"kind": "distinct", "quality": "power", "filter": YOUR_CREATURES}}, types=SORCERY),
    Form("for_each_different_value_among-2", "Draw a card for each different mana value among cards in your graveyard.",
         "あなたの墓地にあるカードの中のマナ総量の種類１つにつきカード１枚を引く。",
         {"effect.amount": {"kind": "distinct", "quality": "mana_value", "filter": YOUR_GRAVEYARD}}, types=SORCERY),
    Form("total_stat_compared", "{T}: Draw a card. Activate only if creatures you control have total power 8 or greater.",
         "(Ｔ)：カード１枚を引く。あなたがコントロールするクリーチャーのパワーの合計が８以上であるときにのみ起動できる。",
         {"restrictions": [{"kind": "condition", "test": "amount", "args": [
             {"kind": "total", "stat": "power", "filter": YOUR_CREATURES}, "ge", 8]}]}),
    Form("enters_with_counters_for_each-2", "Testcard enters with two +1/+1 counters on it for each other creature you control.",
         None, {"effect.amount.kind": "times", "effect.amount.factor": 2}, name=TESTCARD),
]


@table(FORMS)
def test_amount_form(f):
    check(f)


REFUSALS = [
    # "card types" only: the number of creature types is not a count of card types
    Refusal("distinct_types_other_than_card_types", "en",
            "Testcard gets +X/+X until end of turn, where X is the number of creature types among creatures you control.",
            "only the number of card types", name="Testcard"),
    # "the creatures" names no earlier objects: not read as all creatures
    Refusal("the_total_of_a_filter_that_names_nothing", "en",
            "Testcard gets +X/+X until end of turn, where X is the total power of the creatures.", name="Testcard"),
    # 「それら」 read as the player targeted: a player has no mana value
    Refusal("an_aggregate_over_a_player", "ja",
            "対戦相手１人を対象とする。あなたはカード３枚を切削し、その後、テストカードはそのプレイヤーにそれらのカードのマナ総量の合計に"
            "等しい点数のダメージを与える。", "over a player", name="テストカード", type_line="ソーサリー"),
]


@table(REFUSALS, "r")
def test_amount_refused(r):
    refused(r)


def _amount(text_en, text_ja):
    e, j = compile_en(text_en, "Testcard"), compile_ja(text_ja, "テストカード")
    assert e.status == j.status == "ok", (e.unparsed, j.unparsed)
    assert ir.dumps(e.card) == ir.dumps(j.card)
    return ir.dumps(e.card)


def test_greatest_and_least_power_and_toughness_are_four_amounts():
    """A change of meaning changes the IR: the greatest is not the least, power is not toughness,
    the total is neither, in both languages."""
    en = "Testcard gets +X/+X until end of turn, where X is the {} {} among creatures you control."
    ja = "ターン終了時まで、テストカードは+X/+Xの修整を受ける。Ｘはあなたがコントロールしているクリーチャーの中の{}の{}に等しい。"
    got = {_amount(en.format(most, stat_en), ja.format(stat_ja, value))
           for most, value in (("greatest", "最大値"), ("least", "最小値"))
           for stat_en, stat_ja in (("power", "パワー"), ("toughness", "タフネス"))}
    got.add(_amount("Testcard gets +X/+X until end of turn, where X is the total power of creatures you control.",
                    "ターン終了時まで、テストカードは+X/+Xの修整を受ける。Ｘはあなたがコントロールしているクリーチャーのパワーの合計に等しい。"))
    assert len(got) == 5
