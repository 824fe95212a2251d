"""What the runtime plays: the parts of a compiled card (IR node kinds, keywords, conditions,
trigger events, costs, static and replacement effects) this runtime does not implement.

Nothing here is a hand-kept list of what is implemented: each set is read from the runtime's own
registries (the effect handlers, the conditions, the keyword table's `played` field, the entering
replacements, the keyword hooks) or from the dispatch code itself (the node classes the trigger
event matcher, the cost planner, the amount and selector evaluators and the static-ability
readers test with `isinstance`): a handler added there is counted here at once.

`missing_parts(card)` lists what a card holds that is not played; `oraclec compile` writes it
into every ok face's line (`"playable": true|false`, `"missing": [...]`) and `oraclec report`
counts it. `check_playable(card, name)` raises Unsupported naming the first missing part: the
runtime calls it as a card is cast, played, put onto the battlefield or has an ability activated,
so a card whose meaning is only partly played never plays silently wrong."""
from __future__ import annotations

import ast
from functools import lru_cache
from pathlib import Path

from oraclec.compiler.ir import nodes as n
from oraclec.compiler.tables.keywords import KEYWORDS, by_surface

from .errors import Unsupported
from .refusals import refusal
from .stack.spell_rules import unplayed_spell_rules
from .would import unplayed_reason

# the compiler's IR modules, by what their nodes are
_EFFECT_FAMILIES = {"effects_flow", "effects_zones", "effects_cards", "effects_damage_life", "effects_permanents",
                    "effects_tokens_counters", "effects_game", "statics"}
# activation restrictions read by stack/casting.py besides its TIMING table
_RESTRICTION_WORDS = {"sorcery_speed", "once_each_turn", "exhaust"}
# condition names that stand for a quality an effect fills in, read where it is used (protection
# from the chosen color: select.matches and effects/continuous.py), not evaluated as conditions
_QUALITIES = {"chosen_color"}
# the nodes of the costs module that are static abilities' effects, not costs to pay
_COST_STATICS = {"cost_change", "additional_cost", "alternative_cost"}


def _family(node) -> str:
    return type(node).__module__.rpartition(".")[2]


RUNTIME = Path(__file__).parent


@lru_cache(maxsize=None)
def _tree(rel: str) -> ast.Module:
    return ast.parse((RUNTIME / rel).read_text(encoding="utf-8"))


def _function(rel: str, qualname: str) -> ast.AST:
    node = _tree(rel)
    for part in qualname.split("."):
        node = next(x for x in ast.iter_child_nodes(node)
                    if isinstance(x, (ast.FunctionDef, ast.ClassDef)) and x.name == part)
    return node


def _isinstance_kinds(*where: tuple[str, str]) -> frozenset:
    """The IR kinds whose classes these functions ((file, qualified name)) test with
    isinstance(…, n.Class) or isinstance(…, (n.A, n.B))."""
    out = set()
    by_class = {c.__name__: k for k, c in n.REGISTRY.items()}
    for rel, qualname in where:
        for node in ast.walk(_function(rel, qualname)):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "isinstance" and len(node.args) == 2:
                arg = node.args[1]
                for el in (arg.elts if isinstance(arg, ast.Tuple) else [arg]):
                    if isinstance(el, ast.Attribute) and getattr(el.value, "id", None) == "n" and el.attr in by_class:
                        out.add(by_class[el.attr])
    return frozenset(out)


def _registered(decorator: str, *files: str) -> frozenset:
    """The names registered with @decorator("a", "b") in these files (globs under runtime/)."""
    out = set()
    for pattern in files:
        for path in sorted(RUNTIME.glob(pattern)):
            for node in ast.walk(_tree(path.relative_to(RUNTIME).as_posix())):
                if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                    for d in node.decorator_list:
                        if isinstance(d, ast.Call) and getattr(d.func, "id", None) == decorator:
                            out.update(a.value for a in d.args if isinstance(a, ast.Constant))
    return frozenset(out)


def _dict_keys(rel: str, name: str) -> frozenset:
    """The keys of the module-level dict literal `name` in a runtime file."""
    for node in _tree(rel).body:
        target = node.target if isinstance(node, ast.AnnAssign) else (node.targets[0] if isinstance(node, ast.Assign)
                                                                        else None)
        if getattr(target, "id", None) == name and isinstance(node.value, ast.Dict):
            return frozenset(k.value for k in node.value.keys if isinstance(k, ast.Constant))
    raise LookupError(f"no dict {name} in runtime/{rel}")


def _static_readers() -> list[tuple[str, str]]:
    """The functions of turns.py that read static abilities through player_statics/player_rule."""
    out = []
    for node in _tree("turns.py").body:
        if isinstance(node, ast.FunctionDef) and node.name not in ("player_statics", "player_rule"):
            names = {x.id for x in ast.walk(node) if isinstance(x, ast.Name)}
            if names & {"player_statics", "player_rule"}:
                out.append(("turns.py", node.name))
    return out


@lru_cache(maxsize=1)
def played() -> dict:
    """The sets of what the runtime plays, read from its source: the registries its decorators
    fill and the node classes its dispatch code tests (no runtime module is imported: they all
    ask this one)."""
    effects = _registered("handles", "effects/*.py")
    enters = _registered("enters", "replacements.py")
    elsewhere = _dict_keys("effects/registry.py", "ELSEWHERE")
    statics = _isinstance_kinds(("chars.py", "CharsEngine.compute"), ("stack/costs.py", "cost_changes"),
                                ("stack/casting.py", "_cast"), ("stack/alternative.py", "alternative_cost"),
                                ("stack/permissions.py", "_permissions"),
                                ("turns.py", "player_statics"),
                                ("game.py", "Game._prevented"), *_static_readers())
    return {
        "effects": effects,
        "statics": statics | elsewhere | enters,
        "replacements": enters | (_isinstance_kinds(("replacements.py", "_is_zone_replacement"),
                                                    ("replacements.py", "more_counters")) & {"would_instead",
                                                                                             "more_counters"}),
        "prices": _isinstance_kinds(("replacements.py", "_pay_to_enter_untapped")),
        "events": _isinstance_kinds(("events.py", "event_matches")),
        "costs": _isinstance_kinds(("stack/costs.py", "plan_costs")),
        "amounts": _isinstance_kinds(("select.py", "evaluate_amount")),
        "selectors": _isinstance_kinds(("select.py", "select"), ("events.py", "thing_matches")),
        "conditions": _registered("condition", "conditions.py"),
        "keywords": (frozenset(k.name for k in KEYWORDS if k.played) | _registered("activated", "keywords/*.py")
                     | _registered("as_enters", "keywords/*.py")),
        "restrictions": _dict_keys("stack/casting.py", "TIMING") | _RESTRICTION_WORDS,
        "abilities": _isinstance_kinds(("stack/resolve.py", "resolve_top"), ("stack/casting.py", "activated_abilities"),
                                       ("printed_chars.py", "_bands")) | {"card", "spell", "keyword", "triggered", "activated",
                                                                  "static", "replacement"},
    }


def _keyword_name(kw: str) -> str:
    k = by_surface().get(kw)
    return k.name if k is not None else kw


def missing_parts(card) -> list[str]:
    """What `card` (an n.CardIR) holds that this runtime does not play, sorted, each part once."""
    out: set[str] = set()
    _Walk(played(), out).abilities(card.abilities)
    return sorted(out)


class _Walk:
    def __init__(self, sets: dict, out: set):
        self.s = sets
        self.out = out

    def abilities(self, abilities):
        for ab in abilities:
            self.ability(ab)

    def ability(self, ab):
        s, out = self.s, self.out
        kind = getattr(type(ab), "kind", type(ab).__name__)
        if isinstance(ab, n.Unparsed):
            out.add("unparsed text")
        elif isinstance(ab, n.KeywordAbility):
            name = _keyword_name(ab.keyword)
            if name not in s["keywords"]:
                out.add(f"keyword {name}")
            else:
                self.refused(ab)
                self.children(ab.args, "effect")
        elif isinstance(ab, n.SpellAbility):
            self.stats_of_players(ab)
            self.effect(ab.effect)
            self.children(ab.targets, "effect")
        elif isinstance(ab, n.Triggered):
            if any(isinstance(getattr(t, "count", None), n.X) for t in ab.targets):
                out.add("a number of targets that is X in a triggered ability")  # no X is chosen for it
            self.refused(ab)
            self.stats_of_players(ab)
            self.event(ab.event)
            self.condition(ab.intervening_if)
            self.children(ab.targets, "effect")
            self.effect(ab.effect)
        elif isinstance(ab, n.Activated):
            self.stats_of_players(ab)
            for c in ab.cost:
                self.cost(c)
            for r in ab.restrictions:
                if isinstance(r, str):
                    if r not in s["restrictions"]:
                        out.add(f"restriction {r}")
                else:
                    self.condition(r)
            self.children(ab.targets, "effect")
            self.effect(ab.effect)
        elif isinstance(ab, n.Static):
            self.condition(ab.condition)
            self.static(ab.effect)
            for action in unplayed_spell_rules(ab):  # refused by stack/casting.cast too
                out.add(f"spell rule {action}" + (" with a condition" if ab.condition is not None else ""))
        elif isinstance(ab, n.Replacement):
            self.condition(ab.condition)
            for eff in (ab.effect.steps if isinstance(ab.effect, n.Sequence) else (ab.effect,)):
                if getattr(type(eff), "kind", None) not in s["replacements"]:
                    out.add(f"replacement {getattr(type(eff), 'kind', type(eff).__name__)}")
                elif isinstance(eff, n.WouldInstead) and unplayed_reason(eff) is not None:
                    out.add(unplayed_reason(eff))  # refused by replacements.refuse_unplayed_replacements
                else:
                    self.refused(eff)
                    self.children(eff, "replacement")
        elif kind in s["abilities"]:
            self.children(ab, "effect")
        else:
            out.add(f"ability {kind}")

    def stats_of_players(self, ab):
        """"that card's mana value" read as the targeted player's (select.evaluate_amount refuses
        a stat of a player): known from the target's filter before anything is played."""
        from oraclec.compiler import ir

        specs = tuple(getattr(ab, "targets", ()) or ())
        for node in ir.walk([ab.effect]):
            if isinstance(node, n.StatOf) and isinstance(node.what, n.TargetRef) and node.what.index < len(specs):
                f = getattr(specs[node.what.index], "filter", None)
                if isinstance(f, n.Filter) and f.types and set(f.types) <= {"player", "opponent"}:
                    self.out.add(f"the {node.stat.replace('_', ' ')} of a player (target_ref means a player here)")

    def static(self, eff):
        if isinstance(eff, (tuple, list)):
            for st in eff:
                self.static(st)
            return
        if isinstance(eff, n.Sequence):
            for st in eff.steps:
                self.static(st)
            return
        if isinstance(eff, n.If) and eff.otherwise is None:
            self.condition(eff.cond)
            self.static(eff.then)
            return
        kind = getattr(type(eff), "kind", None)
        if kind is None:  # not an IR node: a builder value left in the IR
            self.out.add(f"static {eff!r}" if isinstance(eff, str) else "static (not an IR node)")
            return
        if kind not in self.s["statics"]:
            self.out.add(f"static {kind}")
            return
        self.refused(eff)
        self.children(eff, "static")

    def effect(self, eff):
        if eff is None:
            return
        self.node(eff, "effect")

    def event(self, ev):
        if getattr(type(ev), "kind", None) not in self.s["events"]:
            self.out.add(f"event {getattr(type(ev), 'kind', type(ev).__name__)}")
        else:
            self.refused(ev)
        self.children(ev, "event")

    def refused(self, node):
        """A played kind of node in a shape its handler refuses (refusals.py)."""
        reason = refusal(node)
        if reason is not None:
            self.out.add(reason)

    def cost(self, c):
        if getattr(type(c), "kind", None) not in self.s["costs"]:
            self.out.add(f"cost {getattr(type(c), 'kind', type(c).__name__)}")
        self.children(c, "effect")

    def condition(self, c):
        if c is None:
            return
        if isinstance(c, n.Not):
            self.condition(c.cond)
        elif isinstance(c, n.Condition):
            if c.test not in self.s["conditions"] and c.test not in _QUALITIES:
                self.out.add(f"condition {c.test}")
            else:
                self.refused(c)
            self.children(c.args, "effect")
        else:
            self.node(c, "effect")

    def node(self, node, where: str):
        """A node met inside an ability: checked by what it is, then its children."""
        s, out = self.s, self.out
        kind = getattr(type(node), "kind", None)
        if kind is None:  # a builder value left where a node belongs: the runtime cannot read it
            out.add(f"{where} that is not an IR node ({type(node).__name__})")
            return
        self.refused(node)
        for kw in (node.keywords if isinstance(node, n.CreateToken) else
                   node.add_keywords if isinstance(node, n.CreateCopy) else ()):
            if isinstance(kw, str) and _keyword_name(kw) not in s["keywords"]:  # the token's own keywords
                out.add(f"keyword {_keyword_name(kw)}")
        fam = _family(node)
        if fam == "abilities":
            if isinstance(node, n.Mode):
                self.children(node, where)
            elif isinstance(node, n.Modal) and "modal" in s["effects"]:
                self.children(node, where)
            elif isinstance(node, n.Modal):
                out.add("effect modal")
            else:
                self.ability(node)
            return
        if (fam in _EFFECT_FAMILIES or kind in _COST_STATICS) and kind not in s["selectors"]:
            if where == "effect" and kind not in s["effects"]:
                out.add(f"effect {kind}")
                return
            if where == "effect" and isinstance(node, n.MayCast) and unplayed_may_cast(node):
                out.add(f"effect may_cast: {unplayed_may_cast(node)}")
                return
        elif fam == "events":
            self.event(node)
            return
        elif fam == "costs" and where == "replacement":  # "unless you pay 2 life" as it enters
            if kind not in s["prices"]:
                out.add(f"price {kind} to enter untapped")
        elif fam == "costs":
            self.cost(node)
            return
        elif fam == "conditions":
            self.condition(node)
            return
        elif fam == "amounts" and kind not in s["amounts"]:
            out.add(f"amount {kind}")
        elif fam == "selectors" and kind not in s["selectors"]:
            out.add(f"selector {kind}")
        self.children(node, where)

    def children(self, value, where: str):
        """The node and list children of `value` (a node or a list of them; a bare node is not
        itself checked)."""
        if isinstance(value, (tuple, list)):
            for v in value:
                self._any(v, where)
        elif hasattr(value, "__attrs_attrs__"):
            for a in value.__attrs_attrs__:
                self._any(getattr(value, a.name), where)

    def _any(self, v, where: str):
        if isinstance(v, (tuple, list)):
            for x in v:
                self._any(x, where)
        elif hasattr(type(v), "kind") and hasattr(v, "__attrs_attrs__"):
            self.node(v, where)


def unplayed_may_cast(e) -> str | None:
    """Why this MayCast effect is not played (effects/cast_now.py), or None."""
    if e.duration:
        return "a permission to cast that lasts (\"this turn\")"
    if isinstance(e.what, n.It) and e.what.word == "copy":
        return "casting a copy of a card"
    if isinstance(e.what, n.Self_):  # the card's own permission, read as an instruction
        return "a permission to cast ~ itself as an instruction"
    if isinstance(e.what, n.Chosen) and e.zone not in ("hand", "among", ""):
        return f"casting a chosen card from {e.zone}"
    return None


_CACHE: dict[int, tuple] = {}


def card_missing(card) -> list[str]:
    """missing_parts, remembered for each card object the runtime plays."""
    hit = _CACHE.get(id(card))
    if hit is None or hit[0] is not card:
        hit = (card, missing_parts(card))
        _CACHE[id(card)] = hit
    return hit[1]


def check_playable(card, name: str, doing: str = "play") -> None:
    """Raise Unsupported naming what `card` holds that this runtime does not play."""
    missing = card_missing(card)
    if missing:
        raise Unsupported(f"{name}: cannot {doing} it: this runtime does not play {', '.join(missing)}")


def playability(card) -> dict:
    """The fields an ok face's compile output line carries (never an exception: a compile run
    does not stop on one face)."""
    try:
        missing = missing_parts(card)
    except Exception as e:  # an IR shape the walk does not know: not playable, and why
        missing = [f"unreadable IR ({type(e).__name__}: {e})"]
    return {"playable": not missing, "missing": missing}
