"""The verb table (compiler/tables/verbs.py) is where the lexers learn the verbs of one
player's list of actions: every form in it is read as continuing such a list."""
import re

import pytest

from oraclec.compiler import grammars
from oraclec.compiler.lex_ja import tokenize
from oraclec.compiler.tables import verbs


def _pattern(name: str) -> re.Pattern:
    return re.compile(next(t for t in grammars.en_parser().terminals if t.name == name).pattern.value)


def test_every_english_form_continues_a_list_and_nothing_else_does():
    pv_and, pv_comma = _pattern("PV_AND"), _pattern("PV_COMMA")
    assert "destroys" in verbs.en_3sg_forms() and "creates" in verbs.en_3sg_forms()  # every verb of the table
    for form in verbs.en_3sg_forms():
        assert pv_and.match(f"and {form} a card"), form
        assert pv_comma.match(f", {form} a card") and pv_comma.match(f", then {form} a card"), form
    # the base form starts a clause of its own; "gets" and "becomes" are an object's too ("… gains
    # trample and gets +2/+0")
    for text in (", destroy target creature", ", target creature", "and gets +2/+0", ", becomes a 4/4"):
        assert not pv_and.match(text) and not pv_comma.match(text), text


# one sentence per Japanese form: the 、 after it goes on with the same player
JA_EXAMPLES = {
    "失い": "そのプレイヤーは１点のライフを失い、カード１枚を引く。",
    "得": "あなたは２点のライフを得、カード１枚を引く。",
    "捨て": "そのプレイヤーはカード１枚を捨て、カード１枚を引く。",
    "引き": "そのプレイヤーはカード１枚を引き、１点のライフを失う。",
    "捧げ": "そのプレイヤーはクリーチャー１体を生け贄に捧げ、カード１枚を引く。",
    "切削し": "そのプレイヤーはカード３枚を切削し、カード１枚を引く。",
}
NOT_YET = {"切削し"}  # the lexer gives 「切削」「し」 (see verbs.py)


@pytest.mark.parametrize("form", sorted(verbs.ja_renyo_forms()))
def test_every_japanese_form_continues_a_list(form):
    types = [t.type for t in tokenize(JA_EXAMPLES[form])]
    assert ("PV_COMMA" in types) is (form not in NOT_YET), form  # (once 切削し is read, NOT_YET goes)


def test_a_new_clause_after_the_comma_is_not_a_list():
    assert "PV_COMMA" not in [t.type for t in tokenize("そのプレイヤーは１点のライフを失い、あなたはカード１枚を引く。")]
