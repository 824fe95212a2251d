"""The event verbs a trigger's subject takes (grammar `event_verb`, build/event_verbs.py) compose
with every subject form and read the same in both languages; what the runtime does with the new
ones: it follows an opponent's graveyard, a spell's (not an ability's) targeting, any player's
tapping, committing a crime and expending, and refuses by name the events its log does not have
(exploiting)."""
import pytest

from oraclec.compiler import compile_text
from oraclec.compiler.ir import nodes as n
from oraclec.runtime.cards import CardDef
from oraclec.runtime.errors import Unsupported
from oraclec.runtime.events import event_matches
from oraclec.runtime.game import Game
from oraclec.runtime.playable import missing_parts
from oraclec.runtime.select import Ctx
from oraclec.runtime.state import Event, StackItem


def _event(text: str, lang: str):
    c = compile_text(text, lang, "Testcard" if lang == "en" else "テストカード",
                     "Creature — Bear" if lang == "en" else "クリーチャー ― 熊", "2/2")
    assert c.status == "ok", [u.reason for u in c.unparsed]
    return c.card.abilities[0].event


PAIRS = [
    ("Whenever a creature attacks you, you gain 1 life.",
     "クリーチャー１体があなたを攻撃するたび、あなたは１点のライフを得る。",
     n.Attacks(n.Filter(types=("creature",)), n.You())),
    ("Whenever one or more creatures you control deal combat damage to a player, you gain 1 life.",
     "１体以上のあなたがコントロールしているクリーチャーがプレイヤー１人に戦闘ダメージを与えるたび、あなたは１点のライフを得る。",
     n.DamageDealt(n.OneOrMore(n.Filter(types=("creature",), controller="you")), n.Filter(types=("player",)),
                   combat=True)),
    ("Whenever Testcard deals combat damage to a player or battle, you gain 1 life.",
     "~がプレイヤーやバトルのうち１つに戦闘ダメージを与えるたび、あなたは１点のライフを得る。",
     n.DamageDealt(n.Self_(), n.AnyOf((n.Filter(types=("battle",)), n.Filter(types=("player",)))), combat=True)),
    ("Whenever Testcard enters or deals combat damage to a player, you gain 1 life.",
     "~が戦場に出るかプレイヤー１人に戦闘ダメージを与えるたび、あなたは１点のライフを得る。",
     n.AnyEvent((n.ZoneChange(n.Self_(), "", "battlefield"),
                 n.DamageDealt(n.Self_(), n.Filter(types=("player",)), combat=True)))),
    ("When Testcard is put into a graveyard from anywhere, you gain 1 life.",
     "~がいずこかから墓地に置かれたとき、あなたは１点のライフを得る。",
     n.ZoneChange(n.Self_(), "", "graveyard")),
    ("Whenever a creature is put into an opponent's graveyard from the battlefield, you gain 1 life.",
     "クリーチャー１体が戦場から対戦相手の墓地に置かれるたび、あなたは１点のライフを得る。",
     n.ZoneChange(n.Filter(types=("creature",)), "battlefield", "graveyard", owner="opponent")),
    ("Whenever enchanted land is tapped for mana, you gain 1 life.",
     "エンチャントしている土地がマナを引き出す目的でタップされるたび、あなたは１点のライフを得る。",
     n.TapsForMana(None, n.Enchanted())),
    ("Whenever Testcard becomes the target of a spell an opponent controls, you gain 1 life.",
     "~が対戦相手がコントロールしている呪文の対象になるたび、あなたは１点のライフを得る。",
     n.BecomesTarget(n.Self_(), "opponent", spell_only=True)),
    ("Whenever you cycle or discard a card, you gain 1 life.",
     "あなたがカードを１枚サイクリングするか捨てるたび、あなたは１点のライフを得る。",
     n.Discards(n.You())),
    ("Whenever an opponent loses life, you gain 1 life.",
     "対戦相手１人がライフを失うたび、あなたは１点のライフを得る。",
     n.LifeLost(n.Filter(types=("opponent",)))),
    ("Whenever an opponent plays a land, you gain 1 life.",
     "対戦相手１人が土地１つをプレイするたび、あなたは１点のライフを得る。", n.PlaysLand(n.Filter(types=("opponent",)))),
    ("Whenever you're dealt combat damage, you gain 1 life.",
     "あなたが戦闘ダメージを受けるたび、あなたは１点のライフを得る。", n.DamageDealt(None, n.You(), combat=True)),
    ("When Testcard enters the battlefield and whenever you cast a noncreature spell, you gain 1 life.",
     "~が戦場に出たときとあなたがクリーチャーでない呪文を唱えるたび、あなたは１点のライフを得る。",
     n.AnyEvent((n.ZoneChange(n.Self_(), "", "battlefield"),
                 n.Cast(n.You(), n.Filter(types=("spell",), not_types=("creature",)))))),
    ("At the beginning of your upkeep and whenever you cast a green spell, you gain 1 life.",
     "あなたのアップキープの開始時、および、あなたが緑の呪文を唱えるたび、あなたは１点のライフを得る。",
     n.AnyEvent((n.StepBegins("upkeep", "you"), n.Cast(n.You(), n.Filter(types=("spell",), colors=("green",)))))),
    ("When Testcard enters the battlefield or at the beginning of your upkeep, you gain 1 life.",
     "~が戦場に出たときか、あなたのアップキープの開始時に、あなたは１点のライフを得る。",
     n.AnyEvent((n.ZoneChange(n.Self_(), "", "battlefield"), n.StepBegins("upkeep", "you")))),
    ("Whenever you commit a crime, you gain 1 life.",
     "あなたが悪事を働くたび、あなたは１点のライフを得る。", n.CommitsCrime(n.You())),
    ("Whenever you expend 4, you gain 1 life.",
     "あなたが積算４を達成するたび、あなたは１点のライフを得る。", n.Expends(n.You(), 4)),
    ("When Testcard exploits a creature, you gain 1 life.",
     "~がクリーチャー１体を濫用したとき、あなたは１点のライフを得る。", n.Exploits(n.Self_())),
]


@pytest.mark.parametrize("en,ja,want", PAIRS, ids=[p[0][:40] for p in PAIRS])
def test_both_languages_read_the_event_alike(en, ja, want):
    assert _event(en, "en") == want
    assert _event(ja, "ja") == want


def test_becomes_blocked_by_reads_without_yotte_and_keeps_the_blocker_as_that_creature():
    """「…をブロックするか…にブロックされた状態になるたび、そのクリーチャーは…」: the blocker is
    "that creature" (the event's other object), as in English, never ~ itself."""
    en = compile_text("Whenever Testcard blocks or becomes blocked by a creature, that creature gets -1/-1 "
                      "until end of turn.", "en", "Testcard", "Creature — Bear", "2/2")
    ja = compile_text("~がクリーチャーをブロックするかクリーチャーにブロックされた状態になるたび、ターン終了時まで、"
                      "そのクリーチャーは-1/-1の修整を受ける。", "ja", "テストカード", "クリーチャー ― 熊", "2/2")
    assert en.status == ja.status == "ok"
    assert en.card.abilities == ja.card.abilities
    assert en.card.abilities[0].effect.what == n.TriggerObject("other")


def test_a_meaning_changing_edit_changes_the_event():
    assert _event("Whenever a creature attacks you, you gain 1 life.", "en") != _event(
        "Whenever a creature attacks, you gain 1 life.", "en")
    assert _event("When Testcard is put into exile from anywhere, you gain 1 life.", "en") != _event(
        "When Testcard is put into a graveyard from anywhere, you gain 1 life.", "en")
    assert _event("Whenever Testcard becomes the target of a spell, you gain 1 life.", "en") != _event(
        "Whenever Testcard becomes the target of a spell or ability, you gain 1 life.", "en")


def test_a_named_players_zone_is_refused_not_guessed():
    c = compile_text("Whenever a card is put into target player's graveyard, you gain 1 life.", "en", "Testcard",
                     "Enchantment")
    assert c.status != "ok"


def _moved(g, owner: int, frm: str, to: str):
    o = g.create(CardDef("Bear", compile_text("", "en", "Bear", "Creature — Bear", "2/2").card), owner, to)
    return Event("zone_change", (("obj_ref", o.id), ("frm", frm), ("to", to)))


def test_an_opponents_graveyard_is_a_card_an_opponent_owns():
    e = n.ZoneChange(n.Filter(types=("card", "creature")), "", "graveyard", owner="opponent")
    g = Game()
    assert event_matches(e, _moved(g, 1, "hand", "graveyard"), Ctx(g, 0))
    assert not event_matches(e, _moved(g, 0, "hand", "graveyard"), Ctx(g, 0))


def test_the_target_of_a_spell_is_not_the_target_of_an_ability():
    g = Game()
    me = g.create(CardDef("Bear", compile_text("", "en", "Bear", "Creature — Bear", "2/2").card), 0, "battlefield")
    e = n.BecomesTarget(n.Self_(), spell_only=True)
    for is_spell in (True, False):
        g.stack.append(StackItem(100 + is_spell, 1, me, None, is_spell))
    spell = Event("targeted", (("obj_ref", me.id), ("by", 1), ("item_ref", 101)))
    ability = Event("targeted", (("obj_ref", me.id), ("by", 1), ("item_ref", 100)))
    assert event_matches(e, spell, Ctx(g, 0, me))
    assert not event_matches(e, ability, Ctx(g, 0, me))
    assert event_matches(n.BecomesTarget(n.Self_()), ability, Ctx(g, 0, me))


def test_a_crime_and_expending_are_followed():
    crime = compile_text("Whenever you commit a crime, you gain 1 life.", "en", "Testcard", "Creature — Bear", "2/2")
    expend = compile_text("Whenever you expend 4, you gain 1 life.", "en", "Testcard", "Creature — Bear", "2/2")
    assert missing_parts(crime.card) == [] and missing_parts(expend.card) == []
    g = Game()
    mine = Event("crime", (("player_idx", 0),))
    assert event_matches(crime.card.abilities[0].event, mine, Ctx(g, 0))
    assert not event_matches(crime.card.abilities[0].event, mine, Ctx(g, 1))
    e = expend.card.abilities[0].event
    assert event_matches(e, Event("expend", (("player_idx", 0), ("before", 3), ("total", 5))), Ctx(g, 0))
    assert not event_matches(e, Event("expend", (("player_idx", 0), ("before", 4), ("total", 6))), Ctx(g, 0))
    assert not event_matches(e, Event("expend", (("player_idx", 0), ("before", 1), ("total", 3))), Ctx(g, 0))


@pytest.mark.parametrize("text,part", [
    ("Whenever this creature mutates, you gain 1 life.", "event mutates"),
])
def test_an_event_the_log_does_not_have_is_not_playable_and_refused(text, part):
    c = compile_text(text, "en", "Testcard", "Creature — Bear", "2/2")
    assert part in missing_parts(c.card)
    with pytest.raises(Unsupported):
        event_matches(c.card.abilities[0].event, Event("draw", (("player_idx", 0),)), Ctx(Game(), 0))


def test_exploits_is_played_and_matches_the_exploiting_creature_only():
    """CR 702.110b: "when ~ exploits a creature" is the exploits event of ~ itself."""
    c = compile_text("When Testcard exploits a creature, you gain 1 life.", "en", "Testcard", "Creature — Bear", "2/2")
    assert missing_parts(c.card) == []
    g = Game()
    me = g.create(CardDef("Testcard", c.card), 0, "battlefield")
    other = g.create(CardDef("Testcard", c.card), 0, "battlefield")
    e = c.card.abilities[0].event
    assert event_matches(e, Event("exploits", (("obj_ref", me.id),)), Ctx(g, 0, me))
    assert not event_matches(e, Event("exploits", (("obj_ref", other.id),)), Ctx(g, 0, me))
    assert not event_matches(e, Event("sacrificed", (("obj_ref", me.id), ("player_idx", 0))), Ctx(g, 0, me))


def test_a_land_played_is_seen_on_the_battlefield_by_its_kind():
    g = Game()
    forest = g.create(CardDef("Forest", compile_text("", "en", "Forest", "Basic Land — Forest").card), 1,
                      "battlefield")
    ev = Event("played_land", (("player_idx", 1), ("obj_ref", forest.id)))
    opp = n.Filter(types=("opponent",))
    assert event_matches(n.PlaysLand(opp), ev, Ctx(g, 0))
    assert not event_matches(n.PlaysLand(n.You()), ev, Ctx(g, 0))
    assert event_matches(n.PlaysLand(opp, n.Filter(types=("land",), supertypes=("basic",))), ev, Ctx(g, 0))
    assert not event_matches(n.PlaysLand(opp, n.Filter(types=("land",), supertypes=("legendary",))), ev, Ctx(g, 0))
