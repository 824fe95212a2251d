"""'If … would die / be put into a graveyard, exile it instead' (CR 614.1a) as the runtime plays it
(runtime/replacements.zone_replacement, effects/instead.py, runtime/would.py): another object's,
a card's from anywhere, a spell's for this turn, what follows the exile, the player's choice among
several (CR 616.1), and the shapes refused by name."""
import pytest

from oraclec.compiler import compile_text
from oraclec.runtime.playable import missing_parts
from oraclec.runtime.scenario import Runner

KALITAS = {"type_en": "Legendary Creature — Vampire Warrior", "pt": "3/4", "mana_cost": "{2}{B}{B}",
           "text_en": "If a nontoken creature an opponent controls would die, instead exile that card and "
                      "create a 2/2 black Zombie creature token."}
TENDRILS = {"type_en": "Sorcery", "mana_cost": "{B}",
            "text_en": "All creatures get -2/-2 until end of turn. If a creature would die this turn, exile it instead.",
            "type_ja": "ソーサリー",
            "text_ja": "ターン終了時まで、すべてのクリーチャーは-2/-2の修整を受ける。このターン、クリーチャーが死亡するなら、"
                       "代わりにそれを追放する。"}
VOID = {"type_en": "Enchantment", "mana_cost": "{2}{B}{B}",
        "text_en": "If a card would be put into an opponent's graveyard from anywhere, exile it instead."}


def _run(spec, lang="en"):
    r = Runner(spec, lang)
    res = r.run()
    assert res.ok, res.failures
    return r


def test_what_follows_the_exile_happens_after_it():
    r = _run({"cards": {"Kalitas": KALITAS}, "active": "P1", "step": "main1",
              "players": {"P1": {"hand": ["Doom Blade"], "battlefield": ["Kalitas", "Swamp", "Swamp"]},
                          "P2": {"battlefield": ["Runeclaw Bear"]}},
              "actions": [{"do": "cast", "player": "P1", "card": "Doom Blade", "targets": ["Runeclaw Bear"]},
                          {"do": "pass_until_stack_empty"}],
              "expect": {"zones": {"Runeclaw Bear": "exile"}}})
    tokens = [o for o in r.g.on_battlefield() if o.token]
    assert [(t.card.card.subtypes, r.g.controller_of(t)) for t in tokens] == [(("Zombie",), 0)]


def test_it_does_not_apply_to_what_its_filter_does_not_name():
    r = _run({"cards": {"Kalitas": KALITAS}, "active": "P1", "step": "main1",
              "players": {"P1": {"hand": ["Doom Blade"], "battlefield": ["Kalitas", "Swamp", "Swamp", "Runeclaw Bear"]}},
              "actions": [{"do": "cast", "player": "P1", "card": "Doom Blade", "targets": ["Runeclaw Bear"]},
                          {"do": "pass_until_stack_empty"}],
              "expect": {"zones": {"Runeclaw Bear": "graveyard", "Doom Blade": "graveyard"}}})
    assert not [o for o in r.g.on_battlefield() if o.token]


def test_whose_graveyard_the_card_would_go_to():
    _run({"cards": {"Void": VOID}, "active": "P1", "step": "main1",
          "players": {"P1": {"hand": ["Shock"], "battlefield": ["Void", "Mountain", "Runeclaw Bear"]},
                      "P2": {"hand": ["Doom Blade"], "battlefield": ["Swamp", "Swamp", "Llanowar Elves"]}},
          "actions": [{"do": "cast", "player": "P1", "card": "Shock", "targets": ["Llanowar Elves"]},
                      {"do": "pass_until_stack_empty"}],
          "expect": {"zones": {"Llanowar Elves": "exile", "Shock": "graveyard"}}})


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_spells_replacement_lasts_this_turn_only(lang):
    r = _run({"cards": {"Tendrils": TENDRILS}, "active": "P1", "step": "main1",
              "players": {"P1": {"hand": ["Tendrils"], "battlefield": ["Swamp"]},
                          "P2": {"hand": ["Doom Blade"], "battlefield": ["Llanowar Elves", "Arbalest Elite", "Swamp", "Swamp"]}},
              "actions": [{"do": "cast", "player": "P1", "card": "Tendrils"}, {"do": "pass_until_stack_empty"},
                          {"do": "to_step", "step": "upkeep", "turn": 3},
                          {"do": "cast", "player": "P2", "card": "Doom Blade", "targets": ["Arbalest Elite"]},
                          {"do": "pass_until_stack_empty"}],
              "expect": {"zones": {"Llanowar Elves": "exile", "Arbalest Elite": "graveyard"}}}, lang)
    assert "replace_zone" not in [e.kind for e in r.g.effects]


def test_the_affected_player_chooses_among_several():
    seen = []

    r = Runner({"cards": {"Kalitas": KALITAS, "Void": VOID}, "active": "P1", "step": "main1",
                "players": {"P1": {"battlefield": ["Kalitas", "Void"]}, "P2": {"battlefield": ["Runeclaw Bear"]}}})
    r.setup()
    agent = r.g.agents[1]

    def choose_option(g, pi, question, options):
        seen.append((pi, question, tuple(options)))
        return [o for o in options if "Kalitas" in o][0]

    agent.choose_option = choose_option
    r.g.destroy(r.find("Runeclaw Bear"))
    assert seen and seen[0][0] == 1 and len(seen[0][2]) == 2
    assert r.find("Runeclaw Bear").zone == "exile"
    assert [o.card.card.subtypes for o in r.g.on_battlefield() if o.token] == [("Zombie",)]


@pytest.mark.parametrize("text, part", [
    # "it" of the second sentence is each card the replacement exiled: nothing names them here
    ("If a permanent you control would be put into a graveyard from the battlefield this turn, exile it "
     "instead. Return it to the battlefield under its owner's control at the beginning of the next end step.",
     "an instruction that refers to the cards a replacement exiled"),
])
def test_shapes_it_does_not_play_are_named(text, part):
    c = compile_text(text, "en", "Testcard", "Instant", None)
    assert c.status == "ok"
    assert part in missing_parts(c.card)


def test_ravenous_slime_counts_are_refused():
    c = compile_text("If a creature an opponent controls would die, instead exile it and put a number of +1/+1 "
                     "counters equal to that creature's power on ~.", "en", "Slime", "Creature — Ooze", "1/1")
    assert c.status == "ok"
    assert "replacement of the event zone_change" in missing_parts(c.card)
