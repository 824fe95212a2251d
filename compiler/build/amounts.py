"""Builder rules for numbers and amounts (grammar section `amounts`): numbers, X, that much, the
number of …, its power, a stat over what a filter matches (the greatest, least, total, how many
different: "the greatest power among …", "the total mana value of …"), counts of cards, counters (counter_phrase,
counter_name, "twice that many"), tokens (token_phrase), P/T, the mana an effect adds (mana_out).
"""
from __future__ import annotations

import re

import attrs
from lark import Token

from ..ir import nodes as n
from ..normalize.symbols import split_cost
from ..tables import vocab
from .helpers import (BuildError, canon_word, count_in, creature_description, filter_of, first, is_amount, is_selector,
                      keyword_node, nontok, split_granted, sval, toks, each_amount)
from .values import Amt, CounterChange, CounterSpec, PT, Part, Still, Tapped



_WHEEL = "WUBRG"


def _pair_order(choice: tuple) -> tuple:
    """Two colors of a mana choice in the color wheel's pair order ("{W} or {U}", "{R} or {W}": the
    first is the one the other follows within two steps clockwise), whichever order the text gives
    (「(青)か(白)を加える」 is "Add {W} or {U}")."""
    if len(choice) != 2 or not all(c in _WHEEL for c in choice):
        return choice
    i, j = sorted(_WHEEL.index(c) for c in choice)
    return (_WHEEL[i], _WHEEL[j]) if j - i <= 2 else (_WHEEL[j], _WHEEL[i])

def _among(c):
    """What an aggregate is over: the filter, or the objects read as one (「…の中の」)."""
    f = first(c, (n.Filter, n.AnyOf))
    return f if f is not None else filter_of([x for x in nontok(c) if is_selector(x)][0])


class Amounts:
    """Numbers, amounts, counters, tokens, mana (grammar section `amounts`)."""

    def for_each(self, c):
        """「アーティファクト１つにつき」: for each one; 「２つにつき」 ("for every two") is not
        represented yet, and must not read as for each one"""
        per = first(c, int)
        if per not in (None, 1):
            raise BuildError(f"'for each {per}' (「{per}つにつき」) is not read yet")
        return n.Count(first(c, (n.Filter, n.AnyOf)))

    def each_filter(self, c):
        """"for each artifact you control", "for each Bird on the battlefield": how many there are"""
        return n.Count(first(c, (n.Filter, n.AnyOf)))

    def each_distinct(self, c):
        """"for each different power among creatures you control" / 「…の中のパワーの種類数１つにつき」
        「…の中のマナ総量１種類につき」: how many different values"""
        if first(c, int) not in (None, 1):
            raise BuildError("'for every N different values' is not read")
        return n.Distinct(sval(c), _among(c))

    def each_event_this_turn(self, c):
        """"for each creature that died this turn": how many times it happened this turn (the
        game's record), each object once per event"""
        f, verb = first(c, (n.Filter, n.AnyOf)), [x for x in nontok(c) if callable(x)][0]
        return n.EventsThisTurn(verb(f))

    def counters_plus(self, c):
        return CounterChange(plus=vocab.number(str(toks(c)[-1])))

    def counters_twice(self, c):
        return CounterChange(times=2)

    def amount_x(self, c):
        return n.X()

    def that_much(self, c):
        return n.ThatMuch()

    def twice_that_much(self, c):
        """"twice that much" / 「その２倍の点数」: what a replacement makes of its event's amount"""
        factor = int(str(next((t for t in toks(c) if t.type == "NUMBER"), 2)))
        if factor != 2:
            raise BuildError("only twice that much")
        return n.Times(2, n.ThatMuch())

    def sacrificed_stat(self, c):
        """"the sacrificed creature's toughness" / 「生け贄に捧げたクリーチャーのタフネス」"""
        return n.StatOf(sval(c), n.It("sacrificed"))

    def life_lost_this_way(self, c):
        return n.ThisWay("life_lost")

    def damage_dealt_this_way(self, c):
        return n.ThisWay("damage_dealt")

    def die_result(self, c):
        """"the result" / 「その出目」: what the die rolled by this effect showed"""
        return n.DieResult()

    def stat_of(self, c):
        """"~'s power", "that spell's mana value" / 「それのパワー」「その呪文のマナ総量」"""
        what = [x for x in nontok(c) if is_selector(x)][0]
        return n.StatOf(sval(c), what)

    def its_stat(self, c):
        return n.StatOf(sval(c), n.It(""))

    # ---------------------------------------------------------------- a stat over what a filter matches
    def extreme_greatest(self, c):
        return n.Greatest

    def extreme_least(self, c):
        return n.Least

    def stat_among(self, c):
        """"the greatest power among creatures you control", "the least mana value among …" /
        「…の中のパワーの最大値」「…の中で最大のタフネス」「…のマナ総量の中で最も大きい値」"""
        return first(c, type)(sval(c), _among(c))

    def the_affected(self, c):
        """"the cards exiled this way" / 「これにより追放されたカード」: only a filter that says which
        (what this effect did that to), not "the creatures" """
        f = first(c, n.Filter)
        if f is None or f.affected is None:
            raise BuildError("'the' before a filter that names no earlier objects")
        return f

    def stat_total(self, c):
        """"the total power of creatures you control" / 「…のパワーの合計」"""
        return n.Total(sval(c), _among(c))

    def distinct_quality(self, c):  # "different mana values" / 「マナ総量の種類数」: a stat's values
        return sval(c)

    def quality_color(self, c):
        return "color"

    def quality_card_type(self, c):
        """"card types" / 「カード・タイプ」 (not "creature types")"""
        if canon_word(toks(c)[0])[1] != "card":
            raise BuildError("only the number of card types")
        return "card_type"

    def distinct_among(self, c):
        """"the number of card types among cards in all graveyards", "the number of colors among
        those creatures", "the number of different powers among …" / 「…の中のカード・タイプの種類数」
        「…の中の色の数」「…の中のパワーの種類数」"""
        return n.Distinct(sval(c), _among(c))

    def count_of(self, c):
        return n.Count(filter_of(nontok(c)[0]))

    def party_size(self, c):
        if any(canon_word(t)[1] != "creature" for t in toks(c) if t.type == "TYPE"):
            raise BuildError("only creatures in your party")
        return n.PartySize()

    def amount_plus(self, c):
        """"1 plus the number of …" """
        k = first(c, int)
        rest = [x for x in nontok(c) if x is not k and is_amount(x)]
        return n.Plus(k, rest[0])

    def count_counters_on(self, c):
        """"the number of charge counters on ~" / 「~の上にある蓄積カウンターの数」"""
        counter = [x for x in c if isinstance(x, str) and not isinstance(x, Token)][0]
        return n.CountersOn(counter, [x for x in nontok(c) if is_selector(x)][0])

    def your_life_total(self, c):
        return n.LifeTotal(n.You())

    def domain_each(self, c):
        """「…の中の基本土地タイプ１種類につき」 "for each basic land type among …" (one of each kind)"""
        if first(c, int) != 1:
            raise BuildError("'for every N basic land types' is not read")
        return self.domain(c)

    def domain(self, c):
        """domain: the basic land types among lands you control"""
        words = [canon_word(t)[1] for t in toks(c) if t.type in ("SUPERTYPE", "TYPE")]
        where = [x for x in nontok(c) if is_selector(x)][0]
        where = where.filter if isinstance(where, n.Each) else where
        if words and words[:2] != ["basic", "land"] or where != n.Filter(types=("land",), controller="you"):
            raise BuildError("only the basic land types among lands you control")
        return n.Domain(n.You())

    def devotion(self, c):
        return n.Devotion(tuple(sorted(canon_word(t)[1] for t in toks(c) if t.type == "COLOR")))

    def life_gained_this_turn(self, c):
        return n.LifeGainedThisTurn(n.You())

    def number(self, c):
        t = toks(c)
        v = vocab.number(str(t[0])) if t else 1
        if v is None:
            raise BuildError(f"not a number: {t[0]!r}")
        return v

    def count_noun(self, c):
        """Japanese: a counted object (カード1枚) used as a count."""
        what = nontok(c)[0]
        if isinstance(what, n.Chosen):
            return Amt(what.count)
        raise BuildError("expected a number of cards")

    def count_cards(self, c):
        return Amt(first(c, int))

    def count_x_cards(self, c):
        return Amt(n.X())

    def count_counters(self, c):
        spec = sval(c)
        what = [x for x in nontok(c) if is_selector(x)][0]
        return Amt(n.CountersOn(spec, what))

    def count_cards_each(self, c):
        """"draw a card for each creature you control": one per object counted"""
        if first(c, int) != 1:
            raise BuildError("N cards for each …")
        return Amt(each_amount(c))

    def count_cards_one(self, c):
        return Amt(1)

    def counter_phrase(self, c):
        amount = first(c, int)
        name = [x for x in c if isinstance(x, str) and not isinstance(x, Token)][0]
        return CounterSpec(name, amount)

    def counter_phrase_x(self, c):
        name = [x for x in c if isinstance(x, str) and not isinstance(x, Token)][0]
        return CounterSpec(name, n.X())

    def counter_phrase_equal(self, c):
        """「その点数に等しい数の+1/+1カウンター」: as many counters as the amount ("that many")."""
        name = [x for x in c if isinstance(x, str) and not isinstance(x, Token)][0]
        amount = [x for x in nontok(c) if not isinstance(x, str)][0]
        return CounterSpec(name, amount)

    def counter_phrase_that_many(self, c):
        name = [x for x in c if isinstance(x, str) and not isinstance(x, Token)][0]
        return CounterSpec(name, n.ThatMuch())

    def counter_pt(self, c):
        return str(toks(c)[0]).replace("X", "x")

    def counter_word(self, c):
        word = str(toks(c)[0])
        if self.lang == "en":
            return word.lower()
        if word not in vocab.COUNTERS_JA:
            raise BuildError(f"unknown counter {word!r}")  # never a Japanese word in the IR
        return vocab.COUNTERS_JA[word]

    def counter_keyword(self, c):
        """Keyword counters (CR 122.1b): a flying counter gives flying."""
        return keyword_node(toks(c)[0]).keyword

    def token_phrase(self, c):
        count = first(c, int)
        if count is None and first(c, n.X) is not None:
            count = n.X()  # "create X 1/1 … tokens" / 「…トークンＸ体」
        pt, nouns, colors, kws = creature_description(c, "token")
        types = tuple(sorted(t for t in nouns.types if t != "token"))
        tapped = (any(x.kw == {"states": ("tapped",)} for x in c if isinstance(x, Part))  # 「タップ状態の」
                  or isinstance(first(c, Tapped), Tapped))
        # "with flying and "…"": quoted abilities after the keywords, then those of 「『…』を持つ」
        abilities = split_granted(first(c, tuple) or ())[1] + tuple(a for x in c if isinstance(x, Part) for a in x.kw.get("with_abilities", ()))
        return n.CreateToken(count, pt.power, pt.toughness, colors, types, tuple(sorted(nouns.subtypes)), kws,
                             tapped=tapped, abilities=abilities)

    def token_number_of(self, c):
        """"a number of 1/1 … tokens equal to <amount>": the amount is the count"""
        count = [x for x in nontok(c) if is_amount(x) and not isinstance(x, int)]
        if len(count) != 1:
            raise BuildError("'a number of' with no amount")
        return attrs.evolve(self.token_phrase([x for x in c if x is not count[0]]), count=count[0])

    def named_token(self, c):
        """Predefined tokens (Treasure, Food, Clue, Blood …): an artifact with that subtype."""
        sub = [t for t in toks(c) if t.type == "SUBTYPE"][0]
        kind = [t for t in toks(c) if t.type == "TYPE"][0]
        if canon_word(kind)[1] != "token":
            raise BuildError("expected a token")
        equal = [x for x in nontok(c) if is_amount(x) and not isinstance(x, int)]  # "a number of … equal to …"
        count = equal[0] if equal else first(c, int) if first(c, int) is not None else count_in(c)
        return n.CreateToken(count, None, None, (), ("artifact",), (canon_word(sub)[1],),
                             tapped=isinstance(first(c, Tapped), Tapped))

    def token_those(self, c):
        return n.CreateToken(first(c, int), None, None, (), (), ())

    def token_tapped(self, c):
        return Tapped()

    def token_with(self, c):
        """The keywords (as keyword_list gives them), or the quoted abilities as a Part: the token's
        own abilities (their "this creature" is the token)."""
        quoted = [q.strip() for t in toks(c) if t.type in ("QUOTED", "QUOTED_PAIR")
                  for q in re.findall(r'"([^"]+)"', str(t))]
        if not quoted:
            return first(c, tuple)
        if self.quoted is None:
            raise BuildError("quoted text, and no reader for it")
        return Part(dict(with_abilities=tuple(a for q in quoted for a in self.quoted.abilities(q))))

    def still_a(self, c):
        return Still()

    def pt(self, c):
        return PT.parse(str(toks(c)[0]))

    def mana_symbols(self, c):
        syms = [split_cost(str(t)) for t in toks(c) if t.type == "MANA"]
        if len(syms) == 1:
            return n.AddMana(symbols=syms[0])
        return n.AddMana(choice=_pair_order(tuple(s[0] for s in syms)))

    def mana_any_color(self, c):
        """"one mana of any color", "two mana of any one color" / 「好きな色１色のマナ２点」: the
        amount, all of one color the player chooses"""
        nums = [int(str(t)) for t in toks(c) if t.type == "NUMBER"]
        if len(nums) == 2:  # Japanese: colors, then points of mana
            if nums[0] != 1:
                raise BuildError("only mana of one color")
            return n.AddMana(any_color=nums[1])
        amount = first(c, int)
        return n.AddMana(any_color=amount if amount is not None else 1)

    def mana_any_color_x(self, c):
        """"X mana of any one color, where X is …" / 「好きな色１色のマナＸ点」 (X bound by its sentence)"""
        if any(int(str(t)) != 1 for t in toks(c) if t.type == "NUMBER"):
            raise BuildError("only mana of one color")
        return n.AddMana(any_color=n.X())

    def mana_any_combination(self, c):
        """"Add two mana in any combination of colors" / 「好きな色の組み合わせのマナ２点を加える」"""
        a = [x for x in nontok(c) if is_amount(x)]
        return n.AddMana(any_combination=a[0] if a else count_in(c))  # 「マナ５点」: a NUMBER token

    def mana_any_combination_x(self, c):
        return n.AddMana(any_combination=n.X())

    def mana_chosen_color(self, c):
        """"one mana of the chosen color" / 「その選ばれた色のマナ１点」 (the color chosen as it entered);
        "{R} or one mana of the chosen color" / 「(赤)か、その選ばれた色のマナ１点」: one of the two"""
        syms = tuple(split_cost(str(t))[0] for t in toks(c) if t.type == "MANA")
        nums = [x for x in nontok(c) if isinstance(x, int)] or [int(str(t)) for t in toks(c) if t.type == "NUMBER"]
        return n.AddMana(choice=syms, chosen_color=nums[0])

    def mana_for_each(self, c):
        syms = split_cost(str([t for t in toks(c) if t.type == "MANA"][0]))
        return n.AddMana(symbols=syms, times=each_amount(c))
