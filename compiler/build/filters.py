"""Builder rules for filters (grammar section `filters`): the adjectives (prefix: tapped,
nonland, multicolored …), the type words and unions (head, nouns), and the qualifiers (postfix:
you control, with flying, with power 2 or less, from your graveyard, named …), and the zones a
filter reads (zone_src).
"""
from __future__ import annotations

import attrs
from lark import Token

from ..ir import nodes as n
from ..tables import vocab
from ..tables.verbs import PARTICIPLES, en_participles
from .helpers import (BuildError, canon_word, first, is_amount, is_selector, keyword_node, make_filter, nontok,
                      plain_object, set_fields, sort_t, split_granted, sval, toks, union, zone_owner_of)
from .values import ByChoice, Nouns, OfChoice, Owner, Part, Zone


def _int_or_x(c):
    """The number compared with: a number, or X ("with mana value X or less")."""
    v = first(c, (int, n.X))
    if v is None:
        raise BuildError("a comparison with no number")
    return v


def _creature_only(part: Part) -> bool:
    """A filter piece only a creature is described by in a list of card types: a keyword or P/T."""
    kw = part.kw
    if set(kw) <= {"with_keywords", "without_keywords"}:
        return True
    return set(kw) == {"compare"} and all(x.stat in ("power", "toughness") for x in kw["compare"])


def graveyard_affected(zone) -> n.Affected:
    if zone != Zone("graveyard", "any"):
        raise BuildError("put into one player's graveyard this way")
    return n.Affected("put_into_graveyard")


class Filters:
    """Filters (grammar section `filters`)."""

    def filter(self, c):
        chooser = first(c, OfChoice)
        if chooser is not None:  # "a source of your choice": objects.chosen_n takes it
            return ByChoice(self.filter([x for x in c if x is not chooser]), chooser.by)
        parts = [x for x in c if isinstance(x, Part)]
        head = [x for x in c if isinstance(x, (Nouns, n.AnyOf))]
        if head and isinstance(head[0], n.AnyOf):
            alts = head[0].filters
            own = [p for p in parts if _creature_only(p)]
            if own and len(alts) >= 3 and alts[-1].types == ("creature",) and not any("creature" in f.types for f in alts[:-1]):
                # "artifact, enchantment, or creature with flying": flying and power are the creature's
                # (「アーティファクト、エンチャント、または飛行を持つクリーチャー」)
                shared = [p for p in parts if p not in own]
                fs = [make_filter(shared + [Part(set_fields(f))], None) for f in alts[:-1]]
                return union(fs + [make_filter(parts + [Part(set_fields(alts[-1]))], None)])
            fs = [make_filter(parts + [Part(set_fields(f))], None) for f in alts]
            return union(fs)
        f = make_filter(parts, head[0] if head else None)
        if isinstance(f, n.Filter) and f.controller and f.zone in ("graveyard", "hand", "library") \
                and "spell" not in f.types:
            # "Spirits you control from a graveyard": only what is on the battlefield or the stack
            # has a controller (CR 108.4), so the zone is another word's, not this noun's ("spells
            # you cast from your graveyard" is where a spell was cast from)
            raise BuildError("a controlled object in a graveyard, hand or library")
        return f

    def f_of_your_choice(self, c):
        return OfChoice(n.You())

    def f_other(self, c):
        return Part(dict(other=True))

    def f_tapped(self, c):
        return Part(dict(states=("tapped",)))

    def f_untapped(self, c):
        return Part(dict(states=("untapped",)))

    def f_multicolored(self, c):
        return Part(dict(multicolored=True))

    def f_historic(self, c):
        return Part(dict(historic=True))

    def f_commander(self, c):
        return Part(dict(commander=True))

    def f_attacking(self, c):
        return Part(dict(states=("attacking",)))

    def f_blocking(self, c):
        return Part(dict(states=("blocking",)))

    def f_attacking_or_blocking(self, c):
        return Part(dict(states=("attacking_or_blocking",)))

    def f_non(self, c):
        """"nonartifact" / 「アーティファクトでない」, and 「アーティファクトでも黒でもない」 (both)"""
        kw: dict = {}
        for t in toks(c):
            if t.type in ("TYPE", "SUBTYPE", "COLOR", "SUPERTYPE"):
                cat, canon = canon_word(t)
                key = {"type": "not_types", "subtype": "not_subtypes", "color": "not_colors",
                       "supertype": "not_supertypes"}[cat]
                kw[key] = kw.get(key, ()) + (canon,)
        return Part(kw)

    def f_nonlegendary(self, c):
        """「伝説でない」 "nonlegendary" (「伝説」 is a literal of the grammar, not a SUPERTYPE token)"""
        return Part(dict(not_supertypes=("legendary",)))

    def f_supertype(self, c):
        return Part(dict(supertypes=(canon_word(toks(c)[0])[1],)))

    def f_each(self, c):
        return Part({})

    def f_commander_you_own(self, c):
        """「あなたがオーナーであり統率者である」: "commander … you own" """
        return Part(dict(commander=True, owner="you"))

    def f_non_other(self, c):
        """「トークンでもこれでもない」: "nontoken" and "other" (not ~ itself)"""
        return Part({**self.f_non(c).kw, "other": True})

    def f_zone_your_hand(self, c):
        return self.f_zone([self.zone_your_hand([])])

    def colors(self, c):
        return Part(dict(colors=tuple(canon_word(t)[1] for t in toks(c) if t.type == "COLOR")))

    def head(self, c):
        groups = [x for x in c if isinstance(x, Nouns)]
        if len(groups) == 1:
            return groups[0]
        # "instant or sorcery spell": a trailing object noun belongs to every alternative
        last = groups[-1]
        shared = tuple(t for t in last.types if t in vocab.OBJECT_NOUNS and t not in ("player", "opponent"))
        # (not "spell or permanent": there every alternative is an object noun of its own)
        own = all(g.types and set(g.types) <= set(vocab.OBJECT_NOUNS) for g in groups[:-1])
        if own:
            shared = ()
        if shared and not last.subtypes and set(last.types) <= set(vocab.OBJECT_NOUNS) and not own:
            groups = groups[:-1]  # 「インスタントかソーサリーである呪文」: the noun is shared, not an option
        elif last.types and last.subtypes and all(not g.types and g.subtypes for g in groups[:-1]):
            shared = last.types  # "Elf or Soldier creature": every subtype is a creature's
        out = []
        for g in groups:
            types = g.types + tuple(t for t in shared if t not in g.types)
            out.append(n.Filter(types=sort_t(types), subtypes=sort_t(g.subtypes), supertypes=sort_t(g.supertypes)))
        return n.AnyOf(tuple(out))

    def head_is(self, c):
        """「吸血鬼かウィザードであるクリーチャー・カード」: the last noun is what each alternative is"""
        groups = [x for x in c if isinstance(x, Nouns)]
        last = groups[-1]
        return n.AnyOf(tuple(n.Filter(types=sort_t(g.types + tuple(t for t in last.types if t not in g.types)),
                                      subtypes=sort_t(g.subtypes + last.subtypes),
                                      supertypes=sort_t(g.supertypes + last.supertypes)) for g in groups[:-1]))

    def head_union(self, c):
        """「アーティファクトかエンチャントである」: each noun an alternative (no shared noun after)"""
        groups = [x for x in c if isinstance(x, Nouns)]
        return n.AnyOf(tuple(n.Filter(types=sort_t(g.types), subtypes=sort_t(g.subtypes), supertypes=sort_t(g.supertypes))
                             for g in groups))

    def head_union_other(self, c):
        u = self.head_union(c)
        return n.AnyOf(tuple(attrs.evolve(f, other=True) for f in u.filters))

    def head_union_last_modified(self, c):
        *groups, last = [x for x in c if isinstance(x, Nouns)]
        fs = [n.Filter(types=sort_t(g.types), subtypes=sort_t(g.subtypes), supertypes=sort_t(g.supertypes)) for g in groups]
        return n.AnyOf(tuple(fs) + (make_filter([x for x in c if isinstance(x, Part)], last),))

    def nouns(self, c):
        types, subtypes = [], []
        for t in toks(c):
            cat, canon = canon_word(t)
            if cat == "subtype":
                subtypes.append(canon)
            else:
                types.append(canon)
        return Nouns(tuple(types), tuple(subtypes))

    def noun_player(self, c):
        return Nouns(("player",), ())

    def noun_opponent(self, c):
        return Nouns(("opponent",), ())

    def noun_source(self, c):
        return Nouns(("source",), ())

    def f_you_control(self, c):
        return Part(dict(controller="you"))

    def f_not_you_control(self, c):
        return Part(dict(controller="not_you"))

    def f_opponent_controls(self, c):
        return Part(dict(controller="opponent"))

    def f_that_player_controls(self, c):
        """"creatures that player controls" / 「そのプレイヤーがコントロールしている」"""
        return Part(dict(controlled_by=n.It("player")))

    def f_defending_player_controls(self, c):
        """"creature defending player controls" / 「防御プレイヤーがコントロールしている」"""
        return Part(dict(controlled_by=n.DefendingPlayer()))

    def f_target_player_controls(self, c):
        """"all lands target player controls": the player is a target of the ability"""
        return Part(dict(controlled_by=n.Target(n.Filter(types=("player",)))))

    def f_target_opponent_controls(self, c):
        return Part(dict(controlled_by=n.Target(n.Filter(types=("opponent",)))))

    def f_with_keyword(self, c):
        kws, quoted = split_granted(first(c, tuple) or ())
        if quoted:
            # 「飛行と「…」を持つ」: keywords and quoted abilities, of a token only (as f_with_ability)
            return Part(dict(with_keywords=tuple(k.keyword for k in kws), with_abilities=quoted))
        return Part(dict(with_keywords=self._kw_names(c)))

    def f_with_ability(self, c):
        """「『…』を持つ」: quoted abilities, of a token only (creature_description reads them; a
        filter has no field for them and refuses them)."""
        return Part(dict(with_abilities=tuple(a for q in toks(c) if q.type == "QUOTED"
                                              for a in self._quoted_abilities([q]))))

    def _kw_names(self, c):
        kws = first(c, tuple)
        if kws is not None:
            if split_granted(kws)[1]:
                raise BuildError("a quoted ability where only keywords can stand")
            return tuple(k.keyword for k in kws)
        return tuple(keyword_node(t).keyword for t in toks(c) if t.type == "KEYWORD")

    def f_without_keyword(self, c):
        return Part(dict(without_keywords=self._kw_names(c)))

    def f_stat_le(self, c):
        return Part(dict(compare=(n.Compare(sval(c), "le", _int_or_x(c)),)))

    def f_stat_ge(self, c):
        return Part(dict(compare=(n.Compare(sval(c), "ge", _int_or_x(c)),)))

    def f_stat_eq(self, c):
        """"with mana value X", "with power 2" (exactly)"""
        return Part(dict(compare=(n.Compare(sval(c), "eq", _int_or_x(c)),)))

    def f_stat_cmp_le(self, c):
        return self._stat_cmp(c, "le")

    @staticmethod
    def _stat_cmp(c, op):
        """"with mana value less than or equal to the number of …": a comparison with an amount"""
        v = [x for x in nontok(c) if not isinstance(x, str)]
        if len(v) != 1 or not (is_amount(v[0]) or isinstance(v[0], int)):
            raise BuildError("a comparison with no amount")
        return Part(dict(compare=(n.Compare(sval(c), op, _own(v[0])),)))

    def f_stat_cmp_lt(self, c):
        return self._stat_cmp(c, "lt")

    def f_stat_cmp_ge(self, c):
        return self._stat_cmp(c, "ge")

    def f_stat_cmp_gt(self, c):
        return self._stat_cmp(c, "gt")

    def f_stat_than_lt(self, c):
        """「パワーが~のパワーよりも小さい」: "with power less than ~'s power" """
        return self._stat_than(c, "lt")

    def f_stat_than_gt(self, c):
        return self._stat_than(c, "gt")

    @staticmethod
    def _stat_than(c, op):
        """A stat compared with another object's: 「それのパワー」 there is the pronoun of the text (the
        target said before), not the object tested (English says "its" for that, _own)."""
        v = [x for x in nontok(c) if isinstance(x, n.StatOf)]
        if len(v) != 1:
            raise BuildError("a comparison with another object's stat")
        return Part(dict(compare=(n.Compare(sval(c), op, v[0]),)))

    def f_own_stat_gt(self, c):
        """「タフネスがパワーより大きい」: the object's own stat, the possessor unsaid"""
        return self._own_stat(c, "gt")

    def f_own_stat_eq(self, c):
        """「パワーがタフネスに等しい」"""
        return self._own_stat(c, "eq")

    @staticmethod
    def _own_stat(c, op):
        stats = [x for x in nontok(c) if isinstance(x, str)]
        if len(stats) != 2:
            raise BuildError("a comparison of two stats")
        return Part(dict(compare=(n.Compare(stats[0], op, n.StatOf(stats[1], n.Tested())),)))

    def f_stat_cmp_eq(self, c):
        return self._stat_cmp(c, "eq")

    def f_zone(self, c):
        z = first(c, Zone)
        return Part(dict(zone=z.zone, zone_owner=z.owner))

    def f_zone_library_top(self, c):
        """"cards from the top of your library" (a possessor's library: "of target player's")"""
        return Part(dict(zone="library_top", zone_owner=first(c, Owner).who))

    def f_named(self, c):
        tok = [t for t in toks(c) if t.type == "NAME"][0]
        return Part(dict(name=self._name(tok)))

    def f_named_self(self, c):
        """"a card named ~" / 「《~》という名前のカード」: this card's own name"""
        return Part(dict(named_self=True))

    def f_targets_self(self, c):
        """"a spell that targets ~" / 「~を対象とする呪文」 (heroic)"""
        return Part(dict(targets=n.Self_()))

    def participle(self, c):
        """"exiled", "dealt damage" / 「追放 さ れ た」: the verb of the table's PARTICIPLES"""
        words = " ".join(str(t) for t in toks(c))
        for verb, (_en, ja) in PARTICIPLES.items():
            if words in en_participles(verb) or words == ja + " た":
                return n.Affected(verb)
        raise BuildError(f"no verb for the participle {words!r}")

    def participle_state(self, c):
        """「追放 さ れ て いる」: what stays done to an object ("exiled with ~")"""
        words = " ".join(str(t) for t in toks(c))
        return next(n.Affected(verb) for verb, (_en, ja) in PARTICIPLES.items() if words == ja + " て いる")

    def f_affected(self, c):
        """"cards exiled this way" / 「これにより追放されたカード」: what the effect's earlier step did
        that to (CR 608.2c)"""
        return Part(dict(affected=first(c, n.Affected)))

    def f_affected_put(self, c):
        """「これにより墓地に置かれたカード」 "cards put into a graveyard this way" (any player's:
        each card goes to its owner's, CR 400.3)"""
        return Part(dict(affected=graveyard_affected(first(c, Zone))))

    def f_affected_with_self(self, c):
        """"all cards exiled with ~" / 「~によって追放されているカード」: what this object's ability did
        that to (CR 607.2a, the linked abilities)"""
        return Part(dict(affected=attrs.evolve(first(c, n.Affected), link=n.Self_())))

    def f_dealt_damage_this_turn(self, c):
        """"a creature that was dealt damage this turn" / 「このターンにダメージを受けたクリーチャー」"""
        return Part(dict(states=("dealt_damage_this_turn",)))

    def f_thats_colors(self, c):
        """"target spell or permanent that's red or green": the same as "red or green …" """
        return first(c, Part)

    def f_attached_to(self, c):
        """"Equipment attached to it", "target Aura attached to a creature" """
        return Part(dict(attached_to=plain_object(self._objs(c)[0])))

    def f_chosen_type(self, c):
        return Part(dict(chosen="creature_type"))

    def f_chosen_name(self, c):
        """"with the chosen name" / 「その選ばれた名前を持つ」: the card name chosen as it entered"""
        return Part(dict(chosen="card_name"))

    def f_chosen_color(self, c):
        """"of the chosen color" / 「その選ばれた色の」: the color chosen for this object as it entered"""
        return Part(dict(chosen="color"))

    def f_damaged_by_this_turn(self, c):
        return Part(dict(damaged_by=[x for x in nontok(c) if is_selector(x)][0]))

    def f_same_name(self, c):
        that = [x for x in nontok(c) if is_selector(x)]
        return Part(dict(same_name_as=that[0] if that else self.that_ref(c)))

    def f_you_own(self, c):
        return Part(dict(owner="you"))

    def f_they_control(self, c):
        """"a creature they control": controlled by the player the sentence is about"""
        return Part(dict(controller="they"))

    def f_blocking_obj(self, c):
        """「~をブロックしているクリーチャー」「それをブロックしている各クリーチャー」"""
        what = [x for x in c if isinstance(x, (n.Self_, n.It))][0]
        return Part(dict(blocking_what=n.It() if what == n.It("") else what))

    def f_blocking_it(self, c):
        """"creatures blocking it" (it: the card, or what the sentence is about)"""
        return Part(dict(blocking_what=n.Self_() if any(str(t) == "~" for t in toks(c)) else n.It()))

    def f_with_counter(self, c):
        name = [x for x in c if isinstance(x, str) and not isinstance(x, Token)][0]
        return Part(dict(with_counters=(name,)))

    def stat_power(self, c):
        return "power"

    def stat_toughness(self, c):
        return "toughness"

    def stat_mana_value(self, c):
        return "mana_value"

    def zone_your_graveyard(self, c):
        return Zone("graveyard", "you")

    def zone_a_graveyard(self, c):
        return Zone("graveyard", "any")

    def zone_opponent_graveyard(self, c):
        return Zone("graveyard", "opponent")

    def zone_your_hand(self, c):
        return Zone("hand", "you")

    def zone_your_library(self, c):
        return Zone("library", "you")

    def poss_you(self, c):
        return Owner("you")

    def poss_they(self, c):
        """"their hand": the hand of the player the clause is about"""
        return Owner("they")

    def poss_of(self, c):
        """"target player's", "each opponent's", "its owner's" … (zone_owner_of says whose)"""
        return Owner(zone_owner_of([x for x in nontok(c) if not isinstance(x, str)][0]))

    def zw_graveyard(self, c):
        return Zone("graveyard")

    def zw_hand(self, c):
        return Zone("hand")

    def zw_library(self, c):
        return Zone("library")

    def zone_of(self, c):
        """a possessor and a zone noun: "target player's graveyard" / 「そのプレイヤーの墓地」"""
        return Zone(first(c, Zone).zone, first(c, Owner).who)

    def zone_exile(self, c):
        """"in exile", "from exile": the exile zone, which no player owns (CR 406)"""
        return Zone("exile")

    def zone_each_opponent(self, c):
        """「各対戦相手の墓地」: each opponent's, as "each opponent's graveyard" """
        return Zone(first(c, Zone).zone, n.Each(n.Filter(types=("opponent",))))

    def zone_each_player(self, c):
        return Zone(first(c, Zone).zone, n.Each(n.Filter(types=("player",))))

    def zone_opponent_hand(self, c):
        return Zone("hand", "opponent")

    def zone_of_library(self, c):
        """「そのプレイヤーのライブラリー」「自分のライブラリー」"""
        return Zone("library", first(c, Owner).who)

    def top_yours(self, c):
        """「あなたのライブラリーの一番上」: the top of your library (whose: an Owner, as "of your library")"""
        return Owner("you")

    def top_of(self, c):
        """「そのプレイヤーのライブラリーの一番上」"""
        return Owner(first(c, Zone).owner)

    def zone_library(self, c):
        return first(c, Zone)


def _own(value):
    """"with toughness greater than its power": inside a filter, "its" is the object tested (each
    creature's own power, CR 109.5's "its" of the object the text refers to), not the card or a
    target as a pronoun elsewhere would be."""
    if isinstance(value, n.StatOf) and value.what == n.It(""):
        return n.StatOf(value.stat, n.Tested())
    return value
