"""The Japanese clause layer: wordings of one construction that the lexer makes one token sequence
(compiler/lex_ja_canon.py) — a floating quantifier (「クリーチャーが１体、…」), the distributive
「それぞれ」, 「には」 for 「によっては」, 「すべての」 after a modifier, the order of 「可能なら各戦闘で」,
「ゾンビ動員２」 — and the sentence forms that declare a target inside a clause (「そうしたとき、…を
対象とする。」, 「…場合、…を対象とし、…」, two targets then 「を対象とし、」). Each compiles to the IR of
its English text."""
from helpers import SORCERY, Form, check, table

_T0 = {"kind": "target_ref", "index": 0}
_T1 = {"kind": "target_ref", "index": 1}

FORMS = [
    # a floating quantifier: the count after が is the subject's, the 、 after it punctuation
    Form("floating_quantifier", "Whenever another nontoken creature enters the battlefield under your control, draw a card.",
         "トークンでない他のクリーチャーが１体、あなたのコントロール下で戦場に出るたび、カード１枚を引く。",
         {"event.under": "you", "event.what.other": True, "effect.kind": "draw"}),
    # 「それぞれ」 after a recipient, an object, a comma: "each" says nothing more
    Form("each_recipient", "Testcard deals 2 damage to each creature you don't control.",
         "テストカードは、あなたがコントロールしていない各クリーチャーにそれぞれ２点のダメージを与える。",
         {"effect.kind": "deal_damage", "effect.amount": 2, "effect.to.kind": "each", "effect.to.filter.controller": "not_you"},
         name=("Testcard", "テストカード"), types=SORCERY),
    Form("each_object", "Return each nonland permanent to its owner's hand.",
         "土地でない各パーマネントをそれぞれオーナーの手札に戻す。", {"effect.kind": "move", "effect.to": "hand"},
         types=SORCERY),
    # after は it stays, and a pump with a keyword follows it as a plain pump does
    Form("each_subject_pump_and_grant", "Up to two target creatures each get +1/+1 and gain flying until end of turn.",
         "クリーチャー最大２体を対象とする。ターン終了時まで、それらはそれぞれ+1/+1の修整を受け、飛行を得る。",
         {"effect.steps.0": {"kind": "pump", "what": _T0, "power": 1, "toughness": 1, "duration": "until_end_of_turn"},
          "effect.steps.1.kind": "grant"}, types=SORCERY),
    Form("each_player_sacrifices_with_flying", "Each opponent sacrifices a creature with flying.",
         "各対戦相手はそれぞれ、飛行を持つクリーチャー１体を生け贄に捧げる。", {"effect.kind": "sacrifice"}, types=SORCERY),
    # 「には」 = 「によっては」; a modified noun is a recipient of damage too (「タップ状態のクリーチャーに」)
    Form("blocked_by_ni_wa", "Testcard can't be blocked by creatures with power 2 or less.",
         "テストカードはパワーが２以下のクリーチャーにはブロックされない。",
         {"effect.action": "be_blocked", "effect.by.compare.0.op": "le"},
         name=("Testcard", "テストカード")),
    # 「~は…をブロックできない」: a kind of attacker it can't block
    Form("cant_block_a_kind", "Testcard can't block creatures with power 2 or greater.",
         "テストカードはパワーが２以上のクリーチャーをブロックできない。",
         {"effect.action": "block", "effect.what.kind": "self", "effect.by.compare.0.op": "ge"},
         name=("Testcard", "テストカード")),
    # 「それができないなら」「そうできないなら」 after an instruction: "If you can't, …"
    Form("if_you_cant", "At the beginning of your upkeep, sacrifice a creature. If you can't, sacrifice Testcard.",
         "あなたのアップキープの開始時に、クリーチャー１体を生け贄に捧げる。それができないなら、テストカードを生け贄に捧げる。",
         {"effect.steps.1.kind": "if", "effect.steps.1.cond": {"kind": "condition", "test": "could_not", "args": [{"kind": "you"}]}},
         name=("Testcard", "テストカード")),
    Form("if_you_cant_sou", "Return an artifact card from your graveyard to your hand. If you can't, draw a card.",
         "あなたの墓地からアーティファクト・カード１枚をあなたの手札に戻す。そうできないなら、カード１枚を引く。",
         {"effect.steps.1.cond.test": "could_not", "effect.steps.1.then.kind": "draw"}, types=SORCERY),
    Form("damage_to_modified_noun", "Testcard deals 1 damage to each tapped creature.",
         "テストカードはタップ状態の各クリーチャーに１点のダメージを与える。", {"effect.to.filter.states": ["tapped"]},
         name=("Testcard", "テストカード"), types=SORCERY),
    # 「すべての」 after a modifier of the same noun
    Form("all_after_modifier", "Destroy all creatures with mana value 3 or less.",
         "マナ総量が３以下のすべてのクリーチャーを破壊する。", {"effect.kind": "destroy", "effect.what.kind": "each"},
         types=SORCERY),
    Form("attacks_each_combat_if_able", "Testcard attacks each combat if able.", "テストカードは、可能なら各戦闘で攻撃する。",
         {"effect.kind": "must_attack", "effect.duration": "each_combat"}, name=("Testcard", "テストカード")),
    # "amass 2" (before 2023) is "amass Zombies 2"
    Form("amass_type_first", "Amass 2.", "ゾンビ動員２を行う。",
         {"effect": {"kind": "keyword_action", "action": "amass", "amount": 2,
                     "what": {"kind": "filter", "subtypes": ["Zombie"]}}}, types=SORCERY),
    Form("total_count", "Testcard's power is equal to the number of creatures you control.",
         "テストカードのパワーは、あなたがコントロールしているクリーチャーの総数に等しい。", {"kind": "static"},
         name=("Testcard", "テストカード")),
    # a target declared inside a reflexive trigger, after a condition, and two targets then a clause
    Form("when_you_do_target", "Whenever Testcard attacks, you may pay {1}. When you do, target creature can't block this turn.",
         "テストカードが攻撃するたび、あなたは(１)を支払ってもよい。そうしたとき、クリーチャー１体を対象とする。"
         "このターン、それではブロックできない。",
         {"effect.steps.1": {"kind": "reflexive", "effect": {"kind": "cant", "action": "block", "what": _T0,
                                                         "duration": "until_end_of_turn"}},
          "targets.0.filter.types": ["creature"]}, name=("Testcard", "テストカード")),
    Form("if_then_target", "When Testcard enters the battlefield, if it was kicked, destroy target land.",
         "テストカードが戦場に出たとき、それがキッカーされていた場合、土地１つを対象とし、それを破壊する。",
         {"intervening_if.test": "kicked", "effect": {"kind": "destroy", "what": _T0}}, name=("Testcard", "テストカード")),
    Form("two_targets_then", "Destroy target artifact. Testcard deals 2 damage to target player.",
         "アーティファクト１つと、プレイヤー１人を対象とし、その前者を破壊する。テストカードはその後者に２点のダメージを与える。",
         {"effect.steps.0": {"kind": "destroy", "what": _T0}, "effect.steps.1.to": _T1},
         name=("Testcard", "テストカード"), types=SORCERY),
    Form("divided_as_you_choose", "Testcard deals 3 damage divided as you choose among one, two, or three targets.",
         "１つか２つか３つを対象とする。テストカードは、それらに３点のダメージを望むように分割して与える。",
         {"effect.divided": "as_you_choose"}, name=("Testcard", "テストカード"), types=SORCERY),
    Form("during_your_turn_object", "As long as it's your turn, Testcard has first strike.",
         "あなたのターンの間、テストカードは先制攻撃を持つ。", {"kind": "static", "condition.test": "your_turn"},
         name=("Testcard", "テストカード")),
]

FORMS += [
    # a noun's stat, exactly an amount or compared with a counted one
    Form("stat_equal_x", "Destroy target creature with mana value X.", "マナ総量がＸのクリーチャー１体を対象とし、それを破壊する。",
         {"targets.0.filter.compare.0": {"kind": "compare", "stat": "mana_value", "op": "eq", "value": {"kind": "x"}}},
         types=SORCERY),
    Form("stat_shared_by_union", "Destroy target artifact or enchantment with mana value X.",
         "マナ総量がＸのアーティファクト１つかエンチャント１つを対象とし、それを破壊する。",
         {"targets.0.filter.filters.1.compare.0.op": "eq"}, types=SORCERY),
    Form("stat_equal_to_counters", "{T}: You may put a creature card with mana value equal to the number of charge "
         "counters on Testcard from your hand onto the battlefield.",
         "(Ｔ)：あなたはあなたの手札から、マナ総量がテストカードの上に置かれている蓄積カウンターの個数に等しいクリーチャー・"
         "カード１枚を戦場に出してもよい。", {"effect.kind": "may", "effect.effect.what.filter.compare.0.op": "eq"},
         name=("Testcard", "テストカード"), types=("Artifact", "アーティファクト")),
    # 'unless' with no subject: you
    Form("unless_you_return", "When Testcard enters the battlefield, sacrifice it unless you return two Forests you "
         "control to their owner's hand.",
         "テストカードが戦場に出たとき、あなたがコントロールしている森２つをオーナーの手札に戻さないかぎり、それを生け贄に捧げる。",
         {"effect.kind": "unless", "effect.player.kind": "you"}, name=("Testcard", "テストカード")),
    # a 、 after a subject's が
    Form("comma_after_ga", "Whenever a permanent you control becomes the target of a spell or ability an opponent "
         "controls, you may draw a card.",
         "あなたがコントロールしているパーマネント１つが、対戦相手がコントロールしている呪文や能力の対象になるたび、"
         "あなたはカード１枚を引いてもよい。", {"optional": True, "event.by_controller": "opponent"}),
    # the past (た) before とき: the event
    Form("past_before_when", "When you sacrifice a Clue, return Testcard from your graveyard to your hand.",
         "あなたが手掛かり１つを生け贄に捧げたとき、あなたの墓地からテストカードをあなたの手札に戻す。",
         {"event.kind": "sacrificed", "effect.to": "hand"}, name=("Testcard", "テストカード")),
    Form("put_them_back", "When Testcard enters the battlefield, look at the top four cards of your library, then put "
         "them back in any order.", "テストカードが戦場に出たとき、あなたのライブラリーの一番上からカード４枚を見る。"
         "その後それらを望む順番で戻す。", {"effect": {"kind": "dig", "count": 4, "take": 0, "rest": "library_top",
                                                  "order": "any"}}, name=("Testcard", "テストカード")),
    Form("gain_that_much_life", "Whenever enchanted creature deals damage, you gain that much life.",
         "エンチャントしているクリーチャーがダメージを与えるたび、あなたはその点数に等しい点数のライフを得る。",
         {"effect.amount.kind": "that_much"}, types=("Enchantment — Aura", "エンチャント ― オーラ")),
    Form("remove_counter_effect", "Whenever you cast a red spell, remove a -1/-1 counter from Testcard.",
         "あなたが赤の呪文を唱えるたび、テストカードの上から-1/-1カウンター１個を取り除く。",
         {"effect.kind": "remove_counters", "effect.what.kind": "self"}, name=("Testcard", "テストカード")),
    Form("amount_plus", "Testcard's power is equal to 1 plus the number of lands you control.",
         "テストカードのパワーは、あなたがコントロールしている土地の数に１を加えた点数に等しい。",
         {"effect.power.kind": "plus", "effect.power.plus": 1}, name=("Testcard", "テストカード")),
    Form("named_with_wo_motsu", "Testcard gets +1/+1 for each card named Testcard in your graveyard.",
         "テストカードは、あなたの墓地にありテストカードという名前を持つカード１枚につき+1/+1の修整を受ける。",
         {"effect.kind": "pump"}, name=("Testcard", "テストカード")),
    Form("x_counted_after_wo", "Each player sacrifices X lands.", "各プレイヤーはそれぞれ土地をX個生け贄に捧げる。",
         {"effect.kind": "sacrifice", "effect.what.count.kind": "x"}, types=SORCERY),
    Form("damage_amount_first", "Each Bird you control deals damage equal to its power to target creature.",
         "クリーチャー１体を対象とする。あなたがコントロールしている各鳥はそれぞれ、自身のパワーに等しい点数のダメージをそれに"
         "与える。", {"effect.kind": "deal_damage", "effect.to": _T0}, types=SORCERY),
    Form("spells_you_cast", "Artifact spells you cast have convoke.", "あなたが唱えるアーティファクト・呪文は召集を持つ。",
         {"kind": "static", "effect.kind": "grant"}),
    Form("other_as_adverb", "As long as you control another artifact, Testcard gets +1/+1.",
         "あなたが他にアーティファクトをコントロールしているかぎり、テストカードは+1/+1の修整を受ける。",
         {"condition.args.0.other": True}, name=("Testcard", "テストカード")),
    Form("color_shared_by_union", "Exile target creature or planeswalker that's black or red.",
         "黒か赤の、クリーチャー１体かプレインズウォーカー１体を対象とし、それを追放する。",
         {"targets.0.filter.filters.1.colors": ["black", "red"]}, types=SORCERY),
    Form("gain_control_while_you_control", "{T}: Gain control of target artifact for as long as you control Testcard.",
         "(Ｔ)：アーティファクト１つを対象とする。あなたがテストカードをコントロールし続けているかぎり、そのコントロールを得る。",
         {"effect": {"kind": "gain_control", "what": _T0, "player": {"kind": "you"}, "duration": "while_you_control_self"}},
         name=("Testcard", "テストカード")),
    # "spell or permanent": two object nouns, each an alternative (not "a permanent spell")
    Form("spell_or_permanent", "Return target spell or permanent with mana value 1 or greater to its owner's hand.", None,
         {"targets.0.filter.kind": "any_of", "targets.0.filter.filters.*.types": [["permanent"], ["spell"]]}, types=SORCERY),
    Form("grant_then_pump", "Target creature gets +2/+0 and gains trample until end of turn.",
         "クリーチャー１体を対象とする。ターン終了時まで、それはトランプルを得て+2/+0の修整を受ける。",
         {"effect.steps.0.kind": "pump", "effect.steps.1.kind": "grant"}, types=SORCERY),
]


@table(FORMS)
def test_ja_clause_form(f):
    check(f)
