"""The verb-frame table: one row per game verb a player does — its English and Japanese forms
and its frames (the arguments it takes and the builder method that makes its IR). Both grammars'
verb phrases are generated from it once (compiler/verb_rules.py) and used wherever a
verb can stand: the imperative ("Draw a card."), "you may …", a player's verb ("Target player
draws a card", 「そのプレイヤーはカード１枚を引く」), "… unless you …", "you may have … do …", a trigger's
event ("whenever an opponent draws a card", 「…を引くたび」「…を引いたとき」: JA_PAST) and the event a
"would" replacement replaces ("if you would draw a card", 「あなたがカード１枚を引くなら」).
The subject and the mood are the context's: a frame's builder method returns a Pred (values.py)
that waits for its subject, or an effect nobody but you can do (then only "you" may be the
subject: the imperative, "you may").

A frame's `en` / `ja` is a Lark expansion in which `{v}` stands for the verb in the forms the
row gives (English: base and third person; Japanese: 終止形 and 連用形, as token sequences the
Japanese lexer makes, e.g. 「破壊」「する」 / 「破壊」「し」). Adding a verb is a row here plus its builder
method; nothing else lists verbs (the lexers' list words below are read from here too).

`en_3sg` / `ja_renyo` (`in_lists`): the forms the lexers look for outside the grammar, to tell one
player's list of actions ("Target player loses 1 life, discards a card, then draws a card" /
「そのプレイヤーは１点のライフを失い、カード１枚を捨て、その後カード１枚を引く」) from two clauses: the English
lexer's PV_COMMA / PV_AND (compiler/grammars.py) and the Japanese lexer's continuative 、
(lex_ja.CONTINUATIVE).
"""
from __future__ import annotations

import attrs


@attrs.frozen(slots=True)
class Frame:
    alias: str  # the builder method (and the tree's alias)
    room: str  # the builder module it lives in (build/<room>.py)
    en: str | None = None  # Lark expansion, `{v}` = the verb
    ja: tuple[str, ...] = ()  # Lark expansions, `{v}` = the verb
    en_forms: tuple[str, ...] | None = None  # only these English forms (None: all of the row's)
    # where the frame stands: "any" — with or without a subject ("Draw a card." / "Target player
    # draws a card"); "bare" — only with no subject or after "may" ("counter" after a subject's
    # "… with flying" would read as a counter); "after" — only after a subject or "may" (「…か…」 to
    # sacrifice, which at the start of a clause is what 「…か…を対象とし」 starts with)
    subject: str = "any"
    event: bool = True  # also a trigger's event when its verb is one (Verb.event)


@attrs.frozen(slots=True)
class Verb:
    name: str  # the verb, English base form
    en: tuple[str, ...] = ()  # English forms: base, third person singular (multiword: "tap or untap")
    frames: tuple[Frame, ...] = ()
    in_lists: bool = False  # its third person / continuative continues one player's list of actions
    ja_renyo_lexer: tuple[str, ...] = ()  # the continuative as one lexer token, where it is one
    # whether its frames after a subject are also a trigger's event ("whenever you draw a card",
    # 「あなたがカード１枚を引くたび」, compiler/verb_rules.py `vp_event`); False where an object's event
    # reads the same word ("becomes blocked", "transforms")
    event: bool = True


# Japanese verbs, by dictionary form: 終止形 and 連用形 as the lexer gives them (a Japanese frame
# writes `{引く}` for the verb that ends it; the generator puts in the forms the place asks for).
JA_FORMS: dict[str, tuple[str, str]] = {
    "する": ("する", "し"),
    "引く": ("引く", "引き"),
    "捨てる": ("捨てる", "捨て"),
    "捧げる": ("捧げる", "捧げ"),
    "得る": ("得る", "得"),
    "失う": ("失う", "失い"),
    "行う": ("行う", "行い"),
    "戻す": ("戻す", "戻し"),
    "置く": ("置く", "置き"),
    "出す": ("出す", "出し"),
    "加える": ("加える", "加え"),
    "見る": ("見る", "見"),
    "探す": ("探す", "探し"),
    "選ぶ": ("選ぶ", "選び"),
    "支払う": ("支払う", "支払い"),
    "切り直す": ("切り直す", "切り直し"),
    "打ち消す": ("打ち消す", "打ち消し"),
    "なる": ("なる", "なり"),
    "飛ばす": ("飛ばす", "飛ばし"),
    "投げる": ("投げる", "投げ"),
    "取り除く": ("取り除く", "取り除き"),
    "つける": ("つける", "つけ"),
    "振る": ("振る", "振り"),
}


# their past (た形) as the lexer gives it, for a trigger's 「…したとき」 (verb_rules.py `vp_event`)
JA_PAST: dict[str, str] = {
    "する": "した", "引く": "引い た", "捨てる": "捨て た", "捧げる": "捧げ た", "得る": "得 た", "失う": "失っ た",
    "行う": "行っ た", "戻す": "戻し た", "置く": "置い た", "出す": "出し た", "加える": "加え た", "見る": "見 た",
    "探す": "探し た", "選ぶ": "選ん だ", "支払う": "支払っ た", "切り直す": "切り直し た", "打ち消す": "打ち消し た",
    "なる": "なった", "飛ばす": "飛ばし た", "投げる": "投げ た", "取り除く": "取り除い た", "つける": "つけ た",
    "振る": "振っ た",
}
assert JA_PAST.keys() == JA_FORMS.keys()

# their negative stem (未然形) as the lexer gives it, before 「ない」: the action of 'unless'
# (「カード１枚を捨てないかぎり」「あなたが(２)を支払わないかぎり」, verb_rules.py `vp_neg`)
JA_NEG: dict[str, str] = {
    "する": "し", "引く": "引か", "捨てる": "捨て", "捧げる": "捧げ", "得る": "得", "失う": "失わ",
    "行う": "行わ", "戻す": "戻さ", "置く": "置か", "出す": "出さ", "加える": "加え", "見る": "見",
    "探す": "探さ", "選ぶ": "選ば", "支払う": "支払わ", "切り直す": "切り直さ", "打ち消す": "打ち消さ",
    "なる": "なら", "飛ばす": "飛ばさ", "投げる": "投げ", "取り除く": "取り除か", "つける": "つけ",
    "振る": "振ら",
}
assert JA_NEG.keys() == JA_FORMS.keys()


def ja_te(dict_form: str) -> str:
    """The te-form as the lexer gives it (「得 て」「引い て」「破壊 し て」「選ん で」), for a condition on
    what a player did this turn: 「このターンにあなたがライフを得ていた場合」 (verb_rules.py `vp_done`)."""
    past = JA_PAST[dict_form]
    if past in ("した", "なった"):
        return past[:-1] + " て"
    return past[:-1] + {"た": "て", "だ": "で"}[past[-1]]


# English simple past and past participle, for a condition on what a player did this turn ("if
# you've gained life this turn", "if an opponent lost life this turn", "if you've sacrificed an
# artifact this turn": verb_rules.py `vp_done`). Every verb that is a trigger's event (Verb.event)
# has its row here, or is in NO_PAST_CONDITION with the reason it cannot stand there.
EN_PAST: dict[str, tuple[str, ...]] = {
    "gain": ("gained",), "lose": ("lost",), "pay": ("paid",), "draw": ("drew", "drawn"),
    "discard": ("discarded",), "mill": ("milled",), "scry": ("scried",), "surveil": ("surveilled",),
    "reveal": ("revealed",), "look": ("looked",), "shuffle": ("shuffled",),
    "destroy": ("destroyed",), "exile": ("exiled",), "return": ("returned",), "sacrifice": ("sacrificed",),
    "counter": ("countered",), "put": ("put",), "attach": ("attached",), "tap": ("tapped",),
    "untap": ("untapped",), "tap or untap": ("tapped or untapped",), "regenerate": ("regenerated",),
    "switch": ("switched",), "goad": ("goaded",), "create": ("created",), "remove": ("removed",),
    "double": ("doubled",), "proliferate": ("proliferated",), "bolster": ("bolstered",),
    "amass": ("amassed",), "support": ("supported",), "incubate": ("incubated",), "adapt": ("adapted",),
    "populate": ("populated",), "investigate": ("investigated",), "manifest": ("manifested",),
    "take": ("took", "taken"), "control": ("controlled",), "learn": ("learned",), "venture": ("ventured",),
    "copy": ("copied",), "get": ("got", "gotten"), "skip": ("skipped",), "choose": ("chose", "chosen"),
    "flip": ("flipped",), "discover": ("discovered",), "earthbend": ("earthbent",), "clash": ("clashed",),
}

# The passive participle of the verbs whose object later words name by what was done to it: a
# filter's qualifier (tables' verb name -> English words, Japanese passive stem as the lexer gives
# it): "cards exiled this way", "each creature dealt damage this way", "cards exiled with ~" /
# 「これにより追放されたカード」「これによりダメージを与えられたクリーチャー」「~によって追放されて
# いるカード」 (verb_rules.py `participle`; the IR's Affected). The Japanese past is the stem and
# 「た」, the state (what stays exiled with a card) the stem and 「て いる」. English: one form, or several.
PARTICIPLES: dict[str, tuple[str | tuple[str, ...], str]] = {
    "exile": ("exiled", "追放 さ れ"), "reveal": ("revealed", "公開 さ れ"), "destroy": ("destroyed", "破壊 さ れ"),
    "sacrifice": ("sacrificed", "生け贄 に 捧げ られ"), "discard": ("discarded", "捨て られ"),
    "mill": ("milled", "切削 さ れ"), "return": ("returned", "戻さ れ"), "tap": ("tapped", "タップ さ れ"),
    "create": ("created", "生成 さ れ"),
    "damage": ("dealt damage", "ダメージ を 与え られ"),
    # into its owner's graveyard, whichever player's it is said to be (CR 400.3); Japanese
    # 「墓地に置かれた」 names its zone as zones are named (ja.lark f_affected_put)
    "put_into_graveyard": (("put into a graveyard", "put into graveyards", "put into their graveyard"), ""),
}


def en_participles(verb: str) -> tuple[str, ...]:
    """Its English forms (PARTICIPLES)"""
    en = PARTICIPLES[verb][0]
    return (en,) if isinstance(en, str) else en


NO_PAST_CONDITION: dict[str, str] = {
    "search": "'if you searched your library this way' is a condition of its own (cp_searched_library): "
              "the frame's 'search your library for …' would share its first words",
    "monstrosity": "a keyword action with no past of its own ('became monstrous' is a state, cs_monstrous)",
}


def F(alias: str, room: str, en: str | None = None, *ja: str, en_forms=None, subject="any", event=True) -> Frame:
    return Frame(alias, room, en, tuple(ja), en_forms, subject, event)


_TOP_OF_A_LIBRARY = '"the" "top" amount? TYPE "of" possessor "library"'
_JA_TOP = 'lib_top'  # 「あなたのライブラリーの一番上」「そのプレイヤーのライブラリーの一番上」

VERBS: tuple[Verb, ...] = (
    # ---------------------------------------------------------------- life
    Verb("gain", ("gain", "gains"), (
        F("gain_life", "player_verbs", '{v} amount "life"', 'amount "点" "の" "ライフ" "を" {得る}'),
        F("gain_life", "player_verbs", '{v} "life" "equal" "to" amount_phrase',
          'amount_phrase "に" "等しい" "点数" "の" "ライフ" "を" {得る}'),
        F("gain_life", "player_verbs", '{v} amount_word "life"', 'ja_that_much "の" "ライフ" "を" {得る}'),
        F("gain_life_each", "player_verbs", '{v} amount "life" per_each',
          'for_each amount "点" "の" "ライフ" "を" "得る"'),
        F("gain_control", "player_verbs", '{v} "control" "of" object duration?',
          'object "の" "コントロール" "を" {得る}', 'duration "、"? object "の" "コントロール" "を" "得る"'),
        # 「（ターン終了時まで、）そのコントロールを得る」 "gain control of it"
        F("gain_control_it", "player_verbs", None,
          '"その" "コントロール" "を" {得る}', 'duration "、"? "その" "コントロール" "を" "得る"'),
        F("gain_control_while", "effects_permanents",
          '{v} "control" "of" object "for" "as" "long" "as" "you" "control" "~"'),
        F("get_energy_ja", "player_verbs", None, 'mana_out "を" {得る}'),
        F("take_initiative", "player_verbs", None, '"イニシアチブ" "を" {得る}'),
    ), in_lists=True, ja_renyo_lexer=("得",)),
    Verb("lose", ("lose", "loses"), (
        F("lose_life", "player_verbs", '{v} amount "life"', 'amount "点" "の" "ライフ" "を" {失う}'),
        F("lose_life", "player_verbs", '{v} "life" "equal" "to" amount_phrase',
          'amount_phrase "に" "等しい" "点数" "の" "ライフ" "を" {失う}'),
        F("lose_life", "player_verbs", '{v} amount_word "life"', 'ja_that_much "の" "ライフ" "を" {失う}'),
        F("lose_life_each", "player_verbs", '{v} amount "life" per_each',
          'for_each amount "点" "の" "ライフ" "を" {失う}'),
    ), in_lists=True, ja_renyo_lexer=("失い",)),
    Verb("pay", ("pay", "pays"), (
        # mana_out, not MANA: 「(赤)を」 is read the same way up to 支払う／加える
        F("pay_mana", "player_verbs", '{v} MANA', 'mana_out "を" {支払う}'),
        F("pay_life", "player_verbs", '{v} amount "life"', 'amount "点" "の" "ライフ" "を" {支払う}'),
    )),
    # ---------------------------------------------------------------- cards
    Verb("draw", ("draw", "draws"), (
        F("draw", "player_verbs", '{v} count_noun', 'object "を" {引く}', 'filter WO_COUNT {引く}'),
        F("draw_equal", "effects_cards", '{v} TYPE "equal" "to" amount_phrase',
          'amount_phrase "に" "等しい" "枚数" "の" TYPE "を" {引く}'),
        F("draw_per_counter", "effects_cards", None,
          'object "の" "上" "に" "置か" "れ" "て" "いる" counter_name "カウンター" number "個" "につき" object "を" {引く}'),
        F("draw_for_each", "effects_cards", None, 'for_each "、"? object "を" {引く}'),
    ), in_lists=True, ja_renyo_lexer=("引き",)),
    Verb("discard", ("discard", "discards"), (
        F("discard_hand_p", "player_verbs", '{v} own_possessor "hand"', 'zone_src "を" {捨てる}'),
        F("discard_hand_p", "player_verbs", '{v} "all" "the" "cards" "in" own_possessor "hand"'),
        F("discard", "player_verbs", '{v} count_noun', 'object "を" {捨てる}'),
        F("discard_random", "player_verbs", '{v} count_noun AT_RANDOM',
          'object "を" "無作為" "に" "選ん" "で" {捨てる}'),
        F("discard_kind", "player_verbs", '{v} number (TYPE | SUBTYPE | COLOR) TYPE'),
        F("discard_that", "player_verbs", '{v} ("that" "card" | "it")'),
    ), in_lists=True, ja_renyo_lexer=("捨て",)),
    Verb("mill", ("mill", "mills"), (
        F("mill", "player_verbs", '{v} count_noun', 'object "を" "切削" {する}'),
        F("mill_that_many", "player_verbs", '{v} "that" "many" TYPE',
          'amount_phrase "に" "等しい" "枚数" "の" TYPE "を" "切削" {する}'),
    ), in_lists=True, ja_renyo_lexer=("切削し",)),
    Verb("scry", ("scry", "scries"), (F("scry", "player_verbs", '{v} number', '"占術" number "を" {行う}'),)),
    Verb("surveil", ("surveil", "surveils"), (
        F("surveil", "player_verbs", '{v} number', '"諜報" number "を" {行う}'),)),
    # earthbend N: "Target land you control becomes a 0/0 creature with haste that's still a land.
    # Put N +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped."
    # (the reminder text): a keyword action with its target; 「土の技２を行う」
    Verb("earthbend", ("earthbend", "earthbends"), (
        F("kwa_earthbend", "effects_game", '{v} amount', '"土" "の" "技" amount "を" {行う}'),)),
    # clash with an opponent (CR 701.30): 「対戦相手１人と激突を行う」; "if you win" is cp_won_clash
    Verb("clash", ("clash", "clashes"), (
        F("kwa_clash", "effects_game", '{v} "with" object', 'object "と激突" "を" {行う}'),)),
    # discover N (CR 701.57): 「発見３を行う」
    Verb("discover", ("discover", "discovers"), (
        F("discover", "player_verbs", '{v} amount', '"発見" amount "を" {行う}'),)),
    Verb("reveal", ("reveal", "reveals"), (
        F("reveal", "effects_cards", '{v} object', 'object "を" "公開" {する}'),
        F("reveal_it", "effects_cards", None, '"公開" {する}'),
        F("reveal_until", "effects_cards", '{v} object "until" "you" "reveal" object',
          'object "が" "公開" "さ" "れる" "まで" "、" ' + _JA_TOP + ' "から" number "枚" "ずつ" "公開" {する}'),
        F("reveal_top", "effects_cards", '{v} ' + _TOP_OF_A_LIBRARY,
          _JA_TOP + ' ("の" TYPE | "から" object) "を" "公開" {する}'),
        F("reveal_hand", "player_verbs", '{v} ("their" | "his" "or" "her") "hand"', 'zone_src "を" "公開" {する}'),
    )),
    Verb("look", ("look", "looks"), (
        F("look_top", "effects_cards", '{v} "at" "the" "top" amount TYPE "of" possessor "library"',
          _JA_TOP + ' "から" object "を" {見る}', _JA_TOP + ' "の" TYPE "を" {見る}'),
        F("look_top_put_back", "effects_cards",
          '{v} "at" "the" "top" amount TYPE "of" possessor "library" THEN_PUT_BACK'),
        F("look_top", "effects_cards", '{v} "at" "the" "top" TYPE "of" possessor "library"'),
        F("look_at_hand", "effects_cards", '{v} "at" object "\'s" "hand"'),
        F("look_at_hand_ja", "effects_cards", None, 'zone_src "を" {見る}'),
        F("look_at_controllers_hand", "effects_cards", None, 'object "の" "コントローラー" "の手札" "を" {見る}'),
    )),
    Verb("search", ("search", "searches"), (
        F("search", "effects_cards", '{v} possessor "library" "for" object', 'library "から" "、"? object "を" {探す}'),
        F("search_graveyard_too", "effects_cards", '{v} possessor "library" AND_OR "graveyard" "for" object',
          '"あなたのライブラリー" "や" "あなたの墓地" "から" "、"? object "を" {探す}'),
        F("search_wo_count", "player_verbs", None, 'library "から" filter WO_COUNT {探す}'),
    )),
    Verb("shuffle", ("shuffle", "shuffles"), (
        F("shuffle", "effects_cards", '{v}', '("ライブラリー" | zone_src) "を" {切り直す}'),
        F("shuffle", "effects_cards", '{v} own_possessor "library"'),
        F("shuffle_graveyard_in", "player_verbs",
          '{v} ("their" | "your") "graveyard" "into" ("their" | "your") "library"',
          'zone_src "を" (zone_src | "ライブラリー") "に" "加え" "て" {切り直す}'),
    ), in_lists=True),
    # ---------------------------------------------------------------- objects between zones
    Verb("destroy", ("destroy", "destroys"), (
        F("destroy", "effects_zones", '{v} object', 'object "を" "すべて"? "破壊" {する}'),)),
    Verb("exile", ("exile", "exiles"), (
        F("exile", "effects_zones", '{v} object', 'object "を" "すべて"? "追放" {する}', en_forms=("exile",)),
        F("player_exiles", "player_verbs", '{v} object', en_forms=("exiles",)),
        # "exile target player's graveyard", "exile all graveyards" / 「そのプレイヤーの墓地を追放する」: every card there
        F("exile_zone", "effects_zones", '{v} zone_src', 'zone_src "を" "追放" {する}'),
        F("exile_until_leaves", "effects_zones", '{v} object "until" object "leaves" "the" "battlefield"'),
        F("exile_until_leaves_ja", "effects_zones", None,
          'object "が" "戦場" "を" "離れる" "まで" "、"? object "を" "追放" {する}'),
        F("exile_top", "effects_cards", '{v} ' + _TOP_OF_A_LIBRARY,
          _JA_TOP + ' ("の" TYPE | "から" object) "を" "追放" {する}'),
    )),
    Verb("return", ("return", "returns"), (
        F("return_to", "effects_zones", '{v} object "to" zone_dest', 'object "を" "すべて"? zone_dest "に" {戻す}'),
        F("return_from_to", "effects_zones", '{v} object "from" zone_src "to" zone_dest',
          'object "を" zone_src "から" zone_dest "に" {戻す}'),
        F("return_transformed", "effects_zones", None,
          'object "を" "変身" "さ" "せ" "た" "状態" "で" "戦場" "に" {戻す}'),
        F("return_transformed_yours", "effects_zones", None,
          'object "を" "変身" "さ" "せ" "た" "状態" "で" "あなたのコントロール下で" "戦場" "に" {戻す}'),
        F("return_self_from_graveyard", "effects_zones", None,
          'SELF_FROM_GRAVEYARD "を" put_mods_ja? zone_dest "に" {戻す}'),
        F("return_all_from_zone", "effects_zones", None,
          'zone_src "から" "すべて" "の" filter "を" put_mods_ja? zone_dest "に" {戻す}', subject="bare"),
        F("return_to_tapped", "effects_zones", None, 'object "を" put_mods_ja zone_dest "に" {戻す}'),
    )),
    Verb("sacrifice", ("sacrifice", "sacrifices"), (
        F("sacrifice", "player_verbs", '{v} object', 'object "を" "生け贄" "に" {捧げる}'),
        # 「土地を２つ生け贄に捧げる」「クリーチャーをX体生け贄に捧げる」: the count after を
        F("sacrifice_counted", "player_verbs", None, 'filter WO_COUNT "生け贄" "に" {捧げる}', subject="after", event=False),  # the event is event_sacrifice (ja.lark)
        F("sacrifice", "player_verbs", None, 'chosen_union "を" "生け贄" "に" {捧げる}', subject="after"),
    ), in_lists=True, ja_renyo_lexer=("捧げ",)),
    Verb("counter", ("counter", "counters"), (
        F("counter_spell", "effects_zones", '{v} object', 'object "を" {打ち消す}', subject="bare"),)),
    Verb("put", ("put", "puts"), (
        F("put_counters", "effects_tokens_counters", '{v} counter_phrase "on" object',
          'object "の" "上" "に" "、"? "それぞれ"? counter_phrase "を" {置く}'),
        F("put_counters_on_it", "effects_tokens_counters", None, '"その" "上" "に" counter_phrase "を" {置く}'),
        F("put_counters_wo", "effects_tokens_counters", None,
          'object "の" "上" "に" counter_name "カウンター" "を" "それぞれ"? number "個" {置く}'),
        F("put_counters_each", "effects_tokens_counters", '{v} counter_phrase "on" object per_each',
          # 「~の上に、あなたがコントロールしているクリーチャー１体につき+1/+1カウンター１個を置く」
          'object "の" "上" "に" "、"? for_each counter_phrase "を" {置く}',
          # 「それの上に、+1/+1カウンターをあなたがコントロールしているエルフ１体につき１個置く」
          'object "の" "上" "に" "、"? counter_name "カウンター" "を" for_each number "個" {置く}'),
        F("put_counters_number_of", "effects_tokens_counters",
          '{v} A_NUMBER_OF counter_name "counters" "on" object "equal" "to" amount_phrase'),
        F("put_counters_number_of", "effects_tokens_counters",
          '{v} A_NUMBER_OF counter_name "counters" "equal" "to" amount_phrase "on" object'),
        F("dig_rest_clause", "effects_cards", '{v} "the" "rest" dig_rest', '"残り" "を" dig_rest {置く}'),
        F("dig_take_hand", "effects_cards", '{v} object FROM_AMONG "into" "your" "hand"',
          '"その" "中" "から" "、"? object "を" ("公開" "し" "、")? "あなたの手札" "に" {加える}'),
        F("dig_take_bf", "effects_cards", '{v} object FROM_AMONG "onto" "the" "battlefield" put_mods?',
          '"その" "中" "から" object "を" put_mods_ja? "戦場" "に" {出す}'),
        F("put_on_top", "effects_zones", '{v} object "on" "top" "of" zone_dest',
          'object "を" "あなたのライブラリーの一番上" "に" {置く}', 'object "を" zone_dest "の" "一番上" "に" {置く}',
          'object "を" "一番上" "に" dig_order? {置く}'),
        F("put_on_bottom", "effects_zones", '{v} object "on" "the" "bottom" "of" zone_dest dig_order?',
          'object "を" zone_dest "の" "一番" "下" "に" {置く}',
          'object "を" ("あなたのライブラリーの一番下" | "一番" "下") "に" dig_order? {置く}'),
        F("put_onto_battlefield", "effects_zones", '{v} object "onto" "the" "battlefield" put_mods?',
          'object "を" zone_dest "に" {出す}', 'object "を" put_mods_ja zone_dest "に" {出す}'),
        F("put_it_onto_battlefield", "effects_zones", None, '"戦場" "に" {出す}'),
        F("put_it_onto_battlefield_tapped", "effects_zones", None, '"タップ状態" "で" "戦場" "に" {出す}'),
        # "put it into your hand", "… into its owner's graveyard" (a library needs a position)
        F("put_into", "effects_zones", '{v} object "into" zone_dest'),
        F("put_into_hand_ja", "effects_zones", None, 'object "を" zone_dest "に" {加える}'),
        F("put_it_into_hand", "effects_zones", None, '"あなたの手札" "に" {加える}'),
        F("put_into_graveyard", "effects_zones", None, 'object "を" ("あなたの墓地" | zone_dest) "に" {置く}'),
    )),
    Verb("attach", ("attach", "attaches"), (
        F("attach", "effects_zones", '{v} object "to" object',
          # 「~をそのクリーチャーにつける」: the に of つける is ATTACH_NI (lex_ja._attach_ni), so that
          # 「…を…に」 does not have to be told from a zone's 「…を…に戻す」 before the verb
          'object "を" attach_onto ATTACH_NI {つける}'),
        F("attach_onto_first", "effects_zones", None, 'attach_onto ATTACH_NI object "を" {つける}'),
        # 「これをそれにつける」: one lexer literal, as 「…を…に」 collides with every zone
        F("attach_to_it", "effects_zones", None, 'object "を" ("それにつける" | "それにつけ")'),
    )),
    # ---------------------------------------------------------------- permanents
    Verb("tap", ("tap", "taps"), (F("tap", "effects_permanents", '{v} object', 'object "を" "すべて"? "タップ" {する}'),)),
    Verb("untap", ("untap", "untaps"), (
        F("untap", "effects_permanents", '{v} object', 'object "を" "すべて"? "アンタップ" {する}'),)),
    Verb("tap or untap", ("tap or untap", "taps or untaps"), (
        F("tap_or_untap", "effects_permanents", '{v} object',
          'object "を" "タップ" ("または" | "する" "か") "アンタップ" {する}'),)),
    Verb("regenerate", ("regenerate", "regenerates"), (
        F("regenerate", "effects_permanents", '{v} object', 'object "を" "再生" {する}'),)),
    Verb("transform", ("transform", "transforms"), (
        F("transform_it", "effects_permanents", '{v} object', 'object "を" "変身" "さ" ("せる" | "せ")'),),
         event=False),
    Verb("switch", ("switch", "switches"), (
        F("switch_pt", "effects_permanents", '{v} object "\'s" "power" "and" "toughness" duration'),)),
    Verb("goad", ("goad", "goads"), (F("kwa_goad", "effects_permanents", '{v} object', 'object "を" "使嗾" {する}'),)),
    Verb("monstrosity", ("monstrosity",), (
        F("monstrosity", "effects_permanents", '{v} amount', '"怪物化" number "を" {行う}'),)),
    # ---------------------------------------------------------------- tokens and counters
    Verb("create", ("create", "creates"), (
        F("create_token_player", "player_verbs", '{v} token_phrase', 'token_phrase "を" "生成" {する}'),
        F("create_token_tapped", "effects_tokens_counters", None, 'token_phrase "を" "タップ状態" "で" "生成" {する}'),
        F("create_those_tokens", "effects_tokens_counters", None, '"その" TYPE number "体" "を" "生成" {する}'),
        F("named_token_create", "effects_tokens_counters", None, 'object "を" "生成" {する}'),
        # 「その出目に等しい数の宝物・トークンを生成する」 "a number of Treasure tokens equal to the result"
        F("named_token_equal", "effects_tokens_counters", None,
          'amount_phrase "に" "等しい" "数" "の" SUBTYPE "・" TYPE "を" "生成" {する}'),
        F("named_token_create_tapped", "effects_tokens_counters", None, 'object "を" "タップ状態" "で" "生成" {する}'),
        F("create_copy", "effects_tokens_counters",
          '{v} amount token_tapped? TYPE "that" "\'s" "a" "copy" "of" object copy_except?',
          'copy_except_token? object "の" "コピー" "で" "ある" TYPE number? _ctr? "を" "生成" {する}', event=False),
        F("create_copy", "effects_tokens_counters",
          '{v} amount token_tapped? TYPE "that" "are" "copies" "of" object copy_except?'),
        F("create_copy_tapped", "effects_tokens_counters", None,
          'copy_except_token? object "の" "コピー" "で" "ある" TYPE number? _ctr? "を" "タップ状態" "で" "生成" {する}',
          event=False),
        F("create_token_each", "effects_tokens_counters", '{v} token_phrase per_each',
          'for_each "、" token_phrase "を" "生成" {する}'),
    )),
    Verb("remove", ("remove", "removes"), (
        F("remove_counters", "player_verbs", '{v} counter_phrase "from" object',
          'object "の" "上" "から" counter_phrase "を" {取り除く}',
          # 「それの上に置かれている-1/-1カウンター１個を取り除く」: the counters on it, taken off it
          'object "の" "上" "に" ("置か" "れ" "て" "いる" | "ある") counter_phrase "を" {取り除く}'),)),
    Verb("double", ("double", "doubles"), (
        F("double_counters", "effects_tokens_counters", '{v} "the" "number" "of" counter_name "counters" "on" object',
          'object "の" "上" "に" "置か" "れ" "て" "いる" counter_name "カウンター" "の" "数" "を" number "倍" "に" {する}'),)),
    Verb("proliferate", ("proliferate", "proliferates"), (
        F("proliferate", "effects_tokens_counters", '{v}', '"増殖" "を" {行う}'),)),
    Verb("bolster", ("bolster", "bolsters"), (
        F("kwa_bolster", "effects_tokens_counters", '{v} amount', '"鼓舞" number "を" {行う}'),)),
    # 「ゾンビ動員２を行う」: the lexer puts the Army's type after 動員 (lex_ja_canon.amass_type)
    Verb("amass", ("amass", "amasses"), (F("kwa_amass", "effects_tokens_counters", '{v} SUBTYPE? amount',
                                           '"動員" SUBTYPE? amount "を" {行う}'),)),
    Verb("support", ("support", "supports"), (
        F("kwa_support", "effects_tokens_counters", '{v} amount', '"支援" number "を" {行う}'),)),
    Verb("incubate", ("incubate", "incubates"), (
        F("kwa_incubate", "effects_tokens_counters", '{v} amount', '"培養" number "を" {行う}'),)),
    Verb("adapt", ("adapt", "adapts"), (
        F("kwa_adapt", "effects_tokens_counters", '{v} amount', '"順応" number "を" {行う}'),)),
    Verb("populate", ("populate", "populates"), (
        F("kwa_populate", "effects_tokens_counters", '{v}', '"居住" "を" {行う}'),)),
    Verb("investigate", ("investigate", "investigates"), (
        F("investigate", "effects_tokens_counters", '{v}', '"調査" "を" {行う}'),)),
    Verb("manifest", ("manifest", "manifests"), (
        F("kwa_manifest", "effects_cards", '{v} "the" "top" TYPE "of" "your" "library"',
          _JA_TOP + ' "の" TYPE "を" "予示" {する}'),
        F("kwa_manifest_dread", "effects_cards", '{v} "dread"', '"戦慄予示" {する}'),
    )),
    # ---------------------------------------------------------------- the game
    Verb("take", ("take", "takes"), (
        F("extra_turn", "player_verbs", '{v} "an" "extra" "turn" "after" "this" "one"',
          '"このターン" "に" "続い" "て" "追加" "の" number "ターン" "を" {行う}'),
        F("take_initiative", "player_verbs", '{v} "the" "initiative"'),
    )),
    Verb("become", ("become", "becomes"), (
        F("become_monarch", "player_verbs", '{v} "the" "monarch"', '"統治者" "に" {なる}'),), event=False),
    Verb("control", ("control", "controls"), (F("control_p", "player_verbs", None, 'object "を" "コントロール" {する}'),)),
    Verb("learn", ("learn", "learns"), (F("kwa_learn", "effects_game", '{v}', '"履修" "を" {行う}'),)),
    Verb("venture", ("venture", "ventures"), (
        F("kwa_venture_into_the_dungeon", "effects_game", '{v} "into" "the" "dungeon"', '"ダンジョン" "探索" "を" {行う}',
          '"ダンジョン" "探索" "を" {する}'),)),
    Verb("add", ("add", "adds"), (
        # 「追加で(緑)を加える」「…マナ２点を追加で加える」 "add an additional {G}": the same mana
        F("add_mana", "effects_game", '{v} mana_out', '("追加" "で")? mana_out "を" ("追加" "で")? {加える}'),
        F("mana_for_each_ja", "effects_game", None, 'for_each "、"? ("追加" "で")? mana_out "を" {加える}'),
    ), event=False),  # AddMana has no doer (the ability's controller gets it): no player's event
    Verb("copy", ("copy", "copies"), (F("copy_spell", "effects_game", '{v} object', 'object "を" "コピー" {する}'),)),
    Verb("get", ("get", "gets"), (F("get_energy", "player_verbs", '{v} MANA'),)),
    Verb("skip", ("skip", "skips"), (
        F("skip_combat", "player_verbs", '{v} "their" "next" "combat" "phase"',
          '"自分" "の" "次" "の" "戦闘" "フェイズ" "を" {飛ばす}'),)),
    Verb("choose", ("choose", "chooses"), (
        F("new_targets", "player_verbs", '{v} "new" "targets" "for" object', 'object "の" "新しい" "対象" "を" {選ぶ}'),)),
    Verb("prevent", ("prevent", "prevents"), (
        F("prevent", "effects_damage_life",
          '{v} prevent_amount "that" "would" "be" "dealt" prevent_recipient? prevent_source? duration_this_turn?'),
        F("prevent", "effects_damage_life",
          '{v} prevent_amount "that" "would" "be" "dealt" prevent_recipient? duration_this_turn prevent_source'),
        # Japanese: 「[このターン、][Xが[Yに]与える | [Xによって/Xから][Yに]与えられる]すべての[戦闘]ダメージを軽減する」,
        # 「…ダメージをすべて軽減する」, 「…次のダメージをN点軽減する」 — the source, the recipient and the amount
        # are the English frame's slots (_prevent_dealt_ja, prevent_amount_ja in ja.lark)
        F("prevent", "effects_damage_life", None,
          '(duration_this_turn "、")? _prevent_dealt_ja? prevent_amount_ja "軽減" {する}',
          'prevent_this_turn_ja prevent_amount_ja "軽減" {する}'),
        # the body of a prevention: "If a source would deal damage to you, prevent 1 of that damage"
        F("prevent_that", "effects_damage_life", '{v} "that" "damage"', '"その" ("すべて" "の")? "ダメージ" "を" "軽減" {する}'),
        F("prevent_that", "effects_damage_life", '{v} amount "of" "that" "damage"',
          '"その" "ダメージ" "を" amount "点" "軽減" {する}'),
    ), event=False),  # a prevention shield is no event; its "this turn" would be a replacement's
    # coin flips (CR 705): what follows reads the result ("If you win the flip, …", conditions)
    Verb("flip", ("flip", "flips"), (
        F("flip_coin", "effects_game", '{v} number ("coin" | "coins")',
          '"コイン投げ" "を" {する}', '"コイン投げ" "を" {行う}', '"コイン投げ" "を" number "回" {する}',
          '"コイン投げ" number "回" "を" {する}', '"コイン" WO_COUNT {投げる}'),
        F("flip_coin_until_lose", "effects_game", '{v} number "coin" "until" object ("lose" | "loses") "a" "flip"',
          'object "が" "コイン投げ" "に" "負ける" "まで" "コイン投げ" "を" {する}'),
    )),
    # die rolls (CR 706): what follows reads the result ("equal to the result", a result table);
    # "whenever you roll a die" is the trigger section's own event (en.lark / ja.lark event_roll_*)
    Verb("roll", ("roll", "rolls"), (
        F("roll_die", "effects_game", '{v} amount die', '(number | number_x) "個" "の" die "を" {振る}'),
    ), event=False),
)

assert {v.name for v in VERBS if v.event} == set(EN_PAST) | set(NO_PAST_CONDITION), "a verb with no past row"


def en_3sg_forms() -> tuple[str, ...]:
    """The English third-person forms that continue one player's list of actions, in table order
    (the order of the lexer's alternation): every verb's ("… sacrifices it, then creates X tokens"),
    but the two an object does too ("gains trample and gets +2/+0", "… and becomes a 4/4")."""
    listed = tuple(v.en[1] for v in LIST_VERBS if len(v.en) > 1)
    return listed + tuple(v.en[1] for v in VERBS if len(v.en) > 1 and v.en[1] not in listed
                          and " " not in v.en[1] and v.en[1] not in OBJECT_VERBS_TOO)


OBJECT_VERBS_TOO = frozenset({"gets", "becomes"})


def ja_renyo_forms() -> frozenset[str]:
    """The Japanese continuative forms (as one lexer token) that continue such a list."""
    return frozenset(form for v in LIST_VERBS for form in v.ja_renyo_lexer)


# the verbs of one player's list, in the order the lexer's alternation has always had them
LIST_ORDER = ("lose", "gain", "discard", "draw", "sacrifice", "mill", "shuffle")
LIST_VERBS = tuple(next(v for v in VERBS if v.name == name) for name in LIST_ORDER)
assert {v.name for v in VERBS if v.in_lists} == set(LIST_ORDER)
