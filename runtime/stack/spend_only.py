"""Mana that may be spent only on some things (CR 106.6): "Add one mana of any color. Spend this
mana only to cast a creature spell." (Ancient Ziggurat), "… only to activate abilities"
(Boommobile), "… only to cast spells from your graveyard" (Lord of the Forsaken).

The restriction stays with the mana: it goes into the player's pool tagged (Player.restricted,
beside the plain symbols of Player.pool) and empties with the pool (CR 106.4). A payment says what
the mana is spent on (`Spending`: a spell being cast, from which zone, or an ability being
activated); stack/mana.mana_plan spends tagged mana only where its restriction allows and leaves
the rest in the pool, and a source whose only mana ability makes restricted mana pays only such
costs. A payment that is neither (an "unless" price, a special action such as turning a face-down
creature face up, CR 116.2) never spends it.

The restriction is a spell filter; the parts of a filter that are read here are
refusals.SPEND_ONLY_FIELDS, any other part is refused by name before the mana is ever made."""
from __future__ import annotations

from typing import Any

import attrs

from oraclec.compiler.ir import nodes as n

from ..select import Ctx, StackRef, matches, zone_owners
from ..state import StackItem


@attrs.frozen
class RestrictedMana:
    """One mana in a pool with a spending restriction: its symbol, the restriction (a spell
    filter, or "abilities"), and who made it from which source (whose choices the filter reads:
    "a creature spell of the chosen type", Pillar of Origins)."""

    symbol: str
    only: Any
    controller: int
    source: Any = None


@attrs.frozen
class Spending:
    """What a payment spends mana on: a spell (`obj` cast from `from_zone`) or an ability."""

    kind: str  # "spell" | "ability"
    obj: Any
    from_zone: str = ""


def may_spend(g, mana: RestrictedMana, spending: Spending | None) -> bool:
    """Whether this mana may be spent on this payment (CR 106.6)."""
    if spending is None:
        return False
    if mana.only == "abilities":
        return spending.kind == "ability"
    if spending.kind != "spell":
        return False
    return _spell_matches(g, mana.only, spending, Ctx(g, mana.controller, mana.source))


def _spell_matches(g, only, spending: Spending, ctx: Ctx) -> bool:
    if isinstance(only, n.AnyOf):
        return any(_spell_matches(g, f, spending, ctx) for f in only.filters)
    obj = spending.obj
    if only.zone and spending.from_zone != only.zone:
        return False
    if only.zone_owner and obj.owner not in zone_owners(only.zone_owner, ctx):
        return False
    probe = StackRef(StackItem(0, ctx.controller, obj, None, True))
    return matches(attrs.evolve(only, zone="", zone_owner=""), probe, ctx)


def add_restricted(g, pi: int, symbols, only, source) -> None:
    """Put mana with a restriction into player `pi`'s pool."""
    g.players[pi].restricted.extend(RestrictedMana(s, only, pi, source) for s in symbols)
