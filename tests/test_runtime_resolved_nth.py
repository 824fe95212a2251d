"""'If this is the second time this ability has resolved this turn' (runtime/conditions.py,
stack/resolve.py): an ability's resolutions are counted per turn and per object, this one
included; a new turn starts the count again."""
from oraclec.runtime.scenario import Runner

GATHERER = {"type_en": "Creature — Elf Wizard", "pt": "2/1", "mana_cost": "{1}{U}",
            "text_en": "Whenever another creature enters the battlefield under your control, you gain 1 life. "
                       "If this is the second time this ability has resolved this turn, draw a card."}


def test_the_second_resolution_this_turn_draws():
    r = Runner({"cards": {"Gatherer": GATHERER}, "active": "P1", "step": "main1",
                "players": {"P1": {"hand": ["Llanowar Elves", "Runeclaw Bear", "Coral Merfolk"],
                                   "library": ["Plains", "Island", "Swamp"],
                                   "battlefield": ["Gatherer", "Forest", "Forest", "Forest", "Island", "Island"]}},
                "actions": [{"do": "cast", "player": "P1", "card": "Llanowar Elves"}, {"do": "pass_until_stack_empty"},
                            {"do": "check", "hand_size": {"P1": 2}, "life": {"P1": 21}},
                            {"do": "cast", "player": "P1", "card": "Runeclaw Bear"}, {"do": "pass_until_stack_empty"},
                            {"do": "check", "hand_size": {"P1": 2}, "life": {"P1": 22}},
                            {"do": "cast", "player": "P1", "card": "Coral Merfolk"}, {"do": "pass_until_stack_empty"}],
                "expect": {"hand_size": {"P1": 1}, "life": {"P1": 23}}})
    res = r.run()
    assert res.ok, res.failures
    assert r.find("Plains").zone == "hand" and r.find("Island").zone == "library"
