"""A triggered mana ability (CR 605.1b: it triggers from tapping for mana and adds mana) resolves at
once, and its mana can pay for what is being paid; this runtime does not play that, so it says so
(the card is not playable and is refused as it is put onto the battlefield) rather than put the
ability on the stack. A trigger on tapping for mana that adds none goes on the stack."""
import pytest
from helpers import on_battlefield

from oraclec.compiler.ir import nodes as n
from oraclec.runtime.cards import CardDef
from oraclec.runtime.errors import Unsupported
from oraclec.runtime.playable import missing_parts

FOREST = CardDef("Forest", n.CardIR((), ("land",), ("Forest",), ("basic",)))
TAP_LAND = n.TapsForMana(n.You(), n.Filter(types=("land",)))


def _grower(effect):
    return CardDef("Grower", n.CardIR((n.Triggered(TAP_LAND, effect),), ("enchantment",)))


def _with_forest(effect):
    card = _grower(effect)
    g, o = on_battlefield(card)
    forest = g.create(FOREST, 0, "limbo")
    g.put_onto_battlefield(forest, 0)
    return g, card, forest


def _tap_for_mana(g, forest):
    g.tap(forest, for_mana=True)
    g.emit("tapped_for_mana", player=g.players[0].name, player_idx=0, obj=forest.label(), obj_ref=forest.id)


def test_an_additional_mana_trigger_is_refused():
    card = _grower(n.PlayerActs(n.ControllerOf(n.TriggerObject()), n.AddMana(("G",))))
    assert "a triggered mana ability (CR 605.1b)" in missing_parts(card)
    with pytest.raises(Unsupported, match="triggered mana ability"):
        on_battlefield(card)


def test_a_trigger_on_tapping_for_mana_that_adds_none_goes_on_the_stack():
    g, card, forest = _with_forest(n.GainLife(n.You(), 1))
    assert missing_parts(card) == []
    _tap_for_mana(g, forest)
    assert [p.ability.effect for p in g.pending] == [n.GainLife(n.You(), 1)]
