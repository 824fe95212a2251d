"""Builder rules for lines and abilities (grammar section `abilities`): the start rules and
the line kinds (max speed, exert, exhaust), triggered, activated, loyalty and chapter
abilities, modes ("choose one —"), an additional cost to cast, "as ~ enters, choose …" and the
choices made then.
"""
from __future__ import annotations

import re

from lark import Token

from ..ir import nodes as n
from .helpers import (BuildError, amount_of, canon_word, count_in, first, flatten_values, is_selector, make_filter,
                      nontok, toks)
from .values import Part, Restriction, StepSpec


_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6}


def roman_numbers(text: str) -> tuple[int, ...]:
    """「I,II」 / "i, ii" → (1, 2)."""
    return tuple(_ROMAN[w] for w in re.split(r"[,、]\s*", text.strip().lower()))


class Abilities:
    """Lines and abilities (grammar section `abilities`)."""

    def start(self, c):
        return c[0]

    def max_speed_line(self, c):
        """"Max speed — <ability>" / 「最高速度 ― …」 (CR 702.179): the ability, while you have max speed."""
        return ("max_speed", [x for x in c if not isinstance(x, Token)][0])

    def exert_line(self, c):
        """"You may exert ~ as it attacks. When you do, …" / 「~が攻撃するに際し、あなたはこれを
        督励してもよい。そうしたとき、…」: an attack trigger whose first step is the optional exert
        (CR 701.39); what follows is usually a reflexive trigger."""
        objs = [x for x in nontok(c) if is_selector(x)]
        if not any(isinstance(x, n.You) for x in objs[:2]) or not isinstance(objs[0], (n.You, n.Self_)):
            raise BuildError("only 'you may exert ~ as it attacks'")
        rest = [x for x in c if not isinstance(x, Token) and not is_selector(x)]
        exert = n.May(n.You(), n.KeywordAction("exert", None, n.Self_()))
        return ("triggered", ("event", n.Attacks(n.Self_())), [exert] + rest)

    def exhaust_line(self, c):
        """"Exhaust — {cost}: …" / 「消尽 ― …」: an activated ability activated only once (CR 702.177)."""
        kind, costs, body = [x for x in c if not isinstance(x, Token)][0]
        return (kind, costs, list(body) + [Restriction("exhaust")])

    def triggered(self, c):
        trig = first(c, tuple)  # ("event", event, subject)
        body = [x for x in c if x is not trig and not isinstance(x, Token)]
        return ("triggered", trig, body)

    def triggered_either(self, c):
        """Two triggers of one ability ("When ~ enters and whenever you cast …", 「…たときとあなたの
        アップキープの開始時に」): it triggers on either event (CR 603.2)."""
        found = [x for x in c if isinstance(x, tuple) and x and x[0] == "event"]
        if any(len(x) > 2 for x in found):
            raise BuildError("two triggers, one of them only during some turn")
        events = [x[1] for x in found]
        spec = first(c, StepSpec)  # 「あなたのアップキープの開始時、および、…」
        if spec is not None:
            events.insert(0, n.StepBegins(spec.step, spec.whose))
        if len(events) != 2:
            raise BuildError("two triggers")
        body = [x for x in c if not isinstance(x, (Token, StepSpec)) and not any(x is t for t in found)]
        return ("triggered", ("event", n.AnyEvent(tuple(events))), body)

    def chapter(self, c):
        tok = [t for t in toks(c) if t.type == "CHAPTERS"][0]
        body = [x for x in c if not isinstance(x, Token)]
        return ("chapter", roman_numbers(str(tok)), body)

    def activated(self, c):
        costs = first(c, list)
        body = [x for x in c if x is not costs and not isinstance(x, Token)]
        return ("activated", tuple(costs), body)

    def loyalty(self, c):
        tok = [t for t in toks(c) if t.type == "LOYALTY"][0]
        body = [x for x in c if not isinstance(x, Token)]
        amount = str(tok).strip("[]")
        return ("activated", (n.LoyaltyCost(int(amount) if amount.lstrip("+-").isdigit() else 0),), body)

    def modal_activated(self, c):
        costs = first(c, list)
        if self.lang == "en" and first(c, int) != 1:
            raise BuildError("only 'choose one.'")
        restrictions = tuple(x.value for x in flatten_values(c) if isinstance(x, Restriction))
        modes = [x for x in c if isinstance(x, tuple) and x and x[0] == "mode"]
        return ("modal", tuple(costs), restrictions, modes)

    def mode(self, c):
        return ("mode", [x for x in c if not isinstance(x, Token)])

    def modal_sentence(self, c):
        count = [x for x in c if isinstance(x, (int, str)) and not isinstance(x, (bool, Token))][0]
        modes = [x for x in c if isinstance(x, tuple) and x and x[0] == "mode"]
        return ("modal_body", count, modes)

    def modes_n(self, c):
        return count_in(c)

    def modes_n_or_more(self, c):
        return f"{count_in(c)}+"

    def modes_one_or_both(self, c):
        return "1-2"

    def modes_any(self, c):
        return "any"

    def restriction_sentence(self, c):
        return [x for x in flatten_values(c) if isinstance(x, Restriction)]

    def additional_cost(self, c):
        return ("additional_cost", tuple(first(c, list)))

    def choose_as_enters(self, c):
        """"As ~ enters, choose a color." / 「~が戦場に出るに際し、色１色を選ぶ。」, also after another
        sentence ("~ enters tapped. As it enters, …": it is ~)"""
        who = [x for x in nontok(c) if is_selector(x)]
        if who and not isinstance(who[0], n.Self_):
            raise BuildError("only 'as ~ enters'")
        return [first(c, n.ChooseAsEnters)]

    def enters_tapped_unless_paid(self, c):
        """"As ~ enters, you may reveal a Forest card from your hand / pay 2 life. If you don't, ~
        enters tapped." / 「~が戦場に出るに際し、あなたは…を公開してもよい。そうしないなら、~はタップ
        状態で戦場に出る。」: a replacement effect with a price (CR 614.12)."""
        sels = [x for x in nontok(c) if is_selector(x)]
        if not all(isinstance(x, (n.Self_, n.It, n.You)) for x in sels):
            raise BuildError("only 'as ~ enters, you may …'")
        return [n.EntersTapped(n.Self_(), first(c, (n.RevealCost, n.PayLifeCost)))]

    def price_pay_life(self, c):
        return n.PayLifeCost(amount_of(c))

    def choice_a_type(self, c):
        """A creature type, or a basic land type."""
        if any(isinstance(x, Part) for x in c):
            return self.choice_basic_land_type(c)
        return self.choice_creature_type(c)

    def choice_color(self, c):
        """"a color" / 「色１色」; "a color other than red" / 「赤以外の色１色」: `filter` what it may be"""
        other = tuple(canon_word(t)[1] for t in toks(c) if t.type == "COLOR")
        return n.ChooseAsEnters("color", n.Filter(not_colors=other) if other else None)

    def choice_opponent(self, c):
        return n.ChooseAsEnters("opponent")

    def choice_player(self, c):
        """「対戦相手１人を選ぶ」/「プレイヤー１人を選ぶ」 (the word is a TYPE token in Japanese)"""
        t = [tok for tok in toks(c) if tok.type == "TYPE"]
        if t:
            word = canon_word(t[0])[1]
            if word not in ("player", "opponent"):
                raise BuildError("expected a player")
            return n.ChooseAsEnters(word)
        return n.ChooseAsEnters("player")

    def choice_card_name(self, c):
        t = [tok for tok in toks(c) if tok.type == "TYPE"]
        if canon_word(t[-1])[1] != "card":
            raise BuildError("expected a card name")
        parts = [x for x in c if isinstance(x, Part)]
        return n.ChooseAsEnters("card_name", make_filter(parts, None) if parts else None)

    def choice_creature_type(self, c):
        self._choice_type(c, "creature")
        return n.ChooseAsEnters("creature_type")

    def _choice_type(self, c, want: str):
        t = [tok for tok in toks(c) if tok.type == "TYPE"]
        if t and canon_word(t[0])[1] != want:
            raise BuildError(f"expected {want}")

    def choice_basic_land_type(self, c):
        self._choice_type(c, "land")
        if [x.kw for x in c if isinstance(x, Part)] != [dict(supertypes=("basic",))]:
            raise BuildError("expected 'basic land type'")
        return n.ChooseAsEnters("basic_land_type")
