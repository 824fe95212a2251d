"""Stage 4, AST → IR: one Lark Transformer for both grammars, composed of one mixin per grammar
section.

en.lark and ja.lark give their rules the same names (and aliases), so one builder serves
both languages, the way one expression tree serves every SQL dialect in sqlglot. Language
differences that reach the builder are word tables (compiler/tables) and child order, which
the builder reads by kind, never by position, where the two languages differ.

A method is named after its grammar rule or alias, and lives in the module the grammar's
section header names (`// ---- triggers (build/triggers.py)`): abilities, keywords, costs,
triggers, sentences, permissions, effects_* (zones, cards, damage_life, permanents,
tokens_counters, game), player_verbs, object_verbs, objects, filters, amounts, conditions.
The builder returns IR nodes plus a few private helper values (values.py: Pred, Part, …) that
never leave it: finish.py turns them into abilities (target hoisting, pronouns, the
intervening if). passes.py holds the passes over a line's sentences, helpers.py the functions
every room uses. Builder itself keeps what all rooms share: the language, the card names, the
reader of quoted abilities, spans.
"""
from __future__ import annotations

import re
from typing import Any

from lark import Transformer

from .. import ir
from ..ir import nodes as n
from .helpers import BuildError, flatten_values, nontok, plain_object, seq, toks
from .values import CounterSpec, Declare, Dest, Duration, Hoistable, Owner, Restriction, Zone

# the rooms, in the order of Builder's bases
from .abilities import Abilities
from .keywords import Keywords
from .costs import Costs
from .triggers import Triggers
from .event_verbs import EventVerbs
from .sentences import Sentences
from .permissions import Permissions
from .effects_zones import ZoneEffects
from .effects_cards import CardEffects
from .effects_damage_life import DamageAndLifeEffects
from .effects_permanents import PermanentEffects
from .effects_tokens_counters import TokenAndCounterEffects
from .effects_game import GameEffects
from .player_verbs import PlayerVerbs
from .object_verbs import ObjectVerbs
from .objects import Objects
from .filters import Filters
from .amounts import Amounts
from .conditions import Conditions
from .cond_predicates import CondPredicates
from .cond_states import CondStates

__all__ = ["Builder", "BuildError", "Declare", "Hoistable", "Restriction", "flatten_values", "plain_object", "seq"]


class Builder(Abilities, Keywords, Costs, Triggers, EventVerbs, Sentences, Permissions, ZoneEffects, CardEffects,
              DamageAndLifeEffects, PermanentEffects, TokenAndCounterEffects, GameEffects, PlayerVerbs, ObjectVerbs,
              Objects, Filters, Amounts, Conditions, CondPredicates, CondStates, Transformer):
    """Parse tree (either language) → IR values. Method names are grammar rule names."""

    def __init__(self, lang: str, names: tuple[str, ...] = (), quoted: Any = None):
        super().__init__(visit_tokens=False)
        self.lang = lang
        self.names = names
        # reads a quoted ability ("{T}: …" granted, an emblem's): `built(text)` → this builder's
        # value for it as a line, `abilities(text)` → its finished abilities (compile.QuotedReader)
        self.quoted = quoted

    def __default__(self, data, children, meta):
        """A grammar rule with no builder method: its meaning would be lost (a parse tree
        where IR is expected, dropped by whatever reads it). Refuse, so the line is Unparsed."""
        raise BuildError(f"the grammar reads '{data}' but nothing builds it")

    def _call_userfunc(self, tree, new_children=None):
        out = super()._call_userfunc(tree, new_children)
        meta = tree.meta
        if ir.is_node(out) and out.span is None and not getattr(meta, "empty", True):
            object.__setattr__(out, "span", (meta.start_pos, meta.end_pos))
        return out

    def _quoted_text(self, c) -> str:
        if self.quoted is None:
            raise BuildError("quoted text, and no reader for it")
        tok = [t for t in toks(c) if t.type == "QUOTED"][0]
        return str(tok)[1:-1].strip()

    def _quoted(self, c):
        """The text inside quotes ("…" / 「…」), parsed and built as its own line (by the reader
        the driver hands the builder: the builder imports neither the parser nor finish.py)."""
        return self.quoted.built(self._quoted_text(c))

    def _quoted_abilities(self, c):
        return self.quoted.abilities(self._quoted_text(c))

    def _objs(self, c):
        return [x for x in nontok(c) if not isinstance(x, (Duration, Dest, Zone, Owner, CounterSpec, n.CreateToken))]

    def _name(self, tok) -> str:
        from ..names import to_canonical

        i = int(str(tok).strip("⟨⟩"))
        name = to_canonical(self.names[i]) if i < len(self.names) else str(tok)
        if self.lang == "ja" and re.search(r"[\u3040-\u30ff\u4e00-\u9fff\uff00-\uffef]", name):
            # the IR names cards in English; a name we cannot translate stays out of it
            raise BuildError(f"no English name known for 《{name}》")
        return name
