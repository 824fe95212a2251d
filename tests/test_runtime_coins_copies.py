"""Coin flips as the runtime plays them (CR 705.2: the flipper calls, the coin lands by the game's
seeded randomness or as a scenario says; only the flipper wins or loses), and the copy effects it
refuses by name."""
import pytest

from oraclec.compiler.ir import nodes as n
from oraclec.runtime.conditions import evaluate_condition
from oraclec.runtime.effects import run_effect
from oraclec.runtime.errors import Unsupported
from oraclec.runtime.game import Game
from oraclec.runtime.select import Ctx

WON = n.Condition("won_flip", (n.You(),))
LOST = n.Condition("lost_flip", (n.You(),))


def _flip(coins, effect=None):
    g = Game()
    g.coins.extend(coins)
    ctx = Ctx(g, 0)
    run_effect(effect or n.FlipCoin(n.You()), ctx)
    return g, ctx


def test_the_call_matching_the_side_wins():
    g, ctx = _flip(["heads"])
    assert evaluate_condition(WON, ctx) and not evaluate_condition(LOST, ctx)
    g, ctx = _flip(["tails"])
    assert evaluate_condition(LOST, ctx) and not evaluate_condition(WON, ctx)
    assert [ev.render() for ev in g.log if ev.kind == "coin_flip"] == ["P1 flips a coin, calls heads: tails, loses the flip"]


def test_a_player_who_did_not_flip_neither_won_nor_lost():
    ctx = Ctx(Game(), 0)
    assert not evaluate_condition(WON, ctx) and not evaluate_condition(LOST, ctx)
    _, ctx = _flip(["heads"])
    other = n.Condition("lost_flip", (n.Each(n.Filter(types=("opponent",))),))
    assert not evaluate_condition(other, ctx)


def test_until_a_flip_is_lost():
    g, ctx = _flip(["heads", "heads", "tails", "heads"], n.FlipCoin(n.You(), 1, until_lose=True))
    assert ctx.flips[0] == [True, True, False]
    assert g.coins == ["heads"]  # the fourth coin was never flipped
    with pytest.raises(Unsupported, match="more than one coin flip"):
        evaluate_condition(WON, ctx)


def test_the_seeded_coin_replays():
    def sides(seed):
        g = Game(seed=seed)
        run_effect(n.FlipCoin(n.You(), 20), Ctx(g, 0))
        return [ev.get("side") for ev in g.log if ev.kind == "coin_flip"]

    assert sides(7) == sides(7) and len(set(sides(7))) == 2


def test_becoming_a_copy_is_refused_by_name():
    with pytest.raises(Unsupported, match="copy"):
        run_effect(n.BecomeCopy(n.Self_(), n.Self_()), Ctx(Game(), 0))
