"""Damage, its prevention, and life: deal damage (divided, to any number of targets), fight, prevent,
gain and pay life."""
from helpers import ABSENT, AURA, INSTANT, SORCERY, SPELL, TESTCARD, Form, check, table

FORMS = [
    Form("effect_forms-11", "Prevent all combat damage that would be dealt this turn.", "このターンに与えられるすべての戦闘ダメージを軽減する。",
         {"kind": "spell", "effect.kind": "prevent_damage"}, name=SPELL, types=INSTANT),
    Form("prevent_the_next_n_damage_is_a_shield", "{1}{W}: Prevent the next 2 damage that would be dealt to any target this turn.",
         "(１)(白)：１つを対象とする。このターン、それに与えられる次のダメージを２点軽減する。",
         {"effect": {"kind": "prevent_damage", "amount": 2, "duration": "until_end_of_turn", "to": {"kind": "target_ref", "index": 0}},
          "targets": [{"kind": "target", "filter": {"kind": "any_target"}}]}),
    # the same shield in the other Japanese word orders (lex_ja_canon.next_damage_order)
    Form("prevent_the_next_n_damage_word_orders-1", "{1}{W}: Prevent the next 2 damage that would be dealt to any target this turn.",
         "(１)(白)：１つを対象とする。このターン、それに与えられる次のダメージ２点を軽減する。",
         {"effect": {"kind": "prevent_damage", "amount": 2, "duration": "until_end_of_turn", "to": {"kind": "target_ref", "index": 0}}}),
    Form("prevent_the_next_n_damage_word_orders-2", "{1}{W}: Prevent the next 2 damage that would be dealt to any target this turn.",
         "(１)(白)：１つを対象とする。このターン、それに与えられるダメージを次の２点軽減する。",
         {"effect": {"kind": "prevent_damage", "amount": 2, "duration": "until_end_of_turn", "to": {"kind": "target_ref", "index": 0}}}),
    Form("prevent_the_next_n_damage_word_orders-3", "{1}{W}: Prevent the next 1 damage that would be dealt to Testcard this turn.",
         "(１)(白)：このターン、テストカードに次に与えられるダメージを１点軽減する。",
         {"effect": {"kind": "prevent_damage", "amount": 1, "duration": "until_end_of_turn", "to": {"kind": "self"}}}, name=TESTCARD),
    Form("prevent_the_next_n_damage_by_a_source", "{2}: Prevent the next 1 damage that would be dealt by Testcard this turn.",
         "(２)：このターン、テストカードが与える次のダメージを１点軽減する。",
         {"effect": {"kind": "prevent_damage", "amount": 1, "duration": "until_end_of_turn", "by": {"kind": "self"}}},
         name=TESTCARD),
    # the source, the recipient and the amount are slots of one Japanese frame, in any combination
    # (「Xが[Yに]与える」「Xによって／Xから[Yに]与えられる」「すべての[戦闘]ダメージを」「ダメージをすべて」)
    Form("prevent_composed-1", "Prevent all damage that would be dealt by enchanted creature.",
         "エンチャントしているクリーチャーが与えるすべてのダメージを軽減する。",
         {"effect": {"kind": "prevent_damage", "by": {"kind": "enchanted"}}}, types=AURA),
    Form("prevent_composed-2", "{5}, {T}: Prevent all damage that would be dealt to you this turn by attacking creatures without flying.",
         "(５),(Ｔ)：このターン、飛行を持たない攻撃しているクリーチャーがあなたに与えるすべてのダメージを軽減する。",
         {"effect.to": {"kind": "you"}, "effect.duration": "until_end_of_turn", "effect.by.kind": "each"}),
    Form("prevent_composed-3", "Prevent all damage that would be dealt to Testcard by creatures.",
         "クリーチャーからテストカードに与えられるすべてのダメージを軽減する。",
         {"effect.kind": "prevent_damage", "effect.to": {"kind": "self"}, "effect.by.kind": "each",
          "effect.by.filter.types": ["creature"]},
         name=TESTCARD),
    Form("prevent_composed-4", "Prevent all damage that would be dealt by creatures this turn.",
         "このターン、クリーチャーによって与えられるすべてのダメージを軽減する。",
         {"effect.to": ABSENT, "effect.duration": "until_end_of_turn", "effect.by.kind": "each"}, name=SPELL, types=INSTANT),
    Form("prevent_composed-5", "Prevent all combat damage that would be dealt this turn.", "このターン、与えられる戦闘ダメージをすべて軽減する。",
         {"effect": {"kind": "prevent_damage", "combat_only": True, "duration": "until_end_of_turn"}}, name=SPELL, types=INSTANT),
    Form("damage_divided_among_any_number_of_targets-1", "Testcard deals 5 damage divided as you choose among any number of targets.",
         "望む数を対象とする。テストカードはそれらに５点のダメージをあなたの望むように分割して与える。",
         {"targets": [{"kind": "target", "filter": {"kind": "any_target"}, "count": "any"}], "effect.divided": "as_you_choose"},
         name=TESTCARD, types=SORCERY),
    # the older "one, two, or three targets" wording still reads as before
    Form("damage_divided_among_any_number_of_targets-2",
         "Testcard deals 3 damage divided as you choose among one, two, or three targets.", None, name=TESTCARD, types=SORCERY),
    Form("fight_and_two_japanese_targets_in_order", "Target creature you control fights target creature you don't control.",
         "あなたがコントロールしているクリーチャー１体と、あなたがコントロールしていないクリーチャー１体を対象とする。"
         "その前者はその後者と格闘を行う。",
         {"effect": {"kind": "fight", "what": {"kind": "target_ref", "index": 0}, "other": {"kind": "target_ref", "index": 1}},
          "targets.1.filter.controller": "not_you"}, types=SORCERY),
    # ------------------------------------------------------------ life
    Form("effect_forms-8", "You gain 7 life.", "あなたは７点のライフを得る。", {"kind": "spell", "effect.kind": "gain_life"},
         name=SPELL, types=INSTANT),
    Form("you_may_pay_life", "At the beginning of your upkeep, you may pay 2 life. If you do, draw a card.",
         "あなたのアップキープの開始時に、あなたは２点のライフを支払ってもよい。そうしたなら、カード１枚を引く。",
         {"effect.steps.0.effect": {"kind": "pay", "player": {"kind": "you"}, "cost": {"kind": "pay_life_cost", "amount": 2}}}),
    # "they" / 「そのプレイヤー」 are the opponents just named: the creatures opponents control
    Form("damage_to_each_opponent_and_their_creatures-1",
         "Testcard deals 1 damage to each opponent and each creature they control.",
         "テストカードは各対戦相手と対戦相手がコントロールしている各クリーチャーにそれぞれ１点のダメージを与える。",
         {"effect.to.items": [{"kind": "each", "filter": {"kind": "filter", "types": ["creature"], "controller": "opponent"}},
                              {"kind": "each", "filter": {"kind": "filter", "types": ["opponent"]}}]},
         name=TESTCARD, types=SORCERY),
    Form("damage_to_each_opponent_and_their_creatures-2",
         "When Testcard enters the battlefield, it deals 2 damage to each opponent and each creature they control.",
         "テストカードが戦場に出たとき、テストカードは各対戦相手とそのプレイヤーがコントロールする各クリーチャーに、それぞれ２点のダメージを与える。",
         {"effect.to.items.0.filter.controller": "opponent"}, name=TESTCARD),
]


@table(FORMS)
def test_damage_effect(f):
    check(f)
