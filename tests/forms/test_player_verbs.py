"""What a player does, said of the player: "target player discards", 「そのプレイヤーは…」,
"defending player loses 1 life", "its controller creates", "you become the monarch", "you may"."""
from helpers import ABSENT, CARD, INSTANT, SORCERY, SPELL, Form, Refusal, check, refused, table

TARGET_0 = {"kind": "target_ref", "index": 0}
CONTROLLER_OF_TARGET = {"kind": "controller_of", "what": TARGET_0}
T = {"kind": "triggered"}

FORMS = [
    Form("effect_forms-5", "Target player discards two cards.", "プレイヤー１人を対象とする。そのプレイヤーはカード２枚を捨てる。",
         {"kind": "spell", "effect.kind": "discard"}, name=SPELL, types=INSTANT),
    Form("effect_forms-6", "Target player mills two cards.", "プレイヤー１人を対象とする。そのプレイヤーはカード２枚を切削する。",
         {"kind": "spell", "effect.kind": "mill"}, name=SPELL, types=INSTANT),
    Form("discard_at_random-1", "When Test Card dies, target opponent discards a card at random.",
         "テストカードが死亡したとき、対戦相手１人を対象とする。そのプレイヤーはカード１枚を無作為に選んで捨てる。",
         {"effect.random": True}, name=CARD),
    Form("become_the_monarch_with_wa_or_ga-1", "When Test Card enters the battlefield, you become the monarch.",
         "テストカードが戦場に出たとき、あなたは統治者になる。",
         {**T, "effect": {"kind": "become_monarch", "player": {"kind": "you"}}}, name=CARD),
    Form("become_the_monarch_with_wa_or_ga-2", "When Test Card enters the battlefield, you become the monarch.",
         "テストカードが戦場に出たとき、あなたが統治者になる。",
         {**T, "effect": {"kind": "become_monarch", "player": {"kind": "you"}}}, name=CARD),
    # another player's verb with no doer of its own in the IR: that player does it (PlayerActs), and
    # "their"/「自分の」 is theirs
    Form("another_player_does_it-1", "Each player returns a creature they control to its owner's hand.",
         "各プレイヤーは、自分がコントロールしているクリーチャー１体をオーナーの手札に戻す。",
         {"effect": {"kind": "player_acts", "player": {"kind": "each", "filter": {"kind": "filter", "types": ["player"]}},
                     "effect": {"kind": "move", "to": "hand", "what": {"kind": "chosen", "filter": {
                         "kind": "filter", "types": ["creature"], "controller": "they"}}}}}, name=SPELL, types=SORCERY),
    Form("another_player_does_it-2", "When Test Card dies, target opponent puts a card from their hand on top of their library.",
         "テストカードが死亡したとき、対戦相手１人を対象とする。そのプレイヤーは自分の手札からカード１枚を自分のライブラリーの一番上に置く。",
         {"effect.kind": "player_acts", "effect.player": TARGET_0, "effect.effect.to": "library",
          "effect.effect.position": "top", "effect.effect.what.filter.zone_owner": TARGET_0}, name=CARD),
    Form("defending_player",
         "Whenever Test Card attacks, tap target creature defending player controls. Defending player loses 1 life.",
         "テストカードが攻撃するたび、防御プレイヤーがコントロールしているクリーチャー１体を対象とする。それをタップする。"
         "防御プレイヤーは１点のライフを失う。",
         {"targets.0.filter.controlled_by": {"kind": "defending_player"},
          "effect.steps.1.player": {"kind": "defending_player"}}, name=CARD),
    Form("up_to_x_targets_each_get_and_its_controller_creates-2",
         "Destroy target creature. It can't be regenerated. Its controller creates a 1/1 white Spirit creature token "
         "with flying.", "クリーチャー１体を対象とする。それを破壊する。それは再生できない。それのコントローラーは飛行を持つ"
         "白の1/1のスピリット・クリーチャー・トークン１体を生成する。",
         {"effect.steps.1.controller": CONTROLLER_OF_TARGET}, types=INSTANT),
    # 「あなたは…を生成する」 is the plain create
    Form("up_to_x_targets_each_get_and_its_controller_creates-3",
         "Whenever you cast a Spirit or Arcane spell, create a 3/3 white Spirit creature token with flying.",
         "あなたがスピリットか秘儀である呪文を唱えるたび、あなたは飛行を持つ白の3/3のスピリット・クリーチャー・トークン１体を生成する。",
         {"effect.controller": ABSENT}),
    Form("each_opponents_upkeep_and_a_named_token_for_another_player-2",
         "Counter target noncreature spell. Its controller creates two Treasure tokens.",
         "クリーチャーでない呪文１つを対象とする。それを打ち消す。それのコントローラーは宝物・トークン２つを生成する。",
         {"effect.steps.1.controller.kind": "controller_of"}, types=INSTANT),
    Form("look_at_the_top_card_any_time", "You may look at the top card of your library any time.",
         "あなたはいつでもあなたのライブラリーの一番上のカードを見てよい。",
         {"": {"kind": "static", "effect": {"kind": "look_at_top_any_time", "player": {"kind": "you"}}}}),
    # 「そのプレイヤーは…を追放する」: one Japanese verb form for "exile" and "exiles"; the player chooses
    Form("another_player_exiles_a_card_they_choose-1", "Target player exiles a card from their graveyard.",
         "プレイヤー１人を対象とする。そのプレイヤーは自分の墓地からカード１枚を追放する。",
         {"effect": {"kind": "player_exiles", "player": TARGET_0, "what": {"kind": "chosen", "filter": {
             "kind": "filter", "types": ["card"], "zone": "graveyard", "zone_owner": "they"}}}}, types=SORCERY),
    Form("another_player_exiles_a_card_they_choose-2", "Target opponent exiles a creature they control.",
         "対戦相手１人を対象とする。そのプレイヤーは自分がコントロールするクリーチャー１体を追放する。",
         {"effect.kind": "player_exiles", "effect.what.filter.controller": "they"}, types=SORCERY),
    # 「…を追放し、」 goes on with the same subject: the target loses the life, not you
    Form("another_player_exiles_a_card_they_choose-3", "Target opponent exiles two cards from their hand and loses 2 life.",
         "対戦相手１人を対象とする。そのプレイヤーは自分の手札からカード２枚を追放し、２点のライフを失う。",
         {"effect.steps.0.kind": "player_exiles", "effect.steps.1": {"kind": "lose_life", "amount": 2, "player": TARGET_0}},
         types=SORCERY),
    # ------------------------------------------------------------ 「…してもよい」: may, and whose
    Form("japanese_may_reads_any_effect_and_player_verbs_stay_the_players-1",
         "When Test Card enters the battlefield, you may exile target creature.",
         "テストカードが戦場に出たとき、クリーチャー１体を対象とする。あなたはそれを追放してもよい。",
         {**T, "optional": True, "effect": {"kind": "exile", "what": TARGET_0}}, name=CARD),
    Form("japanese_may_reads_any_effect_and_player_verbs_stay_the_players-2",
         "When Test Card dies, target player may draw a card.",
         "テストカードが死亡したとき、プレイヤー１人を対象とする。そのプレイヤーはカード１枚を引いてもよい。",
         {**T, "effect.kind": "may", "effect.player": TARGET_0, "effect.effect.player": TARGET_0}, name=CARD),
    # the verb table (compiler/tables/verbs.py): every verb in every place a player's verb stands
    Form("verb_table_unless_pay_life", "At the beginning of your upkeep, tap Test Card unless you pay 1 life.", None,
         {"effect.kind": "unless", "effect.player": {"kind": "you"},
          "effect.cost": {"kind": "pay_life_cost", "amount": 1}}, name=CARD),
    Form("verb_table_unless_exile", "When Test Card dies, sacrifice a creature unless you exile a card from your graveyard.",
         None, {"effect.kind": "unless", "effect.cost.kind": "exile", "effect.cost.what.filter.zone": "graveyard"},
         name=CARD),
    Form("verb_table_you_may_goad", "Whenever Test Card attacks, you may goad target creature defending player controls.",
         None, {"optional": True, "effect": {"kind": "keyword_action", "action": "goad",
                                             "what": {"kind": "target_ref", "index": 0}}}, name=CARD),
    Form("verb_table_you_list", "You draw two cards, lose 2 life, then mill two cards.", None,
         {"effect.steps.*.kind": ["draw", "lose_life", "mill"], "effect.steps.*.player.kind": ["you"] * 3},
         types=SORCERY),
    Form("verb_table_list_of_any_verbs",
         "Target creature's controller sacrifices it, then creates a 1/1 green Elf Warrior creature token.",
         "クリーチャー１体を対象とする。そのクリーチャーのコントローラーは、それを生け贄に捧げ、その後、緑の1/1のエルフ・戦士・"
         "クリーチャー・トークン１体を生成する。",
         {"effect.steps.*.kind": ["sacrifice", "create_token"],
          "effect.steps.1.controller": CONTROLLER_OF_TARGET}, types=INSTANT),
    Form("verb_table_comma_after_the_subject",
         "When Test Card enters the battlefield, target opponent creates four 1/1 blue Faerie creature tokens with flying.",
         "テストカードが戦場に出たとき、対戦相手１人を対象とする。そのプレイヤーは、飛行を持つ青の1/1のフェアリー・"
         "クリーチャー・トークン４体を生成する。", {"effect.controller": TARGET_0}, name=CARD),
    Form("verb_table_imperative_then_a_player",
         "When Test Card enters the battlefield, mill two cards and you gain 2 life.",
         "テストカードが戦場に出たとき、カード２枚を切削し、あなたは２点のライフを得る。",
         {"effect.steps.*.kind": ["mill", "gain_life"]}, name=CARD),
    Form("verb_table_third_person", "Each opponent mills two cards. Then you scry 2.", None,
         {"effect.steps.0.player": {"kind": "each", "filter": {"kind": "filter", "types": ["opponent"]}},
          "effect.steps.1.kind": "scry"}, types=SORCERY),
    # discover N (CR 701.57), a keyword action of the verb table
    Form("discover_n", "{5}, Exile Test Card from your graveyard: Discover 5. Activate only as a sorcery.",
         "(５),あなたの墓地からテストカードを追放する：発見５を行う。起動はソーサリーとしてのみ行う。",
         {"effect": {"kind": "discover", "player": {"kind": "you"}, "amount": 5}}, name=CARD),
]

REFUSED = [
    # what another player does is read with that player as "they": a "you" or "an opponent" inside
    # it would be read relative to that player, so it is not read at all
    Refusal("another_players_verb_naming_you-1", "en", "Each opponent returns a creature you control to its owner's hand.",
            "with 'you'", type_line="Sorcery"),
    Refusal("another_players_verb_naming_you-2", "en",
            "Target opponent puts a creature card from their graveyard onto the battlefield under your control.",
            "with 'you'", type_line="Sorcery"),
    # the imperative is the base form: "…, then creates" is that player's verb, never yours
    Refusal("third_person_is_no_imperative", "en", "Draw a card, then creates a 1/1 green Elf creature token.",
            type_line="Sorcery"),
]


def test_japanese_commas_after_the_topic_are_punctuation():
    """「そのプレイヤーは、…」 and 「そのプレイヤーは…」, 「その後、…」 and 「その後…」 are one text to the grammar."""
    from oraclec.compiler.lex_ja import tokenize

    def words(text):
        return [str(t) for t in tokenize(text)]

    assert words("そのプレイヤーは、カード１枚を引く。") == words("そのプレイヤーはカード１枚を引く。")
    assert words("その後、カード１枚を引く。") == words("その後カード１枚を引く。")
    assert "、" in words("カード１枚を引き、カード１枚を捨てる。")


@table(REFUSED, "r")
def test_player_verb_refused(r):
    refused(r)


@table(FORMS)
def test_player_verb(f):
    check(f)


def test_japanese_may_reads_any_effect_and_player_verbs_stay_the_players():
    """「…してもよい」「…いてもよい」: the lexer gives the verb's dictionary form and one MAY token,
    so any imperative can be optional (the rows above); a player verb after 「そのプレイヤーは」 is
    that player's."""
    from oraclec.compiler.lex_ja import tokenize

    assert [str(t) for t in tokenize("それを追放してもよい。")][-3:] == ["する", "てもよい", "。"]
    assert [str(t) for t in tokenize("１点のライフを得てもよい。")][-3:] == ["得る", "てもよい", "。"]
    assert [t.type for t in tokenize("それを置いてもよい。")][-2] == "MAY"
