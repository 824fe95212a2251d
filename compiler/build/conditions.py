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
from .helpers import (BuildError, canon_word, count_in, expect_types, filter_of, first, is_selector, keyword_node,
                      make_filter, narrowed, nontok, plain_object, sval, toks, union)
from .values import Dest, Nouns, Part, Pred, Restriction, StepSpec, Zone


class Conditions:
    """Conditions and restrictions (grammar section `conditions`)."""

    def unless_return(self, c):
        what, dest = self._objs(c)[0], first(c, Dest)
        return Pred(lambda s, d: n.Move(what, dest.zone))

    def cond_in_graveyard(self, c):
        return n.Condition("in_zone", (nontok(c)[0], "graveyard", "you"))

    def cond_power_ge(self, c):
        what = [x for x in nontok(c) if is_selector(x)][0]
        return n.Condition("compare", (n.StatOf("power", what), "ge", first(c, int)))

    def cond_none_on_battlefield(self, c):
        return n.Condition("count", (first(c, n.Filter), "eq", 0))

    def cond_won_flip(self, c):
        """"if you win the flip" / 「あなたが（その）コイン投げに勝ったなら」: that player's last flip
        (FlipCoin) was won (CR 705.2)."""
        return n.Condition("won_flip", ([x for x in nontok(c) if is_selector(x)][0],))

    def cond_lost_flip(self, c):
        return n.Condition("lost_flip", ([x for x in nontok(c) if is_selector(x)][0],))

    def cond_you_control(self, c):
        fs = [w.filter if isinstance(w, (n.Chosen, n.Each)) else w for w in nontok(c)]
        return n.Condition("you_control", (union(fs),))

    def cond_not_control(self, c):
        return n.Not(self.cond_you_control(c))

    def cond_control_n_or_more(self, c):
        """"you control three or more artifacts" = 「あなたがアーティファクト３つ以上をコントロールしている」."""
        who = [x for x in nontok(c) if isinstance(x, n.You)]
        if len([x for x in nontok(c) if is_selector(x) and not isinstance(x, n.Filter)]) > len(who):
            raise BuildError("only 'you control N or more' is supported")
        f = first(c, n.Filter)
        return n.Condition("count", (attrs.evolve(f, controller="you"), "ge", count_in(c)))

    def cond_control_n_or_more_other(self, c):
        cond = self.cond_control_n_or_more(c)
        f = narrowed(cond.args[0], other=True)
        return n.Condition("count", (f,) + cond.args[1:])

    def cond_control_n_or_fewer_other(self, c):
        """"you control two or fewer other lands" (fast lands)"""
        cond = self.cond_control_n_or_more_other(c)
        return n.Condition("count", (cond.args[0], "le", cond.args[2]))

    def cond_you_control_named2(self, c):
        names = [self._name(t) for t in toks(c) if t.type == "NAME"]
        return self._control_all([n.Filter(types=("artifact",), name=x) for x in names])

    def _control_all(self, whats):
        fs = [w.filter if isinstance(w, (n.Chosen, n.Each)) else w for w in whats]
        return n.Condition("you_control_all", tuple(sorted(fs, key=ir.dumps)))

    def cond_it_is(self, c):
        return n.Condition("is", (n.It(""), first(c, n.Filter)))

    def cond_is_tapped(self, c):
        """"as long as ~ is tapped" / 「~がタップ状態であるかぎり」"""
        what = [x for x in nontok(c) if is_selector(x)][0]
        return n.Condition("is", (what, n.Filter(states=("tapped",))))

    def cond_obj_is(self, c):
        """「それがクリーチャー・カードであるなら」 "if it's a creature card" """
        what, f = [x for x in nontok(c) if not isinstance(x, Token)][:2]
        if isinstance(what, n.It):
            return n.Condition("is", (n.It(""), f))
        if not isinstance(what, (n.Self_, n.Enchanted, n.Equipped, n.TargetRef, n.Target)):
            raise BuildError("only 'it / ~ / enchanted … is a …'")
        return n.Condition("is", (what, f))  # "as long as enchanted permanent is a creature"

    def cond_obj_is_color(self, c):
        """"as long as enchanted creature is red" / 「エンチャントしているクリーチャーが赤であるかぎり」"""
        colors = tuple(canon_word(t)[1] for t in toks(c) if t.type == "COLOR")
        return self.cond_obj_is([x for x in nontok(c) if is_selector(x)][:1] + [n.Filter(colors=colors)])

    def cond_player_controls(self, c):
        return self.cond_controls(c)

    def cond_is_untapped(self, c):
        what = [x for x in nontok(c) if is_selector(x)][0]
        return n.Condition("is", (what, n.Filter(states=("untapped",))))

    def cond_graveyard_ge(self, c):
        return n.Condition("graveyard_size", ("any", "ge", first(c, int)))

    def cond_your_graveyard_ge(self, c):
        """threshold: "seven or more cards are in your graveyard" / 「あなたの墓地に７枚以上のカードがある」;
        of a kind: 「あなたの墓地に４枚以上のクリーチャー・カードがある」"""
        zone = first(c, Zone)
        if zone is not None and (zone.zone, zone.owner) != ("graveyard", "you"):
            raise BuildError("only 'in your graveyard'")
        nouns = first(c, Nouns)
        if nouns is not None and (nouns.types, nouns.subtypes) != (("card",), ()):
            f = make_filter([Part(dict(zone="graveyard", zone_owner="you"))], nouns)
            return n.Condition("count", (f, "ge", first(c, int)))
        return n.Condition("graveyard_size", ("you", "ge", first(c, int)))

    def cond_there_are_cards(self, c):
        """"there are three or more creature cards in your graveyard" (the zone is the filter's)"""
        f = first(c, n.Filter)
        if f is None or (f.zone, f.zone_owner) != ("graveyard", "you"):
            raise BuildError("only 'there are N or more … cards in your graveyard'")
        if f == n.Filter(types=("card",), zone="graveyard", zone_owner="you"):
            return n.Condition("graveyard_size", ("you", "ge", first(c, int)))
        return n.Condition("count", (f, "ge", first(c, int)))

    def cond_cast_self_any(self, c):
        return n.Condition("cast_self")

    def cond_cast_from_graveyard(self, c):
        """"If this spell was cast from a graveyard" / 「この呪文が墓地から唱えられたなら」 (flashback, …)"""
        if any(not isinstance(x, n.Self_) for x in nontok(c) if is_selector(x)):
            raise BuildError("only this spell")
        zone = first(c, Zone)
        if zone is not None and (zone.zone, zone.owner) != ("graveyard", "any"):
            raise BuildError("only 'cast from a graveyard'")
        return n.Condition("cast_self", ("graveyard",))

    def cond_mana_spent(self, c):
        """adamant: "if at least three white mana was spent to cast this spell" /
        「この呪文を唱えるために白マナが３点以上支払われていたなら」"""
        if any(not isinstance(x, n.Self_) for x in nontok(c) if is_selector(x)):
            raise BuildError("only the mana spent to cast this spell")
        color = [canon_word(t)[1] for t in toks(c) if t.type == "COLOR"][0]
        return n.Condition("mana_spent", (color, "ge", first(c, int)))

    def cond_symbol_spent(self, c):
        """"If {W} was spent to cast this spell" / 「この呪文を唱えるために(白)が支払われていたなら」"""
        if any(not isinstance(x, n.Self_) for x in nontok(c) if is_selector(x)):
            raise BuildError("only the mana spent to cast this spell")
        syms = split_cost(str([t for t in toks(c) if t.type == "MANA"][0]))
        colors = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
        if len(syms) != 1 or syms[0] not in colors:
            raise BuildError("only one colored mana symbol spent")
        return n.Condition("mana_spent", (colors[syms[0]], "ge", 1))

    def cond_hand_ge(self, c):
        """"as long as you have seven or more cards in hand" / 「あなたの手札にカードが７枚以上あるかぎり」"""
        if any(canon_word(t)[1] != "card" for t in toks(c) if t.type == "TYPE"):
            raise BuildError("only cards in hand")
        return n.Condition("hand_size", ("you", "ge", first(c, int)))

    def cond_cast_self_hand(self, c):
        return n.Condition("cast_self", ("hand",))

    def cond_card_types_in_graveyard(self, c):
        """delirium: "there are four or more card types among cards in your graveyard" (CR 207.2c)"""
        return n.Condition("card_types_in_graveyard", ("you", "ge", first(c, int)))

    def cond_counters_on_ge(self, c):
        """"there are two or more ki counters on ~" / 「~の上に気カウンターが２個以上置かれている」"""
        spec = [x for x in c if isinstance(x, str) and not isinstance(x, Token)][0]
        what = [x for x in nontok(c) if is_selector(x)][0]
        return n.Condition("compare", (n.CountersOn(spec, what), "ge", first(c, int)))

    def cond_less_life(self, c):
        return n.Condition("less_life_than_opponent")

    def cond_fewer_creatures(self, c):
        f = filter_of(nontok(c)[0]) if nontok(c) and is_selector(nontok(c)[0]) else first(c, n.Filter)
        if f is not None and f != n.Filter(types=("creature",), controller="you"):
            raise BuildError("only 'you control fewer creatures than an opponent' is supported")
        return n.Condition("fewer_creatures_than_opponent")

    def cond_counters_ge(self, c):
        spec = [x for x in c if isinstance(x, str) and not isinstance(x, Token)][0]
        return n.Condition("compare", (n.CountersOn(spec, n.Self_()), "ge", first(c, int)))

    def cond_opponent_damaged(self, c):
        who = [x for x in nontok(c) if is_selector(x)]
        if who and plain_object(who[0]) != n.Filter(types=("opponent",)):
            raise BuildError("only 'an opponent was dealt damage this turn'")
        return n.Condition("opponent_dealt_damage_this_turn")

    def cond_opponent_life_le(self, c):
        """"an opponent has 10 or less life" / 「対戦相手１人のライフが１０点以下である」"""
        return n.Condition("life", (self._an_opponent(c), "le", first(c, int)))

    def _an_opponent(self, c) -> str:
        who = [x for x in nontok(c) if is_selector(x)]
        # "an opponent", not "each opponent" (plain_object would read both as the filter)
        if not who or isinstance(who[0], n.Each) or plain_object(who[0]) != n.Filter(types=("opponent",)):
            raise BuildError("only 'an opponent has …'")
        return "opponent"

    def cond_opponent_counters_ge(self, c):
        """"an opponent has three or more poison counters" / 「対戦相手１人が３個以上の毒カウンターを持っている」"""
        counter = [x for x in c if isinstance(x, str) and not isinstance(x, Token)][0]
        return n.Condition("player_counters", (self._an_opponent(c), counter, "ge", first(c, int)))

    def cond_opponent_no_hand(self, c):
        """"an opponent has no cards in hand" / 「対戦相手１人の手札にカードが１枚も無い」"""
        self._cards_only(c)
        if first(c, int) not in (None, 1):
            raise BuildError("no cards in hand")
        return n.Condition("hand_size", (self._an_opponent(c), "eq", 0))

    def _cards_only(self, c):
        if any(canon_word(t)[1] != "card" for t in toks(c) if t.type == "TYPE" and canon_word(t)[1] != "opponent"):
            raise BuildError("only cards")

    def cond_opponent_graveyard_ge(self, c):
        """"an opponent has eight or more cards in their graveyard" / 「対戦相手１人の墓地に８枚以上のカードがある」"""
        self._cards_only(c)
        return n.Condition("graveyard_size", (self._an_opponent(c), "ge", first(c, int)))

    def cond_your_turn(self, c):
        return n.Condition("your_turn")

    def cond_not_your_turn(self, c):
        return n.Not(n.Condition("your_turn"))

    def cond_life_le(self, c):
        return n.Condition("life", ("you", "le", count_in(c)))

    def cond_no_spells_last_turn(self, c):
        expect_types(c, {"spell"})
        return n.Condition("spells_cast_last_turn_none")

    def cond_opponents_ge(self, c):
        """"you have two or more opponents" (multiplayer lands)."""
        expect_types(c, {"opponent"})
        return n.Condition("opponents_ge", (first(c, int),))

    def cond_a_player_life_le(self, c):
        return n.Condition("a_player_life_le", (first(c, int),))

    def cond_player_cast_n_last_turn(self, c):
        """"a player cast two or more spells last turn" (the Japanese says 「プレイヤー１人が」)."""
        expect_types(c, {"spell", "player"})
        return n.Condition("a_player_cast_n_spells_last_turn", ([x for x in c if isinstance(x, int)][-1],))

    def cond_this_turn(self, c):
        """"if a creature died this turn" / 「このターンにクリーチャーが死亡していた」: an event
        of this turn (the game's own record of it)."""
        who = [x for x in nontok(c) if is_selector(x)][0]
        verb = [x for x in nontok(c) if callable(x) and not is_selector(x)][0]
        return n.Condition("this_turn", (verb(plain_object(who)),))

    def cond_kicked(self, c):
        """"if this spell / it was kicked" / 「この呪文がキッカーされていた」 (CR 702.33d)"""
        who = [x for x in nontok(c) if is_selector(x)][0]
        kw = [t for t in toks(c) if t.type == "KEYWORD_COST"]
        if kw and keyword_node(kw[0]).keyword != "kicker":
            raise BuildError("only kicker")
        if not isinstance(who, (n.Self_, n.It)):
            raise BuildError("only 'this spell / it was kicked'")
        return n.Condition("kicked")

    def cond_searched_library(self, c):
        """"If you search your library this way, shuffle." / 「これによりあなたがあなたのライブラリーから
        カードを探したなら、」: whether the search just done looked at the library"""
        return n.Condition("searched_library")

    def cond_you_have_this_turn(self, c):
        """"if you've cast two or more spells this turn" / 「このターンにあなたが呪文を２つ以上唱えていた」:
        the game's record of this turn; a count when the text gives one ("N or more")."""
        done = first(c, tuple)
        return n.Condition("this_turn", done if done[1] != 1 else done[:1])

    def cond_x_ge(self, c):
        """"If X is 5 or more" (X: the spell's or ability's X)"""
        return n.Condition("x", ("ge", first(c, int)))

    def cond_equipped(self, c):
        """"as long as ~ is equipped" / 「~が装備されているかぎり」"""
        return n.Condition("equipped", (plain_object(self._objs(c)[0]),))

    def cond_citys_blessing(self, c):
        return n.Condition("citys_blessing")

    def cond_devotion_lt(self, c):
        """"your devotion to black is less than five" / 「あなたの黒への信心が５未満である」 (the gods)"""
        colors = tuple(sorted(canon_word(t)[1] for t in toks(c) if t.type == "COLOR"))
        return n.Condition("amount", (n.Devotion(colors), "lt", count_in(c)))

    def cond_you_no_hand(self, c):
        """"if you have no cards in hand" / 「あなたの手札にカードが１枚も無い」 (hellbent)"""
        self._cards_only(c)
        return n.Condition("hand_size", ("you", "eq", 0))

    def cond_half_life(self, c):
        """"your life total is less than or equal to half your starting life total" (CR 119.1)"""
        return n.Condition("life_at_most_half_starting", ("you",))

    def cond_it_targets(self, c):
        """"if it targets a creature that was dealt damage this turn" (the spell itself)"""
        return n.Condition("targets", (plain_object(self._objs(c)[0]),))

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

    def cond_controls(self, c):
        who, what = nontok(c)[:2]
        if isinstance(who, n.You):
            return self.cond_you_control([what])
        # "as long as defending player controls an Island", "if an opponent controls a green
        # permanent" / 「防御プレイヤーが島をコントロールしているかぎり」
        who = plain_object(who)
        if not (isinstance(who, n.DefendingPlayer) or who == n.Filter(types=("opponent",))
                or isinstance(who, (n.It, n.TargetRef, n.Target, n.TriggerPlayer))):
            raise BuildError("a 'controls' condition of another kind of player")
        f = what.filter if isinstance(what, (n.Chosen, n.Each)) else what
        return n.Condition("player_controls", (who, f))

    def cond_not_control_n_or_more(self, c):
        return n.Not(self.cond_control_n_or_more(c))

    def cond_not_control_n_or_more_other(self, c):
        return n.Not(self.cond_control_n_or_more_other(c))

    def cond_controls_both(self, c):
        who, *whats = nontok(c)
        if not isinstance(who, n.You):
            raise BuildError("only 'you control' conditions are supported")
        return self._control_all(whats)

    def cond_not_controls(self, c):
        return n.Not(self.cond_controls(c))

    def cond_drawn_n_ja(self, c):
        """「このターンにあなたがカードを２枚以上引いている」 = "you've drawn two or more cards this turn" """
        who = [x for x in nontok(c) if is_selector(x)][0]
        if not isinstance(who, n.You) or any(canon_word(t)[1] != "card" for t in toks(c) if t.type == "TYPE"):
            raise BuildError("only 'you have drawn N or more cards'")
        k = count_in(c)
        return n.Condition("this_turn", (n.Draws(n.You()), k) if k != 1 else (n.Draws(n.You()),))

    def cond_cast_self(self, c):
        """"if you cast it (from your hand)" / 「あなたがこれを（あなたの手札から）唱えていた場合」:
        whether this permanent was cast, and from where"""
        who, what = [x for x in nontok(c) if is_selector(x)][:2]
        if not isinstance(who, n.You) or not isinstance(what, (n.Self_, n.It)):
            raise BuildError("only 'if you cast it'")
        zone = first(c, Zone)
        if zone is not None and (zone.zone, zone.owner) != ("hand", "you"):
            raise BuildError("only 'cast it from your hand'")
        return self.cond_cast_self_hand(c) if zone is not None else self.cond_cast_self_any(c)

    def done_cast(self, c):
        return (n.Cast(n.You(), plain_object(nontok(c)[0])), 1)

    def done_cast_n(self, c):
        return (n.Cast(n.You(), first(c, (n.Filter, n.AnyOf))), first(c, int))

    def done_drawn_n(self, c):
        if any(canon_word(t)[1] != "card" for t in toks(c) if t.type == "TYPE"):
            raise BuildError("only 'drawn N or more cards'")
        return (n.Draws(n.You()), first(c, int))

    def done_discarded(self, c):
        f = plain_object(nontok(c)[0])
        if f != n.Filter(types=("card",)):
            raise BuildError("only 'discarded a card'")
        return (n.Discards(n.You()), 1)

    def done_sacrificed(self, c):
        return (n.Sacrificed(n.You(), plain_object(nontok(c)[0])), 1)

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
