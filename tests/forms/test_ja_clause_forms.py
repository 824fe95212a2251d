"""Japanese clause forms that reach the English IR: a 「てもよい」 that ends a list of clauses (the
choice covers all of them), the counters 「…の上に置かれた」 (on it now), 「１つ以上の…が」 at a
sentence's start, a permanent that left the battlefield 「あなたのコントロール下で」 (revolt), attaching
(「~をそのクリーチャーにつける」「それに~をつける」) and what is attached (「…につけられている」),
「…ないかぎり、攻撃できない」 and 「（あなたが）これにより…探したなら」, 「あなたがオーナーである」,
「~をブロックしている」, 「このターンにダメージを受けた」, 「…が３点のライフを支払わないかぎり」; a choice of
two colors of mana in the color wheel's order, and a union of targets whose alternative says again what
the first says; 「すべての」 said again in a union, 「…でない間」, 「島である」, 「単独では攻撃もブロックもできない」,
「パワーではなくタフネスに等しい点数の戦闘ダメージを割り振る」 and the spells 「あなたの対戦相手が」 cast; "as though":
「…がブロックされなかったかのように（その）戦闘ダメージを割り振られる／割り振ってもよい」, 「（それらが）瞬速を持っている
かのように」 with 「…を唱えるためにさらに(２)を支払うなら」, 「防衛を持たないかのように攻撃でき、」; what entered the
battlefield this turn (「…が戦場に出たターンの間」「…出たのであるかぎり」「このターンに…２つ以上の…が…出た」
「…出たターンにのみ起動できる」). Each compiles to the IR of its English text; the refusals are what is not said
(whose choice a 「てもよい」 is after another player's verb, a duration the IR would drop, a keyword other than
flash)."""
from helpers import SORCERY, Form, Refusal, check, refused, table

_T0 = {"kind": "target_ref", "index": 0}
_T1 = {"kind": "target_ref", "index": 1}
_NAME = {"name": ("Testcard", "テストカード")}
_EQUIPMENT = ("Artifact — Equipment", "アーティファクト ― 装備品")

FORMS = [
    # 「すべての」 said again of each noun of a union
    Form("every_said_again", "Destroy all artifacts and enchantments.", "すべてのアーティファクトとすべてのエンチャントを破壊する。",
         {"effect.what.filter.filters.*.types": [["artifact"], ["enchantment"]]}, types=SORCERY),
    # a line whose condition ends in 「無い」 that says 「代わりに」 joins the line before
    Form("instead_line_after_a_negative", "Testcard deals 3 damage to any target.\n"
         "Hellbent — Testcard deals 5 damage instead if you have no cards in hand.",
         "１つを対象とする。テストカードはそれに３点のダメージを与える。\n暴勇 ― あなたの手札にカードが無いなら、代わりにテストカードは５点のダメージを与える。",
         {"effect.kind": "instead_if", "effect.replacement.amount": 5}, name=("Testcard", "テストカード"),
         types=("Instant", "インスタント")),
    # 「…でない間、」 ("while") as 「…かぎり、」
    Form("while_not_your_turn", "As long as it's not your turn, Testcard gets +0/+2.",
         "あなたのターンでない間、テストカードは+0/+2の修整を受ける。",
         {"kind": "static", "condition": {"kind": "not", "cond": {"kind": "condition", "test": "your_turn"}}}, **_NAME),
    Form("is_a_basic_land_type", "Enchanted land is an Island.", "エンチャントしている土地は島である。",
         {"effect.subtypes": ["Island"]}, types=("Enchantment — Aura", "エンチャント ― オーラ")),
    Form("cant_attack_or_block_alone", "Testcard can't attack or block alone.", "テストカードは単独では攻撃もブロックもできない。",
         {"kind": "static"}, **_NAME),
    Form("damage_by_toughness", "Each creature you control assigns combat damage equal to its toughness rather than its power.",
         "あなたがコントロールしている各クリーチャーはそれぞれ、パワーではなくタフネスに等しい点数の戦闘ダメージを割り振る。",
         {"effect.kind": "damage_by_toughness"}, types=("Enchantment", "エンチャント")),
    # the spells an opponent casts: 「（あなたの）対戦相手が…呪文を唱えるためのコスト」
    Form("opponents_spells_cost_more", "Artifact and enchantment spells your opponents cast cost {2} more to cast.",
         "あなたの対戦相手がアーティファクトかエンチャントである呪文を唱えるためのコストは(２)多くなる。",
         {"effect.kind": "cost_change", "effect.what.filters.*.controller": ["opponent", "opponent"]},
         types=("Enchantment", "エンチャント")),
    # the choice is all the clauses a subjectless 「てもよい」 ends
    Form("may_ends_list", "Whenever Testcard attacks, you may tap target creature.",
         "テストカードが攻撃するたび、クリーチャー１体を対象とし、それをタップしてもよい。",
         {"optional": True, "effect": {"kind": "tap", "what": _T0}}, **_NAME),
    Form("may_ends_three_clauses", "You may search your library and/or graveyard for a card named Testcard, reveal "
         "it, and put it into your hand. If you search your library this way, shuffle.",
         "あなたはあなたのライブラリーやあなたの墓地からテストカードという名前のカード１枚を探し、公開し、あなたの手札に"
         "加えてもよい。これによりあなたのライブラリーからカードを探したなら、ライブラリーを切り直す。",
         {"effect.steps.0.kind": "may", "effect.steps.0.effect.steps.#": 3,
          "effect.steps.0.effect.steps.2": {"kind": "move", "to": "hand", "what": {"kind": "found"}}},
         types=SORCERY, **_NAME),
    Form("may_then", "When Testcard enters, you may exile target creature you control, then return that card to the "
         "battlefield under your control.",
         "テストカードが戦場に出たとき、あなたがコントロールしているクリーチャー１体を対象とする。あなたはそれを追放し、"
         "その後そのカードをあなたのコントロール下で戦場に戻してもよい。",
         {"optional": True, "effect.steps.0.kind": "exile", "effect.steps.1.under": {"kind": "you"}}, **_NAME),
    Form("each_player_may", "Each player may draw a card.", "各プレイヤーはそれぞれカード１枚を引いてもよい。",
         {"effect.kind": "may", "effect.player.kind": "each"}, types=SORCERY),
    # the counters on it now
    Form("counters_put_on", "Remove a -1/-1 counter from target creature.",
         "クリーチャー１体を対象とする。それの上に置かれた-1/-1カウンター１個を取り除く。",
         {"effect": {"kind": "remove_counters", "counter": "-1/-1", "amount": 1, "what": _T0}}, types=SORCERY),
    Form("counters_put_on_count", "Testcard gets +X/+X, where X is the number of verse counters on Testcard.",
         "テストカードは+X/+Xの修整を受ける。Xはテストカードの上に置かれた詩句カウンターの数に等しい。",
         {"effect.kind": "pump"}, **_NAME),
    # 「１つ以上の…」 first in a sentence, where 「１つ」 alone would declare a target
    Form("one_or_more_first", "Whenever one or more tokens you control enter, draw a card.",
         "１つ以上のトークンがあなたのコントロール下で戦場に出るたび、カード１枚を引く。",
         {"event": {"kind": "zone_change", "to_zone": "battlefield", "under": "you",
                    "what": {"kind": "one_or_more", "filter": {"kind": "filter", "types": ["token"]}}}}),
    Form("five_or_more_first", "Testcard can't attack unless there are five or more Islands on the battlefield.",
         "５つ以上の島が戦場に出ていないかぎり、テストカードは攻撃できない。", {"kind": "static"}, **_NAME),
    # revolt
    Form("left_under_you", "When Testcard enters, if a permanent you controlled left the battlefield this turn, "
         "draw a card.",
         "テストカードが戦場に出たとき、このターンにパーマネントがあなたのコントロール下で戦場を離れていた場合、カード１枚を引く。",
         {"intervening_if": {"kind": "condition", "test": "this_turn", "args": [
             {"kind": "zone_change", "from_zone": "battlefield",
              "what": {"kind": "filter", "types": ["permanent"], "controller": "you"}}]}}, **_NAME),
    # attaching, and what is attached
    Form("attach_to_that", "Whenever an Equipment you control enters, you may attach that Equipment to target "
         "creature you control.",
         "装備品１つがあなたのコントロール下で戦場に出るたび、あなたがコントロールしているクリーチャー１体を対象とする。"
         "あなたはその装備品をそのクリーチャーにつけてもよい。",
         {"optional": True, "effect": {"kind": "attach", "what": {"kind": "trigger_object"}, "to": _T0}}),
    Form("attach_onto_first", "{B}{B}: Attach Testcard to target creature you control.",
         "{B}{B}：あなたがコントロールしているクリーチャー１体を対象とし、それにテストカードをつける。",
         {"effect": {"kind": "attach", "what": {"kind": "self"}, "to": _T0}}, name=("Testcard", "テストカード"),
         types=_EQUIPMENT),
    Form("mana_pair_order", "{T}: Add {W} or {U}.", "{T}：(青)か(白)を加える。", {"effect.choice": ["W", "U"]},
         types=("Land", "土地")),
    Form("union_says_again", "Untap another target artifact or creature you control.",
         "あなたがコントロールする、他のアーティファクト１つか他のクリーチャー１体を対象とし、それをアンタップする。",
         {"targets.0.filter.filters.*.controller": ["you", "you"]}, types=SORCERY),
    Form("attach_two_targets", "Attach target Equipment to target creature.",
         "装備品１つとクリーチャー１体を対象とし、その装備品をそのクリーチャーにつける。",
         {"effect": {"kind": "attach", "what": _T0, "to": _T1}}, types=SORCERY),
    Form("attached_to", "Testcard gets +1/+1 for each Aura attached to it.",
         "テストカードは、それにつけられているオーラ１つにつき+1/+1の修整を受ける。",
         {"effect.kind": "pump"}, **_NAME),
    # what a creature is: yours by ownership, blocking ~, dealt damage this turn
    Form("you_own", "Return target creature you own to your hand.", "あなたがオーナーであるクリーチャー１体を対象とし、"
         "それをあなたの手札に戻す。", {"targets.0.filter.owner": "you"}, types=SORCERY),
    Form("blocking_self", "{B}{B}: Destroy target creature blocking Testcard.",
         "{B}{B}：テストカードをブロックしているクリーチャー１体を対象とし、それを破壊する。",
         {"targets.0.filter.blocking_what": {"kind": "self"}}, **_NAME),
    Form("dealt_damage_ukeru", "Destroy target creature that was dealt damage this turn.",
         "このターンにダメージを受けたクリーチャー１体を対象とする。それを破壊する。",
         {"targets.0.filter.states": ["dealt_damage_this_turn"]}, types=SORCERY),
    # another player's payment of life as 'unless'; 「それ」 is no player
    Form("unless_pays_life", "Whenever another creature you own dies, return it to your hand unless target "
         "opponent pays 3 life.",
         "あなたがオーナーである他のクリーチャー１体が死亡するたび、対戦相手１人を対象とする。そのプレイヤーが３点のライフ"
         "を支払わないかぎり、それをあなたの手札に戻す。",
         {"effect": {"kind": "unless", "player": _T0, "cost": {"kind": "pay_life_cost", "amount": 3},
                     "effect": {"kind": "move", "to": "hand", "what": {"kind": "trigger_object"}}}}),
    # a condition before 「、攻撃できない」 / 「~では攻撃できない」
    Form("cant_attack_unless", "Testcard can't attack unless defending player controls an Island.",
         "テストカードは防御プレイヤーが島をコントロールしていないかぎり、攻撃できない。", {"kind": "static"}, **_NAME),
    Form("cant_attack_de_wa", "Testcard can't attack unless you control an artifact.",
         "あなたがアーティファクトをコントロールしていないかぎり、テストカードでは攻撃できない。", {"kind": "static"},
         **_NAME),
]

_MAY_UNBLOCKED = {"kind": "may", "player": {"kind": "you"},
                  "effect": {"kind": "damage_as_though_unblocked", "what": {"kind": "self"}}}
_FLASH_MORE = {"kind": "may_cast", "player": {"kind": "you"}, "what": {"kind": "self"}, "flash": True, "more": ["2"]}
_ARTIFACT_ENTERED = {"kind": "condition", "test": "this_turn", "args": [
    {"kind": "zone_change", "to_zone": "battlefield", "under": "you", "what": {"kind": "filter", "types": ["artifact"]}}]}
_SELF_ENTERED = {"kind": "condition", "test": "this_turn", "args": [
    {"kind": "zone_change", "to_zone": "battlefield", "what": {"kind": "self"}}]}
_AS_LONG_AS_ARTIFACT = "As long as an artifact entered the battlefield under your control this turn, Testcard gets +2/+2."

FORMS += [
    # "you may have ~ assign its combat damage as though it weren't blocked": a quoted choice, or the player's verb
    Form("unblocked_quoted", "You may have Testcard assign its combat damage as though it weren't blocked.",
         "あなたは「テストカードは、それがブロックされなかったかのようにその戦闘ダメージを割り振られる。」を選んでもよい。",
         {"kind": "static", "effect": _MAY_UNBLOCKED}, **_NAME),
    Form("unblocked_may_assign", "You may have Testcard assign its combat damage as though it weren't blocked.",
         "あなたはテストカードの戦闘ダメージを、これがブロックされなかったかのように割り振ってもよい。",
         {"kind": "static", "effect": _MAY_UNBLOCKED}, **_NAME),
    Form("unblocked_granted", "Creatures you control with trample have \"You may have this creature assign its combat "
         "damage as though it weren't blocked.\"",
         "あなたがコントロールしていてトランプルを持つクリーチャーは「あなたはこのクリーチャーの戦闘ダメージを、"
         "これがブロックされなかったかのように割り振ってもよい。」を持つ。",
         {"effect.kind": "grant", "effect.keywords.0.effect": _MAY_UNBLOCKED}),
    # "as though it had flash if you pay {2} more to cast it"; 「それらが」 of the spells
    Form("flash_pay_more", "You may cast Testcard as though it had flash if you pay {2} more to cast it.",
         "あなたがテストカードを唱えるためにさらに(２)を支払うなら、あなたはテストカードを、瞬速を持っているかのように唱えてもよい。",
         {"kind": "static", "effect": _FLASH_MORE}, **_NAME),
    Form("flash_pay_more_no_subject", "You may cast Testcard as though it had flash if you pay {2} more to cast it.",
         "テストカードを唱えるためにさらに(２)を支払うなら、これを、これが瞬速を持っているかのように唱えてもよい。",
         {"kind": "static", "effect": _FLASH_MORE}, **_NAME),
    Form("flash_they", "You may cast Dragon spells as though they had flash.",
         "あなたは、ドラゴン・呪文を、それらが瞬速を持っているかのように唱えてもよい。",
         {"effect": {"kind": "may_cast", "player": {"kind": "you"}, "flash": True,
                     "what": {"kind": "filter", "types": ["spell"], "subtypes": ["Dragon"]}}}),
    # 「攻撃でき、」 continues the list; a condition said first covers all of "… and it can't be blocked"
    Form("attack_as_though_continues", "As long as an opponent has eight or more cards in their graveyard, Testcard "
         "can attack as though it didn't have defender and it can't be blocked.",
         "対戦相手１人の墓地に８枚以上のカードがあるかぎり、テストカードは、これが防衛を持たないかのように攻撃でき、ブロックされない。",
         {"kind": "static", "condition.test": "graveyard_size",
          "effect.steps.*.kind": ["attack_as_though_not", "cant"]}, **_NAME),
    # the last part's duration with no subject named again: every part's
    Form("duration_before_last_part", "{3}: Testcard gets +3/-1 until end of turn and can attack this turn as though "
         "it didn't have defender.",
         "(３)：テストカードは+3/-1の修整を受け、このターン、それが防衛を持たないかのように攻撃できる。",
         {"effect.steps.*.kind": ["pump", "attack_as_though_not"],
          "effect.steps.*.duration": ["until_end_of_turn", "until_end_of_turn"]}, **_NAME),
    # what entered the battlefield this turn
    Form("entered_turn_while", _AS_LONG_AS_ARTIFACT,
         "アーティファクトがあなたのコントロール下で戦場に出たターンの間、テストカードは+2/+2の修整を受ける。",
         {"kind": "static", "condition": _ARTIFACT_ENTERED}, **_NAME),
    Form("entered_turn_is", _AS_LONG_AS_ARTIFACT,
         "アーティファクトがあなたのコントロール下で戦場に出たターンであるかぎり、テストカードは+2/+2の修整を受ける。",
         {"kind": "static", "condition": _ARTIFACT_ENTERED}, **_NAME),
    Form("entered_this_turn", _AS_LONG_AS_ARTIFACT,
         "このターンにアーティファクトがあなたのコントロール下で戦場に出たかぎり、テストカードは+2/+2の修整を受ける。",
         {"kind": "static", "condition": _ARTIFACT_ENTERED}, **_NAME),
    Form("entered_count", "As long as two or more nonland permanents entered the battlefield under your control this "
         "turn, Testcard gets +0/+2.",
         "このターンに土地でない２つ以上のパーマネントがあなたのコントロール下で戦場に出たかぎり、テストカードは+0/+2の修整を受ける。",
         {"condition.args": [{"kind": "zone_change", "to_zone": "battlefield", "under": "you", "what": {
             "kind": "filter", "types": ["permanent"], "not_types": ["land"]}}, 2]}, **_NAME),
    Form("entered_no_de_aru", "Testcard has indestructible as long as it entered the battlefield this turn.",
         "テストカードがこのターンに戦場に出たのであるかぎり、これは破壊不能を持つ。",
         {"kind": "static", "condition": _SELF_ENTERED}, **_NAME),
    Form("entered_no_ga_this_turn", "Testcard has indestructible as long as it entered the battlefield this turn.",
         "テストカードが戦場に出たのがこのターンであるかぎり、これは破壊不能を持つ。",
         {"kind": "static", "condition": _SELF_ENTERED}, **_NAME),
    Form("entered_under_first", "At the beginning of your end step, if a creature entered the battlefield under your "
         "control this turn, draw a card.",
         "あなたの終了ステップの開始時に、このターンにあなたのコントロール下でクリーチャーが戦場に出ていた場合、カード１枚を引く。",
         {"intervening_if.args.0": {"kind": "zone_change", "to_zone": "battlefield", "under": "you",
                                    "what": {"kind": "filter", "types": ["creature"]}}}),
    Form("entered_turn_only", "{T}: Add one mana of any color. Activate only if Testcard entered the battlefield this turn.",
         "(Ｔ)：好きな色１色のマナ１点を加える。テストカードが戦場に出たターンにのみ起動できる。",
         {"restrictions": [_SELF_ENTERED]}, types=("Artifact", "アーティファクト"), **_NAME),
    # 「それは飛行を持つ各クリーチャーに」: 各 is moved before its modifiers, never before a subject
    Form("each_after_subject", "When Testcard enters, it deals 6 damage to each creature with flying.",
         "テストカードが戦場に出たとき、それは飛行を持つ各クリーチャーに６点のダメージを与える。",
         {"effect.to.filter.with_keywords": ["flying"]}, **_NAME),
]

REFUSALS = [
    # "this turn" on 'as though it weren't blocked': the IR has no duration to keep it in
    Refusal("unblocked_this_turn", "ja", "あなたは「このターン、あなたがコントロールしているクリーチャーは、それらがブロック"
            "されなかったかのようにその戦闘ダメージを割り振られる。」を選んでもよい。", "a duration", type_line="ソーサリー"),
    # only flash is a keyword a spell is cast as though it had
    Refusal("as_though_other_keyword", "ja", "あなたは、ドラゴン・呪文を、それらが飛行を持っているかのように唱えてもよい。",
            "only 'as though it had flash'"),
    # the spell paid more for is the one cast as though it had flash
    Refusal("pay_more_other_spell", "ja", "あなたがテストカードを唱えるためにさらに(２)を支払うなら、あなたはクリーチャー・呪文を、"
            "瞬速を持っているかのように唱えてもよい。", "pay more to cast one spell", name="テストカード"),
    # revolt is of a permanent you controlled, not one under an opponent's control
    Refusal("left_under_opponent", "ja", "テストカードが戦場に出たとき、このターンにパーマネントが対戦相手のコントロール下で"
            "戦場を離れていた場合、カード１枚を引く。", "only one you controlled", name="テストカード"),
    # another player's verb before a subjectless 「てもよい」: whose choice it is is not said
    Refusal("may_after_other_player", "ja", "対戦相手１人を対象とする。そのプレイヤーは自分の手札を公開し、"
            "カード１枚を引いてもよい。", "another player's verb", type_line="ソーサリー"),
    # only your own library is searched "this way"
    Refusal("searched_other_library", "ja", "あなたは対戦相手のライブラリーからカード１枚を探し、追放する。"
            "これにより対戦相手のライブラリーからカードを探したなら、そのライブラリーを切り直す。", type_line="ソーサリー"),
]


@table(FORMS)
def test_ja_clause_form(f):
    check(f)


@table(REFUSALS, "r")
def test_ja_clause_refusal(r):
    refused(r)
