"""Day and night (CR 726) and daybound / nightbound (CR 702.145): the game is neither until a
daybound permanent appears (then day); the untap step's check of the previous turn's spells
(CR 502.2); daybound permanents turn over as it becomes night and back as it becomes day, enter
back face up at night, and nothing else transforms them (702.145b)."""
import json

import pytest

import two_faces

from oraclec.compiler.ir import nodes as n
from oraclec.runtime import sba
from oraclec.runtime.effects.registry import run_effect
from oraclec.runtime.game import Game
from oraclec.runtime.keywords.daybound import untap_step
from oraclec.runtime.select import Ctx

DAY = {"name_en": "Bird Admirer", "name_ja": "鳥の崇拝者", "type_en": "Creature — Human Archer Werewolf",
       "type_ja": "クリーチャー ― 人間・射手・狼男", "pt": "1/4", "related_face_en": "Wing Shredder",
       "text_en": "Reach\nDaybound (If a player casts no spells during their own turn, it becomes night next turn.)",
       "text_ja": "到達\n日暮（プレイヤーが自分のターンに呪文を唱えなかったなら、次のターンに夜になる。）"}
NIGHT = {"name_en": "Wing Shredder", "name_ja": "翼裂き", "type_en": "Creature — Werewolf",
         "type_ja": "クリーチャー ― 狼男", "pt": "3/5", "related_face_en": "Bird Admirer",
         "text_en": "Reach\nNightbound (If a player casts at least two spells during their own turn, it becomes day next turn.)",
         "text_ja": "到達\n夜明（プレイヤーが自分のターンに２つ以上の呪文を唱えたなら、次のターンに昼になる。）"}


def _turn(g, number, active):
    g.emit("turn", turn=number, active=g.players[active].name)
    untap_step(g)


def _cast(g, pi):
    g.emit("cast", player=g.players[pi].name, player_idx=pi, spell="X", obj_ref=0)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_day_and_night_turn_daybound_permanents_over(tmp_path, lang):
    lib = two_faces.library(tmp_path, lang, (DAY, NIGHT))
    assert json.loads((tmp_path / "defs.jsonl").read_text(encoding="utf-8").splitlines()[0])["playable"] is True
    g = Game(seed=1)
    g.log.clear()
    g.emit("turn", turn=1, active="P1")
    a = g.create(lib.get("Bird Admirer"), 0, "battlefield")
    assert g.day_night is None
    sba.check(g)
    assert g.day_night == "day" and a.name == "Bird Admirer"  # a daybound permanent: it becomes day
    _turn(g, 2, 1)  # P1 cast no spells during turn 1: night
    assert g.day_night == "night" and a.name == "Wing Shredder" and g.chars(a).power == 3
    b = g.create(lib.get("Bird Admirer"), 0, "hand")
    g.put_onto_battlefield(b)
    assert b.name == "Wing Shredder"  # enters back face up at night
    run_effect(n.Transform(n.Self_()), Ctx(g, 0, source=a))
    assert a.name == "Wing Shredder"  # only day and night turn it over (702.145b)
    _cast(g, 1)
    _turn(g, 3, 0)  # one spell by P2 during turn 2: still night
    assert g.day_night == "night"
    _cast(g, 0), _cast(g, 0)
    _cast(g, 1)  # not the active player's
    _turn(g, 4, 1)  # P1 cast two spells during turn 3: day
    assert g.day_night == "day" and a.name == b.name == "Bird Admirer"
    _turn(g, 5, 0)  # P2 cast none during turn 4: night again
    assert g.day_night == "night" and a.name == "Wing Shredder"
