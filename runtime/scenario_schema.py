"""What a scenario file may hold (docs/scenarios.md), checked before it is played: an unknown
table, key, step, action or player, or a value of the wrong kind, is an error naming the file
and the line (a misspelt `[[action]]` or `step = "main"` must never be ignored or run on)."""
from __future__ import annotations

import re
from collections import Counter

from .keywords.foretell import ACTION as FORETELL
from .keywords.plot import ACTION as PLOT
from .keywords.suspend import ACTION as SUSPEND
from .turns import NO_PRIORITY, STEPS

PLAYERS = ("P1", "P2")
ZONES = ("library", "hand", "graveyard", "exile", "battlefield")


class SchemaError(Exception):
    def __init__(self, path: tuple, message: str):
        super().__init__(message)
        self.path = path
        self.message = message


# ---------------------------------------------------------------- value kinds
def _kind(v) -> str:
    return {str: "a string", bool: "true or false", int: "a number", float: "a number", list: "a list",
            dict: "a table"}.get(type(v), type(v).__name__)


def string(path, v):
    if not isinstance(v, str):
        raise SchemaError(path, f"expected a string, found {_kind(v)}")


def integer(path, v):
    if not isinstance(v, int) or isinstance(v, bool):
        raise SchemaError(path, f"expected a whole number, found {_kind(v)}")


def positive(path, v):
    integer(path, v)
    if v < 1:
        raise SchemaError(path, f"expected a number 1 or more, found {v}")


def boolean(path, v):
    if not isinstance(v, bool):
        raise SchemaError(path, f"expected true or false, found {_kind(v)}")


def player(path, v):
    if v not in PLAYERS:
        raise SchemaError(path, f"unknown player {v!r} (players: P1, P2)")


def step(path, v):
    if v not in STEPS:
        raise SchemaError(path, f"unknown step {v!r} (steps: {', '.join(STEPS)})")


def priority_step(path, v):
    step(path, v)
    if v in NO_PRIORITY:
        raise SchemaError(path, f"no player gets priority in the {v} step: to_step cannot stop there")


def coin_side(path, v):
    if v not in ("heads", "tails"):
        raise SchemaError(path, f"a coin lands heads or tails, not {v!r}")


def list_of(item):
    def check(path, v):
        if not isinstance(v, list):
            raise SchemaError(path, f"expected a list, found {_kind(v)}")
        for i, x in enumerate(v):
            item(path + (i,), x)
    return check


def either(*kinds):
    def check(path, v):
        errors = []
        for k in kinds:
            try:
                return k(path, v)
            except SchemaError as e:
                errors.append(e)
        raise errors[-1]
    return check


def table_of(key, value):
    """A table whose keys are names (cards, players) checked by `key`, each value by `value`."""
    def check(path, v):
        if not isinstance(v, dict):
            raise SchemaError(path, f"expected a table, found {_kind(v)}")
        for k, x in v.items():
            key(path + (k,), k)
            value(path + (k,), x)
    return check


def table(fields: dict, required=(), what: str = "table"):
    def check(path, v):
        if not isinstance(v, dict):
            raise SchemaError(path, f"expected a table, found {_kind(v)}")
        for k, x in v.items():
            if k not in fields:
                if isinstance(x, list) and x and all(isinstance(y, dict) for y in x):
                    raise SchemaError(path + (k,), f"unknown table [[{k}]] in {what} (known: {', '.join(fields)})")
                raise SchemaError(path + (k,), f"unknown key {k!r} in {what} (known: {', '.join(fields)})")
            fields[k](path + (k,), x)
        for k in required:
            if k not in v:
                raise SchemaError(path, f"{what} without {k!r}")
    return check


def anything(path, v):
    pass


# ---------------------------------------------------------------- the scenario
names = list_of(either(string, list_of(string)))  # "Name" or ["Name", …] (targets, choices)
ENTRY = either(string, table({"card": string, "owner": player, "sick": boolean, "tapped": boolean,
                              "counters": table_of(string, integer), "damage": integer, "attached_to": string},
                             required=("card",), what="a card entry"))
PLAYER = table({"life": integer, **{z: list_of(ENTRY) for z in ZONES}, "dealt_damage_this_turn": boolean,
                "speed": integer, "citys_blessing": boolean,
                "monarch": boolean},
               what="a player")
CARD = table({k: string for k in ("name_ja", "type_en", "type_ja", "text_en", "text_ja", "pt", "mana_cost", "other_face")},
             what="an inline card")
EXPECT = {"life": table_of(player, integer), "zones": table_of(string, string),
          "counters": table_of(string, table_of(string, integer)), "pt": table_of(string, string),
          "tapped": table_of(string, boolean), "damage": table_of(string, integer), "stack": list_of(string),
          "hand_size": table_of(player, integer), "count": table_of(string, integer), "log": list_of(string),
          "log_lacks": list_of(string), "winner": player}
# every action also takes the answers to the decisions made while it runs, and an expected error
COMMON = {"do": string, "player": player, "may": list_of(boolean), "pay": list_of(boolean),
          "choose_x": list_of(integer), "choose": names, "trigger_targets": names, "error": string, "colors": list_of(string),
          "coins": list_of(coin_side), "dice": list_of(integer), "modes": list_of(list_of(integer))}
ACTIONS = {
    "cast": ({"card": string, "targets": names, "x": integer, "sacrifice": list_of(string), "from": string,
              "face_down": boolean}, ("card",)),
    "turn_face_up": ({"card": string}, ("card",)),
    SUSPEND: ({"card": string}, ("card",)),
    FORETELL: ({"card": string}, ("card",)),
    PLOT: ({"card": string}, ("card",)),
    "activate": ({"card": string, "index": integer, "targets": names, "x": integer, "sacrifice": list_of(string),
                  "from": string},
                 ("card",)),
    "play_land": ({"card": string}, ("card",)),
    "pass": ({}, ()),
    "resolve": ({}, ()),
    "pass_until_stack_empty": ({}, ()),
    "to_step": ({"step": priority_step, "turn": positive}, ("step",)),
    "attack": ({"attackers": table_of(string, string)}, ("attackers",)),
    "block": ({"blockers": table_of(string, either(string, list_of(string)))}, ("blockers",)),
    "choose": ({}, ()),
    "check": ({**EXPECT, "label": string}, ()),
}
TOP = {"name": string, "source": string, "active": player, "step": step, "turn": positive, "seed": integer,
       "players": table_of(player, PLAYER), "cards": table_of(string, CARD), "actions": anything,
       "expect": table(EXPECT, what="[expect]")}


def action(path, a):
    if not isinstance(a, dict):
        raise SchemaError(path, f"an action must be a table ([[actions]]), found {_kind(a)}")
    kind = a.get("do")
    if kind not in ACTIONS:
        where = path + ("do",) if "do" in a else path
        raise SchemaError(where, f"unknown action {kind!r} (actions: {', '.join(ACTIONS)})" if "do" in a
                          else f"an action without 'do' (actions: {', '.join(ACTIONS)})")
    fields, required = ACTIONS[kind]
    table({**COMMON, **fields}, required, what=f"a {kind!r} action")(path, a)


def validate(spec: dict) -> None:
    table(TOP, what="a scenario")((), spec)
    actions = spec.get("actions", [])
    list_of(action)(("actions",), actions)
    if not spec.get("expect") and not any(a.get("do") == "check" for a in actions):
        raise SchemaError((), "nothing is checked: give an [expect] table or a 'check' action")


# ---------------------------------------------------------------- where, in the file
_ARRAY = re.compile(r"\s*\[\[\s*(.+?)\s*\]\]\s*(?:#.*)?$")
_TABLE = re.compile(r"\s*\[\s*(.+?)\s*\]\s*(?:#.*)?$")


def _dotted(name: str) -> tuple:
    parts, cur, quote = [], "", None
    for ch in name:
        if quote:
            if ch == quote:
                quote = None
            else:
                cur += ch
        elif ch in "\"'":
            quote = ch
        elif ch == ".":
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    return tuple(parts + [cur.strip()])


def line_of(text: str, path: tuple) -> int:
    """The line of the table or key at `path` (("actions", 2, "tragets"), ("players", "P1")):
    the deepest table header on the path, then the key's line within that table."""
    lines = text.splitlines()
    sections = [((), None, 0)]
    counts: Counter = Counter()
    for i, line in enumerate(lines):
        if (m := _ARRAY.match(line)) is not None:
            key = _dotted(m.group(1))
            sections.append((key, counts[key], i))
            counts[key] += 1
        elif (m := _TABLE.match(line)) is not None and not line.lstrip().startswith("[["):
            sections.append((_dotted(m.group(1)), None, i))
    best = (0, 0, len(lines) if len(sections) == 1 else sections[1][2])
    for n, (key, idx, start) in enumerate(sections[1:], 1):
        end = sections[n + 1][2] if n + 1 < len(sections) else len(lines)
        k = len(key)
        if tuple(path[:k]) != key:
            continue
        if idx is not None and not (len(path) > k and path[k] == idx):
            if tuple(path) == key:  # the array of tables itself ([[action]])
                return start + 1
            continue
        used = k + (idx is not None)
        if used >= best[0]:
            best = (used, start, end)
    used, start, end = best
    wanted = [k for k in path[used:] if isinstance(k, str)]
    for key in reversed(wanted):
        rx = re.compile(r"(?:^|[{,\s])[\"']?%s[\"']?\s*=" % re.escape(key))
        for i in range(start, end):
            if rx.search(lines[i]):
                return i + 1
    return start + 1
