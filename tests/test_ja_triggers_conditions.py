"""Japanese triggers and conditions reach the IR their English text does: 'unless' from any verb of
the verb table (its negative stem), a state trigger, 'if it targets', 'if you've cast … this turn',
'one or more' wherever the count stands, a zone change from a library."""
import json

import pytest

from oraclec.compiler import ir
from oraclec.compiler.compile import compile_text

PAIRS = [
    ("Whenever an opponent casts a spell, that player loses 5 life unless they discard a card.",
     "対戦相手が呪文を唱えるたび、そのプレイヤーはカード１枚を捨てないかぎり５点のライフを失う。"),
    ("At the beginning of your upkeep, sacrifice Thirst unless you pay {U}.",
     "あなたのアップキープの開始時に、あなたが(青)を支払わないかぎり渇きを生け贄に捧げる。"),
    ("When Glint Hawk enters the battlefield, sacrifice it unless you return an artifact you control to its owner's hand.",
     "きらめく鷹が戦場に出たとき、あなたがコントロールしているアーティファクト１つをオーナーの手札に戻さないかぎり、それを生け贄に捧げる。"),
    ("Whenever Rotting Giant attacks or blocks, sacrifice it unless you exile a card from your graveyard.",
     "朽ちゆく巨人が攻撃かブロックするたび、あなたが自分の墓地からカード１枚を追放しないかぎり、朽ちゆく巨人を生け贄に捧げる。"),
    ("When you control no Islands, sacrifice Sea Serpent.",
     "あなたが島をコントロールしていないとき、大海蛇を生け贄に捧げる。"),
    ("When Dream Thief enters the battlefield, draw a card if you've cast another blue spell this turn.",
     "夢の盗人が戦場に出たとき、このターンにあなたが他の青の呪文を唱えていたなら、カード１枚を引く。"),
    ("Whenever one or more nontoken creatures you control die, investigate.",
     "あなたがコントロールしていてトークンでない１体以上のクリーチャーが死亡するたび、調査を行う。"),
    ("Whenever one or more nontoken Vampires you control attack, draw a card.",
     "あなたがコントロールしていてトークンでない吸血鬼が１体以上攻撃するたび、カード１枚を引く。"),
    ("When Narcomoeba is put into your graveyard from your library, you may put it onto the battlefield.",
     "ナルコメーバがあなたのライブラリーからあなたの墓地に置かれたとき、あなたはこれを戦場に出してもよい。"),
]
NAMES = {"Thirst": "渇き", "Glint Hawk": "きらめく鷹", "Rotting Giant": "朽ちゆく巨人", "Sea Serpent": "大海蛇",
         "Dream Thief": "夢の盗人", "Narcomoeba": "ナルコメーバ"}


def _ir(c):
    return json.dumps([ir.to_json(a) for a in c.card.abilities], sort_keys=True, ensure_ascii=False)


@pytest.mark.parametrize("en,ja", PAIRS)
def test_japanese_reaches_the_english_ir(en, ja):
    name = next((k for k in NAMES if k in en), "")
    ce = compile_text(en, "en", name, "Creature — Test")
    cj = compile_text(ja, "ja", NAMES.get(name, ""), "クリーチャー ― テスト")
    assert ce.status == "ok", [u.reason for u in ce.unparsed]
    assert cj.status == "ok", [u.reason for u in cj.unparsed]
    assert _ir(ce) == _ir(cj)


def test_a_state_trigger_is_only_control_none():
    c = compile_text("~が攻撃しているとき、~を生け贄に捧げる。", "ja", "", "クリーチャー ― テスト")
    assert c.status != "ok"
