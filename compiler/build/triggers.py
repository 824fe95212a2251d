"""Builder rules for triggers (grammar section `triggers`): when / whenever / at the beginning
of, the events (enters, dies, attacks, blocks, is cast, draws, discards, deals damage, counters
put …), their subjects ("~ or another creature", "one or more …") and the steps and whose they
are. A trigger's intervening if is marked in sentences.py (Hoistable) and hoisted in finish.py.
"""
from __future__ import annotations

from typing import Any

import attrs
from lark import Token

from .. import ir
from ..ir import nodes as n
from .helpers import (BuildError, act, canon_word, first, is_selector, keyword_node, nontok, plain_object, sval,
                      toks, word_filter)
from .values import Amt, AtLeast, Nth, Pred, StepSpec, Zone


def one_of(items) -> Any:
    items = [plain_object(i) for i in items]
    if len(items) == 1:
        return items[0]
    return n.OneOf(tuple(sorted(items, key=ir.dumps)))


def event_of(effect) -> Any:
    """The event a verb of the verb table is when it is what a trigger waits for ("whenever you
    draw a card", 「あなたがカード１枚を引くたび」): the verb phrase compiles as it does as an
    instruction, with the trigger's subject as its doer, and the effect names the event. A verb
    with an event node of its own becomes that node (draw, discard, sacrifice); any other is
    PlayerDoes (the runtime plays those it knows and refuses the rest by name)."""
    if isinstance(effect, n.Draw):
        if effect.amount != 1:
            raise BuildError("only 'draw a card' as an event")
        return n.Draws(effect.player)
    if isinstance(effect, n.Discard):
        if effect.amount != 1 or effect.what is not None or effect.random:
            raise BuildError("only 'discard a card' as an event")
        return n.Discards(effect.player, effect.filter)
    if isinstance(effect, n.Sacrifice):
        return n.Sacrificed(effect.player, plain_object(effect.what))
    by, put = (effect.player, effect.effect) if isinstance(effect, n.PlayerActs) else (n.You(), effect)
    if isinstance(put, n.PutCounters) and isinstance(put.amount, n.OneOrMore):
        # "whenever you put one or more counters on a permanent": once per permanent they are put
        # on, however many (CR 122.6, 603.2c); an effect with no doer of its own is yours (act)
        return n.CountersPut(plain_object(put.what), put.counter, by=by)
    if isinstance(effect, n.PlayerActs):
        # "whenever a player puts a nontoken creature onto the battlefield": a verb with no event
        # node of its own and no doer but the one PlayerActs gives it is not read as an event
        raise BuildError(f"the verb {type(effect.effect).kind!r} of another player as an event")
    player = getattr(effect, "player", None)
    if player is None:
        raise BuildError(f"the verb {type(effect).kind!r} as an event names no player")
    return n.PlayerDoes(player, effect)


class Triggers:
    """Trigger conditions, events and steps (grammar section `triggers`)."""

    def trigger(self, c):
        ev = nontok(c)[0]
        return ("event", ev)

    def trigger_during(self, c):
        """"whenever you cast a spell during an opponent's turn" / 「あなたが対戦相手のターンに呪文を唱える
        たび」: the event triggers the ability only in that turn, checked as it happens (part of the
        event, CR 603.2; not an intervening "if", which is checked again on resolution)."""
        parts = nontok(c)
        during = [t for t in c if isinstance(t, Token) and t.type == "DURING_TURN"]
        if during:
            cond = n.Condition("your_turn") if during[0].value.startswith("あなた") else n.Not(n.Condition("your_turn"))
        else:
            cond = parts[1]
        return ("event", parts[0], cond)

    def event_your_turn(self, c):
        return n.Condition("your_turn")

    def event_opponents_turn(self, c):
        return n.Not(n.Condition("your_turn"))

    def trigger_state_control_none(self, c):
        """"When you control no Swamps" / 「あなたが沼をコントロールしていないとき」 (CR 603.8)"""
        parts = nontok(c)
        if parts and isinstance(parts[0], n.Not):  # 「あなたが沼をコントロールしていない」: the condition
            cond = parts[0].cond
            if not (isinstance(cond, n.Condition) and cond.test == "you_control" and len(cond.args) == 1):
                raise BuildError("only 'when you control no …'")
            parts = list(cond.args)
        elif not parts or not isinstance(parts[0], (n.Filter, n.AnyOf)):
            raise BuildError("a state trigger other than 'when you control no …'")
        return ("event", n.StateHolds(n.Condition("control_none", ("you", first(parts, (n.Filter, n.AnyOf))))))

    def trigger_step(self, c):
        spec = first(c, StepSpec)
        return ("event", n.StepBegins(spec.step, spec.whose))

    def trigger_end_of_combat(self, c):
        return ("event", n.StepBegins("end_of_combat", "any"))

    def event(self, c):
        if first(c, AtLeast) is not None:
            raise BuildError("only 'one or more'")
        subject = [x for x in nontok(c) if is_selector(x)][0]
        verb = [x for x in nontok(c) if callable(x) and not is_selector(x)][0]
        ev = verb(subject)
        under = sval(c)
        if under and isinstance(ev, n.ZoneChange):
            ev = attrs.evolve(ev, under=under)
        return ev

    def event_vp(self, c):
        """SUBJECT VERB-PHRASE as an event, for every verb of the verb table (event_of)."""
        if first(c, AtLeast) is not None:
            raise BuildError("only 'one or more'")
        subject = [x for x in nontok(c) if is_selector(x)][0]
        return self.would_vp([x for x in nontok(c) if x is not subject][-1:])(subject)

    def would_vp(self, c):
        """A verb of the verb table as the event a replacement replaces ("if you would draw a card",
        「あなたがカード１枚を引くなら」): the same event as a trigger's (event_of), waiting for its doer."""
        verb = nontok(c)[-1]

        def make(subject):
            if isinstance(subject, n.Self_):
                raise BuildError("a player's verb needs a player")
            subject = plain_object(subject)
            if isinstance(verb, Pred) and verb.event is not None:
                return verb.event(subject)
            return event_of(act(subject, verb))
        return make

    def ev_destroyed(self, c):
        """"If ~ would be destroyed" / 「~が破壊されるなら」 (CR 701.8)"""
        return lambda s: n.Destroyed(s)

    def would_damage(self, c):
        """"If a source would deal damage to you" / 「発生源１つがあなたにダメージを与えるなら」"""
        to = next((plain_object(x) for x in nontok(c) if is_selector(x)), None)
        return lambda s: n.DamageDealt(s, to)

    def would_combat_damage(self, c):
        to = next((plain_object(x) for x in nontok(c) if is_selector(x)), None)
        return lambda s: n.DamageDealt(s, to, combat=True)

    def ev_gains_life(self, c):
        """"If you would gain life" / 「あなたがライフを得るなら」 (once per life-gaining event, CR 119.9)"""
        return lambda s: n.LifeGained(s)

    def ev_loses_life(self, c):
        return lambda s: n.LifeLost(s)

    def event_or(self, c):
        subject, *verbs = nontok(c)
        events = [v(subject) for v in verbs]
        by = [getattr(v, "by", None) for v in verbs if getattr(v, "by", None) is not None]
        if by:  # "blocks or becomes blocked by a green creature": the green creature is both ways
            events = [n.Blocks(e.what, by[0]) if isinstance(e, n.Blocks) and e.whom is None else e for e in events]
        return n.AnyEvent(tuple(events))

    def event_cast(self, c):
        player, what = nontok(c)[:2]
        return n.Cast(player, what)

    def event_attack_with(self, c, whom_last: bool = False):
        """"Whenever you attack with three or more creatures" / 「あなたが３体以上のクリーチャーで攻撃するたび」,
        "… with one or more Zombies" / 「…１体以上のゾンビで…」 (the kind of attackers)"""
        parts = [x for x in nontok(c) if is_selector(x)]
        count = first(c, int)
        if count is None:
            count = int(str([t for t in toks(c) if t.type == "NUMBER"][0]))
        player, *rest = parts
        whom = None
        if len(rest) == 2:
            whom, rest = (rest[1], rest[:1]) if whom_last else (rest[0], rest[1:])
        f = plain_object(rest[0])
        if not isinstance(f, (n.Filter, n.AnyOf)) or isinstance(f, n.Filter) and set(f.types) - {"creature"}:
            raise BuildError("only attacking with creatures")
        return n.AttacksWith(player, count, None if f == n.Filter(types=("creature",)) else f,
                             None if whom is None else plain_object(whom))

    def event_attack_whom_with(self, c):
        """"Whenever you attack a player with one or more creatures" / 「プレイヤー１人がエンチャントして
        いるプレイヤーに１体以上のクリーチャーで攻撃するたび」: attackers attacking that one"""
        return self.event_attack_with(c)

    def event_attack_with_whom(self, c):
        """「あなたが１体以上のクリーチャーでプレイヤー１人を攻撃するたび」: whom after the attackers"""
        return self.event_attack_with(c, whom_last=True)

    def event_cast_or_copy(self, c):
        """magecraft: "Whenever you cast or copy an instant or sorcery spell" / 「…を唱えるかコピーするたび」"""
        player, what = nontok(c)[:2]
        return n.Cast(player, what, or_copy=True)

    def event_cast_nth(self, c):
        """"Whenever you cast your second spell each turn" / 「あなたが各ターン内のあなたの２つ目の呪文を唱えるたび」"""
        player = nontok(c)[0]
        nth = first(c, Nth)
        nth = nth.n if nth is not None else int(str([t for t in toks(c) if t.type == "NUMBER"][0]))
        f = first(c, (n.Filter, n.AnyOf))
        return n.Cast(player, f, nth)

    def event_cast_first(self, c):
        """"Whenever you cast your first instant or sorcery spell each turn" / 「あなたが各ターン最初に…呪文を唱えるたび」"""
        return n.Cast(nontok(c)[0], first(c, (n.Filter, n.AnyOf)), 1)

    def event_discard(self, c):
        """"Whenever you discard a card" / 「あなたがカード１枚を捨てるたび」 (a creature card: the kind)"""
        who = nontok(c)[0]
        if any(isinstance(x, (Amt, int)) and (x.value if isinstance(x, Amt) else x) not in (1,) for x in nontok(c)[1:]):
            raise BuildError("only 'discard a card'")
        chosen = first(c, n.Chosen)
        if chosen is not None:
            if chosen.count != 1:
                raise BuildError("only 'discard a card'")
            f = chosen.filter
        else:
            f = word_filter(c)
            if f == n.Filter() and first(c, Amt) is not None:
                f = n.Filter(types=("card",))  # "discard a card": the count noun holds the word
        if not isinstance(f, n.Filter) or "card" not in f.types:
            raise BuildError("discarding something that is not cards")
        return n.Discards(who, None if f == n.Filter(types=("card",)) else f)

    def event_won_flip(self, c):
        """"Whenever you win a coin flip" / 「あなたがコイン投げ（１回）に勝つたび」 (CR 705.2)"""
        if [x for x in c if isinstance(x, int)] not in ([], [1]):
            raise BuildError("one coin flip won")
        return n.FlipOutcome(nontok(c)[0], True)

    def event_lost_flip(self, c):
        return n.FlipOutcome(nontok(c)[0], False)

    def event_scry(self, c):
        return n.Scried(nontok(c)[0])

    def event_draw_nth(self, c):
        """"Whenever you draw your second card each turn" / 「あなたが各ターンのあなたの２枚目のカードを引くたび」"""
        nth = first(c, Nth)
        nth = nth.n if nth is not None else int(str([t for t in toks(c) if t.type == "NUMBER"][0]))
        if any(canon_word(t)[1] != "card" for t in toks(c) if t.type == "TYPE"):
            raise BuildError("only 'your nth card'")
        return n.Draws(nontok(c)[0], nth)

    def event_combat_damage_to(self, c):
        return n.DamageDealt(None, one_of(nontok(c)), combat=True)

    def event_dealt_damage_by(self, c):
        """"whenever ~ is dealt damage by a creature"""
        to, by = [x for x in nontok(c) if is_selector(x)][:2]
        return n.DamageDealt(plain_object(by), to)

    def event_tap_for_mana(self, c):
        player, what = nontok(c)[:2]
        return n.TapsForMana(player, what)

    def event_gain_life(self, c):
        return n.LifeGained(nontok(c)[0])

    def event_gain_life_first(self, c):
        return n.LifeGained(nontok(c)[0], first_each_turn=True)

    def event_cycle(self, c):
        """"when you cycle this card" / 「（あなたが）このカードをサイクリングしたとき」"""
        kw = [t for t in toks(c) if t.type == "KEYWORD_COST"]
        if kw and keyword_node(kw[0]).keyword != "cycling":
            raise BuildError("only cycling")
        sels = [x for x in nontok(c) if is_selector(x)]
        who = sels[0] if len(sels) > 1 else n.You()
        return n.Cycled(sels[-1], who)

    def event_roll_chaos(self, c):
        """"Whenever you roll {CHAOS}" / 「カオスが起こるたび」 (only the player who rolls: you)"""
        sym = [t for t in toks(c) if t.type == "MANA"]
        if sym and str(sym[0]).upper() != "{CHAOS}":
            raise BuildError("only the {CHAOS} face of the planar die")
        who = nontok(c)[0] if nontok(c) else n.You()
        return n.RollsDie(who, "chaos")

    def event_roll_die(self, c):
        """"Whenever you roll one or more dice" / 「あなたが１個以上のサイコロを振るたび」: once per roll"""
        if any(isinstance(x, int) and x != 1 for x in nontok(c)):
            raise BuildError("only 'one or more dice' / 'a die'")
        return n.RollsDie(nontok(c)[0])

    def event_roll_a_die(self, c):
        """"Whenever you roll a die" / 「あなたがサイコロ１個を振るたび」: once for each die rolled"""
        if any(isinstance(x, int) and x != 1 for x in nontok(c)):
            raise BuildError("only 'a die'")
        return n.RollsDie(nontok(c)[0], each_die=True)

    def event_planeswalk_to(self, c):
        return n.Planeswalks(self._planeswalker(c))

    @staticmethod
    def _planeswalker(c):
        objs = nontok(c)
        if len(objs) > 1 and not isinstance(objs[1], n.Self_):
            raise BuildError("only planeswalking to or from ~")
        return objs[0]

    def event_unlock_door(self, c):
        return n.UnlocksDoor(nontok(c)[0])

    def event_attacks_with_others(self, c):
        if any(canon_word(t)[1] != "creature" for t in toks(c) if t.type == "TYPE"):
            raise BuildError("only other creatures")
        return n.Attacks(n.Self_(), with_others=first(c, int))

    def event_counters_put(self, c):
        """"Whenever one or more +1/+1 counters are put on ~" (once per event)"""
        if first(c, int) not in (None, 1):
            raise BuildError("only 'one or more … counters'")
        counter = [x for x in nontok(c) if isinstance(x, str)][0]
        return n.CountersPut(plain_object([x for x in nontok(c) if is_selector(x)][0]), counter)

    def event_planeswalk_away(self, c):
        return n.Planeswalks(self._planeswalker(c), away=True)

    def event_sacrifice(self, c):
        """"whenever you sacrifice a land" / 「あなたが土地１つを生け贄に捧げるたび」"""
        sels = [x for x in nontok(c) if is_selector(x)]
        if len(sels) == 1:  # 「あなたが他のパーマネントを１つ生け贄に捧げるたび」: the filter itself
            sels.append(first(c, n.Filter))
        who, what = sels[:2]
        return n.Sacrificed(who, plain_object(what))

    def event_among(self, c):
        """「AやBのうち１体が…するたび」: one of those kinds does it (the same as "a A or B")"""
        if first(c, int) not in (1, None):
            raise BuildError("only 'one of …'")
        f = plain_object([x for x in nontok(c) if is_selector(x)][0])
        if not isinstance(f, (n.Filter, n.AnyOf)):
            raise BuildError("only 'one of <kinds>'")
        make = [x for x in c if callable(x) and not isinstance(x, (Token, Pred))][0]
        return make(f)

    def event_attacks_or_blocks(self, c):
        """「…が攻撃かブロックするたび」 = "Whenever … attacks or blocks"."""
        subject = nontok(c)[0]
        return n.AnyEvent((n.Attacks(subject), n.Blocks(subject)))

    def event_combat_damage_to_you_or(self, c):
        return n.DamageDealt(None, one_of([n.You()] + nontok(c)), combat=True)

    def event_attacks_you_or(self, c):
        what, *whom = nontok(c)
        return n.Attacks(what, one_of([n.You()] + whom))

    def event_dealt_damage(self, c):
        """「~にダメージが与えられるたび」"""
        return n.DamageDealt(None, nontok(c)[0])

    def ev_enters(self, c):
        under = sval(c)
        return lambda s: n.ZoneChange(s, "", "battlefield", under=under or None)

    def ev_dies(self, c):
        return lambda s: n.ZoneChange(s, "battlefield", "graveyard")

    def ev_turned_face_up(self, c):
        return lambda s: n.TurnedFaceUp(s)

    def ev_transforms(self, c):
        """"When this creature transforms into ~" / 「このクリーチャーが~に変身したとき」"""
        return lambda s: n.Transformed(s)

    def ev_dealt_damage(self, c):
        """"~ is dealt damage" / 「~がダメージを受ける」"""
        return lambda s: n.DamageDealt(None, s)

    def ev_attacks(self, c):
        return lambda s: n.Attacks(s)

    def ev_attacks_alone(self, c):
        return lambda s: n.Attacks(s, alone=True)

    def ev_attacks_saddled(self, c):
        kw = [t for t in toks(c) if t.type == "KEYWORD_N"]  # 「騎乗された状態で」
        if kw and keyword_node(kw[0]).keyword != "saddle":
            raise BuildError("only saddled")
        return lambda s: n.Attacks(s, saddled=True)

    def ev_mutates(self, c):
        kw = [t for t in toks(c) if t.type == "KEYWORD_COST"]  # 「変容する」
        if kw and keyword_node(kw[0]).keyword != "mutate":
            raise BuildError("only mutates")
        return lambda s: n.Mutates(s)

    def ev_attacks_unblocked(self, c):
        return lambda s: n.AttacksUnblocked(s)

    def ev_blocks(self, c):
        return lambda s: n.Blocks(s)

    def ev_blocks_whom(self, c):
        whom = plain_object([x for x in nontok(c) if is_selector(x)][0])
        return lambda s: n.Blocks(s, whom)

    def ev_becomes_blocked(self, c):
        return lambda s: n.BecomesBlocked(s)

    def ev_becomes_monstrous(self, c):
        return lambda s: n.BecomesMonstrous(s)

    def ev_becomes_blocked_by(self, c):
        """"becomes blocked by a green creature" / 「緑のクリーチャーによってブロックされた状態になる」"""
        by = plain_object([x for x in nontok(c) if is_selector(x)][0])
        make = lambda s: n.BecomesBlocked(s, by)  # noqa: E731
        make.by = by
        return make

    def ev_leaves(self, c):
        return lambda s: n.ZoneChange(s, "battlefield", "")

    def ev_leaves_your_graveyard(self, c):
        """"Whenever one or more cards leave your graveyard" (cards you own: only yours are there)"""
        zone = first(c, Zone)
        if zone is not None and (zone.zone, zone.owner) != ("graveyard", "you"):
            raise BuildError("only leaving your graveyard")
        return lambda s: n.ZoneChange(s, "graveyard", "", owner="you")

    def ev_becomes_tapped(self, c):
        return lambda s: n.BecomesTapped(s)

    def ev_becomes_untapped(self, c):
        return lambda s: n.BecomesTapped(s, untapped=True)

    def ev_becomes_target(self, c):
        by = sval(c) or ""
        return lambda s: n.BecomesTarget(s, by)

    def spell_controller(self, c):
        who = nontok(c)[0]
        if isinstance(who, n.Filter) and "opponent" in who.types:
            return "opponent"
        if isinstance(who, n.Chosen) and "opponent" in who.filter.types:
            return "opponent"
        raise BuildError("unsupported controller of a targeting spell")

    def spell_controller_opponent(self, c):
        return "opponent"

    def under_you(self, c):
        return "you"

    def under_opponent(self, c):
        return "opponent"

    def self_or(self, c):
        """"Whenever ~ or another creature enters …", 「~か装備しているクリーチャーが攻撃するたび」"""
        other = [x for x in nontok(c) if is_selector(x)][-1]
        return n.OneOf((n.Self_(), plain_object(other)))

    def one_or_more(self, c):
        """"one or more creatures" / 「１体以上のクリーチャー」 as a trigger's subject"""
        f = first(c, (n.Filter, n.AnyOf))
        count = first(c, int)
        if count is None:
            count = int(str([t for t in toks(c) if t.type == "NUMBER"][0]))
        if count != 1:  # not a trigger's subject; the static that counts them reads it
            return AtLeast(count, f)
        return n.OneOrMore(f)

    def step_spec(self, c):
        step = [x for x in c if isinstance(x, StepSpec)][0]
        whose = sval(c) or step.whose
        return StepSpec(step.step, whose)

    def step_of_enchanted_controller(self, c):
        """"the upkeep of enchanted creature's controller": the step of the player who controls what
        this Aura enchants"""
        step = [x for x in c if isinstance(x, StepSpec)][0]
        if not isinstance(next((x for x in nontok(c) if is_selector(x)), n.Enchanted()), n.Enchanted):
            raise BuildError("only the controller of what this Aura enchants")
        return StepSpec(step.step, "enchanted_controller")

    def whose_you(self, c):
        return "you"

    def whose_any(self, c):
        return "any"

    def whose_each(self, c):
        """"each player's upkeep" / 「各プレイヤーのアップキープ」: every upkeep, as "each upkeep" and
        "the upkeep" (one meaning, one value)"""
        return "any"

    def whose_opponent(self, c):
        return "opponent"

    def step_upkeep(self, c):
        return StepSpec("upkeep")

    def step_draw(self, c):
        return StepSpec("draw")

    def step_end(self, c):
        return StepSpec("end")

    def step_combat(self, c):
        """"combat on your turn" / 「あなたのターンの戦闘」"""
        return StepSpec("combat", "you")

    def step_combat_any(self, c):
        """"each combat" / 「各戦闘」"""
        return StepSpec("combat")

    def step_main1(self, c):
        """"your precombat main phase" / 「あなたの第１メイン・フェイズ」"""
        return StepSpec("precombat_main")

    def step_main2(self, c):
        return StepSpec("postcombat_main")

    def step_main_n(self, c):
        """「第１メイン・フェイズ」 / 「第２メイン・フェイズ」"""
        k = int(str([t for t in toks(c) if t.type == "NUMBER"][0]))
        if k not in (1, 2):
            raise BuildError("only the first or second main phase")
        return StepSpec("precombat_main" if k == 1 else "postcombat_main")

    def ord_1(self, c):
        return Nth(1)

    def ord_2(self, c):
        return Nth(2)

    def ord_3(self, c):
        return Nth(3)

    def ord_4(self, c):
        return Nth(4)
