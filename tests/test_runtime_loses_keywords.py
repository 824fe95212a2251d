"""A keyword lost ("loses flying until end of turn", layer 6, CR 613.1f): the printed one and one
gained earlier are gone until the cleanup step; one gained later is had again (CR 613.7); one a
static ability gives is refused (its timestamp decides, CR 613.7, and is not kept)."""
import pytest
from helpers import on_battlefield

from oraclec.compiler.ir import nodes as n
from oraclec.runtime import turns
from oraclec.runtime.cards import CardDef
from oraclec.runtime.effects import run_effect
from oraclec.runtime.errors import Unsupported
from oraclec.runtime.select import Ctx

FLYING = n.KeywordAbility("flying")
BIRD = CardDef("Bird", n.CardIR((FLYING,), ("creature",), ("Bird",), (), 1, 1))
LOSE = n.LosesKeywords(n.Self_(), (FLYING,), "until_end_of_turn")


def _bird():
    return on_battlefield(BIRD)


def test_the_printed_keyword_is_lost_until_cleanup():
    g, o = _bird()
    run_effect(n.Grant(n.Self_(), (n.KeywordAbility("trample"),), "until_end_of_turn"), Ctx(g, 0, o))
    run_effect(LOSE, Ctx(g, 0, o))
    ch = g.chars(o)
    assert "flying" not in ch.keywords and "trample" in ch.keywords
    assert not any(isinstance(a, n.KeywordAbility) and a.keyword == "flying" for a in ch.abilities)
    turns.cleanup(g)  # (CR 514.2: "until end of turn" effects end)
    assert "flying" in g.chars(o).keywords


def test_a_keyword_gained_after_it_was_lost_is_had_again():
    g, o = _bird()
    run_effect(LOSE, Ctx(g, 0, o))
    run_effect(n.Grant(n.Self_(), (FLYING,), "until_end_of_turn"), Ctx(g, 0, o))
    assert "flying" in g.chars(o).keywords


def test_a_keyword_a_static_ability_gives_is_refused():
    g, o = _bird()
    aura = CardDef("Wings", n.CardIR((n.Static(n.Grant(n.Filter(types=("creature",)), (FLYING,))),), ("enchantment",)))
    w = g.create(aura, 0, "limbo")
    g.put_onto_battlefield(w, 0)
    run_effect(LOSE, Ctx(g, 0, o))
    with pytest.raises(Unsupported, match="static ability also gives"):
        g.chars(o)


def test_a_keyword_with_a_quality_lost_is_refused():
    from oraclec.runtime.refusals import refusal

    black = n.KeywordAbility("protection", (n.Filter(colors=("black",)),))
    assert refusal(n.LosesKeywords(n.Self_(), (black,))) == "a keyword with a quality lost"
    assert refusal(LOSE) is None
