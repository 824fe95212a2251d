"""The verb-frame table: one row per game verb a player does — its English and Japanese forms
and its frames (the arguments it takes and the builder method that makes its IR). Both grammars'
verb phrases are generated from it once (compiler/tables/verb_grammar.py) and used wherever a
verb can stand: the imperative ("Draw a card."), "you may …", a player's verb ("Target player
draws a card", 「そのプレイヤーはカード１枚を引く」), "… unless you …", "you may have … do …".
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
    # after a subject too ("target player draws …"); False: only where nothing stands before the verb
    # or "may" does (the imperative, "you may …"): "counter" after "… with flying" would be a counter
    subject: bool = True


@attrs.frozen(slots=True)
class Verb:
    name: str  # the verb, English base form
    en: tuple[str, ...] = ()  # English forms: base, third person singular (multiword: "tap or untap")
    ja: tuple[str, ...] = ()  # Japanese forms as lexer tokens: 終止形, 連用形 ("破壊 する", "破壊 し")
    frames: tuple[Frame, ...] = ()
    in_lists: bool = False  # its third person / continuative continues one player's list of actions
    ja_renyo_lexer: tuple[str, ...] = ()  # the continuative as one lexer token, where it is one


def F(alias: str, room: str, en: str | None = None, *ja: str, en_forms=None, subject=True) -> Frame:
    return Frame(alias, room, en, tuple(ja), en_forms, subject)


_TOP_OF_YOUR_LIBRARY = '"the" "top" amount? TYPE "of" "your" "library"'

VERBS: tuple[Verb, ...] = (
    # ---------------------------------------------------------------- life
    Verb("gain", ("gain", "gains"), ("得る", "得"), (
        F("gain_life", "player_verbs", '{v} amount "life"'),
        F("gain_life", "player_verbs", '{v} "life" "equal" "to" amount_phrase'),
        F("gain_life", "player_verbs", '{v} amount_word "life"'),
        F("gain_life_each", "player_verbs", '{v} amount "life" "for" "each" filter'),
        F("gain_control", "effects_permanents", '{v} "control" "of" object duration?'),
        F("gain_control_while", "effects_permanents",
          '{v} "control" "of" object "for" "as" "long" "as" "you" "control" "~"'),
    ), in_lists=True, ja_renyo_lexer=("得",)),
    Verb("lose", ("lose", "loses"), ("失う", "失い"), (
        F("lose_life", "player_verbs", '{v} amount "life"'),
        F("lose_life", "player_verbs", '{v} "life" "equal" "to" amount_phrase'),
        F("lose_life", "player_verbs", '{v} amount_word "life"'),
        F("lose_life_each", "player_verbs", '{v} amount "life" "for" "each" filter'),
    ), in_lists=True, ja_renyo_lexer=("失い",)),
    Verb("pay", ("pay", "pays"), ("支払う", "支払い"), (
        F("pay_mana", "player_verbs", '{v} MANA'),
        F("pay_life", "player_verbs", '{v} amount "life"'),
    )),
    # ---------------------------------------------------------------- cards
    Verb("draw", ("draw", "draws"), ("引く", "引き"), (
        F("draw", "player_verbs", '{v} count_noun'),
        F("draw_greatest", "effects_cards", '{v} TYPE "equal" "to" "the" "greatest" "power" "among" filter'),
    ), in_lists=True, ja_renyo_lexer=("引き",)),
    Verb("discard", ("discard", "discards"), ("捨てる", "捨て"), (
        F("discard_hand_p", "player_verbs", '{v} ("your" | "their") "hand"'),
        F("discard_hand_p", "player_verbs", '{v} "all" "the" "cards" "in" ("your" | "their") "hand"'),
        F("discard", "player_verbs", '{v} count_noun'),
        F("discard_random", "player_verbs", '{v} count_noun AT_RANDOM'),
        F("discard_kind", "player_verbs", '{v} number (TYPE | SUBTYPE | COLOR) TYPE'),
        F("discard_that", "player_verbs", '{v} ("that" "card" | "it")'),
    ), in_lists=True, ja_renyo_lexer=("捨て",)),
    Verb("mill", ("mill", "mills"), ("切削 する", "切削 し"), (
        F("mill", "player_verbs", '{v} count_noun'),
        F("mill_that_many", "player_verbs", '{v} "that" "many" TYPE'),
    ), in_lists=True, ja_renyo_lexer=("切削し",)),
    Verb("scry", ("scry", "scries"), (), (F("scry", "player_verbs", '{v} number'),)),
    Verb("surveil", ("surveil", "surveils"), (), (F("surveil", "player_verbs", '{v} number'),)),
    Verb("reveal", ("reveal", "reveals"), (), (
        F("reveal", "effects_cards", '{v} object'),
        F("reveal_until", "effects_cards", '{v} object "until" "you" "reveal" object'),
        F("reveal_top", "effects_cards", '{v} ' + _TOP_OF_YOUR_LIBRARY),
        F("reveal_hand", "player_verbs", '{v} ("their" | "his" "or" "her") "hand"'),
    )),
    Verb("look", ("look", "looks"), (), (
        F("look_top", "effects_cards", '{v} "at" "the" "top" amount TYPE "of" "your" "library"'),
        F("look_top_put_back", "effects_cards",
          '{v} "at" "the" "top" amount TYPE "of" "your" "library" THEN_PUT_BACK'),
        F("look_top", "effects_cards", '{v} "at" "the" "top" TYPE "of" "your" "library"'),
        F("look_at_hand", "effects_cards", '{v} "at" object "\'s" "hand"'),
    )),
    Verb("search", ("search", "searches"), (), (
        F("search", "effects_cards", '{v} "your" "library" "for" object'),
        F("search_graveyard_too", "effects_cards", '{v} "your" "library" AND_OR "graveyard" "for" object'),
    )),
    Verb("shuffle", ("shuffle", "shuffles"), (), (
        F("shuffle", "effects_cards", '{v}'),
        F("shuffle", "effects_cards", '{v} "your" "library"'),
        F("shuffle_graveyard_in", "player_verbs",
          '{v} ("their" | "your") "graveyard" "into" ("their" | "your") "library"'),
    ), in_lists=True),
    # ---------------------------------------------------------------- objects between zones
    Verb("destroy", ("destroy", "destroys"), (), (F("destroy", "effects_zones", '{v} object'),)),
    Verb("exile", ("exile", "exiles"), (), (
        F("exile", "effects_zones", '{v} object', en_forms=("exile",)),
        F("player_exiles", "player_verbs", '{v} object', en_forms=("exiles",)),
        F("exile_until_leaves", "effects_zones", '{v} object "until" object "leaves" "the" "battlefield"'),
        F("exile_top", "effects_cards", '{v} ' + _TOP_OF_YOUR_LIBRARY),
    )),
    Verb("return", ("return", "returns"), (), (
        F("return_to", "effects_zones", '{v} object "to" zone_dest'),
        F("return_from_to", "effects_zones", '{v} object "from" zone_src "to" zone_dest'),
    )),
    Verb("sacrifice", ("sacrifice", "sacrifices"), ("生け贄 に 捧げる", "生け贄 に 捧げ"), (
        F("sacrifice", "player_verbs", '{v} object'),
    ), in_lists=True, ja_renyo_lexer=("捧げ",)),
    Verb("counter", ("counter", "counters"), (), (F("counter_spell", "effects_zones", '{v} object', subject=False),)),
    Verb("put", ("put", "puts"), (), (
        F("put_counters", "effects_tokens_counters", '{v} counter_phrase "on" object'),
        F("put_counters_each", "effects_tokens_counters", '{v} counter_phrase "on" object "for" "each" filter'),
        F("put_counters_number_of", "effects_tokens_counters",
          '{v} A_NUMBER_OF counter_name "counters" "on" object "equal" "to" amount_phrase'),
        F("put_counters_number_of", "effects_tokens_counters",
          '{v} A_NUMBER_OF counter_name "counters" "equal" "to" amount_phrase "on" object'),
        F("dig_rest_clause", "effects_cards", '{v} "the" "rest" dig_rest'),
        F("dig_take_hand", "effects_cards", '{v} object FROM_AMONG "into" "your" "hand"'),
        F("dig_take_bf", "effects_cards", '{v} object FROM_AMONG "onto" "the" "battlefield" put_mods?'),
        F("put_on_top", "effects_zones", '{v} object "on" "top" "of" "your" "library"'),
        F("put_on_top", "effects_zones", '{v} object "on" "top" "of" ("its" | "their") "owner" "\'s" "library"'),
        F("put_on_bottom", "effects_zones",
          '{v} object "on" "the" "bottom" "of" ("its" | "their") "owner" "\'s" "library" dig_order?'),
        F("put_on_bottom", "effects_zones", '{v} object "on" "the" "bottom" "of" "your" "library" dig_order?'),
        F("put_onto_battlefield", "effects_zones", '{v} object "onto" "the" "battlefield" put_mods?'),
        F("put_into_hand", "effects_zones", '{v} object "into" "your" "hand"'),
        F("put_into_graveyard", "effects_zones",
          '{v} object "into" ("your" | ("its" | "their") "owner" "\'s") "graveyard"'),
    )),
    Verb("attach", ("attach", "attaches"), (), (F("attach", "effects_zones", '{v} object "to" object'),)),
    # ---------------------------------------------------------------- permanents
    Verb("tap", ("tap", "taps"), (), (F("tap", "effects_permanents", '{v} object'),)),
    Verb("untap", ("untap", "untaps"), (), (F("untap", "effects_permanents", '{v} object'),)),
    Verb("tap or untap", ("tap or untap", "taps or untaps"), (), (
        F("tap_or_untap", "effects_permanents", '{v} object'),)),
    Verb("regenerate", ("regenerate", "regenerates"), (), (F("regenerate", "effects_permanents", '{v} object'),)),
    Verb("transform", ("transform", "transforms"), (), (F("transform_it", "effects_permanents", '{v} object'),)),
    Verb("switch", ("switch", "switches"), (), (
        F("switch_pt", "effects_permanents", '{v} object "\'s" "power" "and" "toughness" duration'),)),
    Verb("goad", ("goad", "goads"), (), (F("kwa_goad", "effects_permanents", '{v} object'),)),
    Verb("monstrosity", ("monstrosity",), (), (F("monstrosity", "effects_permanents", '{v} amount'),)),
    # ---------------------------------------------------------------- tokens and counters
    Verb("create", ("create", "creates"), (), (
        F("create_token_player", "player_verbs", '{v} token_phrase'),
        F("create_copy", "effects_tokens_counters", '{v} "a" TYPE "that" "\'s" "a" "copy" "of" object'),
        F("create_copy", "effects_tokens_counters", '{v} number TYPE "that" "are" "copies" "of" object'),
        F("create_token_each", "effects_tokens_counters", '{v} token_phrase "for" "each" filter'),
    )),
    Verb("remove", ("remove", "removes"), (), (
        F("remove_counters", "player_verbs", '{v} counter_phrase "from" object'),)),
    Verb("double", ("double", "doubles"), (), (
        F("double_counters", "effects_tokens_counters", '{v} "the" "number" "of" counter_name "counters" "on" object'),)),
    Verb("proliferate", ("proliferate", "proliferates"), (), (F("proliferate", "effects_tokens_counters", '{v}'),)),
    Verb("bolster", ("bolster", "bolsters"), (), (F("kwa_bolster", "effects_tokens_counters", '{v} amount'),)),
    Verb("amass", ("amass", "amasses"), (), (F("kwa_amass", "effects_tokens_counters", '{v} SUBTYPE? amount'),)),
    Verb("support", ("support", "supports"), (), (F("kwa_support", "effects_tokens_counters", '{v} amount'),)),
    Verb("incubate", ("incubate", "incubates"), (), (F("kwa_incubate", "effects_tokens_counters", '{v} amount'),)),
    Verb("adapt", ("adapt", "adapts"), (), (F("kwa_adapt", "effects_tokens_counters", '{v} amount'),)),
    Verb("populate", ("populate", "populates"), (), (F("kwa_populate", "effects_tokens_counters", '{v}'),)),
    Verb("investigate", ("investigate", "investigates"), (), (
        F("investigate", "effects_tokens_counters", '{v}'),)),
    Verb("manifest", ("manifest", "manifests"), (), (
        F("kwa_manifest", "effects_cards", '{v} "the" "top" TYPE "of" "your" "library"'),
        F("kwa_manifest_dread", "effects_cards", '{v} "dread"'),
    )),
    # ---------------------------------------------------------------- the game
    Verb("take", ("take", "takes"), (), (
        F("extra_turn", "player_verbs", '{v} "an" "extra" "turn" "after" "this" "one"'),
        F("take_initiative", "player_verbs", '{v} "the" "initiative"'),
    )),
    Verb("become", ("become", "becomes"), (), (F("become_monarch", "player_verbs", '{v} "the" "monarch"'),)),
    Verb("learn", ("learn", "learns"), (), (F("kwa_learn", "effects_game", '{v}'),)),
    Verb("venture", ("venture", "ventures"), (), (
        F("kwa_venture_into_the_dungeon", "effects_game", '{v} "into" "the" "dungeon"'),)),
    Verb("add", ("add", "adds"), (), (F("add_mana", "effects_game", '{v} mana_out'),)),
    Verb("copy", ("copy", "copies"), (), (F("copy_spell", "effects_game", '{v} object'),)),
    Verb("get", ("get", "gets"), (), (F("get_energy", "player_verbs", '{v} MANA'),)),
    Verb("skip", ("skip", "skips"), (), (
        F("skip_combat", "player_verbs", '{v} "their" "next" "combat" "phase"'),)),
    Verb("choose", ("choose", "chooses"), (), (
        F("new_targets", "player_verbs", '{v} "new" "targets" "for" object'),)),
    Verb("prevent", ("prevent", "prevents"), (), (
        F("prevent", "effects_damage_life",
          '{v} prevent_amount "that" "would" "be" "dealt" prevent_recipient? prevent_source? duration_this_turn?'),
        F("prevent", "effects_damage_life",
          '{v} prevent_amount "that" "would" "be" "dealt" prevent_recipient? duration_this_turn prevent_source'),
    )),
)


def en_3sg_forms() -> tuple[str, ...]:
    """The English third-person forms that continue one player's list of actions, in table order
    (the order of the lexer's alternation)."""
    return tuple(v.en[1] for v in LIST_VERBS if len(v.en) > 1)


def ja_renyo_forms() -> frozenset[str]:
    """The Japanese continuative forms (as one lexer token) that continue such a list."""
    return frozenset(form for v in LIST_VERBS for form in v.ja_renyo_lexer)


# the verbs of one player's list, in the order the lexer's alternation has always had them
LIST_ORDER = ("lose", "gain", "discard", "draw", "sacrifice", "mill", "shuffle")
LIST_VERBS = tuple(next(v for v in VERBS if v.name == name) for name in LIST_ORDER)
assert {v.name for v in VERBS if v.in_lists} == set(LIST_ORDER)
