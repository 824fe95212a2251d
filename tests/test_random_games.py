"""1,000 seeded random games between two random agents over every M12 card that compiles ok and
holds nothing the runtime does not play:
no uncaught exception, invariants checked after every action (randomgame.check_invariants,
and the turn structure refuses to end a step with a non-empty stack)."""
import io
import json
from multiprocessing import Pool
from pathlib import Path

import pytest

from oraclec.compiler.database import compile_record, header
from oraclec.compiler.sources import read_records
from oraclec.runtime.library import ok_card_names, playable_card_names
from oraclec.runtime.randomgame import database_pool, play_game

GAMES = 1000
SEED = 20261129


def _play(seed):
    r = play_game(seed)
    return r.played, r.resolutions


def test_thousand_random_games_without_errors():
    with Pool(2) as pool:
        results = pool.map(_play, range(SEED, SEED + GAMES), chunksize=25)
    played = set().union(*(p for p, _ in results))
    assert sum(r for _, r in results) > GAMES  # the stack really was used
    assert len(playable_card_names("en")) >= 0.95 * len(ok_card_names("en"))
    missing = set(playable_card_names("en")) - played
    assert missing == set(), f"never cast or played: {sorted(missing)}"


def test_a_seeded_game_replays_exactly():
    a, b = play_game(7), play_game(7)
    assert (a.turns, a.actions, a.resolutions, a.played) == (b.turns, b.actions, b.resolutions, b.played)


SHARED = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"
SAMPLE_EVERY = 60  # records of the shared corpus compiled for the sample: about 370 faces


@pytest.fixture(scope="module")
def shared_sample(tmp_path_factory):
    """A compiled database of every 60th record of the shared corpus, with the printed mana costs."""
    cards = SHARED / "cards.jsonl"
    if not cards.exists():
        pytest.skip("no shared corpus next to the project")
    lines = cards.read_text(encoding="utf-8").splitlines()[::SAMPLE_EVERY]
    out = tmp_path_factory.mktemp("db") / "sample.jsonl"
    with open(out, "w", encoding="utf-8") as f:
        f.write(header(["en"]) + "\n")
        for rec in read_records(io.StringIO("\n".join(lines)), "sample"):
            f.write(json.dumps(compile_record(rec, "en")) + "\n")
    printed = SHARED / "printed.jsonl"
    return str(out), str(printed) if printed.exists() else None


def test_random_games_over_a_compiled_database_sample(shared_sample):
    lib, names = database_pool(shared_sample[0], "en", shared_sample[1])
    assert len(set(names) - set(ok_card_names("en"))) > 150  # not the embedded cards
    played = set()
    for seed in range(SEED, SEED + 6):
        r = play_game(seed, names=names, lib=lib, max_turns=12)
        played |= r.played
    assert len(played & set(names)) > 10


def test_a_database_game_replays_exactly(shared_sample):
    lib, names = database_pool(shared_sample[0], "en", shared_sample[1])
    a, b = (play_game(3, names=names, lib=lib, max_turns=8) for _ in range(2))
    assert (a.turns, a.actions, a.resolutions, a.played) == (b.turns, b.actions, b.resolutions, b.played)


def test_the_random_player_activates_one_ability_a_few_times_a_turn_not_without_end():
    """A free repeatable ability ("{0}: ~ gets -1/-0 until end of turn") on both sides made the
    random players add to the stack faster than it resolved, until the game's action budget ran
    out: each ability is activated at most ACTIVATIONS_PER_TURN times a turn by one player."""
    from types import SimpleNamespace

    from oraclec.runtime.agents import RandomAgent

    agent = RandomAgent(7)
    g = SimpleNamespace(turn=3)
    lemure = SimpleNamespace(id=41)
    actions = [("pass",), ("activate", lemure, 0)]
    picks = [agent.act(g, 0, actions) for _ in range(200)]
    assert sum(p[0] == "activate" for p in picks) == RandomAgent.ACTIVATIONS_PER_TURN
    g.turn = 4  # a new turn: activated again
    assert any(agent.act(g, 0, actions)[0] == "activate" for _ in range(50))
