"""Retrace given to cards in a graveyard by a permanent's static ability (CR 702.81a, 611.3):
"Merfolk and Druid cards in your graveyard have retrace" lets its controller cast such a card from
their graveyard by discarding a land card, and no other card. (English only: the Japanese text
of Deeproot Historian does not compile yet.)"""
from oraclec.runtime.scenario import Runner

HISTORIAN = {
    "type_en": "Creature — Merfolk Druid",
    "text_en": "Merfolk and Druid cards in your graveyard have retrace. (You may cast cards with retrace from "
               "your graveyard by discarding a land card in addition to paying their other costs.)",
    "pt": "3/3", "mana_cost": "{4}{G}",
}


def _run(battlefield):
    spec = {
        "name": "granted retrace", "source": "CR 702.81a", "active": "P1", "step": "main1",
        "cards": {"Deeproot Historian": HISTORIAN},
        "players": {"P1": {"hand": ["Island", "Runeclaw Bear"], "graveyard": ["Coral Merfolk", "Runeclaw Bear"],
                           "battlefield": ["Island", "Island", "Island"] + battlefield}},
        "actions": [
            {"do": "cast", "player": "P1", "card": "Runeclaw Bear", "from": "graveyard", "error": "nothing allows"},
            {"do": "cast", "player": "P1", "card": "Coral Merfolk", "from": "graveyard"},
            {"do": "pass_until_stack_empty"},
        ],
        "expect": {"zones": {"Coral Merfolk": "battlefield", "Island": "graveyard", "Runeclaw Bear": "hand"}},
    }
    r = Runner(spec, "en")
    return r.run()


def test_a_merfolk_card_given_retrace_is_cast_from_the_graveyard():
    res = _run(["Deeproot Historian"])
    assert res.failures == []
    assert any("P1 discards Island" in line for line in res.log)


def test_without_the_grant_it_is_not():
    res = _run([])
    assert any("Coral Merfolk" in f and "nothing allows" in f for f in res.failures)
