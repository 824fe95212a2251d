"""Trigger events the runtime does not follow are refused by name (Unsupported), never a
triggered ability that silently never fires: the events of the verb table with no event of their
own in the game's log (PlayerDoes: "whenever an opponent mills a card") and any event node the
matcher does not know."""
import pytest

from oraclec.compiler import compile_text
from oraclec.compiler.ir import nodes as n
from oraclec.runtime.errors import Unsupported
from oraclec.runtime.events import event_matches
from oraclec.runtime.game import Game
from oraclec.runtime.select import Ctx
from oraclec.runtime.state import Event


def _event(text: str, lang: str):
    c = compile_text(text, lang, "", "Enchantment" if lang == "en" else "エンチャント")
    assert c.status == "ok", [u.reason for u in c.unparsed]
    return c.card.abilities[0].event


def test_a_verb_with_no_logged_event_is_refused():
    e = _event("Whenever an opponent mills a card, you gain 1 life.", "en")
    assert e == _event("対戦相手がカード１枚を切削するたび、あなたは１点のライフを得る。", "ja")
    assert isinstance(e, n.PlayerDoes) and isinstance(e.action, n.Mill)
    with pytest.raises(Unsupported, match="mill"):
        event_matches(e, Event("draw", (("player_idx", 1),)), Ctx(Game(), 0))


class _Unknown:
    kind = "no_such_event"


def test_an_event_the_matcher_does_not_know_is_refused():
    with pytest.raises(Unsupported, match="no_such_event"):
        event_matches(_Unknown(), Event("draw", (("player_idx", 0),)), Ctx(Game(), 0))


def test_a_verb_with_an_event_of_its_own_matches_it():
    e = _event("Whenever you draw a card, you gain 1 life.", "en")
    assert e == n.Draws(n.You()) == _event("あなたがカードを引いたとき、あなたは１点のライフを得る。", "ja")
    g = Game()
    assert event_matches(e, Event("draw", (("player_idx", 0),)), Ctx(g, 0))
    assert not event_matches(e, Event("draw", (("player_idx", 1),)), Ctx(g, 0))


def _permanent(text: str):
    from oraclec.runtime.cards import CardDef

    c = compile_text(text, "en", "Testcard", "Enchantment")
    assert c.status == "ok", [u.reason for u in c.unparsed]
    g = Game()
    return g, g.create(CardDef("Testcard", c.card), 0, "hand")


def test_a_replacement_the_runtime_does_not_apply_is_refused_as_it_enters():
    """"If you would draw a card, …" is not played as if it were not there."""
    g, obj = _permanent("If you would draw a card, exile the top card of your library instead.")
    with pytest.raises(Unsupported, match="draws"):
        g.put_onto_battlefield(obj)


def test_a_cards_own_graveyard_replacement_still_enters():
    g, obj = _permanent("If Testcard would be put into a graveyard from anywhere, exile it instead.")
    assert g.put_onto_battlefield(obj).zone == "battlefield"
