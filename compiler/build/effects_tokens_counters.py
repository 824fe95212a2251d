"""Builder rules for tokens and counters (grammar section `effects`): create tokens and copies,
put, remove and double counters, proliferate, and the keyword actions that make tokens or put
counters (amass, bolster, support, adapt, incubate, populate, investigate). What a token is
("a 1/1 white Soldier creature token") is read in amounts.py (token_phrase).
"""
from __future__ import annotations

import attrs
from lark import Token

from ..ir import nodes as n
from .helpers import (BuildError, amount_of, canon_word, first, made_by, is_amount, is_selector, nontok, per_each, each_amount, sval,
                      toks)
from .values import CopyExcept, CounterSpec, Tapped


class TokenAndCounterEffects:
    """Tokens and counters (grammar section `effects`)."""


    def put_counters(self, c):
        spec = first(c, CounterSpec)
        return n.PutCounters(spec.counter, spec.amount, self._objs(c)[0])


    def proliferate(self, c):
        return n.Proliferate()

    def kwa_bolster(self, c):
        return n.KeywordAction("bolster", amount_of(c))

    def kwa_amass(self, c):
        """"amass Orcs 2" (CR 701.44): the Army's creature type; "amass 2", the wording before 2023,
        is "amass Zombies 2" (its Oracle text and the Japanese 「ゾンビ動員２」 say so)"""
        sub = [canon_word(t)[1] for t in toks(c) if t.type == "SUBTYPE"] or ["Zombie"]
        return n.KeywordAction("amass", amount_of(c), n.Filter(subtypes=tuple(sub)) if sub else None)


    def kwa_support(self, c):
        """"Support N" (CR 701.34a): put a +1/+1 counter on each of up to N other target creatures
        (on an instant or sorcery, "other" than the spell, which is no creature, changes nothing)."""
        amount = amount_of(c)
        return n.KeywordAction("support", amount, n.Target(n.Filter(types=("creature",), other=True), amount, up_to=True))

    def kwa_incubate(self, c):
        return n.KeywordAction("incubate", amount_of(c))

    def kwa_adapt(self, c):
        return n.KeywordAction("adapt", amount_of(c))

    def kwa_populate(self, c):
        return n.KeywordAction("populate")

    def investigate(self, c):
        return n.Investigate(n.You())

    def create_copy(self, c):
        """"create a token that's a copy of X" / 「Xのコピーであるトークン１体を生成する」"""
        kinds = {canon_word(t)[1] for t in toks(c) if t.type == "TYPE"}
        if kinds != {"token"}:
            raise BuildError("a copy that is not a token")
        what = [x for x in nontok(c) if is_selector(x)][0]
        count = [x for x in nontok(c) if is_amount(x)]
        exc = first(c, CopyExcept) or CopyExcept()
        if exc.this_ability:
            raise BuildError("a token copy that keeps 'this ability'")
        return n.CreateCopy(count[0] if count else 1, what, first(c, Tapped) is not None, exc.keywords, exc.types,
                            exc.subtypes)

    def create_copy_tapped(self, c):
        """「…のコピーであるトークン２つをタップ状態で生成する」"""
        return attrs.evolve(self.create_copy(c), tapped=True)

    def create_token_each(self, c):
        return attrs.evolve(first(c, n.CreateToken), count=each_amount(c))

    def put_counters_each(self, c):
        """"put a +1/+1 counter on it for each creature you control"."""
        spec = first(c, CounterSpec)
        if spec is None:  # 「+1/+1カウンターを…１体につき１個置く」: the name, then the count per object
            spec = CounterSpec([x for x in nontok(c) if isinstance(x, str)][0], first(c, int))
        return n.PutCounters(spec.counter, per_each(spec.amount, c), self._objs(c)[0])

    def put_counters_number_of(self, c):
        """"put a number of +1/+1 counters on X equal to <amount>" """
        counter = [x for x in nontok(c) if isinstance(x, str)][0]
        amount = [x for x in nontok(c) if is_amount(x) and not isinstance(x, int)][0]
        return n.PutCounters(counter, amount, [x for x in nontok(c) if is_selector(x)][0])

    def double_counters(self, c):
        counter = sval(c)
        what = [x for x in nontok(c) if is_selector(x)][-1]
        return n.PutCounters(counter, n.CountersOn(counter, what), what)

    def create_those_tokens(self, c):
        return n.CreateToken(first(c, int), None, None, (), (), ())

    def create_token_tapped(self, c):
        """「…トークン１体をタップ状態で生成する」"""
        return made_by(attrs.evolve(first(c, n.CreateToken), tapped=True))

    def named_token_create_tapped(self, c):
        return made_by(attrs.evolve(self._named_token(c), tapped=True))

    def named_token_create(self, c):
        return made_by(self._named_token(c))

    def named_token_equal(self, c):
        """「その出目に等しい数の宝物・トークンを生成する」: as many predefined tokens as the amount"""
        sub = [t for t in toks(c) if t.type == "SUBTYPE"][0]
        if canon_word([t for t in toks(c) if t.type == "TYPE"][0])[1] != "token":
            raise BuildError("expected a token")
        count = [x for x in nontok(c) if is_amount(x)][0]
        return made_by(n.CreateToken(count, None, None, (), ("artifact",), (canon_word(sub)[1],)))

    def _named_token(self, c):
        """「宝物・トークン１つを生成する」: the token reads as an object (Chosen), so that
        「カヴー・クリーチャー１体を対象とする」 is not taken for a token on the way."""
        what = nontok(c)[0]
        f = what.filter if isinstance(what, n.Chosen) else None
        if (f is None or f.types != ("token",) or len(f.subtypes) != 1
                or f != n.Filter(types=f.types, subtypes=f.subtypes, states=f.states) or f.states not in ((), ("tapped",))):
            raise BuildError("expected a predefined token")
        return n.CreateToken(what.count, None, None, (), ("artifact",), f.subtypes, tapped=f.states == ("tapped",))

    def put_counters_on_it(self, c):
        """「その上に…を置く」: "on it"."""
        spec = first(c, CounterSpec)
        return n.PutCounters(spec.counter, spec.amount, n.It("permanent"))

    def put_counters_wo(self, c):
        """「各クリーチャーの上に+1/+1カウンターをそれぞれ１個置く」"""
        name = [x for x in c if isinstance(x, str) and not isinstance(x, Token)][0]
        return n.PutCounters(name, first(c, int), self._objs(c)[0])
