"""Card definitions the runtime plays: a name and a compiled IR card, nothing else.

Definitions come from compiled IR JSON (no reparsing), from the embedded corpus compiled in
either language, or from inline text."""
from __future__ import annotations

from typing import Any

import attrs

from oraclec.compiler import ir
from oraclec.compiler.ir import nodes as n

COLOR_OF = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


@attrs.frozen
class CardDef:
    name: str
    card: Any  # n.CardIR
    fixed_colors: Any = None  # tokens: the colors their creating effect names
    # a transforming double-faced card: its other face (a CardDef with no `back` of its own); None
    # for a card with one face, or whose other face is not among the definitions (CR 701.28, 712)
    back: Any = attrs.field(default=None, eq=False, repr=False)

    @property
    def abilities(self) -> tuple:
        return self.card.abilities

    @property
    def types(self) -> tuple:
        return self.card.types

    @property
    def subtypes(self) -> tuple:
        return self.card.subtypes

    @property
    def supertypes(self) -> tuple:
        return self.card.supertypes

    @property
    def mana_cost(self) -> tuple:
        return tuple(self.card.mana_cost or ())

    @property
    def colors(self) -> tuple:
        if self.fixed_colors is not None:
            return tuple(self.fixed_colors)
        if any(getattr(ab, "keyword", None) == "devoid" for ab in self.card.abilities):
            return ()  # devoid: colorless in every zone (CR 702.114a, a characteristic-defining ability)
        cols = set()
        for sym in self.mana_cost:
            for part in sym.split("/"):
                if part in COLOR_OF:
                    cols.add(COLOR_OF[part])
        return tuple(sorted(cols))

    @property
    def mana_value(self) -> int:
        total = 0
        for sym in self.mana_cost:
            if sym.isdigit():
                total += int(sym)
            elif sym != "X":
                total += 1
        return total

    def is_permanent_card(self) -> bool:
        return bool({"artifact", "creature", "enchantment", "land", "planeswalker"} & set(self.types))

    @classmethod
    def from_json(cls, name: str, ir_json: dict) -> "CardDef":
        card = ir.from_json(ir_json)
        if not isinstance(card, n.CardIR):
            raise ValueError(f"{name}: not a card IR")
        return cls(name, card)


def _turns_over(card) -> bool:
    """Whether a face's own text turns it over: "transform ~" (CR 701.28), "return it to the
    battlefield transformed" (a Saga's last chapter, CR 712.14), daybound, nightbound (CR 702.145),
    disturb (cast transformed, CR 702.146a)."""
    return any((isinstance(x, n.Transform) and isinstance(x.what, n.Self_))
               or (isinstance(x, n.Move) and x.transformed and isinstance(x.what, n.Self_))
               or (isinstance(x, n.KeywordAbility) and x.keyword in ("daybound", "nightbound", "disturb")) for x in ir.walk(card))


def missing_other_face(d: CardDef) -> bool:
    """A face its own text turns over whose other face is not linked, or is linked but holds
    parts the runtime does not play (its text did not compile, …): it cannot be played."""
    if not _turns_over(d.card):
        return False
    from .playable import card_missing

    return d.back is None or bool(card_missing(d.back.card))


def with_other_face(front: CardDef, other: CardDef | None, layout: str | None) -> CardDef:
    """`front` linked to its other face when the two are the faces of a transforming double-faced
    card: the source says so (layout "transform"), or it does not say and one of the two faces'
    own text turns it over (a card its own text transforms has a back face). The faces of a
    modal double-faced, split or adventure card are not linked: they never transform (CR 701.28c)."""
    if other is None or not (layout == "transform" or (layout is None and (
            _turns_over(front.card) or _turns_over(other.card)))):
        return front
    return attrs.evolve(front, back=attrs.evolve(other, back=None))


def basic_land(name: str) -> CardDef:
    """A basic land: no rules text; its mana ability comes from its land type (CR 305.6), as
    when a land is compiled (typeline.intrinsic_abilities)."""
    from oraclec.compiler.typeline import intrinsic_abilities

    types, subtypes = ("land",), (name,)
    return CardDef(name, n.CardIR(intrinsic_abilities(types, subtypes), types, subtypes, ("basic",)))


def token_def(spec: n.CreateToken) -> CardDef:
    """The definition of a token a CreateToken effect makes."""
    # its keywords, then its quoted abilities (CR 111.4: the abilities the effect gives it)
    kws = tuple(n.KeywordAbility(k) for k in spec.keywords) + tuple(spec.abilities)
    name = " ".join(list(spec.subtypes) + ["Token"])
    types = tuple(sorted(set(spec.types) | {"creature"})) if "artifact" in spec.types or not spec.types else spec.types
    card = n.CardIR(kws, types, spec.subtypes, (), spec.power, spec.toughness, None, None)
    return CardDef(name, card, tuple(spec.colors))
