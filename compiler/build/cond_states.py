"""Builder rules for what a condition says an object is and how many (grammar section
`conditions: states and comparisons`): "tapped", "a creature", "red", "legendary", "equipped",
"on the battlefield", 「タップ状態である」「あなたの墓地にある」 (a CondState), and "three or more",
"two or fewer", "no", 「３つ以上」「１０点以下」「１枚も」 (a Cmp).
"""
from __future__ import annotations

from lark import Token

from ..ir import nodes as n
from .helpers import BuildError, canon_word, count_in, first, make_filter, toks
from .values import Cmp, CondState, Zone


class CondStates:
    """States and comparisons (grammar section `conditions: states and comparisons`)."""

    def cs_tapped(self, c):
        return CondState(filter=n.Filter(states=("tapped",)))

    def cs_untapped(self, c):
        return CondState(filter=n.Filter(states=("untapped",)))

    def cs_attacking(self, c):
        return CondState(filter=n.Filter(states=("attacking",)))

    def cs_blocking(self, c):
        return CondState(filter=n.Filter(states=("blocking",)))

    def cs_attacking_or_blocking(self, c):
        return CondState(filter=n.Filter(states=("attacking_or_blocking",)))

    def cs_affected(self, c):
        """"(if a land card was) milled this way" (and 「これにより…が切削されたなら」, conditions.py)"""
        return CondState(filter=n.Filter(affected=first(c, n.Affected)))

    def cs_filter(self, c):
        return CondState(filter=first(c, (n.Filter, n.AnyOf)))

    def cs_colors(self, c):
        return CondState(filter=make_filter([x for x in c if not isinstance(x, Token)], None))

    def cs_supertype(self, c):
        return CondState(filter=n.Filter(supertypes=(canon_word([t for t in toks(c) if t.type == "SUPERTYPE"][0])[1],)))

    def cs_legendary(self, c):
        """「装備しているクリーチャーが伝説であるかぎり」 "as long as equipped creature is legendary" """
        return CondState(filter=n.Filter(supertypes=("legendary",)))

    def cs_equipped(self, c):
        """"as long as ~ is equipped" / 「~が装備されているかぎり」: an Equipment is attached to it"""
        return CondState(test="equipped")

    def cs_enchanted(self, c):
        """"if ~ is enchanted": an Aura is attached to it"""
        return CondState(test="enchanted")

    def cs_monstrous(self, c):
        """"as long as ~ is monstrous" (CR 701.37b)"""
        return CondState(test="monstrous")

    def cs_on_battlefield(self, c):
        return CondState(zone=Zone("battlefield", "any"))

    def cs_in_zone(self, c):
        """"is in your graveyard" / 「あなたの墓地にある」"""
        return CondState(zone=first(c, Zone))

    # ------------------------------------------------------------ how many
    def cmp_ge(self, c):
        return Cmp("ge", self._cmp_value(c))

    def cmp_le(self, c):
        return Cmp("le", self._cmp_value(c))

    def cmp_eq(self, c):
        return Cmp("eq", self._cmp_value(c))

    def cmp_gt(self, c):
        return Cmp("gt", self._cmp_value(c))

    def cmp_lt(self, c):
        return Cmp("lt", self._cmp_value(c))

    def cmp_none(self, c):
        """"no …"; 「１枚も」 (before 無い)"""
        if any(x != 1 for x in c if isinstance(x, int)):
            raise BuildError("none: 「１…も」")
        return Cmp("eq", 0)

    def _cmp_value(self, c):
        v = [x for x in c if not isinstance(x, Token)]
        if v:
            return v[0]
        return count_in(c)
