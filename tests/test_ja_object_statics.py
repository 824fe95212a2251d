"""Japanese wordings of effects and static abilities that read the same IR as the English."""
import pytest

from helpers import INSTANT, SORCERY, same

CASES = [
    ("Foo can't be blocked by creatures with flying.",
     "~は、飛行を持つクリーチャーによってはブロックされない。", (), "can't be blocked by a filter"),
    ("Foo can't be blocked except by Rogues.",
     "~はならず者によってしかブロックされない。", (), "except by"),
    ("Whenever Foo deals combat damage to a player, put that many +1/+1 counters on Foo.",
     "~がプレイヤー1人に戦闘ダメージを与えるたび、~の上にその点数に等しい数の+1/+1カウンターを置く。", (), "that many"),
    ("Put a +1/+1 counter on Foo for each creature you control.",
     "~の上に、あなたがコントロールしているクリーチャー1体につき+1/+1カウンター1個を置く。", (), "for each"),
    ("Search your library for a basic Forest or Plains card, reveal it, put it into your hand, then shuffle.",
     "あなたのライブラリーから基本であり森か平地であるカード1枚を探し、公開し、あなたの手札に加える。その後、ライブラリーを切り直す。",
     INSTANT, "basic, said with であり"),
    ("Destroy target nonland permanent with mana value 3 or less.",
     "マナ総量が3以下で土地でないパーマネント1つを対象とし、それを破壊する。", INSTANT, "以下で"),
    ("All creatures able to block Foo do so.", "~をブロックできるすべてのクリーチャーは、~をブロックする。", (), "all able to block"),
    ("{W}: Foo can attack this turn as though it didn't have defender.",
     "{W}：このターン、~は防衛を持たないかのように攻撃できる。", (), "as though no defender"),
    ("Look at the top three cards of your library. Put one of them into your hand and the rest into your graveyard.",
     "あなたのライブラリーの一番上からカード3枚を見る。それらのうち1枚をあなたの手札に、残りをあなたの墓地に置く。",
     SORCERY, "one of them"),
    ("Foo can block an additional creature each combat.",
     "各戦闘で、~は追加で1体のクリーチャーをブロックできる。", (), "each combat, first"),
]


@pytest.mark.parametrize("en,ja,types,why", CASES, ids=[c[3] for c in CASES])
def test_same_ir(en, ja, types, why):
    kw = dict(type_en=types[0], type_ja=types[1]) if types else {}
    same(en, ja, name_en="Foo", name_ja="フー", **kw)
