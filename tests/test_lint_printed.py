"""Lint over the printed texts of ../shared/corpus/printed.jsonl (skipped when it is absent).

The expectations below were written by hand from reading each printed text: the outdated
wording, where it stands, and what today's templates say instead."""
import json

import pytest

from oraclec.compiler.lint import Options, lint_pair, lint_record
from oraclec.compiler.records import record_from_dict

# (English name, set, language, code, the outdated words as printed, today's wording)
EXPECTED = [
    ("Nephalia Drownyard", "ISD", "ja", "O205", "あなたのマナ・プールに", ""),
    ("Bloodfell Caves", "C17", "ja", "O205", "あなたのマナ・プールに", ""),
    ("Kismet", "4ED", "en", "O201", "come into play", "enter"),
    ("Rakdos Signet", "C16", "ja", "O205", "あなたのマナ・プールに", ""),
    ("Golgari Guildgate", "MM3", "en", "O205", "Add {B} or {G} to your mana pool", "Add {B} or {G}"),
    ("Golgari Guildgate", "MM3", "en", "O201", "enters the battlefield", "enters"),
    ("Drooling Ogre", "DST", "ja", "O204", "プレイする", "唱える"),
    ("Grand Coliseum", "C16", "ja", "O205", "あなたのマナ・プールに、", ""),
    ("Cathodion", "USG", "en", "O202", "is put into a graveyard from play", "dies"),
    ("Cathodion", "USG", "en", "O205", "add three colorless mana to your mana pool", "add three colorless mana"),
    ("Rogue Elephant", "WTH", "en", "O201", "comes into play", "enters"),
    ("Turn to Dust", "MRD", "ja", "O205", "あなたのマナ・プールに", ""),
    ("Conspiracy", "TSB", "ja", "O206", "場", "戦場"),
    ("Lys Alana Huntmaster", "LRW", "en", "O204", "play", "cast"),
    ("Lys Alana Huntmaster", "LRW", "en", "O206", "into play", "onto the battlefield"),
    ("Rathi Dragon", "TMP", "en", "O201", "comes into play", "enters"),
    ("Chorus of the Conclave", "CMD", "ja", "O209", "そうした場合", "そうしたなら"),
    ("Seaside Citadel", "ALA", "ja", "O206", "場", "戦場"),
    ("Fold into Aether", "5DN", "ja", "O209", "そうした場合", "そうしたなら"),
    ("Elves of Deep Shadow", "DDJ", "en", "O205", "Add {B} to your mana pool", "Add {B}"),
    ("Anarchist", "EXO", "en", "O201", "comes into play", "enters"),
    ("Rishadan Port", "MMQ", "en", "O205", "Add one colorless mana to your mana pool", "Add one colorless mana"),
    ("Resurrection", "TSB", "ja", "O206", "場", "戦場"),
    ("Wooden Sphere", "8ED", "en", "O204", "plays", "casts"),
    ("Wurm's Tooth", "DST", "ja", "O204", "プレイする", "唱える"),
    ("Tombfire", "ODY", "en", "O203", "removes all cards with flashback in his or her graveyard from the game",
     "exiles all cards with flashback in his or her graveyard"),
    ("Ball Lightning", "4ED", "en", "O201", "comes into play", "enters"),
    ("Urborg Volcano", "C17", "en", "O205", "Add {B} or {R} to your mana pool", "Add {B} or {R}"),
    ("Soul Warden", "9ED", "en", "O201", "comes into play", "enters"),
    ("Command Tower", "CMD", "en", "O205", "Add to your mana pool", "Add"),
    ("Simian Spirit Guide", "PLC", "en", "O203", "Remove Simian Spirit Guide in your hand from the game",
     "Exile Simian Spirit Guide in your hand"),
    ("Celestial Purge", "CON", "en", "O203", "Remove target black or red permanent from the game",
     "Exile target black or red permanent"),
    ("Shambling Remains", "CON", "ja", "O203", "ゲームから取り除く", "追放する"),
    ("Archon of Justice", "EVE", "en", "O202", "is put into a graveyard from play", "dies"),
    ("Archon of Justice", "EVE", "en", "O203", "remove target permanent from the game", "exile target permanent"),
    ("Coiling Oracle", "DIS", "ja", "O206", "場", "戦場"),
    ("Shadowfeed", "ALA", "ja", "O203", "ゲームから取り除く", "追放する"),
    ("Broodmate Dragon", "ALA", "en", "O206", "into play", "onto the battlefield"),
    ("Caustic Hound", "MBS", "ja", "O202", "戦場からいずれかの墓地に置かれた", "死亡した"),
    ("Verdant Force", "9ED", "ja", "O206", "場", "戦場"),
    ("Dragon Arch", "APC", "en", "O206", "into play", "onto the battlefield"),
    ("Blistergrub", "SOM", "en", "O202", "is put into a graveyard from the battlefield", "dies"),
    ("Elite Cat Warrior", "POR", "en", "O206", "in play", "on the battlefield"),
    ("Drekavac", "DIS", "ja", "O206", "場", "戦場"),
    ("Rustspore Ram", "MRD", "en", "O201", "comes into play", "enters"),
    ("Rustspore Ram", "MRD", "ja", "O206", "場", "戦場"),
    ("Dakmor Lancer", "7ED", "en", "O201", "comes into play", "enters"),
    ("Soilshaper", "CHK", "en", "O204", "play", "cast"),
    ("Theft of Dreams", "P02", "en", "O206", "in play", "on the battlefield"),
    ("Hidden Horror", "10E", "ja", "O206", "場", "戦場"),
    ("Carven Caryatid", "RAV", "en", "O201", "comes into play", "enters"),
    ("Sprout", "TSP", "en", "O206", "into play", "onto the battlefield"),
    ("Festering Goblin", "10E", "ja", "O202", "場からいずれかの墓地に置かれた", "死亡した"),
    ("Demon's Horn", "10E", "en", "O204", "plays", "casts"),
    ("Grave Pact", "CMD", "en", "O202", "is put into a graveyard from the battlefield", "dies"),
    ("Spellstutter Sprite", "LRW", "ja", "O206", "場", "戦場"),
    ("Voice of All", "PLS", "en", "O201", "comes into play", "enters"),
    ("Nightsoil Kami", "SOK", "ja", "O202", "場からいずれかの墓地に置かれた", "死亡した"),  # in soulshift's reminder
]
# Printed texts with no outdated wording of these kinds (a land "put into a graveyard" does not die).
CLEAN = [
    ("Wind Zendikon", "WWK", "ja", ("O202",)),
    ("Rest in Peace", "A25", "ja", ("O201", "O202", "O203", "O204", "O205", "O206", "O209")),
    ("Sea Gate Oracle", "C17", "ja", ("O201", "O202", "O203", "O204", "O205", "O206", "O209")),
]


@pytest.fixture(scope="module")
def printed(shared_corpus):
    out = {}
    with open(shared_corpus / "printed.jsonl", encoding="utf-8") as f:
        for line in f:
            d = json.loads(line)
            out.setdefault((d["name_en"], d["set"]), d)
    return out


def _findings(printed, name, set_, lang):
    d = printed[(name, set_)]
    rec = record_from_dict(d, f"printed.jsonl:{name}")
    return lint_record(rec, Options(langs=(lang,), pair=False)).findings


def test_the_sample_is_big_enough():
    assert len({(n, s, lang) for n, s, lang, *_ in EXPECTED}) >= 50


@pytest.mark.parametrize("name,set_,lang,code,old,new", EXPECTED, ids=[f"{e[0]}-{e[2]}-{e[3]}" for e in EXPECTED])
def test_outdated_wording_found_with_its_replacement(printed, name, set_, lang, code, old, new):
    got = [(f.code, f.place.text, f.suggestion) for f in _findings(printed, name, set_, lang)]
    assert (code, old, new) in got, got


@pytest.mark.parametrize("name,set_,lang,codes", CLEAN)
def test_no_false_outdated_wording(printed, name, set_, lang, codes):
    got = [f for f in _findings(printed, name, set_, lang) if f.code.startswith(codes)]
    assert got == []


def test_doubling_chant_m12_printing_lacks_creature(printed):
    """The seed FAQ's erratum: the M12 Japanese says 「同じ名前を持つカード」 for "a creature card with
    the same name". The translation check names the missing word and points into both texts."""
    d = printed[("Doubling Chant", "M12")]
    rec = record_from_dict(d, "printed.jsonl")
    found = [f for f in lint_record(rec, Options()).findings if f.code == "X401"]
    assert len(found) == 1, found
    f = found[0]
    assert "“creature”" in f.message and "Japanese text lacks" in f.message
    assert "同じ名前を持つカード" in f.place.text
    assert [r.text for r in f.related] == ["creature"]
    # today's Japanese says クリーチャー・カード: the pair means the same, no finding
    current = lint_pair(dict(text=d["text_en"], name=d["name_en"], type_line=d["type_en"]),
                        dict(text=d["text_ja_current"], name=d["name_ja"], type_line=d["type_ja"]))
    assert [f for f in current.findings if f.code.startswith("X")] == []
    assert current.status == {"en": "ok", "ja": "ok"}
