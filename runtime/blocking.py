"""Blocking more than one attacker (CR 509.1a, 509.1b, 510.1d): "~ can block an additional creature
each combat", "~ can block any number of creatures" / 「~は各戦闘で追加で１体のクリーチャーをブロック
できる」「~は望む数のクリーチャーをブロックできる」.

Each creature blocks at most one attacker unless an effect says it can block more (509.1a); each
additional one is added to that (two such effects: two additional creatures), and "any number" has no
limit. As a static ability chars.py counts them into `Chars.extra_blocks` (a number, ANY for "any
number"); "… this turn" from a resolving spell or ability is a ContEffect of kind "extra_blocks"
locked to the creatures it affected (CR 611.2c). combat.py checks the declaration against it and
makes each attacker it blocks a blocked creature; the blocker's combat damage is divided among the
attackers it still blocks as its controller chooses (510.1d: all of it to one if it blocks only one,
none if it blocks none any more).

Scenarios: corpus/scenarios/extra_blocks_two_attackers.toml (Two-Headed Dragon), extra_blocks_this_turn.toml
(Luminous Guardian)."""
from __future__ import annotations

from .errors import IllegalAction
from .select import evaluate_amount

ANY = 10 ** 6  # "any number of creatures"


def additional(eff, ctx) -> int:
    """How many more attackers the node lets each creature it affects block."""
    if eff.count == "any":
        return ANY
    return max(0, int(evaluate_amount(eff.count, ctx)))


def capacity(g, blocker) -> int:
    """How many attackers this creature may block (CR 509.1a)."""
    return 1 + min(g.chars(blocker).extra_blocks, ANY)


def blocked_by(value) -> list:
    """The attackers one entry of a declaration names: one attacker, or a list of them."""
    return list(value) if isinstance(value, (list, tuple)) else [value]


def check_count(g, blocker, attackers: list) -> None:
    if len(set(id(a) for a in attackers)) != len(attackers):
        raise IllegalAction(f"{blocker.label()} blocks the same creature twice", "509.1a")
    if not attackers:
        raise IllegalAction(f"{blocker.label()} blocks no creature", "509.1a")
    if len(attackers) > capacity(g, blocker):
        raise IllegalAction(f"{blocker.label()} can't block {len(attackers)} creatures", "509.1a")


def blocker_assignments(g, blocker, attackers: list, power: int) -> list:
    """[(attacker, amount)]: the blocker's combat damage among the attackers it blocks (CR 510.1d)."""
    if not attackers or power <= 0:
        return []
    if len(attackers) == 1:
        return [(attackers[0], power)]
    pi = g.controller_of(blocker)
    shares = list(g.agents[pi].divide_blocker_damage(g, pi, blocker, attackers, power))
    if len(shares) != len(attackers) or sum(shares) != power or min(shares) < 0:
        raise IllegalAction("a blocker's combat damage divided wrongly: all of it among the creatures it blocks",
                            "510.1d")
    return [(a, k) for a, k in zip(attackers, shares) if k]


def default_division(g, blocker, attackers: list, power: int) -> list:
    """As much as is lethal to each attacker in turn (1 with deathtouch), what is left to the first."""
    deathtouch = "deathtouch" in g.chars(blocker).keywords
    left, shares = power, []
    for a in attackers:
        lethal = max(g.chars(a).toughness - a.damage, 0)
        if deathtouch:
            lethal = min(lethal, 1)
        give = min(left, lethal)
        shares.append(give)
        left -= give
    shares[0] += left
    return shares
