"""The verb-frame table (compiler/tables/verbs.py) walked: every verb stands in every place a
player's verb can — the imperative ("Draw two cards." / 「カード２枚を引く。」), "you may"
(「あなたは…てもよい」) and after another player ("Target player draws two cards." / 「そのプレイヤーは…」)
— and both languages reach the same IR there. A verb whose IR has no doer (destroy, tap …) is
refused after another subject in both languages, never read as yours.

The same rows are a trigger's event ("Whenever an opponent mills two cards, …" / 「対戦相手がカード２枚を
切削するたび、…」, and the Japanese past 「…したとき」) and the event a "would" replacement replaces
("If an opponent would mill two cards, … instead" / 「対戦相手が…なら、代わりに…」): in each place
both languages reach the same IR, or both refuse it in the builder (a verb whose IR has no doer,
a count the event does not keep), never one language alone and never a sentence the grammar
cannot read. A condition on what a player did this turn ("If an opponent has milled two cards this
turn" / 「このターンに対戦相手がカード２枚を切削していた場合」) reads the verbs' past forms (verbs.EN_PAST,
verbs.ja_te) and is the same event again: it stands wherever the trigger's event does, or the
table declares why the verb cannot (verbs.NO_PAST_CONDITION)."""
import pytest

from oraclec.compiler import compile_text, ir
from oraclec.compiler.tables import verbs

# one example per verb row: the English imperative (base form), its Japanese; the third person
# when it is not the base form with the verb made third person (English) or the same words
# (Japanese): a possessor changes with the subject ("your hand" → "their hand" / 「自分の手札」)
EXAMPLES = {
    "gain": [("gain 3 life", "３点のライフを得る")],
    "lose": [("lose 2 life", "２点のライフを失う")],
    "pay": [("pay 2 life", "２点のライフを支払う")],
    "draw": [("draw two cards", "カード２枚を引く")],
    "discard": [("discard two cards", "カード２枚を捨てる"),
                ("discard your hand", "あなたの手札を捨てる", "discards their hand", "自分の手札を捨てる")],
    "mill": [("mill two cards", "カード２枚を切削する")],
    "scry": [("scry 2", "占術２を行う")],
    "surveil": [("surveil 2", "諜報２を行う")],
    "discover": [("discover 3", "発見３を行う")],
    "earthbend": [("earthbend 2", "土の技２を行う")],
    "clash": [("clash with an opponent", "対戦相手１人と激突を行う")],
    "reveal": [("reveal the top card of your library", "あなたのライブラリーの一番上のカードを公開する",
                "reveals the top card of their library", "自分のライブラリーの一番上のカードを公開する")],
    "shuffle": [("shuffle your library", "あなたのライブラリーを切り直す", "shuffles their library", "自分のライブラリーを切り直す")],
    "destroy": [("destroy all creatures", "すべてのクリーチャーを破壊する")],
    "exile": [("exile all creatures", "すべてのクリーチャーを追放する")],
    "return": [("return all creatures to their owners' hands", "すべてのクリーチャーをオーナーの手札に戻す")],
    "sacrifice": [("sacrifice a creature", "クリーチャー１体を生け贄に捧げる")],
    "tap": [("tap all creatures", "すべてのクリーチャーをタップする")],
    "untap": [("untap all creatures", "すべてのクリーチャーをアンタップする")],
    "create": [("create a 1/1 green Elf creature token", "緑の1/1のエルフ・クリーチャー・トークン１体を生成する")],
    "proliferate": [("proliferate", "増殖を行う")],
    "investigate": [("investigate", "調査を行う")],
    "populate": [("populate", "居住を行う")],
    "take": [("take an extra turn after this one", "このターンに続いて追加の１ターンを行う")],
    "become": [("become the monarch", "統治者になる")],
    "add": [("add {G}", "(緑)を加える")],
    "support": [("support 2", "支援２を行う")],
    "bolster": [("bolster 2", "鼓舞２を行う")],
    "flip": [("flip a coin", "コイン投げをする")],
    "roll": [("roll a d20", "１個のd20を振る")],
}
# rows with no example here, and why
NO_EXAMPLE = {
    "look": "looking at the top cards is half of an effect: what is done with them follows (passes.dig)",
    "search": "a search is read with what is done with the card found (put, shuffle): a sentence of its own",
    "counter": "'counter target spell' needs a target, declared in Japanese (a sentence of its own)",
    "put": "every frame puts a counter or card on something chosen or targeted before",
    "attach": "attaches one object to another named before",
    "tap or untap": "'tap or untap target permanent': a target",
    "regenerate": "'regenerate target creature': a target",
    "transform": "transforms the card itself or a target",
    "switch": "English only ('switch … power and toughness'): 「入れ替える」 is an object's verb",
    "goad": "'goad target creature': a target",
    "monstrosity": "the card's own keyword action (monstrosity N)",
    "remove": "removes counters from something named before",
    "double": "doubles counters on something named before",
    "amass": "English only in the table",
    "incubate": "makes an Incubator token that a following sentence may name",
    "adapt": "the card's own keyword action",
    "manifest": "puts a card face down: the card itself is named before",
    "control": "Japanese only (「…をコントロールする」)",
    "learn": "a choice outside the game (CR 701.48)",
    "venture": "the dungeon (CR 701.49)",
    "copy": "'copy target instant or sorcery spell': a target",
    "get": "energy ({E}), English only",
    "skip": "'skips their next combat phase': a player's own turn",
    "choose": "'choose new targets for the copy': a copy named before",
    "prevent": "prevention shields name their recipient",
}

# the te-form of the verb a Japanese example ends with, for 「…てもよい」
TE = {"得る": "得て", "失う": "失って", "支払う": "支払って", "引く": "引いて", "捨てる": "捨てて", "する": "して",
      "行う": "行って", "切り直す": "切り直して", "戻す": "戻して", "捧げる": "捧げて", "なる": "なって", "加える": "加えて",
      "振る": "振って"}


def _may_ja(ja: str) -> str:
    for dict_form, te in sorted(TE.items(), key=lambda kv: -len(kv[0])):
        if ja.endswith(dict_form):
            return ja[: -len(dict_form)] + te + "もよい"
    raise AssertionError(f"no te-form for {ja!r}")


def _third_en(verb: verbs.Verb, en: str) -> str:
    base, third = verb.en[0], verb.en[1]
    assert en.startswith(base), en
    return third + en[len(base):]


def _compile(text: str, lang: str):
    return compile_text(text, lang, "", "Sorcery" if lang == "en" else "ソーサリー")


def _ir(c):
    return ir.dumps(c.card) if c.status == "ok" else None


CASES = [(v.name, i) for v in verbs.VERBS for i in range(len(EXAMPLES.get(v.name, ())))]


def test_every_verb_has_an_example_or_a_reason():
    names = {v.name for v in verbs.VERBS}
    assert sorted(names - set(EXAMPLES) - set(NO_EXAMPLE)) == []
    assert sorted((set(EXAMPLES) | set(NO_EXAMPLE)) - names) == []  # nothing listed that is no verb
    assert len(EXAMPLES) >= len(names) // 2


@pytest.mark.parametrize("name,i", CASES, ids=[f"{n}-{i}" for n, i in CASES])
def test_a_verb_in_every_place(name, i):
    verb = next(v for v in verbs.VERBS if v.name == name)
    en, ja, *third = EXAMPLES[name][i]
    en3, ja3 = (third + [None, None])[:2]
    en3 = en3 or _third_en(verb, en)
    ja3 = ja3 or ja
    places = {
        "imperative": (en[0].upper() + en[1:] + ".", ja + "。"),
        "you may": ("You may " + en + ".", "あなたは" + _may_ja(ja) + "。"),
    }
    for place, (e, j) in places.items():
        ce, cj = _compile(e, "en"), _compile(j, "ja")
        assert ce.status == "ok" and cj.status == "ok", (place, e, [u.reason for u in ce.unparsed], j,
                                                         [u.reason for u in cj.unparsed])
        assert _ir(ce) == _ir(cj), (place, e, j)
    # after another player: the same IR in both languages, or refused in both (no doer in the IR)
    e = "Each opponent " + en3 + "."
    j = "各対戦相手は" + ja3 + "。"
    ce, cj = _compile(e, "en"), _compile(j, "ja")
    assert (ce.status == "ok") == (cj.status == "ok"), (e, ce.status, j, cj.status,
                                                       [u.reason for u in ce.unparsed + cj.unparsed])
    if ce.status == "ok":
        assert _ir(ce) == _ir(cj), (e, j)
        assert '"kind":"you"' not in _ir(ce), (e, _ir(ce))  # the opponents do it, not you
    # with another player's zone where the verb's doer must use their own: refused in both
    if "your" in en3.split() and "their" not in en3.split():
        pass
    elif ja3 != ja and "あなたの" in ja:
        e, j = "Each opponent " + _third_en(verb, en) + ".", "各対戦相手は" + ja + "。"
        ce, cj = _compile(e, "en"), _compile(j, "ja")
        assert (ce.status == "ok") == (cj.status == "ok"), (e, ce.status, j, cj.status)
    else:  # refused by the builder (who does it), not a sentence the grammar cannot read
        assert all(u.reason.startswith("not understood") for u in ce.unparsed + cj.unparsed), (
            e, [u.reason for u in ce.unparsed + cj.unparsed])


def _past_ja(ja: str) -> str:
    for dict_form, past in sorted(verbs.JA_PAST.items(), key=lambda kv: -len(kv[0])):
        if ja.endswith(dict_form):
            return ja[: -len(dict_form)] + past.replace(" ", "")
    raise AssertionError(f"no past for {ja!r}")


def _same_or_refused_in_both(e: str, j: str, lang_types=("Enchantment", "エンチャント")):
    ce = compile_text(e, "en", "", lang_types[0])
    cj = compile_text(j, "ja", "", lang_types[1])
    reasons = [u.reason for u in ce.unparsed + cj.unparsed]
    assert (ce.status == "ok") == (cj.status == "ok"), (e, ce.status, j, cj.status, reasons)
    if ce.status == "ok":
        assert _ir(ce) == _ir(cj), (e, j)
        return True
    # refused by the builder (the frame does not allow it there), not unread by the grammar
    assert all(u.reason.startswith("not understood") for u in ce.unparsed + cj.unparsed), (e, j, reasons)
    return False


@pytest.mark.parametrize("name,i", CASES, ids=[f"{n}-{i}" for n, i in CASES])
def test_a_verb_as_an_event(name, i):
    """Whenever another player does it (present and, in Japanese, past), and what a replacement of
    that event ("If an opponent would …, … instead") replaces."""
    verb = next(v for v in verbs.VERBS if v.name == name)
    en, ja, *third = EXAMPLES[name][i]
    en3, ja3 = (third + [None, None])[:2]
    en3 = en3 or _third_en(verb, en)
    ja3 = ja3 or ja
    gain = ("you gain 1 life", "あなたは１点のライフを得る")
    if not verb.event:  # its words are an object's event ("becomes blocked"): not a player's
        ce = compile_text(f"Whenever an opponent {en3}, {gain[0]}.", "en", "", "Enchantment")
        assert ce.status != "ok" or "player_does" not in _ir(ce)
        return
    ok = _same_or_refused_in_both(f"Whenever an opponent {en3}, {gain[0]}.", f"対戦相手が{ja3}たび、{gain[1]}。")
    past = _same_or_refused_in_both(f"When an opponent {en3}, {gain[0]}.", f"対戦相手が{_past_ja(ja3)}とき、{gain[1]}。")
    assert ok == past, (name, "the past is the same event as the present")
    verb_en = en3 if en3 != _third_en(verb, en) else en
    would = _same_or_refused_in_both(f"If an opponent would {verb_en.replace(verb.en[1], verb.en[0], 1)}, {gain[0]} instead.",
                                     f"対戦相手が{ja3}なら、代わりに{gain[1]}。")
    assert would == ok, (name, "a replacement replaces the event a trigger waits for")
    # a condition on what a player did this turn ("If an opponent has lost 2 life this turn, …" /
    # 「このターンに対戦相手が２点のライフを失っていた場合、…」): the same event, in the game's record
    if verb.name in verbs.NO_PAST_CONDITION:
        return
    spell = ("Sorcery", "ソーサリー")
    for past in verbs.EN_PAST[verb.name]:
        e = f"If an opponent has {en3.replace(verb.en[1], past, 1)} this turn, {gain[0]}."
        j = f"このターンに対戦相手が{_te_ja(ja3)}いた場合、{gain[1]}。"
        assert _same_or_refused_in_both(e, j, spell) == ok, (name, "a condition on the event a trigger waits for")
        e = f"If an opponent {en3.replace(verb.en[1], past, 1)} this turn, {gain[0]}."
        assert _same_or_refused_in_both(e, j, spell) == ok, (name, "the simple past as the perfect")


def _te_ja(ja: str) -> str:
    for dict_form in sorted(verbs.JA_PAST, key=len, reverse=True):
        if ja.endswith(dict_form):
            return ja[: -len(dict_form)] + verbs.ja_te(dict_form).replace(" ", "")
    raise AssertionError(f"no te-form for {ja!r}")


def test_the_event_of_a_verb_is_its_own_node_or_player_does():
    """draw / discard / sacrifice keep the events they always had; mill, scry … are PlayerDoes."""
    def event(text):
        c = compile_text(text, "en", "", "Enchantment")
        assert c.status == "ok", [u.reason for u in c.unparsed]
        return c.card.abilities[0].event

    assert type(event("Whenever an opponent draws a card, you gain 1 life.")).kind == "draws"
    assert type(event("Whenever an opponent discards a card, you gain 1 life.")).kind == "discards"
    assert type(event("Whenever an opponent sacrifices a creature, you gain 1 life.")).kind == "sacrificed"
    mill = event("Whenever an opponent mills a card, you gain 1 life.")
    assert type(mill).kind == "player_does" and type(mill.action).kind == "mill"
