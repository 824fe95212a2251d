"""Triggered abilities (CR 603): when/whenever/at, the events they wait for (zone changes, attacks,
casts, damage, steps …) and who or what the event is about; and the events replacement effects
replace ("If ~ would …, … instead")."""
from helpers import ABSENT, CARD, INSTANT, TESTCARD, Form, Refusal, check, refused, table

T = {"kind": "triggered"}
GAIN_1 = "you gain 1 life."

FORMS = [
    # a token with keywords and a quoted ability after them
    Form("token_with_keywords_and_a_quoted_ability",
         'When Test Card dies, create a 2/2 red Dragon creature token with flying and "{R}: This creature gets '
         '+1/+0 until end of turn."',
         "テストカードが死亡したとき、飛行と「(赤)：ターン終了時まで、このクリーチャーは+1/+0の修整を受ける。」を持つ赤の2/2の"
         "ドラゴン・クリーチャー・トークン１体を生成する。",
         {"effect.kind": "create_token", "effect.keywords": ["flying"], "effect.abilities.0.kind": "activated"},
         name=CARD),
    # ------------------------------------------------------------ zone changes
    Form("when_enters", "When Test Card enters the battlefield, you gain 3 life.", "テストカードが戦場に出たとき、あなたは３点のライフを得る。",
         {**T, "event": {"kind": "zone_change", "to_zone": "battlefield", "what": {"kind": "self"}}}, name=CARD),
    Form("dies_is_battlefield_to_graveyard", "When Test Card dies, you may draw a card.",
         "テストカードが死亡したとき、あなたはカード１枚を引いてもよい。",
         {**T, "event.from_zone": "battlefield", "event.to_zone": "graveyard", "optional": True, "effect.kind": "draw"},
         name=CARD),
    Form("one_or_more_is_one_trigger_subject", "Whenever one or more creatures die, you gain 1 life.",
         "１体以上のクリーチャーが死亡するたび、あなたは１点のライフを得る。",
         {"event.what": {"kind": "one_or_more", "filter": {"kind": "filter", "types": ["creature"]}}}),
    Form("self_or_another_is_either_one-1",
         "Whenever Test Card or another creature enters the battlefield under your control, you gain 1 life.",
         "テストカードか他のクリーチャーが１体あなたのコントロール下で戦場に出るたび、あなたは１点のライフを得る。",
         {"event.what": {"kind": "one_of", "items": [{"kind": "self"}, {"kind": "filter", "types": ["creature"], "other": True}]},
          "event.under": "you"}, name=CARD),
    Form("self_or_another_is_either_one-2", "Whenever Test Card or equipped creature attacks, it gets +2/+0 until end of turn.",
         "テストカードか装備しているクリーチャーが攻撃するたび、ターン終了時まで、そのクリーチャーは+2/+0の修整を受ける。",
         {"effect.what": {"kind": "trigger_object"}}, name=CARD),
    Form("put_into_your_graveyard_from_the_battlefield",
         "Whenever a nontoken creature is put into your graveyard from the battlefield, you gain 1 life.",
         "トークンでないクリーチャーが１体戦場からあなたの墓地に置かれるたび、あなたは１点のライフを得る。",
         {"event": {"kind": "zone_change", "from_zone": "battlefield", "to_zone": "graveyard", "owner": "you",
                    "what": {"kind": "filter", "types": ["creature"], "not_types": ["token"]}}}),
    Form("transforms_into_this_face", "When this creature transforms into Test Card, draw a card.",
         "このクリーチャーがテストカードに変身したとき、カード１枚を引く。",
         {**T, "event": {"kind": "transformed", "what": {"kind": "self"}}}, name=CARD),
    Form("monstrosity_proliferate_and_triggers_once_each_turn-2", "When Testcard becomes monstrous, destroy target permanent.",
         "テストカードが怪物的になったとき、パーマネント１つを対象とする。それを破壊する。",
         {"event": {"kind": "becomes_monstrous", "what": {"kind": "self"}}}, name=TESTCARD),
    # "for the first time each turn" / 「各ターン最初に」「各ターン内で初めて、」 (lex_ja_canon.first_each_turn)
    Form("gain_life_first_time_each_turn-1", "Whenever you gain life for the first time each turn, draw a card.",
         "あなたが各ターン最初にライフを得たとき、カード１枚を引く。",
         {"event": {"kind": "life_gained", "player": {"kind": "you"}, "first_each_turn": True}}),
    Form("gain_life_first_time_each_turn-2", "Whenever you gain life for the first time each turn, draw a card.",
         "あなたが各ターンに最初にライフを得るたび、カード１枚を引く。", {"event.first_each_turn": True}),
    Form("cast_first_spell_each_turn", "Whenever you cast your first instant or sorcery spell each turn, draw a card.",
         "あなたが各ターン内で初めて、インスタントかソーサリーである呪文を唱えるたび、カード１枚を引く。",
         {"event.kind": "cast", "event.nth": 1, "event.filter.kind": "any_of"}),
    Form("cast_second_spell_each_turn_ni", "Whenever you cast your second spell each turn, draw a card.",
         "あなたが各ターンにあなたの２つ目の呪文を唱えるたび、カード１枚を引く。", {"event.kind": "cast", "event.nth": 2}),
    Form("opponent_draws_their_second_card", "Whenever an opponent draws their second card each turn, draw a card.",
         "対戦相手が各ターンの自分の２枚目のカードを引くたび、カード１枚を引く。",
         {"event": {"kind": "draws", "nth": 2, "player": {"kind": "filter", "types": ["opponent"]}}}),
    # ------------------------------------------------------------ combat
    Form("whenever_attacks_and_blocks-1", "Whenever Test Card attacks, it gets +1/+1 until end of turn.",
         "テストカードが攻撃するたび、ターン終了時まで、それは+1/+1の修整を受ける。",
         {**T, "event.kind": "attacks", "effect": {"kind": "pump", "what": {"kind": "self"}, "power": 1, "toughness": 1,
                                                   "duration": "until_end_of_turn"}}, name=CARD),
    Form("whenever_attacks_and_blocks-2", "Whenever Test Card blocks, you gain 3 life.", "テストカードがブロックするたび、あなたは３点のライフを得る。",
         {**T, "event.kind": "blocks"}, name=CARD),
    Form("enters_or_attacks", "Whenever Test Card enters the battlefield or attacks, create two 2/2 black Zombie creature tokens.",
         "テストカードが戦場に出るか攻撃するたび、黒の2/2のゾンビ・クリーチャー・トークン２体を生成する。",
         {**T, "event.events.*.kind": ["zone_change", "attacks"], "effect.kind": "create_token", "effect.count": 2}, name=CARD),
    Form("becomes_blocked_trigger", "Whenever Test Card becomes blocked, it gets +2/+0 until end of turn.",
         "テストカードがブロックされた状態になるたび、ターン終了時まで、それは+2/+0の修整を受ける。",
         {**T, "event": {"kind": "becomes_blocked", "what": {"kind": "self"}}}, name=CARD),
    Form("becomes_blocked_by", "Whenever Test Card becomes blocked by a creature, Test Card gets +1/+1 until end of turn.",
         "テストカードがクリーチャーによってブロックされた状態になるたび、ターン終了時まで、テストカードは+1/+1の修整を受ける。",
         {"event": {"kind": "becomes_blocked", "what": {"kind": "self"}, "by": {"kind": "filter", "types": ["creature"]}}},
         name=CARD),
    Form("attacks_alone", "Whenever a creature you control attacks alone, it gets +1/+1 until end of turn.",
         "あなたがコントロールしているクリーチャーが単独で攻撃するたび、ターン終了時まで、それは+1/+1の修整を受ける。",
         {"event.alone": True, "effect.what": {"kind": "trigger_object"}}),
    Form("one_of_several_kinds_as_a_trigger_subject", "Whenever a Samurai or Warrior you control attacks alone, " + GAIN_1,
         "あなたがコントロールしている侍や戦士のうち１体が単独で攻撃するたび、あなたは１点のライフを得る。",
         {"event.what.kind": "any_of", "event.alone": True}),
    Form("attack_with_n_or_more_creatures-1", "Whenever you attack with three or more creatures, " + GAIN_1,
         "あなたが３体以上のクリーチャーで攻撃するたび、あなたは１点のライフを得る。",
         {"event": {"kind": "attacks_with", "player": {"kind": "you"}, "count": 3}}),
    # "Whenever you attack," is still its own event
    Form("attack_with_n_or_more_creatures-2", "Whenever you attack, " + GAIN_1, None, {"event.kind": "attacks"}),
    Form("would_instead_replacements_and_unblocked_attackers-3",
         "Whenever Test Card attacks and isn't blocked, defending player discards a card.",
         "テストカードが攻撃してブロックされないたび、防御プレイヤーはカード１枚を捨てる。",
         {"event": {"kind": "attacks_unblocked", "what": {"kind": "self"}}}, name=CARD),
    Form("combat_damage_trigger_to_you_or_planeswalker",
         "Whenever combat damage is dealt to you or a planeswalker you control, you gain 1 life.",
         "あなたかあなたがコントロールしているプレインズウォーカーに戦闘ダメージが与えられるたび、あなたは１点のライフを得る。",
         {**T, "event.combat": True, "event.to.kind": "one_of"}, name=CARD),
    Form("deals_damage_to_anything", "Whenever enchanted creature deals damage, " + GAIN_1,
         "エンチャントしているクリーチャーがダメージを与えるたび、あなたは１点のライフを得る。",
         {"event": {"kind": "damage_dealt", "source": {"kind": "enchanted"}, "to": None}}),
    # ------------------------------------------------------------ steps and phases
    Form("at_beginning_of_upkeep_and_end_step-1", "At the beginning of your upkeep, draw a card.",
         "あなたのアップキープの開始時に、カード１枚を引く。",
         {**T, "event": {"kind": "step_begins", "step": "upkeep", "whose": "you"}}, name=CARD),
    Form("at_beginning_of_upkeep_and_end_step-2", "At the beginning of each player's upkeep, that player sacrifices a creature.",
         "各プレイヤーのアップキープの開始時に、そのプレイヤーはクリーチャー１体を生け贄に捧げる。",
         {**T, "event.whose": ABSENT, "effect.player": {"kind": "trigger_player"}}, name=CARD),  # (any: every upkeep)
    Form("at_beginning_of_upkeep_and_end_step-3", "At the beginning of each upkeep, you gain 3 life.",
         "各プレイヤーのアップキープの開始時に、あなたは３点のライフを得る。",
         {**T, "event": {"kind": "step_begins", "step": "upkeep"}}, name=CARD),
    Form("each_opponents_upkeep_and_a_named_token_for_another_player-1", "At the beginning of each opponent's upkeep, " + GAIN_1,
         "各対戦相手のアップキープの開始時に、あなたは１点のライフを得る。",
         {"event": {"kind": "step_begins", "step": "upkeep", "whose": "opponent"}}),
    Form("threshold_gain_life_trigger_and_combat_on_your_turn-3",
         "At the beginning of combat on your turn, put a +1/+1 counter on target creature you control.",
         "あなたのターンの戦闘の開始時に、あなたがコントロールしているクリーチャー１体を対象とする。その上に+1/+1カウンター１個を置く。",
         {"event": {"kind": "step_begins", "step": "combat", "whose": "you"}}, at=0),
    Form("discard_and_scry_triggers_and_each_combat-4", "At the beginning of each combat, " + GAIN_1,
         "各戦闘の開始時に、あなたは１点のライフを得る。", {"event": {"kind": "step_begins", "step": "combat"}}),
    Form("main_phases_mill_hand_size_and_x_targets-1", "At the beginning of your postcombat main phase, " + GAIN_1,
         "あなたの第２メイン・フェイズの開始時に、あなたは１点のライフを得る。", {"event.step": "postcombat_main"}),
    # ------------------------------------------------------------ spells, players' actions
    Form("cast_trigger", "Whenever a player casts a white spell, you may gain 1 life.",
         "プレイヤーが白の呪文を唱えるたび、あなたは１点のライフを得てもよい。",
         {**T, "event.kind": "cast", "event.filter.colors": ["white"], "optional": True}, name=CARD),
    Form("attach_and_magecraft-2", "Whenever you cast or copy an instant or sorcery spell, draw a card.",
         "あなたがインスタントかソーサリーである呪文を唱えるかコピーするたび、カード１枚を引く。",
         {"event.kind": "cast", "event.or_copy": True}),
    Form("becomes_target_trigger", "When Test Card becomes the target of a spell or ability, sacrifice it.",
         "テストカードが呪文や能力の対象になったとき、これを生け贄に捧げる。",
         {**T, "event.kind": "becomes_target",
          "effect": {"kind": "sacrifice", "player": {"kind": "you"}, "what": {"kind": "self"}}}, name=CARD),
    Form("threshold_gain_life_trigger_and_combat_on_your_turn-2", "Whenever you gain life, put a +1/+1 counter on Test Card.",
         "あなたがライフを得るたび、テストカードの上に+1/+1カウンター１個を置く。",
         {"event": {"kind": "life_gained", "player": {"kind": "you"}}}, name=CARD, at=0),
    Form("draw_trigger_in_both_word_orders", "Whenever an opponent draws a card, " + GAIN_1,
         "対戦相手１人がカード１枚を引くたび、あなたは１点のライフを得る。",
         {"event": {"kind": "draws", "player": {"kind": "filter", "types": ["opponent"]}}}),
    Form("draw_your_second_card_each_turn", "Whenever you draw your second card each turn, " + GAIN_1,
         "あなたが各ターンのあなたの２枚目のカードを引くたび、あなたは１点のライフを得る。",
         {"event": {"kind": "draws", "player": {"kind": "you"}, "nth": 2}}),
    Form("discard_and_scry_triggers_and_each_combat-1", "Whenever you discard a card, " + GAIN_1,
         "あなたがカード１枚を捨てるたび、あなたは１点のライフを得る。", {"event": {"kind": "discards", "player": {"kind": "you"}}}),
    Form("discard_and_scry_triggers_and_each_combat-2", "Whenever you discard a creature card, " + GAIN_1,
         "あなたがクリーチャー・カード１枚を捨てるたび、あなたは１点のライフを得る。",
         {"event.filter": {"kind": "filter", "types": ["card", "creature"]}}),
    Form("discard_and_scry_triggers_and_each_combat-3", "Whenever you scry, " + GAIN_1,
         "あなたが占術を行うたび、あなたは１点のライフを得る。", {"event": {"kind": "scried", "player": {"kind": "you"}}}),
    Form("monstrosity_proliferate_and_triggers_once_each_turn-4",
         "Whenever you cast an instant or sorcery spell, you may draw a card. If you do, discard a card. "
         "This ability triggers only once each turn.",
         "あなたがインスタントかソーサリーである呪文を唱えるたび、あなたはカード１枚を引いてもよい。そうしたなら、"
         "カード１枚を捨てる。この能力は、毎ターン１回のみ誘発する。", {**T, "once_each_turn": True}),
    # ------------------------------------------------------------ more events, one row each
    Form("more_trigger_events-1", "When Test Card is turned face up, " + GAIN_1,
         "テストカードが表向きになったとき、あなたは１点のライフを得る。", {"event.kind": "turned_face_up"}, name=CARD, at=0),
    Form("more_trigger_events-2", "Whenever Test Card is dealt damage, " + GAIN_1,
         "テストカードにダメージが与えられるたび、あなたは１点のライフを得る。", {"event.kind": "damage_dealt"}, name=CARD, at=0),
    Form("more_trigger_events-3", "Whenever Test Card is dealt damage, " + GAIN_1,
         "テストカードがダメージを受けるたび、あなたは１点のライフを得る。", {"event.kind": "damage_dealt"}, name=CARD, at=0),
    Form("more_trigger_events-4", "When you cycle Test Card, draw a card.", "このカードをサイクリングしたとき、カード１枚を引く。",
         {"event.kind": "cycled"}, name=CARD, at=0),
    Form("more_trigger_events-5", "Whenever you sacrifice a land, draw a card.", "あなたが土地１つを生け贄に捧げるたび、カード１枚を引く。",
         {"event.kind": "sacrificed"}, name=CARD, at=0),
    Form("more_trigger_events-6", "Whenever you attack, draw a card.", "あなたが攻撃するたび、カード１枚を引く。",
         {"event.kind": "attacks"}, name=CARD, at=0),
    Form("more_japanese_forms-1", "When you cast this spell, draw a card.", "あなたがこの呪文を唱えたとき、カード１枚を引く。",
         types=INSTANT),
    # ------------------------------------------------------------ what a replacement replaces
    Form("would_instead_replacements_and_unblocked_attackers-1",
         "If Test Card would be put into a graveyard from anywhere, exile it instead.",
         "テストカードがいずこかから墓地に置かれるなら、代わりにこれを追放する。",
         {"": {"kind": "replacement", "effect": {"kind": "would_instead", "event": {
             "kind": "zone_change", "what": {"kind": "self"}, "to_zone": "graveyard"},
             "effect": {"kind": "exile", "what": {"kind": "self"}}}}}, name=CARD),
    Form("would_instead_replacements_and_unblocked_attackers-2", "If a creature an opponent controls would die, exile it instead.",
         "対戦相手がコントロールしているクリーチャーが死亡するなら、代わりにそれを追放する。",
         {"effect.effect.what": {"kind": "trigger_object"},  # the creature, not ~
          "effect.event.what": {"kind": "filter", "types": ["creature"], "controller": "opponent"}}),
    # the turn the event must happen in (CR 603.2): part of the event, said anywhere in the Japanese clause
    Form("cast_during_an_opponents_turn", "Whenever you cast a spell during an opponent's turn, you gain 1 life.",
         "あなたが対戦相手のターンに呪文を唱えるたび、あなたは１点のライフを得る。",
         {**T, "event.kind": "cast", "event_condition": {"kind": "not", "cond": {"kind": "condition", "test": "your_turn"}},
          "intervening_if": ABSENT}),
    Form("cast_during_an_opponents_turn_ja_first", "Whenever you cast a spell during an opponent's turn, you gain 1 life.",
         "対戦相手１人のターンの間にあなたが呪文を唱えるたび、あなたは１点のライフを得る。",
         {"event_condition.kind": "not"}),
    Form("leaves_during_your_turn", "Whenever a creature you control leaves the battlefield during your turn, you gain 1 life.",
         "あなたのターン中に、あなたがコントロールしているクリーチャー１体が戦場を離れるたび、あなたは１点のライフを得る。",
         {"event.kind": "zone_change", "event_condition": {"kind": "condition", "test": "your_turn"}}),
    Form("opponent_casts_during_your_turn", "Whenever an opponent casts a spell during your turn, you gain 1 life.",
         "対戦相手があなたのターンの間に呪文を唱えるたび、あなたは１点のライフを得る。",
         {"event_condition": {"kind": "condition", "test": "your_turn"}}),
]


# "one or more" as the quantity of an event's object (CR 603.2c): once for all of them together, not
# once each; in any of the event's slots (its verb's object, whom it is done to, its subject)
ONE = {"kind": "one_or_more"}
CARDS = {**ONE, "filter": {"kind": "filter", "types": ["card"]}}
ONE_OR_MORE = [
    Form("discard_one_or_more_cards", "Whenever you discard one or more cards, you gain 1 life.",
         "あなたが１枚以上のカードを捨てるたび、あなたは１点のライフを得る。",
         {"event": {"kind": "discards", "player": {"kind": "you"}, "filter": CARDS}}),
    Form("discard_a_card_is_once_each", "Whenever you discard a card, you gain 1 life.",
         "あなたがカード１枚を捨てるたび、あなたは１点のライフを得る。",
         {"event": {"kind": "discards", "player": {"kind": "you"}}}),
    Form("discard_one_or_more_of_a_kind", "Whenever you discard one or more nonland cards, you gain 1 life.",
         "あなたが土地でない１枚以上のカードを捨てるたび、あなたは１点のライフを得る。",
         {"event.filter": {**ONE, "filter": {"kind": "filter", "types": ["card"], "not_types": ["land"]}}}),
    Form("players_discard_one_or_more", "Whenever one or more players discard one or more cards, you gain 1 life.",
         "１人以上のプレイヤーが１枚以上のカードを捨てるたび、あなたは１点のライフを得る。",
         {"event.player": {**ONE, "filter": {"kind": "filter", "types": ["player"]}}, "event.filter": CARDS}),
    Form("sacrifice_one_or_more", "Whenever you sacrifice one or more Blood tokens, you gain 1 life.",
         "あなたが１つ以上の血・トークンを生け贄に捧げるたび、あなたは１点のライフを得る。",
         {"event": {"kind": "sacrificed", "player": {"kind": "you"},
                    "what": {**ONE, "filter": {"kind": "filter", "types": ["token"], "subtypes": ["Blood"]}}}}),
    Form("combat_damage_to_one_or_more_blockers",
         "Whenever Test Card deals combat damage to one or more blocking creatures, you gain 1 life.",
         "テストカードが１体以上のブロック・クリーチャーに戦闘ダメージを与えるたび、あなたは１点のライフを得る。",
         {"event": {"kind": "damage_dealt", "source": {"kind": "self"}, "combat": True,
                    "to": {**ONE, "filter": {"kind": "filter", "types": ["creature"], "states": ["blocking"]}}}},
         name=CARD),
    Form("one_or_more_deal_damage_to_one_or_more",
         "Whenever one or more creatures you control deal combat damage to one or more players, you gain 1 life.",
         "あなたがコントロールしている１体以上のクリーチャーが１人以上のプレイヤーに戦闘ダメージを与えるたび、あなたは１点のライフを得る。",
         {"event.source.kind": "one_or_more", "event.to": {**ONE, "filter": {"kind": "filter", "types": ["player"]}}}),
    Form("opponents_lose_life", "Whenever one or more opponents lose life, you gain 1 life.",
         "１人以上の対戦相手がライフを失うたび、あなたは１点のライフを得る。",
         {"event": {"kind": "life_lost", "player": {**ONE, "filter": {"kind": "filter", "types": ["opponent"]}}}}),
    Form("blocks_or_becomes_blocked_by_one_or_more",
         "Whenever Test Card blocks or becomes blocked by one or more black creatures, you gain 1 life.",
         "テストカードが１体以上の黒のクリーチャーをブロックするか、１体以上の黒のクリーチャーによってブロックされた状態になったとき、"
         "あなたは１点のライフを得る。",
         {"event.events.*.kind": ["blocks", "becomes_blocked"], "event.events.0.whom.kind": "one_or_more",
          "event.events.1.by.kind": "one_or_more"}, name=CARD),
    # attacking with N or more (CR 508.1): the attackers' kind, and whom they attack
    Form("attack_with_one_or_more_of_a_kind", "Whenever you attack with one or more Zombies, you gain 1 life.",
         "あなたが１体以上のゾンビで攻撃するたび、あなたは１点のライフを得る。",
         {"event": {"kind": "attacks_with", "player": {"kind": "you"}, "count": 1,
                    "filter": {"kind": "filter", "subtypes": ["Zombie"]}}}),
    Form("attack_a_player_with_one_or_more",
         "Whenever you attack a player with one or more creatures with power 4 or greater, you gain 1 life.",
         "あなたがパワーが４以上である１体以上のクリーチャーでプレイヤー１人を攻撃するたび、あなたは１点のライフを得る。",
         {"event.whom": {"kind": "filter", "types": ["player"]}, "event.count": 1, "event.filter.compare.0.value": 4}),
    Form("attack_with_two_or_more_floated", "Whenever you attack with two or more creatures with flying, you gain 1 life.",
         "あなたが飛行を持つクリーチャー２体以上で攻撃するたび、あなたは１点のライフを得る。",
         {"event.count": 2, "event.filter.with_keywords": ["flying"]}),
    Form("attack_with_three_or_more", "Whenever you attack with three or more creatures, you gain 1 life.",
         "あなたが３体以上のクリーチャーで攻撃するたび、あなたは１点のライフを得る。",
         {"event": {"kind": "attacks_with", "player": {"kind": "you"}, "count": 3}}),
    # the counters a player puts (once for each permanent or player they are put on, CR 122.6)
    Form("put_one_or_more_counters", "Whenever you put one or more counters on a permanent or player, you gain 1 life.",
         "あなたがパーマネントかプレイヤーの上に１個以上のカウンターを置くたび、あなたは１点のライフを得る。",
         {"event": {"kind": "counters_put", "counter": "", "by": {"kind": "you"}, "what": {"kind": "any_of", "filters": [
             {"kind": "filter", "types": ["permanent"]}, {"kind": "filter", "types": ["player"]}]}}}),
    Form("put_one_or_more_counters_of_a_kind_floated",
         "Whenever you put one or more -1/-1 counters on a creature, you gain 1 life.",
         "あなたがクリーチャー１体の上に-1/-1カウンターを１個以上置くたび、あなたは１点のライフを得る。",
         {"event": {"kind": "counters_put", "counter": "-1/-1", "by": {"kind": "you"},
                    "what": {"kind": "filter", "types": ["creature"]}}}),
]

ONE_OR_MORE_REFUSED = [
    # a verb with no event of its own: "one or more" would stand in the action, not in the event
    Refusal("gain_control_of_one_or_more", "en", "Whenever you gain control of one or more creatures, you gain 1 life.",
            "outside the objects of an event"),
    Refusal("mill_one_or_more", "en", "Whenever a player mills one or more creature cards, you gain 1 life."),
    # an action's object: "one or more" is no count of an effect
    Refusal("exile_one_or_more_as_a_cost", "en", "{1}, Exile one or more creature cards from your graveyard: Draw a card."),
]


@table(FORMS + ONE_OR_MORE)
def test_trigger_form(f):
    check(f)


@table(ONE_OR_MORE_REFUSED, "r")
def test_one_or_more_outside_an_event_is_refused(r):
    refused(r)


def test_one_or_more_cards_is_not_a_card():
    """A meaning change is an IR change: once for all the cards discarded together is not once each."""
    some = check(ONE_OR_MORE[0])["event"]
    each = check(ONE_OR_MORE[1])["event"]
    assert some != each and some["filter"]["kind"] == "one_or_more" and "filter" not in each


def test_new_enters_wording_is_the_same_event():
    a = check(Form("new", "When this creature enters, you gain 3 life.", "このクリーチャーが戦場に出たとき、あなたは３点のライフを得る。",
                   T, name=CARD))
    b = check(Form("old", "When Test Card enters the battlefield, you gain 3 life.", "テストカードが戦場に出たとき、あなたは３点のライフを得る。",
                   T, name=CARD))
    assert a == b
