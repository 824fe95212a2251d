"""The runtime's caches (characteristics_cache, trigger_index, the state-based actions' quiet
check) answer as a from-scratch computation would: an anthem that leaves, a counter put on, a
control change, a tap seen by "untapped creatures", a card put into a graveyard seen by a count of
cards there; and the layers are not applied again for a change they cannot see. Random games and
every scenario run with cache_checks.VERIFY, which compares each cached answer with one worked
out from scratch and raises on a difference."""
from importlib import resources

import pytest

from oraclec.compiler import compile_text
from oraclec.compiler.ir import nodes as n
from oraclec.runtime import cache_checks
from oraclec.runtime.cards import CardDef, basic_land
from oraclec.runtime.chars import CharsEngine
from oraclec.runtime.game import Game
from oraclec.runtime.library import playable_card_names
from oraclec.runtime.randomgame import play_game
from oraclec.runtime.scenario import run_file
from oraclec.runtime.trigger_index import event_kinds


def _card(text, type_line, name="Test Card", pt=None):
    c = compile_text(text, "en", name, type_line, pt)
    assert c.status == "ok", [u.reason for u in c.unparsed]
    return CardDef(name, c.card)


def _bear(name="Bear"):
    return _card("", "Creature — Bear", name, "2/2")


def _pt(g, o):
    ch = g.chars(o)
    return ch.power, ch.toughness


@pytest.fixture
def computes(monkeypatch):
    """How many times the layers were applied from scratch."""
    count = [0]
    real = CharsEngine.compute

    def counting(self):
        count[0] += 1
        return real(self)

    monkeypatch.setattr(CharsEngine, "compute", counting)
    return count


@pytest.fixture
def verify(monkeypatch):
    monkeypatch.setattr(cache_checks, "VERIFY", True)


def test_an_anthem_leaving_ends_its_bonus(verify):
    g = Game()
    anthem = g.create(_card("Creatures you control get +1/+1.", "Enchantment", "Anthem"), 0, "battlefield")
    bear = g.create(_bear(), 0, "battlefield")
    assert _pt(g, bear) == (3, 3)
    g.players[0].pool.append("G")
    g.changed(objects=False)  # the turn's state only: the result holds
    assert _pt(g, bear) == (3, 3)
    g.move(anthem, "graveyard")
    assert _pt(g, bear) == (2, 2)


def test_a_counter_put_on_is_seen_with_and_without_statics(verify):
    g = Game()
    bear = g.create(_bear(), 0, "battlefield")
    assert _pt(g, bear) == (2, 2)
    g.add_counters(bear, "+1/+1", 2)
    assert _pt(g, bear) == (4, 4)  # no static on the battlefield: the permanent's own key changed
    g.create(_card("Creatures you control get +1/+1.", "Enchantment", "Anthem"), 0, "battlefield")
    assert _pt(g, bear) == (5, 5)
    g.add_counters(bear, "-1/-1", 1)
    assert _pt(g, bear) == (4, 4)


def test_a_control_change_is_seen(verify):
    g = Game()
    bear = g.create(_bear(), 1, "battlefield")
    g.create(_card("Creatures you control get +1/+1.", "Enchantment", "Anthem"), 0, "battlefield")
    assert g.controller_of(bear) == 1 and _pt(g, bear) == (2, 2)
    assert g._chars.controlled(1) == [bear]
    aura = g.create(_card("Enchant creature\nYou control enchanted creature.", "Enchantment — Aura", "Steal"),
                    0, "battlefield")
    aura.attached_to = bear.id
    g.changed()
    assert g.controller_of(bear) == 0 and _pt(g, bear) == (3, 3)
    assert g._chars.controlled(1) == [] and bear in g._chars.controlled(0)
    g.move(aura, "graveyard")
    assert g.controller_of(bear) == 1 and _pt(g, bear) == (2, 2)


def test_tapping_is_seen_by_a_static_that_asks_about_it(verify):
    g = Game()
    g.create(_card("Untapped creatures you control get +0/+2.", "Enchantment", "Wall"), 0, "battlefield")
    bear = g.create(_bear(), 0, "battlefield")
    assert _pt(g, bear) == (2, 4)
    g.tap(bear)
    assert _pt(g, bear) == (2, 2)
    g.untap(bear)
    assert _pt(g, bear) == (2, 4)


def test_a_card_milled_is_seen_by_a_count_of_cards_in_a_graveyard(verify):
    g = Game()
    g.create(_card("Creatures you control get +1/+0 for each card in your graveyard.", "Enchantment", "Grave"),
             0, "battlefield")
    bear = g.create(_bear(), 0, "battlefield")
    g.create(_bear("Other Bear"), 0, "library")
    assert _pt(g, bear) == (2, 2)
    g.mill(g.players[0], 1)  # library -> graveyard: a change of other zones only
    assert _pt(g, bear) == (3, 2)


def test_a_change_the_layers_cannot_see_does_not_apply_them_again(computes):
    g = Game()
    g.create(_card("Creatures you control get +1/+1.", "Enchantment", "Anthem"), 0, "battlefield")
    bear = g.create(_bear(), 0, "battlefield")
    forest = g.create(basic_land("Forest"), 0, "battlefield")
    g.create(_bear("Drawn Bear"), 0, "library")
    assert _pt(g, bear) == (3, 3)
    before = computes[0]
    g.tap(forest)  # no filter of the anthem asks about tapping
    g.draw(g.players[0])  # library -> hand
    g.players[0].pool.append("G")
    g.changed(objects=False)
    assert _pt(g, bear) == (3, 3)
    assert computes[0] == before
    g.move(g.objects[g.players[0].hand[0]], "battlefield")
    assert _pt(g, g.objects[g.battlefield[-1]]) == (3, 3)
    assert computes[0] == before + 1


def test_a_trigger_event_the_index_does_not_know_listens_to_every_kind():
    class NewEvent:
        pass

    assert event_kinds(NewEvent()) is None
    assert event_kinds(n.Attacks(what=n.Self_(), every=True)) is None  # it raises on any event
    assert event_kinds(n.AnyEvent((n.Draws(player=n.You()), n.LifeGained(player=n.You())))) == {"draw", "life_gain"}


def test_random_games_with_every_cache_checked(verify):
    names = playable_card_names("en")  # the cards random games are dealt (refused parts left out)
    for seed in range(20261201, 20261209):
        r = play_game(seed, names=names)
        assert r.actions > 0


SCENARIOS = sorted(p for p in resources.files("oraclec.corpus").joinpath("scenarios").iterdir()
                   if p.name.endswith(".toml"))


def test_every_scenario_with_every_cache_checked(verify):
    failed = {p.name: r.failures for p in SCENARIOS if (r := run_file(str(p), "en")).failures}
    assert failed == {}
