"""Builder rules for effects on a library and a hand (grammar section `effects`): draw, mill,
discard, look at and reveal the top cards, dig ("… put one into your hand and the rest on the
bottom", with passes.dig), reveal until, search, shuffle, scry, surveil, look at a hand, choose a
card from it, manifest. "mill N" is mill_you here and mill in player_verbs.py.
"""
from __future__ import annotations

from typing import Any

import attrs
from lark import Token

from ..ir import nodes as n
from .helpers import (BuildError, PER_EACH_TYPES, amount_of, canon_word, dest_counters, destination, first, is_amount, is_selector, nontok, own_zone,
                      seq, sval, toks)
from .values import Dest, DigRest, DigTake, LookTop, Owner, Pred, RevealUntilStart, Zone


def library_owner(c, searcher) -> Any:
    """Whose library a search or a look at the top cards is about, as the IR's `owner` field: None
    for the acting player's own ("your library" when you act, "their library" / 「自分のライブラリー」
    for the player the clause is about); else the player ("target player's library")."""
    o = first(c, Owner)
    z = first(c, Zone)  # 「自分のライブラリーから…を探す」: the library itself
    who = o.who if o is not None else z.owner if z is not None and z.zone == "library" else "you"
    if who == "they" or who == "you" and isinstance(searcher, n.You) or who == searcher:
        return None
    if who == "you":
        return n.You()
    if isinstance(who, str):  # "an opponent's library", "a player's": which one is not said
        raise BuildError(f"the library of {who!r}: which player's is not said")
    return who


def acting_library(c, player) -> Any:
    """Whose library "the top cards of their library" are when `player` acts: the IR's owner of the
    top cards (None: yours)."""
    owner = library_owner(c, player)
    if owner is None and player != n.You():
        return player  # their own library
    return owner


def top_count(c) -> Any:
    """How many of "the top N cards" / 「一番上からカードＮ枚」 (an object in Japanese); "the top card" is 1."""
    what = first(c, n.Chosen)
    if what is not None:
        return what.count
    count = first(c, int)
    return count if count is not None else (first(c, n.X) or 1)


class CardEffects:
    """Effects on a library and a hand (grammar section `effects`)."""

    def look_top_any_time(self, c):
        who = [x for x in nontok(c) if is_selector(x)][0]
        owner = first(c, Owner)
        if not isinstance(who, n.You) or owner is not None and owner.who != "you":
            raise BuildError("only 'you may look at the top card of your library any time'")
        return n.LookAtTopAnyTime(who)

    def choose_from_hand(self, c):
        """"You choose a nonland card from it" / 「あなたはその中から土地でないカード１枚を選ぶ」:
        "it" is the hand revealed just before (the player who revealed it is whose it is)."""
        chooser, what = [x for x in nontok(c) if is_selector(x) or isinstance(x, n.Chosen)][:2]
        rest = [x for x in nontok(c) if x is not chooser and x is not what]
        if not isinstance(what, n.Chosen):
            raise BuildError("choosing something that is not cards")
        step = n.ChooseCard(chooser, n.It("player"), what)
        return seq([step] + rest) if rest else step

    def dig_take_hand_may(self, c):
        return self._dig_take(c, "hand", optional=True)

    def _dig_take(self, c, to, optional=False):
        if optional and not isinstance([x for x in c if not isinstance(x, Token)][0], n.You):
            raise BuildError("only 'you may' take from among them")
        what = [x for x in nontok(c) if isinstance(x, (n.Chosen, n.Each))]
        if not what:
            raise BuildError("take from among them: which cards?")
        if dest_counters(c):
            raise BuildError("taken from among them with counters on it")
        return DigTake(what[0], to, optional, destination(c)[1])


    def reveal(self, c):
        return n.Reveal([x for x in nontok(c) if is_selector(x)][0])





    def kwa_manifest(self, c):
        if library_owner(c, n.You()) is not None:
            raise BuildError("manifest from another player's library")
        if any(canon_word(t)[1] != "card" for t in toks(c) if t.type == "TYPE"):
            raise BuildError("manifest the top card")
        return n.KeywordAction("manifest")

    def kwa_manifest_dread(self, c):
        return n.KeywordAction("manifest dread")

    def reveal_until(self, c):
        """"reveal cards from the top of your library until you reveal a creature card" /
        「クリーチャー・カードが公開されるまで、あなたのライブラリーの一番上から１枚ずつ公開する」"""
        objs = [x for x in nontok(c) if is_selector(x)]
        if library_owner(c, n.You()) is not None:
            raise BuildError("revealed from another player's library")
        if len(objs) == 2:  # English: the cards revealed, then the one looked for
            cards, wanted = objs
            f = cards.filter if isinstance(cards, (n.Each, n.Chosen)) else cards
            if not (isinstance(f, n.Filter) and f.zone == "library_top" and f.zone_owner == "you"
                    and f.types == ("card",)):
                raise BuildError("only 'reveal cards from the top of your library until …'")
        else:
            if first(c, int) != 1:
                raise BuildError("revealed one at a time: 「１枚ずつ」")
            wanted = objs[0]
            if isinstance(wanted, n.Each):  # 「アーティファクト・カードが公開されるまで」: one of that kind
                wanted = wanted.filter
            if isinstance(wanted, (n.Filter, n.AnyOf)):
                wanted = n.Chosen(wanted, 1)
        if not (isinstance(wanted, n.Chosen) and wanted.count == 1):
            raise BuildError("until you reveal one card of a kind")
        return RevealUntilStart(wanted.filter)



    def draw_equal(self, c):
        """"Draw cards equal to the result" / 「その出目に等しい枚数のカードを引く」"""
        if canon_word([t for t in toks(c) if t.type == "TYPE"][0])[1] != "card":
            raise BuildError("draw only cards")
        amount = [x for x in nontok(c) if is_amount(x)][0]
        return Pred(lambda s, d: n.Draw(s, amount))


    def dig_rest_clause(self, c):
        """"Put the rest on the bottom of your library in a random order" / 「残りを…置く」"""
        return first(c, DigRest)

    def dig_take_hand(self, c):
        return self._dig_take(c, "hand")

    def dig_take_bf(self, c):
        return self._dig_take(c, "battlefield")

    def search(self, c):
        """"search your library for …", "search target opponent's library for …" / 「あなたのライブラリーから…を探す」:
        the doer searches; whose library the possessor says (their own for "their")"""
        what = self._objs(c)[0]
        return Pred(lambda s, d: self._search(s, what, c))


    def _search(self, player, what, c):
        count, up_to, f = 1, False, what
        if isinstance(what, n.Chosen):
            count, f, up_to = what.count, what.filter, what.up_to
        d = first(c, Dest)
        if dest_counters(c):
            raise BuildError("a searched card put onto the battlefield with counters")
        return n.Search(player, f, count, up_to, to=d.zone if d else "", tapped=d.tapped if d else False,
                        owner=library_owner(c, player))

    def search_graveyard_too(self, c):
        found = self.search(c)

        def searched(s, d):
            got = found.apply(s, d)
            if got.owner is not None:
                raise BuildError("another player's library and/or graveyard")
            return attrs.evolve(got, graveyard=True)
        return Pred(searched)


    def look_top(self, c):
        """"look at the top N cards of your library" / 「あなたのライブラリーの一番上からカードＮ枚を見る」:
        what is done with them comes in the next sentence (sentences() joins the two)."""
        return LookTop(top_count(c), owner=library_owner(c, n.You()))

    def look_top_put_back(self, c):
        """"look at the top N cards of your library, then put them back in any order" /
        「あなたのライブラリーの一番上からカードＮ枚を見て、それらを望む順番で戻す」: none is taken"""
        if library_owner(c, n.You()) is not None:
            raise BuildError("another player's library put back in any order")
        return n.Dig(top_count(c), 0, rest="library_top", order="any")

    def look_at_hand(self, c):
        return n.LookAtHand(self._objs(c)[0])

    def look_at_controllers_hand(self, c):
        """「それのコントローラーの手札を見る」"""
        return n.LookAtHand(n.ControllerOf(self._objs(c)[0]))

    def look_at_hand_ja(self, c):
        """「そのプレイヤーの手札を見る」: the hand of a player named (a target, that player …)"""
        z = first(c, Zone)
        if z.zone != "hand" or isinstance(z.owner, str):
            raise BuildError("look at a player's hand: which player?")
        return n.LookAtHand(z.owner)

    def reveal_top(self, c):
        """"reveal the top card of your library", "that player reveals the top card of their library" /
        「あなたのライブラリーの一番上のカードを公開する」 (what is done with it comes next)"""
        count = top_count(c)
        return Pred(lambda s, d: LookTop(count, reveal=True, owner=acting_library(c, s)))

    def exile_top(self, c):
        """"exile the top two cards of your library", "… of each opponent's library", "each player
        exiles the top card of their library" / 「各プレイヤーは自分のライブラリーの一番上のカードを追放する」"""
        count = top_count(c)
        return Pred(lambda s, d: n.ExileTop(count, owner=acting_library(c, s)))

    def shuffle(self, c):
        """"shuffle" / 「（あなたの／自分の）ライブラリーを切り直す」: the doer's own library"""
        return Pred(lambda s, d: own_zone(c, ("library",), s) or n.Shuffle(s))

    def reveal_it(self, c):
        return n.Reveal(n.It(""))

    def draw_per_counter(self, c):
        counter = sval(c)
        what = [x for x in nontok(c) if is_selector(x)][0]
        return Pred(lambda s, d: n.Draw(s, n.CountersOn(counter, what)))

    def draw_for_each(self, c):
        """「あなたがコントロールしているクリーチャー１体につき、カード１枚を引く」"""
        per = first(c, PER_EACH_TYPES)
        if amount_of([x for x in nontok(c) if x is not per]) != 1:
            raise BuildError("N cards for each …")
        return Pred(lambda s, d: n.Draw(s, per))

    def rest_bottom(self, c):
        return DigRest("library_bottom", sval(c) or "")

    def rest_graveyard(self, c):
        return DigRest("graveyard", "")

    def order_any(self, c):
        return "any"

    def order_random(self, c):
        return "random"

    def to_hand(self, c):
        d = first(c, Dest)
        if d is not None and d.zone != "hand":
            raise BuildError("put that card into a hand")
        return Dest("hand")

    def to_battlefield(self, c):
        d = first(c, Dest)
        if dest_counters(c):
            raise BuildError("put onto the battlefield with counters, after revealing")
        return Dest("battlefield", tapped=bool(d and d.tapped))
