"""Builder rules for what an object does, gets, has or can't do (grammar section
`object_verbs`): pump, gains / has keywords or a quoted ability, becomes, can't attack or block,
doesn't untap, must attack, enters tapped / with counters / as a copy, fights; characteristic-
defining P/T ("~'s power is equal to …"); durations. Each is a Pred that waits for its subject.
"""
from __future__ import annotations

from ..ir import nodes as n
from .helpers import (BuildError, canon_word, creature_description, expect_types, first, is_amount, is_selector,
                      filter_of, keyword_node, nontok, per_each, each_amount, seq, set_fields, sort_t, sval, toks)
from .values import AtLeast, CopyExcept, CounterSpec, Duration, Nouns, PT, Pred, Still


def _complement(f) -> n.Filter:
    """The creatures that are none of `f` (a union of creature filters each with one property)."""
    parts = f.filters if isinstance(f, n.AnyOf) else (f,)
    out: dict = {"types": ("creature",)}
    for p in parts:
        if not isinstance(p, n.Filter) or not ("creature" in p.types or (not p.types and p.subtypes)):
            raise BuildError("'except by' creatures of a kind")  # ("except by Walls": creatures of that type)
        changes = {k: v for k, v in set_fields(p).items() if k != "types"}
        extra_types = tuple(t for t in p.types if t != "creature")
        props = [("not_types", extra_types)] if extra_types else []
        for k, neg in (("colors", "not_colors"), ("subtypes", "not_subtypes"), ("with_keywords", "without_keywords")):
            if changes.pop(k, ()):
                props.append((neg, getattr(p, k)))
        if changes or len(props) != 1:
            raise BuildError("'except by' creatures with more than one property")
        neg, values = props[0]
        if neg == "not_colors" and len(values) > 1:  # "except by green or white creatures": neither color
            pass
        out[neg] = tuple(dict.fromkeys(out.get(neg, ()) + tuple(values)))
    return n.Filter(**out)


def _blockers(s):
    """The creatures a subject "… can't block ~" names: a kind of creature."""
    f = filter_of(s) if isinstance(s, n.Each) else s
    if f is None:
        raise BuildError("'can't block ~' said of a kind of creature")
    return f


def _not_a_blocker(s):
    raise BuildError("'can't block ~' said of one object")


def _granted_together(steps):
    """"has trample, and has "{R}: …"": what one subject is given side by side is one grant, as
    "has trample and "{R}: …"" (「トランプルと「…」を持つ」) is; a pump and a grant of one subject are
    in one order, whichever is written first."""
    out = []
    for s in steps:
        prev = out[-1] if out else None
        if (isinstance(s, n.Pump) and isinstance(prev, n.Grant) and prev.what == s.what
                and prev.duration == s.duration):  # "gains trample and gets +2/+0": one IR order
            out[-1:] = [s, prev]
            continue
        if (isinstance(s, n.Grant) and isinstance(prev, n.Grant) and prev.what == s.what
                and prev.duration == s.duration):
            out[-1] = n.Grant(s.what, prev.keywords + s.keywords, s.duration)
        else:
            out.append(s)
    return out


class ObjectVerbs:
    """What an object does, gets, has or can't do (grammar section `object_verbs`)."""

    def must_be_blocked_by_all(self, c):
        dur = first(c, Duration)
        return n.MustBeBlockedByAll([x for x in nontok(c) if is_selector(x)][0], dur.value if dur else "")

    def cda_pt(self, c):
        subject = [x for x in nontok(c) if is_selector(x)][0]
        amt = [x for x in nontok(c) if is_amount(x)][0]
        return n.CharacteristicPT(subject, amt, amt)

    def cda_power(self, c):
        subject = [x for x in nontok(c) if is_selector(x)][0]
        return n.CharacteristicPT(subject, [x for x in nontok(c) if is_amount(x)][0], None)

    def cda_toughness(self, c):
        subject = [x for x in nontok(c) if is_selector(x)][0]
        return n.CharacteristicPT(subject, None, [x for x in nontok(c) if is_amount(x)][0])

    def cant_attack_unless_ja(self, c):
        """「５つ以上の島が戦場に出ていないかぎり、~は攻撃できない」 (the count: triggers.one_or_more)"""
        counted = first(c, (AtLeast, n.OneOrMore))
        if counted is not None:
            c = [x for x in c if x is not counted] + (
                [counted.count, counted.filter] if isinstance(counted, AtLeast) else [1, counted.filter])
        subject = [x for x in nontok(c) if is_selector(x) and not isinstance(x, n.Filter)][0]
        return self._cant_attack_unless([x for x in c if not is_selector(x) or isinstance(x, n.Filter)]).apply(subject)

    def may_enter_as_copy(self, c):
        who, what = [x for x in nontok(c) if is_selector(x)][:2]
        return self.may_have([who, what, self.enters_as_copy(c)])

    def cant_block_and_be_blocked_ja(self, c):
        s = nontok(c)[0]
        return n.Sequence((n.Cant(s, "block"), n.Cant(s, "be_blocked")))

    def copy_except_keywords(self, c):
        return CopyExcept(keywords=first(c, tuple))

    def copy_except_types(self, c):
        nouns = first(c, Nouns)
        return CopyExcept(types=nouns.types, subtypes=nouns.subtypes)

    def copy_except_this_ability(self, c):
        who = [x for x in nontok(c) if is_selector(x)]
        if who and not isinstance(who[0], (n.Self_, n.It)):  # 「それがこの能力を持つ」: the copy itself
            raise BuildError("'this ability' kept by something other than the copy")
        return CopyExcept(this_ability=True)

    def becomes_copy(self, c):
        """"~ becomes a copy of target creature (until end of turn)(, except it has this ability)" /
        「（ターン終了時まで、）~は（、それがこの能力を持つことを除き、）それのコピーになる」 (CR 707.2)."""
        of = [x for x in nontok(c) if is_selector(x)][0]
        exc = first(c, CopyExcept) or CopyExcept()
        dur = first(c, Duration)
        return Pred(lambda s, d: n.BecomeCopy(s, of, d, exc.keywords, exc.types, exc.subtypes, exc.this_ability),
                    dur.value if dur else "")

    def copy_of(self, c):
        return first(c, (n.Filter, n.AnyOf))

    def pump(self, c):
        p, t = first(c, PT).power, first(c, PT).toughness
        dur = first(c, Duration)
        return Pred(lambda s, d: n.Pump(s, p, t, d), dur.value if dur else "")

    def explores(self, c):
        """"it explores" / 「それは探検を行う」 (CR 701.44)"""
        return Pred(lambda s, d: n.Explore(s))

    def connives(self, c):
        """"it connives (X)" / 「それは謀議する」「それは謀議Ｘを行う」 (CR 701.50)"""
        k = first(c, (int, n.X))
        return Pred(lambda s, d: n.Connive(s, 1 if k is None else k))

    def pump_for_each(self, c):
        """"gets +1/+1 for each artifact you control" / 「アーティファクト１つにつき+1/+1」."""
        pt = first(c, PT)
        count = each_amount(c)
        dur = first(c, Duration)

        def scale(v):
            return v if v == 0 else (count if v == 1 else n.Times(v, count))

        return Pred(lambda s, d: n.Pump(s, scale(pt.power), scale(pt.toughness), d), dur.value if dur else "")

    def enters_with_counters(self, c):
        spec = first(c, CounterSpec)
        return Pred(lambda s, d: n.EntersWithCounters(s, spec.counter, spec.amount))

    def enters_as_copy(self, c):
        of = first(c, (n.Filter, n.AnyOf))
        exc = first(c, CopyExcept) or CopyExcept()
        return Pred(lambda s, d: n.EntersAsCopy(s, of, False, exc.keywords, exc.types, exc.subtypes))

    def enters_with_counters_each(self, c):
        """"enters with a +1/+1 counter on it for each Zombie card in your graveyard" /
        「…１枚につき+1/+1カウンター１個が置かれた状態で戦場に出る」"""
        spec = first(c, CounterSpec)
        per = per_each(spec.amount, c)
        return Pred(lambda s, d: n.EntersWithCounters(s, spec.counter, per))

    def enters_tapped(self, c):
        return Pred(lambda s, d: n.EntersTapped(s))

    def enters_tapped_with_counters(self, c):
        """"enters tapped with two charge counters on it" / 「蓄積カウンター２個が置かれた状態で、タップ
        状態で戦場に出る」: two replacements applied as it enters (CR 614.1c), as when said apart"""
        spec = first(c, CounterSpec)
        return Pred(lambda s, d: seq([n.EntersTapped(s), n.EntersWithCounters(s, spec.counter, spec.amount)]))

    def cant_be_countered_self(self, c):
        return Pred(lambda s, d: n.Cant(s, "be_countered"))

    def cant_be_regenerated(self, c):
        """"A creature dealt damage this way can't be regenerated this turn" / 「これによりダメージを与えられた
        クリーチャーは、このターン再生できない」: any such creature (not one chosen), for the duration"""
        dur = first(c, Duration)  # "can't be regenerated this turn": the rule's own words

        def make(s, d):
            if isinstance(s, n.Chosen) and s.count == 1 and s.by is None and not s.up_to:
                s = n.Each(s.filter)
            return n.Cant(s, "be_regenerated", duration=d or (dur.value if dur else ""))
        return Pred(make)

    def hexproof_long(self, c):
        """The long form of hexproof (CR 702.11) is hexproof."""
        return Pred(lambda s, d: n.Grant(s, (n.KeywordAbility("hexproof"),), d))

    def pump_grant(self, c):
        p, t = first(c, PT).power, first(c, PT).toughness
        kws = first(c, tuple)
        dur = first(c, Duration)
        return Pred(lambda s, d: n.Sequence((n.Pump(s, p, t, d), n.Grant(s, kws, d))), dur.value if dur else "")

    def pump_and_unblockable(self, c):
        return self._pump_and(c, self.cant_be_blocked(c))

    def _pump_and(self, c, cant):
        pump = self.pump([x for x in c if not isinstance(x, (n.Filter, n.AnyOf, Duration))])
        return Pred(lambda s, d: n.Sequence((pump.apply(s, d), cant.apply(s, d))), cant.duration)

    def pump_and_unblockable_by(self, c):
        return self._pump_and(c, self.cant_be_blocked_by(c))

    def pump_and_cant_block(self, c):
        return self._pump_and(c, self.cant_block(c))

    def pump_and_pump(self, c):
        p1, p2 = [x for x in c if isinstance(x, PT)]
        other = [x for x in nontok(c) if not isinstance(x, (PT, Duration))][0]
        dur = first(c, Duration)
        return Pred(lambda s, d: n.Sequence((n.Pump(s, p1.power, p1.toughness, d),
                                             n.Pump(other, p2.power, p2.toughness, d))), dur.value if dur else "")

    def obj_and(self, c):
        """Several things said of one subject ("gets +2/+2, has flying, and can't block", 「+2/+2の
        修整を受け、飛行を持ち、ブロックできない」): each is done by the subject, in the order written. A
        duration said at the end is every part's that has none of its own ("gets +1/+1 and gains
        flying until end of turn"); a part with its own keeps it ("gains haste until end of turn and
        can't be blocked this turn"). A duration in the middle with none at the end is not read: the
        last part would last forever, which is seldom what such a text means."""
        parts = nontok(c)
        own = [p for p in parts if isinstance(p, Duration)]  # the last part's own, before its subject
        parts = [p for p in parts if not isinstance(p, Duration)]
        if own:
            parts[-1] = Pred(parts[-1].make, own[0].value)
        other = None  # the last part's own subject: 「…を持ち、それは…」 (the same one) or another
        if len(parts) > 2 and not isinstance(parts[-2], Pred):
            other = parts.pop(-2)
        if not all(isinstance(p, Pred) for p in parts):
            raise BuildError("a list of what an object does with a part that is not said of it")
        last = parts[-1].duration
        if not last and any(p.duration for p in parts[:-1]):
            raise BuildError("a duration in the middle of a list of what an object does")

        def make(s, d):
            whose = [s] * (len(parts) - 1) + [s if other is None or other == n.It("") else other]
            return seq(_granted_together([p.make(w, p.duration or d or last) for p, w in zip(parts, whose)]))
        return Pred(make, last)

    def grant(self, c):
        kws = first(c, tuple)
        dur = first(c, Duration)
        return Pred(lambda s, d: n.Grant(s, kws, d), dur.value if dur else "")

    def attack_as_though_not(self, c):
        kws = self._kw_names(c)  # (the Japanese reads a keyword list there: 「…が防衛を持たないかのように」)
        kw = kws[0] if len(kws) == 1 else ""
        if kw != "defender":
            raise BuildError("only 'as though it didn't have defender'")
        dur = first(c, Duration)
        return Pred(lambda s, d: n.AttackAsThoughNot(s, kw, d), dur.value if dur else "")

    def lose_keywords(self, c):
        """"loses flying (and first strike) until end of turn" / 「飛行を失う」"""
        kws = first(c, tuple)
        if any(not isinstance(k, n.KeywordAbility) for k in kws):
            raise BuildError("a quoted ability where only keywords can stand")
        dur = first(c, Duration)
        return Pred(lambda s, d: n.LosesKeywords(s, kws, d), dur.value if dur else "")

    def lose_all_abilities(self, c):
        dur = first(c, Duration)
        return Pred(lambda s, d: n.LoseAllAbilities(s, d), dur.value if dur else "")

    def is_land_type(self, c):
        sub = canon_word([t for t in toks(c) if t.type == "SUBTYPE"][0])[1]
        if sub not in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
            raise BuildError("only 'is a <basic land type>'")
        return Pred(lambda s, d: n.Becomes(s, None, None, subtypes=(sub,)))

    def not_type(self, c):
        t = canon_word([t for t in toks(c) if t.type == "TYPE"][0])[1]
        return Pred(lambda s, d: n.LosesType(s, t))

    def no_max_hand_size(self, c):
        """"You have no maximum hand size." (what the player has) / 「あなたの手札の上限はなくなる。」"""
        if self.lang == "en":
            return Pred(lambda s, d: n.NoMaxHandSize(s))
        return n.NoMaxHandSize(n.You())

    def extra_block(self, c):
        expect_types(c, {"creature"})
        count = first(c, int) if first(c, int) is not None else 1
        dur = first(c, Duration)
        return Pred(lambda s, d: n.ExtraBlocks(s, count, d), dur.value if dur else "")

    def block_any_number(self, c):
        expect_types(c, {"creature"})
        return Pred(lambda s, d: n.ExtraBlocks(s, "any", d))

    def base_pt(self, c):
        if any(canon_word(t)[1] != "basic" for t in toks(c) if t.type == "SUPERTYPE"):
            raise BuildError("base power and toughness")
        pt = PT.parse(str([t for t in toks(c) if t.type == "PT"][0]))
        dur = first(c, Duration)
        return Pred(lambda s, d: n.BasePT(s, pt.power, pt.toughness, d), dur.value if dur else "")

    def grant_ability(self, c):
        """has "{T}: …" / 「…」を持つ: a quoted ability granted (its "this creature" is the holder)."""
        abilities = self._quoted_abilities(c)
        dur = first(c, Duration)
        return Pred(lambda s, d: n.Grant(s, abilities, d), dur.value if dur else "")

    def pump_grant_ability(self, c):
        p, t = first(c, PT).power, first(c, PT).toughness
        abilities = self._quoted_abilities(c)
        dur = first(c, Duration)
        return Pred(lambda s, d: n.Sequence((n.Pump(s, p, t, d), n.Grant(s, abilities, d))), dur.value if dur else "")

    def grant_while_control(self, c):
        kws = first(c, tuple)
        return Pred(lambda s, d: n.Grant(s, kws, "while_you_control_self"))

    def fights(self, c):
        other = [x for x in nontok(c) if is_selector(x)][0]
        return Pred(lambda s, d: n.Fight(s, other))

    def becomes(self, c):
        """"~ becomes a 2/2 … creature with flying" / 「~は飛行を持つ…2/2の…クリーチャーになる」"""
        pt, nouns, colors, kws = creature_description(c, "'becomes'")
        still = first(c, Still) is not None
        dur = first(c, Duration)
        types, subs = sort_t(nouns.types), sort_t(nouns.subtypes)
        return Pred(lambda s, d: n.Becomes(s, pt.power, pt.toughness, colors, types, subs, kws, d, still),
                    dur.value if dur else "")

    def becomes_also(self, c):
        """"becomes an artifact in addition to its other types" / 「他のタイプに加えてアーティファクトに
        なる」 (layer 4: it keeps its other types and P/T)."""
        nouns = first(c, Nouns)
        dur = first(c, Duration)
        return Pred(lambda s, d: n.Becomes(s, None, None, types=tuple(sorted(nouns.types)), subtypes=nouns.subtypes,
                                           duration=d, still=True), dur.value if dur else "")

    def cant_attack_or_block(self, c):
        dur = first(c, Duration)
        return Pred(lambda s, d: n.Sequence((n.Cant(s, "attack", duration=d), n.Cant(s, "block", duration=d))),
                    dur.value if dur else "")

    def cant_attack_block_activate(self, c):
        return Pred(lambda s, d: n.Sequence((n.Cant(s, "attack", duration=d), n.Cant(s, "block", duration=d),
                                             n.Cant(s, "activate_abilities", duration=d))))

    def cant_block(self, c):
        dur = first(c, Duration)
        return Pred(lambda s, d: n.Cant(s, "block", duration=d), dur.value if dur else "")

    def cant_block_these(self, c):
        """"~ can't block creatures with power 2 or greater": it can't block those; "creatures with
        power less than ~'s power can't block it": said of the creature they can't block, that is
        this one can't be blocked by them (one IR for both ways of saying it)."""
        what = [x for x in nontok(c) if is_selector(x)][0]
        f = first(c, (n.Filter, n.AnyOf)) if not isinstance(what, n.Each) else filter_of(what)
        if isinstance(what, (n.Self_, n.It)):
            return Pred(lambda s, d: n.Cant(what, "be_blocked", by=_blockers(s), duration=d)
                        if isinstance(s, (n.Filter, n.AnyOf, n.Each)) else _not_a_blocker(s))
        if f is None:
            raise BuildError("'can't block' a kind of creature")
        return Pred(lambda s, d: n.Cant(s, "block", by=f, duration=d))

    def min_blockers(self, c):
        """"can't be blocked except by three or more creatures" (two: the keyword menace)."""
        expect_types(c, {"creature"})
        count = first(c, int)
        if count == 2:
            return Pred(lambda s, d: n.Grant(s, (n.KeywordAbility("menace"),), d))
        return Pred(lambda s, d: n.MinBlockers(s, count))

    def damage_as_though_unblocked(self, c):
        """"assigns its combat damage as though it weren't blocked" / 「それがブロックされなかったかのように
        その戦闘ダメージを割り振られる」 (the Japanese names its subject again: 「それが」). No duration is
        read ("… this turn as though …": the IR keeps none)."""
        named = [x for x in nontok(c) if is_selector(x)]

        def make(s, d):
            if d:
                raise BuildError("a duration on 'assigns its combat damage as though it weren't blocked'")
            if named and named[0] not in (n.It(""), n.It("they"), s):
                raise BuildError("'as though it weren't blocked' said of another object")
            return n.DamageAsThoughUnblocked(s)
        return Pred(make)

    def damage_by_toughness(self, c):
        # "… with toughness greater than its power": the filter's "its" is each creature's own
        # (n.Tested, build/filters._own)
        return Pred(lambda s, d: n.DamageByToughness(s))

    def cant_activate_abilities_of(self, c):
        """"Activated abilities of artifacts can't be activated": each of them can't have its
        activated abilities activated (as an Arrest says of one creature)."""
        what = [x for x in nontok(c) if is_selector(x)][0]
        return n.Cant(what, "activate_abilities")

    def cant_gain_life(self, c):
        dur = first(c, Duration)
        return Pred(lambda s, d: n.Cant(s, "gain_life", duration=d), dur.value if dur else "")

    def cant_cast_more_than(self, c):
        """"can't cast more than one spell each turn" (only "one spell" is printed)"""
        expect_types(c, {"spell"})
        if first(c, int) != 1:
            raise BuildError("only 'more than one spell' is known")
        return Pred(lambda s, d: n.Cant(s, "cast_more_than_one_spell_each_turn"))

    def cant_attack_alone(self, c):
        return Pred(lambda s, d: n.Cant(s, "attack_alone", duration=d))

    def cant_block_alone(self, c):
        return Pred(lambda s, d: n.Cant(s, "block_alone", duration=d))

    def cant_attack_or_block_alone(self, c):
        return Pred(lambda s, d: n.Sequence((n.Cant(s, "attack_alone", duration=d), n.Cant(s, "block_alone", duration=d))))

    def cant_attack(self, c):
        dur = first(c, Duration)
        return Pred(lambda s, d: n.Cant(s, "attack", duration=d), dur.value if dur else "")

    def _cant_attack_unless(self, c):
        count = first(c, int)
        if count is None:
            count = int(str([t for t in toks(c) if t.type == "NUMBER"][0]))
        f = first(c, n.Filter)
        cond = n.Not(n.Condition("count", (f, "ge", count)))
        return Pred(lambda s, d: ("static_if", cond, n.Cant(s, "attack")))

    def cant_attack_unless_cond(self, c):
        """A condition: "~ can't attack unless defending player controls an Island"."""
        cond = first(c, (n.Condition, n.Not))
        return Pred(lambda s, d: ("static_if", n.Not(cond), n.Cant(s, "attack")))

    def cant_be_blocked(self, c):
        dur = first(c, Duration)
        return Pred(lambda s, d: n.Cant(s, "be_blocked", duration=d), dur.value if dur else "")

    def cant_be_blocked_by(self, c):
        """"can't be blocked by <creatures>" / 「<クリーチャー>によってはブロックされない」 (the Japanese
        reads an object there: each creature of the filter)."""
        f = first(c, (n.Filter, n.AnyOf)) or filter_of(first(c, n.Each))
        if f is None:
            raise BuildError("'can't be blocked by' a kind of creature")
        return Pred(lambda s, d: n.Cant(s, "be_blocked", by=f, duration=d))

    def cant_be_blocked_except(self, c):
        """"can't be blocked except by artifact creatures and/or white creatures" = can't be blocked
        by creatures that are neither (as the Japanese writes it: 「アーティファクトでも白でもない
        クリーチャーによってはブロックされない」)."""
        f = _complement(first(c, (n.Filter, n.AnyOf)) or filter_of(first(c, n.Each)))
        dur = first(c, Duration)
        return Pred(lambda s, d: n.Cant(s, "be_blocked", by=f, duration=d), dur.value if dur else "")

    def cant_be_blocked_by_more_than(self, c, printed=1, wording="'more than one creature'"):
        """"can't be blocked by more than one creature" (CR 509.1b); only "one" is printed."""
        expect_types(c, {"creature"})
        if first(c, int) != printed:
            raise BuildError(f"only {wording} is known")
        return Pred(lambda s, d: n.Cant(s, "be_blocked_by_more_than_one", duration=d))

    def cant_block_and_be_blocked(self, c):
        return Pred(lambda s, d: n.Sequence((n.Cant(s, "block"), n.Cant(s, "be_blocked"))))

    def doesnt_untap(self, c):
        which = sval(c)
        return Pred(lambda s, d: n.Cant(s, "untap", duration=which))

    def never_untaps(self, c):
        return Pred(lambda s, d: n.Cant(s, "untap_during_untap_step"))

    def attacks_each_combat(self, c):
        return Pred(lambda s, d: n.MustAttack(s, None, "each_combat"))

    def block_only_filter(self, c):
        """「飛行を持つクリーチャーしかブロックできない」 "can block only creatures with flying"."""
        f = first(c, n.Filter)
        if f is None:
            raise BuildError("'can block only' a kind of creature")
        return Pred(lambda s, d: n.Cant(s, "block_except", by=f))

    def block_only_with(self, c):
        kws = self._kw_names(c)
        return Pred(lambda s, d: n.Cant(s, "block_except", by=n.Filter(types=("creature",), with_keywords=kws)))

    def must_attack_you(self, c):
        return Pred(lambda s, d: n.MustAttack(s, n.You(), "until_end_of_turn"))

    def must_attack(self, c):
        """"… attack <player> if able" (this turn)"""
        whom = [x for x in nontok(c) if is_selector(x)][0]
        return Pred(lambda s, d: n.MustAttack(s, whom, "until_end_of_turn"))

    def must_be_blocked(self, c):
        """"~ must be blocked if able" / 「~は、可能ならブロックされなければならない」 (CR 509.1c)"""
        dur = first(c, Duration)
        return Pred(lambda s, d: n.MustBeBlocked(s, d), dur.value if dur else "")

    def cant_be_blocked_by_more_than_ja(self, c):
        """「２体以上のクリーチャーによってはブロックされない」 = more than one."""
        return self.cant_be_blocked_by_more_than(c, 2, "「２体以上の」")

    def every_untap_step(self, c):
        return "every"

    def untap_yours(self, c):
        return "your_next_untap_step"

    def untap_controller(self, c):
        return "controllers_next_untap_step"

    def until_eot(self, c):
        return Duration("until_end_of_turn")

    def until_your_next_turn(self, c):
        return Duration("until_your_next_turn")

    def while_you_control_self(self, c):
        sels = [x for x in nontok(c) if is_selector(x)]
        if len(sels) == 2 and not (isinstance(sels[0], n.You) and isinstance(sels[1], n.Self_)):
            raise BuildError("only 'for as long as you control ~'")
        return Duration("while_you_control_self")

    def this_turn(self, c):
        """"this turn" / 「このターン」 as a duration ends where "until end of turn" does, in the cleanup
        step (CR 514.2): one value, so "gets +3/-1 until end of turn and can attack this turn …" and
        its Japanese, which says the duration once, are the same effect."""
        return Duration("until_end_of_turn")
