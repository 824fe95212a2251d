"""Effects on cards in hands and libraries: draw, discard, mill, reveal a hand and choose from it."""
from helpers import CARD, INSTANT, SORCERY, SPELL, Form, check, table

FOUND = {"kind": "found"}
TARGET_0 = {"kind": "target_ref", "index": 0}

FORMS = [
    Form("effect_forms-7", "Draw two cards.", "カード２枚を引く。", {"kind": "spell", "effect.kind": "draw"}, name=SPELL, types=INSTANT),
    Form("discard_your_hand_and_a_return_cost-1", "Discard your hand, then draw three cards.", "あなたの手札を捨てる。その後、カード３枚を引く。",
         {"effect.steps.0": {"kind": "discard", "player": {"kind": "you"}, "amount": "hand"}}, types=SORCERY),
    Form("main_phases_mill_hand_size_and_x_targets-2", "When Test Card enters the battlefield, mill three cards.",
         "テストカードが戦場に出たとき、カード３枚を切削する。",
         {"effect": {"kind": "mill", "player": {"kind": "you"}, "amount": 3}}, name=CARD),
    Form("reveal_hand_choose_a_card_from_it-1",
         "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card.",
         "対戦相手１人を対象とする。そのプレイヤーは自分の手札を公開する。あなたはその中から土地でないカード１枚を選ぶ。"
         "そのプレイヤーはそのカードを捨てる。",
         {"effect.steps.#": 3,
          "effect.steps.0": {"kind": "reveal_hand", "player": TARGET_0},
          "effect.steps.1.chooser": {"kind": "you"}, "effect.steps.1.player": TARGET_0,  # the revealing player
          "effect.steps.1.what.filter": {"kind": "filter", "types": ["card"], "not_types": ["land"]},
          "effect.steps.2": {"kind": "discard", "player": TARGET_0, "amount": 1, "what": FOUND}}, types=SORCERY),
    Form("reveal_hand_choose_a_card_from_it-2",
         "Target opponent reveals their hand. You choose a nonland card from it and exile that card.",
         "対戦相手１人を対象とする。そのプレイヤーは自分の手札を公開する。あなたはその中から土地でないカード１枚を選び、"
         "そのカードを追放する。", {"effect.steps.2": {"kind": "exile", "what": FOUND}}, types=SORCERY),
    # ------------------------------------------------------------ another player's library and hand
    Form("search_target_players_library", "Search target player's library for a card and exile it.",
         "プレイヤー１人を対象とする。そのプレイヤーのライブラリーからカード１枚を探し、それを追放する。",
         {"effect.steps.0": {"kind": "search", "player": {"kind": "you"}, "filter": {"kind": "filter", "types": ["card"]},
                             "count": 1, "owner": TARGET_0}}, types=SORCERY),
    Form("top_card_of_target_players_library", "Reveal the top card of target player's library.",
         "プレイヤー１人を対象とする。そのプレイヤーのライブラリーの一番上のカードを公開する。",
         {"effect": {"kind": "look_at_top", "count": 1, "reveal": True, "owner": TARGET_0}}, types=SORCERY),
    Form("top_card_of_each_opponents_library", "Exile the top card of each opponent's library.",
         "各対戦相手のライブラリーの一番上のカードを追放する。",
         {"effect": {"kind": "exile_top", "count": 1,
                     "owner": {"kind": "each", "filter": {"kind": "filter", "types": ["opponent"]}}}}, types=SORCERY),
    # (「…の手札を見る」 is now read through the zone: this row keeps the old reading)
    Form("look_at_target_players_hand", "Look at target player's hand.", "プレイヤー１人を対象とする。そのプレイヤーの手札を見る。",
         {"effect": {"kind": "look_at_hand", "player": TARGET_0}}, types=SORCERY),
    # a player who exiles the top cards of their own library (a player verb)
    Form("a_player_exiles_the_top_of_their_library", "Target opponent exiles the top card of their library.",
         "対戦相手１人を対象とする。そのプレイヤーは自分のライブラリーの一番上のカードを追放する。",
         {"effect": {"kind": "exile_top", "count": 1, "owner": TARGET_0}}, types=SORCERY),
    Form("each_player_exiles_the_top_of_their_library", "Each player exiles the top three cards of their library.",
         "各プレイヤーはそれぞれ自分のライブラリーの一番上からカード３枚を追放する。",
         {"effect": {"kind": "exile_top", "count": 3,
                     "owner": {"kind": "each", "filter": {"kind": "filter", "types": ["player"]}}}}, types=SORCERY),
]


@table(FORMS)
def test_card_effect(f):
    check(f)
