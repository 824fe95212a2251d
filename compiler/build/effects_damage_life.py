"""Builder rules for damage and life (grammar section `effects`): deal damage (deal_phrase:
to one, to each, divided, equal to …), prevent damage, gain life ("gain 3 life"; a player's
"gains 3 life" is in player_verbs.py), set a life total, "the damage can't be prevented".
"""
from __future__ import annotations

from .. import ir
from ..ir import nodes as n
from .helpers import BuildError, first, is_amount, is_selector, nontok
from .values import Duration, Pred, PreventAmount, PreventBy, PreventTo


class DamageAndLifeEffects:
    """Damage, its prevention, and life (grammar section `effects`)."""

    def set_life(self, c):
        who = [x for x in nontok(c) if is_selector(x)][0]
        return n.SetLife(who, [x for x in nontok(c) if is_amount(x)][0])

    def cant_be_prevented(self, c):
        return n.Cant(n.It("damage"), "be_prevented")


    def prevent(self, c):
        """"Prevent all [combat] damage / the next N damage that would be dealt [to X] [by Y] [this turn]"."""
        amt = first(c, PreventAmount)
        to, by = first(c, PreventTo), first(c, PreventBy)
        bare = [x for x in nontok(c) if is_selector(x)]  # 「Xが与える」「Xによって／Xから与えられる」: the source
        if by is None and bare:
            by = PreventBy(bare[0])
        d = first(c, Duration)
        duration = d.value if d else ""
        if to is None and by is None and not d:
            raise BuildError("prevent damage with no recipient, source or duration")
        return n.PreventDamage(to.what if to else None, amt.combat, duration, amt.amount, by.what if by else None)

    def prevent_that(self, c):
        """"prevent that damage" / 「そのダメージを軽減する」, "prevent 2 of that damage" / 「そのダメージを
        ２点軽減する」: only the body of a prevention (sentences.would_prevent)"""
        amounts = [x for x in nontok(c) if is_amount(x)]
        return n.PreventThat(amounts[0] if amounts else None)

    def deal_damage(self, c):
        amt = [x for x in nontok(c) if is_amount(x)][0]
        to = [x for x in nontok(c) if not is_amount(x) and not isinstance(x, Duration)][0]
        return Pred(lambda s, d: n.DealDamage(s, amt, to))

    def deal_twice_that_damage(self, c):
        """「…にその点数の２倍のダメージを与える」: "deals double that damage to …" (deal_damage)"""
        if int(str(next(t for t in c if getattr(t, "type", "") == "NUMBER"))) != 2:
            raise BuildError("only twice that damage")
        to = self._objs(c)[0]
        return Pred(lambda s, d: n.DealDamage(s, n.Times(2, n.ThatMuch()), to))

    def deal_damage_noto(self, c):
        amt = [x for x in nontok(c) if is_amount(x)][0]
        return Pred(lambda s, d: n.DealDamage(s, amt, None))

    def deal_damage_each_both(self, c):
        """"to each creature and each player" / 「各クリーチャーと各プレイヤーにそれぞれ」."""
        amt = [x for x in nontok(c) if is_amount(x)][0]
        fs = [x for x in nontok(c) if isinstance(x, n.Filter)]
        to = n.OneOf(tuple(sorted((n.Each(f) for f in fs), key=ir.dumps)))
        return Pred(lambda s, d: n.DealDamage(s, amt, to))

    def deal_damage2(self, c):
        amts = [x for x in nontok(c) if is_amount(x)]
        tos = [x for x in nontok(c) if not is_amount(x)]
        return Pred(lambda s, d: n.Sequence((n.DealDamage(s, amts[0], tos[0]), n.DealDamage(s, amts[1], tos[1]))))

    def deal_damage_equal(self, c):
        amt = [x for x in nontok(c) if is_amount(x)][0]
        to = [x for x in nontok(c) if not is_amount(x)][0]

        def make(s, d):
            # "~ deals damage equal to its power": "its" is the one dealing the damage
            a = n.StatOf(amt.stat, s) if isinstance(amt, n.StatOf) and amt.what == n.It("") else amt
            return n.DealDamage(s, a, to)
        return Pred(make)

    def deal_damage_each_up_to(self, c):
        nums = [x for x in nontok(c) if is_amount(x)]
        amt, count = nums[0], nums[-1]
        return Pred(lambda s, d: n.DealDamage(s, amt, n.Target(n.AnyTarget(), count, up_to=True)))

    def deal_damage_evenly(self, c):
        amt = [x for x in nontok(c) if is_amount(x)][0]
        return Pred(lambda s, d: n.DealDamage(s, amt, n.Target(n.AnyTarget(), "any"), divided="evenly"))

    def deal_damage_divided(self, c):
        amt = [x for x in nontok(c) if is_amount(x)][0]
        return Pred(lambda s, d: n.DealDamage(s, amt, n.Target(n.AnyTarget(), 3, up_to=True), divided="as_you_choose"))

    def deal_damage_divided_among(self, c):
        """"deals 5 damage divided as you choose among any number of targets" (CR 601.2d)"""
        amt = [x for x in nontok(c) if is_amount(x)][0]
        f = first(c, (n.Filter, n.AnyOf))
        to = n.Target(f if f is not None else n.AnyTarget(), "any")
        return Pred(lambda s, d: n.DealDamage(s, amt, to, divided="as_you_choose"))

    def deal_damage_divided_ja(self, c):
        amt = [x for x in nontok(c) if is_amount(x)][0]
        to = [x for x in nontok(c) if is_selector(x)][0]
        return Pred(lambda s, d: n.DealDamage(s, amt, to, divided="as_you_choose"))

    def prevent_all_combat(self, c):
        return PreventAmount(True, None)

    def prevent_all(self, c):
        return PreventAmount(False, None)

    def prevent_next_n(self, c):
        return PreventAmount(False, [x for x in nontok(c) if is_amount(x)][0])

    def prevent_recipient(self, c):
        return PreventTo(self._objs(c)[0])

    def prevent_source(self, c):
        return PreventBy(self._objs(c)[0])
