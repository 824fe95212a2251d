"""Countering a spell (CR 701.5): the card goes to its owner's graveyard, or where the counter says
instead ("If that spell is countered this way, exile it instead of putting it into its owner's
graveyard" / 「これによりその呪文が打ち消されたなら、それをオーナーの墓地に置く代わりに追放する」)."""
import pytest

from oraclec.compiler import compile_text, ir
from oraclec.compiler.ir import nodes as n
from oraclec.runtime.cards import CardDef
from oraclec.runtime.effects import HANDLERS
from oraclec.runtime.game import Game
from oraclec.runtime.select import Ctx, StackRef
from oraclec.runtime.state import StackItem

EN = ("Counter target spell. If that spell is countered this way, exile it instead of putting it into its "
      "owner's graveyard.")
JA = "呪文１つを対象とする。それを打ち消す。これによりその呪文が打ち消されたなら、それをオーナーの墓地に置く代わりに追放する。"
JA_OTHER_ORDER = "呪文１つを対象とし、それを打ち消す。その呪文がこれにより打ち消されたなら、それをオーナーの墓地に置く代わりに追放する。"


def _compiled(text, lang):
    c = compile_text(text, lang, "", "Instant" if lang == "en" else "インスタント")
    assert c.status == "ok", [u.reason for u in c.unparsed]
    return c.card


def test_both_languages_say_the_countered_card_is_exiled():
    en = _compiled(EN, "en")
    assert en.abilities[0].effect == n.CounterSpell(n.TargetRef(0), instead_to="exile")
    assert ir.dumps(en) == ir.dumps(_compiled(JA, "ja")) == ir.dumps(_compiled(JA_OTHER_ORDER, "ja"))


def test_with_no_counter_before_it_the_sentence_is_refused():
    c = compile_text("Draw a card. If that spell is countered this way, exile it instead of putting it into its "
                     "owner's graveyard.", "en", "", "Instant")
    assert c.status != "ok"


@pytest.mark.parametrize("instead_to,zone", [("", "graveyard"), ("exile", "exile")])
def test_the_countered_card_goes_where_the_counter_says(instead_to, zone):
    g = Game(seed=1)
    bear = compile_text("", "en", "Bear", "Creature — Bear", "2/2").card
    obj = g.create(CardDef("Bear", bear), 1, "stack")
    item = StackItem(g.new_id(), 1, obj, bear.abilities[0] if bear.abilities else None, True, label="Bear")
    g.stack.append(item)
    HANDLERS["counter_spell"](n.CounterSpell(n.TargetRef(0), instead_to=instead_to),
                              Ctx(g, 0, targets=[[StackRef(item)]]))
    assert item not in g.stack and obj.zone == zone
