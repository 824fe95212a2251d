"""Objects: targets ("any target", "up to two", "X target", unions), self-references ("this
Vehicle"), and creature types on the type line."""
from helpers import INSTANT, SORCERY, SPELL, Form, check, table
from oraclec.compiler import compile_text, ir

S = {"kind": "spell"}

FORMS = [
    Form("any_target_and_player_or_planeswalker-1", "Test Spell deals 3 damage to any target.",
         "１つを対象とする。テスト呪文はそれに３点のダメージを与える。",
         {**S, "targets.0.filter": {"kind": "any_target"}}, name=SPELL, types=INSTANT),
    Form("any_target_and_player_or_planeswalker-2", "Test Spell deals 5 damage to target player or planeswalker.",
         "プレイヤー１人かプレインズウォーカー１体を対象とする。テスト呪文はそれに５点のダメージを与える。",
         {**S, "targets.0.filter.kind": "any_of"}, name=SPELL, types=INSTANT),
    Form("target_union_and_up_to-1", "Destroy target artifact, enchantment, or land.",
         "アーティファクト１つかエンチャント１つか土地１つを対象とし、それを破壊する。",
         {**S, "targets.0.filter.filters.#": 3}, name=SPELL, types=INSTANT),
    Form("target_union_and_up_to-2", "Tap up to two target creatures.", "クリーチャー最大２体を対象とし、それらをタップする。",
         {**S, "targets.0.count": 2, "targets.0.up_to": True}, name=SPELL, types=INSTANT),
    Form("two_targets_of_one_kind", "Destroy two target enchantments.", "エンチャント２つを対象とする。それらを破壊する。",
         {"targets": [{"kind": "target", "filter": {"kind": "filter", "types": ["enchantment"]}, "count": 2}]}, types=SORCERY),
    Form("up_to_x_targets_each_get_and_its_controller_creates-1", "Up to X target creatures each get +1/+1 until end of turn.",
         "クリーチャー最大Ｘ体を対象とする。ターン終了時まで、それらはそれぞれ+1/+1の修整を受ける。",
         {"targets.0.count": {"kind": "x"}, "targets.0.up_to": True}, types=INSTANT),
    Form("main_phases_mill_hand_size_and_x_targets-4", "Return X target creatures to their owners' hands.",
         "クリーチャーＸ体を対象とし、それらをオーナーの手札に戻す。", {"targets.0.count": {"kind": "x"}}, types=SORCERY),
    Form("this_vehicle_and_this_saga_are_self", "When this Vehicle enters, you gain 1 life.", "この機体が戦場に出たとき、あなたは１点のライフを得る。",
         {"event.what": {"kind": "self"}}, types=("Artifact — Vehicle", "アーティファクト ― 機体")),
    # ------------------------------------------------------------ possessors: whose zone, whose object
    Form("owner_of_an_object", "Exile target card from a graveyard. Its owner gains 2 life.",
         "墓地からカード１枚を対象とし、それを追放する。そのカードのオーナーは２点のライフを得る。",
         {"effect.steps.1.player": {"kind": "owner_of", "what": {"kind": "target_ref", "index": 0}}}, types=SORCERY),
    Form("a_player_object_as_possessor", "Exile all cards from target player's graveyard.",
         "プレイヤー１人を対象とする。そのプレイヤーの墓地にあるカードをすべて追放する。",
         {"effect.what.filter.zone_owner": {"kind": "target_ref", "index": 0}, "targets.0.filter.types": ["player"]}, types=SORCERY),
    # "their" after a player named before is that player, as 「そのプレイヤーの」 is
    Form("their_zone_is_the_player_named", "Target player draws X cards and loses X life, where X is the number of "
         "cards in their graveyard.", "プレイヤー１人を対象とする。そのプレイヤーはカードＸ枚を引き、Ｘ点のライフを失う。"
         "Ｘはそのプレイヤーの墓地にあるカードの枚数に等しい。",
         {"effect.steps.0.amount.filter.zone_owner": {"kind": "target_ref", "index": 0}}, types=SORCERY),
]


@table(FORMS)
def test_object_form(f):
    check(f)


def test_renamed_creature_types_compile_to_todays_type():
    """English Oracle text from before a creature-type update (Viashino, Naga, Cephalid) and the
    Japanese type line that already has today's type (トカゲ, 蛇, タコ) compile to the same card."""
    en = compile_text("Viashino creatures you control get +1/+0.", "en", "x", "Creature — Viashino Warrior", "2/1")
    ja = compile_text("あなたがコントロールしているトカゲ・クリーチャーは+1/+0の修整を受ける。", "ja", "x",
                      "クリーチャー ― トカゲ・戦士", "2/1")
    assert ir.to_json(en.card) == ir.to_json(ja.card)
    assert en.card.subtypes == ("Lizard", "Warrior")
    assert [d["code"] for d in en.diagnostics] == ["old-subtype"]
    assert not ja.diagnostics
    for old, new in (("Naga", "Snake"), ("Cephalid", "Octopus")):
        assert compile_text("", "en", "x", f"Creature — {old}", "1/1").card.subtypes == (new,)
    assert compile_text("", "ja", "x", "クリーチャー ― タコ", "1/1").card.subtypes == ("Octopus",)
