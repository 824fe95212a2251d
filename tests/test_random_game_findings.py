"""What random games over every playable card of a compiled database found, each as the smallest
game that shows it (issue 20): the rule it breaks, and that the runtime now plays it."""
import pytest

from oraclec.runtime.scenario import run_file

HEAD = 'name = "x"\nsource = "issue 20: random games"\nactive = "P1"\nstep = "main1"\n'


def _run(tmp_path, text, lang="en"):
    path = tmp_path / "s.toml"
    path.write_text(HEAD + text, encoding="utf-8")
    return run_file(str(path), lang)


# CR 701.17a, 601.2h: "Sacrifice enchanted creature" sacrifices the object the Aura names, as a cost
SACRIFICE_ENCHANTED = '''
[cards."Blood Rite"]
type_en = "Enchantment — Aura"
text_en = "Enchant creature you control\\n{R}, Sacrifice enchanted creature: Blood Rite deals damage equal to the sacrificed creature's power to each creature."
mana_cost = "{R}"

[players.P1]
battlefield = ["Bonebreaker Giant", { card = "Blood Rite", attached_to = "Bonebreaker Giant" }, "Mountain"]

[players.P2]
battlefield = ["Runeclaw Bear"]

[[actions]]
do = "activate"
player = "P1"
card = "Blood Rite"

[[actions]]
do = "pass_until_stack_empty"

[expect]
zones = { "Bonebreaker Giant" = "graveyard", "Runeclaw Bear" = "graveyard", "Blood Rite" = "graveyard" }
'''


def test_a_sacrifice_cost_naming_the_enchanted_creature_sacrifices_it(tmp_path):
    r = _run(tmp_path, SACRIFICE_ENCHANTED)
    assert r.ok, r.failures


# CR 702.21a, 118.12: ward with a cost other than mana ("Ward—Pay 3 life") is paid as a cost is
WARD_LIFE = '''
[cards."Warded Beast"]
type_en = "Creature — Beast"
type_ja = "クリーチャー ― 獣"
name_ja = "護られた獣"
text_en = "Ward—Pay 3 life."
text_ja = "護法―３点のライフを支払う。"
pt = "3/3"
mana_cost = "{2}{G}"

[cards."Zap"]
type_en = "Instant"
type_ja = "インスタント"
name_ja = "ザップ"
text_en = "Zap deals 1 damage to target creature."
text_ja = "クリーチャー１体を対象とする。ザップはそれに１点のダメージを与える。"
mana_cost = "{R}"

[players.P1]
hand = ["Zap"]
battlefield = ["Mountain"]

[players.P2]
battlefield = ["Warded Beast"]

[[actions]]
do = "cast"
player = "P1"
card = "Zap"
targets = ["Warded Beast"]

[[actions]]
do = "pass_until_stack_empty"
'''


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("pays,life,damage", [(True, 17, 1), (False, 20, 0)])
def test_ward_with_a_life_price_is_paid_or_the_spell_is_countered(tmp_path, lang, pays, life, damage):
    text = WARD_LIFE.replace('do = "cast"', f'do = "cast"\npay = [{str(pays).lower()}]') + (
        f'\n[expect]\nlife = {{ P1 = {life} }}\ndamage = {{ "Warded Beast" = {damage} }}\n')
    r = _run(tmp_path, text, lang)
    assert r.ok, r.failures


# CR 603.7c: "destroy that creature at end of combat" — a delayed trigger at a point in time acts
# on the object the creating ability's event named
STONE_GAZE = '''
[cards."Stone Gazer"]
type_en = "Creature — Lizard"
text_en = "Whenever Stone Gazer blocks or becomes blocked by a nonblack creature, destroy that creature at end of combat."
pt = "0/4"
mana_cost = "{2}{B}"

[players.P1]
battlefield = ["Runeclaw Bear"]

[players.P2]
battlefield = ["Stone Gazer"]

[[actions]]
do = "attack"
attackers = { "Runeclaw Bear" = "P2" }

[[actions]]
do = "block"
blockers = { "Stone Gazer" = "Runeclaw Bear" }

[[actions]]
do = "to_step"
step = "end_combat"

[[actions]]
do = "pass_until_stack_empty"

[expect]
zones = { "Runeclaw Bear" = "graveyard", "Stone Gazer" = "battlefield" }
'''


def test_a_delayed_trigger_at_end_of_combat_destroys_the_creature_the_block_named(tmp_path):
    r = _run(tmp_path, STONE_GAZE)
    assert r.ok, r.failures


# CR 601.2i, 603.2: "When you cast this spell" triggers from the stack, where the spell is (it
# never triggered, and on the battlefield it asked whether a permanent was "this spell")
CAST_TRIGGER = '''
[cards."Herald Beast"]
type_en = "Creature — Beast"
type_ja = "クリーチャー ― 獣"
name_ja = "先触れの獣"
text_en = "When you cast this spell, you gain 3 life."
text_ja = "あなたがこの呪文を唱えたとき、あなたは３点のライフを得る。"
pt = "2/2"
mana_cost = "{G}"

[players.P1]
hand = ["Herald Beast"]
battlefield = ["Forest", "Forest", { card = "Herald Beast", owner = "P1" }]

[[actions]]
do = "cast"
player = "P1"
card = "Herald Beast"

[[actions]]
do = "pass_until_stack_empty"

[expect]
life = { P1 = 23 }
'''


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_cast_trigger_of_the_spell_itself_triggers_once_from_the_stack(tmp_path, lang):
    r = _run(tmp_path, CAST_TRIGGER, lang)
    assert r.ok, r.failures
    assert sum(1 for line in r.log if line.startswith("resolve Herald Beast") and "trigger" in line) == 1


# CR 603.10a, 608.2h: "whenever an attacking creature dies" sees it as it last existed on the
# battlefield, attacking (its states were dropped as it left: the trigger never fired, and an
# "if it was attacking" condition refused)
ATTACKER_DIES = '''
[cards."War Grave"]
type_en = "Enchantment"
type_ja = "エンチャント"
name_ja = "戦の墓"
text_en = "Whenever an attacking creature dies, you gain 2 life."
text_ja = "攻撃しているクリーチャー１体が死亡するたび、あなたは２点のライフを得る。"
mana_cost = "{B}"

[players.P1]
battlefield = ["War Grave", "Runeclaw Bear"]

[players.P2]
battlefield = ["Bonebreaker Giant"]

[[actions]]
do = "attack"
attackers = { "Runeclaw Bear" = "P2" }

[[actions]]
do = "block"
blockers = { "Bonebreaker Giant" = "Runeclaw Bear" }

[[actions]]
do = "to_step"
step = "end_combat"

[[actions]]
do = "pass_until_stack_empty"

[expect]
zones = { "Runeclaw Bear" = "graveyard" }
life = { P1 = 22 }
'''


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_attacking_creature_that_dies_is_seen_attacking(tmp_path, lang):
    r = _run(tmp_path, ATTACKER_DIES, lang)
    assert r.ok, r.failures


# CR 707.10f, 111.12: a copy of a permanent spell resolves into a token (it was refused)
COPY_PERMANENT_SPELL = '''
[cards."Twin Echo"]
type_en = "Instant"
type_ja = "インスタント"
name_ja = "双子の残響"
text_en = "Copy target creature spell."
text_ja = "クリーチャー・呪文１つを対象とする。それをコピーする。"
mana_cost = "{U}"

[players.P1]
hand = ["Runeclaw Bear", "Twin Echo"]
battlefield = ["Forest", "Forest", "Island"]

[[actions]]
do = "cast"
player = "P1"
card = "Runeclaw Bear"

[[actions]]
do = "cast"
player = "P1"
card = "Twin Echo"
targets = ["Runeclaw Bear"]

[[actions]]
do = "pass_until_stack_empty"

[expect]
zones = { "Runeclaw Bear" = "battlefield", "Twin Echo" = "graveyard" }
count = { "Runeclaw Bear" = 2 }
'''


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_copy_of_a_creature_spell_becomes_a_token(tmp_path, lang):
    r = _run(tmp_path, COPY_PERMANENT_SPELL, lang)
    assert r.ok, r.failures
