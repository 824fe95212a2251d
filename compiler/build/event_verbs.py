"""Builder rules for the event verbs a trigger's subject takes (grammar section `triggers`,
event_verb): zone changes said as passives ("is put into a graveyard from anywhere"), attacking
whom, dealing damage, being tapped for mana, becoming the target of a spell, exploiting, and the
player events with no subject of their own (committing a crime, expending, losing life, cycling or
discarding). Each returns what the event is for a subject, so every subject form composes with it
("~ or another creature", "one or more …", 「…が１体、」)."""
from __future__ import annotations

import attrs
from lark import Token

from ..ir import nodes as n
from .helpers import BuildError, canon_word, first, is_selector, keyword_node, nontok, plain_object, sval, toks
from .triggers import one_of
from .values import Amt, CounterSpec, Zone


@attrs.frozen
class FromZone:
    """Where a zone change comes from ("from your library", 「戦場から」)."""

    zone: Zone


def _zone_owner(z: Zone) -> str:
    """A zone's owner as ZoneChange.owner says it: "you", "opponent" or "" (anyone's, or no one's)."""
    if z.owner in ("", "any", "you", "opponent"):
        return z.owner if z.owner != "any" else ""
    raise BuildError("a zone change of a named player's zone")


def _permanent(subject) -> bool:
    """A subject that can only be on the battlefield: a kind of permanent, not a card or a spell."""
    f = subject.filter if isinstance(subject, (n.OneOrMore, n.Chosen, n.Each)) else subject
    return isinstance(f, n.Filter) and bool(f.types) and not {"card", "spell"} & set(f.types)


def _land(what):
    """The kind of land a player plays: None for any land."""
    f = plain_object(what)
    if not isinstance(f, n.Filter) or "land" not in f.types or f.controller or f.zone:
        raise BuildError("only playing a land")
    return None if f == n.Filter(types=("land",)) else f


class EventVerbs:
    """Event verbs (grammar section `triggers`)."""

    def ev_put_into(self, c):
        """"is put into a graveyard from anywhere" / 「いずこかから墓地に置かれる」, "are put into your
        graveyard from your library", "is put into exile": a zone change said as a passive. Whose zone
        is the card's owner's (CR 400.3): "your" / 「あなたの」 is a card you own, "an opponent's" /
        「対戦相手の」 one an opponent owns; any other player named is refused."""
        to = first(c, Zone)
        frm = next((x.zone for x in c if isinstance(x, FromZone)), None)
        owners = {_zone_owner(z) for z in (to, frm or Zone(""))} - {""}
        if len(owners) > 1:
            raise BuildError("a zone change between two players' zones")
        owner = owners.pop() if owners else ""

        def make(s):
            # "a permanent is put into a graveyard": a permanent is on the battlefield (CR 110.1),
            # so it comes from there, as 「パーマネントが戦場から墓地に置かれる」 says
            src = frm.zone if frm is not None else ("battlefield" if _permanent(s) else "")
            return n.ZoneChange(s, src, to.zone, owner=owner)
        return make

    def zf_battlefield(self, c):
        return FromZone(Zone("battlefield"))

    def zf_anywhere(self, c):
        """"from anywhere" / 「いずこかから」: from any zone"""
        return FromZone(Zone(""))

    def zf_zone(self, c):
        return FromZone(first(c, Zone))

    def ev_attacks_whom(self, c):
        """"attacks you", "attack a player", 「プレイヤー１人を攻撃する」: whom the attack is against"""
        whom = one_of(nontok(c))
        return lambda s: n.Attacks(s, whom)

    def ev_deals_damage(self, c):
        """"deals damage (to X)" / 「（Xに）ダメージを与える」, with any subject"""
        to = nontok(c)
        return lambda s: n.DamageDealt(s, to[0] if to else None)

    def ev_deals_combat_damage(self, c):
        to = nontok(c)
        return lambda s: n.DamageDealt(s, to[0] if to else None, combat=True)

    def ev_tapped_for_mana(self, c):
        """"Whenever enchanted land is tapped for mana" / 「エンチャントしている土地がマナを引き出す目的で
        タップされるたび」: by whichever player taps it (CR 106.12)"""
        return lambda s: n.TapsForMana(None, s)

    def dmg_to(self, c):
        """whom damage is dealt to (「…に」)"""
        return nontok(c)[0]

    def one_among(self, c):
        """「プレイヤーやバトルのうち１つ」: one of those kinds, as "a player or battle" """
        if first(c, int) != 1:
            raise BuildError("only 'one of …'")
        f = plain_object([x for x in nontok(c) if is_selector(x)][0])
        if not isinstance(f, (n.Filter, n.AnyOf)):
            raise BuildError("only 'one of <kinds>'")
        return f

    def event_cycle_or_discard(self, c):
        """"Whenever you cycle or discard a card" / 「あなたがカードを１枚サイクリングするか捨てるたび」:
        cycling a card discards it (CR 702.29a), so this is discarding a card, once per card (and
        once, not twice, for a card cycled)."""
        kw = [t for t in toks(c) if t.type == "KEYWORD_COST"]
        if kw and keyword_node(kw[0]).keyword != "cycling":
            raise BuildError("only cycling")
        if [x for x in nontok(c) if isinstance(x, (Amt, int))] not in ([], [1], [Amt(1)]):
            raise BuildError("only one card")
        sels = [x for x in nontok(c) if is_selector(x) or isinstance(x, n.Filter)]
        who, what = sels[0], plain_object(sels[-1])
        if not isinstance(what, n.Filter) or "card" not in what.types:
            raise BuildError("discarding something that is not cards")
        return n.Discards(who, None if what == n.Filter(types=("card",)) else what)

    def event_ring_tempts(self, c):
        """"Whenever the Ring tempts you" / 「指輪があなたを誘惑するたび」 (CR 701.54)"""
        return n.PlayerDoes(nontok(c)[0], n.KeywordAction("the ring tempts you"))

    def event_crime(self, c):
        return n.CommitsCrime(nontok(c)[0])

    def event_play_land(self, c):
        """"Whenever you play a land" / 「あなたが土地をプレイするたび」 (only lands: playing a card is
        casting it or playing it, which is not read here)"""
        who, what = nontok(c)[:2]
        return n.PlaysLand(who, _land(what))

    def event_play_or_cast(self, c):
        """"Whenever you play a land or cast a spell" / 「あなたが土地をプレイするか呪文を唱えるたび」"""
        who, land, spell = nontok(c)[:3]
        return n.AnyEvent((n.PlaysLand(who, _land(land)), n.Cast(who, spell)))

    def ev_dealt_combat_damage(self, c):
        """"~ is dealt combat damage", "you're dealt combat damage" / 「あなたが戦闘ダメージを受ける」"""
        return lambda s: n.DamageDealt(None, s, combat=True)

    def event_expend(self, c):
        return n.Expends(nontok(c)[0], first(c, int))

    def event_lose_life(self, c):
        """"Whenever an opponent loses life" / 「対戦相手１人がライフを失うたび」"""
        return n.LifeLost(plain_object(nontok(c)[0]))

    def ev_exploits(self, c):
        """"When ~ exploits a creature" / 「~がクリーチャー１体を濫用したとき」"""
        kw = [t for t in toks(c) if t.type == "KEYWORD"]
        if kw and keyword_node(kw[0]).keyword != "exploit":
            raise BuildError("only exploit")
        what = plain_object(nontok(c)[0])
        if what != n.Filter(types=("creature",)):
            raise BuildError("only exploiting a creature")
        return lambda s: n.Exploits(s)

    def counters_one_or_more(self, c):
        """"one or more (+1/+1) counters" / 「１個以上の（+1/+1）カウンター」, what an event puts: of
        that kind, or of any kind ("")"""
        if first(c, int) not in (None, 1):
            raise BuildError("only 'one or more counters'")
        name = [x for x in c if isinstance(x, str) and not isinstance(x, Token)]
        return CounterSpec(name[0] if name else "", n.OneOrMore(None))

    def ev_becomes_target_of_spell(self, c):
        """"becomes the target of a spell" / 「呪文の対象になる」: not of an ability"""
        by = sval(c) or ""
        spell = [plain_object(x) for x in nontok(c) if not isinstance(x, str)]
        if spell:  # 「対戦相手がコントロールしている呪文の対象」: the spell, and whose it is
            f = spell[0]
            if not isinstance(f, n.Filter) or f != n.Filter(types=("spell",), controller=f.controller) \
                    or f.controller not in ("", "opponent"):
                raise BuildError("only the target of a spell (an opponent's)")
            by = f.controller
        return lambda s: n.BecomesTarget(s, by, spell_only=True)
