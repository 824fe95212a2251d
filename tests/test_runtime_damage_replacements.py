"""'If a source would deal damage to you, prevent N of that damage' (CR 615.1a) and '… it deals
double that damage to that player instead' (CR 614.1a) as the runtime plays them
(replacements.damage_replacements): the affected player's order (CR 616.1), damage that can't be
prevented (615.12), and the shapes refused by name."""
import pytest

from oraclec.compiler import compile_text
from oraclec.runtime.playable import missing_parts
from oraclec.runtime.scenario import Runner

DUO = {"type_en": "Creature — Devil", "pt": "5/5", "mana_cost": "{4}{B}{B}",
       "text_en": "If a source would deal damage to an opponent, it deals double that damage to that player instead."}
SERAPH = {"type_en": "Creature — Angel", "pt": "3/4", "mana_cost": "{2}{W}{W}",
          "text_en": "If a source an opponent controls would deal damage to you, prevent 1 of that damage."}


def _game():
    r = Runner({"cards": {"Duo": DUO, "Seraph": SERAPH}, "active": "P1", "step": "main1",
                "players": {"P1": {"battlefield": ["Duo", "Goblin Fireslinger"]}, "P2": {"battlefield": ["Seraph"]}}})
    r.setup()
    return r


@pytest.mark.parametrize("first, life", [("Seraph", 18), ("Duo", 17)])
def test_the_affected_player_orders_prevention_and_doubling(first, life):
    r = _game()
    g = r.g
    asked = []

    def choose_option(g_, pi, question, options):
        asked.append(pi)
        return [o for o in options if first in o][0]

    g.agents[1].choose_option = choose_option
    g.deal_damage(r.find("Goblin Fireslinger"), g.players[1], 2)
    assert asked == [1]  # P2, the player dealt the damage, chooses (CR 616.1)
    assert g.players[1].life == life  # (2 - 1) × 2, or 2 × 2 - 1


def test_damage_that_cant_be_prevented_is_still_doubled():
    r = _game()
    g = r.g
    g.deal_damage(r.find("Goblin Fireslinger"), g.players[1], 2, unpreventable=True)
    assert g.players[1].life == 16


def test_it_applies_only_to_what_it_names():
    r = _game()
    g = r.g
    g.deal_damage(r.find("Seraph"), g.players[0], 3)  # P1 is not the Duo's controller's opponent
    assert g.players[0].life == 17


@pytest.mark.parametrize("text, part", [
    ("If ~ would deal combat damage to a player, instead put that many +1/+1 counters on ~ and that player "
     "mills that many cards.", "a damage replacement that does something other than prevent or multiply the damage"),
])
def test_shapes_it_does_not_play_are_named(text, part):
    c = compile_text(text, "en", "Testcard", "Creature — Vampire", "5/5")
    assert c.status == "ok"
    assert "replacement of the event damage_dealt" in missing_parts(c.card)
    from oraclec.runtime.would import refusal_reason

    assert refusal_reason(c.card.abilities[0].effect) == part
