"""A stat aggregated over what a filter matches: the greatest, the least, the total, how many
different card types, colors or values. The amount compiled from either language is computed
from the game: the creatures of the right player, the cards of the right graveyard, a card in a
graveyard with its own values (not those it had on the battlefield), and never a player's."""
import pytest

from oraclec.compiler import compile_text
from oraclec.compiler.ir import nodes as n
from oraclec.runtime.cards import CardDef
from oraclec.runtime.conditions import evaluate_condition
from oraclec.runtime.effects import run_effect
from oraclec.runtime.errors import Unsupported
from oraclec.runtime.game import Game
from oraclec.runtime.select import Ctx, evaluate_amount

PUMP_EN = "Testcard gets +X/+X until end of turn, where X is {}."
PUMP_JA = "ターン終了時まで、テストカードは+X/+Xの修整を受ける。Ｘは{}に等しい。"
AMOUNTS = [  # English, Japanese, the value in the game _game() sets up
    ("the greatest power among creatures you control", "あなたがコントロールしているクリーチャーの中のパワーの最大値", 5),
    ("the least power among creatures you control", "あなたがコントロールしているクリーチャーの中のパワーの最小値", 1),
    ("the greatest toughness among creatures you control", "あなたがコントロールしているクリーチャーの中で最大のタフネス", 6),
    ("the total power of creatures you control", "あなたがコントロールしているクリーチャーのパワーの合計", 1 + 5 + 3),
    ("the total mana value of creatures you control", "あなたがコントロールしているクリーチャーのマナ総量の合計", 1 + 4 + 2),
    ("the number of different mana values among creatures you control",
     "あなたがコントロールしているクリーチャーの中のマナ総量の種類数", 3),
    ("the number of colors among creatures you control", "あなたがコントロールしているクリーチャーの中の色の数", 2),
    ("the number of card types among cards in your graveyard", "あなたの墓地にあるカードの中のカード・タイプの種類数", 3),
    ("the greatest power among creature cards in your graveyard",
     "あなたの墓地にあるクリーチャー・カードの中のパワーの最大値", 2),
]


def _card(name, types, pt=None, cost=None):
    p, t = (int(x) for x in pt.split("/")) if pt else (None, None)
    return CardDef(name, n.CardIR((), types, (), (), p, t, mana_cost=cost))


def _game():
    """P1 controls a 1/1 {W}, a 5/2 {2}{R}{R} and a 3/6 {1}{W} creature (Testcard is the first);
    P2 a 9/9 {9}. In P1's graveyard: an artifact creature card 2/2, an instant, and a 2/2 creature
    card that died with three +1/+1 counters on it (5/5 as it last was)."""
    g = Game(seed=1)
    mine = [g.create(_card(name, ("creature",), pt, cost), 0, "battlefield")
            for name, pt, cost in (("Testcard", "1/1", ("W",)), ("Brute", "5/2", ("2", "R", "R")),
                                   ("Wall", "3/6", ("1", "W")))]
    g.create(_card("Giant", ("creature",), "9/9", ("9",)), 1, "battlefield")
    g.create(_card("Golem", ("artifact", "creature"), "2/2", ("2",)), 0, "graveyard")
    g.create(_card("Shock", ("instant",), cost=("R",)), 0, "graveyard")
    bear = g.create(_card("Bear", ("creature",), "2/2", ("1", "G")), 0, "battlefield")
    run_effect(n.PutCounters("+1/+1", 3, n.Self_()), Ctx(g, 0, bear))
    assert g.chars(bear).power == 5
    g.move(bear, "graveyard")
    return g, mine[0]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("en,ja,want", AMOUNTS, ids=[a[0] for a in AMOUNTS])
def test_the_amount_is_computed_from_the_game(lang, en, ja, want):
    text, name = (PUMP_EN.format(en), "Testcard") if lang == "en" else (PUMP_JA.format(ja), "テストカード")
    c = compile_text(text, lang, name, "Creature — Test" if lang == "en" else "クリーチャー ― テスト", "1/1")
    assert c.status == "ok", c.unparsed
    amount = c.card.abilities[0].effect.power
    g, source = _game()
    assert evaluate_amount(amount, Ctx(g, 0, source)) == want


def test_nothing_matched_is_zero():
    g = Game(seed=1)
    creatures = n.Filter(types=("creature",), controller="you")
    for cls in (n.Greatest, n.Least, n.Total):
        assert evaluate_amount(cls("power", creatures), Ctx(g, 0)) == 0
    assert evaluate_amount(n.Distinct("color", creatures), Ctx(g, 0)) == 0


@pytest.mark.parametrize("lang,text", [
    ("en", "{T}: Draw a card. Activate only if creatures you control have total power 8 or greater."),
    ("ja", "(Ｔ)：カード１枚を引く。あなたがコントロールするクリーチャーのパワーの合計が８以上であるときにのみ起動できる。")])
def test_a_total_compared(lang, text):
    c = compile_text(text, lang, "Testcard" if lang == "en" else "テストカード",
                     "Creature — Test" if lang == "en" else "クリーチャー ― テスト", "1/1")
    assert c.status == "ok", c.unparsed
    cond = c.card.abilities[0].restrictions[0]
    g, source = _game()
    assert evaluate_condition(cond, Ctx(g, 0, source))  # 1 + 5 + 3 = 9
    g.move(g.objects[[o for o in g.battlefield if g.objects[o].card.name == "Brute"][0]], "graveyard")
    assert not evaluate_condition(cond, Ctx(g, 0, source))  # 1 + 3


def test_an_aggregate_over_a_player_is_refused():
    g, source = _game()
    total = n.Total("mana_value", n.TargetRef(0))
    with pytest.raises(Unsupported):
        evaluate_amount(total, Ctx(g, 0, source, targets=[[g.players[1]]]))
