""""its" inside a filter is the object the filter is tested on: "each creature with toughness
greater than its power" means each creature's own power, in both languages (Japanese leaves the
possessor unsaid: 「タフネスがパワーより大きいクリーチャー」), never the card's."""
import pytest

from oraclec.compiler import compile_text
from oraclec.runtime.cards import CardDef
from oraclec.runtime.errors import Unsupported
from oraclec.runtime.game import Game
from oraclec.runtime.select import Ctx, all_matching, evaluate_amount
from oraclec.compiler.ir import nodes as n

EN = "{2}{C}: Each creature with toughness greater than its power can't block this turn."
JA = "(２)(◇)：このターン、タフネスがパワーより大きいクリーチャーではブロックできない。"


def _creature(name, pt):
    return CardDef(name, compile_text("", "en", name, "Creature — Bear", pt).card)


@pytest.mark.parametrize("lang,text", [("en", EN), ("ja", JA)])
def test_each_creature_is_compared_with_its_own_power(lang, text):
    card = compile_text(text, lang, "Immobilizer Eldrazi", "Creature — Eldrazi Drone", "2/1")
    assert card.status == "ok"
    f = card.card.abilities[0].effect.what.filter
    g = Game(seed=1)
    source = g.create(CardDef("Immobilizer Eldrazi", card.card), 0, "battlefield")  # 2/1: the card's power is 2
    wall = g.create(_creature("Wall", "0/4"), 1, "battlefield")
    ogre = g.create(_creature("Ogre", "3/2"), 1, "battlefield")
    square = g.create(_creature("Square", "3/3"), 1, "battlefield")
    # toughness 3 > the card's power 2 would wrongly take the Square, and the Ogre's 2 would not
    got = all_matching(f, Ctx(g, 0, source=source))
    assert [o.id for o in got] == [wall.id]
    assert ogre not in got and square not in got


def test_its_outside_a_filter_test_is_refused():
    g = Game(seed=1)
    with pytest.raises(Unsupported):
        evaluate_amount(n.StatOf("power", n.Tested()), Ctx(g, 0))
