"""English static abilities that restrict combat, casting and costs: what each compiles to, the
wordings that must stay unread, and what the runtime refuses to play of them."""
from helpers import abilities, compile_en

from oraclec.runtime.playable import missing_parts

SELF = {"kind": "self"}


def static_effect(text, name="Testcard", type_line="Creature — Orc"):
    (ab,) = abilities(compile_en(text, name, type_line))
    assert ab["kind"] == "static", ab
    return ab["effect"]


def unparsed(text, name="Testcard", type_line="Creature — Orc"):
    c = compile_en(text, name, type_line)
    assert c.status != "ok"
    return c.unparsed[0].reason


def test_cant_attack_or_block_alone():
    assert static_effect("Testcard can't attack alone.") == {"kind": "cant", "what": SELF, "action": "attack_alone"}
    assert static_effect("Testcard can't block alone.") == {"kind": "cant", "what": SELF, "action": "block_alone"}
    assert static_effect("Testcard can't attack or block alone.")["steps"] == [
        {"kind": "cant", "what": SELF, "action": "attack_alone"}, {"kind": "cant", "what": SELF, "action": "block_alone"}]
    # nothing in combat checks it yet: the card is not counted playable
    assert missing_parts(compile_en("Testcard can't attack alone.", "Testcard", "Creature — Orc").card) == [
        "a restriction on attacking alone (CR 506.5)"]


def test_cant_block_a_kind_and_cant_be_blocked_by_a_kind_are_one_ir_when_said_of_the_blocked():
    power_2 = {"kind": "filter", "types": ["creature"], "compare": [{"kind": "compare", "stat": "power", "op": "ge",
                                                                      "value": 2}]}
    assert static_effect("Testcard can't block creatures with power 2 or greater.") == {
        "kind": "cant", "what": SELF, "action": "block", "by": power_2}
    weaker = {"kind": "filter", "types": ["creature"], "compare": [
        {"kind": "compare", "stat": "power", "op": "lt", "value": {"kind": "stat_of", "stat": "power", "what": SELF}}]}
    want = {"kind": "cant", "what": SELF, "action": "be_blocked", "by": weaker}
    assert static_effect("Creatures with power less than Testcard's power can't block it.") == want
    assert static_effect("Creatures with power less than Testcard's power can't block Testcard.") == want
    # both are played (combat.can_block): the kind of attacker is read for the restriction's source
    assert missing_parts(compile_en("Testcard can't block creatures with power 2 or greater.", "Testcard",
                                    "Creature — Orc").card) == []
    assert missing_parts(compile_en("Creatures with power less than Testcard's power can't block it.", "Testcard",
                                    "Creature — Orc").card) == []


def test_blocked_only_by_n_or_more():
    assert static_effect("Testcard can't be blocked except by three or more creatures.") == {
        "kind": "min_blockers", "what": SELF, "count": 3}
    # two or more is menace (CR 702.111b)
    (kw,) = abilities(compile_en("Testcard can't be blocked except by two or more creatures.", "Testcard",
                                 "Creature — Orc"))
    assert kw == {"kind": "keyword", "keyword": "menace", "args": []}


def test_combat_damage_assignment():
    assert static_effect("You may have Testcard assign its combat damage as though it weren't blocked.") == {
        "kind": "may", "player": {"kind": "you"}, "effect": {"kind": "damage_as_though_unblocked", "what": SELF}}
    assert static_effect("Each creature you control assigns combat damage equal to its toughness rather than its "
                         "power.") == {"kind": "damage_by_toughness", "what": {"kind": "each", "filter": {
                             "kind": "filter", "types": ["creature"], "controller": "you"}}}
    # "its power" inside the filter is each creature's own: the tested object, not the source
    eff = static_effect("Each creature you control with toughness greater than its power assigns combat "
                        "damage equal to its toughness rather than its power.")
    assert eff["what"]["filter"]["compare"] == [{"kind": "compare", "stat": "toughness", "op": "gt", "value": {
        "kind": "stat_of", "stat": "power", "what": {"kind": "tested"}}}]


def test_protection_from_two_qualities_in_a_granted_list():
    eff = static_effect("Equipped creature gets +2/+2 and has protection from red and from blue.", "Sword",
                        "Artifact — Equipment")
    assert [k["args"][0]["colors"] for k in eff["steps"][1]["keywords"]] == [["red"], ["blue"]]
    # the keyword line itself still reads the same way
    kws = abilities(compile_en("Flying, protection from black and from red", "Angel", "Creature — Angel"))
    assert [k["keyword"] for k in kws] == ["flying", "protection", "protection"]


def test_spells_that_target_it_cost_more_or_less():
    assert static_effect("Spells your opponents cast that target Testcard cost {2} more to cast.") == {
        "kind": "cost_change", "what": {"kind": "filter", "types": ["spell"], "controller": "opponent",
                                        "targets": SELF}, "mana": ["2"], "more": True}
    assert static_effect("Spells that target Testcard cost {2} less to cast.") == {
        "kind": "cost_change", "what": {"kind": "filter", "types": ["spell"], "targets": SELF}, "mana": ["2"]}


def test_flash_for_a_price():
    text = "You may cast Testcard as though it had flash if you pay {2} more to cast it."
    assert static_effect(text) == {"kind": "may_cast", "player": {"kind": "you"}, "what": SELF, "flash": True,
                                   "more": ["2"]}
    assert "a permission to cast that adds to the spell's cost" in missing_parts(
        compile_en(text, "Testcard", "Creature — Orc").card)
    # a condition after a permission is still a condition, not a price
    (ab,) = abilities(compile_en("You may cast Testcard from your graveyard if you gained life this turn.",
                                 "Testcard", "Creature — Orc"))
    assert ab["kind"] == "static" and ab["effect"]["kind"] == "may_cast" and "more" not in ab["effect"]
    assert ab["condition"]["kind"] == "condition"


def test_lure_for_this_turn_as_a_spell():
    c = compile_en("All creatures able to block target creature this turn do so.", "Scent", "Sorcery")
    (ab,) = abilities(c)
    assert ab["effect"] == {"kind": "must_be_blocked_by_all", "what": {"kind": "target_ref", "index": 0},
                            "duration": "until_end_of_turn"}
    assert missing_parts(c.card) == ["a lure effect for a duration (a spell's 'this turn')"]
    # the static (Lure) has no duration and is played
    lure = compile_en("All creatures able to block enchanted creature do so.", "Lure", "Enchantment — Aura")
    assert all(a.get("duration") is None for a in abilities(lure) if a["kind"] == "static")


def test_during_your_turn_a_static_of_the_card():
    ab = abilities(compile_en("During your turn, Testcard has first strike.", "Testcard", "Creature — Orc"))[0]
    assert ab["condition"] == {"kind": "condition", "test": "your_turn"}
    assert ab["effect"] == {"kind": "grant", "what": SELF, "keywords": [
        {"kind": "keyword", "keyword": "first strike", "args": []}]}


def test_activated_abilities_of_a_kind_cant_be_activated():
    assert static_effect("Activated abilities of artifacts can't be activated.", "Ouphe", "Creature — Ouphe") == {
        "kind": "cant", "what": {"kind": "each", "filter": {"kind": "filter", "types": ["artifact"]}},
        "action": "activate_abilities"}


def test_players_who_cant_gain_life_or_cast_a_second_spell():
    opponents = {"kind": "each", "filter": {"kind": "filter", "types": ["opponent"]}}
    want = {"kind": "cant", "what": opponents, "action": "gain_life"}
    assert static_effect("Your opponents can't gain life.", "Testcard", "Enchantment") == want
    assert static_effect("Each opponent can't gain life.", "Testcard", "Enchantment") == want
    c = compile_en("Each player can't cast more than one spell each turn.", "Lab", "Enchantment")
    assert abilities(c)[0]["effect"]["action"] == "cast_more_than_one_spell_each_turn"
    assert missing_parts(c.card) == ["a restriction on a player who can't cast more than one spell each turn"]
    assert "more than one spell" in unparsed("Each player can't cast more than two spells each turn.", "Lab",
                                             "Enchantment")
