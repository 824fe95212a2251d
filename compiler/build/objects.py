"""Builder rules for objects and players (grammar section `objects`): ~, it, they, that
creature, target …, each / all / N …, up to N, another, the former / the latter, you, defending
player, the controller or owner of …; Japanese targets (target_np).
"""
from __future__ import annotations

from typing import Any

import attrs
from lark import Token

from ..ir import nodes as n
from ..tables import vocab
from .helpers import BuildError, canon_word, filter_of, first, is_amount, narrowed, nontok, toks, union
from .values import ByChoice


_ANY_TARGET = {("creature",), ("planeswalker",), ("player",)}


def any_target(f) -> Any:
    """"Target creature, player, or planeswalker" (older English), 「クリーチャー１体かプレインズ
    ウォーカー１体かプレイヤー１人」 (Japanese) are today's "any target" (CR 115.4)."""
    if isinstance(f, n.AnyOf) and len(f.filters) == 3 and all(
            isinstance(x, n.Filter) and x == n.Filter(types=x.types) for x in f.filters) \
            and {tuple(x.types) for x in f.filters} == _ANY_TARGET:
        return n.AnyTarget()
    return f


def one_for_all(f) -> Any:
    """A counted choice among the cards of "each opponent's graveyard" would be one card for each
    player ("exile a card from each opponent's graveyard"), not one of them all: refused (not yet
    read); every card there ("all cards from each opponent's graveyard") is read."""
    fs = f.filters if isinstance(f, n.AnyOf) else (f,)
    if any(isinstance(getattr(x, "zone_owner", None), n.Each) for x in fs):
        raise BuildError("a count of cards from each player's zone")
    return f


def _says_no_more(f, first_f, shared: dict) -> bool:
    """Whether an alternative of a union of targets says nothing but its nouns, or again what the
    first one says (「…、他のアーティファクト１つか他のクリーチャー１体」)."""
    if not isinstance(f, n.Filter):
        return False
    defaults = attrs.fields_dict(n.Filter)
    if any(getattr(f, k) not in (defaults[k].default, getattr(first_f, k)) for k in shared):
        return False
    return attrs.evolve(f, **{k: defaults[k].default for k in shared}) == n.Filter(types=f.types, subtypes=f.subtypes)


class Objects:
    """Objects and players (grammar section `objects`)."""

    def self_ref(self, c):
        return n.Self_()

    def it(self, c):
        return n.It("")

    def itself(self, c):
        """"itself" / 「（それ）自身」: the subject of its own sentence ("target creature deals damage
        to itself"); finish.py resolves it"""
        return n.It("itself")

    def it_plural(self, c):
        """"them" / 「それら」: the group just named, else the last object"""
        return n.It("those")

    def they(self, c):
        return n.It("they")

    def that_ref(self, c):
        former = [x for x in c if isinstance(x, n.It) and x.word in ("former", "latter")]
        if former:
            return former[0]  # 「その前者のクリーチャー」 is the former, whatever the noun
        t = [x for x in c if isinstance(x, Token)]
        word = str(t[-1]) if t else ""
        got = vocab.canonical(word)
        return n.It(got[1] if got else word)

    def that_ref_or(self, c):
        """"that creature or planeswalker" / 「そのクリーチャーかプレインズウォーカー」: the one object both
        nouns name (resolver.it)"""
        words = []
        for t in (x for x in c if isinstance(x, Token)):
            got = vocab.canonical(str(t))
            words.append(got[1] if got else str(t))
        return n.It(" or ".join(words))

    def that_spell_or_ability(self, c):
        return n.It("spell")

    def exiled_card(self, c):
        return n.It("exiled")

    def the_copy(self, c):
        return n.It("copy")

    def enchanted(self, c):
        return n.Enchanted()

    def equipped(self, c):
        return n.Equipped()

    def your_opponents(self, c):
        return n.Each(n.Filter(types=("opponent",)))

    def all(self, c):
        f = [x for x in nontok(c)][0]
        return n.Each(f)

    def chosen_n(self, c):
        count = first(c, int)
        if count is None:
            count = n.X()
        f = one_for_all([x for x in nontok(c) if not isinstance(x, int)][0])
        if isinstance(f, ByChoice):  # "a source of your choice"
            return n.Chosen(one_for_all(f.filter), count, by=f.by)
        return n.Chosen(f, count)

    def chosen_by_you(self, c):
        """「あなたが選んだ発生源１つ」 (「あなたが選んだ発生源」) "a source of your choice" (chosen_n): one
        you choose as the effect resolves, whoever does the rest"""
        count = first(c, int)
        f = one_for_all([x for x in nontok(c) if not isinstance(x, int)][0])
        return n.Chosen(f, 1 if count is None else count, by=n.You())

    def chosen_up_to(self, c):
        count = first(c, (int, n.X))
        f = one_for_all([x for x in nontok(c) if not isinstance(x, (int, n.X))][0])
        return n.Chosen(f, count, up_to=True)

    def chosen_another(self, c):
        """"another creature you control": one other object, chosen."""
        return n.Chosen(narrowed(one_for_all(first(c, (n.Filter, n.AnyOf))), other=True), 1)

    def the_former(self, c):
        return n.It("former")

    def the_latter(self, c):
        return n.It("latter")

    def all_other_than_self(self, c):
        return n.Each(narrowed(first(c, (n.Filter, n.AnyOf)), other=True))

    def chosen_union(self, c):
        """「アーティファクト１つかクリーチャー１体か土地１つ」: one object of any of the kinds, each
        said with its own count ("an artifact, creature, or land")."""
        if any(x != 1 for x in nontok(c) if is_amount(x)):
            raise BuildError("alternatives with counts other than one")
        fs = [x for x in nontok(c) if isinstance(x, (n.Filter, n.AnyOf))]
        return n.Chosen(self.target_union([n.Target(f) for f in fs]).filter, 1)

    def noun_word(self, c):
        return toks(c)[0] if toks(c) else Token("WORD", "")

    def nw_source(self, c):
        return Token("WORD", "source")

    def nw_player(self, c):
        return Token("WORD", "player")

    def nw_opponent(self, c):
        return Token("WORD", "opponent")

    def you(self, c):
        return n.You()

    def defending_player(self, c):
        return n.DefendingPlayer()

    def the_chosen_player(self, c):
        """"the chosen player" / 「（その）選ばれたプレイヤー」: the player chosen as ~ entered"""
        t = [tok for tok in toks(c) if tok.type == "TYPE"]
        if t and canon_word(t[0])[1] != "player":
            raise BuildError("expected 'the chosen player'")
        return n.TheChosen("player")

    def its_controller(self, c):
        return n.ControllerOf(n.It(""))

    def controller_of_obj(self, c):
        return n.ControllerOf(nontok(c)[0])

    def their_owner(self, c):
        """"their owner", "its owner": the owner of the object the sentence is about"""
        return n.OwnerOf(n.It(""))

    def owner_of_obj(self, c):
        """"~'s owner", "enchanted creature's owner" (CR 108.3)"""
        return n.OwnerOf(nontok(c)[0])

    def target(self, c):
        """"target creature" / 「クリーチャー１体を対象とする」; 「エンチャント２つ」 / "two target
        enchantments" declare two targets (the count was once ignored in Japanese)"""
        count = first(c, int)
        f = one_for_all([x for x in nontok(c) if not isinstance(x, int)][0])
        return n.Target(any_target(f), count if count is not None else 1)

    def target_another(self, c):
        f = nontok(c)[0]
        return n.Target(narrowed(f, other=True) if isinstance(f, (n.Filter, n.AnyOf)) else f)

    def target_up_to(self, c):
        count = first(c, (int, n.X))  # "up to X target creatures" / 「クリーチャー最大Ｘ体」
        rest = [x for x in nontok(c) if not isinstance(x, (int, n.X))]
        f = one_for_all(rest[0]) if rest else n.AnyTarget()
        return n.Target(f, count, up_to=True)

    def target_up_to_other(self, c):
        t = self.target_up_to(c)
        return attrs.evolve(t, filter=narrowed(t.filter, other=True))

    def target_x(self, c):
        """「クリーチャーＸ体を対象とし」: X target creatures"""
        return n.Target(first(c, (n.Filter, n.AnyOf)), n.X())

    def target_any(self, c):
        """"any target" / 「１つを対象とする」; 「２つ」 is two targets"""
        counts = [int(str(t)) for t in toks(c) if t.type == "NUMBER"]
        return n.Target(n.AnyTarget(), counts[0] if counts else 1)

    def target_any_number(self, c):
        return n.Target(nontok(c)[0], "any")

    def target_one_to_n(self, c):
        nums = [int(str(t)) for t in toks(c) if t.type == "NUMBER"]
        return n.Target(n.AnyTarget(), max(nums), up_to=True)

    def target_any_number_any(self, c):
        return n.Target(n.AnyTarget(), "any")

    def target_among(self, c):
        """「クリーチャーやプレインズウォーカーのうち１体を対象とする」"""
        return n.Target(any_target(filter_of(nontok(c)[0])), first(c, int))

    def target_among_up_to(self, c):
        return n.Target(filter_of(nontok(c)[0]), first(c, int), up_to=True)

    def target_union(self, c):
        ts = [x for x in nontok(c) if isinstance(x, n.Target)]
        fs = []
        for t in ts:
            fs.extend(t.filter.filters if isinstance(t.filter, n.AnyOf) else [t.filter])
        # 「対戦相手がコントロールしているアーティファクト１つかエンチャント１つ」: whose it is, said
        # once before the first, is said of every alternative ("… an opponent controls")
        first_f = fs[0] if fs and isinstance(fs[0], n.Filter) else None
        # (also whose graveyard: 「あなたの墓地からアーティファクト・カード１枚かクリーチャー・カード１枚」)
        # (and 「他の」: 「他のオーク１つかゴブリン１つ」 "another Orc or Goblin"; and a stat or a color: 「マナ総量がＸの
        # アーティファクト１つかエンチャント１つ」 "target artifact or enchantment with mana value X", 「黒か赤の、
        # クリーチャー１体かプレインズウォーカー１体」 "target creature or planeswalker that's black or red")
        shared = ({k: getattr(first_f, k)
                  for k in ("controller", "controlled_by", "zone", "zone_owner", "other", "compare", "colors")}
              if first_f else {})
        # (an alternative may say again what the first says: 「あなたがコントロールする、他のアーティファクト１つか
        # 他のクリーチャー１体」 "another target artifact or creature you control")
        if first_f is not None and any(shared.values()) and all(_says_no_more(f, first_f, shared) for f in fs[1:]):
            fs = [first_f] + [attrs.evolve(f, **shared) for f in fs[1:]]
        if any(t.count != 1 for t in ts):
            # 「クリーチャー２体か土地１つ」 is no "target creature or land"; not read yet
            raise BuildError("a count other than one in a choice of targets")
        return n.Target(any_target(union(fs)))
