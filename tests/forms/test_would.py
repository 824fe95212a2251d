""""Would" replacements for the next such event only ("The next time … would …, …" / 「このターン、
次に…なら、代わりに…」「…が次に…に与えるすべてのダメージを軽減する」) and the objects they are about
("a source of your choice" / 「あなたが選んだ発生源１つ」), in both languages."""
from helpers import INSTANT, SORCERY, Form, check, table

_NEXT_PREVENT = {"kind": "would_instead", "next_time": True, "duration": "until_end_of_turn",
                 "effect": {"kind": "prevent_that"}}
_RED_SOURCE_OF_YOUR_CHOICE = {"kind": "chosen", "by": {"kind": "you"},
                              "filter": {"kind": "filter", "types": ["source"], "colors": ["red"]}}

FORMS = [
    Form("next_time_source_of_your_choice",
         "{1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage.",
         "(１)：このターン、あなたが選んだ赤の発生源１つが次にあなたに与えるすべてのダメージを軽減する。",
         {"kind": "activated", "effect": {**_NEXT_PREVENT, "event": {
             "kind": "damage_dealt", "source": _RED_SOURCE_OF_YOUR_CHOICE, "to": {"kind": "you"}}}}),
    Form("next_time_target_deals_damage",
         "The next time target creature would deal damage this turn, prevent that damage.",
         "クリーチャー１体を対象とする。このターン、そのクリーチャーが次に与えるダメージを軽減する。",
         {"effect": {**_NEXT_PREVENT, "event": {"kind": "damage_dealt", "source": {"kind": "target_ref", "index": 0},
                                                 "to": None}}}, types=SORCERY),
    # what the replacement is about: "a creature dealt damage this way" / 「これによりダメージを与えられたクリーチャー」
    Form("would_die_dealt_damage_this_way",
         "Testcard deals 2 damage to any target. If a creature dealt damage this way would die this turn, exile it instead.",
         "１つを対象とする。テストカードはそれに２点のダメージを与える。このターン、これによりダメージを与えられたクリーチャーが"
         "死亡するなら、代わりにそれを追放する。",
         {"effect.steps.1.kind": "would_instead", "effect.steps.1.event.what": {
             "kind": "filter", "types": ["creature"], "affected": {"kind": "affected", "verb": "damage"}}},
         types=SORCERY, name=("Testcard", "テストカード")),
    # any creature dealt damage this way, for the turn the sentence says
    Form("dealt_damage_this_way_cant_be_regenerated",
         "Testcard deals 3 damage to any target. A creature dealt damage this way can't be regenerated this turn.",
         "１つを対象とする。テストカードはそれに３点のダメージを与える。これによりダメージを与えられたクリーチャーは、"
         "このターン再生できない。",
         {"effect.steps.1": {"kind": "cant", "action": "be_regenerated", "duration": "until_end_of_turn", "what": {
             "kind": "each", "filter": {"kind": "filter", "types": ["creature"], "affected": {"kind": "affected", "verb": "damage"}}}}},
         types=INSTANT, name=("Testcard", "テストカード")),
    # a replacement of how much damage changes a life total (CR 614.1a)
    Form("life_floor", "Damage that would reduce your life total to less than 1 reduces it to 1 instead.",
         "あなたのライフ総量を１点未満に減少させるダメージは、代わりにあなたのライフ総量が１点になるまで減少させる。",
         {"kind": "replacement", "effect": {"kind": "life_floor", "player": {"kind": "you"}, "floor": 1}}),
    # "that creature or planeswalker" / 「そのクリーチャーかプレインズウォーカー」: the target both nouns name
    Form("would_die_that_creature_or_planeswalker",
         "Testcard deals 4 damage to target creature or planeswalker. If that creature or planeswalker would die "
         "this turn, exile it instead.",
         "クリーチャー１体かプレインズウォーカー１体を対象とする。テストカードはそれに４点のダメージを与える。このターン、"
         "そのクリーチャーかプレインズウォーカーが死亡するなら、代わりにそれを追放する。",
         {"effect.steps.1.event.what": {"kind": "target_ref", "index": 0}},
         types=SORCERY, name=("Testcard", "テストカード")),
]


def test_a_source_of_your_choice_is_not_any_source():
    """"a red source of your choice" is one source you choose, not every red source: a different
    event from "a red source" (a filter)."""
    from oraclec.compiler import compile_text
    chosen = compile_text("{1}: The next time a red source of your choice would deal damage to you this turn, "
                          "prevent that damage.", "en", "", "Enchantment")
    any_red = compile_text("{1}: The next time a red source would deal damage to you this turn, prevent that damage.",
                           "en", "", "Enchantment")
    assert chosen.status == any_red.status == "ok"
    src = [a.effect.event.source for a in (chosen.card.abilities[0], any_red.card.abilities[0])]
    assert src[0] != src[1] and src[0].filter == src[1]


def test_the_next_time_is_refused_by_name():
    """The runtime applies replacements every time: one for the next such event only is refused,
    never applied every time."""
    from oraclec.compiler.ir import nodes as n
    from oraclec.runtime.refusals import refusal
    would = n.WouldInstead(n.DamageDealt(n.TargetRef(0), None), n.PreventThat(None), "this_turn", next_time=True)
    assert "next" in refusal(would)
    assert "choice" in refusal(n.Chosen(n.Filter(types=("source",)), 1, by=n.You()))
    assert "earlier action" in refusal(n.Filter(types=("creature",), affected=n.Affected("damage", "this_way")))


@table(FORMS)
def test_would_form(f):
    check(f)
