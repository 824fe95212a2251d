"""Types, supertypes, colors, counters, steps and subtypes: surface word → canonical name."""
from __future__ import annotations

from functools import lru_cache
from importlib import resources

CARD_TYPES = {
    # canonical: (english singular, english plural, japanese)
    "artifact": ("artifact", "artifacts", "アーティファクト"),
    "creature": ("creature", "creatures", "クリーチャー"),
    "enchantment": ("enchantment", "enchantments", "エンチャント"),
    "land": ("land", "lands", "土地"),
    "planeswalker": ("planeswalker", "planeswalkers", "プレインズウォーカー"),
    "instant": ("instant", "instants", "インスタント"),
    "sorcery": ("sorcery", "sorceries", "ソーサリー"),
    "battle": ("battle", "battles", "バトル"),
    "tribal": ("tribal", "tribals", "同族"),
}
# Words that select objects without being card types.
OBJECT_NOUNS = {
    "permanent": ("permanent", "permanents", "パーマネント"),
    "spell": ("spell", "spells", "呪文"),
    "card": ("card", "cards", "カード"),
    "token": ("token", "tokens", "トークン"),
    "player": ("player", "players", "プレイヤー"),
    "opponent": ("opponent", "opponents", "対戦相手"),
    "source": ("source", "sources", "発生源"),
}
SUPERTYPES = {
    "legendary": ("legendary", "伝説の"),
    "basic": ("basic", "基本"),
    "snow": ("snow", "氷雪"),
}
COLORS = {
    "white": ("white", "白"),
    "blue": ("blue", "青"),
    "black": ("black", "黒"),
    "red": ("red", "赤"),
    "green": ("green", "緑"),
    "colorless": ("colorless", "無色"),
}
STEPS = {
    "upkeep": ("upkeep", "アップキープ"),
    "draw": ("draw step", "ドロー・ステップ"),
    "end": ("end step", "終了ステップ"),
    "combat": ("combat", "戦闘"),
    "end_of_combat": ("end of combat", "戦闘終了"),
    "precombat_main": ("precombat main phase", "戦闘前メイン・フェイズ"),
}


def counters() -> tuple[tuple[str, str], ...]:
    """(english, japanese) counter names, one row per Japanese form (counters.tsv)."""
    text = resources.files(__package__).joinpath("counters.tsv").read_text(encoding="utf-8")
    return tuple(tuple(line.split("\t")) for line in text.splitlines() if line and not line.startswith("#"))


COUNTERS_JA = {"+1/+1": "+1/+1", "-1/-1": "-1/-1", **{ja: en for en, ja in counters()}}
COUNTERS_EN = frozenset(en for en, _ja in counters())
NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fifteen": 15,
    "twenty": 20, "another": 1,
}
IRREGULAR_PLURALS = {"Elf": "Elves", "Wolf": "Wolves", "Dwarf": "Dwarves", "Werewolf": "Werewolves",
                     "Fungus": "Fungi", "Octopus": "Octopi", "Mouse": "Mice", "Ox": "Oxen",
                     "Sphinx": "Sphinxes", "Fox": "Foxes", "Plains": "Plains", "Cyclops": "Cyclopes",
                     "Homunculus": "Homunculi", "Jellyfish": "Jellyfish", "Sheep": "Sheep",
                     "Moonfolk": "Moonfolk", "Kithkin": "Kithkin", "Merfolk": "Merfolk"}


def plural(word: str) -> str:
    if word in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[word]
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


@lru_cache(maxsize=None)
def subtypes() -> tuple[tuple[str, str], ...]:
    """(english, japanese) for every subtype in subtypes.tsv."""
    rows = []
    text = resources.files(__package__).joinpath("subtypes.tsv").read_text(encoding="utf-8")
    for line in text.splitlines():
        if line and not line.startswith("#"):
            en, ja = line.split("\t")
            rows.append((en, ja))
    return tuple(rows)


@lru_cache(maxsize=None)
def renamed_subtypes() -> tuple[tuple[str, str, str], ...]:
    """(old english, old japanese, today's subtype) from subtype_renames.tsv: an old creature
    type compiles to today's, so cards printed before and after a type update agree."""
    text = resources.files(__package__).joinpath("subtype_renames.tsv").read_text(encoding="utf-8")
    return tuple(tuple(line.split("\t")) for line in text.splitlines() if line and not line.startswith("#"))


def subtype_surfaces() -> tuple[tuple[str, str], ...]:
    """(english, japanese) for every word read as a subtype: today's and renamed ones."""
    return subtypes() + tuple((old_en, old_ja) for old_en, old_ja, _new in renamed_subtypes())


@lru_cache(maxsize=None)
def ability_words() -> tuple[tuple[str, str], ...]:
    """(english, japanese) ability words: labels without rules meaning (CR 207.2c)."""
    text = resources.files(__package__).joinpath("ability_words.tsv").read_text(encoding="utf-8")
    return tuple(tuple(line.split("\t")) for line in text.splitlines() if line and not line.startswith("#"))


@lru_cache(maxsize=None)
def lookup() -> dict[str, tuple[str, str]]:
    """Every surface word (both languages, lowercased English) → (category, canonical)."""
    out: dict[str, tuple[str, str]] = {}
    for en, ja in subtypes():
        out[en.lower()] = ("subtype", en)
        out[plural(en).lower()] = ("subtype", en)
        out[ja] = ("subtype", en)
    for old_en, old_ja, new in renamed_subtypes():
        out[old_en.lower()] = out[plural(old_en).lower()] = out[old_ja] = ("subtype", new)
    for canon, (sg, pl, ja) in {**CARD_TYPES, **OBJECT_NOUNS}.items():
        out[sg] = out[pl] = out[ja] = ("type", canon)
    for canon, (en, ja) in SUPERTYPES.items():
        out[en] = out[ja] = ("supertype", canon)
    for canon, (en, ja) in COLORS.items():
        out[en] = out[ja] = ("color", canon)
    return out


def canonical(word: str) -> tuple[str, str] | None:
    return lookup().get(word.lower() if word.isascii() else word)


def number(word: str) -> int | None:
    w = word.lower()
    if w.isdigit():
        return int(w)
    return NUMBER_WORDS.get(w)
