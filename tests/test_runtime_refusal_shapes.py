"""A node kind the runtime plays only in some shapes (runtime/refusals.py) marks a card holding a
refused shape not playable, and its handler refuses it with the same words: a card counted
playable is never refused as it plays (issue 20: random games over all playable cards)."""
import pytest

from oraclec.compiler import compile_text
from oraclec.compiler.ir import nodes as n
from oraclec.runtime.effects import HANDLERS
from oraclec.runtime.errors import Unsupported
from oraclec.runtime.game import Game
from oraclec.runtime.playable import missing_parts
from oraclec.runtime.refusals import refusal
from oraclec.runtime.select import Ctx

# (English, Japanese, the part named)
CARDS = [
    ("{T}: Add one mana of any color. Spend this mana only to cast a creature spell with mana value 4 or greater.",
     "(Ｔ)：好きな色１色のマナ１点を加える。このマナは、マナ総量が４以上のクリーチャー・呪文を唱えるためにのみ使用できる。",
     "mana that may be spent only on spells by their compare (CR 106.6)"),
    ("When ~ dies, venture into the dungeon.", "~が死亡したとき、ダンジョン探索をする。",
     "the keyword action venture into the dungeon"),
    ("Whenever an opponent shuffles their library, you may put a +1/+1 counter on ~.",
     "対戦相手１人が自分のライブラリーを切り直すたび、あなたは~の上に+1/+1カウンター１個を置いてもよい。",
     "a trigger on a player's 'shuffle' (the log has no such event)"),
]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("en,ja,part", CARDS)
def test_a_refused_shape_makes_the_card_not_playable(en, ja, part, lang):
    c = compile_text(en if lang == "en" else ja, lang, "Testcard", "Creature — Elf" if lang == "en"
                     else "クリーチャー ― エルフ", "2/2")
    assert c.status == "ok", [u.reason for u in c.unparsed]
    assert part in missing_parts(c.card)


@pytest.mark.parametrize("text,type_line,part", [
    ("Create two 2/2 red Soldier creature tokens with firebending 1.", "Instant",
         "a token with firebending (its number is not kept)"),
    ("When ~ enters, venture into the dungeon.", "Creature — Elf", "the keyword action venture into the dungeon"),
    ("{2}: Prevent the next 1 damage that would be dealt by ~ this turn.", "Artifact",
     "a prevention shield with no recipient"),
    ("Whenever you cast your second creature spell each turn, draw a card.", "Enchantment",
     "the nth spell of a kind this turn (the log does not keep spells' types)"),
    ("Whenever all creatures you control attack, draw a card.", "Enchantment",
     "a trigger on all of a group attacking ('Whenever all … attack')"),
    ("{1}: ~ becomes a copy of target creature until end of turn.", "Creature — Shapeshifter",
     "becoming a copy of another object (CR 707.2: copy effects, layer 1)"),
    ("You get an emblem with \"Instant and sorcery spells you control have storm.\"", "Sorcery",
     "an emblem's ability other than a triggered one or a static +N/+N or keyword for permanents (CR 114.4)"),
    ("{T}: Until end of turn, each creature card in your graveyard gains \"Escape—{3}{B}, Exile four other cards "
     "from your graveyard.\"", "Legendary Artifact", "abilities given to cards in a graveyard for a time (CR 611.2c)"),
    ("Creature cards in your graveyard have flying.", "Enchantment",
     "abilities other than retrace or escape given to cards in a graveyard"),
    ("Creature cards in your hand have flash.", "Enchantment", "abilities given to cards in a hand"),
])
def test_a_refused_shape_inside_an_effect_or_a_token_is_named(text, type_line, part):
    c = compile_text(text, "en", "Testcard", type_line, "2/2" if "Creature" in type_line else None)
    assert c.status == "ok", [u.reason for u in c.unparsed]
    assert part in missing_parts(c.card)


def test_the_played_shapes_of_the_same_kinds_stay_playable():
    for text in ("When ~ enters, put a +1/+1 counter on target creature.", "{T}: Add {G}.",
                 "{T}: Add one mana of any color. Spend this mana only to cast a creature spell.",
                 "When ~ enters, adapt 2.", "When ~ enters, draw a card unless target opponent discards a card.",
                 "When ~ enters, create a 1/1 white Spirit creature token with flying.",
                 "Whenever ~ attacks, draw a card.", "Merfolk cards in your graveyard have retrace.", "{1}: Prevent the next 1 damage that would be dealt to ~ this turn.", "When ~ dies, return it to the battlefield under its owner's control."):
        c = compile_text(text, "en", "Testcard", "Creature — Elf", "2/2")
        assert c.status == "ok" and missing_parts(c.card) == [], text


@pytest.mark.parametrize("node,kind", [
    (n.KeywordAction("venture into the dungeon", None, None), "keyword_action"),
    (n.AddMana(("G",), spend_only="creature"), "add_mana"),
    (n.Grant(n.Each(n.Filter(types=("card", "creature"), zone="graveyard", zone_owner="you")),
             (n.KeywordAbility("escape", (n.ManaCost(("3", "B")),)),), "until_end_of_turn"), "grant"),
])
def test_the_handler_refuses_with_the_words_the_playable_check_uses(node, kind):
    g = Game()
    reason = refusal(node)
    assert reason
    with pytest.raises(Unsupported, match=reason.replace("(", r"\(").replace(")", r"\)")):
        HANDLERS[kind](node, Ctx(g, 0, None))
