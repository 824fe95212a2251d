"""What the runtime cannot play it refuses by name (Unsupported), in both languages: never a
TypeError or AttributeError, never a silent no-op (issue 20)."""
import pytest

from oraclec.runtime.scenario import ScenarioRuntimeError, run_file

HEAD = 'name = "x"\nsource = "issue 20"\nactive = "P1"\nstep = "main1"\n'

# "that card's mana value" after a discard is read as the mana value of the targeted player
DISCARD_THEN_DAMAGE = HEAD + '''
[cards."Pit Rats"]
type_en = "Creature — Rat"
type_ja = "クリーチャー ― ネズミ"
name_ja = "穴の鼠"
text_en = "Haste\\nWhen Pit Rats enters the battlefield, target player discards a card. Pit Rats deals damage to that player equal to that card's mana value."
text_ja = "速攻\\n穴の鼠が戦場に出たとき、プレイヤー１人を対象とする。そのプレイヤーはカード１枚を捨てる。穴の鼠はそのプレイヤーに、そのカードのマナ総量に等しい点数のダメージを与える。"
pt = "2/2"
mana_cost = "{B}"

[players.P1]
hand = ["Pit Rats"]
battlefield = ["Swamp"]

[players.P2]
hand = ["Giant Spider"]

[[actions]]
do = "cast"
player = "P1"
card = "Pit Rats"

[[actions]]
do = "pass_until_stack_empty"
trigger_targets = [["P2"]]

[expect]
life = { P2 = 16 }
'''


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_players_mana_value_is_refused_by_name(tmp_path, lang):
    path = tmp_path / "s.toml"
    path.write_text(DISCARD_THEN_DAMAGE, encoding="utf-8")
    # refused as it is cast, from the target's filter (playable.py), not midway through resolving
    with pytest.raises(ScenarioRuntimeError, match="not played: Pit Rats: cannot cast it: .*the mana value of a player"):
        run_file(str(path), lang)


# a trigger event the runtime has no event for: refused when the game asks whether it happened
DOOR_TRIGGER = HEAD + '''
[cards."Gambler's Charm"]
type_en = "Enchantment"
type_ja = "エンチャント"
name_ja = "博徒の護符"
text_en = "When you unlock this door, you gain 1 life."
text_ja = "あなたがこのドアを開放したとき、あなたは１点のライフを得る。"
mana_cost = "{W}"

[players.P1]
battlefield = ["Gambler's Charm", "Mountain"]
hand = ["Shock"]

[[actions]]
do = "cast"
player = "P1"
card = "Shock"
targets = ["P2"]

[expect]
life = { P1 = 20 }
'''


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_unknown_trigger_event_is_refused_by_name(tmp_path, lang):
    path = tmp_path / "s.toml"
    path.write_text(DOOR_TRIGGER, encoding="utf-8")
    with pytest.raises(ScenarioRuntimeError, match=r"not played: .*(event 'unlocks_door'|event unlocks_door)"):
        run_file(str(path), lang)
