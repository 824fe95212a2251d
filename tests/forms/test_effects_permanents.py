"""Effects on permanents: destroy, tokens, attach, keyword actions (monstrosity, proliferate,
support, adapt, populate, goad, manifest), and how a permanent enters (a choice, tapped unless a
price is paid, as a copy)."""
from helpers import CARD, EQUIPMENT, INSTANT, LAND, SORCERY, SPELL, TESTCARD, Form, check, table

S = {"kind": "spell"}

FORMS = [
    Form("effect_forms-1", "Destroy target nonblack creature.", "黒でないクリーチャー１体を対象とし、それを破壊する。",
         {**S, "effect.kind": "destroy"}, name=SPELL, types=INSTANT),
    Form("effect_forms-10", "Destroy all creatures.", "すべてのクリーチャーを破壊する。",
         {**S, "effect.kind": "destroy"}, name=SPELL, types=INSTANT),
    Form("attach_and_magecraft-1", "When Testcard enters the battlefield, attach it to target creature you control.",
         "テストカードが戦場に出たとき、あなたがコントロールしているクリーチャー１体を対象とする。これをそれにつける。",
         {"effect": {"kind": "attach", "what": {"kind": "self"}, "to": {"kind": "target_ref", "index": 0}}},
         name=TESTCARD, types=EQUIPMENT),
    # ------------------------------------------------------------ tokens
    Form("tapped_tokens-1", "Create a tapped Treasure token.", "タップ状態の宝物・トークン１つを生成する。",
         {"effect.tapped": True, "effect.subtypes": ["Treasure"]}, types=SORCERY),
    Form("tapped_tokens-2", "Create two tapped 1/1 white Soldier creature tokens.",
         "タップ状態の白の1/1の兵士・クリーチャー・トークン２体を生成する。", {"effect.tapped": True, "effect.count": 2}, types=SORCERY),
    Form("japanese_tokens_created_tapped_after_the_object-1", "Create a tapped Powerstone token.",
         "パワーストーン・トークン１つをタップ状態で生成する。", {"effect.tapped": True}, types=SORCERY),
    Form("japanese_tokens_created_tapped_after_the_object-2", "Create a tapped 2/2 black Zombie creature token.",
         "黒の2/2のゾンビ・クリーチャー・トークン１体をタップ状態で生成する。", {"effect.tapped": True}, types=SORCERY),
    # ------------------------------------------------------------ keyword actions (CR 701)
    Form("monstrosity_proliferate_and_triggers_once_each_turn-1", "{5}{B}{G}: Monstrosity 4.", "(５)(黒)(緑)：怪物化４を行う。",
         {"effect": {"kind": "monstrosity", "amount": 4}}),
    Form("monstrosity_proliferate_and_triggers_once_each_turn-3", "Destroy target nonland permanent. Proliferate.",
         "土地でないパーマネント１つを対象とする。それを破壊する。増殖を行う。", {"effect.steps.-1": {"kind": "proliferate"}},
         types=SORCERY),
    Form("keyword_actions_and_firebending-1", "{4}{G}{W}: Support 2.", "(４)(緑)(白)：支援２を行う。",
         {"effect": {"kind": "keyword_action", "action": "support", "amount": 2, "what": {"kind": "target_ref", "index": 0}},
          "targets.0": {"kind": "target", "filter": {"kind": "filter", "types": ["creature"], "other": True},
                        "count": 2, "up_to": True}}),
    Form("keyword_actions_and_firebending-2", "{2}{G}{U}: Adapt 1.", "(２)(緑)(青)：順応１を行う。",
         {"effect": {"kind": "keyword_action", "action": "adapt", "amount": 1}}),
    Form("keyword_actions_and_firebending-3", "{2}: Populate.", "(２)：居住を行う。",
         {"effect": {"kind": "keyword_action", "action": "populate"}}),
    Form("goad_and_manifest-1", "{1}{R}: Goad target creature.", "(１)(赤)：クリーチャー１体を対象とする。それを使嗾する。",
         {"effect": {"kind": "keyword_action", "action": "goad", "what": {"kind": "target_ref", "index": 0}}}),
    Form("goad_and_manifest-2", "Whenever Testcard attacks, manifest the top card of your library.",
         "テストカードが攻撃するたび、あなたのライブラリーの一番上のカードを予示する。",
         {"effect": {"kind": "keyword_action", "action": "manifest"}}, name=TESTCARD),
    # ------------------------------------------------------------ as it enters (replacement effects, CR 614.1c-e)
    Form("choose_as_enters-1", "As Test Card enters the battlefield, choose a creature type.",
         "テストカードが戦場に出るに際し、クリーチャー・タイプ１つを選ぶ。",
         {"kind": "replacement", "effect": {"kind": "choose_as_enters", "choice": "creature_type"}}, name=CARD, at=0),
    Form("choose_as_enters-2", "As Test Card enters the battlefield, choose a color.", "テストカードが戦場に出るに際し、色１色を選ぶ。",
         {"kind": "replacement", "effect": {"kind": "choose_as_enters", "choice": "color"}}, name=CARD, at=0),
    Form("choose_as_enters-3", "As Test Card enters the battlefield, choose an opponent.", "テストカードが戦場に出るに際し、対戦相手１人を選ぶ。",
         {"kind": "replacement", "effect": {"kind": "choose_as_enters", "choice": "opponent"}}, name=CARD, at=0),
    Form("choose_as_enters-4", "As Test Card enters the battlefield, choose a basic land type.",
         "テストカードが戦場に出るに際し、基本土地タイプを１種選ぶ。",
         {"kind": "replacement", "effect": {"kind": "choose_as_enters", "choice": "basic_land_type"}}, name=CARD, at=0),
    Form("enters_tapped_unless_a_price_is_paid-1",
         "As Testcard enters the battlefield, you may pay 2 life. If you don't, it enters the battlefield tapped.",
         "テストカードが戦場に出るに際し、あなたは２点のライフを支払ってもよい。そうしないなら、テストカードはタップ状態で戦場に出る。",
         {"": {"kind": "replacement", "effect": {"kind": "enters_tapped", "what": {"kind": "self"},
                                                 "unless": {"kind": "pay_life_cost", "amount": 2}}}}, name=TESTCARD, types=LAND),
    Form("enters_tapped_unless_a_price_is_paid-2",
         "As Testcard enters the battlefield, you may reveal an Island or Swamp card from your hand. If you don't, "
         "Testcard enters the battlefield tapped.",
         "テストカードが戦場に出るに際し、あなたはあなたの手札から島・カード１枚か沼・カード１枚を公開してもよい。"
         "そうしないなら、テストカードはタップ状態で戦場に出る。",
         {"effect.unless": {"kind": "reveal_cost", "what": {"kind": "any_of", "filters": [
             {"kind": "filter", "types": ["card"], "subtypes": ["Island"]},
             {"kind": "filter", "types": ["card"], "subtypes": ["Swamp"]}]}}}, name=TESTCARD, types=LAND),
    Form("clone_enters_as_a_copy-1", "You may have Testcard enter the battlefield as a copy of any creature on the battlefield.",
         "あなたはテストカードを、戦場にあるクリーチャー１体のコピーとして戦場に出してもよい。",
         {"": {"kind": "replacement", "effect": {"kind": "enters_as_copy", "what": {"kind": "self"}, "optional": True,
                                                 "of": {"kind": "filter", "types": ["creature"]}}}}, name=TESTCARD),
    Form("clone_enters_as_a_copy-2",
         "You may have Testcard enter the battlefield as a copy of any land on the battlefield, except it's an "
         "enchantment in addition to its other types.",
         "あなたはテストカードを、これが他のタイプに加えてエンチャントであることを除き、戦場にある土地１つのコピーとして戦場に出してもよい。",
         {"effect.add_types": ["enchantment"], "effect.of.types": ["land"]}, name=TESTCARD),
    Form("clone_enters_as_a_copy-3",
         "You may have Testcard enter the battlefield as a copy of any creature on the battlefield, except it has haste.",
         "あなたはテストカードを、これが速攻を持つことを除き、戦場に出ているいずれかのクリーチャーのコピーとして戦場に出してもよい。",
         {"effect.add_keywords": [{"kind": "keyword", "keyword": "haste", "args": []}]}, name=TESTCARD),
    # "an additional +1/+1 counter" / 「追加の+1/+1カウンター１個」「+1/+1カウンターが追加で１個」: the
    # counters a replacement puts on what enters (CR 614.1c), as "a +1/+1 counter" says them
    Form("enters_with_an_additional_counter",
         "Each other non-Human creature you control enters with an additional +1/+1 counter on it.",
         "あなたがコントロールしていて人間でない他の各クリーチャーは、追加の+1/+1カウンター１個が置かれた状態で戦場に出る。",
         {"": {"kind": "replacement", "effect": {
             "kind": "enters_with_counters", "counter": "+1/+1", "amount": 1, "what": {"kind": "each", "filter": {
                 "kind": "filter", "types": ["creature"], "controller": "you", "other": True, "not_subtypes": ["Human"]}}}}}),
    Form("enters_with_an_additional_counter-2", None,
         "あなたがコントロールしていて人間でない他の各クリーチャーはそれぞれ+1/+1カウンターが追加で１個置かれた状態で戦場に出る。",
         {"effect.kind": "enters_with_counters", "effect.amount": 1}),
    Form("plural_enter_with_additional_counters_on_them",
         "Colorless creatures you control enter with two additional +1/+1 counters on them.",
         "あなたがコントロールしている無色の各クリーチャーは追加の+1/+1カウンター２個が置かれた状態で戦場に出る。",
         {"effect": {"kind": "enters_with_counters", "counter": "+1/+1", "amount": 2, "what": {"kind": "each", "filter": {
             "kind": "filter", "types": ["creature"], "controller": "you", "colors": ["colorless"]}}}}),
    # 「各…はそれぞれトランプルを持つ」: 「それぞれ」 says "each" of the subject again
    Form("each_has_a_keyword_with_each_again", "Each creature you control with a +1/+1 counter on it has trample.",
         "あなたがコントロールしていて+1/+1カウンターが置かれている各クリーチャーはそれぞれトランプルを持つ。",
         {"effect.kind": "grant", "effect.keywords": [{"kind": "keyword", "keyword": "trample", "args": []}]}),
]


@table(FORMS)
def test_permanent_effect(f):
    check(f)
