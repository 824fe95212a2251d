"""Type lines and P/T of a card record → canonical types, subtypes, supertypes."""
from __future__ import annotations

import re

from .ir import nodes as n
from .tables import vocab

# Types that only appear in type lines (Planechase, Conspiracy, the World supertype), never in rules
# text: kept out of the grammars' word tables; the Japanese names read as the English ones.
# 「部族インスタント」: tribal's printed name before 同族 (and before kindred in English), run into the type
TYPE_LINE_ONLY_JA = {"次元": "plane", "現象": "phenomenon", "策略": "conspiracy", "ワールド": "world", "部族": "tribal"}


def parse_type_line(type_line: str, lang: str) -> tuple[tuple, tuple, tuple]:
    if not type_line:
        return (), (), ()
    parts = re.split(r"\s*[—―-]{1,2}\s*", type_line, maxsplit=1) if lang == "en" else re.split(r"\s*[―—]\s*", type_line, maxsplit=1)
    main = parts[0]
    sub = parts[1] if len(parts) > 1 else ""
    types, supertypes, subtypes = [], [], []
    words = main.split() if lang == "en" else [w for w in re.split(r"[・\s]|(?<=伝説の)|(?<=基本)|(?<=氷雪)|(?<=^部族)|(?<=^同族)", main) if w]
    for w in words:
        got = vocab.canonical(w)
        if got and got[0] == "type":
            types.append(got[1])
        elif got and got[0] == "supertype":
            supertypes.append(got[1])
        else:
            types.append(w.lower() if lang == "en" else TYPE_LINE_ONLY_JA.get(w, w))
    for w in (sub.split() if lang == "en" else re.split(r"[・･\s]", sub)):
        if not w.strip("-—―‐"):  # 「クリーチャー ― - ホラー」: a stray dash is no subtype
            continue
        got = vocab.canonical(w)
        subtypes.append(got[1] if got and got[0] == "subtype" else w)
    return tuple(sorted(types)), tuple(sorted(subtypes)), tuple(sorted(supertypes))


def old_subtypes(type_line: str | None, lang: str) -> list[dict]:
    """Diagnostics for creature types a type update replaced (tables/subtype_renames.tsv)."""
    out = []
    for old_en, old_ja, new in vocab.renamed_subtypes():
        old = old_en if lang == "en" else old_ja
        at = (type_line or "").find(old)
        if at >= 0:
            out.append({"code": "old-subtype", "type_line_span": [at, at + len(old)], "text": old,
                        "message": f"creature type “{old}” is now “{new}” (Oracle type update); compiled as {new}"})
    return out


def _stat(s: str):
    s = s.strip()
    return int(s) if s.lstrip("+-").isdigit() else s


def parse_pt(pt: str | None, types) -> tuple:
    """(power, toughness, loyalty)."""
    if not pt:
        return None, None, None
    if "/" in pt:
        p, t = pt.split("/", 1)
        return _stat(p), _stat(t), None
    if "planeswalker" in types:
        return None, None, _stat(pt)
    return None, None, None


# CR 305.6: the basic land types and the mana ability each one gives a land
BASIC_LAND_MANA = (("Plains", "W"), ("Island", "U"), ("Swamp", "B"), ("Mountain", "R"), ("Forest", "G"))


def intrinsic_abilities(types, subtypes) -> tuple:
    """A land with a basic land type has "{T}: Add [its mana symbol]." for each (CR 305.6), printed
    or not (Oracle prints it as reminder text, Japanese printings not at all), in WUBRG order. The
    cost is the tap symbol as a TapCost (what the runtime taps for mana when paying costs)."""
    if "land" not in types:
        return ()
    return tuple(n.Activated((n.TapCost(),), n.AddMana(symbols=(sym,)))
                 for land_type, sym in BASIC_LAND_MANA if land_type in subtypes)


def same_mana_ability(a, b) -> bool:
    """`a` and `b` are the same "{T}: Add …" ability, the tap written as TapCost or as the {T}
    mana symbol (the grammar reads a printed "{T}:" as ManaCost(("T",)))."""
    def plain(x):
        if not isinstance(x, n.Activated):
            return None
        cost = tuple(n.TapCost() if c == n.ManaCost(("T",)) else c for c in x.cost)
        return (cost, x.effect, x.targets, x.restrictions)
    return plain(a) is not None and plain(a) == plain(b)


_ENCHANTED = re.compile(r"\benchanted (creature|land|artifact|permanent|planeswalker|enchantment)\b"
                        r"|エンチャント(?:して|されて)いる(クリーチャー|土地|アーティファクト|パーマネント|プレインズウォーカー|エンチャント)")
_ENCHANTED_JA = {"クリーチャー": "creature", "土地": "land", "アーティファクト": "artifact", "パーマネント": "permanent",
                 "プレインズウォーカー": "planeswalker", "エンチャント": "enchantment"}


def implied_enchant(abilities: list, subtypes, text: str) -> list:
    """Auras printed before Ninth Edition (2005) said what they enchant in the type line ("Enchant
    Creature", 「エンチャント（クリーチャー）」), not with the enchant keyword (CR 702.5): an Aura
    whose text has no enchant keyword enchants what its text calls enchanted."""
    if "Aura" not in subtypes or any(isinstance(a, n.KeywordAbility) and a.keyword == "enchant" for a in abilities):
        return abilities
    m = _ENCHANTED.search(text)
    if m is None:
        return abilities
    kind = m.group(1) or _ENCHANTED_JA[m.group(2)]
    return [n.KeywordAbility("enchant", (n.Filter(types=(kind,)),))] + abilities
