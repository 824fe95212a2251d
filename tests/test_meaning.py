"""The meaning test (issue 19). First the edit library itself on hand-written texts (no corpus
needed); then, on a seeded sample of the shared corpus' pairs (faces whose English and Japanese
compile `ok` to the same IR), meaning-changing edits must change the IR or leave a line Unparsed
and meaning-preserving ones must not. The catch rate of each kind may rise, never fall below its
floor (measured, then set a little lower); the full run is bench/meaning_bench.py."""
import time

import pytest

import meaning_edits as me
import meaning_keeps as mk
from oraclec.compiler.normalize import normalize


def changes(text, lang, kinds=None, name="", type_line="Creature — Elf"):
    """{(rule, old, new)} of every edit of the text."""
    return {(e.rule, e.old, e.new) for e in me.edits(me.Face(text, lang, name, type_line), kinds)}


def texts(text, lang, kinds=None, name="", type_line="Creature — Elf"):
    return {e.text for e in me.edits(me.Face(text, lang, name, type_line), kinds)}


# ------------------------------------------------------------------ the edit library

def test_numbers_both_languages_not_mana_pt_or_a():
    got = texts("Shock deals 2 damage to any target. You gain one life. {2}: Draw a card. It gets +1/+1.", "en",
                ["number"], name="Shock")
    assert got == {"Shock deals 3 damage to any target. You gain one life. {2}: Draw a card. It gets +1/+1.",
                   "Shock deals 2 damage to any target. You gain one life. {2}: Draw two cards. It gets +1/+1."}
    assert texts("Choose one —\n• Destroy target creature.", "en", ["number"]) == {"Choose two —\n• Destroy target creature."}
    assert texts("Draw two cards.", "en", ["number"]) == {"Draw three cards."}
    assert texts("Whenever you draw a card, sacrifice an artifact.", "en", ["number"]) == {
        "Whenever you draw two cards, sacrifice an artifact.", "Whenever you draw a card, sacrifice two artifacts."}
    assert texts("Choose one or both —", "en", ["number"]) == set()  # "two or both" means nothing
    ja = texts("クリーチャー１体を対象とする。ショックはそれに２点のダメージを与える。(２)：+1/+1の修整を受ける。", "ja",
               ["number"], name="ショック")
    assert ja == {"クリーチャー２体を対象とする。ショックはそれに２点のダメージを与える。(２)：+1/+1の修整を受ける。",
                  "クリーチャー１体を対象とする。ショックはそれに３点のダメージを与える。(２)：+1/+1の修整を受ける。"}
    assert texts("好きな色１色のマナ１点を加える。", "ja", ["number"]) == {"好きな色１色のマナ２点を加える。"}


def test_pt_mana():
    assert changes("Target creature gets +2/+0. Create a 1/1 token. Put a +1/+1 counter on it.", "en", ["pt"]) == {
        ("pt.pt", "+2/+0", "+3/+0"), ("pt.pt", "1/1", "2/1"), ("pt.pt", "+1/+1", "-1/-1")}
    assert changes("それは+1/+1の修整を受ける。", "ja", ["pt"]) == {("pt.pt", "+1/+1", "+2/+1")}
    assert changes("{2}{R}, {T}: Add {G}.", "en", ["mana"]) == {
        ("mana.generic", "{2}", "{3}"), ("mana.color", "{R}", "{G}"), ("mana.color", "{G}", "{W}")}
    assert changes("(２)(赤),(Ｔ)：(緑)を加える。", "ja", ["mana"]) == {
        ("mana.generic", "(２)", "(３)"), ("mana.color", "(赤)", "(緑)"), ("mana.color", "(緑)", "(白)")}


def test_players_and_possessors():
    got = changes("Creatures you control get +1/+1. Return a card from your graveyard to your hand.", "en", ["player"])
    assert ("player.control", "you control", "an opponent controls") in got
    assert ("player.your", "your", "an opponent's") in got
    assert texts("Each opponent loses 2 life.", "en", ["player"]) == {"Each player loses 2 life."}
    got = changes("あなたがコントロールしているクリーチャーは+1/+1の修整を受ける。あなたの墓地からカード１枚をあなたの手札に戻す。",
                  "ja", ["player"])
    assert ("player.control", "あなた", "対戦相手") in got and ("player.your", "あなたの", "対戦相手の") in got
    # the card itself can only be in its owner's graveyard: "from an opponent's graveyard" says nothing else
    assert texts("{2}{B}: Return Bloodghast from your graveyard to the battlefield.", "en", ["player"],
                 name="Bloodghast") == set()
    assert texts("(２)(黒)：あなたの墓地から血の座を戦場に戻す。", "ja", ["player"], name="血の座") == set()


def test_card_types_not_self_or_back_references():
    got = changes("Return target creature card from your graveyard. Destroy target artifact.", "en", ["type"])
    assert got == {("type.card", "creature ", ""), ("type.swap", "creature", "artifact"),
                   ("type.swap", "artifact", "enchantment")}
    assert texts("When this creature dies, that creature's controller draws a card.", "en", ["type"]) == set()
    assert texts("X is the sacrificed creature's power. Those creatures can't block.", "en", ["type"]) == set()
    assert texts("Destroy an artifact creature.", "en", ["type"]) == {"Destroy an enchantment creature.",
                                                                       "Destroy an artifact enchantment."}
    assert texts("クリーチャー１体を対象とし、それを破壊する。", "ja", ["type"]) == {"アーティファクト１つを対象とし、それを破壊する。"}
    assert texts("このクリーチャーが死亡したとき、エンチャントしているクリーチャーを破壊する。", "ja", ["type"]) == set()
    assert texts("あなたの墓地にあるクリーチャー・カード１枚を対象とする。", "ja", ["type"]) >= {"あなたの墓地にあるカード１枚を対象とする。"}


def test_zones_verbs():
    assert texts("Return it to its owner's hand. Your maximum hand size is 8.", "en", ["zone"]) == {
        "Return it to its owner's graveyard. Your maximum hand size is 8."}
    assert texts("Exile a card from your graveyard.", "en", ["zone"]) == {"Exile a card from your hand."}
    assert texts("それをオーナーの手札に戻す。", "ja", ["zone"]) == {"それをオーナーの墓地に戻す。"}
    assert texts("あなたの墓地からカード１枚を追放する。", "ja", ["zone"]) == {"あなたの手札からカード１枚を追放する。"}
    got = changes("Destroy target creature. Draw a card, then discard a card. You gain 2 life. Untap it.", "en", ["verb"])
    assert got == {("verb.verb", "Destroy", "Exile"), ("verb.verb", "Draw", "Discard"), ("verb.verb", "discard", "draw"),
                   ("verb.verb", "gain", "lose"), ("verb.verb", "Untap", "Tap")}
    assert texts("Gain control of target creature. It doesn't untap during your untap step.", "en", ["verb"]) == set()
    got = changes("それを破壊する。カード１枚を引き、その後カード１枚を捨てる。あなたは２点のライフを得る。それをアンタップする。", "ja", ["verb"])
    assert got == {("verb.destroy", "破壊", "追放"), ("verb.draw", "引き", "捨て"), ("verb.discard", "捨てる", "引く"),
                   ("verb.gain", "得る", "失う"), ("verb.untap", "アンタップ", "タップ")}
    assert texts("それは破壊不能を持つ。", "ja", ["verb"]) == set()


def test_durations_targets_may():
    assert texts("Target creature gets +2/+2 until end of turn.", "en", ["duration"]) == {
        "Target creature gets +2/+2.", "Target creature gets +2/+2 until your next turn."}
    assert texts("ターン終了時まで、それは+2/+2の修整を受ける。", "ja", ["duration"]) == {
        "それは+2/+2の修整を受ける。", "あなたの次のターンまで、それは+2/+2の修整を受ける。"}
    assert texts("Destroy target creature. Another target creature gets -1/-1.", "en", ["target"]) == {
        "Destroy each creature. Another target creature gets -1/-1."}
    assert texts("クリーチャー１体を対象とし、それを破壊する。", "ja", ["target"]) == {"各クリーチャーを破壊する。"}
    assert texts("プレイヤー１人を対象とする。そのプレイヤーはカード１枚を引く。", "ja", ["target"]) == {"各プレイヤーはカード１枚を引く。"}
    # two pronouns: which one would become "each" is not a plain rewrite
    assert texts("クリーチャー１体を対象とする。それをタップし、それの上にカウンターを置く。", "ja", ["target"]) == set()
    assert texts("When ~ enters the battlefield, you may draw a card.", "en", ["may"]) == {
        "When ~ enters the battlefield, draw a card."}
    assert texts("You may look at the top card of your library any time.", "en", ["may"]) == set()  # a static rule
    # "up to" already lets the player take none: "may" adds nothing there
    assert texts("When ~ dies, you may return up to two target cards to your hand.", "en", ["may"]) == set()
    for may, must in (("引いてもよい", "引く"), ("戻してもよい", "戻す"), ("追放してもよい", "追放する"),
                      ("選んでもよい", "選ぶ"), ("支払ってもよい", "支払う"), ("生け贄に捧げてもよい", "生け贄に捧げる")):
        assert texts(f"このクリーチャーが戦場に出たとき、あなたはそれを{may}。", "ja", ["may"]) == {
            f"このクリーチャーが戦場に出たとき、それを{must}。"}, may
    assert texts("このクリーチャーが戦場に出たとき、あなたは「カード１枚を引く。」を選んでもよい。", "ja", ["may"]) == {
        "このクリーチャーが戦場に出たとき、カード１枚を引く。"}
    # an alternative cost is a rule of casting: "you must" would be no rule at all
    assert texts("You may discard a Plains card rather than pay this spell's mana cost.", "en", ["may"], "", "Instant") == set()


def test_pronoun_to_the_card_itself():
    assert texts("Whenever Dinosaur Hunter deals damage to a Dinosaur, destroy that creature.", "en", ["pronoun"],
                 "Dinosaur Hunter") == {"Whenever Dinosaur Hunter deals damage to a Dinosaur, destroy Dinosaur Hunter."}
    assert texts("恐竜狩人が恐竜にダメージを与えるたび、そのクリーチャーを破壊する。", "ja", ["pronoun"], "恐竜狩人") == {
        "恐竜狩人が恐竜にダメージを与えるたび、恐竜狩人を破壊する。"}
    assert texts('Equipped creature has "Whenever this creature blocks a creature, destroy that creature."', "en",
                 ["pronoun"], "Blade") == set()  # in a granted ability: neither is the card


def test_never_inside_names_reminders_or_labels():
    name = "Destroy the Creature Card of Your Hand"
    text = (f"Your Hand Destroyed — Whenever a land enters, {name} deals 2 damage to target creature. (Draw 2 cards.)\n"
            "Search your library for a card named Tap Two Graveyards.")
    kept = [name, "Tap Two Graveyards", "(Draw 2 cards.)", "Your Hand Destroyed — "]
    got = list(me.edits(me.Face(text, "en", name, "Creature — Elf"), me.CHANGING))
    assert {e.rule for e in got} == {"number.digit", "player.your", "type.swap", "target.each"}
    for e in got:
        assert all(e.text.count(k) == text.count(k) for k in kept), e
    ja_name = "墓地と手札の破壊"
    ja = (f"墓地の破壊 ― クリーチャー１体を対象とする。{ja_name}はそれを破壊する。（カード２枚を引く。）\n"
          "《手札を２枚引く者》という名前のカード１枚を探す。")
    kept = [ja_name, "《手札を２枚引く者》", "（カード２枚を引く。）", "墓地の破壊 ― "]
    got = list(me.edits(me.Face(ja, "ja", ja_name, "クリーチャー ― エルフ"), me.CHANGING))
    assert {e.rule for e in got} == {"number.digit", "type.swap", "verb.destroy", "target.each"}
    for e in got:
        assert all(e.text.count(k) == ja.count(k) for k in kept), e
    assert f"墓地の破壊 ― {ja_name}は各クリーチャーを破壊する。" in {e.text.split("（")[0] for e in got}


def test_preserving_edits_read_the_same_to_the_normalizer():
    """Each old wording is one the table turns back, each width or spacing variant one the
    normalizer folds: the normalized text is unchanged (the name ↔ this creature edit is checked
    where the grammar reads it, in the corpus test)."""
    samples = [("en", "When Elf dies, exile target creature. Activate only as a sorcery. Whenever you cast a spell, "
                      "add {G}. Target creature gets -1/-1. It can't block.", "Elf"),
               ("ja", "エルフが死亡したとき、クリーチャー１体を対象とし、それを追放する。あなたが呪文を唱えるたび、(緑)を加える。"
                      "あなたは(２)を支払ってもよい。そうしたなら、それは+1/+1の修整を受ける。起動はソーサリーとしてのみ行う。", "エルフ")]
    for lang, text, name in samples:
        got = list(me.edits(me.Face(text, lang, name, "Creature — Elf"), ["wording", "width"]))
        rules = {e.rule for e in got}
        assert len(rules) >= 4, rules
        base = normalize(text, lang, name).text
        for e in got:
            assert normalize(e.text, lang, name).text == base, (e.rule, e.old, e.new)
    assert ("wording.O202", "dies", "is put into a graveyard from the battlefield") in changes(samples[0][1], "en", ["wording"])
    # an old form counts only when the table turns it back into the current text
    assert mk.restores("en", "When it is put into a graveyard from play, draw.", "When it dies, draw.", 8) == "O202"
    assert mk.restores("en", "When it is put into a graveyard from play, draw.", "When it leaves, draw.", 8) is None
    assert ("wording.O203", "追放する", "ゲームから取り除く") in changes(samples[1][1], "ja", ["wording"])


def test_self_name_follows_the_type_line():
    assert texts("Shock deals 2 damage to any target.", "en", ["self"], "Shock", "Instant") == {
        "This spell deals 2 damage to any target."}
    assert texts("When this creature dies, draw a card.", "en", ["self"], "Elvish Visionary") == {
        "When Elvish Visionary dies, draw a card."}
    assert texts("ショックはそれに２点のダメージを与える。", "ja", ["self"], "ショック", "インスタント") == {
        "この呪文はそれに２点のダメージを与える。"}
    # inside quotes "this creature" is the object that has the granted ability, not the card
    assert texts('Elves you control have "When this creature dies, draw a card."', "en", ["self"], "Elf Lord") == set()
    # a card named like a keyword: 「飛行を持つ」 is the keyword
    assert texts("エンチャントしているクリーチャーは飛行を持つ。", "ja", ["self"], "飛行", "エンチャント ― オーラ") == set()


# ------------------------------------------------------------------ on the shared corpus

SEED = "meaning-ci"
FACES = 4000  # faces drawn by a stable key of their names; about half are pairs
PER_CELL = 40  # edits per kind and language, drawn by a stable key of the edit
# The ratchet, measured on this sample (1,120 edits, 80 per kind; commit d28ae8e's compiler): number
# 95.0 % caught (「毎ターン１回のみ」 → ２回, 「アーティファクト１つかエンチャント１つ」 → ２つか, a token's
# 滅殺１ → ２), pronoun 92.5 % ("destroy enchanted creature. That creature can't be regenerated" →
# "Parallax Dementia can't …": the IR already meant the card), zone 98.8 %, every other changing kind
# 100 %; no preserving edit flagged. A floor is today's figure less about two edits of 80, a ceiling
# one edit of 80: raise them as the compiler gets more faithful.
# Raised with issue 19's fixes (pronouns resolved to the trigger's objects, 「２つを対象とする」 counted):
# number 97.5 %, pronoun 100 % on this sample.
FLOORS = {"number": 95.0, "pt": 97.5, "mana": 97.5, "player": 97.5, "type": 97.5, "zone": 96.0, "verb": 97.5,
          "duration": 97.5, "target": 97.5, "may": 97.5, "pronoun": 97.5}
CEILINGS = {"wording": 1.25, "self": 1.25, "width": 1.25}


@pytest.fixture(scope="module")
def sample(shared_corpus):
    import meaning_pairs as mp

    t = time.perf_counter()
    recs = mp.load_records(shared_corpus / "cards.jsonl")
    cache: dict = {}
    pairs = mp.find_pairs(recs, mp.sample_faces(recs, FACES, SEED), cache)
    chosen = mp.choose(mp.candidate_edits(pairs), PER_CELL, SEED)
    results = [(e, mp.judge(p, e, cache)) for p, e in chosen]
    return mp, pairs, results, time.perf_counter() - t


def test_meaning_edits_on_the_corpus(sample, capsys):
    mp, pairs, results, seconds = sample
    by_kind = mp.tally(results, by=lambda e: (e.kind, "both"))
    with capsys.disabled():
        print(f"\nmeaning test: {len(pairs)} pairs, {len(results)} edits, {seconds:.1f} s")
        print(mp.table(mp.tally(results)))
    bad = []
    for kind in me.KINDS:
        t = by_kind.get((kind, "both"))
        assert t is not None and t.edits >= PER_CELL, f"too few {kind} edits in the sample"
        rate = t.rate(me.KINDS[kind])
        if me.KINDS[kind] and rate < FLOORS[kind]:
            bad.append(f"{kind}: {rate:.1f} % caught < floor {FLOORS[kind]} %")
        if not me.KINDS[kind] and rate > CEILINGS[kind]:
            bad.append(f"{kind}: {rate:.1f} % flagged > ceiling {CEILINGS[kind]} %")
    wrong = [f"  {e.rule} ({e.lang}, {v}): {e.context(30)}" for e, v in results
             if v in (mp.MISSED, mp.FLAGGED_IR, mp.FLAGGED_UNPARSED)]
    assert not bad, "the IR is less faithful: " + "; ".join(bad) + "\n" + "\n".join(wrong)
