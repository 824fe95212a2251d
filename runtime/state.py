"""Game state: players, objects, zones, the stack, the event log.

Objects keep their id across zones; `zcc` (zone-change count) tells a new object from the old
one (CR 400.7): a target remembered as (id, zcc) is gone once the object has moved.
"""
from __future__ import annotations

import random
from typing import Any

import attrs

from .cards import CardDef
from .errors import GameOver

ZONES = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "command")


@attrs.define(eq=False)
class Player:
    index: int
    name: str
    life: int = 20
    poison: int = 0
    counters: dict = attrs.Factory(dict)  # energy and the other counters a player has (CR 122.1); poison above
    library: list = attrs.Factory(list)  # object ids, top first
    hand: list = attrs.Factory(list)
    graveyard: list = attrs.Factory(list)  # top last
    exile: list = attrs.Factory(list)
    command: list = attrs.Factory(list)  # emblems (CR 114, effects/emblems.py)
    pool: list = attrs.Factory(list)  # mana symbols
    lasting_mana: dict = attrs.Factory(dict)  # symbol -> how much of it in the pool lasts until end of combat
    restricted: list = attrs.Factory(list)  # mana that may be spent only on some things (stack/spend_only.py)
    lost: bool = False
    drew_from_empty: bool = False
    lands_played: int = 0
    mana_cast_this_turn: int = 0  # the mana spent to cast spells this turn: expend (CR 700.14)
    land_drops: int = 1
    extra_lands_this_turn: int = 0  # "You may play an additional land this turn" (CR 305.2)
    dealt_damage_this_turn: bool = False
    skip_combat: int = 0
    controlled_by: Any = None  # another player controlling this one's turn (Sorin Markov)
    speed: int = 0  # 1-4 once the player has speed, 0 while they have none (CR 702.179)
    citys_blessing: bool = False  # for the rest of the game once they get it (ascend, CR 702.131)

    def __repr__(self):
        return self.name


@attrs.define(eq=False)
class Obj:
    id: int
    card: CardDef
    owner: int
    controller: int
    zone: str
    tapped: bool = False
    counters: dict = attrs.Factory(dict)
    damage: int = 0
    deathtouch_damage: bool = False
    attached_to: Any = None  # object id
    zcc: int = 0
    controlled_since: int = 0  # turn number since which its controller has controlled it
    token: bool = False
    timestamp: int = 0
    regen_shields: int = 0
    damaged_by: set = attrs.Factory(set)  # ids of sources that dealt it damage this turn
    attacking: Any = None  # what it attacks: ("player", i) or ("planeswalker", id)
    blocking: list = attrs.Factory(list)  # attacker ids
    blocked: bool = False
    dealt_first: bool = False  # dealt first-strike combat damage this combat
    cant_untap_next: set = attrs.Factory(set)  # player indexes whose next untap step skips it
    chosen: dict = attrs.Factory(dict)  # choices made for it (color, type, X)
    x: int = 0
    front: Any = None  # a transformed permanent: its front face's CardDef (card is the back face, CR 712.8)

    @property
    def name(self) -> str:
        return self.card.name

    def label(self) -> str:
        return f"{self.card.name}#{self.id}"

    def __repr__(self):
        return self.label()


@attrs.define(eq=False)
class StackItem:
    """A spell (obj on the stack) or an ability on the stack."""

    id: int
    controller: int
    source: Obj | None  # the spell's object, or the ability's source (its last known state)
    ability: Any  # IR ability (spell ability for spells, triggered/activated ability)
    is_spell: bool
    targets: list = attrs.Factory(list)  # (kind, id, zcc) or ("player", i)
    x: int = 0
    event: Any = None  # the event a triggered ability triggered on
    mode: int | None = None
    copy: bool = False
    paid: dict = attrs.Factory(dict)  # what the costs used (sacrificed object …)
    label: str = ""


HIDDEN = ("obj_ref", "attacker_ref", "src_ref", "to_ref", "item_ref", "player_idx", "to_player", "defender_player",
          "defender_ref", "by", "active_idx")

TEMPLATES = {
    "turn": "== turn {turn}: {active}",
    "step": "-- {name}",  # the step's name in STEPS (turns.py), as scenario files write it
    "cast": "{player} casts {spell}{targets_txt}",
    "activate": "{player} activates {source} ability {index}{targets_txt}",
    "trigger": "{source} triggers{targets_txt}",
    "resolve": "resolve {item}{result_txt}",
    "fizzle": "{item} does not resolve: {reason}",
    "zone_change": "{obj}: {frm} -> {to}{cause_txt}",
    "attackers_declared": "{player} attacks with {count}",
    "discarded": "{player} discards {obj}",
    "cycled": "{player} cycles {obj}",
    "plotted": "{player} plots {obj}",
    "dredged": "{player} dredges {obj}, milling {count}",
    "turned_face_up": "{player} turns {obj} face up",
    "emblem": "{player} gets {obj}",
    "unbestowed": "{obj} ceases to be bestowed: {rule}",
    "replaced": "{obj} would go to a graveyard: it goes to {to} instead",
    "damage": "{source} deals {amount}{combat_txt} damage to {to}",
    "damage_received": "{to} was dealt {amount}{combat_txt} damage",
    "life_gain": "{player} gains {amount} life",
    "sacrificed": "{player} sacrifices {obj}",
    "chosen": "{obj}: {choice} chosen as it enters: {value}",
    "life_loss": "{player} loses {amount} life",
    "speed": "{player}'s speed becomes {speed}",
    "saddled": "{obj} becomes saddled",
    "exploits": "{obj} exploits {victim}",
    "enlists": "{obj} enlists {enlisted}",
    "monarch": "{player} becomes the monarch",
    "citys_blessing": "{player} gets the city's blessing",
    "pass": "{player} passes",
    "attacks": "{obj} attacks {defender}",
    "put_attacking": "{obj} is put onto the battlefield attacking {defender}",
    "blocks": "{obj} blocks {attacker}",
    "becomes_blocked": "{obj} becomes blocked",
    "unblocked": "{obj} is unblocked",
    "sba": "state-based action: {obj} ({rule})",
    "draw": "{player} draws {card}",
    "counters_added": "{obj} gets {amount} {counter} counter(s)",
    "counters_removed": "{obj} loses {amount} {counter} counter(s)",
    "tapped": "{obj} taps",
    "explores": "{obj} explores, revealing {card}",
    "connives": "{obj} connives ({nonland} nonland card(s) discarded)",
    "discovers": "{player} discovers {amount}, hitting {card}",
    "manifest": "{player} manifests {count} card(s)",
    "learn": "{player} learns: {result}",
    "no_life_gain": "{player} can't gain life ({amount} not gained)",
    "untapped": "{obj} untaps",
    "tapped_for_mana": "{player} taps {obj} for mana",
    "lose": "{player} loses the game: {reason}",
    "trigger_removed": "{source} trigger removed: {reason}",
    "declined": "{player} declines",
    "coin_flip": "{player} flips a coin, calls {call}: {side}, {result} the flip",
    "die_roll": "{player} rolls a d{sides}: {result}",
    "dice_rolled": "{player} has rolled: {results}",
    "color_chosen": "{player} chooses {color}",
    "divided": "{item} divides its damage: {shares}",
    "crime": "{player} commits a crime ({item})",
    "expend": "{player} has spent {total} mana to cast spells this turn",
}


@attrs.frozen
class Event:
    kind: str
    data: tuple  # (key, value) pairs in the order given; values are plain (labels, ints, strings)

    def get(self, key, default=None):
        for k, v in self.data:
            if k == key:
                return v
        return default

    def render(self) -> str:
        d = {k: v for k, v in self.data if v is not None and v != ""}
        t = TEMPLATES.get(self.kind)
        if t is not None:
            d.setdefault("targets_txt", f" targeting {d['targets']}" if d.get("targets") else "")
            d.setdefault("result_txt", f": {d['result']}" if d.get("result") else "")
            d.setdefault("cause_txt", f" ({d['cause']})" if d.get("cause") else "")
            d.setdefault("combat_txt", " combat" if d.get("combat") else "")
            d.setdefault("who", d.get("player") or d.get("item") or "")
            try:
                return t.format(**d)
            except KeyError:
                pass
        parts = " ".join(f"{k}={v}" for k, v in self.data if v is not None and v != "" and k not in HIDDEN)
        return f"{self.kind} {parts}".strip()


class State:
    """The plain state; rules live in game.py and its helpers."""

    def __init__(self, seed: int = 0):
        self.players: list[Player] = [Player(0, "P1"), Player(1, "P2")]
        self.objects: dict[int, Obj] = {}
        self.battlefield: list[int] = []
        self.stack: list[StackItem] = []
        self.turn = 1
        self.active = 0
        self.step = "main1"
        self.priority: int | None = 0
        self.passes = 0
        self.log: list[Event] = []
        self.effects: list = []  # continuous effects from resolved spells and abilities
        self.delayed: list = []  # delayed triggered abilities
        self.extra_turns: list[int] = []  # players' extra turns to come, the latest created last (CR 500.7)
        self.pending: list = []  # triggered abilities waiting to be put on the stack
        self.rng = random.Random(seed)
        self.coins: list[str] = []  # how the next coins flipped land, when a scenario says so (else rng)
        self.dice: list[int] = []  # what the next dice rolled show, when a scenario says so (else rng)
        self.next_id = 1
        self.clock = 0  # timestamps
        self.version = 0  # bumped on every change: the characteristics cache key
        self.obj_version = 0  # bumped on every change but those of the turn's state, a status, other zones
        self.status_version = 0  # bumped when a permanent's status changes: tapped, attacking, blocking
        self.zone_version = 0  # bumped when an object moves between zones other than the battlefield
        self.damage_version = 0  # bumped when damage is dealt (no counters) or removed
        self.monarch: int | None = None  # the player who is the monarch (CR 724)
        self.day_night: str | None = None  # "day" or "night" once it is one of them (CR 726)
        self.winner: int | None = None
        self.over = False
        self._batch = None  # battlefield as it was when a simultaneous batch of moves began
        self.rules_state: dict = {}  # what the game's rules keep of the turn: when a rule's trigger last triggered
        self.rules_sources: dict = {}  # (player, name) -> the object a game rule's own trigger comes from


    def events_this_turn(self):
        """The log's events since this turn began, newest first ("this turn" conditions, amounts
        and the nth spell or card of a turn read the history from here)."""
        for ev in reversed(self.log):
            if ev.kind == "turn":
                return
            yield ev

    def events_last_turn(self) -> list | None:
        """The log's events of the turn before this one, oldest first; [] on the game's first turn
        (there was no last turn); None when the log does not reach back to that turn's start (a
        game set up in the middle, or a log cleared since)."""
        starts = [i for i, ev in enumerate(self.log) if ev.kind == "turn"]
        if len(starts) >= 2:
            return self.log[starts[-2] + 1:starts[-1]]
        if starts and self.log[starts[-1]].get("turn") == 1:
            return []
        return None

    def new_id(self) -> int:
        i = self.next_id
        self.next_id += 1
        return i

    def tick(self) -> int:
        self.clock += 1
        return self.clock

    def changed(self, objects: bool = True, status_only: bool = False, zones_only: bool = False,
                damage_only: bool = False):
        """Something changed. objects=False: only the turn's state (mana pools, the step), never an
        object's or a player's totals; status_only: a permanent's status changed (tapped,
        attacking, blocking, blocked), nothing else; zones_only: an object moved between zones
        other than the battlefield, nothing else; damage_only: damage marked or removed, or a
        player's life or poison changed by damage, nothing else (characteristics_cache.py says
        which results these leave standing)."""
        self.version += 1
        if status_only:
            self.status_version += 1
        elif zones_only:
            self.zone_version += 1
        elif damage_only:
            self.damage_version += 1
        elif objects:
            self.obj_version += 1

    def opponent(self, i: int) -> int:
        return 1 - i

    def zone_list(self, obj: Obj) -> list | None:
        if obj.zone == "battlefield":
            return self.battlefield
        if obj.zone not in ZONES or obj.zone == "stack":
            return None
        return getattr(self.players[obj.owner], obj.zone)

    def on_battlefield(self) -> list[Obj]:
        return [self.objects[i] for i in self.battlefield]

    def emblems(self) -> list[Obj]:
        """The emblems in the players' command zones, oldest first (CR 114)."""
        return sorted((self.objects[i] for p in self.players for i in p.command), key=lambda o: o.id)

    def check_over(self):
        alive = [p for p in self.players if not p.lost]
        if len(alive) < 2 and not self.over:
            self.over = True
            self.winner = alive[0].index if alive else None
            raise GameOver(self.winner)
