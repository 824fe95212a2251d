"""Decisions go through one interface, never through input() or hidden randomness:
targets, X, "you may", trigger order, damage division and order, attackers, blockers,
objects to choose, colors, and (for whole games) which action to take."""
from __future__ import annotations

import random

from .combat import attackers, can_attack, can_block, check_attackers, check_blockers, defenders
from .blocking import capacity, default_division
from .errors import IllegalAction
from .state import Obj, Player


class Agent:
    """The decision interface. The default implementation is deterministic and simple."""

    def choose_targets(self, g, pi, spec, choices, low, high):
        """The first legal choices: as many as required, and one when the number is "up to"."""
        return list(choices[:max(low, 1 if high else 0)])

    def choose_x(self, g, pi, obj) -> int:
        return 0

    def choose_may(self, g, pi, item, effect) -> bool:
        return True

    def choose_pay(self, g, pi, cost) -> bool:
        return True

    def order_triggers(self, g, pi, pending):
        return list(pending)

    def divide(self, g, pi, amount, recipients):
        base, extra = divmod(amount, len(recipients))
        return [base + (1 if i < extra else 0) for i in range(len(recipients))]

    def order_blockers(self, g, attacker, blockers):
        return list(blockers)

    def divide_blocker_damage(self, g, pi, blocker, attackers, power) -> list:
        """A blocker's combat damage among the attackers it blocks (CR 510.1d), one share each."""
        return default_division(g, blocker, attackers, power)

    def choose_objects(self, g, pi, verb, candidates, low, high):
        return list(candidates[:high])

    def choose_color(self, g, pi, options):
        return options[0]

    def choose_option(self, g, pi, question, options):
        """One of `options` (strings) for a choice the effect names by `question`; the
        default takes the first, which the caller orders so that it is the useful one."""
        return options[0]

    def call_coin(self, g, pi) -> str:
        """"heads" or "tails", called as the player flips a coin (CR 705.2)."""
        return "heads"

    def choose_modes(self, g, pi, modal, legal, low, high) -> list:
        """Mode indexes among `legal` (CR 700.2): the first ones, as few as allowed."""
        return list(legal[:max(low, 1)])

    def declare_attackers(self, g, pi) -> dict:

        out = {}
        for o in g.on_battlefield():
            must = g.chars(o).must_attack
            if g.controller_of(o) == pi and must is not None and can_attack(g, o):
                out[o] = must if must in defenders(g, pi) else defenders(g, pi)[0]  # encore: that player
        return out

    def declare_blockers(self, g, pi) -> dict:

        out = {}
        for a in attackers(g):
            if g.chars(a).lure:
                for b in g.on_battlefield():
                    if g.controller_of(b) == pi and b not in out and can_block(g, b, a):
                        out[b] = a
        for a in attackers(g):  # "must be blocked if able": one blocker, if one is free
            if g.chars(a).must_be_blocked and a not in out.values():
                free = [b for b in g.on_battlefield() if g.controller_of(b) == pi and b not in out and can_block(g, b, a)]
                if free:
                    out[free[0]] = a
        # requirements are obeyed only as far as no restriction is broken (CR 509.1c): one
        # creature that must block an attacker with menace does not block it
        for a in attackers(g):
            try:
                check_blockers(g, pi, out)
                break
            except IllegalAction:
                out = {b: x for b, x in out.items() if x is not a}
        return out

    def act(self, g, pi, actions):
        """Pick one of the legal actions (("pass",) is always among them)."""
        return ("pass",)


class DefaultAgent(Agent):
    pass


class RandomAgent(Agent):
    """A seeded random player: every choice drawn from its own Random, so a game replays."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        self._activations: dict = {}  # (turn, object id, ability index) → times activated

    def choose_targets(self, g, pi, spec, choices, low, high):
        if not choices:
            return []
        k = self.rng.randint(low, min(high, len(choices))) if high >= low else low
        k = max(k, low)
        return self.rng.sample(list(choices), min(k, len(choices)))

    def choose_x(self, g, pi, obj) -> int:
        return self.rng.randint(0, 4)

    def choose_may(self, g, pi, item, effect) -> bool:
        return self.rng.random() < 0.8

    def choose_pay(self, g, pi, cost) -> bool:
        return self.rng.random() < 0.7

    def order_triggers(self, g, pi, pending):
        out = list(pending)
        self.rng.shuffle(out)
        return out

    def choose_objects(self, g, pi, verb, candidates, low, high):
        high = min(high, len(candidates))
        k = self.rng.randint(min(low, high), high) if verb == "search" else min(max(low, high), len(candidates))
        return self.rng.sample(list(candidates), k)

    def choose_color(self, g, pi, options):
        return self.rng.choice(list(options))

    def choose_option(self, g, pi, question, options):
        return self.rng.choice(list(options))

    def call_coin(self, g, pi) -> str:
        return self.rng.choice(("heads", "tails"))

    def choose_modes(self, g, pi, modal, legal, low, high) -> list:
        k = self.rng.randint(min(low, len(legal)), min(high, len(legal))) if legal else 0
        return self.rng.sample(list(legal), k)

    def declare_attackers(self, g, pi) -> dict:

        out = super().declare_attackers(g, pi)
        ds = defenders(g, pi)
        for o in g.on_battlefield():
            if g.controller_of(o) == pi and o not in out and can_attack(g, o) and self.rng.random() < 0.6:
                out[o] = self.rng.choice(ds)
        return _legal_or(out, lambda d: check_attackers(g, pi, d), super().declare_attackers(g, pi))

    def declare_blockers(self, g, pi) -> dict:

        out = super().declare_blockers(g, pi)
        atk = attackers(g)
        for b in g.on_battlefield():
            if g.controller_of(b) != pi or b in out:
                continue
            options = [a for a in atk if can_block(g, b, a)]
            if options and self.rng.random() < 0.5:
                k = min(capacity(g, b), len(options))
                out[b] = self.rng.sample(options, self.rng.randint(1, k)) if k > 1 else self.rng.choice(options)
        return _legal_or(out, lambda d: check_blockers(g, pi, d), super().declare_blockers(g, pi))

    ACTIVATIONS_PER_TURN = 3  # of one ability: a free "{0}: …" is not activated without end

    def act(self, g, pi, actions):
        used = self._activations
        if any(k[0] != g.turn for k in used):
            used.clear()
        actions = [a for a in actions if a[0] != "activate"
                   or used.get((g.turn, a[1].id, a[2]), 0) < self.ACTIVATIONS_PER_TURN]
        act = self._pick(actions)
        if act[0] == "activate":
            key = (g.turn, act[1].id, act[2])
            used[key] = used.get(key, 0) + 1
        return act

    def _pick(self, actions):
        lands = [a for a in actions if a[0] == "land"]
        if lands and self.rng.random() < 0.9:
            return self.rng.choice(lands)
        if len(actions) > 1 and self.rng.random() < 0.7:
            return self.rng.choice(actions[1:])
        return actions[0]


class ScriptedAgent(Agent):
    """A scenario's player: answers from its script where given, else the default answer."""

    def __init__(self):
        self.may: list[bool] = []
        self.pay: list[bool] = []
        self.x: list[int] = []
        self.attacks: list[dict] = []
        self.blocks: list[dict] = []
        self.objects: list[list] = []
        self.order: list[list[str]] = []
        self.targets: list[list] = []
        self.colors: list[str] = []  # colors (or creature types) to choose, in order
        self.modes: list[list[int]] = []  # mode indexes, 0-based, one list per modal choice
        self.mark: int | None = None  # log length when a declaration was asked for

    def choose_may(self, g, pi, item, effect) -> bool:
        return self.may.pop(0) if self.may else True

    def choose_pay(self, g, pi, cost) -> bool:
        return self.pay.pop(0) if self.pay else True

    def choose_modes(self, g, pi, modal, legal, low, high) -> list:
        return list(self.modes.pop(0)) if self.modes else super().choose_modes(g, pi, modal, legal, low, high)

    def choose_x(self, g, pi, obj) -> int:
        return self.x.pop(0) if self.x else 0

    def choose_color(self, g, pi, options):
        if self.colors and self.colors[0] in options:
            return self.colors.pop(0)
        return super().choose_color(g, pi, options)

    def choose_targets(self, g, pi, spec, choices, low, high):
        if self.targets:
            wanted = self.targets.pop(0)
            return [c for c in choices if _named(c) in wanted][:high]
        return super().choose_targets(g, pi, spec, choices, low, high)

    def declare_attackers(self, g, pi) -> dict:
        self.mark = len(g.log)
        if self.attacks:
            return self.attacks.pop(0)
        return super().declare_attackers(g, pi)

    def declare_blockers(self, g, pi) -> dict:
        self.mark = len(g.log)
        if self.blocks:
            return self.blocks.pop(0)
        return super().declare_blockers(g, pi)

    def choose_objects(self, g, pi, verb, candidates, low, high):
        if self.objects:
            wanted = self.objects.pop(0)
            picked = [c for c in candidates if _named(c) in wanted]
            return picked[:high]
        return super().choose_objects(g, pi, verb, candidates, low, high)

    def order_triggers(self, g, pi, pending):
        if self.order:
            names = self.order.pop(0)
            return sorted(pending, key=lambda p: names.index(p.source.name) if p.source.name in names else 99)
        return super().order_triggers(g, pi, pending)


def _legal_or(choice: dict, check, fallback: dict) -> dict:
    """A random declaration, or the default one when the random one breaks a rule."""
    try:
        check(choice)
        return choice
    except IllegalAction:
        return fallback


def _named(thing) -> str:
    if isinstance(thing, Player):
        return thing.name
    if isinstance(thing, Obj):
        return thing.name
    return getattr(getattr(thing, "item", None), "label", "")
