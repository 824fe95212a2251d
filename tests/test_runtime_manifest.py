"""Manifest and manifest dread (CR 701.40, 701.62; runtime/effects/manifest.py): a face-down 2/2
with no name or abilities, turned face up for its mana cost only if it is a creature card, and a
new object, face up, once it leaves the battlefield."""
import pytest

from oraclec.runtime.errors import IllegalAction
from oraclec.runtime.printed_chars import base_chars
from oraclec.runtime.scenario import Runner
from oraclec.runtime.stack.face_down import turn_face_up

DREAD = {"type_en": "Sorcery", "mana_cost": "{1}{G}", "type_ja": "ソーサリー",
         "text_en": "Manifest dread.",
         "text_ja": "戦慄予示する。"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_manifest_dread_manifests_one_of_two_and_mills_the_other(lang):
    r = Runner({"cards": {"Dread": DREAD}, "active": "P1", "step": "main1",
                "players": {"P1": {"hand": ["Dread"], "library": ["Plains", "Cudgel Troll", "Island"],
                                   "battlefield": ["Forest", "Forest"]}},
                "actions": [{"do": "cast", "player": "P1", "card": "Dread", "choose": [["Cudgel Troll"]]},
                            {"do": "pass_until_stack_empty"}]}, lang)
    res = r.run()
    assert res.ok, res.failures
    g = r.g
    troll, plains = r.find("Cudgel Troll"), r.find("Plains")
    assert troll.zone == "battlefield" and plains.zone == "graveyard"
    assert r.find("Island").zone == "library"
    ch = g.chars(troll)
    assert (ch.power, ch.toughness, ch.types, ch.abilities) == (2, 2, ("creature",), [])


def _manifested(top):
    r = Runner({"active": "P1", "step": "main1",
                "cards": {"Soul Summons": {"type_en": "Sorcery", "mana_cost": "{1}{G}",
                                           "text_en": "Manifest the top card of your library."}},
                "players": {"P1": {"hand": ["Soul Summons"], "library": [top, "Plains"],
                                   "battlefield": ["Forest"] * 6}},
                "actions": [{"do": "cast", "player": "P1", "card": "Soul Summons"}, {"do": "pass_until_stack_empty"}]})
    res = r.run()
    assert res.ok, res.failures
    return r


def test_a_manifested_land_card_is_never_turned_face_up():
    r = _manifested("Island")
    island = r.find("Island")
    assert island.zone == "battlefield" and r.g.chars(island).power == 2
    with pytest.raises(IllegalAction, match="701.40b"):
        turn_face_up(r.g, 0, island)


def test_a_manifested_creature_leaves_face_up():
    r = _manifested("Cudgel Troll")
    g = r.g
    troll = r.find("Cudgel Troll")
    g.destroy(troll)
    assert troll.zone == "graveyard" and not troll.chosen.get("face_down") and not troll.chosen.get("manifested")
    ch = base_chars(troll)  # (g.chars answers with its last known information, CR 608.2h)
    assert (ch.power, ch.toughness) == (4, 3)  # its own characteristics again
