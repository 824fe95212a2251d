"""Builder rules for what a player does (grammar section `player_verbs`): "gains 3 life",
"draws two cards", "discards a card", "mills three cards", "sacrifices a creature", 「カード１枚を
引く」 after 「そのプレイヤーは」 … Each is a Pred that waits for its subject (the player before
it, given by sentences.player_action); the imperative forms ("draw a card") are in effects_*.py.
"""
from __future__ import annotations


from ..ir import nodes as n
from .helpers import (BuildError, act, PER_EACH_TYPES, amount_of, count_in, first, plain_object, made_by, is_amount, is_selector, mana_cost_of, nontok, own_zone, toks,
                      word_filter)
from .values import CounterSpec, Duration, Pred, Zone


def _life_for_each(c, kinds):
    """"2 life for each …": 2 × the count of the filter (of `kinds`, or the Count that
    「…１つにつき」 gives)."""
    a = [x for x in nontok(c) if is_amount(x) and not isinstance(x, PER_EACH_TYPES)][0]
    got = first(c, PER_EACH_TYPES)
    per = got if got is not None else n.Count(first(c, kinds))
    return per if a == 1 else n.Times(a, per)




def uncounted_cards(c):
    """「カードを引く」「クリーチャー・カードを捨てる」 with no count: the kind of cards (a trigger's event
    reads it as one card at a time), or None when the phrase has a count."""
    objs = nontok(c)
    f = plain_object(objs[0]) if len(objs) == 1 and isinstance(objs[0], (n.Filter, n.Each)) else None
    if isinstance(f, n.Filter) and "card" in f.types and not any(t.type == "WO_COUNT" for t in toks(c)):
        return f
    return None


def _needs_count(s, d):
    raise BuildError("expected a number of cards")


def _one_event(s, d):
    raise BuildError("'one or more' as what an action is done to")


class PlayerVerbs:
    """What a player does (grammar section `player_verbs`)."""

    def discard(self, c):
        some = first(c, n.OneOrMore)
        if some is not None:  # "whenever you discard one or more cards": once for all of them (CR 603.2c)
            if not isinstance(some.filter, n.Filter) or "card" not in some.filter.types:
                raise BuildError("discarding something that is not cards")
            return Pred(_one_event, event=lambda s: n.Discards(s, some))
        what = [x for x in nontok(c) if isinstance(x, n.It)]
        if what:  # 「そのプレイヤーはそのカードを捨てる」: the card chosen before
            return Pred(lambda s, d: n.Discard(s, 1, what[0]))
        cards = uncounted_cards(c)
        if cards is not None:  # 「あなたがカードを捨てるたび」
            return Pred(_needs_count, event=lambda s: n.Discards(s, None if cards == n.Filter(types=("card",)) else cards))
        a = amount_of(c)
        chosen = first(c, n.Chosen)
        kind = chosen.filter if chosen is not None else None
        if kind is not None and kind != n.Filter(types=("card",)):
            # 「クリーチャー・カード１枚を捨てる」: the kind was dropped before
            if not isinstance(kind, (n.Filter, n.AnyOf)) or (isinstance(kind, n.Filter) and "card" not in kind.types):
                raise BuildError("discarding something that is not cards")
            return Pred(lambda s, d: n.Discard(s, a, filter=kind))
        return Pred(lambda s, d: n.Discard(s, a))

    def discard_kind(self, c):
        """"discard a creature card", "an artifact card", "a Pirate card" (only cards of that kind)"""
        f = word_filter(c)
        if "card" not in f.types:
            raise BuildError("discarding something that is not cards")
        count = first(c, int)
        return Pred(lambda s, d: n.Discard(s, 1 if count is None else count, filter=f))

    def sacrifice(self, c):
        what = self._objs(c)[0]
        return Pred(lambda s, d: n.Sacrifice(s, what))

    def sacrifice_counted(self, c):
        from .objects import one_for_all

        what = n.Chosen(one_for_all(first(c, (n.Filter, n.AnyOf))), count_in(c))
        return Pred(lambda s, d: n.Sacrifice(s, what))

    def gain_life_each_front(self, c):
        """「あなたの墓地にあるカード１枚につき、あなたは２点のライフを得る」"""
        who = [x for x in nontok(c) if is_selector(x)][0]
        return self.gain_life_each([x for x in c if x is not who]).apply(who, "")

    def player_becomes_monarch(self, c):
        """「あなたが統治者になる」: the one player verb Japanese also writes with が."""
        return n.BecomeMonarch(nontok(c)[0])

    def pay_mana(self, c):
        out = first(c, n.AddMana)
        if out is not None:  # 「(２)を支払ってもよい」 read through mana_out
            if out.choice or out.any_color or len(out.symbols) == 0:
                raise BuildError("a payment of one of several costs")
            cost = n.ManaCost(tuple(out.symbols))
        else:
            cost = mana_cost_of(c)
        return Pred(lambda s, d: n.Pay(s, cost))

    def pay_life(self, c):
        """"you may pay 2 life" / 「あなたは２点のライフを支払ってもよい」 (a payment, CR 119.4)"""
        amount = [x for x in nontok(c) if is_amount(x)][0]
        return Pred(lambda s, d: n.Pay(s, n.PayLifeCost(amount)))

    def gain_life(self, c):
        a = [x for x in nontok(c) if is_amount(x)][0]
        return Pred(lambda s, d: n.GainLife(s, a))

    def extra_turn(self, c):
        """"Target player takes an extra turn after this one" / 「そのプレイヤーは、このターンに続いて…」"""
        self._one_extra_turn(c, None)
        return Pred(lambda s, d: n.ExtraTurn(s))

    def lose_life(self, c):
        a = [x for x in nontok(c) if is_amount(x)][0]
        return Pred(lambda s, d: n.LoseLife(s, a))

    def gain_life_each(self, c):
        per = _life_for_each(c, n.Filter)
        return Pred(lambda s, d: n.GainLife(s, per))

    def lose_life_each(self, c):
        """"target opponent loses 1 life for each Vampire you control" """
        per = _life_for_each(c, (n.Filter, n.AnyOf))
        return Pred(lambda s, d: n.LoseLife(s, per))

    def discard_hand_p(self, c):
        """"discard your hand", "discards all the cards in their hand" / 「あなたの手札を捨てる」
        「自分の手札を捨てる」: the doer's own hand"""
        return Pred(lambda s, d: own_zone(c, ("hand",), s) or n.Discard(s, "hand"))

    def shuffle_graveyard_in(self, c):
        """"shuffles their graveyard into their library" / 「自分の墓地を自分のライブラリーに加えて切り直す」"""
        zones = [x.zone for x in c if isinstance(x, Zone)]
        if zones and zones[0] != "graveyard":
            raise BuildError("shuffle a graveyard in")
        return Pred(lambda s, d: own_zone(c, ("graveyard", "library"), s) or n.ShuffleGraveyardIn(s))

    def remove_counters(self, c):
        spec = first(c, CounterSpec)
        what = [x for x in nontok(c) if is_selector(x)][0]
        return Pred(lambda s, d: n.RemoveCounters(spec.counter, spec.amount, what))

    def get_energy(self, c):
        """"you get {E}{E}" / 「あなたは(Ｅ)(Ｅ)を得る」: energy counters on the player (CR 122.1)"""
        sym = str([t for t in toks(c) if t.type == "MANA"][0]).upper()
        k = sym.count("{E}")
        if k * 3 != len(sym):
            raise BuildError("only energy symbols")
        return Pred(lambda s, d: n.PutCounters("energy", k, s))

    def draw(self, c):
        if uncounted_cards(c) == n.Filter(types=("card",)):  # 「あなたがカードを引くたび」
            return Pred(_needs_count, event=lambda s: n.Draws(s))
        a = amount_of(c)
        return Pred(lambda s, d: n.Draw(s, a))

    def discard_random(self, c):
        a = amount_of(c)
        return Pred(lambda s, d: n.Discard(s, a, random=True))

    def discard_that(self, c):
        """"That player discards that card" (after "You choose … from it")"""
        return Pred(lambda s, d: n.Discard(s, 1, n.It("card")))

    def create_token_player(self, c):
        """"Its controller creates a 1/1 white Spirit creature token" (the token is theirs)"""
        tok = first(c, n.CreateToken)
        if tok is None:
            raise BuildError("a player creating something that is not a token")
        return made_by(tok)


    def reveal_hand(self, c):
        """"reveals their hand" / 「自分の手札を公開する」"""
        return Pred(lambda s, d: own_zone(c, ("hand",), s) or n.RevealHand(s))

    def mill(self, c):
        a = amount_of(c)
        return Pred(lambda s, d: n.Mill(s, a))

    def mill_that_many(self, c):
        """"mills that many cards" / 「その点数に等しい枚数のカードを切削する」 (「その点数」: amount_phrase)"""
        got = nontok(c)
        a = got[0] if got else n.ThatMuch()  # (English: "that many"; Japanese: the amount it is equal to)
        return Pred(lambda s, d: n.Mill(s, a))

    def player_exiles(self, c):
        what = self._objs(c)[0]
        if not isinstance(what, n.Chosen):  # "each opponent exiles all creatures": no choice, the exile
            return Pred(lambda s, d: act(s, n.Exile(what)))  # done by them (helpers.act), as 「…を追放する」
        return Pred(lambda s, d: n.PlayerExiles(s, what))

    def skip_combat(self, c):
        return Pred(lambda s, d: n.Cant(s, "have_next_combat_phase"))


    def new_targets(self, c):
        what = self._objs(c)[0]
        return Pred(lambda s, d: n.ChooseNewTargets(s, what))

    def become_monarch(self, c):
        return Pred(lambda s, d: n.BecomeMonarch(s))

    def take_initiative(self, c):
        """"you take the initiative" / 「あなたはイニシアチブを得る」"""
        return Pred(lambda s, d: n.TakeInitiative(s))

    def scry(self, c):
        """「…は占術１を行う」: a player verb (「１点のライフを得て、占術１を行う」)"""
        k = first(c, int)
        return Pred(lambda s, d: n.Scry(s, k))

    def discover(self, c):
        """"discover 3" / 「発見３を行う」 (CR 701.57); "discover X, where X is …" """
        k = first(c, (int, n.X))
        return Pred(lambda s, d: n.Discover(s, k))

    def surveil(self, c):
        k = first(c, int)
        return Pred(lambda s, d: n.Surveil(s, k))

    def get_energy_ja(self, c):
        """「あなたは(Ｅ)(Ｅ)を得る」: energy counters on the player"""
        out = first(c, n.AddMana)
        if out is None or not out.symbols or set(out.symbols) != {"E"}:
            raise BuildError("only energy symbols")
        k = len(out.symbols)
        return Pred(lambda s, d: n.PutCounters("energy", k, s))

    def gain_control(self, c):
        """"gain control of target creature (until end of turn)" / 「…のコントロールを得る」: the doer
        gains it; the duration is the frame's own, or the clause's (「ターン終了時まで、…」)."""
        own = first(c, Duration)
        what = self._objs(c)[0]
        return Pred(lambda s, d: n.GainControl(what, s, (own.value if own else "") or d))


    def gain_control_it(self, c):
        """「そのコントロールを得る」: of it (the object the sentence is about)."""
        own = first(c, Duration)
        return Pred(lambda s, d: n.GainControl(n.It(""), s, (own.value if own else "") or d))

    def control_p(self, c):
        what = self._objs(c)[0]
        return Pred(lambda s, d: n.GainControl(what, s, d))


    def search_wo_count(self, c):
        count = amount_of(c)
        what = n.Chosen(first(c, n.Filter), count)
        return Pred(lambda s, d: self._search(s, what, c))

