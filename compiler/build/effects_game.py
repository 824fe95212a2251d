"""Builder rules for effects on the game (grammar section `effects`): add mana, copy a spell,
extra turns, end the turn, skip a step, control another player's turn, emblems, learn, venture
into the dungeon, "spend only black mana on X", flip coins, roll dice and read their result tables.
"""
from __future__ import annotations

import attrs

from ..ir import nodes as n
from .helpers import PER_EACH_TYPES, BuildError, canon_word, first, is_amount, is_selector, nontok, sval, toks
from .values import Pred


class GameEffects:
    """Effects on the game: mana, spells, turns and steps (grammar section `effects`)."""

    def get_emblem(self, c):
        who = [x for x in nontok(c) if is_selector(x)][0]
        return n.GetEmblem(who, self._quoted_abilities(c))

    def control_player(self, c):
        sels = [x for x in nontok(c) if is_selector(x)]
        return n.ControlPlayer(sels[0], sels[1])

    def end_turn(self, c):
        return n.EndTurn()

    def skip_draw_step(self, c):
        """"Skip your draw step." / 「あなたのドロー・ステップを飛ばす。」"""
        return n.SkipStep(self._your_step(c), "draw")

    def _your_step(self, c):
        if sval(c) not in (None, "you"):  # (Japanese reads the owner with `whose`: only 「あなたの」 here)
            raise BuildError("only 'your' step is skipped")
        return n.You()

    def skip_upkeep_step(self, c):
        """"Skip your upkeep step." / 「あなたのアップキープ・ステップを飛ばす。」"""
        return n.SkipStep(self._your_step(c), "upkeep")

    def spend_only(self, c):
        color = canon_word(toks(c)[0] if toks(c)[0].type == "COLOR" else [t for t in toks(c) if t.type == "COLOR"][0])
        return n.Cant(n.X(), "be_paid_except_with", by=n.Filter(colors=(color[1],)))

    def copy_spell(self, c):
        return n.CopySpell(self._objs(c)[0])


    @staticmethod
    def _one_extra_turn(c, player):
        if [x for x in c if isinstance(x, int)] not in ([], [1]):
            raise BuildError("one extra turn")
        return player

    def ring_tempts(self, c):
        """"The Ring tempts you." / 「指輪があなたを誘惑する。」 (CR 701.54): always you"""
        if not isinstance(nontok(c)[0], n.You):
            raise BuildError("the Ring tempts only you")
        return n.KeywordAction("the ring tempts you")

    def kwa_clash(self, c):
        """"clash with an opponent" / 「対戦相手１人と激突を行う」 (CR 701.30): `what` is the opponent"""
        return n.KeywordAction("clash", None, [x for x in nontok(c) if is_selector(x)][0])

    def kwa_earthbend(self, c):
        """"earthbend 2" / 「土の技２を行う」: the land it animates is a target (its reminder text:
        "Target land you control becomes …")"""
        k = first(c, (int, n.X))
        return n.KeywordAction("earthbend", k, n.Target(n.Filter(types=("land",), controller="you")))

    def kwa_learn(self, c):
        return n.KeywordAction("learn")

    def kwa_venture_into_the_dungeon(self, c):
        return n.KeywordAction("venture into the dungeon")

    def add_mana(self, c):
        return nontok(c)[0]

    def mana_for_each_ja(self, c):
        mana = first(c, n.AddMana)
        return attrs.evolve(mana, times=first(c, PER_EACH_TYPES))

    def flip_coin(self, c):
        """"Flip a coin" / 「コイン投げをする」, "flip three coins" / 「コイン投げを３回する」「コインを２枚
        投げる」 (CR 705): done by the subject."""
        count = first(c, int)
        for t in toks(c):
            if t.type == "WO_COUNT":  # 「コインを２枚投げる」
                count = int("".join(ch for ch in str(t) if ch.isdigit()))
        count = 1 if count is None else count
        return Pred(lambda s, d: n.FlipCoin(s, count))

    def flip_coin_until_lose(self, c):
        """"Flip a coin until you lose a flip" / 「あなたがコイン投げに負けるまでコイン投げをする」: the
        one who loses is the one who flips."""
        who = [x for x in nontok(c) if is_selector(x)][0]
        if first(c, int) not in (None, 1):
            raise BuildError("one coin at a time until a flip is lost")

        def make(s, d):
            if s != who:
                raise BuildError("flipping until another player loses a flip")
            return n.FlipCoin(s, 1, until_lose=True)

        return Pred(make)

    def roll_die(self, c):
        """"Roll a d20" / 「１個のd20を振る」, "roll two six-sided dice" / 「２個の６面体サイコロを
        振る」 (CR 706): done by the subject."""
        sides = first(c, _Die).sides
        count = next((x for x in nontok(c) if is_amount(x)), 1)
        return Pred(lambda s, d: n.RollDie(s, sides, count))

    def die(self, c):
        """"d20" / 「d20」, "six-sided die" / 「６面体サイコロ」: how many sides it has"""
        digits = "".join(ch for t in toks(c) for ch in str(t) if ch.isdigit())
        return _Die(int(digits) if digits else 6)  # "six-sided" (its words are no tokens)


@attrs.frozen
class _Die:
    sides: int
