"""Goad (CR 701.38) and populate (CR 701.36), in both languages: cast from a hand, resolved, and
what each leaves on the game."""
import pytest

from oraclec.compiler import compile_text, ir
from oraclec.compiler.ir import nodes as n
from oraclec.runtime import turns
from oraclec.runtime.cards import CardDef, basic_land
from oraclec.runtime.combat import check_attackers
from oraclec.runtime.errors import IllegalAction
from oraclec.runtime.game import Game
from oraclec.runtime.playable import missing_parts
from oraclec.runtime.stack.casting import cast

BEAR = CardDef("Bear", n.CardIR((), ("creature",), ("Bear",), (), 2, 2), ("green",))
SPELLS = {"goad": ("Goad target creature.", "クリーチャー１体を対象とする。それを使嗾する。"),
          "populate": ("Populate.", "居住を行う。")}


def _spell(action, lang):
    en, ja = SPELLS[action]
    c = compile_text(en if lang == "en" else ja, lang, "Test Spell", "Sorcery" if lang == "en" else "ソーサリー", None)
    assert c.status == "ok" and missing_parts(c.card) == []
    other = compile_text(ja if lang == "en" else en, "ja" if lang == "en" else "en", "Test Spell",
                         "ソーサリー" if lang == "en" else "Sorcery", None)
    assert ir.dumps(c.card) == ir.dumps(other.card)
    return CardDef("Test Spell", c.card)


def _game():
    g = Game()
    turns.start(g, 0, "main1", 2)
    return g


def _resolve(g, pi, card, targets=None):
    obj = g.create(card, pi, "hand")
    cast(g, pi, obj, targets)
    turns.after_action(g, pi)
    while g.stack:
        turns.pass_priority(g, g.priority)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_goaded_creature_must_attack_until_the_goaders_next_turn(lang):
    g = _game()
    bear = g.create(BEAR, 1, "battlefield")
    bear.controlled_since = 0
    _resolve(g, 0, _spell("goad", lang), [[bear]])
    assert g.chars(bear).must_attack is not None
    turns.start(g, 1, "main1", 3)  # its controller's turn: it attacks if able
    with pytest.raises(IllegalAction, match="attacks this turn if able"):
        check_attackers(g, 1, {})
    for pi in (0, 1):
        for _ in range(3):
            g.create(basic_land("Forest"), pi, "library")
    turns.start(g, 0, "untap", 4)  # the goading player's next turn: it ends
    assert g.chars(bear).must_attack is None


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_populate_copies_a_creature_token_you_control(lang):
    g = _game()
    token = g.create(BEAR, 0, "battlefield", token=True)
    g.create(BEAR, 0, "battlefield")  # not a token: never copied
    g.create(BEAR, 1, "battlefield", token=True)  # not yours
    _resolve(g, 0, _spell("populate", lang))
    mine = [o for o in g.on_battlefield() if o.token and g.controller_of(o) == 0]
    assert len(mine) == 2 and all(o.card is token.card for o in mine)


def test_populate_without_a_creature_token_does_nothing():
    g = _game()
    land = g.create(basic_land("Forest"), 0, "battlefield")
    _resolve(g, 0, _spell("populate", "en"))
    assert [o.id for o in g.on_battlefield()] == [land.id]


# energy (CR 107.14, 122.1): counters a player gets and pays; "you may pay {E}{E}" needs them
ENERGY = '''name = "energy"
source = "CR 107.14, 122.1; card declared inline"
active = "P1"
step = "main1"

[cards."Spark Hound"]
type_en = "Creature — Dog"
type_ja = "クリーチャー ― 犬"
name_ja = "火花の猟犬"
text_en = "Haste\\nWhen Spark Hound enters the battlefield, you get {E}{E}.\\nWhenever Spark Hound attacks, you may pay {E}{E}. If you do, you gain 5 life."
text_ja = "速攻\\n火花の猟犬が戦場に出たとき、あなたは(Ｅ)(Ｅ)を得る。\\n火花の猟犬が攻撃するたび、あなたは(Ｅ)(Ｅ)を支払ってもよい。そうしたなら、あなたは５点のライフを得る。"
pt = "1/1"
mana_cost = "{R}"

[players.P1]
hand = ["Spark Hound"]
battlefield = ["Mountain"]

[[actions]]
do = "cast"
player = "P1"
card = "Spark Hound"

[[actions]]
do = "pass_until_stack_empty"

[[actions]]
do = "attack"
attackers = { "Spark Hound" = "P2" }

[[actions]]
do = "pass_until_stack_empty"

[expect]
life = { P1 = 25 }
'''


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_energy_is_got_and_paid(tmp_path, lang):
    from oraclec.runtime.scenario import run_file

    path = tmp_path / "s.toml"
    path.write_text(ENERGY, encoding="utf-8")
    r = run_file(str(path), lang)
    assert r.ok, r.failures
    # with no energy the payment cannot be made, and nothing is gained
    path.write_text(ENERGY.replace("you get {E}{E}.", "you get {E}.").replace("(Ｅ)(Ｅ)を得る", "(Ｅ)を得る"),
                    encoding="utf-8")
    r = run_file(str(path), lang)
    assert not r.ok and "P1 life is 20, expected 25" in " ".join(r.failures)
