"""Effects that move objects between zones, the stack included: exile, return, put on top or
bottom of a library, look at / dig through / reveal from the top, counter and copy spells."""
from helpers import ABSENT, CARD, INSTANT, SAGA, SORCERY, SPELL, TESTCARD, Form, Refusal, check, refused, table

FOUND = {"kind": "found"}
CONTROLLER_0 = {"kind": "controller_of", "what": {"kind": "target_ref", "index": 0}}
S = {"kind": "spell"}

FORMS = [
    Form("effect_forms-2", "Exile target black or red permanent.", "黒か赤のパーマネント１つを対象とし、それを追放する。",
         {**S, "effect.kind": "exile"}, name=SPELL, types=INSTANT),
    Form("effect_forms-3", "Return target creature to its owner's hand.", "クリーチャー１体を対象とし、それをオーナーの手札に戻す。",
         {**S, "effect.kind": "move"}, name=SPELL, types=INSTANT),
    Form("effect_forms-4", "Counter target spell.", "呪文１つを対象とし、それを打ち消す。",
         {**S, "effect.kind": "counter_spell"}, name=SPELL, types=INSTANT),
    Form("effect_forms-12", "Copy target instant or sorcery spell.", "インスタントかソーサリーである呪文１つを対象とし、それをコピーする。",
         {**S, "effect.kind": "copy_spell"}, name=SPELL, types=INSTANT),
    Form("exile_until_this_leaves_the_battlefield",
         "When Test Card enters the battlefield, exile target creature an opponent controls until Test Card leaves "
         "the battlefield.", "テストカードが戦場に出たとき、対戦相手がコントロールしているクリーチャー１体を対象とする。"
         "テストカードが戦場を離れるまで、それを追放する。",
         {"effect": {"kind": "exile", "what": {"kind": "target_ref", "index": 0}, "until": "source_leaves"}}, name=CARD),
    Form("up_to_n_chosen_objects", "Return up to two creature cards from your graveyard to your hand.",
         "あなたの墓地からクリーチャー・カード最大２枚をあなたの手札に戻す。",
         {"effect.what.up_to": True, "effect.what.count": 2}, types=SORCERY),
    Form("saga_returns_transformed", "III — Exile this Saga, then return it to the battlefield transformed under your control.",
         "III ― この英雄譚を追放する。その後、これを変身させた状態であなたのコントロール下で戦場に戻す。",
         {"effect.steps.1": {"kind": "move", "what": {"kind": "self"}, "to": "battlefield", "under": {"kind": "you"},
                             "transformed": True}}, types=SAGA),
    Form("put_on_the_top_or_bottom_of_a_library-1", "{2}, {T}: Put target card from a graveyard on the bottom of its owner's library.",
         "(２),(Ｔ)：墓地にあるカード１枚を対象とする。それをオーナーのライブラリーの一番下に置く。",
         {"effect": {"kind": "move", "what": {"kind": "target_ref", "index": 0}, "to": "library", "position": "bottom"}}),
    Form("put_on_the_top_or_bottom_of_a_library-2",
         "When Testcard enters the battlefield, you may search your library for a Goblin card, reveal it, then "
         "shuffle and put that card on top.",
         "テストカードが戦場に出たとき、あなたは「あなたのライブラリーからゴブリン・カード１枚を探し、それを公開し、"
         "その後ライブラリーを切り直し、そのカードを一番上に置く。」を選んでもよい。",
         {"effect.steps.*.kind": ["search", "reveal", "shuffle", "move"],
          "effect.steps.-1": {"kind": "move", "what": FOUND, "to": "library", "position": "top"}}, name=TESTCARD),
    Form("more_japanese_forms-2", "Exile target creature you control, then return that card to the battlefield under your control.",
         "あなたがコントロールしているクリーチャー１体を対象とし、それを追放し、その後そのカードをあなたのコントロール下で戦場に戻す。",
         types=INSTANT),
    Form("return_under_its_owners_control_delayed",
         "Exile target creature. Return that card to the battlefield under its owner's control at the beginning of the next end step.",
         "クリーチャー１体を対象とし、それを追放する。次の終了ステップの開始時に、そのカードをそれのオーナーのコントロール下で戦場に戻す。",
         {"effect.steps.1.kind": "delayed",
          "effect.steps.1.effect.under": {"kind": "owner_of", "what": {"kind": "target_ref", "index": 0}}}, types=INSTANT),
    # ------------------------------------------------------------ the top of a library
    Form("dig_and_exile_top_to_play-1",
         "Look at the top three cards of your library. Put one of them into your hand and the rest on the "
         "bottom of your library in any order.",
         "あなたのライブラリーの一番上からカード３枚を見る。そのうち１枚をあなたの手札に、残りをあなたのライブラリーの"
         "一番下に望む順番で置く。", {"effect": {"kind": "dig", "count": 3, "take": 1, "order": "any"}}, types=SORCERY),
    Form("dig_and_exile_top_to_play-2",
         "Exile the top two cards of your library. Until the end of your next turn, you may play those cards.",
         "あなたのライブラリーの一番上からカード２枚を追放する。あなたの次のターンの終了時まで、"
         "あなたはそれらのカードをプレイしてもよい。",
         {"effect": {"kind": "exile_top", "count": 2, "play_until": "your_next_turn"}}, types=SORCERY),
    Form("reveal_until_a_card_of_a_kind-1",
         "Reveal cards from the top of your library until you reveal an artifact card. Put that card onto the "
         "battlefield and the rest on the bottom of your library in a random order.",
         "アーティファクト・カードが公開されるまで、あなたのライブラリーの一番上から１枚ずつ公開する。そのカードを戦場に出し、"
         "残りをあなたのライブラリーの一番下に無作為の順番で置く。",
         {"effect": {"kind": "reveal_until", "filter": {"kind": "filter", "types": ["artifact", "card"]},
                     "to": "battlefield", "order": "random"}}, types=SORCERY),
    Form("reveal_until_a_card_of_a_kind-2",
         "Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand "
         "and the rest into your graveyard.",
         "クリーチャー・カードが公開されるまで、あなたのライブラリーの一番上から１枚ずつ公開する。そのカードをあなたの手札に加え、"
         "残りをあなたの墓地に置く。", {"effect.to": "hand", "effect.rest": "graveyard"}, types=SORCERY),
    # ------------------------------------------------------------ where a card goes: its owner's zone
    Form("on_top_of_its_owners_library", "Put target creature on top of its owner's library.",
         "クリーチャー１体を対象とし、それをそのオーナーのライブラリーの一番上に置く。",
         {"effect": {"kind": "move", "what": {"kind": "target_ref", "index": 0}, "to": "library", "position": "top"}},
         types=INSTANT),
    Form("put_into_its_owners_graveyard", "Put target card from an opponent's hand into its owner's graveyard.", None,
         {"effect.to": "graveyard", "targets.0.filter.zone": "hand", "targets.0.filter.zone_owner": "opponent"},
         types=SORCERY),
    Form("search_their_library_after_a_may", "Destroy target land. Its controller may search their library for a basic land "
         "card, put it onto the battlefield tapped, then shuffle.",
         "土地１つを対象とする。それを破壊する。それのコントローラーは「自分のライブラリーから基本土地・カード１枚を探し、"
         "タップ状態で戦場に出す。その後、ライブラリーを切り直す。」を選んでもよい。",
         # the player who may is the one who searches (their own library) and shuffles
         {"effect.steps.1.effect.steps.*.player": [CONTROLLER_0, ABSENT, CONTROLLER_0],
          "effect.steps.1.effect.steps.0.owner": ABSENT}, types=SORCERY),
    Form("exile_a_players_graveyard", "Exile target player's graveyard.", "プレイヤー１人を対象とし、そのプレイヤーの墓地を追放する。",
         {"effect": {"kind": "exile", "what": {"kind": "each", "filter": {"kind": "filter", "types": ["card"], "zone": "graveyard",
                                                                           "zone_owner": {"kind": "target_ref", "index": 0}}}}},
         types=SORCERY),
    Form("exile_all_graveyards", "Exile all graveyards.", "すべての墓地を追放する。",
         {"effect.what.filter.zone_owner": "any"}, types=SORCERY),
    Form("under_their_owners_control", "Exile up to two target creatures you control, then return those cards to the "
         "battlefield under their owner's control.", "あなたがコントロールしているクリーチャー最大２体を対象とし、それらを追放する。"
         "その後、それらのカードをオーナーのコントロール下で戦場に戻す。",
         {"effect.steps.1.under": {"kind": "owner_of", "what": {"kind": "target_ref", "index": 0}}}, types=INSTANT),
    Form("under_target_players_control", "Put target creature card from a graveyard onto the battlefield under target player's control.",
         None, {"effect.under": {"kind": "target_ref", "index": 1}}, types=SORCERY),
    # put onto the battlefield with counters (CR 614.1c: it enters with them)
    Form("return_with_counters",
         "Return target creature card from your graveyard to the battlefield with two +1/+1 counters on it.",
         "あなたの墓地にあるクリーチャー・カード１枚を対象とする。それを+1/+1カウンター２個が置かれた状態で戦場に戻す。",
         {"effect": {"kind": "move", "what": {"kind": "target_ref", "index": 0}, "to": "battlefield",
                     "counters": [{"kind": "counters_of_kind", "counter": "+1/+1", "amount": 2}]}}, types=SORCERY),
    Form("return_self_with_a_finality_counter",
         "{2}{G}: Return Test Card from your graveyard to the battlefield with a finality counter on it.",
         "(２)(緑)：あなたの墓地からテストカードを最終カウンター１個が置かれた状態で戦場に戻す。",
         {"effect": {"kind": "move", "what": {"kind": "self"}, "to": "battlefield", "from_zone": "graveyard",
                     "counters": [{"kind": "counters_of_kind", "counter": "finality", "amount": 1}]}}, name=CARD),
    Form("return_tapped_with_counters",
         "Return target creature card from your graveyard to the battlefield tapped with a -1/-1 counter on it.",
         "あなたの墓地にあるクリーチャー・カード１枚を対象とする。それを-1/-1カウンター１個が置かれた状態で、タップ状態で戦場に戻す。",
         {"effect.tapped": True, "effect.counters": [{"kind": "counters_of_kind", "counter": "-1/-1", "amount": 1}]},
         types=SORCERY),
    Form("return_under_owners_control_with_counters",
         "Exile target creature. Return it to the battlefield under its owner's control with a +1/+1 counter on it.",
         "クリーチャー１体を対象とする。それを追放する。それを+1/+1カウンター１個が置かれた状態でオーナーのコントロール下で戦場に戻す。",
         {"effect.steps.1.under": {"kind": "owner_of", "what": {"kind": "target_ref", "index": 0}},
          "effect.steps.1.counters.0.counter": "+1/+1"}, types=INSTANT),
]

REFUSALS = [
    # a card goes to its owner's zone (CR 400.3): another player's is not read as the owner's
    Refusal("into_another_players_hand", "en", "Return target creature card from your graveyard to an opponent's hand.",
            reason="another player's zone", type_line="Sorcery"),
    Refusal("into_another_players_graveyard", "en", "Put target creature card from your hand into target player's graveyard.",
            reason="another player's zone", type_line="Sorcery"),
    # one card of each opponent's graveyard is one each, not one of them all: not read yet
    Refusal("a_card_from_each_opponents_graveyard", "en", "Exile target card from each opponent's graveyard.",
            reason="each player's zone", type_line="Sorcery"),
    # whose control "their" means after a card from a graveyard is not said: not guessed
    Refusal("under_their_control", "en", "Return target creature card from an opponent's graveyard to the battlefield under their control.",
            reason="which player", type_line="Sorcery"),
    Refusal("search_an_opponents_library", "en", "Search an opponent's library for a card and exile it.",
            reason="which player", type_line="Sorcery"),
    # revealed with nothing said about where they go: not a guess
    Refusal("reveal_until_a_card_of_a_kind-3", "en",
            "Reveal cards from the top of your library until you reveal a creature card.", type_line="Sorcery"),
]


@table(FORMS)
def test_zone_effect(f):
    check(f)


@table(REFUSALS, "r")
def test_zone_effect_refused(r):
    refused(r)
