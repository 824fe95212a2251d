"""Builder rules for effects that move objects between zones (grammar section `effects`):
destroy, exile (until ~ leaves), return to a hand / the battlefield, sacrifice, counter a spell,
put onto the battlefield / into a hand or a graveyard / on top or the bottom of a library,
attach, "enters tapped unless …"; the destinations (zone_dest, put_mods).
"""
from __future__ import annotations

import attrs

from ..ir import nodes as n
from .cond_predicates import with_zone
from .helpers import BuildError, dest_counters, destination, first, is_selector, nontok
from .values import CounterSpec, Dest, Owner, Zone


def library_dest(c, where: str):
    """"on top of its owner's library", "on the bottom of your library": the rule's destination
    must be a library."""
    d = first(c, Dest)
    if d is not None and d.zone != "library":
        raise BuildError(f"put on {where} of a {d.zone}")


def negate(cond):
    """Not(cond), with "unless you control two or fewer other lands" (not ≤ 2) written as the
    Japanese writes it, 「３つ以上の…をコントロールしているなら」 (≥ 3): one form for both."""
    if (isinstance(cond, n.Condition) and cond.test == "count" and len(cond.args) == 3 and cond.args[1] == "le"
            and isinstance(cond.args[2], int)):
        return n.Condition("count", (cond.args[0], "ge", cond.args[2] + 1))
    return n.Not(cond)


class ZoneEffects:
    """Effects that move objects between zones (grammar section `effects`)."""

    def enters_tapped_unless(self, c):
        subject = [x for x in nontok(c) if is_selector(x)][0]
        return ("replacement_if", negate(first(c, n.Condition)), n.EntersTapped(subject))

    def return_to(self, c):
        d = first(c, Dest)
        what = self._objs(c)[0]
        under = n.OwnerOf(what) if d.under == "owner" else d.under
        return n.Move(what, d.zone, tapped=d.tapped, under=under, transformed=d.transformed, counters=d.counters)

    def return_from_to(self, c):
        d = first(c, Dest)
        z = first(c, Zone)
        what = self._objs(c)[0]
        under = n.OwnerOf(what) if d.under == "owner" else d.under
        return n.Move(what, d.zone, from_zone=z.zone, tapped=d.tapped, under=under, counters=d.counters)

    def destroy(self, c):
        return n.Destroy(self._objs(c)[0])

    def put_onto_battlefield(self, c):
        d = first(c, Dest) or Dest("battlefield")
        if d.zone != "battlefield":
            raise BuildError("put onto the battlefield")
        return n.Move(self._objs(c)[0], "battlefield", tapped=d.tapped, under=d.under, counters=dest_counters(c))

    def exile(self, c):
        return n.Exile(self._objs(c)[0])

    def exile_zone(self, c):
        """"exile target player's graveyard" / 「そのプレイヤーの墓地を追放する」: every card in it"""
        z = first(c, Zone)
        if z.zone not in ("graveyard", "hand"):
            raise BuildError(f"exile a {z.zone or 'zone'}")
        return n.Exile(n.Each(n.Filter(types=("card",), zone=z.zone, zone_owner=z.owner)))

    def exile_until_leaves(self, c):
        """"exile target creature until ~ leaves the battlefield" (CR 610.3)"""
        what, src = [x for x in nontok(c) if is_selector(x)][:2]
        if not isinstance(src, n.Self_):
            raise BuildError("only 'until ~ leaves the battlefield'")
        return n.Exile(what, until="source_leaves")

    def counter_spell(self, c):
        return n.CounterSpell(self._objs(c)[0])


    def put_on_top(self, c):
        library_dest(c, "top")
        return n.Move(self._objs(c)[0], "library", position="top")

    def put_on_bottom(self, c):
        library_dest(c, "the bottom")
        return n.Move(self._objs(c)[0], "library", position="bottom")

    def shuffle_put_top(self, c):
        return n.Sequence((n.Shuffle(n.You()), n.Move(self._objs(c)[0], "library", position="top")))

    def attach(self, c):
        what, to = self._objs(c)[:2]
        return n.Attach(what, to)

    def put_into(self, c):
        """"put it into your hand", "… into its owner's graveyard" (a library needs a position)"""
        d = first(c, Dest)
        if d.zone not in ("hand", "graveyard"):
            raise BuildError(f"put into a {d.zone} (where in it?)")
        return n.Move(self._objs(c)[0], d.zone)

    def put_into_graveyard(self, c):
        """"put it into your graveyard" / 「それをあなたの墓地に置く」 (its owner's: CR 404.1)"""
        d = first(c, Dest)
        if d is not None and d.zone != "graveyard":
            raise BuildError(f"put into a {d.zone}")
        return n.Move(self._objs(c)[0], "graveyard")

    def return_transformed(self, c):
        """「これを変身させた状態で戦場に戻す」"""
        return n.Move(self._objs(c)[0], "battlefield", transformed=True)

    def return_transformed_yours(self, c):
        """「これを変身させた状態であなたのコントロール下で戦場に戻す」"""
        return n.Move(self._objs(c)[0], "battlefield", under=n.You(), transformed=True)

    def return_self_from_graveyard(self, c):
        """「あなたの墓地から~を（タップ状態で）戦場に戻す」"""
        zone, tapped = destination(c)
        return n.Move(n.Self_(), zone, from_zone="graveyard", tapped=tapped, counters=dest_counters(c))

    def return_all_from_zone(self, c):
        """「あなたの墓地からすべてのクリーチャー・カードを戦場に戻す」: "all … from your graveyard"."""
        z = first(c, Zone)
        f = with_zone(first(c, (n.Filter, n.AnyOf)), z)  # of each kind of a union
        zone, tapped = destination(c)
        return n.Move(n.Each(f), zone, tapped=tapped, counters=dest_counters(c))

    def return_to_tapped(self, c):
        """「…をタップ状態で戦場に戻す」, 「…を飛行カウンター１個が置かれた状態でオーナーのコントロール下で戦場に戻す」"""
        what = [x for x in nontok(c) if is_selector(x)][0]
        zone, tapped = destination(c)
        under = next((x.under for x in c if isinstance(x, Dest) and x.under is not None), None)
        return n.Move(what, zone, tapped=tapped, under=under, counters=dest_counters(c))

    def attach_onto_first(self, c):
        """「それに~をつける」: what it goes onto said first"""
        to, what = self._objs(c)[:2]
        return n.Attach(what, to)

    def attach_to_it(self, c):
        return n.Attach(self._objs(c)[0], n.It(""))

    def exile_until_leaves_ja(self, c):
        """「~が戦場を離れるまで、それを追放する」"""
        src, what = [x for x in nontok(c) if is_selector(x)][:2]
        return self.exile_until_leaves([what, src])

    def put_it_into_hand(self, c):
        return n.Move(n.It(""), "hand")

    def put_it_onto_battlefield_tapped(self, c):
        return n.Move(n.It(""), "battlefield", tapped=True)

    def put_into_hand_ja(self, c):
        """「そのカードをあなたの手札に加える」"""
        if first(c, Dest).zone != "hand":
            raise BuildError("「…に加える」: into a hand")
        return n.Move(self._objs(c)[0], "hand")

    def put_it_onto_battlefield(self, c):
        """「…を探し、戦場に出す」: the card just found"""
        return n.Move(n.It(""), "battlefield")

    def put_tapped(self, c):
        return Dest("battlefield", tapped=True)

    def put_with_counters(self, c):
        """"with a finality counter on it" / 「最終カウンター１個が置かれた状態で」: it enters with them"""
        spec = first(c, CounterSpec)
        if spec is None:  # 「最終カウンター１個が置かれた状態で」: the kind and the number
            spec = CounterSpec(*nontok(c)[:2])
        return Dest("battlefield", counters=(n.CountersOfKind(spec.counter, spec.amount),))

    def put_with_counters_tapped(self, c):
        """「+1/+1カウンター２個が置かれた状態で、タップ状態で」 ("tapped with two +1/+1 counters on it")"""
        return attrs.evolve(self.put_with_counters(c), tapped=True)

    def put_tapped_with(self, c):
        return attrs.evolve(first(c, Dest), tapped=True)

    def put_under_with(self, c):
        return attrs.evolve(self.put_under(c), counters=first(c, Dest).counters)

    def put_under(self, c):
        """"under your control", "under its owner's control", "under that player's control": who
        controls it on the battlefield ("their" is not said of whom: refused)"""
        who = first(c, Owner).who
        if who == "you":
            return Dest("battlefield", under=n.You())
        if isinstance(who, str):
            raise BuildError(f"under the control of {who!r}: which player?")
        return Dest("battlefield", under=who)

    def dest_of(self, c):
        """"to its owner's hand", "into your graveyard", "on top of their library": where a card
        goes, which is always its owner's hand, library or graveyard (CR 400.3). "your" and
        "their" are read as that (the card is theirs, or goes to its owner's instead); another
        player's zone ("into an opponent's graveyard") is refused, not read as the owner's."""
        who = first(c, Owner).who
        # 「それをそのプレイヤーの手札に戻す」 (that player: the card's owner, named before)
        if who not in ("you", "they") and not isinstance(who, n.OwnerOf) and who not in (n.It("player"), n.It("opponent")):
            raise BuildError("a card put into another player's zone")
        return Dest(first(c, Zone).zone)

    def dest_of_library(self, c):
        """「そのオーナーのライブラリー（の一番上）」"""
        return self.dest_of(list(c) + [Zone("library")])

    def dest_your_hand(self, c):
        return Dest("hand")

    def dest_battlefield(self, c):
        d = first(c, Dest)
        return d or Dest("battlefield")

    def dest_battlefield_owner(self, c):
        return Dest("battlefield", under=n.OwnerOf(n.It("")))

    def dest_battlefield_transformed(self, c):
        return Dest("battlefield", transformed=True)

    def dest_battlefield_transformed_yours(self, c):
        return Dest("battlefield", under=n.You(), transformed=True)

    def dest_battlefield_you(self, c):
        """「あなたのコントロール下で戦場に戻す」: to the battlefield under your control."""
        return Dest("battlefield", under=n.You())
