"""Mana and tap symbols in every printed form, reduced to brace form: {T} {2} {R} {W/U} {B/P} {X}."""
from __future__ import annotations

import re

# Japanese symbol contents → canonical symbol letters.
JA_SYMBOL = {
    "白": "W", "青": "U", "黒": "B", "赤": "R", "緑": "G", "◇": "C", "Ｃ": "C",
    "Ｔ": "T", "T": "T", "Ｑ": "Q", "Q": "Q", "Ｘ": "X", "X": "X", "Ｙ": "Y", "Ｓ": "S", "氷": "S",
    "Φ": "P", "φ": "P", "Ｅ": "E", "E": "E",
}
_JA_SYM_CHARS = "".join(sorted(set(JA_SYMBOL))) + "0-9０-９"
# (Ｔ) (２) (赤) (白/青) (黒/Φ) (１０)
# Half-width parentheses only: full-width （白） is a keyword argument (プロテクション（白）).
JA_SYMBOL_RX = re.compile(r"\(([%s]+(?:/[%s]+)?)\)" % (_JA_SYM_CHARS, _JA_SYM_CHARS))

# Hybrid symbols printed without the slash in older text ({GU}, {2W}) → {G/U}, {2/W}.
HYBRID_NO_SLASH_RX = re.compile(r"\{([WUBRG2])([WUBRGP])\}")
HYBRID_SLASHED = r"{\1/\2}"

BRACE_RX = re.compile(r"\{([^{}\s]{1,5})\}")
COST_RX = re.compile(r"(?:\{[^{}\s]{1,5}\})+")

COLOR_OF_SYMBOL = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless"}


def ja_symbol(m: re.Match) -> str:
    inner = m.group(1).translate(str.maketrans("０１２３４５６７８９", "0123456789"))
    parts = [JA_SYMBOL.get(p, p) if not p.isdigit() else p for p in inner.split("/")]
    # a run like "ＴＱ" never occurs in one pair of parentheses; keep each char mapped
    parts = ["".join(JA_SYMBOL.get(c, c) for c in p) if not p.isdigit() else p for p in parts]
    return "{" + "/".join(parts) + "}"


def split_cost(text: str) -> tuple[str, ...]:
    """"{2}{R}{R}" → ("2", "R", "R")."""
    return tuple(s.upper() for s in BRACE_RX.findall(text))
