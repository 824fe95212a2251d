"""Scenarios: a TOML file sets up a game, runs actions and checks expectations.
The format is documented in docs/scenarios.md."""
from __future__ import annotations

import re
import tomllib

import attrs

from . import turns
from .agents import ScriptedAgent
from .errors import GameOver, IllegalAction, Unsupported
from .game import Game
from .library import CardLibrary, LibraryError
from .playable import check_playable
from .scenario_schema import SchemaError, line_of, validate
from .select import StackRef
from .stack.casting import activate, cast, play_land
from .keywords.foretell import ACTION as FORETELL, foretell
from .keywords.plot import ACTION as PLOT, plot
from .keywords.suspend import ACTION as SUSPEND, suspend
from .stack.face_down import turn_face_up
from .state import Event, Obj


class ScenarioError(Exception):
    """The scenario file itself is wrong (unknown card, bad action): a usage error."""


class ScenarioRuntimeError(Exception):
    """The runtime failed while playing a well-formed scenario: a part it does not play
    (Unsupported) or a bug of its own. Names where: the action, or the setup or a check."""

    def __init__(self, where: str, error: BaseException):
        what = f"not played: {error}" if isinstance(error, Unsupported) else f"{type(error).__name__}: {error}"
        super().__init__(f"{where}: runtime error: {what}")


@attrs.define
class Result:
    name: str
    lang: str
    log: list[str]
    failures: list[str]

    @property
    def ok(self) -> bool:
        return not self.failures


def load(path: str) -> tuple[dict, str]:
    """The scenario and its text, checked against docs/scenarios.md (scenario_schema): anything
    unknown or of the wrong kind is an error naming the file and line."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise ScenarioError(f"cannot read {path}: {e.strerror}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise ScenarioError(f"{path}: not UTF-8 text ({e.reason} at byte {e.start}): not a scenario") from None
    try:
        spec = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise ScenarioError(f"{path}: not TOML: {e}") from None
    try:
        validate(spec)
    except SchemaError as e:
        raise ScenarioError(f"{path}:{line_of(text, e.path)}: {e.message}") from None
    return spec, text


class Runner:
    def __init__(self, spec: dict, lang: str = "en", defs: str | None = None, cards: str | None = None,
                 where=lambda path: "scenario"):
        self.spec = spec
        self.lang = lang
        self.where = where  # ("actions", 2) → "file.toml:31", for errors found while playing
        self.lib = CardLibrary(lang)
        try:
            if cards:
                self.lib.load_records(cards)
            if defs:
                self.lib.load_defs(defs)
        except LibraryError as e:
            raise ScenarioError(str(e)) from None
        for name, card in spec.get("cards", {}).items():
            self.lib.add_inline(name, card)
        self.agents = [ScriptedAgent(), ScriptedAgent()]
        self.g = Game(seed=spec.get("seed", 0), agents=self.agents)
        self.failures: list[str] = []

    # ------------------------------------------------------------------ setup
    def pidx(self, name: str) -> int:
        for p in self.g.players:
            if p.name == name:
                return p.index
        raise ScenarioError(f"unknown player {name!r} (P1 or P2)")

    def setup(self):
        g = self.g
        for pname, pspec in self.spec.get("players", {}).items():
            pi = self.pidx(pname)
            p = g.players[pi]
            p.life = pspec.get("life", 20)
            p.speed = pspec.get("speed", 0)
            p.citys_blessing = pspec.get("citys_blessing", False)
            if pspec.get("monarch"):
                g.monarch = pi
            for zone in ("library", "hand", "graveyard", "exile", "battlefield"):
                for k, entry in enumerate(pspec.get(zone, [])):
                    try:
                        self.add(pi, zone, entry)
                    except ScenarioError as e:
                        raise ScenarioError(f"{self.where(('players', pname, zone, k))}: {e}") from None
        for p in g.players:  # an unspecified library holds ten Plains, so draws don't lose the game
            if not any(p.name == name and "library" in spec for name, spec in self.spec.get("players", {}).items()):
                for _ in range(10):
                    self.add(p.index, "library", "Plains")
        turns.start(g, self.pidx(self.spec.get("active", "P1")), self.spec.get("step", "main1"),
                    self.spec.get("turn", 2))
        for pname, pspec in self.spec.get("players", {}).items():
            if pspec.get("dealt_damage_this_turn"):
                g.players[self.pidx(pname)].dealt_damage_this_turn = True

    def add(self, pi: int, zone: str, entry):
        g = self.g
        if isinstance(entry, str):
            entry = {"card": entry}
        try:
            card = self.lib.get(entry["card"])
        except KeyError as e:
            raise ScenarioError(str(e.args[0])) from None
        if self.lib.status.get(entry["card"], "ok") != "ok":
            raise ScenarioError(f"{entry['card']!r} does not compile ok in {self.lang}")
        owner = self.pidx(entry["owner"]) if "owner" in entry else pi
        obj = g.create(card, owner, "limbo")
        if zone == "battlefield":
            check_playable(card.card, card.name, "put onto the battlefield")
            obj.zone = "battlefield"
            obj.controller = pi
            obj.controlled_since = 0 if not entry.get("sick") else self.spec.get("turn", 2)
            obj.tapped = entry.get("tapped", False)
            obj.counters = dict(entry.get("counters", {}))
            if "planeswalker" in card.types and "loyalty" not in obj.counters and isinstance(card.card.loyalty, int):
                obj.counters["loyalty"] = card.card.loyalty
            obj.damage = entry.get("damage", 0)
            g.battlefield.append(obj.id)
            if "attached_to" in entry:
                obj.attached_to = self.find(entry["attached_to"]).id
        else:
            obj.zone = zone
            getattr(g.players[owner], zone).append(obj.id)
        g.changed()

    def find(self, ref: str, zone: str | None = None) -> Obj:
        """An object by name ("Grizzly Bears"), or by name and ordinal ("Grizzly Bears#2")."""
        name, _, nth = ref.partition("#")
        found = [o for o in sorted(self.g.objects.values(), key=lambda o: o.id)
                 if o.name == name and o.zone != "gone" and (zone is None or o.zone == zone)]
        if not found:
            raise ScenarioError(f"no object named {name!r}" + (f" in {zone}" if zone else ""))
        k = int(nth) - 1 if nth else 0
        if k >= len(found):
            raise ScenarioError(f"no object {ref!r}")
        return found[k]

    def thing(self, ref: str):
        for p in self.g.players:
            if p.name == ref:
                return p
        o = self.find(ref)
        if o.zone == "stack":  # a spell: target the spell on the stack
            item = next((s for s in self.g.stack if s.is_spell and s.source is o), None)
            if item is not None:
                return StackRef(item)
        return o

    # ------------------------------------------------------------------ actions
    def run(self) -> Result:
        try:
            try:
                self.setup()
            except (ScenarioError, GameOver):
                raise
            except Exception as e:
                raise ScenarioRuntimeError("setting up the game", e) from e
            for i, action in enumerate(self.spec.get("actions", [])):
                if self.g.over:
                    break
                try:
                    self.do(i, action)
                except ScenarioError as e:
                    raise ScenarioError(f"{self.where(('actions', i))}: {e}") from None
                except GameOver:
                    raise
                except Exception as e:
                    raise ScenarioRuntimeError(f"{self.where(('actions', i))}: action {i + 1} "
                                               f"({action.get('do')})", e) from e
        except GameOver:
            pass
        try:
            self.check(self.spec.get("expect", {}), "end")
        except Exception as e:
            raise ScenarioRuntimeError("checking the expectations at the end", e) from e
        return Result(self.spec.get("name", ""), self.lang, [e.render() for e in self.g.log], self.failures)

    def do(self, i: int, a: dict):
        g = self.g
        kind = a.get("do")
        expected_error = a.get("error")
        before = len(g.log)
        for ag in self.agents:
            ag.mark = None
        try:
            self._do(kind, a)  # (the schema checked the action's shape: an error here is the runtime's)
        except IllegalAction as e:
            marks = [ag.mark for ag in self.agents if ag.mark is not None and ag.mark >= before]
            if kind in ("attack", "block") and marks:
                before = max(marks)  # reaching the step is not part of the declaration
            if expected_error is None:
                self.failures.append(f"action {i + 1} ({kind}): unexpected error: {e}")
            elif expected_error not in str(e):
                self.failures.append(f"action {i + 1} ({kind}): error {str(e)!r} does not say {expected_error!r}")
            elif len(g.log) != before:
                self.failures.append(f"action {i + 1} ({kind}): the illegal action changed the game")
            g.log.append(_note(f"illegal {kind}: {e}"))
            return
        if expected_error is not None:
            self.failures.append(f"action {i + 1} ({kind}): expected an error saying {expected_error!r}")

    def _do(self, kind: str, a: dict):
        g = self.g
        pi = self.pidx(a["player"]) if "player" in a else g.priority
        agent = self.agents[pi]
        agent.may.extend(a.get("may", []))
        agent.pay.extend(a.get("pay", []))
        agent.x.extend(a.get("choose_x", []))
        agent.targets.extend(a.get("trigger_targets", []))
        agent.colors.extend(a.get("colors", []))
        agent.modes.extend(a.get("modes", []))
        g.coins.extend(a.get("coins", []))  # how the coins flipped while this action runs land
        g.dice.extend(a.get("dice", []))  # what the dice rolled while this action runs show
        for objs in a.get("choose", []):
            agent.objects.append(objs if isinstance(objs, list) else [objs])
        if kind == "cast":
            obj = self.find(a["card"], a.get("from", "hand"))
            targets = self._targets(a)
            sac = [self.find(s, "battlefield") for s in a["sacrifice"]] if "sacrifice" in a else None
            cast(g, pi, obj, targets, a.get("x"), sac, from_zone=a.get("from", "hand"), face_down=a.get("face_down", False))
            turns.after_action(g, pi)
        elif kind == "activate":
            obj = self.find(a["card"], a.get("from", "battlefield"))
            sac = [self.find(s, "battlefield") for s in a["sacrifice"]] if "sacrifice" in a else None
            activate(g, pi, obj, a.get("index", 0), self._targets(a), a.get("x"), sac)
            turns.after_action(g, pi)
        elif kind == FORETELL:
            foretell(g, pi, self.find(a["card"], "hand"))
            turns.after_action(g, pi)
        elif kind == PLOT:
            plot(g, pi, self.find(a["card"], "hand"))
            turns.after_action(g, pi)
        elif kind == SUSPEND:
            suspend(g, pi, self.find(a["card"], "hand"))
            turns.after_action(g, pi)
        elif kind == "turn_face_up":
            turn_face_up(g, pi, self.find(a["card"], "battlefield"))
            turns.after_action(g, pi)
        elif kind == "play_land":
            play_land(g, pi, self.find(a["card"], "hand"))
            turns.after_action(g, pi)
        elif kind == "pass":
            turns.pass_priority(g, g.priority)
        elif kind == "resolve":
            self._pass_until(lambda: len(g.stack) < a.get("_depth", len(g.stack) or 1))
        elif kind == "pass_until_stack_empty":
            self._pass_until(lambda: not g.stack)
        elif kind == "to_step":
            step, turn = a["step"], a.get("turn", g.turn)
            self._pass_until(lambda: g.step == step and g.turn == turn and g.priority is not None)
        elif kind == "attack":
            self.agents[g.active].attacks.append(
                {self.find(k, "battlefield"): self._defender(v) for k, v in a["attackers"].items()})
            self._pass_until(lambda: g.step == "declare_attackers" and g.priority is not None)
        elif kind == "block":
            d = g.opponent(g.active)
            self.agents[d].blocks.append(
                {self.find(k, "battlefield"): [self.find(x, "battlefield") for x in v] if isinstance(v, list)
                 else self.find(v, "battlefield") for k, v in a["blockers"].items()})
            self._pass_until(lambda: g.step == "declare_blockers" and g.priority is not None)
        elif kind == "choose":
            pass
        elif kind == "check":
            self.check(a, f"check {a.get('label', '')}".strip())
        else:
            raise ScenarioError(f"unknown action {kind!r}")

    def _defender(self, ref: str):
        for p in self.g.players:
            if p.name == ref:
                return ("player", p.index)
        return ("planeswalker", self.find(ref, "battlefield").id)

    def _targets(self, a: dict):
        if "targets" not in a:
            return None
        out = []
        for group in a["targets"]:
            group = group if isinstance(group, list) else [group]
            out.append([self.thing(t) for t in group])
        return out

    def _pass_until(self, done, limit: int = 500):
        g = self.g
        for _ in range(limit):
            if done() or g.over:
                return
            if g.priority is None:
                raise ScenarioError("no player has priority")
            turns.pass_priority(g, g.priority)
        raise ScenarioError("gave up passing priority (500 passes)")

    # ------------------------------------------------------------------ expectations
    def check(self, e: dict, when: str):
        try:
            self._check(e, when)
        except ScenarioError as err:
            self.failures.append(f"{when}: {err}")

    EXPECT_KEYS = {"life", "zones", "counters", "pt", "tapped", "damage", "stack", "hand_size", "count", "log",
                   "log_lacks", "winner", "label", "do"}

    def _check(self, e: dict, when: str):
        g = self.g
        unknown = sorted(set(e) - self.EXPECT_KEYS)
        if unknown:  # a misspelt expectation must fail, not pass unchecked
            self.failures.append(f"{when}: unknown expectation key(s) {unknown}; known: {sorted(self.EXPECT_KEYS)}")
        for pname, life in e.get("life", {}).items():
            got = g.players[self.pidx(pname)].life
            if got != life:
                self.failures.append(f"{when}: {pname} life is {got}, expected {life}")
        for ref, zone in e.get("zones", {}).items():
            try:
                o = self.find(ref)
            except ScenarioError:
                self.failures.append(f"{when}: no object {ref!r}")
                continue
            if o.zone != zone:
                self.failures.append(f"{when}: {ref} is in {o.zone}, expected {zone}")
        for ref, counters in e.get("counters", {}).items():
            o = self.find(ref)
            for c, k in counters.items():
                if o.counters.get(c, 0) != k:
                    self.failures.append(f"{when}: {ref} has {o.counters.get(c, 0)} {c} counters, expected {k}")
        for ref, pt in e.get("pt", {}).items():
            o = self.find(ref, "battlefield")
            ch = g.chars(o)
            if f"{ch.power}/{ch.toughness}" != pt:
                self.failures.append(f"{when}: {ref} is {ch.power}/{ch.toughness}, expected {pt}")
        for ref, dmg in e.get("damage", {}).items():
            o = self.find(ref, "battlefield")
            if o.damage != dmg:
                self.failures.append(f"{when}: {ref} has {o.damage} damage marked, expected {dmg}")
        for ref, tapped in e.get("tapped", {}).items():
            o = self.find(ref, "battlefield")
            if o.tapped != tapped:
                self.failures.append(f"{when}: {ref} tapped={o.tapped}, expected {tapped}")
        if "stack" in e:
            got = [s.label.split("#")[0] + (" trigger" if s.label.endswith("trigger") else "") for s in g.stack]
            if got != e["stack"]:
                self.failures.append(f"{when}: stack is {got}, expected {e['stack']}")
        if "hand_size" in e:
            for pname, k in e["hand_size"].items():
                got = len(g.players[self.pidx(pname)].hand)
                if got != k:
                    self.failures.append(f"{when}: {pname} has {got} cards in hand, expected {k}")
        if "count" in e:
            for name, k in e["count"].items():
                got = sum(1 for o in g.on_battlefield() if o.name == name)
                if got != k:
                    self.failures.append(f"{when}: {got} {name} on the battlefield, expected {k}")
        log = [x.render() for x in g.log]
        bare = [re.sub(r"#\d+", "", line) for line in log]  # expectations may leave out object ids
        pos = 0
        for want in e.get("log", []):
            lines = log if "#" in want else bare
            idx = next((i for i in range(pos, len(lines)) if want in lines[i]), None)
            if idx is None:
                self.failures.append(f"{when}: the log has no {want!r} (in order)")
                break
            pos = idx + 1
        for unwanted in e.get("log_lacks", []):
            if any(unwanted in line for line in (log if "#" in unwanted else bare)):
                self.failures.append(f"{when}: the log has {unwanted!r}")
        if "winner" in e:
            w = g.winner
            if (g.players[w].name if w is not None else None) != e["winner"]:
                self.failures.append(f"{when}: winner is {w}, expected {e['winner']}")


def _note(text: str):
    return Event("note", (("text", text),))


def run_file(path: str, lang: str = "en", defs: str | None = None, cards: str | None = None) -> Result:
    spec, text = load(path)
    return Runner(spec, lang, defs, cards, where=lambda at: f"{path}:{line_of(text, at)}").run()
