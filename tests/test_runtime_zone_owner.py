"""Whose zone a filter means in the runtime (Filter.zone_owner): the fixed values, a player
selector, and Unsupported for a value it does not know (never read as "you")."""
import pytest

from oraclec.compiler.ir import nodes as n
from oraclec.runtime.errors import Unsupported
from oraclec.runtime.scenario import Runner
from oraclec.runtime.select import Ctx, matches, zone_owners


@pytest.fixture
def game():
    r = Runner({"players": {"P1": {"graveyard": ["Runeclaw Bear"]}, "P2": {"graveyard": ["Coral Merfolk"]}}})
    r.setup()
    return r


def _card(r, name):
    return r.find(name, "graveyard")


@pytest.mark.parametrize("owner, mine, theirs", [
    ("you", True, False), ("they", True, False), ("opponent", False, True), ("any", True, True),
    (n.You(), True, False),
    (n.Each(n.Filter(types=("opponent",))), False, True),
    (n.Each(n.Filter(types=("player",))), True, True),
])
def test_zone_owner_values(game, owner, mine, theirs):
    ctx = Ctx(game.g, 0)
    f = n.Filter(types=("card",), zone="graveyard", zone_owner=owner)
    assert matches(f, _card(game, "Runeclaw Bear"), ctx) is mine
    assert matches(f, _card(game, "Coral Merfolk"), ctx) is theirs


def test_a_target_player_owns_the_zone(game):
    ctx = Ctx(game.g, 0, targets=[[game.g.players[1]]])
    f = n.Filter(types=("card",), zone="graveyard", zone_owner=n.TargetRef(0))
    assert not matches(f, _card(game, "Runeclaw Bear"), ctx)
    assert matches(f, _card(game, "Coral Merfolk"), ctx)


def test_an_unknown_owner_is_unsupported(game):
    ctx = Ctx(game.g, 0)
    with pytest.raises(Unsupported):
        matches(n.Filter(types=("card",), zone="graveyard", zone_owner="each_team"), _card(game, "Runeclaw Bear"), ctx)
    with pytest.raises(Unsupported):
        zone_owners("each_team", ctx)
