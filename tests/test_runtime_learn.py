"""Learn (CR 701.48a; runtime/effects/learn.py): with no cards outside the game, a player may
discard a card to draw a card, or do nothing; with no card in hand there is nothing to discard."""
import pytest

from oraclec.runtime.scenario import Runner

QUIZ = {"type_en": "Instant", "mana_cost": "{1}{U}", "text_en": "Learn."}


@pytest.mark.parametrize("hand, may, drawn", [
    (["Quiz", "Runeclaw Bear"], True, True),
    (["Quiz", "Runeclaw Bear"], False, False),
    (["Quiz"], True, False),  # nothing to discard: no card drawn either
])
def test_learn(hand, may, drawn):
    r = Runner({"cards": {"Quiz": QUIZ}, "active": "P1", "step": "main1",
                "players": {"P1": {"hand": hand, "library": ["Coral Merfolk", "Plains"],
                                   "battlefield": ["Island", "Island"]}},
                "actions": [{"do": "cast", "player": "P1", "card": "Quiz"},
                            {"do": "pass_until_stack_empty", "may": [may]}]})
    res = r.run()
    assert res.ok, res.failures
    assert (r.find("Coral Merfolk").zone == "hand") is drawn
    if "Runeclaw Bear" in hand:
        assert r.find("Runeclaw Bear").zone == ("graveyard" if may else "hand")
