"""Effects on the game: coin flips (CR 705) — flipping ("flip a coin", "flip three coins", "flip a
coin until you lose a flip", a player's "flips a coin", "you may flip a coin"), the result the
sentences after it read ("if you win / lose the flip") and the flip as a trigger event ("whenever
you win a coin flip")."""
from helpers import CARD, ENCHANTMENT, SORCERY, Form, Refusal, check, refused, table

_YOU = {"kind": "you"}

FORMS = [
    Form("flip_a_coin_with_both_results",
         "Flip a coin. If you win the flip, draw two cards. If you lose the flip, you lose 2 life.",
         "コイン投げをする。あなたがコイン投げに勝ったなら、カード２枚を引く。あなたがコイン投げに負けたなら、あなたは２点のライフを失う。",
         {"effect.steps.0": {"kind": "flip_coin", "player": _YOU},
          "effect.steps.1.cond": {"kind": "condition", "test": "won_flip", "args": [_YOU]},
          "effect.steps.1.then.kind": "draw",
          "effect.steps.2.cond": {"kind": "condition", "test": "lost_flip", "args": [_YOU]},
          "effect.steps.2.then.kind": "lose_life"}, types=SORCERY),
    # 「そのコイン投げ」 and 「コイン投げを行う」 read the same
    Form("flip_the_flip_that_was_made", "Flip a coin. If you lose the flip, you lose 3 life.",
         "コイン投げを行う。あなたがそのコイン投げに負けたなら、あなたは３点のライフを失う。",
         {"effect.steps.0.kind": "flip_coin", "effect.steps.1.cond.test": "lost_flip"}, types=SORCERY),
    Form("a_player_flips_and_they_lose",
         "Whenever a player casts a spell, that player flips a coin. If they lose the flip, counter that spell.",
         "プレイヤーが呪文を唱えるたび、そのプレイヤーはコイン投げをする。そのプレイヤーがコイン投げに負けたなら、その呪文を打ち消す。",
         {"effect.steps.0": {"kind": "flip_coin", "player": {"kind": "trigger_player"}},
          "effect.steps.1.cond": {"kind": "condition", "test": "lost_flip", "args": [{"kind": "trigger_player"}]}},
         types=ENCHANTMENT),
    Form("you_may_flip_a_coin", "At the beginning of your upkeep, you may flip a coin. If you win the flip, you gain 1 life.",
         "あなたのアップキープの開始時に、あなたはコインを１枚投げてもよい。あなたがコイン投げに勝ったなら、あなたは１点のライフを得る。",
         {"effect.steps.0": {"kind": "may", "player": _YOU, "effect": {"kind": "flip_coin", "player": _YOU}}},
         types=ENCHANTMENT),
    Form("flip_three_coins", "Flip three coins.", "コイン投げを３回する。",
         {"effect": {"kind": "flip_coin", "player": _YOU, "count": 3}}, types=SORCERY),
    Form("flip_three_coins-2", None, "コイン投げ３回をする。", {"effect.count": 3}, types=SORCERY),
    Form("flip_two_coins", "Flip two coins.", "コインを２枚投げる。", {"effect.count": 2}, types=SORCERY),
    Form("flip_until_you_lose_a_flip", "Flip a coin until you lose a flip.", "あなたがコイン投げに負けるまでコイン投げをする。",
         {"effect": {"kind": "flip_coin", "player": _YOU, "until_lose": True}}, types=SORCERY),
    Form("whenever_you_win_a_coin_flip", "Whenever you win a coin flip, you gain 1 life.",
         "あなたがコイン投げ１回に勝つたび、あなたは１点のライフを得る。",
         {"event": {"kind": "flip_outcome", "player": _YOU, "won": True}}, types=ENCHANTMENT),
    Form("whenever_you_lose_a_coin_flip", "Whenever you lose a coin flip, you gain 1 life.",
         "あなたがコイン投げに負けるたび、あなたは１点のライフを得る。",
         {"event": {"kind": "flip_outcome", "player": _YOU, "won": False}}, types=ENCHANTMENT),
    # earthbend N: a keyword action whose land is a target; "that land" afterwards is that target
    Form("earthbend_then_untap_that_land", "At the beginning of combat on your turn, earthbend 8, then untap that land.",
         "あなたのターンの戦闘の開始時に、土の技８を行う。その後、その土地をアンタップする。",
         {"effect.steps.0": {"kind": "keyword_action", "action": "earthbend", "amount": 8,
                             "what": {"kind": "target_ref", "index": 0}},
          "effect.steps.1.what": {"kind": "target_ref", "index": 0},
          "targets.0.filter": {"kind": "filter", "types": ["land"], "controller": "you"}}, types=ENCHANTMENT),
    # clash (CR 701.30) and its result, "if you win" / 「あなたが勝ったなら」
    Form("clash_if_you_win", "When Test Card enters the battlefield, clash with an opponent. If you win, "
         "put a +1/+1 counter on Test Card.",
         "テストカードが戦場に出たとき、対戦相手１人と激突を行う。あなたが勝ったなら、テストカードの上に+1/+1カウンター１個を置く。",
         {"effect.steps.0": {"kind": "keyword_action", "action": "clash",
                             "what": {"kind": "chosen", "filter": {"kind": "filter", "types": ["opponent"]}}},
          "effect.steps.1.cond": {"kind": "condition", "test": "won_clash", "args": [_YOU]}}, name=CARD),
    # the Ring tempts you (CR 701.54): an effect and an event
    Form("the_ring_tempts_you", "Draw a card. The Ring tempts you.", "カード１枚を引く。指輪があなたを誘惑する。",
         {"effect.steps.1": {"kind": "keyword_action", "action": "the ring tempts you"}}, types=SORCERY),
    Form("whenever_the_ring_tempts_you", "Whenever the Ring tempts you, you gain 1 life.",
         "指輪があなたを誘惑するたび、あなたは１点のライフを得る。",
         {"event": {"kind": "player_does", "player": _YOU,
                    "action": {"kind": "keyword_action", "action": "the ring tempts you"}}}, types=ENCHANTMENT),
]

REFUSALS = [
    # the player who loses is the one who flips: no other reading of "until"
    Refusal("flip_until_another_player_loses", "en", "Flip a coin until target opponent loses a flip."),
    Refusal("win_two_coin_flips_is_not_one", "ja", "あなたがコイン投げ２回に勝つたび、あなたは１点のライフを得る。"),
    Refusal("the_ring_tempts_only_you", "en", "The Ring tempts target opponent."),
]


@table(FORMS)
def test_game_effect(f):
    check(f)


@table(REFUSALS, name="r")
def test_game_effect_refused(r):
    refused(r)
