"""Builder rules for sentences (grammar section `sentences`): a line's sentences and the
passes over them (passes.py); "if …" (an intervening if when it stands first in a triggered
ability: Hoistable, finish.py), if you do / don't, otherwise, instead, when you do; "then",
"and", "unless"; "you may", "for each …", "X is …"; Japanese targets declared first
(「…を対象とする。」); delayed triggers; permission to play exiled cards and additional lands;
and who does a clause (player_action, object_action, may_action: a verb phrase gets its subject).
"""
from __future__ import annotations

import attrs
from lark import Token

from ..ir import nodes as n
from .helpers import (BuildError, zone_shared, act, done_by, filter_of, first, flatten_values, is_amount, is_selector,
                      nontok,
                      plain_object, seq, toks)
from .passes import mentions, bind_x, dig, no_regen, result_that_much, spend_only, then_continues, where_x_defines
from .values import (AltCosts, CounterChange, Declare, Dest, DigPut, DigRest, Duration, ExtraLands, Hoistable,
                     PlayUntil, Pred, PutBack, Restriction, SpendOnly, Still, TailMay, UntilPut)


def _conditional_static(cond, rest: list):
    """"If …, this spell costs {1} less" / 「…なら、~はタップ状態で戦場に出る」: a condition on a static
    ability or a replacement effect, not a step done on resolution; None for any other sentence."""
    if len(rest) == 1 and isinstance(rest[0], n.CostChange):
        return ("static_if", cond, rest[0])
    if len(rest) == 1 and isinstance(rest[0], (n.EntersTapped, n.EntersWithCounters)):
        return ("replacement_if", cond, rest[0])
    return None


def _own_zones(x, who):
    """「あなたが自分の墓地からカード１枚を追放しないかぎり」: 「自分の」 in what a player does is that
    player's; said of you, it is your own ("your graveyard")."""
    if not isinstance(who, n.You):
        return x
    if isinstance(x, n.Filter) and x.zone_owner == "they":
        return attrs.evolve(x, zone_owner="you")
    if attrs.has(type(x)):
        changed = {f.name: _own_zones(getattr(x, f.name), who) for f in attrs.fields(type(x))}
        return attrs.evolve(x, **{k: v for k, v in changed.items() if v is not getattr(x, k)})
    if isinstance(x, tuple):
        return tuple(_own_zones(y, who) for y in x)
    return x


def _other_doer(effect) -> bool:
    """Whether an effect names a player other than you as the one who does it."""
    if isinstance(effect, n.Sequence):
        return any(_other_doer(x) for x in effect.steps)
    return (attrs.has(type(effect)) and "player" in attrs.fields_dict(type(effect))
            and effect.player not in (n.You(), None))



def _each_affected(subject):
    """"A creature dealt damage this way can't be regenerated" / 「これによりダメージを与えられた
    クリーチャーは…」: as a clause's subject, "a" of what an earlier step did something to is each of
    them (the set is that step's; nobody chooses among it)."""
    if isinstance(subject, n.Chosen) and subject.count == 1 and not subject.up_to \
            and isinstance(subject.filter, n.Filter) and subject.filter.affected is not None:
        return n.Each(subject.filter)
    return subject

class Sentences:
    """Sentences, how clauses join, and who does a clause (grammar section `sentences`)."""

    def sentences(self, c):
        items = flatten_values([x for x in c if not isinstance(x, Token)])
        return result_that_much(result_rows(items, _read_in_order))

    def result_row(self, c):
        """"1—9 |" / 「1-9｜」, "20 |", "15+ |", 「9以下｜」: a result table's row (CR 706.2); the
        sentences after it, up to the next row, are done when the result is in that range"""
        low, _, high = str(toks(c)[0]).rstrip("|｜ ").replace("—", "-").partition("-")
        if low.endswith("以下"):
            low, high = "1", low[:-2]
        elif low.endswith("+"):
            low, high = low[:-1], None
        elif not high:
            high = low
        return ResultRow(int(low), None if high is None else int(high))

    def sentence(self, c):
        parts = [x for x in nontok(c)]
        return seq(parts) if len(parts) != 1 or isinstance(parts[0], TailMay) else parts[0]

    def if_sentence(self, c):
        cond, *rest = nontok(c)
        return _conditional_static(cond, rest) or Hoistable(n.If(cond, seq(rest)))

    def if_you_do(self, c):
        return n.If(n.Condition("you_did"), seq(nontok(c)))

    def counters_replacement(self, c):
        """"If one or more +1/+1 counters would be put on a creature you control, that many plus one /
        twice that many +1/+1 counters are put on it instead" (CR 614.1)"""
        names = [x for x in nontok(c) if isinstance(x, str)]
        if len(set(names)) != 1 or first(c, int) not in (None, 1):
            raise BuildError("only the same kind of counter, 'one or more'")
        change = first(c, CounterChange)
        what = plain_object([x for x in nontok(c) if is_selector(x)][0])
        return n.MoreCounters(what, names[0], change.plus, change.times)

    def when_you_do(self, c):
        """"When you do, …" / 「そうしたとき、…」: a reflexive trigger (CR 603.12)"""
        return n.Reflexive(seq(nontok(c)))

    def when_you_do_declare(self, c):
        """「そうしたとき、クリーチャー１体を対象とする。それを破壊する。」: the target is the reflexive
        trigger's, and so is the one sentence (or clause) after it"""
        target, *rest = nontok(c)
        return [Declare(target), n.Reflexive(seq(flatten_values(rest)))]

    def put_back_sentence(self, c):
        """「その後それらを望む順番で戻す。」 (an object, not a literal 「それら」: 「その後それら…」 starts
        every 「その後」 sentence about them)"""
        if not isinstance(nontok(c)[0], n.It):
            raise BuildError("put back only the cards looked at")
        return PutBack()

    def still_sentence(self, c):
        """"It's still a land." / 「それは土地でもある。」 (sentences() marks the Becomes before it)"""
        return Still()

    def dig_put(self, c):
        rest = first(c, DigRest)
        return DigPut(first(c, int), rest.zone, rest.order)

    def may_play_exiled(self, c):
        who, what = [x for x in nontok(c) if is_selector(x)][:2]
        if not isinstance(who, n.You) or not isinstance(what, n.It):
            raise BuildError("only 'you may play' the cards just exiled")
        # "until end of turn" and "this turn" give the same permission
        return first(c, PlayUntil) or PlayUntil("this_turn")

    def additional_land(self, c):
        """"You may play an additional land on each of your turns" / 「あなたの各ターンに、あなたは追加の
        土地１つをプレイしてもよい」; with "this turn" / 「このターン、」 a one-shot effect."""
        who = [x for x in nontok(c) if is_selector(x)][0]
        count = first(c, ExtraLands).count
        dur = first(c, Duration)
        return n.AdditionalLand(who, count, dur.value if dur else "")

    def where_x(self, c):
        """", where X is …": X in the sentence is that amount."""
        amount = [x for x in c if not isinstance(x, Token)][-1]
        return bind_x([x for x in c if not isinstance(x, Token)][:-1], amount)

    def for_each_sentence(self, c):
        """"For each creature you control, …" / 「…１体につき、…」: the body once per object."""
        parts = nontok(c)
        if isinstance(parts[0], n.Count):  # 「…１体につき、」 then the clause, already built
            return n.ForEach(n.Each(parts[0].filter), seq(parts[1:]))
        if isinstance(parts[0], n.EventsThisTurn):  # once per event this turn: no object to do it for
            raise BuildError("a sentence done once per event this turn")
        return n.ForEach(n.Each(parts[0]), self.may_action(c[1:] if c and c[0] is parts[0] else parts[1:]))

    def if_you_dont(self, c):
        return n.If(n.Not(n.Condition("you_did")), seq(nontok(c)))

    def if_could_not(self, c):
        """"Sacrifice a creature. If you can't, …": the action the player was told to do could not be
        done (CR 101.3: what is impossible is not done)"""
        who = [x for x in nontok(c) if is_selector(x)][0]
        return n.If(n.Condition("could_not", (plain_object(who),)), seq([x for x in nontok(c) if x is not who]))

    def if_could_not_ja(self, c):
        """「それができないなら、…」: as if_could_not, said of the player told to act, you."""
        return n.If(n.Condition("could_not", (n.You(),)), seq(nontok(c)))

    def would_instead(self, c):
        """"If ~ would die, exile it instead": a replacement effect (CR 614.1a)"""
        what = [x for x in nontok(c) if is_selector(x)][0]
        make = [x for x in c if callable(x) and not isinstance(x, (Token, Pred))][0]
        dur = first(c, Duration)
        rest = [x for x in nontok(c) if x is not what and x is not make and x is not dur]
        return n.WouldInstead(make(plain_object(what)), seq(rest), dur.value if dur is not None else "")

    def would_prevent(self, c):
        """"If a source would deal damage to you, prevent 1 of that damage" / 「…あなたにダメージを与える
        なら、そのダメージを１点軽減する」, "If damage would be dealt to ~, prevent that damage and …":
        a prevention (CR 615.1a), said with no "instead" — only one whose body starts by preventing
        the damage of the event; anything else needs its "instead" (would_instead)."""
        would = self.would_instead(c)
        first_step = would.effect.steps[0] if isinstance(would.effect, n.Sequence) else would.effect
        if not (isinstance(first_step, n.PreventThat) and isinstance(would.event, n.DamageDealt)):
            raise BuildError("a replacement with no 'instead' that does not prevent the damage")
        return would

    def would_dealt(self, c):
        """"If damage would be dealt to ~, …" / 「~にダメージが与えられるなら、…」: the same event as
        "if ~ would be dealt damage" (ev_dealt_damage)."""
        return self.would_prevent(list(c) + [lambda s: n.DamageDealt(None, s)])

    def life_floor(self, c):
        """"Damage that would reduce your life total to less than 1 reduces it to 1 instead" /
        「あなたのライフ総量を１点未満に減少させるダメージは、代わりにあなたのライフ総量が１点になるまで減少させる」"""
        below, floor = (int(str(t)) for t in c if getattr(t, "type", "") == "NUMBER")
        if below != floor:
            raise BuildError("a life total reduced to another number than the one it may not go below")
        return n.LifeFloor(n.You(), floor)

    def next_would_instead(self, c):
        """"The next time you would draw a card this turn, instead …" / 「このターン、次にあなたがカードを
        １枚引くなら、代わりに…」: the replacement for the next such event only"""
        return attrs.evolve(self.would_instead(c), next_time=True)

    def next_would_prevent(self, c):
        """"The next time target creature would deal damage this turn, prevent that damage" (would_prevent)"""
        return attrs.evolve(self.would_prevent(c), next_time=True)

    def next_prevent_all(self, c):
        """「このターン、あなたが選んだ発生源１つが次にあなたに与えるすべてのダメージを軽減する」: "the next
        time a source of your choice would deal damage to you this turn, prevent that damage"."""
        parts = [x for x in nontok(c) if is_selector(x)]
        to = plain_object(parts[1]) if len(parts) > 1 else None
        return self.next_would_prevent([parts[0], lambda s: n.DamageDealt(s, to), n.PreventThat(None)]
                                       + [x for x in c if isinstance(x, Duration)])

    def countered_exile(self, c):
        """"If that spell is countered this way, exile it instead of putting it into its owner's
        graveyard" / 「これによりその呪文が打ち消されたなら、それをオーナーの墓地に置く代わりに追放する」:
        the counter before it puts the card into exile (passes.then_continues)."""
        dest = first(c, Dest)
        if dest is None or dest.zone != "graveyard":
            raise BuildError("only 'instead of putting it into its owner's graveyard'")
        return ("countered_to", "exile")

    def otherwise_sentence(self, c):
        """"Otherwise, …" / 「そうでないなら、…」: the else of the "if" sentence before (then_continues)."""
        return ("otherwise", seq(nontok(c)))

    def until_put(self, c):
        dest = first(c, Dest)
        rest = first(c, DigRest)
        what = [x for x in nontok(c) if is_selector(x)][0]
        if not isinstance(what, n.It):
            raise BuildError("put 'that card' and the rest")
        return UntilPut(dest.zone, dest.tapped, rest.zone, rest.order)

    def alternative_cost(self, c):
        """"You may pay {5} rather than pay this spell's mana cost" (CR 118.9)"""
        who = [x for x in nontok(c) if is_selector(x)]
        if who and not isinstance(who[-1], n.You):
            raise BuildError("only 'you may … rather than pay'")
        costs = first(c, AltCosts)
        cond = first(c, (n.Condition, n.Not))
        return n.AlternativeCost(tuple(costs.costs), cond)

    def instead_sentence(self, c):
        eff = [x for x in nontok(c) if not isinstance(x, (n.Condition, n.Not))]
        cond = [x for x in nontok(c) if isinstance(x, (n.Condition, n.Not))][0]
        return ("instead", cond, seq(eff))

    def if_after(self, c):
        *rest, cond = nontok(c)
        what = getattr(rest[0], "what", None) if len(rest) == 1 else None
        if isinstance(what, (n.Enchanted, n.Equipped)):
            # "Enchanted creature doesn't untap … if it has a sleep counter on it": "it" is the
            # clause's subject, as Japanese says it (「エンチャントしているクリーチャーの上に…なら」)
            cond = _it_means(cond, what)
        return self.nara_sentence([cond] + rest)

    def triggers_once_each_turn(self, c):
        """"This ability triggers only once each turn." / 「この能力は、毎ターン１回のみ誘発する。」"""
        if any(int(str(t)) != 1 for t in toks(c) if t.type == "NUMBER") or any(
                x != 1 for x in c if isinstance(x, int) and not isinstance(x, bool)):
            raise BuildError("only once each turn")
        return Restriction("triggers_once_each_turn")

    def then_sentence(self, c):
        """「…。その後、ライブラリーを切り直す。」 continues the sentence before it (inside a
        「そうしたなら」 too), as English ", then shuffle" does."""
        return ("then", self.sentence(c))

    def spend_mana_only(self, c):
        """"Spend this mana only to cast a creature spell" / 「このマナは、クリーチャー・呪文を唱える
        ためにのみ使用できる。」: a restriction on the mana the sentence before adds"""
        return SpendOnly(filter_of(plain_object(nontok(c)[0])))

    def spend_mana_only_abilities(self, c):
        return SpendOnly("abilities")

    def declare_target(self, c):
        return Declare(nontok(c)[0])

    def declare_target_then(self, c):
        """"Choose target creature, then roll a d20." / 「クリーチャー１体を対象とする。１個のd20を振る。」"""
        target, *rest = nontok(c)
        return [Declare(target), *flatten_values(rest)]

    def choose_creature_type_now(self, c):
        """"Choose a creature type." / 「クリーチャー・タイプ１つを選ぶ。」 as a step: what 'of the chosen
        type' / 「その選ばれたタイプの」 refers to afterwards."""
        self._choice_type(c, "creature")
        if any(int(str(t)) != 1 for t in toks(c) if t.type == "NUMBER") or any(
                x != 1 for x in c if isinstance(x, int) and not isinstance(x, bool)):
            raise BuildError("one creature type")
        return n.Choose("creature_type")

    def declare_targets(self, c):
        """「あなたがコントロールしているクリーチャー１体と、あなたがコントロールしていない
        クリーチャー１体を対象とする。」: two targets, in order (「その前者」「その後者」)"""
        return [Declare(t) for t in zone_shared(nontok(c))]

    def delayed_at(self, c):
        """"… at the beginning of the next end step" / 「次の終了ステップの開始時に、…」"""
        step = first(c, n.StepBegins)
        return n.Delayed(step, seq([x for x in nontok(c) if x is not step]))

    def delayed_end_of_combat(self, c):
        """"Sacrifice it at end of combat" (CR 603.7): a delayed trigger at the end of combat step"""
        return n.Delayed(n.StepBegins("end_of_combat", "any"), seq(nontok(c)))

    def choose_color_sentence(self, c):
        # 「色１色を選ぶ。」: the choice the protection quality "the chosen color" refers to;
        # English folds it into "protection from the color of your choice".
        return []

    def instead_damage(self, c):
        cond = first(c, (n.Condition, n.Not))
        amt = [x for x in nontok(c) if is_amount(x)][0]
        return ("instead", cond, n.DealDamage(n.Self_(), amt, None))

    def declare_then(self, c):
        parts = nontok(c)
        return [Declare(parts[0]), seq(parts[1:])]

    def if_declare(self, c):
        cond = first(c, (n.Condition, n.Not))
        target = [x for x in nontok(c) if isinstance(x, n.Target)][0]
        return [Hoistable(n.If(cond, n.Sequence(()))), Declare(target)]

    def if_declare_then(self, c):
        """「それがキッカーされていた場合、土地１つを対象とし、それを破壊する。」 ("If it was kicked,
        destroy target land"): the target declared, the clauses under the condition"""
        cond, target, *rest = nontok(c)
        return [Declare(target), Hoistable(n.If(cond, seq(rest)))]

    def declare_targets_then(self, c):
        """「クリーチャー１体と、プレイヤー１人を対象とし、その前者を…」: two targets, then the clauses"""
        first_t, second, *rest = nontok(c)
        first_t, second = zone_shared([first_t, second])
        return [Declare(first_t), Declare(second), seq(rest)]

    def nara_sentence(self, c):
        cond, *rest = nontok(c)
        return _conditional_static(cond, rest) or n.If(cond, seq(rest))

    def where_x_sentence(self, c):
        """「Ｘは…に等しい。」 defines X for the sentences before it (sentences() applies it)."""
        return ("where_x", [x for x in c if not isinstance(x, Token)][-1])

    def next_turn_upkeep(self, c):
        return n.StepBegins("upkeep", "next_turn")

    def next_end_step(self, c):
        return n.StepBegins("end", "next")

    def your_next_upkeep(self, c):
        return n.StepBegins("upkeep", "your_next")

    def your_next_end_step(self, c):
        return n.StepBegins("end", "your_next")

    def then_seq(self, c):
        parts = nontok(c)
        if len(parts) > 1 and isinstance(parts[-1], TailMay):
            # 「あなたは…を探し、公開し、あなたの手札に加えてもよい」: the 「てもよい」 that ends the clauses
            # is the choice of all of them ("you may search …, reveal it, and put it into your hand")
            if any(_other_doer(p) for p in parts[:-1]):
                raise BuildError("「てもよい」 after another player's verb: whose choice it is is not said")
            return n.May(n.You(), seq(parts[:-1] + [parts[-1].effect]))
        if parts and all(isinstance(p, Pred) for p in parts):  # "loses 1 life, discards a card, …"
            return Pred(lambda s, d: seq([p.apply(s, d) for p in parts]))
        if len(parts) > 1 and isinstance(parts[-1], Pred) and isinstance(parts[0], n.Exile):
            # 「そのプレイヤーは…を追放し、２点のライフを失う」: the subject does every clause (act)
            return Pred(lambda s, d: seq([act(s, p, d) for p in parts]))
        if parts and isinstance(parts[0], n.May) and len(parts) > 1:
            # "you may search …, put it …, then shuffle": the choice covers the whole sentence
            return n.May(parts[0].player, seq([parts[0].effect] + [done_by(x, parts[0].player) for x in parts[1:]]))
        return seq(parts)

    then_seq3 = then_seq4 = then_seq

    def and_seq(self, c):
        """"As long as …, ~ can attack as though it didn't have defender and it can't be blocked": the
        condition of the first clause is the whole sentence's (both apply while it holds)."""
        parts = nontok(c)
        if (len(parts) > 1 and isinstance(parts[0], tuple) and parts[0][0] == "static_if"
                and not any(isinstance(p, (tuple, Pred, TailMay)) for p in parts[1:])):
            _, cond, effect = parts[0]
            return ("static_if", cond, seq([effect] + parts[1:]))
        return self.then_seq(c)

    def same_source(self, c):
        """「~はそれに１点のダメージを与え、あなたに１点のダメージを与える」 "~ deals 1 damage to any target
        and 1 damage to you": the damage after the 、 has no subject; its source is the damage's before."""
        prev, pred = nontok(c)[0], nontok(c)[-1]
        last = prev.steps[-1] if isinstance(prev, n.Sequence) else prev
        if not isinstance(last, n.DealDamage) or not isinstance(pred, Pred):
            raise BuildError("damage with no source: the clause before it deals none")
        return seq([prev, pred.apply(last.source)])

    def unless_do(self, c):
        """"…, unless you discard two cards" / 「あなたがカード２枚を捨てないかぎり、…」: the player may
        do the action to stop the effect (CR 118.12); "unless its controller pays {3}": the payment."""
        parts = nontok(c)
        *body, who, verb = parts
        effect = act(who, verb, carried=True)
        if isinstance(effect, n.Pay):  # the price is the payment itself: {3}, 3 life
            return n.Unless(seq(body), who, effect.cost)
        return n.Unless(seq(body), who, effect)

    def imperative_vp(self, c):
        """A verb phrase with no subject ("Draw a card." / 「カード１枚を引く。」) is what you do."""
        return act(n.You(), nontok(c)[0])

    def unless_cond(self, c):
        """"…, unless you control another colorless creature": done only if the condition does not
        hold; a static ("~ can't block unless you control a Vampire") holds only while it does not."""
        from ..ir import statics
        from .effects_zones import negate

        cond = [x for x in nontok(c) if isinstance(x, (n.Condition, n.Not))][-1]
        body = [x for x in nontok(c) if x is not cond]
        effect = seq(body)
        if isinstance(effect, (n.EntersTapped, n.EntersWithCounters)):
            return ("replacement_if", negate(cond), effect)
        parts = effect.steps if isinstance(effect, n.Sequence) else (effect,)
        if all(type(x).__module__ == statics.__name__ for x in parts):
            return ("static_if", negate(cond), effect)
        return n.If(negate(cond), effect)

    def unless_do_ja(self, c):
        """「あなたが(２)を支払わないかぎり、…」「あなたがカード２枚を捨てないかぎり、…」: the player may do
        the action to stop the effect (en: unless_do, the clause first)."""
        who, verb, *body = nontok(c)
        u = self.unless_do(body + [who, verb])
        return attrs.evolve(u, cost=_own_zones(u.cost, who))

    def unless_you_do_ja(self, c):
        """「あなたがコントロールしている森２つをオーナーの手札に戻さないかぎり、それを生け贄に捧げる」
        ("sacrifice it unless you return two Forests you control to their owner's hand")"""
        verb, *body = nontok(c)
        return self.unless_do(body + [n.You(), verb])

    def unless_player_ja(self, c):
        """「そのプレイヤーはカード１枚を捨てないかぎり５点のライフを失う」 "that player loses 5 life unless
        they discard a card": the subject does the clause, and may do the action instead ("they")."""
        who, verb, body = nontok(c)
        doer = n.You() if isinstance(who, n.You) else n.It("they")
        return self.unless_do([act(who, body), doer, verb])

    def player_action(self, c):
        """SUBJECT VERB-PHRASE ("target player draws a card", "creatures you control get +1/+1"):
        the verb phrase done by the subject (helpers.act)."""
        dur = first(c, Duration)
        parts = [x for x in nontok(c) if not isinstance(x, Duration)]
        return act(_each_affected(parts[0]), parts[-1], dur.value if dur else "")

    object_action = until_eot_action = player_action

    def may_action(self, c):
        subject = [x for x in c if not isinstance(x, (Pred, Token))][0]
        pred = first(c, Pred)
        if pred is None:  # an imperative: "you may return target creature …"
            return n.May(subject, [x for x in nontok(c) if x is not subject][0])
        return n.May(subject, pred.apply(subject))

    def may_tail(self, c):
        """「…してもよい」 with no subject: the clauses it ends are what you may do (then_seq)."""
        return TailMay(act(n.You(), nontok(c)[0]))

    def may_have(self, c):
        """"you may have SUBJECT do X": the first object decides, the second acts."""
        who, subject = [x for x in c if not isinstance(x, (Pred, Token))][:2]
        effect = first(c, Pred).apply(subject)
        if isinstance(effect, n.EntersAsCopy) and isinstance(who, n.You):
            return attrs.evolve(effect, optional=True)  # a replacement its controller may apply
        return n.May(who, effect)

    def may_damage_as_though_unblocked(self, c):
        """「あなたは~の戦闘ダメージを、これがブロックされなかったかのように割り振ってもよい」: the player may
        have that creature assign its combat damage as though it weren't blocked (CR 510.1c), as
        en.lark's "you may have ~ assign …" (may_have)."""
        who, whose, named = [x for x in c if not isinstance(x, Token)]
        if named not in (whose, n.It("")):
            raise BuildError("'as though it weren't blocked' said of another object")
        return n.May(who, n.DamageAsThoughUnblocked(whose))

    def during_your_turn(self, c):
        return ("static_if", n.Condition("your_turn"), seq(nontok(c)))

    def during_your_turn_action(self, c):
        """「あなたのターンの間、~は先制攻撃を持つ」: during your turn, ~ has first strike."""
        return ("static_if", n.Condition("your_turn"), self.player_action(c))

    def as_long_as(self, c):
        cond = first(c, (n.Condition, n.Not))
        rest = [x for x in c if x is not cond]
        effect = self.player_action(rest)
        if isinstance(effect, (n.EntersTapped, n.EntersWithCounters)):
            return ("replacement_if", cond, effect)
        return ("static_if", cond, effect)

    def enters_if_ja(self, c):
        """「~は、これがあなたの手札から唱えられた場合、神性カウンター１個が置かれた状態で戦場に出る」: a
        condition on how it enters (a replacement, CR 614.1c); no other effect is read in this order."""
        got = self.as_long_as(c)
        if got[0] != "replacement_if":
            raise BuildError("「…は、…場合、…」 only of how a permanent enters")
        return got

    def as_long_as_after(self, c):
        return self.as_long_as(c)

    def may_quoted(self, c):
        """あなたは「…」を選んでもよい: the quoted sentences are what may be done."""
        player = nontok(c)[0]
        body = self._quoted(c)
        if not isinstance(body, list):
            raise BuildError("a quoted choice must be sentences")
        steps = [y for x in body for y in (x if isinstance(x, list) else [x])]
        steps = [done_by(x, player) for x in steps]
        return n.May(player, seq(steps) if not any(isinstance(x, Declare) for x in steps) else steps)

    def static_clause(self, c):
        return nontok(c)[0]


def _it_means(value, what):
    """`value` with the bare pronoun "it" (n.It()) read as `what`."""
    if value == n.It():
        return what
    if isinstance(value, tuple):
        return tuple(_it_means(v, what) for v in value)
    if attrs.has(type(value)) and type(value).__module__.startswith("oraclec.compiler.ir"):
        return attrs.evolve(value, **{f.name: _it_means(getattr(value, f.name), what) for f in attrs.fields(type(value))
                                      if f.init})
    return value


@attrs.frozen
class ResultRow:
    low: int
    high: int | None  # None: "15+", no upper bound


def _read_in_order(items: list) -> list:
    """What sentences read in order mean together: a dig's parts, "X is …", "then", "spend this
    mana only …", "it can't be regenerated" (passes.py)."""
    return spend_only(no_regen(then_continues(where_x_defines(dig(items)))))


def result_rows(items: list, read) -> list:
    """The sentences after each result table row (ResultRow, up to the next row) as one If whose
    condition `result_in` asks whether the result of the die roll before is in the row's range;
    each row's sentences, and those before the table, read in order by `read`."""
    if not any(isinstance(x, ResultRow) for x in items):
        return read(items)
    out, row, body = [], None, []
    for x in items + [ResultRow(0, 0)]:
        if isinstance(x, ResultRow):
            if row is not None:
                if not body:
                    raise BuildError("a result table's row with nothing to do")
                bounds = (row.low,) if row.high is None else (row.low, row.high)  # "15+": no upper bound
                out.append(n.If(n.Condition("result_in", bounds), seq(read(body))))
            else:
                out = read(out)
                if not any(mentions(y, n.RollDie) for y in out):
                    raise BuildError("a result table with no die roll before it")
            row, body = x, []
        elif row is None:
            out.append(x)
        else:
            body.append(x)
    return out
