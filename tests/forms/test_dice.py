"""Die rolls (CR 706): rolling ("roll a d20", "roll two six-sided dice", a player's "rolls a d20"),
the result the sentences after it read ("equal to the result", "where X is the result", "if the
result is 3 or less") and a result table's rows ("1—9 | …", "15+ | …" after the roll)."""
from helpers import ENCHANTMENT, SORCERY, Form, Refusal, check, refused, table

_YOU = {"kind": "you"}
_RESULT = {"kind": "die_result"}

FORMS = [
    Form("roll_a_d20", "Roll a d20.", "１個のd20を振る。",
         {"effect": {"kind": "roll_die", "player": _YOU, "sides": 20}}, types=SORCERY),
    Form("roll_a_six_sided_die", "Roll a six-sided die.", "１個の６面体サイコロを振る。",
         {"effect": {"kind": "roll_die", "player": _YOU, "sides": 6}}, types=SORCERY),
    Form("roll_three_six_sided_dice", "Roll three six-sided dice.", "３個の６面体サイコロを振る。",
         {"effect": {"kind": "roll_die", "player": _YOU, "sides": 6, "count": 3}}, types=SORCERY),
    Form("roll_x_d6", "Roll X d6.", "Ｘ個のd6を振る。",
         {"effect": {"kind": "roll_die", "player": _YOU, "sides": 6, "count": {"kind": "x"}}}, types=SORCERY),
    Form("each_player_rolls", "Each player rolls a d20.", "各プレイヤーはそれぞれ１個のd20を振る。",
         {"effect.kind": "roll_die", "effect.player.kind": "each"}, types=SORCERY),
    Form("gain_life_equal_to_the_result", "Roll a six-sided die. You gain life equal to the result.",
         "１個の６面体サイコロを振る。あなたはその出目に等しい点数のライフを得る。",
         {"effect.steps.0.kind": "roll_die",
          "effect.steps.1": {"kind": "gain_life", "player": _YOU, "amount": _RESULT}}, types=SORCERY),
    Form("damage_equal_to_the_result", "Roll a d6. ~ deals damage to target player equal to the result.",
         "プレイヤー１人を対象とする。１個のd6を振る。~はそのプレイヤーにその出目に等しい点数のダメージを与える。",
         {"effect.steps.0.sides": 6, "effect.steps.1.kind": "deal_damage", "effect.steps.1.amount": _RESULT},
         types=SORCERY),
    Form("draw_cards_equal_to_the_result", "Roll a d20. Draw cards equal to the result.",
         "１個のd20を振る。その出目に等しい枚数のカードを引く。",
         {"effect.steps.1": {"kind": "draw", "player": _YOU, "amount": _RESULT}}, types=SORCERY),
    Form("treasures_equal_to_the_result", "Roll a d4. Create a number of Treasure tokens equal to the result.",
         "１個のd4を振る。その出目に等しい数の宝物・トークンを生成する。",
         {"effect.steps.1.kind": "create_token", "effect.steps.1.count": _RESULT,
          "effect.steps.1.subtypes": ["Treasure"]}, types=SORCERY),
    Form("choose_a_target_then_roll", "Choose target creature, then roll a d20.\n1—9 | Tap it.\n10—20 | Destroy it.",
         "クリーチャー１体を対象とする。１個のd20を振る。\n1-9｜それをタップする。\n10-20｜それを破壊する。",
         {"effect.steps.0.kind": "roll_die", "effect.steps.2.then.kind": "destroy",
          "effect.steps.2.then.what": {"kind": "target_ref", "index": 0}}, types=SORCERY),
    Form("pump_where_x_is_the_result",
         "Roll a six-sided die. Target creature gets +X/+0 until end of turn, where X is the result.",
         "クリーチャー１体を対象とする。１個の６面体サイコロを振る。ターン終了時まで、そのクリーチャーは+X/+0の修整を受ける。Ｘはその出目に等しい。",
         {"effect.steps.1.kind": "pump", "effect.steps.1.power": _RESULT}, types=SORCERY),
    Form("if_the_result_is_3_or_less", "Roll a six-sided die. If the result is 3 or less, you lose 3 life.",
         "１個の６面体サイコロを振る。その出目が３以下なら、あなたは３点のライフを失う。",
         {"effect.steps.1.cond": {"kind": "condition", "test": "compare", "args": [_RESULT, "le", 3]}},
         types=SORCERY),
    # "that much" after a condition on the result is the result
    Form("that_much_is_the_result", "Roll a six-sided die. If the result is 3 or less, you lose that much life.",
         "１個の６面体サイコロを振る。その出目が３以下なら、あなたはその出目に等しい点数のライフを失う。",
         {"effect.steps.1.then": {"kind": "lose_life", "player": _YOU, "amount": _RESULT}}, types=SORCERY),
    # a row's own "then" (「その後」) is read within the row
    Form("a_result_row_with_then", "Roll a d20.\n1—9 | Draw a card.\n10—20 | Draw a card, then you gain 1 life.",
         "１個のd20を振る。\n1-9｜カード１枚を引く。\n10-20｜カード１枚を引く。その後、あなたは１点のライフを得る。",
         {"effect.steps.2.then.steps.1.kind": "gain_life"}, types=SORCERY),
    Form("a_result_table",
         "Roll a d20.\n1—9 | Draw a card.\n10—19 | Draw two cards. You gain 2 life.\n20 | Draw three cards.",
         "１個のd20を振る。\n1-9｜カード１枚を引く。\n10-19｜カード２枚を引く。あなたは２点のライフを得る。\n20｜カード３枚を引く。",
         {"effect.steps.0.kind": "roll_die",
          "effect.steps.1.cond": {"kind": "condition", "test": "result_in", "args": [1, 9]},
          "effect.steps.1.then.amount": 1,
          "effect.steps.2.cond.args": [10, 19], "effect.steps.2.then.steps.1.kind": "gain_life",
          "effect.steps.3.cond.args": [20, 20], "effect.steps.3.then.amount": 3}, types=SORCERY),
    Form("a_result_table_with_no_upper_bound", "{T}: Roll a d20.\n1-14 | Draw a card.\n15+ | Draw two cards.",
         "(Ｔ)：１個のd20を振る。\n1-14｜カード１枚を引く。\n15+｜カード２枚を引く。",
         {"effect.steps.2.cond.args": [15]}, types=ENCHANTMENT),
]

REFUSALS = [
    # a row reads the result of a roll: with none before it, it is no table
    Refusal("a_row_with_no_roll", "en", "Draw a card. 1—9 | Draw a card."),
]


@table(FORMS)
def test_dice(f):
    check(f)


@table(REFUSALS, name="r")
def test_dice_refused(r):
    refused(r)
