"""What the finishing pass makes canonical (compiler/finish.py): the Japanese target sentence
「…を対象とする。」 as the English inline "target", targets in order, pronouns ("it", "that
creature", 「その前者」) resolved to what they mean, and the intervening "if" (CR 603.4)."""
from helpers import ABSENT, AURA, CARD, INSTANT, SORCERY, SPELL, Form, check, table

T = {"kind": "triggered"}
FOUND = {"kind": "found"}
ENCHANTED = {"kind": "enchanted"}
TARGET_0 = {"kind": "target_ref", "index": 0}

FORMS = [
    # ------------------------------------------------------------ targets
    Form("japanese_target_sentence_is_english_inline_target", "Test Spell deals 2 damage to target creature and you gain 2 life.",
         "クリーチャー１体を対象とする。テスト呪文はそれに２点のダメージを与え、あなたは２点のライフを得る。",
         {"kind": "spell", "targets": [{"kind": "target", "filter": {"kind": "filter", "types": ["creature"]}}],
          "effect.steps.0": {"kind": "deal_damage", "source": {"kind": "self"}, "amount": 2, "to": TARGET_0}},
         name=SPELL, types=INSTANT),
    Form("japanese_n_or_more_after_wo_and_you_before_a_target-2", "Return target creature card from your graveyard to your hand.",
         "あなたはあなたの墓地にあるクリーチャー・カード１枚を対象とし、それをあなたの手札に戻す。",
         {"targets.0.filter.zone": "graveyard"}, types=SORCERY),
    Form("two_targets_two_pumps_one_duration",
         "Until end of turn, target creature gets +0/+2 and another target creature gets -2/-0.",
         "クリーチャー１体と、他のクリーチャー１体を対象とする。ターン終了時まで、その前者は+0/+2の修整を受け、その後者は-2/-0の修整を受ける。",
         {"effect.steps.*.what.index": [0, 1], "effect.steps.*.power": [0, -2], "effect.steps.*.toughness": [2, 0],
          "effect.steps.*.duration": ["until_end_of_turn", "until_end_of_turn"]}, types=INSTANT),
    # ------------------------------------------------------------ pronouns
    Form("it_after_creating_a_token_is_the_token-1",
         "Create a 0/1 colorless Eldrazi Spawn creature token. It gains haste until end of turn.",
         "無色の0/1のエルドラージ・落とし子・クリーチャー・トークン１体を生成する。ターン終了時まで、それは速攻を得る。",
         {"effect.steps.1.what": FOUND}, types=SORCERY),  # it was ~ (the sorcery) before
    # a target declared before the token is still "it" (「…を対象とする。…トークン１つを生成する。…それは…」)
    Form("it_after_creating_a_token_is_the_token-2",
         "Create a Treasure token. Until end of turn, up to one target creature gets +2/+2 for each Treasure you control.",
         "クリーチャー最大１体を対象とする。宝物・トークン１つを生成する。ターン終了時まで、それはあなたがコントロールしている"
         "宝物１つにつき+2/+2の修整を受ける。", {"effect.steps.1.what": TARGET_0}, types=SORCERY),
    Form("token_copies_and_that_token",
         "{1}{R}, {T}: Create a token that's a copy of another target creature you control. It gains haste. "
         "Sacrifice it at the beginning of the next end step.",
         "(１)(赤),(Ｔ)：あなたがコントロールしていてこれでないクリーチャー１体を対象とする。それのコピーであるトークン１体を生成する。"
         "そのトークンは速攻を得る。次の終了ステップの開始時に、そのトークンを生け贄に捧げる。",
         {"effect.steps.#": 3, "effect.steps.0": {"kind": "create_copy", "count": 1, "what": TARGET_0},
          "effect.steps.1.what": FOUND, "effect.steps.2.effect.what": FOUND}),  # the token, not the target
    Form("it_after_a_condition_about_the_enchanted_permanent-1", "As long as enchanted permanent is a creature, it gets +2/+1.",
         "エンチャントしているパーマネントがクリーチャーであるかぎり、それは+2/+1の修整を受ける。",
         {"condition.args.0": ENCHANTED, "effect.what": ENCHANTED}, types=AURA),
    Form("it_after_a_condition_about_the_enchanted_permanent-2",
         "Enchant creature\nAt the beginning of each upkeep, if enchanted creature is untapped, tap it.",
         "エンチャント（クリーチャー）\n各アップキープの開始時に、エンチャントしているクリーチャーがアンタップ状態である場合、"
         "それをタップする。", {"effect.what": ENCHANTED}, types=AURA, at=1),  # Narcolepsy: it tapped itself before
    # 'that creature' / 「そのクリーチャー」 in an Aura's trigger on its enchanted creature's controller's
    # upkeep is the enchanted creature, not the Aura (Essence Flare)
    Form("upkeep_of_enchanted_creatures_controller_means_that_creature",
         "At the beginning of the upkeep of enchanted creature's controller, put a -0/-1 counter on that creature.",
         "エンチャントしているクリーチャーのコントローラーのアップキープの開始時に、そのクリーチャーの上に-0/-1カウンター１個を置く。",
         {"event": {"kind": "step_begins", "step": "upkeep", "whose": "enchanted_controller"},
          "effect": {"kind": "put_counters", "counter": "-0/-1", "amount": 1, "what": ENCHANTED}}, types=AURA),
    # ------------------------------------------------------------ the intervening if (CR 603.4)
    Form("intervening_if_english_if_and_japanese_baai",
         "At the beginning of the end step, if no creatures are on the battlefield, sacrifice Test Card.",
         "終了ステップの開始時に、戦場に１体もクリーチャーがいない場合、テストカードを生け贄に捧げる。",
         {**T, "intervening_if.test": "count", "effect.kind": "sacrifice"}, name=CARD),
    Form("werewolf_transform_conditions_are_intervening_ifs-1",
         "At the beginning of each upkeep, if no spells were cast last turn, transform Test Card.",
         "各アップキープの開始時に、直前のターンに呪文が唱えられていなかった場合、テストカードを変身させる。",
         {**T, "intervening_if": {"kind": "condition", "test": "spells_cast_last_turn_none"},
          "effect": {"kind": "transform", "what": {"kind": "self"}}}, name=CARD),
    Form("werewolf_transform_conditions_are_intervening_ifs-2",
         "At the beginning of each upkeep, if a player cast two or more spells last turn, transform Test Card.",
         "各アップキープの開始時に、直前のターンにプレイヤー１人が２つ以上の呪文を唱えていた場合、テストカードを変身させる。",
         {**T, "intervening_if": {"kind": "condition", "test": "a_player_cast_n_spells_last_turn", "args": [2]}}, name=CARD),
    Form("intervening_if_before_a_japanese_target_sentence",
         "Whenever combat damage is dealt to you, if Test Card is in your graveyard, destroy target attacking creature.",
         "あなたに戦闘ダメージが与えられるたび、テストカードがあなたの墓地にある場合、攻撃クリーチャー１体を対象とする。それを破壊する。",
         {**T, "intervening_if.test": "in_zone", "targets.0.filter.states": ["attacking"]}, name=CARD),
    Form("nara_is_not_an_intervening_if", None,
         "テストカードが攻撃するたび、あなたがゴブリンをコントロールしているなら、カード１枚を引く。",
         {"intervening_if": ABSENT, "effect.kind": "if"}, name=CARD),
    Form("if_not_directly_after_trigger_is_not_intervening",
         "When Test Card dies, draw a card. If you control a Goblin, draw a card.", None,
         {"intervening_if": ABSENT, "effect.steps.1.kind": "if"}, name=CARD),
]


@table(FORMS)
def test_finished_form(f):
    check(f)
