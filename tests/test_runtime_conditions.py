"""The runtime's evaluation of the conditions a subject and a predicate make: whose (an opponent:
some one; each opponent: every one; defending player, that player: a selector), how many they
control, comparisons between players, and what an object was as it last existed. What the
runtime cannot know is Unsupported, never a guess."""
import pytest

from oraclec.compiler import compile_text
from oraclec.compiler.ir import nodes as n
from oraclec.runtime.cards import CardDef, basic_land
from oraclec.runtime.errors import Unsupported
from oraclec.runtime.game import Game
from oraclec.runtime.conditions import evaluate_condition
from oraclec.runtime.select import Ctx


def _bear(name="Bear"):
    c = compile_text("", "en", name, "Creature — Bear", "2/2")
    return CardDef(name, c.card)


def _cond(text, type_line="Creature — Elf"):
    """The condition of the static "as long as …, ~ gets +1/+1" / the intervening if of a trigger."""
    c = compile_text(text, "en", "Test Card", type_line, "2/2")
    assert c.status == "ok", [u.reason for u in c.unparsed]
    ab = c.card.abilities[0]
    return ab.condition if isinstance(ab, n.Static) else ab.intervening_if


@pytest.fixture
def g():
    game = Game(seed=1)
    for _ in range(3):
        game.create(basic_land("Forest"), 1, "battlefield")
    game.create(basic_land("Forest"), 0, "battlefield")
    return game


def test_an_opponent_controls_more_lands_than_you(g):
    cond = _cond("At the beginning of your upkeep, if an opponent controls more lands than you, draw a card.")
    assert cond.test == "compare_players"
    assert evaluate_condition(cond, Ctx(g, 0)) is True
    assert evaluate_condition(cond, Ctx(g, 1)) is False


def test_a_player_controls_n_or_more(g):
    cond = _cond("As long as an opponent controls three or more lands, Test Card gets +1/+1.")
    assert cond.test == "player_controls" and cond.args[2:] == ("ge", 3)
    assert evaluate_condition(cond, Ctx(g, 0)) is True
    assert evaluate_condition(cond, Ctx(g, 1)) is False


def test_each_player_is_every_one_and_a_player_some_one(g):
    g.players[0].life, g.players[1].life = 5, 20
    each = n.Condition("life", (n.Each(n.Filter(types=("player",))), "le", 10))
    some = _cond("As long as an opponent has 10 or less life, Test Card gets +1/+1.")
    assert evaluate_condition(each, Ctx(g, 0)) is False
    assert evaluate_condition(some, Ctx(g, 1)) is True
    assert evaluate_condition(some, Ctx(g, 0)) is False


def test_what_a_dead_creature_was_is_its_last_known_information(g):
    bear = g.create(_bear(), 0, "battlefield")
    g.move(bear, "graveyard")
    was_creature = n.Condition("is", (n.Self_(), n.Filter(types=("creature",))))
    assert evaluate_condition(was_creature, Ctx(g, 0, source=bear)) is True
    was_tapped = n.Condition("is", (n.Self_(), n.Filter(states=("tapped",))))
    assert evaluate_condition(was_tapped, Ctx(g, 0, source=bear)) is False  # its states are kept too
    tapped = g.create(_bear(), 0, "battlefield")
    tapped.tapped = True
    g.move(tapped, "graveyard")
    assert not tapped.tapped and evaluate_condition(was_tapped, Ctx(g, 0, source=tapped)) is True


def test_monstrous_and_enchanted(g):
    bear = g.create(_bear(), 0, "battlefield")
    assert evaluate_condition(n.Condition("monstrous", (n.Self_(),)), Ctx(g, 0, source=bear)) is False
    bear.chosen["monstrous"] = True
    assert evaluate_condition(n.Condition("monstrous", (n.Self_(),)), Ctx(g, 0, source=bear)) is True
    assert evaluate_condition(n.Condition("enchanted", (n.Self_(),)), Ctx(g, 0, source=bear)) is False


def test_a_players_word_the_runtime_does_not_know_is_unsupported(g):
    with pytest.raises(Unsupported):
        evaluate_condition(n.Condition("hand_size", ("someone", "ge", 1)), Ctx(g, 0))
    with pytest.raises(Unsupported):
        evaluate_condition(n.Condition("in_zone", (n.Self_(), "graveyard", "they")), Ctx(g, 0))


def test_for_each_creature_that_died_this_turn_counts_this_turns_deaths(g):
    """"for each creature that died this turn": the game's record of this turn, one per death
    (a land put into a graveyard is no creature dying)"""
    from oraclec.runtime.select import evaluate_amount
    c = compile_text("You gain 1 life for each creature that died this turn.", "en", "Test Card", "Sorcery", None)
    assert c.status == "ok", [u.reason for u in c.unparsed]
    amount = c.card.abilities[0].effect.amount
    assert isinstance(amount, n.EventsThisTurn)
    assert evaluate_amount(amount, Ctx(g, 0)) == 0
    bears = [g.create(_bear(), i % 2, "battlefield") for i in range(3)]
    g.destroy(bears[0])
    g.destroy(bears[1])
    g.destroy([o for o in g.on_battlefield() if "land" in g.chars(o).types][0])
    assert evaluate_amount(amount, Ctx(g, 0)) == 2


def test_two_conditions_joined_by_and_or(g):
    """"… and …" holds when both do, "… or …" when either does"""
    both = _cond("As long as an opponent controls a Forest and you control a Forest, Test Card gets +1/+1.")
    either = _cond("As long as an opponent controls three or more Forests or you have 10 or less life, "
                   "Test Card gets +1/+1.")
    assert both.test == "all" and either.test == "any"
    assert evaluate_condition(both, Ctx(g, 0)) is True and evaluate_condition(both, Ctx(g, 1)) is True
    assert evaluate_condition(either, Ctx(g, 0)) is True   # the opponent has three Forests
    assert evaluate_condition(either, Ctx(g, 1)) is False  # one Forest, and 20 life
    g.players[1].life = 5
    assert evaluate_condition(either, Ctx(g, 1)) is True
    g.players[1].life = 20
    g.destroy([o for o in g.on_battlefield() if g.controller_of(o) == 0][0])
    assert evaluate_condition(both, Ctx(g, 1)) is False


def test_n_or_more_entered_this_turn(g):
    cond = _cond("At the beginning of your end step, if two or more Forests entered the battlefield under "
                 "your control this turn, draw a card.")
    assert cond.test == "this_turn" and cond.args[1] == 2
    assert evaluate_condition(cond, Ctx(g, 1)) is False  # the fixture's Forests were put there, not entering
    g.move(g.create(basic_land("Forest"), 1, "hand"), "battlefield")
    assert evaluate_condition(cond, Ctx(g, 1)) is False  # one
    g.move(g.create(basic_land("Forest"), 0, "hand"), "battlefield")
    assert evaluate_condition(cond, Ctx(g, 1)) is False  # under the other player's control
    g.move(g.create(basic_land("Forest"), 1, "hand"), "battlefield")
    assert evaluate_condition(cond, Ctx(g, 1)) is True


# ---------------------------------------------------------------- the last turn's spells (werewolves)
def _cast(game, pi):
    game.emit("cast", player=game.players[pi].name, player_idx=pi, spell="X", obj_ref=0)


@pytest.mark.parametrize("lang,none_text,two_text", [
    ("en", "At the beginning of each upkeep, if no spells were cast last turn, draw a card.",
     "At the beginning of each upkeep, if a player cast two or more spells last turn, draw a card."),
    ("ja", "各アップキープの開始時に、直前のターンに呪文が唱えられていなかった場合、カードを１枚引く。",
     "各アップキープの開始時に、直前のターンにプレイヤー１人が２つ以上の呪文を唱えていた場合、カードを１枚引く。"),
])
def test_spells_cast_last_turn_read_the_turn_before_this_one(g, lang, none_text, two_text):
    def cond(text):
        c = compile_text(text, lang, "Test Card", "Creature — Elf" if lang == "en" else "クリーチャー ― エルフ", "2/2")
        assert c.status == "ok", [u.reason for u in c.unparsed]
        return c.card.abilities[0].intervening_if

    none, two = cond(none_text), cond(two_text)
    ctx = Ctx(g, 0)
    g.log.clear()
    with pytest.raises(Unsupported):  # the log does not reach the last turn: never a guess
        evaluate_condition(none, ctx)
    g.emit("turn", turn=1, active="P1")
    assert evaluate_condition(none, ctx) is True  # the game's first turn: there was no last turn
    assert evaluate_condition(two, ctx) is False
    _cast(g, 0)  # a spell this turn is not one of last turn's
    assert evaluate_condition(none, ctx) is True
    _cast(g, 1)
    g.emit("turn", turn=2, active="P2")
    assert evaluate_condition(none, ctx) is False
    assert evaluate_condition(two, ctx) is False  # two spells, but by two players: not "a player cast two"
    _cast(g, 1), _cast(g, 1)
    g.emit("turn", turn=3, active="P1")
    assert evaluate_condition(two, ctx) is True and evaluate_condition(none, ctx) is False
    g.emit("turn", turn=4, active="P2")
    assert evaluate_condition(none, ctx) is True and evaluate_condition(two, ctx) is False
