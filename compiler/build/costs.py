"""Builder rules for costs (grammar section `costs`): activation costs ({T}, sacrifice, discard,
pay life, remove counters, exile from a graveyard, return …), alternative costs, and spells that
cost more or less to cast (CostChange, "for each …").
"""
from __future__ import annotations

import attrs

from ..ir import nodes as n
from ..normalize.symbols import split_cost
from .helpers import (BuildError, PER_EACH_TYPES, amount_of, filter_of, first, is_amount, is_selector, narrowed, nontok,
                      sval, toks)
from .values import AltCosts, CounterSpec, Dest


class Costs:
    """Costs and cost changes (grammar section `costs`)."""

    def price_reveal(self, c):
        what = [x for x in nontok(c) if is_selector(x)][0]
        f = what.filter if isinstance(what, n.Chosen) else what
        fs = f.filters if isinstance(f, n.AnyOf) else (f,)
        # 「あなたの手札から島・カード１枚か沼・カード１枚」: the zone is said once, before the first
        if not (all(isinstance(x, n.Filter) and x.zone in ("", "hand") for x in fs)
                and fs[0].zone == "hand" and fs[0].zone_owner == "you"):
            raise BuildError("reveal a card from your hand")
        fs = tuple(attrs.evolve(x, zone="", zone_owner="") for x in fs)
        return n.RevealCost(n.AnyOf(fs) if len(fs) > 1 else fs[0])

    def cost_list(self, c):
        return list(nontok(c))

    def cost_mana(self, c):
        return n.ManaCost(split_cost(str(toks(c)[0])))

    def cost_tap(self, c):
        return n.TapCost()

    def cost_sacrifice(self, c):
        return n.SacrificeCost(nontok(c)[0])

    def cost_discard(self, c):
        """"Discard a creature card" / 「クリーチャー・カード１枚を捨てる」: which cards, and how many"""
        if any(isinstance(x, n.Self_) for x in nontok(c)):
            return n.DiscardCost(n.Self_(), 1)  # channel: "Discard ~" / 「~を捨てる」 (from the hand)
        return n.DiscardCost(self._cost_cards(c), amount_of(c))

    @staticmethod
    def _cost_cards(c, **zone):
        chosen = first(c, n.Chosen)
        f = chosen.filter if chosen is not None and isinstance(chosen.filter, n.Filter) else n.Filter(types=("card",))
        if "card" not in f.types:
            raise BuildError("a cost that names cards must say 'card'")
        if zone and f.zone:
            # "Exile a blue card from your hand" / 「あなたの手札から…を追放する」: the zone said is the
            # zone paid from (the graveyard is only what is meant when none is said)
            if f.zone_owner != "you":
                raise BuildError("a cost paid from another player's zone")
            return f
        return attrs.evolve(f, **zone) if zone else f

    def cost_discard_random(self, c):
        cost = self.cost_discard(c)
        if isinstance(cost.what, n.Self_):
            raise BuildError("discarding ~ at random")
        return attrs.evolve(cost, random=True)

    def cost_tap_other(self, c):
        what = nontok(c)[0]
        if isinstance(what, n.Each) and self.lang == "ja":
            what = n.Chosen(what.filter, 1)  # 「…クリーチャーをタップする：」 in a cost: one creature, as "an untapped creature"
        return n.TapOtherCost(what)

    def cost_remove_counters(self, c):
        spec = first(c, CounterSpec)
        what = [x for x in nontok(c) if x is not spec][0]
        if isinstance(what, n.Each) and self.lang == "ja":
            what = n.Chosen(what.filter, 1)  # 「クリーチャーの上から」 in a cost: one creature, as "a creature"
        return n.RemoveCountersCost(spec.counter, spec.amount, what)

    def cost_exile_graveyard(self, c):
        if any(isinstance(x, n.Self_) for x in c):
            return n.ExileCost(n.Self_(), 1)  # "Exile ~:" / 「~を追放する：」 (from wherever it is)
        return n.ExileCost(self._cost_cards(c, zone="graveyard", zone_owner="you"), amount_of(c))

    def cost_exile_self_graveyard(self, c):
        """"Exile ~ from your graveyard:" / 「あなたの墓地から~を追放する：」"""
        return n.ExileCost(n.Self_(), 1, zone="graveyard")

    def cost_pay_life(self, c):
        return n.PayLifeCost([x for x in nontok(c) if is_amount(x)][0])

    def cost_return(self, c):
        """"Return a land you control to its owner's hand:" (a cost)"""
        what = [x for x in nontok(c) if is_selector(x)][0]
        if not isinstance(what, (n.Chosen, n.Self_)):
            raise BuildError("a return cost of something not chosen")
        d = first(c, Dest)
        if d is not None and d.zone != "hand":
            raise BuildError("a return cost to somewhere else than a hand")
        return n.ReturnCost(what)

    def cost_sacrifice_among(self, c):
        """「アーティファクトやクリーチャーのうち１つを生け贄に捧げる」"""
        return self.cost_sacrifice([n.Chosen(filter_of(nontok(c)[0]), first(c, int))])

    def cost_sacrifice_n(self, c):
        return n.SacrificeCost(n.Chosen(first(c, n.Filter), amount_of(c)))

    def alt_costs(self, c):
        return AltCosts(tuple(x for x in nontok(c)))

    def cost_change(self, c):
        """"This spell costs {1} less to cast", "Creature spells you cast cost {1} less to cast",
        「あなたがクリーチャー・呪文を唱えるためのコストは(１)少なくなる」"""
        sels = [x for x in nontok(c) if is_selector(x)]
        who, what = (sels[0], sels[1]) if len(sels) > 1 else (None, sels[0])
        if isinstance(what, n.Each):
            what = what.filter
        opp = isinstance(who, (n.Each, n.Filter)) and filter_of(who) == n.Filter(types=("opponent",))
        if (isinstance(who, n.You) or opp) and isinstance(what, (n.Filter, n.AnyOf)):
            # 「対戦相手が…呪文を唱えるためのコスト」: "spells your opponents cast"
            what = narrowed(what, controller="opponent" if opp else "you")
        elif who is not None:
            raise BuildError("only spells you or your opponents cast")
        mana = split_cost(str([t for t in toks(c) if t.type == "MANA"][0]))
        return n.CostChange(what, tuple(mana), sval(c) == "more", first(c, (*PER_EACH_TYPES, n.ExtraTargets)))

    def cost_change_if(self, c):
        cond = first(c, (n.Condition, n.Not))
        return ("static_if", cond, self.cost_change([x for x in c if x is not cond]))

    def cost_less(self, c):
        return "less"

    def cost_more(self, c):
        return "more"

    def per_extra_target(self, c):
        """"for each target beyond the first" / 「２つ目以降の対象１つにつき」 (strive)"""
        if [x for x in c if isinstance(x, int)] not in ([], [2, 1]):
            raise BuildError("only 'from the second target on, for each one'")
        return n.ExtraTargets()
