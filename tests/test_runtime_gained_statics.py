"""A static ability gained in layer 6 applies in the layers after it (CR 613.1f): one a static
ability gives ("Max speed — This creature gets +1/+2", corpus/scenarios/max_speed_four.toml) and one
a resolved effect gives ("… gains 'This creature gets +2/+2' until end of turn")."""
from helpers import on_battlefield

from oraclec.compiler.ir import nodes as n
from oraclec.runtime.cards import CardDef
from oraclec.runtime.effects import run_effect
from oraclec.runtime.select import Ctx

BEAR = CardDef("Bear", n.CardIR((), ("creature",), ("Bear",), (), 2, 2))


def _bear():
    return on_battlefield(BEAR)


def test_a_static_ability_an_effect_gives_applies():
    g, o = _bear()
    run_effect(n.Grant(n.Self_(), (n.Static(n.Pump(n.Self_(), 2, 2)),), duration="until_end_of_turn"), Ctx(g, 0, o))
    assert (g.chars(o).power, g.chars(o).toughness) == (4, 4)


def test_a_static_ability_a_static_ability_gives_applies_with_its_own_grants():
    g, o = _bear()
    inner = n.Static(n.Sequence((n.Pump(n.Self_(), 1, 2), n.Grant(n.Self_(), (n.KeywordAbility("menace"),)))))
    run_effect(n.Grant(n.Self_(), (n.Static(n.Grant(n.Self_(), (inner,))),), duration="until_end_of_turn"),
               Ctx(g, 0, o))
    ch = g.chars(o)
    assert (ch.power, ch.toughness) == (3, 4) and "menace" in ch.keywords
