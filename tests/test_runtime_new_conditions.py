"""Conditions the runtime does not play yet are refused by name (runtime/playable.py reads the
registries): "if you can't" after an action, "if this is the Nth time this ability has resolved
this turn"; the ones it plays are not."""
from oraclec.compiler import compile_text
from oraclec.runtime.playable import missing_parts


def _missing(text, type_line="Creature — Ogre"):
    c = compile_text(text, "en", "Test Card", type_line, "2/2")
    assert c.status == "ok", [u.reason for u in c.unparsed]
    return missing_parts(c.card)


def test_if_you_cant_is_played_after_an_instruction_that_tells_it_and_refused_after_others():
    # sacrificing a chosen creature tells whether it could be done (conditions.could_not)
    assert _missing("At the beginning of your upkeep, sacrifice a creature. If you can't, Test Card deals 7 damage "
                    "to you.") == []
    got = _missing("When Test Card enters the battlefield, pay {E}{E}. If you can't, return Test Card to its "
                   "owner's hand.")
    assert any("if you can't" in m for m in got), got


def test_resolved_nth_time_is_played():  # (counted as the ability resolves: test_runtime_resolved_nth.py)
    assert _missing("Whenever another creature enters the battlefield under your control, scry 1. If this is the "
                    "second time this ability has resolved this turn, draw a card.") == []


def test_joined_conditions_and_counted_events_are_played():
    assert _missing("As long as an opponent controls a Forest and you control a Swamp, Test Card gets +1/+1.") == []
    assert _missing("At the beginning of your end step, if two or more creatures entered the battlefield under "
                    "your control this turn, draw a card.") == []
    assert _missing("When Test Card enters the battlefield, you gain 1 life for each creature that died this turn.") == []
