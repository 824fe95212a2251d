"""Builder rules for keyword abilities (grammar section `keywords`): "flying", "ward {2}",
"protection from red", "enchant creature", 「飛行」「護法（２）」, and keyword lists inside effects
("gains flying and haste"). What each keyword is (names, arguments, rule) is the table
compiler/tables/keywords.py.
"""
from __future__ import annotations

from ..ir import nodes as n
from .helpers import BuildError, canon_word, first, flatten_values, keyword_node, mana_cost_of, nontok, toks
from .values import PT, Part


class Keywords:
    """Keyword abilities and keyword lists (grammar section `keywords`)."""

    def keyword_line(self, c):
        return ("keywords", tuple(flatten_values(nontok(c))))

    def kw_plain(self, c):
        return keyword_node(toks(c)[0])

    def kw_partner_with(self, c):
        """"Partner with Blaring Recruiter" / 「《吹鳴する徴募兵》との共闘」 (CR 702.124j)."""
        kw = keyword_node([t for t in toks(c) if t.type == "KEYWORD"][0])
        if kw.keyword != "partner":
            raise BuildError("only partner names a card")
        return n.KeywordAbility("partner", (self._name([t for t in toks(c) if t.type == "NAME"][0]),))

    def kw_prototype(self, c):
        """"Prototype {1}{U}{U} — 2/1" / 「試作(１)(青)(青) ― 2/1」 (CR 702.160): the other cost and P/T."""
        pt = PT.parse(str([t for t in toks(c) if t.type == "PT"][0]))
        kw = keyword_node([t for t in toks(c) if t.type == "KEYWORD"][0], (mana_cost_of(c), pt.power, pt.toughness))
        if kw.keyword != "prototype":
            raise BuildError("only prototype has a cost and a P/T")
        return kw

    def kw_number(self, c):
        kw = keyword_node([t for t in toks(c) if t.type == "KEYWORD_N"][0])
        return n.KeywordAbility(kw.keyword, (first(c, int),))

    def kw_cost(self, c):
        kw = keyword_node([t for t in toks(c) if t.type == "KEYWORD_COST"][0])
        return n.KeywordAbility(kw.keyword, (mana_cost_of(c),))

    def kw_cost_other(self, c):
        """"Ward—Pay 3 life." / 「護法 ― ３点のライフを支払う。」, "Flashback—{R}{R}, Pay 3 life.": a
        keyword whose cost is not only mana (its args: the costs, in order)."""
        kw = keyword_node([t for t in toks(c) if t.type == "KEYWORD_COST"][0])
        return n.KeywordAbility(kw.keyword, tuple(flatten_values(nontok(c))))

    def kw_number_cost(self, c):
        kw = keyword_node([t for t in toks(c) if t.type == "KEYWORD_NC"][0])
        return n.KeywordAbility(kw.keyword, (first(c, int), mana_cost_of(c)))

    def kw_enchant(self, c):
        f = nontok(c)[-1]
        return n.KeywordAbility("enchant", (f,))

    def kw_protection(self, c):
        return n.KeywordAbility("protection", (nontok(c)[-1],))

    def kw_protection_each(self, c):
        """"protection from black and from red" is two protections, as Japanese prints them"""
        return [n.KeywordAbility("protection", (q,)) for q in nontok(c)]

    def kw_affinity(self, c):
        return n.KeywordAbility("affinity", (first(c, n.Filter),))

    def kw_splice(self, c):
        sub = [t for t in toks(c) if t.type == "SUBTYPE"][0]
        return n.KeywordAbility("splice", (canon_word(sub)[1], mana_cost_of(c)))

    def quality(self, c):
        return nontok(c)[0]

    def quality_colors(self, c):
        part = first(c, Part)
        return n.Filter(colors=tuple(sorted(part.kw["colors"])))

    def quality_chosen_color(self, c):
        return n.Condition("chosen_color")

    def quality_entered_color(self, c):
        """"protection from the chosen color": the color chosen as it entered (「その選ばれた色」 in a
        static ability, finish._entered_choice)"""
        return n.Filter(chosen="color")

    def keyword_list(self, c):
        """Keywords, and quoted abilities after the first ("flying and "{T}: …"", 「飛行と「…」」), in order."""
        out = []
        for x in c:
            for y in (x if isinstance(x, list) else [x]):
                if isinstance(y, n.KeywordAbility):
                    out.append(y)
                elif getattr(y, "type", None) == "QUOTED":
                    out.extend(self._quoted_abilities([y]))
        return tuple(out)
