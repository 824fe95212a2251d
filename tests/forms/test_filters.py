"""Filters: what a set of objects has in common — types and their unions ("artifact, enchantment,
or land", 「…や…のうち」), colors, "nonbasic", "with counters", "named ~", "of the chosen type",
the zone and its owner ("from an opponent's graveyard")."""
from helpers import ABSENT, CARD, ENCHANTMENT, INSTANT, SORCERY, Form, check, table

T = {"kind": "triggered"}

FORMS = [
    Form("filter_with_counters", "Each creature you control with a +1/+1 counter on it has trample.",
         "あなたがコントロールしていて+1/+1カウンターが置かれている各クリーチャーはトランプルを持つ。",
         {"effect.what.filter.with_counters": ["+1/+1"]}),
    Form("nonbasic", "Destroy target nonbasic land.", "基本でない土地１つを対象とする。それを破壊する。",
         {"targets.0.filter": {"kind": "filter", "types": ["land"], "not_supertypes": ["basic"]}}, types=SORCERY),
    Form("multicolored", "Whenever you cast a multicolored spell, you gain 1 life.", "あなたが多色の呪文を唱えるたび、あなたは１点のライフを得る。",
         {"event.filter": {"kind": "filter", "types": ["spell"], "multicolored": True}}),
    Form("historic", "Whenever you cast a historic spell, scry 1.", "あなたが歴史的な呪文を唱えるたび、占術１を行う。",
         {"event.filter": {"kind": "filter", "types": ["spell"], "historic": True}}),
    Form("a_card_named_this_card", "Search your library for a card named Test Card, reveal it, put it into your hand, then shuffle.",
         "あなたのライブラリーから《テストカード》という名前のカード１枚を探し、それを公開し、あなたの手札に加える。"
         "その後、ライブラリーを切り直す。",
         {"effect.steps.0.filter": {"kind": "filter", "types": ["card"], "named_self": True}}, name=CARD, types=SORCERY),
    Form("from_an_opponents_graveyard", "Put target creature card from an opponent's graveyard onto the battlefield under your control.",
         "対戦相手の墓地にあるクリーチャー・カード１枚を対象とする。それをあなたのコントロール下で戦場に出す。",
         {"targets.0.filter.zone_owner": "opponent"}, types=SORCERY),
    Form("of_the_chosen_type_is_kept", "Creatures you control of the chosen type get +1/+1.",
         "あなたがコントロールしているその選ばれたタイプのクリーチャーは+1/+1の修整を受ける。",
         {"effect.what.filter.chosen": "creature_type"}),
    Form("choose_a_creature_type_as_a_step",
         "Choose a creature type. Creatures you control of the chosen type get +1/+0 until end of turn.",
         "クリーチャー・タイプ１つを選ぶ。ターン終了時まで、あなたがコントロールしていてその選ばれたタイプを持つ各クリーチャーは"
         "+1/+0の修整を受ける。",
         {"effect.steps.#": 2, "effect.steps.0": {"kind": "choose", "choice": "creature_type"},
          "effect.steps.1.what.filter.chosen": "creature_type"}, types=INSTANT),
    Form("more_japanese_forms-3", "Target blocking creature gets +3/+1 until end of turn.",
         "ブロック・クリーチャー１体を対象とする。ターン終了時まで、それは+3/+1の修整を受ける。", types=INSTANT),
    Form("more_japanese_forms-4", "Target attacking or blocking creature gets +2/+2 until end of turn.",
         "攻撃しているクリーチャー１体かブロック・クリーチャー１体を対象とする。ターン終了時まで、それは+2/+2の修整を受ける。",
         types=INSTANT),
    # ------------------------------------------------------------ unions of types
    Form("and_or_between_card_types", "Destroy up to two target artifacts and/or enchantments.", None,
         {"targets.0.filter.filters.*.types": [["artifact"], ["enchantment"]]}, types=SORCERY),
    Form("keyword_after_a_list_of_types_describes_the_creature_only", "Destroy target artifact, enchantment, or creature with flying.",
         "アーティファクト、エンチャント、または飛行を持つクリーチャーである１つを対象とする。それを破壊する。",
         {"targets.0.filter.filters.*.types": [["artifact"], ["creature"], ["enchantment"]],  # in canonical order
          "targets.0.filter.filters.*.with_keywords": [ABSENT, ["flying"], ABSENT]}, types=INSTANT),
    Form("japanese_union_shares_its_zone_and_head_noun-1",
         "When Test Card enters the battlefield, return target artifact or creature card from your graveyard to your hand.",
         "テストカードが戦場に出たとき、あなたの墓地からアーティファクト・カード１枚かクリーチャー・カード１枚を対象とし、"
         "それをあなたの手札に戻す。",
         {**T, "targets.0.filter.filters.*.zone": ["graveyard", "graveyard"]}, name=CARD),
    Form("japanese_union_shares_its_zone_and_head_noun-2",
         "When Test Card enters the battlefield, return target Vampire or Wizard creature card from your graveyard to the battlefield.",
         "テストカードが戦場に出たとき、あなたの墓地にある吸血鬼かウィザードであるクリーチャー・カード１枚を対象とし、"
         "それを戦場に戻す。", {**T, "targets.0.filter.filters.#": 2}, name=CARD),
    Form("sacrifice_one_of_several_kinds_each_with_its_count-1",
         "At the beginning of each player's upkeep, that player sacrifices an artifact, creature, or land.",
         "各プレイヤーのアップキープの開始時に、そのプレイヤーはアーティファクト１つかクリーチャー１体か土地１つを生け贄に捧げる。",
         {"effect.what.filter.filters.*.types": [["artifact"], ["creature"], ["land"]]}),
    # 「他の」 before the first alternative is said of all of them, as "another" is in English
    Form("sacrifice_one_of_several_kinds_each_with_its_count-2",
         "{T}, Sacrifice another Orc or Goblin: Other Orc creatures get +1/+1 until end of turn.",
         "(Ｔ),他のオーク１つかゴブリン１つを生け贄に捧げる：他のオーク・クリーチャーは、ターン終了時まで+1/+1の修整を受ける。",
         {"cost.1.what.filter.filters.*.other": [True, True]}),
    # the same words before 「を対象とする」 are still two targets' union
    Form("sacrifice_one_of_several_kinds_each_with_its_count-3", "{T}: Test Card deals 1 damage to target player or planeswalker.",
         "(Ｔ)：プレイヤー１人かプレインズウォーカー１体を対象とする。テストカードはそれに１点のダメージを与える。",
         {"targets.0.filter.kind": "any_of"}, name=CARD),
    # ------------------------------------------------------------ zones and whose they are
    Form("from_defending_players_graveyard", "Whenever Test Card attacks, put target creature card from defending "
         "player's graveyard onto the battlefield under your control.",
         "テストカードが攻撃するたび、防御プレイヤーの墓地からクリーチャー・カード１枚を対象とする。"
         "それをあなたのコントロール下で戦場に出す。",
         {**T, "targets.0.filter.zone_owner": {"kind": "defending_player"}}, name=CARD),
    Form("in_exile", "Return target card in exile to its owner's hand.", "追放領域にあるカード１枚を対象とし、それをオーナーの手札に戻す。",
         {"targets.0.filter": {"kind": "filter", "types": ["card"], "zone": "exile"}}, types=SORCERY),
    Form("from_each_opponents_graveyard", "Exile all creature cards from each opponent's graveyard.",
         "各対戦相手の墓地にあるクリーチャー・カードをすべて追放する。",
         {"effect.what.filter.zone_owner": {"kind": "each", "filter": {"kind": "filter", "types": ["opponent"]}}},
         types=SORCERY),
    Form("from_an_opponents_graveyard_to_its_owners_hand", "Return target card from an opponent's graveyard to its owner's hand.",
         "対戦相手１人の墓地にあるカード１枚を対象とし、それをオーナーの手札に戻す。",
         {"targets.0.filter.zone_owner": "opponent", "effect.to": "hand"}, types=SORCERY),
    Form("their_hand_of_defending_player", "Whenever Test Card attacks, it deals X damage to defending player, where X is "
         "the number of cards in their hand.", "テストカードが攻撃するたび、これは防御プレイヤーにＸ点のダメージを与える。"
         "Ｘはそのプレイヤーの手札にあるカードの枚数に等しい。",
         {**T, "effect.amount.filter.zone_owner": {"kind": "defending_player"}}, name=CARD),
    # 「…にあり」: the zone prefix when another qualifier follows
    Form("in_your_graveyard_and_more", "Return target instant or sorcery card from your graveyard to your hand.",
         "あなたの墓地にありインスタントかソーサリーであるカード１枚を対象とし、それをあなたの手札に戻す。",
         {"targets.0.filter.filters.*.zone_owner": ["you", "you"]}, types=SORCERY),
    # "its" inside a filter is the object tested, each creature's own stat (Japanese leaves it unsaid)
    Form("its_own_stat_in_a_filter", "{2}{C}: Each creature with toughness greater than its power can't block this turn.",
         "(２)(◇)：このターン、タフネスがパワーより大きいクリーチャーではブロックできない。",
         {"effect.what.filter.compare": [{"kind": "compare", "stat": "toughness", "op": "gt",
                                          "value": {"kind": "stat_of", "stat": "power", "what": {"kind": "tested"}}}]}),
    Form("its_own_stat_in_a_trigger_filter",
         "Whenever a creature you control with power equal to its toughness attacks, it gains trample until end of turn.",
         "あなたがコントロールしていてパワーがタフネスに等しいクリーチャー１体が攻撃するたび、ターン終了時まで、それはトランプルを得る。",
         {**T, "event.what.compare.0.value.what": {"kind": "tested"}, "event.what.compare.0.op": "eq"}),
    # plural type nouns joined by "and" / 「と」: one noun phrase of either kind (the same as "or" / 「や」)
    Form("plural_nouns_and", "Artifacts and creatures your opponents control enter the battlefield tapped.",
         "対戦相手がコントロールしているアーティファクトとクリーチャーはタップ状態で戦場に出る。",
         {"effect.what.filter.kind": "any_of", "effect.what.filter.filters.*.types": [["artifact"], ["creature"]],
          "effect.what.filter.filters.*.controller": ["opponent", "opponent"]}, types=ENCHANTMENT),
    Form("plural_nouns_and_list", "{1}, {T}: Destroy all artifacts, creatures, and enchantments.",
         "(１),(Ｔ)：すべての、アーティファクトとクリーチャーとエンチャントを破壊する。",
         {"effect.what.filter.filters.*.types": [["artifact"], ["creature"], ["enchantment"]]},
         types=("Artifact", "アーティファクト")),
    Form("plural_nouns_and_from_a_zone", "Return all instant and sorcery cards from your graveyard to your hand.",
         "あなたの墓地からすべてのインスタント・カードとソーサリー・カードをあなたの手札に戻す。",
         {"effect.what.filter.filters.*.zone": ["graveyard", "graveyard"]}, types=SORCERY),
    # a list of four or more subtypes, and one closed by ", and/or"
    Form("subtype_list_of_four", "Search your library for a Plains, Island, Swamp, or Mountain card, put it onto the "
         "battlefield tapped, then shuffle.",
         "あなたのライブラリーから平地か島か沼か山であるカード１枚を探し、タップ状態で戦場に出す。その後、ライブラリーを切り直す。",
         {"effect.steps.0.filter.filters.*.subtypes": [["Island"], ["Mountain"], ["Plains"], ["Swamp"]]},
         types=SORCERY),
    Form("subtype_list_and_or", "Equipped creature gets +1/+1 for each Dwarf, Equipment, and/or Vehicle you control.",
         "装備しているクリーチャーは、あなたがコントロールしているドワーフや装備品や機体１つにつき+1/+1の修整を受ける。",
         {"effect.power.filter.filters.*.subtypes": [["Dwarf"], ["Equipment"], ["Vehicle"]]},
         types=("Artifact — Equipment", "アーティファクト ― 装備品")),
]


@table(FORMS)
def test_filter_form(f):
    check(f)
