"""Sentences and how they join: steps in order, "then", "if you do" / 「そうしたなら」, "otherwise",
"instead", "unless", "for each", and what happens to a line the grammar cannot read (Unparsed)."""
from helpers import (ALL, CARD, INSTANT, SORCERY, SPELL, Form, Refusal, abilities, check, compile_en, compile_ja,
                     refused, table)

FOUND = {"kind": "found"}

FORMS = [
    # ------------------------------------------------------------ instead
    # "instead" before the clauses; a Japanese 「A。その後、B。」 is one step as "A, then B." (what is
    # replaced), and the shuffle that ends the search done instead is part of it
    Form("instead_first_the_whole_search_replaced",
         "Search your library for a basic land card, put it onto the battlefield, then shuffle. If this spell was "
         "kicked, instead search your library for two basic land cards, put them onto the battlefield, then shuffle.",
         "あなたのライブラリーから基本土地・カード１枚を探し、戦場に出す。その後、ライブラリーを切り直す。この呪文が"
         "キッカーされていたなら、代わりに、あなたのライブラリーから基本土地・カード２枚を探し、戦場に出す。その後、"
         "ライブラリーを切り直す。",
         {"effect.kind": "instead_if", "effect.cond": {"kind": "condition", "test": "kicked"},
          "effect.effect.steps.2.kind": "shuffle", "effect.replacement.steps.0.count": 2,
          "effect.replacement.steps.2.kind": "shuffle"}, name=SPELL, types=SORCERY),
    Form("instead_first_then_one_shuffle_for_both",
         "Search your library for a card and put that card into your hand. If this spell was kicked, instead "
         "search your library for two cards and put those cards into your hand. Then shuffle.",
         "あなたのライブラリーからカード１枚を探し、あなたの手札に加える。この呪文がキッカーされていたなら、代わりに、"
         "あなたのライブラリーからカード２枚を探し、あなたの手札に加える。その後、ライブラリーを切り直す。",
         {"effect.steps.0.kind": "instead_if", "effect.steps.0.replacement.steps.0.count": 2,
          "effect.steps.1.kind": "shuffle"}, name=SPELL, types=SORCERY),
    Form("instead_if", "Draw a card. If a graveyard has twenty or more cards in it, draw three cards instead.",
         "カード１枚を引く。いずれかの墓地に２０枚以上のカードがあるなら、代わりにカード３枚を引く。",
         {"kind": "spell", "effect.kind": "instead_if", "effect.replacement.amount": 3}, name=SPELL, types=INSTANT),
    Form("an_ability_word_line_that_says_instead_joins_the_line_before-1",
         "Test Card deals 3 damage to any target.\nMorbid — Test Card deals 5 damage instead if a creature died this turn.",
         "１つを対象とする。テストカードはそれに３点のダメージを与える。\n"
         "陰鬱 ― このターンにクリーチャーが死亡していたなら、代わりにテストカードは５点のダメージを与える。",
         {"#": 1, "0.effect.kind": "instead_if", "0.effect.replacement.amount": 5}, name=CARD, types=INSTANT, at=ALL),
    Form("an_ability_word_line_that_says_instead_joins_the_line_before-3",
         "Add {B}{B}{B}.\nThreshold — Add {B}{B}{B}{B}{B} instead if seven or more cards are in your graveyard.",
         "(黒)(黒)(黒)を加える。\nスレッショルド ― あなたの墓地に７枚以上のカードがあるなら、代わりに(黒)(黒)(黒)(黒)(黒)を加える。",
         {"#": 1, "0.effect.kind": "instead_if"}, name=SPELL, types=INSTANT, at=ALL),
    # a replacement effect on a line of its own stays its own ability
    Form("an_ability_word_line_that_says_instead_joins_the_line_before-2",
         "When Test Card enters the battlefield, you gain 1 life.\nIf Test Card would die, exile it instead.",
         "テストカードが戦場に出たとき、あなたは１点のライフを得る。\nテストカードが死亡するなら、代わりにこれを追放する。",
         {"*.kind": ["triggered", "replacement"]}, name=CARD, at=ALL),
    Form("instead_with_a_comma_after_kawarini",
         "Creatures you control get +1/+1 until end of turn. If this spell was kicked, creatures you control "
         "get +2/+1 until end of turn instead.",
         "ターン終了時まで、あなたがコントロールしているクリーチャーは+1/+1の修整を受ける。この呪文がキッカーされていたなら、"
         "代わりに、ターン終了時まで、あなたがコントロールしているクリーチャーは+2/+1の修整を受ける。",
         {"effect.kind": "instead_if"}, types=INSTANT),
    # ------------------------------------------------------------ then, if you do, otherwise
    Form("search_put_then_shuffle_and_may_covers_all",
         "When Test Card enters the battlefield, you may search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.",
         "テストカードが戦場に出たとき、あなたは「あなたのライブラリーから基本土地・カード１枚を探し、タップ状態で戦場に出す。その後、ライブラリーを切り直す。」を選んでもよい。",
         {"optional": True, "effect.steps.*.kind": ["search", "move", "shuffle"], "effect.steps.1.what": FOUND}, name=CARD),
    # the quoted choice declares a target: what remains is one effect, not a list
    Form("may_quoted_with_a_target",
         "When Test Card enters the battlefield, you may have target opponent discard a card.",
         "テストカードが戦場に出たとき、あなたは「対戦相手１人を対象とする。そのプレイヤーはカード１枚を捨てる。」を選んでもよい。",
         {"optional": True, "effect": {"kind": "discard", "amount": 1, "player": {"kind": "target_ref", "index": 0}}},
         name=CARD),
    Form("japanese_among_and_then_sentence_forms-1",
         "When Test Card enters the battlefield, you may sacrifice a land. If you do, search your library "
         "for a basic land card, put it onto the battlefield tapped, then shuffle.",
         "テストカードが戦場に出たとき、あなたは土地１つを生け贄に捧げてもよい。そうしたなら、あなたのライブラリーから"
         "基本土地・カード１枚を探し、タップ状態で戦場に出す。その後、ライブラリーを切り直す。",
         {"effect.steps.-1.then.steps.-1.kind": "shuffle"}, name=CARD),  # the shuffle is inside 'if you do'
    Form("japanese_among_and_then_sentence_forms-2", "{1}{B}, Sacrifice an artifact or creature: Draw a card.",
         "(１)(黒),アーティファクトやクリーチャーのうち１つを生け贄に捧げる：カード１枚を引く。",
         {"cost.1.what.filter.kind": "any_of"}),
    Form("japanese_among_and_then_sentence_forms-3",
         "At the beginning of your end step, put a +1/+1 counter on each Ooze you control.",
         "あなたの終了ステップの開始時に、あなたがコントロールしている各ウーズの上に+1/+1カウンターをそれぞれ１個置く。"),
    Form("japanese_among_and_then_sentence_forms-4", "Test Card attacks each combat if able.",
         "各戦闘で、テストカードは可能なら攻撃する。", name=CARD),
    Form("otherwise_after_if_you_do_is_if_you_dont",
         "At the beginning of your upkeep, return another creature you control to its owner's hand. If you do, "
         "put a +1/+1 counter on Test Card. Otherwise, you may return Test Card to its owner's hand.",
         "あなたのアップキープの開始時に、あなたがコントロールしていてこれでないクリーチャー１体をオーナーの手札に戻す。"
         "そうしたなら、テストカードの上に+1/+1カウンター１個を置く。そうしないなら、あなたはテストカードをオーナーの手札に戻してもよい。",
         {"effect.steps.1.otherwise.kind": "may"}, name=CARD),
    Form("top_card_then_if_it_is_otherwise-1",
         "Reveal the top card of your library. If it's a creature card, put it onto the battlefield. "
         "Otherwise, put it into your graveyard.",
         "あなたのライブラリーの一番上のカードを公開する。それがクリーチャー・カードであるなら、それを戦場に出す。"
         "そうでないなら、それをあなたの墓地に置く。",
         {"effect.steps.#": 2, "effect.steps.0": {"kind": "look_at_top", "count": 1, "reveal": True},
          "effect.steps.1.cond.args.0": FOUND, "effect.steps.1.then.what": FOUND,
          "effect.steps.1.otherwise.what": FOUND, "effect.steps.1.otherwise.to": "graveyard"}, types=SORCERY),
    # after exiling the top card, "it" is that card too (it was ~ before)
    Form("top_card_then_if_it_is_otherwise-2",
         "Exile the top card of your library. If it's a land card, put it onto the battlefield.", None,
         {"effect.steps.1.then.what": FOUND}, types=SORCERY),
    # ------------------------------------------------------------ unless
    Form("counter_unless_pays", "Counter target spell unless its controller pays {3}.",
         "呪文１つを対象とする。それのコントローラーが(３)を支払わないかぎり、それを打ち消す。",
         {"kind": "spell", "effect.kind": "unless",
          "effect.player": {"kind": "controller_of", "what": {"kind": "target_ref", "index": 0}}}, name=SPELL, types=INSTANT),
    Form("unless_a_player_does_something-1", "When Test Card enters the battlefield, sacrifice it unless you discard two cards.",
         "テストカードが戦場に出たとき、あなたがカード２枚を捨てないかぎり、これを生け贄に捧げる。",
         {"effect.kind": "unless", "effect.cost": {"kind": "discard", "player": {"kind": "you"}, "amount": 2}}, name=CARD),
    Form("unless_a_player_does_something-2", "At the beginning of your upkeep, tap Test Card unless you sacrifice another creature.",
         "あなたのアップキープの開始時に、あなたが他のクリーチャー１体を生け贄に捧げないかぎり、テストカードをタップする。",
         {"effect.cost.kind": "sacrifice", "effect.effect.kind": "tap"}, name=CARD),
    Form("discarding_a_kind_of_card_keeps_the_kind",
         "When Test Card enters the battlefield, exile it unless you discard a creature card.",
         "テストカードが戦場に出たとき、あなたがクリーチャー・カード１枚を捨てないかぎり、これを追放する。",
         {"effect.cost.filter": {"kind": "filter", "types": ["card", "creature"]}}, name=CARD),
    # ------------------------------------------------------------ for each
    Form("for_each_with_the_same_name_as_that_creature",
         # Doubling Chant: the body runs once per creature; "that creature" inside is the current one
         "For each creature you control, you may search your library for a creature card with the same "
         "name as that creature. Put those cards onto the battlefield, then shuffle.",
         "あなたがコントロールしているクリーチャー１体につき、あなたはあなたのライブラリーからそのクリーチャーと"
         "同じ名前を持つクリーチャー・カード１枚を探してもよい。それらのカードを戦場に出し、その後ライブラリーを切り直す。",
         {"effect.steps.#": 3,
          "effect.steps.0.items.filter": {"kind": "filter", "types": ["creature"], "controller": "you"},
          "effect.steps.0.body.effect.filter.same_name_as": {"kind": "current"},
          "effect.steps.0.body.effect.filter.types": ["card", "creature"],
          "effect.steps.1": {"kind": "move", "what": FOUND, "to": "battlefield"}}, types=SORCERY),
]

REFUSALS = [
    # an "otherwise" with no "if" before it is not guessed at
    Refusal("otherwise_after_if_you_do_is_if_you_dont-en", "en", "Otherwise, draw a card.", "'otherwise' with no 'if'",
            type_line="Sorcery"),
    Refusal("otherwise_after_if_you_do_is_if_you_dont-ja", "ja", "そうでないなら、カード１枚を引く。", "'otherwise' with no 'if'",
            type_line="ソーサリー"),
]


@table(FORMS)
def test_sentence_form(f):
    check(f)


@table(REFUSALS, "r")
def test_sentence_refused(r):
    refused(r)


def test_for_each_with_the_same_name_as_that_creature_in_the_m12_printing():
    # the M12 printing's wording (あなたがコントロールする, カードを１枚, あなたのライブラリーを切り直す) also
    # compiles, and says "card", not "creature card": the erratum the seed FAQ prints
    printed = compile_ja("あなたがコントロールするクリーチャー１体につき、あなたはあなたのライブラリーからそのクリーチャーと"
                         "同じ名前を持つカードを１枚探してもよい。 それらのカードを戦場に出し、その後あなたのライブラリーを切り直す。",
                         type_line="ソーサリー", pt=None)
    got = abilities(printed)[0]["effect"]["steps"][0]["body"]["effect"]["filter"]
    assert got["types"] == ["card"]


def test_an_instead_sentence_joins_the_line_above_only_when_it_begins_its_line():
    """「…を受ける。それが戦士であるなら、代わりに…」 is one line of its own (Relic Axe), not a
    modifier of the line above."""
    j = compile_ja("~が戦場に出たとき、あなたがコントロールしているクリーチャー１体を対象とする。これをそれにつける。\n"
                   "装備しているクリーチャーは+1/+1の修整を受ける。それが戦士であるなら、代わりにそれは+2/+1の修整を受ける。",
                   type_line="アーティファクト ― 装備品")
    assert len(j.lines) == 2


def test_old_wordings_compile_to_the_same_ir():
    new = compile_en("When Test Card dies, draw a card.", "Test Card")
    old = compile_en("When Test Card is put into a graveyard from play, draw a card.", "Test Card")
    assert abilities(new) == abilities(old) and old.diagnostics and not new.diagnostics
    new = compile_ja("テストカードが戦場に出たとき、カード１枚を引く。", "テストカード")
    old = compile_ja("テストカードが場に出たとき、カード１枚を引く。", "テストカード")
    assert abilities(new) == abilities(old) and old.diagnostics


def test_unparsed_keeps_the_rest_and_says_what_was_expected():
    c = compile_en("Flying\nFrobnicate every widget.\nWhen Test Card dies, draw a card.", "Test Card")
    assert c.status == "partial"
    kinds = [type(a).kind for a in c.card.abilities]
    assert kinds == ["keyword", "unparsed", "triggered"]
    (u,) = c.unparsed
    assert u.text == "Frobnicate every widget." and u.expected and "column 1" in u.reason
