"""Builder rules for effects on permanents in play (grammar section `effects`): tap, untap,
regenerate, transform, gain control, switch power and toughness, monstrosity, goad, "attacks
each combat if able" said first.
"""
from __future__ import annotations

from ..ir import nodes as n
from .helpers import amount_of, first, is_selector, nontok
from .values import Duration


class PermanentEffects:
    """Effects on permanents in play (grammar section `effects`)."""

    def control_static(self, c):
        who, what = [x for x in nontok(c) if is_selector(x)][:2]
        return n.GainControl(what, who, "")

    def untap(self, c):
        return n.Untap(self._objs(c)[0])

    def tap(self, c):
        return n.Tap(self._objs(c)[0])

    def tap_or_untap(self, c):
        return n.TapOrUntap(self._objs(c)[0])


    def regenerate(self, c):
        return n.Regenerate(self._objs(c)[0])

    def transform_it(self, c):
        return n.Transform(self._objs(c)[0])

    def switch_pt(self, c):
        """"Switch target creature's power and toughness until end of turn" / 「ターン終了時まで、その
        パワーとタフネスを入れ替える」"""
        what = next((x for x in nontok(c) if is_selector(x)), n.It(""))
        dur = first(c, Duration)
        return n.SwitchPT(what, dur.value if dur else "")

    def gain_control_while(self, c):
        return n.GainControl(self._objs(c)[0], n.You(), "while_you_control_self")

    def gain_control_while_ja(self, c):
        objs = [x for x in nontok(c) if is_selector(x)]
        return n.GainControl(objs[-1] if objs else n.It(""), n.You(), "while_you_control_self")

    def monstrosity(self, c):
        return n.Monstrosity(amount_of(c))

    def kwa_goad(self, c):
        return n.KeywordAction("goad", what=self._objs(c)[0])

    def attacks_each_combat_front(self, c):
        """「各戦闘で、~は可能なら攻撃する」"""
        return n.MustAttack([x for x in nontok(c) if is_selector(x)][0], None, "each_combat")
