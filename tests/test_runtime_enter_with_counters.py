"""A card put onto the battlefield "with a +1/+1 counter on it" enters with it (CR 614.1c: it is
never on the battlefield without it); counters whose own rules meaning the runtime does not play
(CR 122.1: stun, shield, finality, keyword counters) make the card refused, never played as plain
counters."""
import pytest

from oraclec.compiler.ir import nodes as n
from oraclec.runtime.effects.registry import run_effect
from oraclec.runtime.errors import Unsupported
from oraclec.runtime.playable import missing_parts
from oraclec.runtime.refusals import refusal
from oraclec.runtime.scenario import Runner
from oraclec.runtime.select import Ctx


@pytest.fixture
def game():
    r = Runner({"players": {"P1": {"graveyard": ["Runeclaw Bear"]}, "P2": {}}})
    r.setup()
    return r


def _move(counters, tapped=False):
    return n.Move(n.TargetRef(0), "battlefield", from_zone="graveyard", tapped=tapped,
                  counters=tuple(n.CountersOfKind(k, a) for k, a in counters))


def test_returned_with_counters_enters_with_them(game):
    bear = game.find("Runeclaw Bear", "graveyard")
    run_effect(_move([("+1/+1", 2)], tapped=True), Ctx(game.g, 0, targets=[[bear]]))
    on_bf = [o for o in game.g.objects.values() if o.zone == "battlefield" and o.name == "Runeclaw Bear"]
    assert len(on_bf) == 1
    assert on_bf[0].counters.get("+1/+1") == 2 and on_bf[0].tapped
    assert game.g.chars(on_bf[0]).power == 4  # 2/2 with two +1/+1 counters


def test_x_counters_are_counted_as_it_enters(game):
    bear = game.find("Runeclaw Bear", "graveyard")
    run_effect(_move([("charge", 3)]), Ctx(game.g, 0, targets=[[bear]]))
    on_bf = [o for o in game.g.objects.values() if o.zone == "battlefield" and o.name == "Runeclaw Bear"]
    assert on_bf[0].counters.get("charge") == 3


@pytest.mark.parametrize("counter", ["stun", "shield", "finality", "flying", "lifelink"])
def test_counters_with_rules_meaning_are_refused(counter):
    assert counter in refusal(_move([(counter, 1)]))
    assert counter in refusal(n.PutCounters(counter, 1, n.TargetRef(0)))
    assert counter in refusal(n.EntersWithCounters(n.Self_(), counter, 1))


@pytest.mark.parametrize("counter", ["+1/+1", "-1/-1", "charge", "oil"])
def test_plain_counters_are_played(counter):
    assert refusal(_move([(counter, 1)])) is None
    assert refusal(n.PutCounters(counter, 1, n.TargetRef(0))) is None


def test_a_stun_counter_card_is_not_playable():
    from oraclec.compiler.compile import compile_text

    c = compile_text("Test Card enters the battlefield tapped with three stun counters on it.", "en", "Test Card",
                     "Creature — Faerie", "3/3")
    assert c.status == "ok"
    assert any("stun" in p for p in missing_parts(c.card))
