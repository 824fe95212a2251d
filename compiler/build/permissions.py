"""Builder rules for permissions to cast (CR 601.3; grammar section `permissions`): "you may cast
… from your graveyard / from among them / as though it had flash / without paying its mana cost",
「…を唱えてもよい」, and how long a permission to play lasts ("this turn", "until the end of your
next turn"). A line of its own (may_play_exiled, additional_land) is read in sentences.py.
"""
from __future__ import annotations

import attrs

from ..ir import nodes as n
from ..normalize.symbols import split_cost
from ..tables import vocab
from .helpers import BuildError, count_in, first, is_selector, nontok, toks
from .values import CastMod, Duration, ExtraLands, Owner, PlayUntil, Zone


def _cast_zone_out(what):
    """"spells from your graveyard": the zone a filter names is where the permission casts from
    (the Japanese writes it before the object: 「あなたの墓地から呪文を」)."""
    f = what.filter if isinstance(what, (n.Each, n.Chosen)) else what
    fs = f.filters if isinstance(f, n.AnyOf) else (f,)
    if not all(isinstance(x, n.Filter) for x in fs):
        return what, None
    zones = {(x.zone, x.zone_owner) for x in fs}
    if len(zones) != 1 or not next(iter(zones))[0]:
        return what, None
    fs = tuple(attrs.evolve(x, zone="", zone_owner="") for x in fs)
    f = n.AnyOf(fs) if isinstance(f, n.AnyOf) else fs[0]
    return (attrs.evolve(what, filter=f) if isinstance(what, (n.Each, n.Chosen)) else f), next(iter(zones))


class Permissions:
    """Permissions to cast (grammar section `permissions`)."""

    def may_cast(self, c):
        """"You may cast <spells> [from <zone>] [this turn] [as though they had flash] [without paying
        their mana costs]" / 「あなたは[<zone>から]<spells>を[、それが瞬速を持っているかのように]
        [マナ・コストを支払うことなく]唱えてもよい」"""
        who, what = [x for x in nontok(c) if is_selector(x)][:2]
        mods = [x for x in c if isinstance(x, (CastMod, Zone, Duration))]
        kw = dict(zone="", zone_owner="", duration="", flash=False, free=False, more=())
        for m in mods:
            if isinstance(m, Zone):
                kw.update(zone=m.zone, zone_owner=m.owner)
            elif isinstance(m, Duration):
                kw["duration"] = m.value
            else:
                kw.update(m.kw)
        what, zone = _cast_zone_out(what)
        if zone is not None:
            if kw["zone"]:
                raise BuildError("cast from two zones")
            kw.update(zone=zone[0], zone_owner=zone[1])
        if isinstance(what, n.Each):
            what = what.filter
        return n.MayCast(who, what, **kw)

    def may_cast_as_long_as(self, c):
        cond = first(c, (n.Condition, n.Not))
        return ("static_if", cond, self.may_cast([x for x in c if x is not cond]))

    def may_cast_top(self, c):
        """「あなたはあなたのライブラリーの一番上から…を唱えてもよい」 (whose library: lib_top)"""
        owner = first(c, Owner)
        return self.may_cast([x for x in c if not isinstance(x, Owner)]
                             + [CastMod(dict(zone="library_top", zone_owner=owner.who if owner else "you"))])

    def may_cast_among(self, c):
        return self.may_cast(list(c) + [self.cm_among([])])

    def may_cast_self_graveyard(self, c):
        return self.may_cast([x for x in nontok(c) if is_selector(x)][:1] + [n.Self_(), Zone("graveyard", "you")]
                             + [x for x in c if isinstance(x, (CastMod, Duration))])

    def cast_mod(self, c):
        return c[0]

    def cm_zone(self, c):
        return first(c, Zone)

    def cm_among(self, c):
        return CastMod(dict(zone="among", zone_owner=""))

    def cm_flash(self, c):
        """"as though it had flash" / 「（それが）瞬速を持っているかのように」"""
        kws = first(c, tuple)
        if kws is not None and kws != (n.KeywordAbility("flash"),):
            raise BuildError("only 'as though it had flash'")
        return CastMod(dict(flash=True))

    def cm_free(self, c):
        return CastMod(dict(free=True))

    def cm_pay_more(self, c):
        pay = str(toks(c)[0])
        return CastMod(dict(more=tuple(split_cost(pay[pay.index("{"):pay.rindex("}") + 1]))))

    def cm_pay_more_ja(self, c):
        """「（あなたが）~を唱えるためにさらに(２)を支払うなら」: the mana added to its cost (CR 601.2f);
        the spell it names is the one the permission casts (may_cast_pay_more)."""
        sels = [x for x in nontok(c) if is_selector(x)]
        if len(sels) > 1 and not isinstance(sels[0], n.You):
            raise BuildError("only you pay more to cast a spell")
        mana = str([t for t in toks(c) if t.type == "MANA"][0])
        return CastMod(dict(more=tuple(split_cost(mana)), spell=sels[-1]))

    def may_cast_pay_more(self, c):
        more = c[0]
        sels = [x for x in nontok(c)[1:] if is_selector(x)]
        who, what = (sels[0], sels[1]) if len(sels) > 1 else (n.You(), sels[0])
        kw = dict(more.kw)
        if kw.pop("spell") != what:
            raise BuildError("pay more to cast one spell, cast another as though it had flash")
        return self.may_cast([who, what, CastMod(kw)] + [x for x in c[1:] if isinstance(x, CastMod)])

    def extra_lands(self, c):
        if vocab.canonical(str([t for t in toks(c) if t.type == "TYPE"][0])) not in (("type", "land"),):
            raise BuildError("only additional lands")
        return ExtraLands(count_in(c))

    def play_this_turn(self, c):
        return PlayUntil("this_turn")

    def play_your_next_turn(self, c):
        return PlayUntil("your_next_turn")
