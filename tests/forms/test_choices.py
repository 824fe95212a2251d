"""Choices (CR 614.12c, 608.2d): a choice made as a permanent enters ("As ~ enters, choose a color" /
「~が戦場に出るに際し、色１色を選ぶ」, also after another sentence and with colors it may not be), and the
later references to what was chosen ("one mana of the chosen color" / 「その選ばれた色のマナ１点」)."""
from helpers import CARD, LAND, TESTCARD, Form, check, table

_CHOOSE_COLOR = {"kind": "choose_as_enters", "choice": "color"}

FORMS = [
    # ------------------------------------------------------------ choices made as it enters
    Form("choose_as_it_enters_after_entering_tapped",
         "Testcard enters the battlefield tapped. As it enters, choose a color.",
         "テストカードはタップ状態で戦場に出る。これが戦場に出るに際し、色１色を選ぶ。",
         {"kind": "replacement", "effect.steps": [{"kind": "enters_tapped", "what": {"kind": "self"}}, _CHOOSE_COLOR]},
         name=TESTCARD, types=LAND),
    Form("choose_a_color_other_than_one", "As Test Card enters the battlefield, choose a color other than red.",
         "テストカードが戦場に出るに際し、赤以外の色１色を選ぶ。",
         {"effect": dict(_CHOOSE_COLOR, filter={"kind": "filter", "not_colors": ["red"]})}, name=CARD, types=LAND),
    Form("choose_a_color_other_than_one-2", None, "テストカードが戦場に出るに際し、黒でない色１色を選ぶ。",
         {"effect.filter.not_colors": ["black"]}, name=CARD, types=LAND),
    # ------------------------------------------------------------ the chosen color
    Form("mana_of_the_chosen_color", "{T}: Add one mana of the chosen color.", "(Ｔ)：その選ばれた色のマナ１点を加える。",
         {"effect": {"kind": "add_mana", "chosen_color": 1}}, types=LAND),
    Form("mana_of_the_chosen_color-2", "{T}: Add two mana of the chosen color.", "(Ｔ)：選ばれた色のマナ２点を加える。",
         {"effect": {"kind": "add_mana", "chosen_color": 2}}, types=LAND),
    Form("a_symbol_or_mana_of_the_chosen_color", "{T}: Add {R} or one mana of the chosen color.",
         "(Ｔ)：(赤)か、その選ばれた色のマナ１点を加える。",
         {"effect": {"kind": "add_mana", "choice": ["R"], "chosen_color": 1}}, types=LAND),
    Form("a_symbol_or_mana_of_the_chosen_color-2", None, "(Ｔ)：(赤)か選ばれた色のマナ１点を加える。",
         {"effect": {"kind": "add_mana", "choice": ["R"], "chosen_color": 1}}, types=LAND),
    Form("objects_of_the_chosen_color", "Creatures you control of the chosen color get +1/+1.",
         "あなたがコントロールしていてその選ばれた色のクリーチャーは+1/+1の修整を受ける。",
         {"effect.what.filter": {"kind": "filter", "types": ["creature"], "controller": "you", "chosen": "color"}},
         types=("Artifact", "アーティファクト")),
    Form("objects_of_the_chosen_color-2", "Whenever you cast a spell of the chosen color, you gain 1 life.",
         "あなたがその選ばれた色の呪文を唱えるたび、あなたは１点のライフを得る。",
         {"event.filter": {"kind": "filter", "types": ["spell"], "chosen": "color"}}, types=("Artifact", "アーティファクト")),
    Form("objects_of_the_chosen_color-3", None, "あなたがコントロールしていてその選ばれた色である各クリーチャーは+1/+0の修整を受ける。",
         {"effect.what.filter.chosen": "color"}, types=("Artifact", "アーティファクト")),
    # a static ability resolves nothing: its 「その選ばれた色」 is the color chosen as it entered
    Form("protection_from_the_chosen_color", "Testcard has protection from the chosen color.",
         "テストカードはプロテクション（その選ばれた色）を持つ。",
         {"": {"kind": "keyword", "keyword": "protection", "args": [{"kind": "filter", "chosen": "color"}]}}, name=TESTCARD),
    # ------------------------------------------------------------ the chosen name
    Form("objects_with_the_chosen_name", "{U}: Counter target spell with the chosen name.",
         "(青)：選ばれた名前を持つ呪文１つを対象とし、それを打ち消す。",
         {"targets.0.filter": {"kind": "filter", "types": ["spell"], "chosen": "card_name"}}),
    Form("objects_with_the_chosen_name-2", "Whenever an opponent casts a spell with the chosen name, you draw a card.",
         "対戦相手がその選ばれた名前を持つ呪文を唱えるたび、あなたはカード１枚を引く。",
         {"event.filter.chosen": "card_name"}),
    # hidden agenda's name (CR 702.106a): 「指定した名前」
    Form("objects_with_the_chosen_name-3", "Creatures you control with the chosen name have haste.",
         "あなたがコントロールする指定した名前を持つクリーチャーは速攻を持つ。",
         {"effect.what.filter.chosen": "card_name"}, types=("Conspiracy", "策略")),
    # ------------------------------------------------------------ the chosen player
    Form("that_player_is_the_chosen_one",
         "As Testcard enters the battlefield, choose an opponent. Testcard enters the battlefield with a -1/-1 counter "
         "on it for each creature that player controls.",
         "テストカードが戦場に出るに際し、対戦相手１人を選ぶ。テストカードは、そのプレイヤーがコントロールしているクリーチャー"
         "１体につき-1/-1カウンター１個が置かれた状態で戦場に出る。",
         {"effect.steps.1.amount.filter.controlled_by": {"kind": "the_chosen", "choice": "player"}}, name=TESTCARD),
    Form("the_chosen_player", "{1}: The chosen player loses 1 life.", "(１)：選ばれたプレイヤーは１点のライフを失う。",
         {"effect.player": {"kind": "the_chosen", "choice": "player"}}),
    Form("the_chosen_player_acts", "Whenever the chosen player casts a spell, that player mills a card.",
         "選ばれたプレイヤーが呪文を唱えるたび、そのプレイヤーはカード１枚を切削する。",
         {"event.player": {"kind": "the_chosen", "choice": "player"}}),
]


@table(FORMS)
def test_choice_form(f):
    check(f)
