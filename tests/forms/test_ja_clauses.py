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
                                                         "duration": "this_turn"}},
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


@table(FORMS)
def test_ja_clause_form(f):
    check(f)
