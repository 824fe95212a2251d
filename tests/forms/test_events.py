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
         {"effect.steps.1.kind": "would_instead", "effect.steps.1.duration": "this_turn",
          "effect.steps.1.event": {"kind": "zone_change", "what": {"kind": "target_ref", "index": 0},
                                   "from_zone": "battlefield", "to_zone": "graveyard"}},
         types=SORCERY),
]


@table(FORMS)
def test_event_form(f):
    check(f)
