"""What another player does (PlayerActs): each of the players makes the choice among their own
things and does it ("each player returns a creature they control to its owner's hand"); "their"
is theirs, never the controller's."""
from helpers import compile_en

from oraclec.runtime.effects import run_effect
from oraclec.runtime.scenario import Runner
from oraclec.runtime.select import Ctx


def _effect(text):
    c = compile_en(text, "Test Spell", "Sorcery")
    assert c.status == "ok", [u.reason for u in c.unparsed]
    return c.card.abilities[0].effect


def _game(spec):
    r = Runner({"players": spec})
    r.setup()
    return r


def test_each_player_returns_one_of_their_own_creatures():
    r = _game({"P1": {"battlefield": ["Runeclaw Bear"]}, "P2": {"battlefield": ["Coral Merfolk"]}})
    run_effect(_effect("Each player returns a creature they control to its owner's hand."), Ctx(r.g, 0))
    assert r.find("Runeclaw Bear").zone == "hand" and r.find("Coral Merfolk").zone == "hand"
    assert r.g.battlefield == []


def test_the_target_opponent_puts_a_card_from_their_own_hand_on_their_library():
    r = _game({"P1": {"hand": ["Runeclaw Bear"]}, "P2": {"hand": ["Coral Merfolk"]}})
    effect = _effect("Target opponent puts a card from their hand on top of their library.")
    run_effect(effect, Ctx(r.g, 0, targets=[[r.g.players[1]]]))
    assert r.find("Coral Merfolk").zone == "library" and r.find("Coral Merfolk").owner == 1
    assert r.find("Runeclaw Bear").zone == "hand"
