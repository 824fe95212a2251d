"""Trigger events and the events 'would' replacements replace, in both languages: a player's verb
of the verb table ("whenever an opponent mills a card" / 「対戦相手がカード１枚を切削するたび」, the
Japanese past 「…したとき」), an object's events written the Japanese ways ("becomes untapped" /
「アンタップ状態になる」,
"enters or leaves the battlefield" / 「戦場に出るか戦場を離れるかしたとき」, "~ and at least two other
creatures attack" / 「~と少なくとも２体の他のクリーチャーが攻撃するたび」) and "if … would …, … instead"
/ 「（このターン、）…なら／場合、代わりに…」."""
from helpers import SORCERY, Form, check, table

_NAME = {"name": ("Testcard", "テストカード")}
_DRAW = "draw a card."
_DRAW_JA = "カード１枚を引く。"

FORMS = [
    Form("opponent_mills", "Whenever an opponent mills a card, you gain 1 life.",
         "対戦相手がカード１枚を切削するたび、あなたは１点のライフを得る。",
         {"event.kind": "player_does", "event.player": {"kind": "filter", "types": ["opponent"]},
          "event.action.kind": "mill", "event.action.amount": 1}),
    Form("you_drew_past", "When you draw a card, you gain 1 life.", "あなたがカードを引いたとき、あなたは１点のライフを得る。",
         {"event": {"kind": "draws", "player": {"kind": "you"}}}),
    Form("player_sacrifices", "Whenever a player sacrifices a creature, you gain 1 life.",
         "プレイヤーがクリーチャー１体を生け贄に捧げるたび、あなたは１点のライフを得る。",
         {"event.kind": "sacrificed", "event.what": {"kind": "filter", "types": ["creature"]}}),
    Form("becomes_untapped", "Whenever Testcard becomes untapped, " + _DRAW, "テストカードがアンタップ状態になるたび、" + _DRAW_JA,
         {"event": {"kind": "becomes_tapped", "what": {"kind": "self"}, "untapped": True}}, **_NAME),
    Form("enters_or_leaves", "When Testcard enters or leaves the battlefield, " + _DRAW,
         "テストカードが戦場に出るか戦場を離れるかしたとき、" + _DRAW_JA,
         {"event.kind": "any_event", "event.events.0.to_zone": "battlefield", "event.events.1.from_zone": "battlefield"},
         **_NAME),
    Form("attacks_with_others", "Whenever Testcard and at least two other creatures attack, " + _DRAW,
         "テストカードと少なくとも２体の他のクリーチャーが攻撃するたび、" + _DRAW_JA,
         {"event": {"kind": "attacks", "what": {"kind": "self"}, "with_others": 2}}, **_NAME),
    Form("would_draw", "If you would draw a card, exile the top card of your library instead.",
         "あなたがカード１枚を引くなら、代わりにあなたのライブラリーの一番上のカードを追放する。",
         {"kind": "replacement", "effect.kind": "would_instead", "effect.event": {"kind": "draws", "player": {"kind": "you"}},
          "effect.effect.kind": "exile_top"}),
    Form("would_be_destroyed", "If a permanent you control would be destroyed, exile it instead.",
         "あなたがコントロールしているパーマネントが破壊される場合、代わりにそれを追放する。",
         {"effect.event": {"kind": "destroyed", "what": {"kind": "filter", "types": ["permanent"], "controller": "you"}},
          "effect.effect": {"kind": "exile", "what": {"kind": "trigger_object"}}}),
    Form("would_die_this_turn", "Target creature gets -2/-2 until end of turn. If that creature would die this turn, "
         "exile it instead.", "クリーチャー１体を対象とする。ターン終了時まで、それは-2/-2の修整を受ける。このターン、"
         "そのクリーチャーが死亡するなら、代わりにそれを追放する。",
         {"effect.steps.1.kind": "would_instead", "effect.steps.1.duration": "until_end_of_turn",
          "effect.steps.1.event": {"kind": "zone_change", "what": {"kind": "target_ref", "index": 0},
                                   "from_zone": "battlefield", "to_zone": "graveyard"}},
         types=SORCERY),
    # a prevention (CR 615) says no "instead": its body prevents the damage of the event it replaces
    Form("would_prevent_n", "If a green source would deal damage to you, prevent 2 of that damage.",
         "緑の発生源があなたにダメージを与える場合、そのダメージを２点軽減する。",
         {"kind": "replacement", "effect.kind": "would_instead", "effect.effect": {"kind": "prevent_that", "amount": 2},
          "effect.event": {"kind": "damage_dealt", "source": {"kind": "filter", "types": ["source"], "colors": ["green"]},
                           "to": {"kind": "you"}}}),
    Form("would_prevent_all", "If a source would deal damage to you, prevent that damage.",
         "発生源１つがあなたにダメージを与えるなら、そのダメージを軽減する。",
         {"effect.effect": {"kind": "prevent_that"}, "effect.event.to": {"kind": "you"}}),
    Form("damage_would_be_dealt", "If damage would be dealt to you, prevent that damage.",
         "あなたにダメージが与えられる場合、そのダメージを軽減する。",
         {"effect.effect": {"kind": "prevent_that"}, "effect.event": {"kind": "damage_dealt", "source": None,
                                                                      "to": {"kind": "you"}}}),
    # what a replacement doubles: "twice that much" / 「その２倍の点数」
    Form("would_gain_twice", "If you would gain life, you gain twice that much life instead.",
         "あなたがライフを得るなら、代わりにあなたはその２倍の点数のライフを得る。",
         {"effect.event": {"kind": "life_gained", "player": {"kind": "you"}},
          "effect.effect.amount": {"kind": "times", "factor": 2, "amount": {"kind": "that_much"}}}),
    Form("would_deal_double", "If a source an opponent controls would deal damage to you, it deals double that damage "
         "to you instead.", "対戦相手がコントロールする発生源があなたにダメージを与えるなら、代わりに、それはあなたにその点数の２倍の"
         "ダメージを与える。",
         {"effect.effect.amount": {"kind": "times", "factor": 2, "amount": {"kind": "that_much"}},
          "effect.effect.to": {"kind": "you"}}),
]


def test_a_replacement_with_no_instead_must_prevent_the_damage():
    """"If you would draw a card, draw two cards." says no "instead": not read as a replacement."""
    from oraclec.compiler import compile_text
    for text, lang in (("If you would draw a card, draw two cards.", "en"),
                       ("あなたがカード１枚を引くなら、カード２枚を引く。", "ja")):
        c = compile_text(text, lang, "", "Enchantment" if lang == "en" else "エンチャント")
        assert c.status != "ok" and any("instead" in u.reason for u in c.unparsed), (text, c.status)


def test_prevent_that_damage_is_only_the_body_of_a_prevention():
    """Damage already dealt cannot be prevented: an old printing's 「…がダメージを与えるとき、そのダメージ
    を１点軽減する」 (a trigger) is refused, never read as a trigger that prevents."""
    from oraclec.compiler import compile_text
    c = compile_text("アーティファクトがあなたにダメージを与えるとき、そのダメージを１点軽減する。", "ja", "", "エンチャント")
    assert c.status != "ok" and "outside a prevention" in c.unparsed[0].reason


@table(FORMS)
def test_event_form(f):
    check(f)
