"""The runtime's registries say where everything is played: each condition test name the compiler
emits has a handler or is listed as not played (and then says so: Unsupported); each effect node
has one handler or is listed with the file that plays it; the keyword table names the file that
plays each keyword, and no other keyword is played. A second handler for one name is refused."""
import re
from pathlib import Path

import pytest

import oraclec
import oraclec.compiler
from oraclec.compiler.ir import nodes as n
from oraclec.compiler.tables.keywords import KEYWORDS, by_name
from oraclec.runtime import keywords, replacements
from oraclec.runtime.conditions import CONDITIONS, UNSUPPORTED, condition, evaluate_condition
from oraclec.runtime.effects import HANDLERS, handles, run_effect
from oraclec.runtime.effects.registry import ELSEWHERE
from oraclec.runtime.errors import Unsupported
from oraclec.runtime.game import Game
from oraclec.runtime.select import Ctx

PACKAGE = Path(oraclec.__file__).parent
COMPILER = PACKAGE / "compiler"


def _emitted_condition_tests() -> set[str]:
    """Every test name the compiler's source builds a Condition with."""
    found = set()
    for path in COMPILER.rglob("*.py"):
        found |= set(re.findall(r'(?:Condition\(\s*|test=)"([a-z_]+)"', path.read_text(encoding="utf-8")))
    return found


def test_every_condition_the_compiler_emits_is_played_or_listed_unsupported():
    emitted = _emitted_condition_tests()
    assert len(emitted) >= 30  # the scan found the builder's conditions
    assert not set(CONDITIONS) & set(UNSUPPORTED)
    assert emitted - set(CONDITIONS) - set(UNSUPPORTED) == set(), "conditions with no runtime meaning"
    assert (set(CONDITIONS) | set(UNSUPPORTED)) - emitted == set(), "runtime conditions nothing emits"


@pytest.mark.parametrize("test", sorted(UNSUPPORTED))
def test_an_unsupported_condition_says_so(test):
    with pytest.raises(Unsupported, match=test):
        evaluate_condition(n.Condition(test), Ctx(Game(), 0))


def test_conditions_are_evaluated_by_their_handlers():
    ctx = Ctx(Game(), 0)
    ctx.game.players[1].life = 5
    assert evaluate_condition(n.Condition("life", ("opponent", "le", 5)), ctx)
    assert not evaluate_condition(n.Condition("life", ("you", "le", 5)), ctx)
    assert evaluate_condition(n.Not(n.Condition("your_turn")), Ctx(ctx.game, 1))


def _quotes(text: str, name: str) -> bool:
    return f'"{name}"' in text or f"'{name}'" in text


def test_the_keyword_table_names_the_file_that_plays_each_keyword():
    sources = {p.relative_to(PACKAGE).as_posix(): p.read_text(encoding="utf-8")
               for p in (PACKAGE / "runtime").rglob("*.py")}
    for k in KEYWORDS:
        if k.played:
            assert k.played in sources, f"{k.name}: no file {k.played}"
            assert _quotes(sources[k.played], k.name), f"{k.name}: {k.played} does not mention it"
        else:
            users = sorted(p for p, text in sources.items() if _quotes(text, k.name))
            assert users == [], f"{k.name} is read in {users}, but the keyword table says it is not played"


def test_keyword_hooks_are_registered_from_the_file_the_table_names():
    hooks = {**keywords.AS_ENTERS, **keywords.ACTIVATED, **keywords.TRIGGERED, **keywords.CASTING}
    assert {"bloodthirst", "equip", "level up", "cycling", "prowess", "ward", "kicker"} <= set(hooks)
    for name, fn in hooks.items():
        where = fn.__module__.removeprefix("oraclec.").replace(".", "/") + ".py"
        assert by_name(name) is not None and by_name(name).played == where, (name, where)


def test_effect_handlers_are_for_ir_nodes_and_the_others_are_where_the_table_says():
    assert set(HANDLERS) <= set(n.REGISTRY) and set(replacements.ENTERS) <= set(n.REGISTRY)
    assert len(HANDLERS) >= 70
    for kind, where in ELSEWHERE.items():
        assert kind in n.REGISTRY and kind not in HANDLERS, kind
        text = (PACKAGE / where).read_text(encoding="utf-8")  # the node's class, or its kind registered there
        assert f"n.{n.REGISTRY[kind].__name__}" in text or f'"{kind}"' in text, (kind, where)


def test_an_effect_with_no_handler_is_unsupported():
    with pytest.raises(Unsupported, match="take_initiative"):
        run_effect(n.TakeInitiative(n.You()), Ctx(Game(), 0))


@pytest.mark.parametrize("register,name", [(handles, "draw"), (condition, "life"),
                                           (replacements.enters, "enters_tapped"),
                                           (keywords.hooks.as_enters, "bloodthirst")])
def test_a_second_handler_for_one_name_is_refused(register, name):
    with pytest.raises(ValueError, match="second"):
        register(name)(lambda *a: None)
