"""The shapes of IR nodes the runtime plays only in part: a node kind whose handler plays some of
its values and refuses the others ("the keyword action amass" of keyword_action, energy counters
of put_counters, a commander filter …) names here the test that tells them apart.

The handler raises Unsupported through `refuse(node)` and playable.py marks a card holding such a
node not playable through `refusal(node)`: one test for both, so a card is never counted playable
(and dealt in random games) only to be refused as it plays."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Callable

import attrs

from oraclec.compiler.ir import nodes as n

from .batches import batched
from .errors import Unsupported
from .would import refusal_reason

_TESTS: dict[str, Callable] = {}

# the keyword actions effects/keyword_actions.py plays itself; the others it plays are registered
# with @keyword_action("name") in their own files (played_keyword_actions)
KEYWORD_ACTIONS = frozenset({"adapt", "bolster", "exert", "goad", "populate"})


@lru_cache(maxsize=1)
def played_keyword_actions() -> frozenset:
    """KEYWORD_ACTIONS and the names registered with @keyword_action(...) in effects/*.py (read
    from the source, as playable.py reads the other registries: no effect module is imported)."""
    import ast

    out = set(KEYWORD_ACTIONS)
    for path in sorted((Path(__file__).parent / "effects").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef):
                for d in node.decorator_list:
                    if isinstance(d, ast.Call) and getattr(d.func, "id", None) == "keyword_action":
                        out.update(a.value for a in d.args if isinstance(a, ast.Constant))
    return frozenset(out)


def _refuses(kind: str):
    """Register the decorated test for nodes of this kind (a condition: "condition <test>")."""
    def deco(fn):
        _TESTS[kind] = fn
        return fn
    return deco


def refusal(node) -> str | None:
    """What of `node` this runtime does not play, or None."""
    kind = getattr(type(node), "kind", None)
    if isinstance(node, n.Condition):
        kind = f"condition {node.test}"
    test = _TESTS.get(kind)
    return test(node) if test is not None else None


def refuse(node) -> None:
    """Raise Unsupported naming what of `node` this runtime does not play."""
    reason = refusal(node)
    if reason is not None:
        raise Unsupported(reason)


@_refuses("keyword_action")
def _keyword_action(e):
    return None if e.action in played_keyword_actions() else f"the keyword action {e.action}"


@_refuses("keyword")
def _keyword(k):  # Game.put_onto_battlefield attaches an Aura to a permanent only
    if k.keyword == "enchant" and k.args and isinstance(k.args[0], n.Filter) \
            and set(k.args[0].types) & {"player", "opponent"}:
        return "an Aura attached to a player (CR 303.4, 702.5)"
    return None


@_refuses("rolls_die")
def _rolls_die(e):  # effects/dice.py rolls the dice of CR 706; the planar die is Planechase's
    return "the planar die (CR 901.9)" if e.result else None


@_refuses("chosen")
def _chosen(e):  # select.py: the player doing the action chooses
    return "an object a named player chooses as the effect resolves ('a source of your choice')" if e.by is not None else None


@_refuses("filter")
def _filter(f):
    if f.affected is not None:  # the runtime keeps no record of what an earlier step did to which objects
        return "the objects an earlier action was done to (CR 607.2a, 608.2c)"
    if f.chosen not in ("", "creature_type", "color"):  # select._is_chosen
        return f"objects with the chosen {f.chosen.replace('_', ' ')}"
    return "commanders (this runtime has no command zone)" if f.commander else None


_CARD_ZONES = ("graveyard", "exile", "hand", "library")
# the keywords a permanent's static ability may give to cards in a graveyard (keywords/granted.py)
GRAVEYARD_KEYWORDS = frozenset({"retrace", "escape"})


@_refuses("loses_keywords")
def _loses_keywords(e):
    """A keyword lost with a quality of its own ("loses protection from black"): which instance is
    lost is not played here."""
    if any(k.args for k in e.keywords):
        return "a keyword with a quality lost"
    return None


@_refuses("grant")
def _grant(e):
    """Abilities given to cards in a graveyard, exile, a hand or a library: played only as a
    static ability's, of the keywords that work from a graveyard (keywords/granted.py); a
    resolving ability's ("… gain escape until end of turn") would make a continuous effect,
    which applies to permanents only here."""
    f = e.what.filter if isinstance(e.what, n.Each) else None
    filters = f.filters if isinstance(f, n.AnyOf) else (f,)
    zones = {getattr(x, "zone", "") for x in filters} & set(_CARD_ZONES)
    if not zones:
        return None
    where = " or ".join(sorted(zones))
    if e.duration:
        return f"abilities given to cards in a {where} for a time (CR 611.2c)"
    if zones != {"graveyard"}:
        return f"abilities given to cards in a {where}"
    if not {getattr(k, "keyword", k) for k in e.keywords} <= GRAVEYARD_KEYWORDS:
        return "abilities other than retrace or escape given to cards in a graveyard"
    return None


@_refuses("triggered")
def _triggered(ab):
    """A triggered mana ability (CR 605.1b: it triggers from a mana ability and adds mana, and it
    resolves at once, its mana usable for the payment under way): "Whenever enchanted land is
    tapped for mana, its controller adds an additional {G}". Put on the stack it would be wrong."""
    from oraclec.compiler import ir

    if isinstance(ab.event, n.TapsForMana) and any(isinstance(x, n.AddMana) for x in ir.walk([ab.effect])):
        return "a triggered mana ability (CR 605.1b)"
    return None


@_refuses("add_mana")
def _add_mana(e):  # stack/spend_only.py: the restriction is kept with the mana in the pool
    return _unplayed_restriction(e.spend_only) if e.spend_only is not None else None


# the parts of a Filter a restriction on spending mana may use (stack/spend_only.py): what
# select._match_spell reads, and the zone the spell is cast from ("spells from your graveyard")
SPEND_ONLY_FIELDS = frozenset({"types", "subtypes", "supertypes", "colors", "not_types", "not_colors", "multicolored",
                               "historic", "with_keywords", "chosen", "zone", "zone_owner"})


def _unplayed_restriction(only) -> str | None:
    """What of a restriction this runtime does not read, or None."""
    if only == "abilities":
        return None
    if isinstance(only, n.AnyOf):
        return next(filter(None, map(_unplayed_restriction, only.filters)), None)
    if not isinstance(only, n.Filter) or "spell" not in only.types:
        return f"mana that may be spent only on {getattr(type(only), 'kind', only)!r} (CR 106.6)"
    extra = sorted(a.name for a in attrs.fields(n.Filter)
                   if a.eq and getattr(only, a.name) != a.default and a.name not in SPEND_ONLY_FIELDS)
    if extra or only.chosen not in ("", "creature_type", "color"):
        return f"mana that may be spent only on spells by their {', '.join(extra) or only.chosen} (CR 106.6)"
    return None


@_refuses("choose_as_enters")
def _choose_as_enters(e):  # replacements._choose_as_enters: a color (not some colors) or a creature type
    if e.choice not in ("color", "creature_type"):
        return f"choosing {'an' if e.choice[0] in 'aeiou' else 'a'} {e.choice.replace('_', ' ')} as a permanent enters"
    if e.filter is not None and (e.choice != "color" or e.filter != n.Filter(not_colors=e.filter.not_colors)):
        return f"choosing a {e.choice.replace('_', ' ')} of some kind as a permanent enters"
    return None


@_refuses("create_token")
def _create_token(e):  # a token's keywords are names: "firebending 1" would lose its number
    return "a token with firebending (its number is not kept)" if "firebending" in e.keywords else None


# counters with a rules meaning of their own (CR 122.1): a keyword counter gives its keyword, a stun
# counter replaces untapping, a shield counter prevents damage or destruction, a finality counter
# exiles a dying permanent, rad counters mill each turn. Nothing here plays them yet: a card that
# puts one is refused, never played as if the counter were a plain one.
_RULES_COUNTERS = frozenset({"stun", "shield", "finality", "rad"})


@lru_cache(maxsize=1)
def _keyword_names() -> frozenset:
    from oraclec.compiler.tables import keywords

    return frozenset(k.name.lower() for k in keywords.KEYWORDS)


def counter_refusal(counter) -> str | None:
    """What of a counter's kind this runtime does not play (None for the plain ones it counts)."""
    if not isinstance(counter, str):
        return None
    if counter in _RULES_COUNTERS or counter.lower() in _keyword_names():
        return f"{counter} counters (their rules meaning, CR 122.1)"
    return None


@_refuses("put_counters")
def _put_counters(e):  # effects/counters.py counts counters; what some kinds do is not played
    return counter_refusal(e.counter)


@_refuses("enters_with_counters")
def _enters_with_counters(e):  # replacements._enters_with_counters
    return counter_refusal(e.counter)


@_refuses("move")
def _move(e):  # effects/zones.py: the counters a card is put onto the battlefield with
    if e.counters and e.to != "battlefield":
        return "counters on a card put somewhere else than the battlefield"
    return next((r for r in (counter_refusal(k.counter) for k in e.counters) if r), None)


@_refuses("enters_as_copy")
def _enters_as_copy(e):
    return "entering as a copy of another object (CR 707.9)"


@_refuses("would_instead")
def _would_instead(e):  # replacements.zone_replacement, effects/instead.py
    return refusal_reason(e)


@_refuses("sequence")
def _after_a_replacement(e):
    """"If a permanent you control would be put into a graveyard this turn, exile it instead. Return
    it to the battlefield at the beginning of the next end step": "it" is each card the replacement
    exiled, which no later instruction can name here (effects/instead.py keeps no record of them)."""
    from oraclec.compiler.ir import json as ir_json

    steps = list(e.steps)
    for i, st in enumerate(steps):
        if isinstance(st, n.WouldInstead) and any(isinstance(x, n.TriggerObject) for x in ir_json.walk(steps[i + 1:])):
            return "an instruction that refers to the cards a replacement exiled"
        if isinstance(st, n.If) and isinstance(st.cond, n.Condition) and st.cond.test == "could_not" \
                and not (i and _tells_could(steps[i - 1])):
            return "'if you can't' after an instruction that does not tell whether it could be done"
    return None


def _tells_could(st) -> bool:
    """Whether the instruction tells a following "if you can't" whether it could be done
    (conditions.could_not): sacrificing or moving a chosen object (not "up to"), removing counters."""
    if isinstance(st, (n.Sacrifice, n.Move)):
        return isinstance(st.what, n.Chosen) and not st.what.up_to
    return isinstance(st, n.RemoveCounters)


@_refuses("player_does")
def _player_does(e):
    return f"a trigger on a player's {type(e.action).kind!r} (the log has no such event)"


@_refuses("unless")
def _unless(e):  # effects/paying.py: a player can be asked only what it can tell they can do (CR 118.3)
    if isinstance(e.cost, (n.ManaCost, n.Discard, n.Sacrifice, n.Move)) or \
            type(e.cost).__module__.rpartition(".")[2] == "costs":  # paid as a cost is (stack/costs.py)
        return None
    return f"'unless' with the price {type(e.cost).kind!r}"


@_refuses("transform")
def _transform(e):  # effects/permanents.py: a permanent's own text turns it over, its other face linked
    if isinstance(e.what, n.Self_):
        return None
    return "transforming a permanent other than itself (whether it has a back face is not known)"


@_refuses("counters_put")
def _counters_put(e):  # game.add_counters logs what got counters, not who put them
    return "a trigger on the player who put counters ('whenever you put … counters on …')" if e.by is not None else None


@_refuses("any_event")
def _any_event(e):  # batches.batched: "or" of a once-each event and a once-for-all one
    try:
        batched(e)
    except Unsupported as u:
        return str(u)
    return None


@_refuses("attacks")
def _attacks(e):
    return "a trigger on all of a group attacking ('Whenever all … attack')" if e.every else None


@_refuses("become_copy")
def _become_copy(e):  # effects/continuous.py: every characteristic would change, read from the card in many places
    return "becoming a copy of another object (CR 707.2: copy effects, layer 1)"


@_refuses("prevent_damage")
def _prevent_damage(e):  # effects/damage.py keeps a shield's amount for one recipient, whatever the source
    if e.amount is not None and e.to is None:
        return "a prevention shield with no recipient"
    if e.amount is not None and e.by is not None:
        return "a prevention shield for one source"
    return None


@_refuses("cast")
def _cast(e):  # events.py counts the spells cast this turn, not their types
    if e.nth and e.filter != n.Filter(types=("spell",)):
        return "the nth spell of a kind this turn (the log does not keep spells' types)"
    return None


# what a Cant forbids that combat.py, chars.py and turns.py do not check (they read the others)
UNPLAYED_CANT = {"attack_alone": "attacking alone (CR 506.5)", "block_alone": "blocking alone (CR 506.5)",
                 "cast_more_than_one_spell_each_turn": "a player who can't cast more than one spell each turn",
                 "be_regenerated": "regeneration (\"can't be regenerated\" for a duration, CR 701.19c)"}


@_refuses("cant")
def _cant(e):
    if e.action in UNPLAYED_CANT:
        return f"a restriction on {UNPLAYED_CANT[e.action]}"
    return None


@_refuses("must_be_blocked_by_all")
def _must_be_blocked_by_all(e):  # effects/statics.py: played only as a static ability (combat.py)
    return "a lure effect for a duration (a spell's 'this turn')" if e.duration else None


@_refuses("may_cast")
def _may_cast(e):  # stack/permissions.py pays the card's own cost (and flash) only
    return "a permission to cast that adds to the spell's cost" if e.more else None


@_refuses("get_emblem")
def _get_emblem(e):  # effects/emblems.py: its abilities work from the command zone where they are applied
    for ab in e.abilities:
        if isinstance(ab, n.Triggered):
            continue  # triggers.listeners sees emblems
        if isinstance(ab, n.Static) and ab.condition is None and all(
                _emblem_static_part(p) for p in (ab.effect.steps if isinstance(ab.effect, n.Sequence) else (ab.effect,))):
            continue  # chars.py applies them with the permanents' static abilities
        return ("an emblem's ability other than a triggered one or a static +N/+N or keyword for permanents "
                "(CR 114.4)")
    return None


def _emblem_static_part(p) -> bool:
    if not (isinstance(p, (n.Pump, n.Grant)) and not getattr(p, "duration", None) and isinstance(p.what, n.Each)):
        return False
    f = p.what.filter
    return isinstance(f, n.Filter) and not f.zone and not {"spell", "card"} & set(f.types)
