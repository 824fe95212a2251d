"""'Your opponents can't gain life (this turn)', 'Players can't gain life' (CR 119.7;
runtime/life_rules.py): the players named gain no life, from an effect or lifelink; the others do;
a spell's restriction ends with the turn."""
import pytest

from oraclec.runtime.scenario import Runner

KNIGHT = {"type_en": "Creature — Human Knight", "pt": "2/2", "mana_cost": "{2}{B}",
          "text_en": "Your opponents can't gain life.",
          "type_ja": "クリーチャー ― 人間・騎士", "text_ja": "対戦相手はライフを得られない。"}
DENIAL = {"type_en": "Instant", "mana_cost": "{R}", "text_en": "Your opponents can't gain life this turn."}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_only_the_opponents_gain_no_life(lang):
    r = Runner({"cards": {"Knight": KNIGHT}, "active": "P1", "step": "main1",
                "players": {"P1": {"battlefield": ["Knight"]}}}, lang)
    r.setup()
    g = r.g
    g.gain_life(g.players[1], 3)
    g.gain_life(g.players[0], 3)
    assert (g.players[0].life, g.players[1].life) == (23, 20)


def test_a_spells_restriction_ends_with_the_turn():
    r = Runner({"cards": {"Denial": DENIAL}, "active": "P1", "step": "main1",
                "players": {"P1": {"hand": ["Denial"], "battlefield": ["Mountain"]}},
                "actions": [{"do": "cast", "player": "P1", "card": "Denial"}, {"do": "pass_until_stack_empty"}]})
    res = r.run()
    assert res.ok, res.failures
    g = r.g
    g.gain_life(g.players[1], 2)
    assert g.players[1].life == 20
    g.effects = [e for e in g.effects if e.duration not in ("until_end_of_turn", "this_turn")]  # (cleanup, CR 514.2)
    g.gain_life(g.players[1], 2)
    assert g.players[1].life == 22
