""""One or more" as the quantity of an event's object (CR 603.2c): "whenever you discard one or
more cards" triggers once for the cards discarded together, "whenever you discard a card" once
for each card; an "or" of a once-each event and a once-for-all one is refused, not played as
either."""
import pytest
from helpers import on_battlefield

from oraclec.compiler import compile_text
from oraclec.compiler.ir import nodes as n
from oraclec.runtime.cards import CardDef
from oraclec.runtime.effects import run_effect
from oraclec.runtime.errors import Unsupported
from oraclec.runtime.batches import batched
from oraclec.runtime.refusals import refusal
from oraclec.runtime.select import Ctx

GRIZZLY = CardDef("Grizzly", n.CardIR((), ("creature",), ("Bear",), (), 2, 2))


def _card(text: str, lang: str = "en") -> CardDef:
    c = compile_text(text, lang, "", "Enchantment" if lang == "en" else "エンチャント")
    assert c.status == "ok", [u.reason for u in c.unparsed]
    return CardDef("Testcard", c.card)


def _pending_after_discarding(card: CardDef, how_many: int) -> int:
    g, o = on_battlefield(card)
    for _ in range(3):
        g.create(GRIZZLY, 0, "hand")
    run_effect(n.Discard(n.You(), how_many), Ctx(g, 0, o))  # the cards discarded together
    assert len(g.players[0].graveyard) == how_many
    return sum(1 for p in g.pending if p.source is o)


@pytest.mark.parametrize("lang, text", [
    ("en", "Whenever you discard one or more cards, you gain 1 life."),
    ("ja", "あなたが１枚以上のカードを捨てるたび、あなたは１点のライフを得る。"),
])
def test_one_or_more_cards_discarded_together_trigger_once(lang, text):
    card = _card(text, lang)
    assert batched(card.abilities[0].event)
    assert _pending_after_discarding(card, 2) == 1
    assert _pending_after_discarding(card, 1) == 1


@pytest.mark.parametrize("lang, text", [
    ("en", "Whenever you discard a card, you gain 1 life."),
    ("ja", "あなたがカード１枚を捨てるたび、あなたは１点のライフを得る。"),
])
def test_a_card_discarded_triggers_once_for_each_card(lang, text):
    card = _card(text, lang)
    assert not batched(card.abilities[0].event)
    assert _pending_after_discarding(card, 2) == 2


def test_one_or_more_of_a_kind_counts_only_that_kind():
    card = _card("Whenever you discard one or more artifact cards, you gain 1 life.")
    assert _pending_after_discarding(card, 2) == 0  # (the Grizzlies are no artifacts)


def test_combat_damage_to_one_or_more_creatures_triggers_once():
    card = _card("Whenever a creature you control deals damage to one or more creatures, you gain 1 life.")
    g, o = on_battlefield(card)
    bears = [g.create(GRIZZLY, 0, "limbo") for _ in range(3)]
    for b in bears:
        g.put_onto_battlefield(b, 0)
    run_effect(n.DealDamage(n.Self_(), 1, n.Each(n.Filter(types=("creature",), other=True))), Ctx(g, 0, bears[0]))
    assert sum(1 for p in g.pending if p.source is o) == 1


def test_an_or_of_once_each_and_once_for_all_is_refused():
    each = n.Blocks(n.Self_())
    all_ = n.BecomesBlocked(n.Self_(), n.OneOrMore(n.Filter(types=("creature",))))
    mixed = n.AnyEvent((each, all_))
    with pytest.raises(Unsupported, match="once-for-all"):
        batched(mixed)
    assert "once-for-all" in refusal(mixed)
    both = n.AnyEvent((all_, n.Blocks(n.Self_(), n.OneOrMore(n.Filter(types=("creature",))))))
    assert batched(both) and refusal(both) is None


ZOMBIE = CardDef("Zombie", n.CardIR((n.KeywordAbility("haste"),), ("creature",), ("Zombie",), (), 2, 2))
HASTY_BEAR = CardDef("Bear", n.CardIR((n.KeywordAbility("haste"),), ("creature",), ("Bear",), (), 2, 2))


def _pending_after_attacking(text: str, attackers) -> int:
    from oraclec.runtime.combat import declare_attackers

    g, o = on_battlefield(_card(text))
    objs = []
    for card in attackers:
        x = g.create(card, 0, "limbo")
        g.put_onto_battlefield(x, 0)
        objs.append(x)
    declare_attackers(g, 0, {x: ("player", 1) for x in objs})
    return sum(1 for p in g.pending if p.source is o)


def test_attacking_with_one_or_more_of_a_kind_counts_that_kind():
    text = "Whenever you attack with one or more Zombies, you gain 1 life."
    assert _pending_after_attacking(text, [ZOMBIE, ZOMBIE, HASTY_BEAR]) == 1
    assert _pending_after_attacking(text, [HASTY_BEAR]) == 0
    two = "Whenever you attack with two or more Zombies, you gain 1 life."
    assert _pending_after_attacking(two, [ZOMBIE, HASTY_BEAR]) == 0
    assert _pending_after_attacking(two, [ZOMBIE, ZOMBIE]) == 1


def test_attacking_a_player_with_one_or_more():
    text = "Whenever you attack a player with one or more creatures, you gain 1 life."
    assert _pending_after_attacking(text, [HASTY_BEAR, HASTY_BEAR]) == 1


def test_counters_a_player_put_are_refused():
    """The log says what got counters, not who put them: "whenever you put one or more counters on
    a creature" is refused, never played as any counters put on it."""
    card = _card("Whenever you put one or more +1/+1 counters on a creature you control, you gain 1 life.")
    e = card.abilities[0].event
    assert isinstance(e, n.CountersPut) and e.by == n.You()
    assert "who put counters" in refusal(e)
    assert refusal(n.CountersPut(n.Self_(), "+1/+1")) is None
    with pytest.raises(Unsupported, match="who put counters"):  # (before it is played at all)
        on_battlefield(card)
