"""Japanese clause forms that reach the English IR: a 「てもよい」 that ends a list of clauses (the
choice covers all of them), the counters 「…の上に置かれた」 (on it now), 「１つ以上の…が」 at a
sentence's start, a permanent that left the battlefield 「あなたのコントロール下で」 (revolt), attaching
(「~をそのクリーチャーにつける」「それに~をつける」) and what is attached (「…につけられている」),
「…ないかぎり、攻撃できない」 and 「（あなたが）これにより…探したなら」, 「あなたがオーナーである」,
「~をブロックしている」, 「このターンにダメージを受けた」, 「…が３点のライフを支払わないかぎり」; a choice of
two colors of mana in the color wheel's order, and a union of targets whose alternative says again what
the first says; 「すべての」 said again in a union, 「…でない間」, 「島である」, 「単独では攻撃もブロックもできない」,
「パワーではなくタフネスに等しい点数の戦闘ダメージを割り振る」 and the spells 「あなたの対戦相手が」 cast. Each compiles to the IR of its
English text; the refusals are what is not said (whose choice a 「てもよい」 is after another player's verb)."""
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

REFUSALS = [
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
