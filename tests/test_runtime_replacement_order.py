"""Where the runtime's replacements meet (CR 616.1) and mana that lasts (firebending): unearth's
exile is chosen before another 'would die, exile instead' (no Zombie for Kalitas), and mana that
lasts until end of combat is spent last, so the pool keeps no more of it than is left."""
from oraclec.runtime.keywords.firebending import empty_pool
from oraclec.runtime.scenario import Runner
from oraclec.runtime.stack.mana import mana_plan, pay_mana

KALITAS = {"type_en": "Legendary Creature — Vampire Warrior", "pt": "3/4", "mana_cost": "{2}{B}{B}",
           "text_en": "If a nontoken creature an opponent controls would die, instead exile that card and "
                      "create a 2/2 black Zombie creature token."}
RAIDER = {"type_en": "Creature — Zombie", "pt": "2/2", "mana_cost": "{1}{B}", "text_en": "Unearth {B}"}


def test_unearth_is_applied_first_and_no_other_replacement_follows():
    r = Runner({"cards": {"Kalitas": KALITAS, "Raider": RAIDER}, "active": "P2", "step": "main1",
                "players": {"P1": {"battlefield": ["Kalitas"]},
                            "P2": {"graveyard": ["Raider"], "battlefield": ["Swamp"]}},
                "actions": [{"do": "activate", "player": "P2", "card": "Raider", "index": 0, "from": "graveyard"},
                            {"do": "pass_until_stack_empty"}]})
    res = r.run()
    assert res.ok, res.failures
    raider = r.find("Raider")
    assert raider.zone == "battlefield"
    r.g.destroy(raider)
    assert raider.zone == "exile"
    assert not [o for o in r.g.on_battlefield() if o.token]


def test_mana_that_lasts_is_spent_last():
    r = Runner({"active": "P1", "step": "declare_attackers", "players": {"P1": {"battlefield": ["Mountain"]}}})
    r.setup()
    g = r.g
    p = g.players[0]
    p.pool[:] = ["R", "R"]
    p.lasting_mana["R"] = 2
    pay_mana(g, 0, mana_plan(g, 0, ("R", "R")))
    p.pool.append("R")  # a Mountain's mana, added later in the step
    empty_pool(p, "declare_blockers")
    assert p.pool == []  # none of what lasted is left; the Mountain's R empties (CR 500.4)


def test_a_compiled_tap_mana_ability_pays_and_its_restriction_holds():
    """"{T}: Add {C}. / {T}: Add one mana of any color. Spend this mana only to cast a creature
    spell": each ability is an alternative of the land as a cost is paid (CR 605.3a, 106.6)."""
    land = {"type_en": "Land", "text_en": "{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only "
                                          "to cast a creature spell."}
    r = Runner({"cards": {"Territory": land}, "active": "P1", "step": "main1",
                "players": {"P1": {"hand": ["Llanowar Elves", "Shock"], "battlefield": ["Territory"]}},
                "actions": [{"do": "cast", "player": "P1", "card": "Llanowar Elves"}, {"do": "pass_until_stack_empty"}],
                "expect": {"zones": {"Llanowar Elves": "battlefield"}}})
    res = r.run()
    assert res.ok, res.failures
    r2 = Runner({"cards": {"Territory": land}, "active": "P1", "step": "main1",
                 "players": {"P1": {"hand": ["Shock"], "battlefield": ["Territory"]}}})
    r2.setup()
    assert mana_plan(r2.g, 0, ("R",)) is None  # red only from the restricted ability, not for Shock


def test_a_copy_of_a_spell_has_its_modes():
    """CR 707.10: a copy of a spell copies the choices made as it was cast (its modes)."""
    from oraclec.compiler.ir import nodes as n
    from oraclec.runtime.effects import HANDLERS
    from oraclec.runtime.select import Ctx, StackRef
    from oraclec.runtime.state import StackItem

    r = Runner({"active": "P1", "step": "main1", "players": {"P1": {"hand": ["Shock"]}}})
    r.setup()
    g = r.g
    item = StackItem(g.new_id(), 0, r.find("Shock"), (), True, [], 0, paid={"modes": [1]}, label="Shock")
    g.stack.append(item)
    HANDLERS["copy_spell"](n.CopySpell(n.TargetRef(0)), Ctx(g, 0, None, [[StackRef(item)]]))
    assert g.stack[-1].copy and g.stack[-1].paid["modes"] == [1]


def test_an_aura_that_enchants_a_player_is_not_playable():
    """Game.put_onto_battlefield refuses an Aura attached to a player (CR 303.4): the compile output
    says so first, so random games are not dealt one (a Japanese Curse was)."""
    from oraclec.compiler.ir import nodes as n
    from oraclec.runtime.playable import missing_parts

    card = n.CardIR((n.KeywordAbility("enchant", (n.Filter(types=("player",)),)),), ("enchantment",), ("Aura", "Curse"))
    assert "an Aura attached to a player (CR 303.4, 702.5)" in missing_parts(card)
    creature = n.CardIR((n.KeywordAbility("enchant", (n.Filter(types=("creature",)),)),), ("enchantment",), ("Aura",))
    assert missing_parts(creature) == []
