"""English normalizer: self-reference → `~`, other card names → ⟨n⟩, reminder text out,
old wordings → current ones (each noted for lint), lowercase."""
from __future__ import annotations

import re
from functools import lru_cache

from .common import Normalized, Rewriter
from .printed import layout_en
from .symbols import HYBRID_NO_SLASH_RX, HYBRID_SLASHED

SELF_PHRASES = r"this (?:creature|spell|permanent|card|artifact|enchantment|land|aura|equipment|planeswalker|token|vehicle|saga|battle|class|spacecraft|planet|emblem)\b"

# Current short forms, expanded to one canonical wording (not outdated: no lint note).
# (pattern, replacement, a string every match contains: see Rewriter.sub)
CANONICAL = [
    (r"\b[Yy]ou've\b", "you have", "ou've"),
    (r"\benters(?! the battlefield)\b", "enters the battlefield", "enter"),
    (r"\benter(?! the battlefield)\b(?= (?:as|tapped|with|under)\b|[,.])", "enter the battlefield", "enter"),
    # "to their owners' hands": each object goes to its own owner's; one wording for one meaning
    (r"\bowners' (hand|librar|graveyard|control)(?:s|ies)?\b",
     lambda m: "owner's " + ("library" if m.group(1) == "librar" else m.group(1)), "owners'"),
    (r"\bcontrollers' (untap step|upkeep)s?\b", lambda m: "controller's " + m.group(1), "controllers'"),
]
_NAME = r"[A-Z][\w'’-]*(?: (?:of|the|from|[A-Z][\w'’-]*))*"
# a title after a comma is part of the name: "a card named Garruk, Savage Herald"
_TITLED = r"%s(?:, (?:the )?[A-Z][\w'’-]*(?: (?:of|the|from|[A-Z][\w'’-]*))*)?" % _NAME
NAMED_RX = re.compile(r"(?<=\bnamed )(%s)(?: and (%s))?" % (_TITLED, _TITLED))
# "Partner with Blaring Recruiter": the rest of the line is the other card's name
PARTNER_WITH_RX = re.compile(r"(?m)(?<=^Partner with )[A-Z][^\n(]*?(?= ?(?:\(|$))")
# "I, II — Wings of Light — effect": the chapter's name is a label like an ability word
CHAPTER_NAME_RX = re.compile(r"(?m)(?<=[IV]) — [^—\n]+?(?= — )")
# a space the last rewrite of normalize() takes out is beside one of these (a cheap test first)
_SPACE_AT_EDGE = re.compile(r" [.,:\n]|\n | $|^ ")
REMINDER_RX = re.compile(r" ?\((?:[^()\"]|\"[^\"]*\")*\)")


@lru_cache(maxsize=1)
def _ability_word_rx() -> re.Pattern:
    from ..tables.vocab import ability_words

    words = "|".join(re.escape(en) for en, _ja in ability_words())
    return re.compile(r"(?m)^(?:%s) — " % words)


# Labels before " — " with rules meaning: these stay (the grammar reads them)
RULES_LABELS_EN = ("Max speed", "Exhaust", "Boast", "Forecast", "Companion", "To solve", "Solved", "Eminence",
                   "Renew", "Jump", "Will of the Planeswalkers", "Choose", "Descend", "Level", "Station")


@lru_cache(maxsize=1)
def _flavor_word_rx() -> re.Pattern:
    """A flavor word ("Probing Telepathy — Whenever …", "Eukrasia — Whenever …", CR 207.2d): a name of
    one to seven words with no rules meaning before an ability; not a keyword, chapter or rules label.
    (A keyword with a dash is written without spaces, "Ward—Pay 2 life"; those written with them,
    like "Boast — {1}: …", are rules labels.)"""
    from ..tables import keywords

    keep = sorted({re.escape(k) for k in keywords.by_surface() if k[:1].isascii()} | {re.escape(w) for w in RULES_LABELS_EN},
                  key=len, reverse=True)
    return re.compile(r"(?mi)^(?!(?:%s)\b)(?![IVX]+(?:, [IVX]+)* — )[A-Z][\w'’,-]*(?: [\w'’,-]+){0,6}!? — (?=[A-Z{\[+-])"
                      % "|".join(keep))


def self_names(name: str) -> list[str]:
    names = [name]
    if ", " in name:  # legendary "Chandra, the Firebrand" is also "Chandra"
        names.append(name.split(", ")[0])
    return [n for n in names if n]


def normalize(text: str, name: str = "") -> Normalized:
    r = Rewriter(text)
    r.sub(HYBRID_NO_SLASH_RX, HYBRID_SLASHED)
    r.translate({"\u2212": "-", "’": "'", "“": '"', "”": '"', "\u2014": "—", "\r": " "})
    layout_en(r, name)

    # a loyalty cost printed without its brackets ("+1: …", "−2: …"): the same cost as "[+1]: …"
    r.sub(r"(?m)^([+-]\d+|0)(?=: )", lambda m: f"[{m.group(1)}]", needle=": ")
    r.take_out("reminder", REMINDER_RX, needle="(")
    if " — " in r.text:  # (most texts have none: skip the searches)
        r.take_out("ability_word", _ability_word_rx())
        r.take_out("flavor_word", _flavor_word_rx())
        r.take_out("chapter_name", CHAPTER_NAME_RX)
    r.apply_wordings("en")
    for pat, new, needle in CANONICAL:
        r.sub(pat, new, needle=needle)
    for n in sorted(self_names(name), key=len, reverse=True):
        r.replace_literal("self_name", n, "~")
    r.sub(SELF_PHRASES, "~", re.IGNORECASE, needle="his ")
    r.sub(NAMED_RX, lambda m: " and ".join(r.placeholder(g) for g in m.groups() if g), needle="named ")
    r.sub(PARTNER_WITH_RX, lambda m: r.placeholder(m.group(0)), needle="Partner with ")
    # '… token with "This creature can't block." Then …': a sentence ended inside the quotes, and the
    # next one begins after them (a capital letter): the quoted ability ends its sentence too
    r.sub(r'(?<=[.!])" (?=[A-Z~])', '". ', needle='" ')
    r.sub_same_length(r"\{[^{}]*\}|[A-Z]+", lambda m: m.group(0) if m.group(0)[0] == "{" else m.group(0).lower())
    r.sub(r'(?m)(?<=[.!])"$', '".', needle='"')  # 'has "… this creature."' ends its sentence inside the quotes
    if "\t" in r.text or "  " in r.text:
        r.sub(r"[ \t]*\t[ \t]*| {2,}", " ")  # (single spaces stay: no offsets rebuilt for them)
    if _SPACE_AT_EDGE.search(r.text):
        r.sub(r" +(?=[.,:])|(?<=\n) +| +(?=\n)|^ +| +$", "")
    # "~ deals 3 damage to any target.\nMorbid — ~ deals 5 damage instead if …", "Add {B}{B}{B}.\n
    # Threshold — Add {B}{B}{B}{B}{B} instead if …", "… If …, instead destroy …": a line (its ability
    # word taken out) that replaces what the line before does is part of that line (not "If ~ would
    # die, exile it instead": a replacement effect of its own; nor a triggered or activated ability,
    # whose "instead" is its own)
    r.sub(r"(?<=\.)\n(?=(?![^\n]*\bwould\b)(?!(?:when|whenever|at|as)\b)(?:[^\n•:]*\binstead if\b|if [^\n•:]*\binstead\b)[^\n]*$)",
          " ", re.MULTILINE, needle="instead")
    return r.result()
