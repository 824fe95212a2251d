"""Builder rules for conditions as a subject and a predicate (grammar section `conditions:
subject and predicate`): "~ has four or more oil counters on it", "an opponent controls more
lands than you", "it's tapped", "defending player has two or fewer cards in hand",
「対戦相手１人が…をコントロールしている」. A predicate is a CondPred, a function of its subject,
so one predicate serves every subject; the subject decides the test:

- a player (you, an opponent, each player, target player, defending player, that player …):
  what they control, their life, hand, graveyard, counters (`you_control`, `player_controls`,
  `life`, `hand_size`, `graveyard_size`, `player_counters`, `compare_players`);
- one object (~, it, that creature, enchanted creature, target creature …): what it is
  (`is`, `was`, `in_zone`, `equipped`, `enchanted`, `monstrous`), its counters and stats
  (`compare` of CountersOn / StatOf);
- "a creature you control", "another creature", "two or more creatures": how many objects are
  so (`count`).

Where a player test has named its player with a word ("you", "opponent", "any") since before
this layer, those words stay; any other player is the selector itself, and `Each` (each
opponent) means every one of them, anything else some one of them.
"""
from __future__ import annotations

import attrs
from lark import Token

from ..ir import nodes as n
from .helpers import (BuildError, canon_word, count_in, expect_types, first, narrowed, nontok, plain_object, sort_t,
                      toks, union, word_filter)
from .values import AtLeast, Cmp, CondPred, CondState, Zone

_PLAYER_WORDS = {"player", "opponent"}
_ADDITIVE = {"types", "subtypes", "supertypes", "states", "with_keywords", "without_keywords", "not_types",
             "not_subtypes", "not_colors", "not_supertypes", "compare", "with_counters"}
_SINGLE = (n.Self_, n.It, n.Enchanted, n.Equipped, n.Target, n.TargetRef, n.TriggerObject, n.Found)


def _player_filter(f) -> bool:
    return isinstance(f, n.Filter) and bool(f.types) and set(f.types) <= _PLAYER_WORDS


def is_player(s) -> bool:
    if isinstance(s, (n.You, n.DefendingPlayer, n.TriggerPlayer, n.ControllerOf, n.OwnerOf)):
        return True
    if isinstance(s, n.It):
        return s.word in ("they", "player", "opponent")
    if isinstance(s, (n.Chosen, n.Each, n.Target, n.OneOrMore)):
        return _player_filter(s.filter)
    return _player_filter(s)


def player_sel(s):
    """A player subject as a selector: "an opponent" is any one opponent (the filter), "each
    opponent" every one (Each)."""
    if not is_player(s):
        raise BuildError("a player's condition of something that is not a player")
    if s == n.It("they"):
        return n.It("player")  # "unless they control …": a player (the ability's), never the card
    if isinstance(s, n.Chosen):
        if s.count != 1 or s.up_to:
            raise BuildError("a condition of a number of players")
        return s.filter
    return s


def who_of(s):
    """The player word of the older player tests ("you", "opponent", "any"), else the selector."""
    sel = player_sel(s)
    if isinstance(sel, n.You):
        return "you"
    if sel == n.Filter(types=("opponent",)):
        return "opponent"
    if sel == n.Filter(types=("player",)):
        return "any"
    return sel


def whom_of(s):
    """The players compared with ("than you", "than an opponent"); "each other player" is other
    than the subject, which a filter cannot say."""
    w = who_of(s)
    if not isinstance(w, str) and getattr(plain_object(w), "other", False):
        raise BuildError("'than each other player'")
    return w


def single(s) -> bool:
    """One object (not a player, not a kind of objects)."""
    return isinstance(s, _SINGLE) and not is_player(s)


def group_filter(s):
    """"a creature you control", "another creature", "one or more creatures": some object of a kind."""
    if isinstance(s, n.Chosen) and s.count == 1 and not s.up_to or isinstance(s, n.OneOrMore):
        return s.filter
    if isinstance(s, (n.Filter, n.AnyOf)):
        return s
    return None


def merge(f, g):
    """The objects of filter `f` that also match `g` ("a creature you control" + "attacking")."""
    if isinstance(f, n.AnyOf):
        return union([merge(x, g) for x in f.filters])
    if not isinstance(f, n.Filter) or not isinstance(g, n.Filter):
        raise BuildError("a condition on a union of kinds")
    kw = {}
    for a in attrs.fields(n.Filter):
        if a.name == "span":
            continue
        mine, theirs = getattr(f, a.name), getattr(g, a.name)
        if theirs == a.default or theirs == mine:
            continue
        if mine == a.default:
            kw[a.name] = theirs
        elif a.name in _ADDITIVE:
            kw[a.name] = sort_t(mine + theirs)
        else:
            raise BuildError(f"two {a.name} in one condition")
    return attrs.evolve(f, **kw)


def with_zone(f, zone: Zone):
    if zone.zone == "battlefield":
        return f
    return merge(f, n.Filter(zone=zone.zone, zone_owner=zone.owner))


def _affected(f) -> bool:
    return isinstance(f, n.Filter) and f.affected is not None


def is_cond(s, st: CondState, past: bool = False):
    """"~ is tapped", "it was a creature card", "a creature you control is attacking". The past is
    the same test: English and Japanese choose tenses differently for an object that has just
    moved ("If it was a creature card" / 「それがクリーチャー・カードなら」), and the object is
    matched as it last existed either way (the runtime's CR 608.2h)."""
    if single(s):
        if st.filter is not None:
            return n.Condition("is", (s, st.filter))
        if past:
            raise BuildError("what an object was, other than its characteristics and states")
        if st.test:
            return n.Condition(st.test, (s,))
        return n.Condition("in_zone", (s, st.zone.zone, st.zone.owner or "any"))
    f = group_filter(s)
    # (what an earlier step did, "if a card was milled this way", is a record the tense does not change)
    if f is not None and (not past or (st.filter is not None and _affected(st.filter))) and not st.test:
        return n.Condition("count", (merge(f, st.filter) if st.filter is not None else with_zone(f, st.zone), "ge", 1))
    raise BuildError("'is' said of this kind of subject")


def controls(s, what):
    f = union([what.filter if isinstance(what, (n.Chosen, n.Each)) else what])
    if isinstance(s, n.You):
        return n.Condition("you_control", (f,))
    return n.Condition("player_controls", (player_sel(s), f))


def cmp_of(c) -> Cmp:
    """The comparison a rule spells: a Cmp child, or (Japanese 「３つ以上の」, 「を２つ以上」) N or more."""
    got = first(c, Cmp)
    return got if got is not None else Cmp("ge", count_in(c))


class CondPredicates:
    """Subject and predicate (grammar section `conditions: subject and predicate`)."""

    # ------------------------------------------------------------ the condition
    def cond_subject(self, c):
        subject = [x for x in c if not isinstance(x, (Token, CondPred))][0]
        if self.lang == "ja" and isinstance(subject, n.Each) and _player_filter(subject.filter):
            # a bare 「対戦相手が…」 has no number: the English says "an opponent" (some one of them)
            subject = subject.filter
        return first(c, CondPred).of(subject)

    def cond_yours(self, c):
        """「あなたのライフが５点以下である」: 「あなたの」 is one word, the subject and its の"""
        return first(c, CondPred).of(n.You())

    def cond_zone_has(self, c):
        """「あなたの墓地に戦士・カードがある」 "a Warrior card is in your graveyard", 「あなたの手札に
        カードが７枚以上ある」 "you have seven or more cards in hand" """
        f = with_zone(first(c, (n.Filter, n.AnyOf)), first(c, Zone))
        return self._how_many(f, first(c, Cmp) or Cmp("ge", 1))

    def cond_zone_size(self, c):
        """「防御プレイヤーの手札が２枚以下である」 "defending player has two or fewer cards in hand" """
        zone, cmp = first(c, Zone), first(c, Cmp)
        if zone.zone not in ("hand", "graveyard") or zone.owner in ("", "any", "they"):
            raise BuildError("the size of a player's hand or graveyard")
        return n.Condition(f"{zone.zone}_size", (zone.owner, cmp.op, cmp.value))

    def cond_zone_has_none(self, c):
        """「あなたの手札にカードが１枚も無い」 "you have no cards in hand" """
        f = with_zone(first(c, (n.Filter, n.AnyOf)), first(c, Zone))
        return self._how_many(f, Cmp("eq", 0))

    def cond_your_hand_has(self, c):
        return self.cond_zone_has(list(c) + [Zone("hand", "you")])

    def cond_your_hand_has_none(self, c):
        return self.cond_zone_has_none(list(c) + [Zone("hand", "you")])

    def cond_it_state(self, c):
        """"it's tapped", "it's a creature card" (the pronoun's own contraction)"""
        return is_cond(n.It(""), first(c, CondState))

    def cond_it_not_state(self, c):
        return n.Not(self.cond_it_state(c))

    def cond_stat(self, c):
        """"its power is 2 or less", "~'s power is 4 or greater" / 「それのマナ総量が３以下である」. "was"
        reads the same value: the stat of an object that left is its last known one (CR 608.2h)."""
        objs = [x for x in nontok(c) if not isinstance(x, (str, Cmp))]
        what = objs[0] if objs else n.It("")  # "its power"
        stat = [x for x in c if isinstance(x, str) and not isinstance(x, Token)][0]
        cmp = first(c, Cmp)
        return n.Condition("compare", (n.StatOf(stat, what), cmp.op, cmp.value))

    def cond_result(self, c):
        """"If the result is 3 or less" / 「その出目が３以下なら」: the die rolled by this effect"""
        cmp = first(c, Cmp)
        return n.Condition("compare", (n.DieResult(), cmp.op, cmp.value))

    def cond_x(self, c):
        """"If X is 5 or more" (X: the spell's or ability's X)"""
        cmp = first(c, Cmp)
        return n.Condition("x", (cmp.op, cmp.value))

    def cond_count_state(self, c):
        """"seven or more cards are in your graveyard" (threshold), "no creatures are on the
        battlefield", "two or more creatures are attacking": how many objects are so."""
        cmp, f, st = first(c, Cmp), first(c, (n.Filter, n.AnyOf)), first(c, CondState)
        if st.test:
            raise BuildError("how many objects have a test of their own")
        got = merge(f, st.filter) if st.filter is not None else with_zone(f, st.zone)
        return self._how_many(got, cmp)

    def _how_many(self, f, cmp: Cmp):
        """How many cards a player's hand or graveyard holds is that player's hand or graveyard
        size ("you have seven or more cards in hand" = 「あなたの手札にカードが７枚以上ある」, "if that
        player has no cards in hand" = 「そのプレイヤーの手札にカードが無い場合」); anything else a count."""
        if isinstance(f, n.Filter) and f.zone in ("hand", "graveyard") and f == n.Filter(
                types=("card",), zone=f.zone, zone_owner=f.zone_owner) and f.zone_owner not in ("", "any", "they"):
            return n.Condition(f"{f.zone}_size", (f.zone_owner, cmp.op, cmp.value))
        return n.Condition("count", (f, cmp.op, cmp.value))

    def cond_there_are(self, c):
        """"there are three or more creature cards in your graveyard", "there are no creatures on
        the battlefield" (the zone is the filter's, else the battlefield)"""
        return self._how_many(first(c, (n.Filter, n.AnyOf)), first(c, Cmp))

    def cond_counters_on(self, c):
        """"there are two or more ki counters on ~" / 「~の上に気カウンターが２個以上置かれている」"""
        spec = [x for x in c if isinstance(x, str) and not isinstance(x, Token)][0]
        what = [x for x in nontok(c) if not isinstance(x, (str, Cmp))][0]
        cmp = first(c, Cmp)
        return n.Condition("compare", (n.CountersOn(spec, what), cmp.op, cmp.value))

    def cp_won_flip(self, c):
        """"if you win the flip" / 「あなたが（その）コイン投げに勝ったなら」: that player's last flip
        (FlipCoin) was won (CR 705.2)."""
        return CondPred(lambda s: n.Condition("won_flip", (s,)))

    def cp_won_clash(self, c):
        """"if you win" / 「あなたが勝ったなら」 after a clash: that player won the clash (CR 701.30)."""
        return CondPred(lambda s: n.Condition("won_clash", (s,)))

    def cp_lost_flip(self, c):
        return CondPred(lambda s: n.Condition("lost_flip", (s,)))

    # ------------------------------------------------------------ what it is
    def cp_is(self, c):
        st = first(c, CondState)
        return CondPred(lambda s: is_cond(s, st))

    def cp_is_not(self, c):
        st = first(c, CondState)

        def make(s):
            if not single(s):
                raise BuildError("'is not' said of a kind of objects")
            return n.Not(is_cond(s, st))
        return CondPred(make)

    def cp_was(self, c):
        st = first(c, CondState)
        return CondPred(lambda s: is_cond(s, st, past=True))

    def cp_was_not(self, c):
        st = first(c, CondState)

        def make(s):
            if not single(s):
                raise BuildError("'was not' said of a kind of objects")
            return n.Not(is_cond(s, st, past=True))
        return CondPred(make)

    def cp_is_not_word(self, c):
        """「~がトークンでない」「それが白でない」"""
        st = CondState(filter=word_filter(c) if any(t.type != "SUPERTYPE" for t in toks(c))
                       else n.Filter(supertypes=(canon_word(toks(c)[0])[1],)))

        def make(s):
            if not single(s):
                raise BuildError("'is not' said of a kind of objects")
            return n.Not(is_cond(s, st))
        return CondPred(make)

    def cp_was_tapped(self, c):
        """「それがタップ状態であったなら」"""
        st = self.cs_tapped(c)
        return CondPred(lambda s: is_cond(s, st, past=True))

    # ------------------------------------------------------------ what a player controls
    def cp_controls(self, c):
        what = [x for x in nontok(c) if not isinstance(x, Cmp)][0]
        return CondPred(lambda s: controls(s, what))

    def cp_not_controls(self, c):
        what = nontok(c)[0]
        return CondPred(lambda s: n.Not(controls(s, what)))

    def cp_controls_count(self, c):
        """"you control three or more artifacts", "you control no Swamps", "an opponent controls
        two or more creatures" / 「あなたがアーティファクトを３つ以上コントロールしている」"""
        return CondPred(self._controls_count(c))

    def _controls_count(self, c, other: bool = False):
        counted = first(c, (AtLeast, n.OneOrMore))  # 「３つ以上の土地を」 (triggers.one_or_more)
        if counted is not None:
            cmp, f = Cmp("ge", getattr(counted, "count", 1)), counted.filter
        else:
            cmp, f = cmp_of(c), first(c, (n.Filter, n.AnyOf))
        if other:  # 「これでない２つ以上の土地」
            f = narrowed(f, other=True)

        def make(s):
            if cmp.op == "eq" and cmp.value == 0:
                return n.Not(controls(s, f))
            if isinstance(s, n.You):
                return n.Condition("count", (narrowed(f, controller="you"), cmp.op, cmp.value))
            return n.Condition("player_controls", (player_sel(s), f, cmp.op, cmp.value))
        return make

    def cp_not_controls_count(self, c):
        """「あなたが３つ以上の土地をコントロールしていない」: the negation is the Japanese condition's own"""
        make = self._controls_count(c)
        return CondPred(lambda s: n.Not(make(s)))

    def cp_controls_other_count(self, c):
        return CondPred(self._controls_count(c, other=True))

    def cp_not_controls_other_count(self, c):
        make = self._controls_count(c, other=True)
        return CondPred(lambda s: n.Not(make(s)))

    def cp_controls_both(self, c):
        """「あなたが…と…をコントロールしている」: both"""
        whats = [x for x in nontok(c) if not isinstance(x, Cmp)]
        return CondPred(lambda s: self._you_only(s, self._control_all(whats)))

    def cp_controls_more(self, c):
        """"an opponent controls more lands than you" / 「対戦相手１人があなたよりも多くの土地を
        コントロールしている」: some one of them does"""
        return self._controls_than(c, "gt")

    def cp_controls_fewer(self, c):
        return self._controls_than(c, "lt")

    def _controls_than(self, c, op):
        f = first(c, (n.Filter, n.AnyOf))
        whom = [x for x in nontok(c) if x is not f][0]

        def make(s):
            if (isinstance(s, n.You) and op == "lt" and f == n.Filter(types=("creature",))
                    and who_of(whom) == "opponent"):
                return n.Condition("fewer_creatures_than_opponent")
            return n.Condition("compare_players", (who_of(s), f, op, whom_of(whom)))
        return CondPred(make)

    def cp_controls_named2(self, c):
        """"you control artifacts named ⟨A⟩ and ⟨B⟩" (both)"""
        names = [self._name(t) for t in toks(c) if t.type == "NAME"]
        kind = [canon_word(t)[1] for t in toks(c) if t.type == "TYPE"][0]
        fs = [n.Filter(types=(kind,), name=x) for x in names]

        def make(s):
            if not isinstance(s, n.You):
                raise BuildError("only 'you control … and …'")
            return self._control_all(fs)
        return CondPred(make)

    # ------------------------------------------------------------ what it has
    def cp_has_counters_on(self, c):
        """"~ has four or more oil counters on it", "it has a +1/+1 counter on it", "it has no
        time counters on it" / 「~の上に…カウンターが１個も置かれていない」"""
        spec = [x for x in c if isinstance(x, str) and not isinstance(x, Token)][0]
        cmp = first(c, Cmp) or Cmp("ge", 1)  # "a +1/+1 counter"

        def make(s):
            if single(s):
                return n.Condition("compare", (n.CountersOn(spec, s), cmp.op, cmp.value))
            f = group_filter(s)
            if f is not None and (cmp.op, cmp.value) == ("ge", 1):
                return n.Condition("count", (merge(f, n.Filter(with_counters=(spec,))), "ge", 1))
            raise BuildError("counters on this kind of subject")
        return CondPred(make)

    def cp_has_player_counters(self, c):
        """"an opponent has three or more poison counters" / 「対戦相手１人が３個以上の毒カウンターを持っている」"""
        spec = [x for x in c if isinstance(x, str) and not isinstance(x, Token)][0]
        cmp = cmp_of(c)
        return CondPred(lambda s: n.Condition("player_counters", (who_of(s), spec, cmp.op, cmp.value)))

    def cp_has_life(self, c):
        """"you have 5 or less life", "an opponent has 10 or less life" / 「対戦相手１人のライフが１０点以下である」"""
        cmp = first(c, Cmp)

        def make(s):
            who = who_of(s)
            if who == "any" and cmp.op == "le":
                return n.Condition("a_player_life_le", (cmp.value,))
            return n.Condition("life", (who, cmp.op, cmp.value))
        return CondPred(make)

    def cp_has_hand(self, c):
        """"you have seven or more cards in hand", "an opponent has no cards in hand"""
        expect_types(c, {"card"})
        cmp = first(c, Cmp)
        return CondPred(lambda s: n.Condition("hand_size", (who_of(s), cmp.op, cmp.value)))

    def cp_has_no_hand(self, c):
        """「対戦相手１人の手札にカードが１枚も無い」 = "an opponent has no cards in hand" """
        expect_types(c, {"card"})
        return CondPred(lambda s: n.Condition("hand_size", (who_of(s), "eq", 0)))

    def cp_has_no_counters_on(self, c):
        """「~の上に氷カウンターが１個も無い」「…が置かれていない」 = "it has no ice counters on it" """
        spec = [x for x in c if isinstance(x, str) and not isinstance(x, Token)][0]

        def make(s):
            if not single(s):
                raise BuildError("counters on this kind of subject")
            return n.Condition("compare", (n.CountersOn(spec, s), "eq", 0))
        return CondPred(make)

    def cp_has_graveyard(self, c):
        """"an opponent has eight or more cards in their graveyard" / 「対戦相手１人の墓地に８枚以上のカードがある」"""
        return self._graveyard(c, yours=False)

    def cp_has_your_graveyard(self, c):
        return self._graveyard(c, yours=True)

    def _graveyard(self, c, yours: bool):
        expect_types(c, {"card"})
        cmp = first(c, Cmp)

        def make(s):
            if yours != isinstance(s, n.You):
                raise BuildError("whose graveyard: the subject's")
            return n.Condition("graveyard_size", (who_of(s), cmp.op, cmp.value))
        return CondPred(make)

    def cp_has_opponents(self, c):
        """"you have two or more opponents" (multiplayer lands) / 「対戦相手が２人以上いる」"""
        cmp = first(c, Cmp)

        def make(s):
            if not isinstance(s, n.You) or cmp.op != "ge":
                raise BuildError("only 'you have N or more opponents'")
            return n.Condition("opponents_ge", (cmp.value,))
        return CondPred(make)

    def cp_more_life_than(self, c):
        """"an opponent has more life than you" """
        return self._life_than(c, "gt")

    def cp_less_life_than(self, c):
        """"you have less life than an opponent" """
        return self._life_than(c, "lt")

    def _life_than(self, c, op):
        whom = nontok(c)[0]

        def make(s):
            if isinstance(s, n.You) and op == "lt" and who_of(whom) == "opponent":
                return n.Condition("less_life_than_opponent")
            return n.Condition("compare_players", (who_of(s), "life", op, whom_of(whom)))
        return CondPred(make)

    def cp_more_hand_than(self, c):
        """"an opponent has more cards in hand than you" """
        expect_types(c, {"card"})
        whom = nontok(c)[0]
        return CondPred(lambda s: n.Condition("compare_players", (who_of(s), "hand", "gt", whom_of(whom))))

    def cp_has_keywords(self, c):
        """"if it has flying", "if a creature you control has flying" """
        return self._has_filter(n.Filter(with_keywords=self._kw_names(c)))

    def _has_filter(self, f):
        def make(s):
            if single(s):
                return n.Condition("is", (s, f))
            g = group_filter(s)
            if g is not None:
                return n.Condition("count", (merge(g, f), "ge", 1))
            raise BuildError("'has' said of this kind of subject")
        return CondPred(make)

    def cp_has_stat(self, c):
        """"if it has mana value 3 or less": its mana value is 3 or less (「それのマナ総量が３以下なら」);
        "if a creature you control has power 4 or greater": one with power 4 or greater"""
        stat = [x for x in c if isinstance(x, str) and not isinstance(x, Token)][0]
        cmp = first(c, Cmp)
        has = self._has_filter(n.Filter(compare=(n.Compare(stat, cmp.op, cmp.value),)))

        def make(s):
            if single(s):
                return n.Condition("compare", (n.StatOf(stat, s), cmp.op, cmp.value))
            return has.of(s)
        return CondPred(make)

    def cp_citys_blessing(self, c):
        return CondPred(lambda s: self._you_only(s, n.Condition("citys_blessing")))

    def _you_only(self, s, cond):
        if not isinstance(s, n.You):
            raise BuildError("a condition of you only")
        return cond

    # ------------------------------------------------------------ what happened
    def cp_have_done(self, c):
        """"if you've cast two or more spells this turn", "if an opponent has drawn four or more cards
        this turn": the game's record of this turn; a count when the text gives one ("N or more")."""
        event, count = first(c, tuple)

        def make(s):
            who = plain_object(player_sel(s))
            ev = event if isinstance(who, n.You) else attrs.evolve(event, player=who)
            return n.Condition("this_turn", (ev, count) if count != 1 else (ev,))
        return CondPred(make)

    def cp_dealt_damage(self, c):
        """"if an opponent was dealt damage this turn", "if it was dealt damage this turn" """
        def make(s):
            if plain_object(s) == n.Filter(types=("opponent",)) and not isinstance(s, n.Each):
                return n.Condition("opponent_dealt_damage_this_turn")
            if single(s):
                return n.Condition("is", (s, n.Filter(states=("dealt_damage_this_turn",))))
            raise BuildError("'was dealt damage this turn' of this kind of subject")
        return CondPred(make)

    def cp_this_turn(self, c):
        """"if a creature died this turn" / 「このターンにクリーチャーが死亡していた」: an event
        of this turn (the game's own record of it)."""
        verb = [x for x in nontok(c) if callable(x)][0]
        return CondPred(lambda s: n.Condition("this_turn", (verb(plain_object(s)),)))

    def cp_kicked(self, c):
        """"if this spell / it was kicked" / 「この呪文がキッカーされていた」 (CR 702.33d)"""
        def make(s):
            if not isinstance(s, (n.Self_, n.It)):
                raise BuildError("only 'this spell / it was kicked'")
            return n.Condition("kicked")
        return CondPred(make)

    def cp_cast_from_graveyard(self, c):
        """"If this spell was cast from a graveyard" (flashback, …); 「これがあなたの手札から唱えられた」
        "if you cast it from your hand" (only you cast from your own hand)"""
        zone = first(c, Zone)
        where = "graveyard"
        if zone is not None and (zone.zone, zone.owner) == ("hand", "you"):
            where = "hand"
        elif zone is not None and (zone.zone, zone.owner) != ("graveyard", "any"):
            raise BuildError("only 'cast from a graveyard'")

        def make(s):
            if not isinstance(s, n.Self_) and not (where == "hand" and isinstance(s, n.It)):
                raise BuildError("only this spell")
            return n.Condition("cast_self", (where,))
        return CondPred(make)

    def cp_cast_it(self, c):
        """"if you cast it" / 「あなたがこれを唱えていた場合」: whether this permanent was cast"""
        self._it_only(c)
        return CondPred(lambda s: self._you_only(s, n.Condition("cast_self")))

    def cp_cast_it_from_hand(self, c):
        """"if you cast it from your hand" / 「あなたがこれをあなたの手札から唱えていた場合」"""
        self._it_only(c)
        zone = first(c, Zone)
        if zone is not None and (zone.zone, zone.owner) != ("hand", "you"):
            raise BuildError("only 'cast it from your hand'")
        return CondPred(lambda s: self._you_only(s, n.Condition("cast_self", ("hand",))))

    def _it_only(self, c):
        if not all(isinstance(x, (n.Self_, n.It)) for x in nontok(c) if not isinstance(x, Zone)):
            raise BuildError("only 'if you cast it'")

    def cp_cast_last_turn(self, c):
        """"a player cast two or more spells last turn" (the Japanese says 「プレイヤー１人が」)."""
        expect_types(c, {"spell"})
        cmp = first(c, Cmp)

        def make(s):
            if who_of(s) != "any" or cmp.op != "ge":
                raise BuildError("only 'a player cast N or more spells last turn'")
            return n.Condition("a_player_cast_n_spells_last_turn", (cmp.value,))
        return CondPred(make)

    def cp_searched_library(self, c):
        """"If you search your library this way, shuffle." (after searching library and/or graveyard)"""
        return CondPred(lambda s: self._you_only(s, n.Condition("searched_library")))

    def cp_targets(self, c):
        """"if it targets a creature that was dealt damage this turn" (the spell itself)"""
        what = nontok(c)[0]

        def make(s):
            if not isinstance(s, (n.It, n.Self_)):
                raise BuildError("only 'if it targets …' (the spell)")
            return n.Condition("targets", (plain_object(what),))
        return CondPred(make)
