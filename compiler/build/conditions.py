"""Builder rules for conditions and restrictions (grammar section `conditions`): what "if …",
「…場合」, "as long as …" and "unless …" test (Condition: you control …, it's your turn, a card
is in your graveyard, this turn …), and restrictions ("activate only as a sorcery", 「…のみ起動
できる」, "cast this spell only during combat").
"""
from __future__ import annotations

import attrs
from lark import Token

from .. import ir
from ..ir import nodes as n
from ..normalize.symbols import split_cost
from ..tables import vocab
from .helpers import BuildError, amount_of, canon_word, count_in, expect_types, filter_of, first, is_selector, nontok, plain_object, sval, toks
from .cond_predicates import is_cond
from .filters import graveyard_affected
from .values import AtLeast, Cmp, CondPred, CondState, Dest, Nth, Pred, Restriction, StepSpec, Zone


def _at_least(c) -> int:
    """The N of "at least N" / "N or more" (a Cmp in English, a number in Japanese)."""
    cmp = first(c, Cmp)
    if cmp is None:
        return first(c, int)
    if cmp.op != "ge" or not isinstance(cmp.value, int):
        raise BuildError("only 'N or more'")
    return cmp.value


class Conditions:
    """Conditions and restrictions (grammar section `conditions`)."""

    def ev_left_under_you(self, c):
        """「…があなたのコントロール下で戦場を離れていた」: one you controlled left the battlefield"""
        if "you" not in c:
            raise BuildError("only one you controlled left the battlefield")

        def make(s):
            if not isinstance(s, n.Filter) or s.controller:
                raise BuildError("under your control: a filter of no controller of its own")
            return n.ZoneChange(attrs.evolve(s, controller="you"), "battlefield", "")
        return make

    def cond_none_on_battlefield(self, c):
        return n.Condition("count", (first(c, n.Filter), "eq", 0))

    def _control_all(self, whats):
        fs = [w.filter if isinstance(w, (n.Chosen, n.Each)) else w for w in whats]
        return n.Condition("you_control_all", tuple(sorted(fs, key=ir.dumps)))

    def cond_graveyard_ge(self, c):
        return n.Condition("graveyard_size", ("any", "ge", first(c, int)))

    def cond_mana_spent(self, c):
        """adamant: "if at least three white mana was spent to cast this spell" /
        「この呪文を唱えるために白マナが３点以上支払われていたなら」"""
        if any(not isinstance(x, n.Self_) for x in nontok(c) if is_selector(x)):
            raise BuildError("only the mana spent to cast this spell")
        color = [canon_word(t)[1] for t in toks(c) if t.type == "COLOR"][0]
        return n.Condition("mana_spent", (color, "ge", _at_least(c)))

    def cond_symbol_spent(self, c):
        """"If {W} was spent to cast this spell" / 「この呪文を唱えるために(白)が支払われていたなら」"""
        if any(not isinstance(x, n.Self_) for x in nontok(c) if is_selector(x)):
            raise BuildError("only the mana spent to cast this spell")
        syms = split_cost(str([t for t in toks(c) if t.type == "MANA"][0]))
        colors = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
        if len(syms) != 1 or syms[0] not in colors:
            raise BuildError("only one colored mana symbol spent")
        return n.Condition("mana_spent", (colors[syms[0]], "ge", 1))

    def cond_card_types_in_graveyard(self, c):
        """delirium: "there are four or more card types among cards in your graveyard" (CR 207.2c)"""
        return n.Condition("card_types_in_graveyard", ("you", "ge", _at_least(c)))

    def cond_less_life(self, c):
        return n.Condition("less_life_than_opponent")

    def cond_fewer_creatures(self, c):
        f = filter_of(nontok(c)[0]) if nontok(c) and is_selector(nontok(c)[0]) else first(c, n.Filter)
        if f is not None and f != n.Filter(types=("creature",), controller="you"):
            raise BuildError("only 'you control fewer creatures than an opponent' is supported")
        return n.Condition("fewer_creatures_than_opponent")

    def cond_counters_ge(self, c):
        """「~の上に気カウンターが２個以上置かれている」「それの上に１個以上の油カウンターがある」"""
        spec = [x for x in c if isinstance(x, str) and not isinstance(x, Token)][0]
        what = [x for x in nontok(c) if is_selector(x)][0]
        return n.Condition("compare", (n.CountersOn(spec, what), "ge", first(c, int)))

    def cond_your_turn(self, c):
        return n.Condition("your_turn")

    def cond_not_your_turn(self, c):
        return n.Not(n.Condition("your_turn"))

    def cond_no_spells_last_turn(self, c):
        """"no spells were cast last turn" / 「直前のターンに呪文が唱えられていなかった」"""
        cmp, f = first(c, Cmp), first(c, n.Filter)
        if f is not None and f.types != ("spell",):
            raise BuildError(f"expected spells, found {' '.join(f.types) or 'other card'}s")
        if cmp is not None and (cmp.op, cmp.value) != ("eq", 0) or f is not None and f != n.Filter(types=("spell",)):
            raise BuildError("only 'no spells were cast last turn'")
        expect_types(c, {"spell"})
        return n.Condition("spells_cast_last_turn_none")

    def cond_player_cast_n_last_turn(self, c):
        """"a player cast two or more spells last turn" (the Japanese says 「プレイヤー１人が」)."""
        expect_types(c, {"spell", "player"})
        wo = [t for t in toks(c) if t.type == "WO_COUNT"]
        count = amount_of(wo) if wo else [x for x in c if isinstance(x, int)][-1]
        return n.Condition("a_player_cast_n_spells_last_turn", (count,))

    def cond_this_turn(self, c):
        """"if a creature died this turn" / 「このターンにクリーチャーが死亡していた」: an event
        of this turn (the game's own record of it)."""
        who = [x for x in nontok(c) if is_selector(x)][0]
        verb = [x for x in nontok(c) if callable(x) and not is_selector(x)][0]
        return n.Condition("this_turn", (verb(plain_object(who)),))

    def cp_done_vp(self, c):
        """"if you've gained life this turn", "if an opponent lost life this turn", "if you've
        sacrificed an artifact this turn": a verb of the verb table in the past, what its subject did
        this turn — the event its trigger waits for (triggers.event_of), in the game's record."""
        verb = nontok(c)[-1]
        return CondPred(lambda s: n.Condition("this_turn", (self.would_vp([verb])(s),)))

    def cond_done_vp(self, c):
        """「このターンにあなたがライフを得ていた場合」: the same, its subject first."""
        subject = [x for x in nontok(c) if is_selector(x)][0]
        return self.cond_subject([subject, self.cp_done_vp(c)])

    def cond_searched_library(self, c):
        """"If you search your library this way, shuffle." / 「これによりあなたがあなたのライブラリーから
        カードを探したなら、」: whether the search just done looked at the library"""
        zones = [x for x in c if isinstance(x, Zone)]
        if zones and zones[0] != Zone("library", "you"):
            raise BuildError("only your own library is searched this way")
        return n.Condition("searched_library")

    def cond_affected(self, c):
        """「これにより土地・カードが切削されたなら」 "if a land card was milled this way": the subject
        among what the effect's earlier step did that to"""
        subject = [x for x in nontok(c) if is_selector(x) or isinstance(x, (n.Filter, n.AnyOf))][0]
        if isinstance(subject, n.Each):  # 「カードが」 has no count: some card ("a card")
            subject = subject.filter
        st = CondState(filter=n.Filter(affected=first(c, n.Affected)))
        return self.cond_subject([subject, CondPred(lambda s: is_cond(s, st, past=True))])

    def cond_affected_put(self, c):
        """「これによりクリーチャー・カードが墓地に置かれたなら」 "if a creature card is put into a
        graveyard this way" """
        subject = [x for x in nontok(c) if is_selector(x) or isinstance(x, (n.Filter, n.AnyOf))][0]
        if isinstance(subject, n.Each):
            subject = subject.filter
        st = CondState(filter=n.Filter(affected=graveyard_affected(first(c, Zone))))
        return self.cond_subject([subject, CondPred(lambda s: is_cond(s, st, past=True))])

    def cond_count_this_turn(self, c):
        """"two or more nonland permanents entered the battlefield under your control this turn",
        "no creatures attacked this turn": the game's record of this turn, counted"""
        f, cmp = first(c, (n.Filter, n.AnyOf)), first(c, Cmp)
        event = [x for x in nontok(c) if callable(x)][0](f)
        if cmp.op == "eq" and cmp.value == 0:
            return n.Not(n.Condition("this_turn", (event,)))
        if cmp.op != "ge" or not isinstance(cmp.value, int):
            raise BuildError("only 'N or more … this turn' and 'no … this turn'")
        return n.Condition("this_turn", (event, cmp.value) if cmp.value != 1 else (event,))

    def cond_count_entered_ja(self, c):
        """「このターンに２つ以上のパーマネントが…戦場に出た」: as cond_count_this_turn, the count
        first (triggers.one_or_more)"""
        got = first(c, (AtLeast, n.OneOrMore))
        count = got.count if isinstance(got, AtLeast) else 1
        event = [x for x in nontok(c) if callable(x)][0](got.filter)
        return n.Condition("this_turn", (event, count) if count != 1 else (event,))

    def cond_entered_under_first(self, c):
        """「このターンにあなたのコントロール下でクリーチャーが戦場に出ていた」 (whose control said first)"""
        under = [x for x in nontok(c) if isinstance(x, str) and not isinstance(x, Token)][0]
        who = [x for x in nontok(c) if is_selector(x)][0]
        return n.Condition("this_turn", (n.ZoneChange(plain_object(who), "", "battlefield", under=under),))

    def only_if_entered(self, c):
        """「~が戦場に出たターンにのみ起動できる」 "Activate only if ~ entered this turn" """
        return Restriction(self.cond_this_turn(c))

    def cond_resolved_nth(self, c):
        """"if this is the second time this ability has resolved this turn" (the count includes this
        resolution); "if it's the third time" after it says the same of the same ability"""
        return n.Condition("resolved_nth_time_this_turn", tuple(x.n for x in c if isinstance(x, Nth)))

    def cond_and(self, c):
        """"if an opponent controls a Forest and you control a Swamp": both hold"""
        return n.Condition("all", tuple(x for x in c if isinstance(x, (n.Condition, n.Not))))

    def cond_or(self, c):
        """"as long as you control a Wizard or an opponent has 10 or less life": either holds"""
        return n.Condition("any", tuple(x for x in c if isinstance(x, (n.Condition, n.Not))))

    def cond_total(self, c):
        """"creatures you control have total power 8 or greater" / 「あなたがコントロールするクリーチャーの
        パワーの合計が８以上である」: the total compared (not each one's)"""
        what = [x for x in nontok(c) if is_selector(x) or isinstance(x, (n.Filter, n.AnyOf))][0]
        cmp = first(c, Cmp)
        return n.Condition("amount", (n.Total(sval(c), filter_of(what)), cmp.op, cmp.value))

    def cond_devotion_lt(self, c):
        """"your devotion to black is less than five" / 「あなたの黒への信心が５未満である」 (the gods)"""
        colors = tuple(sorted(canon_word(t)[1] for t in toks(c) if t.type == "COLOR"))
        return n.Condition("amount", (n.Devotion(colors), "lt", count_in(c)))

    def cond_half_life(self, c):
        """"your life total is less than or equal to half your starting life total" (CR 119.1)"""
        return n.Condition("life_at_most_half_starting", ("you",))

    def cond_not_opponents_ge(self, c):
        """「対戦相手が２人以上いない」: the negation is in the Japanese condition itself."""
        who = nontok(c)[0]
        if getattr(who, "filter", None) != n.Filter(types=("opponent",)):
            raise BuildError(f"expected 対戦相手, found {who!r}")
        return n.Not(n.Condition("opponents_ge", (first(c, int),)))

    def cond_no_player_life_le(self, c):
        """「ライフ総量がN点以下であるプレイヤーがいない」 = not "a player has N or less life"."""
        expect_types(c, {"player"})
        return n.Not(n.Condition("a_player_life_le", (first(c, int),)))

    def cond_drawn_n_ja(self, c):
        """「このターンにあなたがカードを２枚以上引いている」 = "you've drawn two or more cards this turn" """
        who = [x for x in nontok(c) if is_selector(x)][0]
        if not isinstance(who, n.You) or any(canon_word(t)[1] != "card" for t in toks(c) if t.type == "TYPE"):
            raise BuildError("only 'you have drawn N or more cards'")
        k = count_in(c)
        return n.Condition("this_turn", (n.Draws(n.You()), k) if k != 1 else (n.Draws(n.You()),))

    def cond_have_done_ja(self, c):
        """「このターンにあなたが他の青の呪文を唱えていた」: the subject, then what it did (en.lark's
        cond_pred "has cast …" → cp_have_done)."""
        subject = [x for x in nontok(c) if is_selector(x)][0]
        return self.cond_subject([subject, self.cp_have_done([first(c, tuple)])])

    def done_cast(self, c):
        return (n.Cast(n.You(), plain_object(nontok(c)[0])), 1)

    def done_cast_n(self, c):
        return (n.Cast(n.You(), first(c, (n.Filter, n.AnyOf))), first(c, int))

    def done_drawn_n(self, c):
        if any(canon_word(t)[1] != "card" for t in toks(c) if t.type == "TYPE"):
            raise BuildError("only 'drawn N or more cards'")
        return (n.Draws(n.You()), first(c, int))

    def ev_lost_life(self, c):
        return lambda s: n.LifeLost(s)

    def ev_gained_life(self, c):
        return lambda s: n.LifeGained(s)

    def restrictions(self, c):
        out = [x for x in c if isinstance(x, Restriction)]
        if any(t.type == "NUMBER" for t in toks(c)):  # 「…のみ、毎ターン１回のみ起動できる」
            out.append(Restriction("once_each_turn"))
        return out

    def cast_restriction(self, c):
        if not all(isinstance(x, n.Self_) for x in nontok(c) if is_selector(x)):
            raise BuildError("only 'cast this spell only …'")
        return [n.CastOnly(tuple(r.value for r in c if isinstance(r, Restriction)))]

    def once_each_turn(self, c):
        return Restriction("once_each_turn")

    def only_your_turn(self, c):
        return Restriction("only_your_turn")

    def before_your_attackers(self, c):
        """"Activate only during your turn, before attackers are declared" (CR 508.1)"""
        return Restriction("before_your_attackers")

    def sorcery_speed(self, c):
        if any(t.type == "TYPE" and vocab.canonical(str(t)) != ("type", "sorcery") for t in toks(c)):
            raise BuildError("only 'as a sorcery'")
        return Restriction("sorcery_speed")

    def only_your_upkeep(self, c):
        step = first(c, StepSpec)
        if step is not None and (step.step != "upkeep" or sval(c) != "you"):
            raise BuildError("only 'during your upkeep'")
        return Restriction("only_your_upkeep")

    def only_combat(self, c):
        return Restriction("only_combat")

    def only_if(self, c):
        """"Activate only if …" / 「…ときにのみ起動できる」 (CR 602.5b)"""
        return Restriction(first(c, (n.Condition, n.Not)))

    def only_combat_before_blockers(self, c):
        return Restriction("combat_before_blockers")

    def only_combat_after_blockers(self, c):
        return Restriction("combat_after_blockers")

    def only_declare_attackers(self, c):
        return Restriction("declare_attackers_step")

    def only_declare_blockers(self, c):
        return Restriction("declare_blockers_step")

    def only_opponents_turn(self, c):
        self._expect_opponent(c)
        return Restriction("opponents_turn")

    def _expect_opponent(self, c):
        t = [tok for tok in toks(c) if tok.type == "TYPE"]
        if t and canon_word(t[0])[1] != "opponent":
            raise BuildError("an opponent's turn")

    def only_opponents_upkeep(self, c):
        self._expect_opponent(c)
        return Restriction("opponents_upkeep")

    def only_before_combat_damage(self, c):
        return Restriction("before_combat_damage")

    def only_after_combat(self, c):
        return Restriction("after_combat")
