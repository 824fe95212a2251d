"""What a pronoun, a grant and a rule of the spell refer to (issue 19): "that creature" / "it" /
「そのクリーチャー」 after a trigger or a cost about another object is that object, never the card
itself; "they" after tokens are made are the tokens; "itself" / 「自身」 is the sentence's subject;
"can't be countered", split second, "spend only red mana on X" and "the damage can't be prevented"
are rules of the spell or of its cost, not effects done on resolution."""
from helpers import ABSENT, ALL, INSTANT, SORCERY, TESTCARD, Form, Refusal, check, refused, table

_OTHER = {"kind": "trigger_object", "role": "other"}
_TRIGGER = {"kind": "trigger_object"}
_T0 = {"kind": "target_ref", "index": 0}

PRONOUNS = [
    # the event is about ~ and names another object: "that creature" is that object
    Form("damage_to_a_creature_destroy_that_creature", "Whenever Testcard deals damage to a Dinosaur, destroy that creature.",
         "テストカードが恐竜にダメージを与えるたび、そのクリーチャーを破壊する。", {"effect": {"kind": "destroy", "what": _OTHER}},
         name=TESTCARD),
    Form("combat_damage_tap_that_creature_it_doesnt_untap",
         "Whenever Testcard deals combat damage to a creature, tap that creature and it doesn't untap during its controller's next untap step.",
         "テストカードがクリーチャー１体に戦闘ダメージを与えるたび、そのクリーチャーをタップする。それはそれのコントローラーの次のアンタップ・ステップにアンタップしない。",
         {"effect.steps.0.what": _OTHER, "effect.steps.1.what": _OTHER}, name=TESTCARD),
    Form("blocks_or_becomes_blocked_damage_to_that_creature",
         "Whenever Testcard blocks or becomes blocked by a creature, Testcard deals 3 damage to that creature.", None,
         {"effect": {"kind": "deal_damage", "source": {"kind": "self"}, "amount": 3, "to": _OTHER}}, name=TESTCARD),
    Form("becomes_blocked_destroy_that_creature", "Whenever Testcard becomes blocked by a creature, destroy that creature.",
         "テストカードがクリーチャーによってブロックされた状態になるたび、そのクリーチャーを破壊する。",
         {"effect.what": _OTHER}, name=TESTCARD),
    Form("blocks_delayed_return_that_creature",
         "Whenever Testcard blocks a creature, return that creature to its owner's hand at end of combat.",
         "テストカードがクリーチャーをブロックするたび、戦闘終了時に、そのクリーチャーをオーナーの手札に戻す。",
         {"effect.kind": "delayed", "effect.event": {"kind": "step_begins", "step": "end_of_combat"},
          "effect.effect.what": _OTHER}, name=TESTCARD),
    # 「戦闘終了時に、」 after a sentence is a delayed trigger (CR 603.7); at the line's start, the ability's own
    Form("spell_delayed_destroy_at_end_of_combat", "Destroy target creature at end of combat.",
         "クリーチャー１体を対象とする。戦闘終了時に、それを破壊する。",
         {"effect.kind": "delayed", "effect.effect": {"kind": "destroy", "what": _T0}}, types=INSTANT),
    Form("at_end_of_combat_line_start_is_the_trigger", "At end of combat, you gain 1 life.",
         "戦闘終了時に、あなたは１点のライフを得る。",
         {"kind": "triggered", "event": {"kind": "step_begins", "step": "end_of_combat"}, "effect.kind": "gain_life"}),
    Form("blocks_that_creature_doesnt_untap",
         "Whenever Testcard blocks a creature, that creature doesn't untap during its controller's next untap step.",
         "テストカードがクリーチャー１体をブロックするたび、そのクリーチャーはそれのコントローラーの次のアンタップ・ステップにアンタップしない。",
         {"effect.what": _OTHER}, name=TESTCARD),
    # ~ named as the subject or object of the effect does not become "it" / "that creature"
    Form("creature_attacks_self_deals_damage_to_it", "Whenever a creature attacks, Testcard deals 1 damage to it.",
         "クリーチャーが１体攻撃するたび、テストカードはそれに１点のダメージを与える。",
         {"effect": {"kind": "deal_damage", "source": {"kind": "self"}, "amount": 1, "to": _TRIGGER}},
         name=TESTCARD, types=("Artifact", "アーティファクト")),
    Form("creature_enters_self_deals_damage_to_it", "Whenever a creature enters the battlefield, Testcard deals 2 damage to it.",
         "クリーチャーが戦場に出るたび、テストカードはそれに２点のダメージを与える。", {"effect.to": _TRIGGER},
         name=TESTCARD, types=("Enchantment", "エンチャント")),
    Form("damage_to_self_that_much_to_that_creature",
         "Whenever a creature deals damage to Testcard, Testcard deals that much damage to that creature.", None,
         {"effect.to": _TRIGGER}, name=TESTCARD),
    Form("sacrifice_self_then_return_that_card",
         "When a creature is put into your graveyard from the battlefield, you may sacrifice Testcard. If you do, return that card to the battlefield under its owner's control.",
         "クリーチャーが戦場からあなたの墓地に置かれるたび、あなたはテストカードを生け贄に捧げてもよい。そうしたなら、そのカードをオーナーのコントロール下で戦場に戻す。",
         {"effect.steps.1.then.what": _TRIGGER}, name=TESTCARD, types=("Enchantment", "エンチャント")),
    Form("counters_on_self_where_x_is_that_creatures_power",
         "Whenever another creature dies, you may put X +1/+1 counters on Testcard, where X is that creature's power.",
         "他のクリーチャーが１体死亡するたび、あなたはテストカードの上に+1/+1カウンターＸ個を置いてもよい。Ｘはそのクリーチャーのパワーに等しい。",
         {"effect.what": {"kind": "self"}, "effect.amount": {"kind": "stat_of", "stat": "power", "what": _TRIGGER}},
         name=TESTCARD),
    # "that land" is the trigger's land, not the target creature; "that creature" stays the target
    Form("that_land_is_the_triggers_not_the_target",
         "Whenever a land enters the battlefield under your control, tap target creature an opponent controls. If that land is an Island, that creature doesn't untap during its controller's next untap step.",
         "土地１つがあなたのコントロール下で戦場に出るたび、対戦相手がコントロールしているクリーチャー１体を対象とする。それをタップする。その土地が島であるなら、そのクリーチャーはそれのコントローラーの次のアンタップ・ステップにアンタップしない。",
         {"effect.steps.1.cond.args.0": _TRIGGER, "effect.steps.1.then.what": _T0}),
    # the creature a player sacrificed, in an effect or as a cost
    Form("sacrifices_then_that_creatures_toughness",
         "Target player sacrifices a creature, then gains life equal to that creature's toughness.",
         "プレイヤー１人を対象とする。そのプレイヤーはクリーチャー１体を生け贄に捧げ、その後、そのクリーチャーのタフネスに等しい点数のライフを得る。",
         {"effect.steps.1.amount": {"kind": "stat_of", "stat": "toughness", "what": {"kind": "it", "word": "sacrificed"}}},
         types=INSTANT),
    Form("sacrifice_cost_that_creatures_power", "{1}{B}, Sacrifice another creature: Draw X cards, where X is that creature's power.",
         "(１)(黒),これでないクリーチャー１体を生け贄に捧げる：カードＸ枚を引く。Ｘはそのクリーチャーのパワーに等しい。",
         {"effect.amount": {"kind": "stat_of", "stat": "power", "what": {"kind": "it", "word": "sacrificed"}}}),
    # the card put onto the battlefield / manifested is "it"
    Form("put_a_card_onto_the_battlefield_it_gains_haste",
         "Put a creature card from a graveyard onto the battlefield under your control. It gains haste until end of turn.",
         "墓地からクリーチャー・カード１枚をあなたのコントロール下で戦場に出す。ターン終了時まで、それは速攻を得る。",
         {"effect.steps.1.kind": "grant", "effect.steps.1.what": {"kind": "found"}}, types=SORCERY),
    Form("manifest_then_counters_on_it", "Manifest the top card of your library, then put X +1/+1 counters on it.", None,
         {"effect.steps.1.what": {"kind": "found"}}, types=SORCERY),
    # "itself" / 「自身」: the subject of the sentence
    Form("target_creature_deals_damage_to_itself", "Target creature deals damage to itself equal to its power.",
         "クリーチャー１体を対象とする。それは自身に、自身のパワーに等しい点数のダメージを与える。",
         {"effect": {"kind": "deal_damage", "source": _T0, "to": _T0, "amount": {"kind": "stat_of", "stat": "power", "what": _T0}}},
         types=INSTANT),
    Form("self_deals_damage_to_any_target_and_to_itself", "{T}: Testcard deals 2 damage to any target and 3 damage to itself.",
         None,
         {"effect.steps.0.to": _T0, "effect.steps.1.to": {"kind": "self"}}, name=TESTCARD),
    # "That creature can't be regenerated" is part of destroying it; the card itself is not
    Form("that_creature_cant_be_regenerated",
         "When Testcard leaves the battlefield, destroy enchanted creature. That creature can't be regenerated.",
         "テストカードが戦場を離れたとき、エンチャントしているクリーチャーを破壊する。そのクリーチャーは再生できない。",
         {"effect": {"kind": "destroy", "what": {"kind": "enchanted"}, "no_regen": True}},
         name=TESTCARD, types=("Enchantment — Aura", "エンチャント ― オーラ")),
    Form("self_cant_be_regenerated_is_no_part_of_it",
         "When Testcard leaves the battlefield, destroy enchanted creature. Testcard can't be regenerated.", None,
         {"effect.steps.0.kind": "destroy", "effect.steps.1.what": {"kind": "self"}},
         name=TESTCARD, types=("Enchantment — Aura", "エンチャント ― オーラ")),
    # an instant's paragraphs are one spell ability: "that creature" on the second line is the
    # first line's target, not the spell
    Form("that_creature_of_the_line_before",
         "Tap target creature.\nMetalcraft — If you control three or more artifacts, exile that creature.",
         "クリーチャー１体を対象とする。それをタップする。\n金属術 ― あなたがアーティファクトを３つ以上コントロールしている場合、そのクリーチャーを追放する。",
         {"kind": "spell", "effect.steps.0.what": _T0, "effect.steps.1.then": {"kind": "exile", "what": _T0}}, types=INSTANT),
    Form("those_creatures_of_the_line_before",
         "Creatures you control get +1/+1 until end of turn.\nIf you have 5 or less life, those creatures gain indestructible until end of turn.",
         "ターン終了時まで、あなたがコントロールしているクリーチャーは+1/+1の修整を受ける。\nあなたのライフが５点以下であるなら、ターン終了時まで、それらのクリーチャーは破壊不能を得る。",
         {"effect.steps.1.then.what.kind": "each"}, types=INSTANT),
    # "those creatures" after "creatures you control get …": the same creatures
    Form("those_creatures_after_each", "Creatures you control get +1/+1 until end of turn. Untap those creatures.",
         "ターン終了時まで、あなたがコントロールしているクリーチャーは+1/+1の修整を受ける。それらのクリーチャーをアンタップする。",
         {"effect.steps.1.what.kind": "each"}, types=INSTANT),
]

GRANTS = [
    # "They have …" after tokens are made: the tokens, not the target destroyed first
    Form("tokens_they_have_an_ability",
         "Destroy target nonblack creature. Create two 0/1 colorless Eldrazi Spawn creature tokens. They have \"Sacrifice this creature: Add {C}.\"",
         "黒でないクリーチャー１体を対象とする。それを破壊する。無色の0/1のエルドラージ・落とし子・クリーチャー・トークン２体を生成する。それらは「このクリーチャーを生け贄に捧げる：(◇)を加える。」を持つ。",
         {"effect.steps.2.kind": "grant", "effect.steps.2.what": {"kind": "found"}}, types=SORCERY),
]

RULES = [
    Form("kicked_it_has_split_second", "If this spell was kicked, it has split second.", "この呪文がキッカーされていたなら、これは刹那を持つ。",
         {"kind": "static", "condition": {"kind": "condition", "test": "kicked"}, "effect.kind": "grant",
          "effect.what": {"kind": "self"}, "effect.keywords.0.keyword": "split second"}, types=SORCERY),
    Form("x_five_or_more_cant_be_countered", "If X is 5 or more, this spell can't be countered.", None,
         {"kind": "static", "condition.test": "x", "effect": {"kind": "cant", "action": "be_countered", "what": {"kind": "self"}}},
         types=SORCERY),
    Form("the_damage_cant_be_prevented", "Testcard deals 5 damage to target creature. The damage can't be prevented.",
         "クリーチャー１体を対象とする。テストカードはそれに５点のダメージを与える。このダメージは軽減できない。",
         {"kind": "spell", "effect.kind": "deal_damage", "effect.amount": 5, "effect.unpreventable": True},
         name=TESTCARD, types=INSTANT),
    Form("spend_only_red_mana_on_x_is_a_cost_rule", "{X}, {T}: Testcard deals X damage to target creature. Spend only red mana on X.", None,
         {"cost.2": {"kind": "cant", "action": "be_paid_except_with", "what": {"kind": "x"},
                     "by": {"kind": "filter", "colors": ["red"]}}, "effect.kind": "deal_damage"}, name=TESTCARD),
    Form("spend_only_black_mana_on_x_in_a_spell",
         "Spend only black mana on X. Testcard deals X damage to any target.", None,
         {"0.kind": "static", "0.effect.action": "be_paid_except_with", "1.kind": "spell", "1.effect.kind": "deal_damage"},
         name=TESTCARD, types=SORCERY, at=ALL),
]


@table(PRONOUNS + GRANTS + RULES)
def test_reference(f):
    check(f)


QUANTIFIERS = [
    # "all … attack" is one event for the group, not a trigger per attacking creature
    Form("whenever_all_creatures_you_control_attack",
         "Whenever all non-Wall creatures you control attack, enchanted creature gets +1/+0 until end of turn.", None,
         {"event.kind": "attacks", "event.every": True}, types=("Enchantment — Aura", "エンチャント ― オーラ")),
    Form("whenever_a_creature_you_control_attacks", "Whenever a creature you control attacks, Testcard gets +1/+0 until end of turn.",
         "あなたがコントロールしているクリーチャーが１体攻撃するたび、ターン終了時まで、テストカードは+1/+0の修整を受ける。",
         {"event.kind": "attacks", "event.every": ABSENT}, name=TESTCARD),
]


@table(QUANTIFIERS)
def test_quantifier(f):
    check(f)


REFUSALS = [
    # 「２体につき」 is "for every two", not "for each": not read yet, so not read as for each one
    Refusal("for_every_two_is_not_for_each", "ja", "あなたがコントロールしているクリーチャー２体につき、あなたは１点のライフを得る。",
            "'for each 2'", type_line="インスタント"),
]


@table(REFUSALS, "r")
def test_refused(r):
    refused(r)
