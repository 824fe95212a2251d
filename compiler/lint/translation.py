"""Translation check (codes X4xx): compile the English and the Japanese text of a card, compare
their IR ability by ability, and report each difference with the differing words in both texts.
The IR is language-neutral, so any difference is a difference in meaning (or a grammar bug)."""
from __future__ import annotations

import re
from functools import lru_cache

import attrs

from .. import ir
from ..ir import nodes as n
from ..ir.json import is_node
from ..tables import vocab
from .findings import Finding, Place, finding

MAX_PER_ABILITY = 3


def check(en, ja) -> list[Finding]:
    """Findings on the Japanese text (the translation), each pointing into the English one too."""
    if en.status == "failed" or ja.status == "failed":
        return []
    ea, ja_ = list(en.card.abilities), list(ja.card.abilities)
    src_en, src_ja = en.normalized.source, ja.normalized.source
    if len(ea) != len(ja_):
        if en.status != "ok" or ja.status != "ok":
            return []  # an unreadable line may hold several abilities: U100 says so already
        msg = f"the English text has {len(ea)} abilities, the Japanese text {len(ja_)}"
        return [finding("X402", msg, src_ja, (0, len(src_ja)), "ja",
                        related=[Place.of(src_en, (0, len(src_en)), "en")])]
    out = []
    for a, b in zip(ea, ja_):
        if isinstance(a, n.Unparsed) or isinstance(b, n.Unparsed):
            continue
        diffs: list = []
        _diff(a, b, (), a.span, b.span, diffs)
        for path, x, y, sx, sy in diffs[:MAX_PER_ABILITY]:
            out.append(_finding(path, x, y, sx, sy, src_en, src_ja))
    return out


def _diff(a, b, path, sa, sb, out) -> None:
    if is_node(a) and is_node(b) and type(a) is type(b):
        sa, sb = a.span or sa, b.span or sb
        for f in attrs.fields(type(a)):
            if f.name != "span":
                _diff(getattr(a, f.name), getattr(b, f.name), path + ((type(a).kind, f.name),), sa, sb, out)
        return
    if isinstance(a, (tuple, list)) and isinstance(b, (tuple, list)) and len(a) == len(b):
        for x, y in zip(a, b):
            _diff(x, y, path, sa, sb, out)
        return
    if is_node(a) or is_node(b) or isinstance(a, (tuple, list)) or isinstance(b, (tuple, list)):
        if _same(a, b):
            return
        out.append((path, a, b, getattr(a, "span", None) or sa, getattr(b, "span", None) or sb))
        return
    if a != b or type(a) is not type(b):
        out.append((path, a, b, sa, sb))


def _same(a, b) -> bool:
    try:
        return ir.to_json(a) == ir.to_json(b)
    except TypeError:
        return a == b


def _words(v) -> list[str]:
    if isinstance(v, (tuple, list)) and all(isinstance(x, str) for x in v):
        return list(v)
    return []


# what a reference means, in words (issue 19: a pronoun read as the card itself is the commonest
# translation error the IR can show)
_REFERENCES = {
    n.Self_: "the card itself",
    n.Found: "the card or token just put, found or made",
    n.Enchanted: "the enchanted permanent",
    n.Equipped: "the equipped creature",
    n.TriggerPlayer: "the player the trigger is about",
    n.You: "you",
}


def _show(v) -> str:
    if v is None or v == () or v == []:
        return "nothing"
    if isinstance(v, n.TriggerObject):
        return "the trigger's other object (dealt damage, blocked or blocking)" if v.role == "other" \
            else "the object the trigger is about"
    if isinstance(v, n.TargetRef):
        return f"target {v.index + 1}"
    if isinstance(v, n.It) and v.word == "sacrificed":
        return "the sacrificed object"
    if type(v) in _REFERENCES:
        return _REFERENCES[type(v)]
    if is_node(v):
        return type(v).kind.replace("_", " ")
    if isinstance(v, (tuple, list)):
        return ", ".join(_show(x) for x in v) or "nothing"
    if isinstance(v, bool):
        return "yes" if v else "no"
    return str(v)


def _where(path) -> str:
    keep = [f"{kind.replace('_', ' ')} {field.replace('_', ' ')}" for kind, field in path[-2:]]
    return " › ".join(keep)


def _finding(path, x, y, sx, sy, src_en: str, src_ja: str) -> Finding:
    wx, wy = _words(x), _words(y)
    only_en = [w for w in wx if w not in wy]
    only_ja = [w for w in wy if w not in wx]
    if (wx or wy) and (only_en or only_ja):
        parts = []
        if only_en:
            parts.append("the Japanese text lacks " + ", ".join(f"“{w}”" for w in only_en))
        if only_ja:
            parts.append("the English text lacks " + ", ".join(f"“{w}”" for w in only_ja))
        msg = "; ".join(parts) + f" ({_where(path)})"
        if only_en:  # the English words that the Japanese text lacks: point at them in the English
            sx = _narrow(src_en, sx, only_en[0])
        if only_ja:
            sy = _narrow(src_ja, sy, only_ja[0])
    else:
        msg = f"{_where(path)}: English says {_show(x)}, Japanese says {_show(y)}"
    sx = sx or (0, len(src_en))
    sy = sy or (0, len(src_ja))
    return finding("X401", msg, src_ja, sy, "ja", related=[Place.of(src_en, sx, "en")])


@lru_cache(maxsize=None)
def _surfaces(canon: str) -> tuple[str, ...]:
    words = {w for w, (_cat, c) in vocab.lookup().items() if c == canon}
    return tuple(sorted(words, key=len, reverse=True))


def _narrow(src: str, span, word: str):
    """The span of the word itself inside the node's span, when the text has it."""
    if span is None:
        return None
    a, b = span
    piece = src[a:b]
    for surface in _surfaces(word) or (word,):
        m = re.search(r"(?<![A-Za-z])" + re.escape(surface) + r"(?![A-Za-z])", piece, re.I) if surface.isascii() \
            else re.search(re.escape(surface), piece)
        if m:
            return (a + m.start(), a + m.end())
    return span
