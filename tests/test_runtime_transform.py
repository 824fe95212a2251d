"""Transforming double-faced cards (CR 701.28, 712): a compiled face names its other face, the
runtime links the two, and a permanent that transforms stays the same object with only the
characteristics of the face now up; in any other zone it is its front face again. A face whose
other face is not there is refused by name, never left as it is."""
import json

import pytest

import two_faces

from oraclec.compiler import compile_text
from oraclec.compiler.database import compile_record
from oraclec.compiler.ir import nodes as n
from oraclec.compiler.records import record_from_dict
from oraclec.runtime.effects.registry import run_effect
from oraclec.runtime.errors import Unsupported
from oraclec.runtime.game import Game
from oraclec.runtime.select import Ctx

FRONT = {"name_en": "Afflicted Deserter", "name_ja": "苦悩の脱走者", "type_en": "Creature — Human Werewolf",
         "type_ja": "クリーチャー ― 人間・狼男", "pt": "3/2", "related_face_en": "Werewolf Ransacker",
         "text_en": "At the beginning of each upkeep, if no spells were cast last turn, transform Afflicted Deserter.",
         "text_ja": "各アップキープの開始時に、直前のターンに呪文が唱えられていなかった場合、苦悩の脱走者を変身させる。"}
BACK = {"name_en": "Werewolf Ransacker", "name_ja": "狼男の荒らし屋", "type_en": "Creature — Werewolf",
        "type_ja": "クリーチャー ― 狼男", "pt": "5/4", "related_face_en": "Afflicted Deserter",
        "text_en": "Trample\nWhen this creature transforms into Werewolf Ransacker, you gain 2 life.",
        "text_ja": "トランプル\nこのクリーチャーが狼男の荒らし屋に変身したとき、あなたは２点のライフを得る。"}


def _library(tmp_path, lang, faces=(FRONT, BACK)):
    return two_faces.library(tmp_path, lang, faces)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_compiled_face_names_its_other_face(lang):
    line = compile_record(record_from_dict(FRONT), lang)
    assert line["status"] == "ok" and line["other_face"] == "Werewolf Ransacker"
    assert line["playable"] is True, line["missing"]
    alone = compile_record(record_from_dict(dict(FRONT, related_face_en=None)), lang)
    assert "other_face" not in alone and alone["playable"] is False
    assert "transform: the record names no other face" in alone["missing"]


def test_a_saga_that_returns_transformed_needs_its_other_face():
    """"Exile this Saga, then return it to the battlefield transformed" turns it over too (CR 712.14):
    with no other face named it is not playable, and random games are dealt no such face."""
    from oraclec.runtime.cards import CardDef, missing_other_face

    saga = {"name_en": "Teaching Saga", "type_en": "Enchantment — Saga", "text_en":
            "(As this Saga enters and after your draw step, add a lore counter.)\nI — Draw a card.\n"
            "II — Exile this Saga, then return it to the battlefield transformed under your control."}
    line = compile_record(record_from_dict(saga), "en")
    assert line["status"] == "ok" and line["playable"] is False
    assert "transform: the record names no other face" in line["missing"]
    card = compile_text(saga["text_en"], "en", "Teaching Saga", saga["type_en"]).card
    assert missing_other_face(CardDef("Teaching Saga", card))


def test_a_face_whose_other_face_is_not_played_is_not_dealt(tmp_path):
    from oraclec.runtime.cards import missing_other_face

    assert not missing_other_face(_library(tmp_path, "en").get("Afflicted Deserter"))
    unread = dict(BACK, text_en="Whenever this creature blorps a snark, you gain 2 life.")
    assert missing_other_face(_library(tmp_path, "en", (FRONT, unread)).get("Afflicted Deserter"))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_permanent_transforms_into_its_other_face_and_back(tmp_path, lang):
    lib = _library(tmp_path, lang)
    g = Game(seed=1)
    o = g.create(lib.get("Afflicted Deserter"), 0, "battlefield")
    o.counters["+1/+1"] = 1
    o.damage = 1
    ctx = Ctx(g, 0, source=o)
    assert (g.chars(o).power, g.chars(o).toughness) == (4, 3)
    run_effect(n.Transform(n.Self_()), ctx)
    ch = g.chars(o)
    assert o.name == "Werewolf Ransacker" and (ch.power, ch.toughness) == (6, 5)  # counters stay (CR 712)
    assert "trample" in ch.keywords and ch.subtypes == ("Werewolf",) and o.damage == 1
    assert g.log[-1].kind == "transformed"
    run_effect(n.Transform(n.Self_()), ctx)
    assert o.name == "Afflicted Deserter" and "trample" not in g.chars(o).keywords
    run_effect(n.Transform(n.Self_()), ctx)
    g.move(o, "graveyard")
    assert o.name == "Afflicted Deserter"  # front face up in every other zone (CR 712.8a)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_face_whose_other_face_is_missing_is_refused(tmp_path, lang):
    lib = _library(tmp_path, lang, faces=(FRONT,))
    g = Game(seed=1)
    o = g.create(lib.get("Afflicted Deserter"), 0, "battlefield")
    with pytest.raises(Unsupported, match="other face"):
        run_effect(n.Transform(n.Self_()), Ctx(g, 0, source=o))
    assert o.name == "Afflicted Deserter"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_transforming_into_a_face_triggers_that_face(tmp_path, lang):
    lib = _library(tmp_path, lang)
    g = Game(seed=1)
    o = g.create(lib.get("Afflicted Deserter"), 0, "battlefield")
    run_effect(n.Transform(n.Self_()), Ctx(g, 0, source=o))
    assert [p.source.id for p in g.pending] == [o.id]  # "when this creature transforms into ~"
    run_effect(n.Transform(n.Self_()), Ctx(g, 0, source=o))
    assert len(g.pending) == 1  # back to the front face: that face has no such trigger


@pytest.mark.parametrize("lang,text", [
    ("en", "Return target creature card from your graveyard to the battlefield transformed."),
    ("ja", "あなたの墓地にあるクリーチャー・カード１枚を対象とする。それを変身させた状態で戦場に戻す。"),
])
def test_a_card_put_onto_the_battlefield_transformed_enters_back_face_up(tmp_path, lang, text):
    spell = compile_text(text, lang, "Test", "Sorcery" if lang == "en" else "ソーサリー")
    assert spell.status == "ok", [u.reason for u in spell.unparsed]
    effect = spell.card.abilities[0].effect
    lib = _library(tmp_path, lang)
    g = Game(seed=1)
    o = g.create(lib.get("Afflicted Deserter"), 0, "graveyard")
    run_effect(effect, Ctx(g, 0, targets=[[o]]))
    assert o.zone == "battlefield" and o.name == "Werewolf Ransacker"  # CR 712.14
    alone = g.create(_library(tmp_path, lang, faces=(FRONT,)).get("Afflicted Deserter"), 0, "graveyard")
    with pytest.raises(Unsupported, match="other face"):
        run_effect(effect, Ctx(g, 0, targets=[[alone]]))
