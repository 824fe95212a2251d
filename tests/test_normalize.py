from oraclec.compiler.normalize import normalize


def test_english_self_reference_and_reminder():
    src = "Flying (This creature can't be blocked except by creatures with flying or reach.)\nWhen Aegis Angel dies, draw a card."
    r = normalize(src, "en", "Aegis Angel")
    assert r.text == "flying\nwhen ~ dies, draw a card."
    assert [x.kind for x in r.notes if x.kind == "reminder"] == ["reminder"]
    i = r.text.index("~")
    a, b = r.span(i, i + 1)
    assert src[a:b] == "Aegis Angel"


def test_english_this_creature_and_enters():
    r = normalize("When this creature enters, draw a card.", "en", "X")
    assert r.text == "when ~ enters the battlefield, draw a card."


def test_english_old_wordings_are_noted():
    r = normalize("When Gravedigger comes into play, draw a card.", "en", "Gravedigger")
    assert "enters the battlefield" in r.text
    assert any(n.kind == "old_wording" for n in r.notes)


def test_japanese_symbols_widths_and_self():
    src = "(２)(赤),(Ｔ)：ソリンの渇きは１点のダメージを与える。"
    r = normalize(src, "ja", "ソリンの渇き")
    assert r.text == "{2}{R},{T}：~は1点のダメージを与える。"
    i = r.text.index("1")
    a, b = r.span(i, i + 1)
    assert src[a:b] == "１"


def test_japanese_reminder_but_not_keyword_argument():
    r = normalize("エンチャント（クリーチャー）\n狂喜１（このターンに対戦相手にダメージが与えられていたなら、このクリーチャーは+1/+1カウンター１個が置かれた状態で戦場に出る。）", "ja", "X")
    assert r.text == "エンチャント（クリーチャー）\n狂喜1"


def test_japanese_energy_spelt_out_is_reminder_text():
    src = "あなたは(Ｅ)(Ｅ)（エネルギー・カウンター２個）を得る。"
    r = normalize(src, "ja", "X")
    assert r.text == "あなたは{E}{E}を得る。"
    (rem,) = [x for x in r.notes if x.kind == "reminder"]
    assert src[rem.span[0]:rem.span[1]] == "（エネルギー・カウンター２個）"


def test_japanese_reminder_with_nested_parentheses_is_one_reminder():
    src = "授与(３)(白)（このカードを授与コストで唱えたなら、これはエンチャント（クリーチャー）を持つオーラ・呪文である。ついていないなら、これは再びクリーチャーになる。）\n飛行"
    r = normalize(src, "ja", "X")
    assert r.text == "授与{3}{W}\n飛行"
    (rem,) = [x for x in r.notes if x.kind == "reminder"]
    assert "エンチャント（クリーチャー）" in rem.text


def test_japanese_card_named_like_a_creature_type_is_itself():
    r = normalize("オウムガイがブロックされた状態になるたび、あなたはカードを１枚引いてもよい。", "ja", "オウムガイ")
    assert r.text.startswith("~がブロックされた")


def test_japanese_this_creature_and_names():
    r = normalize("このクリーチャーが戦場に出たとき、《アラクナスの蜘蛛の巣》という名前のカード１枚を探す。", "ja", "Y")
    assert r.text.startswith("~が戦場に出たとき、⟨0⟩という名前のカード1枚")
    assert r.names == ("アラクナスの蜘蛛の巣",)


def test_japanese_old_wording():
    r = normalize("～が場に出たとき、カードを１枚引く。", "ja", "")
    assert "戦場に出た" in r.text
    assert any(n.kind == "old_wording" for n in r.notes)


def test_flavor_words_are_taken_out_but_rules_labels_stay():
    """A flavor word has no rules meaning (CR 207.2d); labels like "Max speed" or "Boast" do."""
    from oraclec.compiler.normalize import normalize

    assert normalize("Probing Telepathy — Whenever a creature dies, draw a card.", "en", "X").text == \
        "whenever a creature dies, draw a card."
    assert normalize("Eukrasia — Whenever you cast your second spell each turn, draw a card.", "en", "X").text == \
        "whenever you cast your second spell each turn, draw a card."
    assert normalize("心を探るテレパシー ― クリーチャーが死亡するたび、カード１枚を引く。", "ja", "X").text == \
        "クリーチャーが死亡するたび、カード1枚を引く。"
    for en in ("Max speed — {T}: Add {R}{R}.", "Boast — {1}: Draw a card.", "II, III — Draw a card.", "Choose one — Draw a card."):
        assert "—" in normalize(en, "en", "X").text
    for ja in ("最高速度 ― (Ｔ)：(赤)(赤)を加える。", "II、III ― カード１枚を引く。", "以下から望む数を選ぶ ― "):
        assert "―" in normalize(ja, "ja", "X").text
