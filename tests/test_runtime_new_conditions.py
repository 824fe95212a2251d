"""Conditions the runtime does not play yet are refused by name (runtime/playable.py reads the
registries): "if you can't" after an action, "if this is the Nth time this ability has resolved
this turn"; the ones it plays are not."""
from oraclec.compiler import compile_text
from oraclec.runtime.playable import missing_parts


def _missing(text, type_line="Creature — Ogre"):
    c = compile_text(text, "en", "Test Card", type_line, "2/2")
    assert c.status == "ok", [u.reason for u in c.unparsed]
    return missing_parts(c.card)


def test_if_you_cant_is_refused_by_name():
    got = _missing("At the beginning of your upkeep, sacrifice a creature. If you can't, Test Card deals 7 damage to you.")
    assert any("could_not" in m for m in got), got


def test_resolved_nth_time_is_played():  # (counted as the ability resolves: test_runtime_resolved_nth.py)
    assert _missing("Whenever another creature enters the battlefield under your control, scry 1. If this is the "
                    "second time this ability has resolved this turn, draw a card.") == []


def test_joined_conditions_and_counted_events_are_played():
    assert _missing("As long as an opponent controls a Forest and you control a Swamp, Test Card gets +1/+1.") == []
    assert _missing("At the beginning of your end step, if two or more creatures entered the battlefield under "
                    "your control this turn, draw a card.") == []
    assert _missing("When Test Card enters the battlefield, you gain 1 life for each creature that died this turn.") == []
