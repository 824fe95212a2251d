"""1,000 seeded random games between two random agents over every M12 card that compiles ok and
holds nothing the runtime does not play:
no uncaught exception, invariants checked after every action (randomgame.check_invariants,
and the turn structure refuses to end a step with a non-empty stack)."""
from multiprocessing import Pool

from oraclec.runtime.library import ok_card_names, playable_card_names
from oraclec.runtime.randomgame import play_game

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
