"""Nothing is played silently wrong: runtime/playable.py lists what a compiled card holds that the
runtime does not play, reading what it plays from the runtime's own registries and dispatch code;
compile output marks each ok face `playable`, the report counts them, and playing such a card
raises Unsupported naming the part."""
import io
import json

import pytest

from oraclec.compiler import compile_text
from oraclec.compiler import report as report_mod
from oraclec.compiler.database import compile_record
from oraclec.compiler.ir import nodes as n
from oraclec.compiler.records import Record
from oraclec.runtime import keywords, replacements
from oraclec.runtime.cards import CardDef
from oraclec.runtime.conditions import CONDITIONS
from oraclec.runtime.effects import HANDLERS
from oraclec.runtime.effects.registry import ELSEWHERE
from oraclec.runtime.errors import Unsupported
from oraclec.runtime.game import Game
from oraclec.runtime.playable import missing_parts, played
from oraclec.runtime.stack.casting import TIMING, cast
from oraclec.runtime import turns


def test_what_is_played_is_read_from_the_live_registries():
    s = played()
    assert s["effects"] == set(HANDLERS)
    assert s["conditions"] == set(CONDITIONS)
    assert set(replacements.ENTERS) <= s["replacements"] and set(replacements.ENTERS) <= s["statics"]
    assert set(ELSEWHERE) <= s["statics"]
    assert set(keywords.ACTIVATED) | set(keywords.AS_ENTERS) <= s["keywords"]
    assert set(TIMING) <= s["restrictions"]
    # the dispatch code's own tests: what event_matches, plan_costs, evaluate_amount read
    assert {"zone_change", "attacks", "step_begins"} <= s["events"]
    assert {"mana_cost", "tap_cost", "sacrifice_cost"} <= s["costs"]
    assert {"x", "count"} <= s["amounts"] and {"self", "target_ref", "you"} <= s["selectors"]
    assert {"pump", "grant", "cant", "cost_change", "additional_cost"} <= s["statics"]


def _card(text, type_line="Creature — Elf", pt="2/2", lang="en"):
    c = compile_text(text, lang, "Testcard", type_line, pt)
    assert c.status == "ok", [u.reason for u in c.unparsed]
    return c.card


def test_a_card_the_runtime_plays_whole_has_nothing_missing():
    assert missing_parts(_card("Flying\nWhen ~ enters, draw a card.")) == []


@pytest.mark.parametrize("text,part", [
    ("Banding", "keyword banding"),
    ("When you unlock this door, draw a card.", "event unlocks_door"),
    ("Whenever you roll {CHAOS}, draw a card.", "the planar die (CR 901.9)"),
    # destroy's own "It can't be regenerated" is played (no_regen); a Cant with a duration is not read
    ("{T}: Target creature can't be regenerated this turn.",
     'a restriction on regeneration ("can\'t be regenerated" for a duration, CR 701.19c)'),
    # choices the runtime does not make as a permanent enters, and what refers to them
    ("As ~ enters the battlefield, choose an opponent.", "choosing an opponent as a permanent enters"),
    ("{U}: Counter target spell with the chosen name.", "objects with the chosen card name"),
    ("{1}: The chosen player loses 1 life.", "selector the_chosen"),
])
def test_a_part_the_runtime_does_not_play_is_named(text, part):
    assert part in missing_parts(_card(text))


def test_a_node_that_is_not_played_is_found_inside_other_nodes():
    unknown = n.TakeInitiative(n.You())
    assert "take_initiative" not in HANDLERS
    card = n.CardIR((n.Triggered(n.StepBegins("upkeep", "you"), n.Sequence((n.Draw(n.You(), 1), unknown))),),
                    ("enchantment",))
    assert missing_parts(card) == ["effect take_initiative"]
    static = n.CardIR((n.Static(n.Grant(n.Self_(), (n.KeywordAbility("banding"),))),), ("creature",), (), (),
                      1, 1)
    assert missing_parts(static) == ["keyword banding"]


def test_casting_a_card_with_a_missing_part_raises_unsupported_naming_it():
    g = Game()
    turns.start(g, 0, "main1", 2)
    card = CardDef("Rider", _card("Banding", pt="2/2"))
    obj = g.create(card, 0, "hand")
    with pytest.raises(Unsupported, match="banding"):
        cast(g, 0, obj)
    assert obj.zone == "hand" and not g.stack
    with pytest.raises(Unsupported, match="banding"):
        g.put_onto_battlefield(obj, 0)
    assert obj.zone == "hand"


def _record(text, type_en="Creature — Elf"):
    return Record("Testcard", "テストカード", type_en, "クリーチャー ― エルフ", "2/2", text, None, "{1}")


def test_compile_output_marks_ok_faces_playable_or_not_with_the_missing_parts():
    good = compile_record(_record("Flying"), "en")
    assert good["status"] == "ok" and good["playable"] is True and good["missing"] == []
    bad = compile_record(_record("Banding"), "en")
    assert bad["playable"] is False and bad["missing"] == ["keyword banding"]
    failed = compile_record(_record("Frobnicate the wibble."), "en")
    assert failed["status"] != "ok" and "playable" not in failed


def test_the_report_counts_playable_faces():
    lines = [compile_record(_record(t), "en") for t in ("Flying", "Banding", "Trample")]
    rep = report_mod.build([json.loads(json.dumps(d)) for d in lines])
    assert rep["playability"]["en"]["ok_marked"] == 3 and rep["playability"]["en"]["playable"] == 2
    assert rep["playability"]["en"]["missing_parts"] == {"keyword banding": 1}
    md = io.StringIO()
    report_mod.write(rep, md, None, 10)
    assert "| en | 3 | 2 | 66.7 |" in md.getvalue()


@pytest.mark.parametrize("text,part", [
    ("If you would draw a card, draw two cards instead.", "replacement of the event draws"),
    ("If a creature would die, return it to its owner's hand instead.", "replacement of the event zone_change"),
])
def test_a_replacement_the_runtime_does_not_apply_is_not_playable_and_refused(text, part):
    """The replacement is what playable.py and the runtime agree on (runtime/would.py): marked not
    playable, and refused as its permanent enters, never played as if it were not there."""
    card = _card(text, "Enchantment", None)
    assert part in missing_parts(card)
    g = Game()
    turns.start(g, 0, "main1", 2)
    obj = g.create(CardDef("Warden", card), 0, "hand")
    with pytest.raises(Unsupported, match="replacement of the event"):
        g.put_onto_battlefield(obj, 0)


def test_a_cards_own_graveyard_replacement_is_played():
    assert missing_parts(_card("If ~ would be put into a graveyard from anywhere, exile it instead.")) == []
