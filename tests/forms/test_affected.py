"""What an earlier action was done to: a noun phrase qualified by a verb's participle and its link —
"this way" (the earlier steps of the same effect, CR 608.2c) or "with ~" (this object's ability,
CR 607.2a): "cards exiled this way", "each creature dealt damage this way", "if a land card was
milled this way", "all cards exiled with ~" / 「これにより追放されたカード」「これによりダメージを与えられた
クリーチャー」「これにより土地・カードが切削されたなら」."""
from helpers import CARD, INSTANT, SORCERY, Form, check, table

EXILED = {"kind": "affected", "verb": "exile"}
S = {"kind": "spell"}

FORMS = [
    Form("for_each_card_exiled_this_way",
         "Exile the top three cards of your library. You gain 3 life for each card exiled this way.",
         "あなたのライブラリーの一番上からカード３枚を追放する。これにより追放されたカード１枚につき、あなたは３点のライフを得る。",
         {**S, "effect.steps.1.amount.amount.filter": {"kind": "filter", "types": ["card"], "affected": EXILED}},
         types=SORCERY),
    Form("the_number_of_creatures_destroyed_this_way",
         "Destroy all creatures, then create an X/X colorless Phyrexian Horror artifact creature token, where X is "
         "the number of creatures destroyed this way.", None,
         {**S, "effect.steps.1.power.filter.affected": {"kind": "affected", "verb": "destroy"}}, types=SORCERY),
    Form("if_a_card_of_a_kind_was_milled_this_way",
         "At the beginning of your upkeep, mill a card. If an instant or sorcery card was milled this way, transform Test Card.",
         "あなたのアップキープの開始時に、カード１枚を切削する。これによりインスタントかソーサリーであるカードが切削されたなら、"
         "テストカードを変身させる。",
         {"effect.steps.1.cond.test": "count",
          "effect.steps.1.cond.args.0.filters.*.affected": [{"kind": "affected", "verb": "mill"}] * 2}, name=CARD),
    # the subject "a creature destroyed this way" is what the destruction destroyed (CR 701.19c)
    Form("a_creature_destroyed_this_way_cant_be_regenerated",
         "Destroy target creature. A creature destroyed this way can't be regenerated.",
         "クリーチャー１体を対象とする。それを破壊する。これにより破壊されたクリーチャーは再生できない。",
         {**S, "effect.kind": "destroy", "effect.no_regen": True}, types=INSTANT),
    # "a" of what the damage was dealt to, as a clause's subject, is each of them: nobody chooses
    Form("a_creature_dealt_damage_this_way_is_each_of_them",
         "Test Card deals 3 damage to any target. A creature dealt damage this way can't be regenerated this turn.",
         "１つを対象とする。テストカードはそれに３点のダメージを与える。これによりダメージを与えられたクリーチャーは、このターン再生できない。",
         {**S, "effect.steps.1.what": {"kind": "each", "filter": {"kind": "filter", "types": ["creature"],
                                                                  "affected": {"kind": "affected", "verb": "damage"}}}},
         name=CARD, types=INSTANT),
    # into a graveyard: its owner's, whoever's it is said to be (CR 400.3)
    Form("if_a_card_is_put_into_a_graveyard_this_way",
         "Destroy target creature. If a creature card is put into a graveyard this way, return it to the battlefield under your control.",
         "クリーチャー１体を対象とする。それを破壊する。これによりクリーチャー・カードが墓地に置かれたなら、それをあなたのコントロール下で戦場に戻す。",
         {**S, "effect.steps.1.cond.args.0.affected": {"kind": "affected", "verb": "put_into_graveyard"}}, types=SORCERY),
    Form("for_each_card_put_into_a_graveyard_this_way",
         "Target player mills three cards. You gain 3 life for each creature card put into their graveyard this way.",
         "プレイヤー１人を対象とする。そのプレイヤーはカード３枚を切削する。これにより墓地に置かれたクリーチャー・カード１枚につき、"
         "あなたは３点のライフを得る。",
         {**S, "effect.steps.1.amount.amount.filter.affected": {"kind": "affected", "verb": "put_into_graveyard"}}, types=SORCERY),
    # 「されている」: what stays exiled by this object's ability, not what the step before did
    Form("a_card_still_exiled_with_this_object",
         "Whenever you sacrifice a Clue, you may have Test Card become a copy of a creature card exiled with it until end of turn.",
         "あなたが手掛かり１つを生け贄に捧げるたび、あなたは「ターン終了時まで、テストカードはこれにより追放されているクリーチャー・カード"
         "１枚のコピーになる。」を選んでもよい。",
         {"effect.of.filter.affected": {**EXILED, "link": {"kind": "self"}}}, name=CARD),
    Form("all_cards_exiled_with_this_object_by_name",
         "When Test Card leaves the battlefield, return all cards exiled with Test Card to the battlefield under their owners' control.",
         None, {"effect.what.filter.affected": {**EXILED, "link": {"kind": "self"}}}, name=CARD),
    Form("all_cards_exiled_with_this_object",
         "When Test Card leaves the battlefield, return all cards exiled with it to the battlefield under their owners' control.",
         "テストカードが戦場を離れたとき、これによって追放されたカードをすべてオーナーのコントロール下で戦場に戻す。", {"effect.what.filter.affected": {**EXILED, "link": {"kind": "self"}}}, name=CARD),
]


@table(FORMS)
def test_affected_form(f):
    check(f)
