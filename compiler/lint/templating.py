"""Templating checks (codes T3xx): reminder text that contradicts its keyword, a target word
with no target, Japanese numeral style, unbalanced quotes and brackets. (The intervening-if
placement check, T302, lives with the 場合 check in wording.py: both read the same parse.)"""
from __future__ import annotations

import re

from .. import ir
from ..ir import nodes as n
from .findings import Finding, finding

_EN_NUM = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten".split())}
_FULL = str.maketrans("0123456789", "０１２３４５６７８９")
_HALF = str.maketrans("０１２３４５６７８９＋－Ｘ／", "0123456789+-X/")


def check(compiled) -> list[Finding]:
    out = _reminder_numbers(compiled)
    out += _target_words(compiled)
    if compiled.lang == "ja":
        out += _ja_numerals(compiled)
    out += _brackets(compiled)
    return out


# ------------------------------------------------------------------ T301
_COUNTER_PT = re.compile(r"[+-]\d+/[+-]\d+(?= ?(?:counters?|カウンター))|[＋－][０-９]+／[＋－][０-９]+(?=カウンター)")
_SYMBOLS = re.compile(r"\{[^{}]*\}|[（(][^（）()]{1,3}[）)]")
_EN_COUNT = re.compile(r"\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b|\ban? (?=~ +counter)", re.I)
_JA_COUNT = re.compile(r"([0-9０-９]+)")


def _numbers(text: str, lang: str) -> list[tuple[int, int, int]]:
    """(value, start, end) of the counts in a reminder text (counter names and mana symbols left out)."""
    blank = lambda m: " " * len(m.group(0))  # noqa: E731  (keep offsets)
    # "a +1/+1 counter" counts one: keep the article, blank the counter's name
    t = _SYMBOLS.sub(blank, _COUNTER_PT.sub(lambda m: "~" + " " * (len(m.group(0)) - 1), text))
    out = []
    for m in (_EN_COUNT if lang == "en" else _JA_COUNT).finditer(t):
        word = (m.group(1) or "a").lower().translate(_HALF)
        value = 1 if word in ("a", "an") else _EN_NUM.get(word, None)
        if value is None:
            value = int(word)
        out.append((value, m.start(), m.end() if m.group(1) else m.start() + len(m.group(0).rstrip())))
    return out


def _reminder_numbers(compiled) -> list[Finding]:
    src = compiled.normalized.source
    lines_of = {}
    for line in compiled.lines:
        for ab in line.abilities:
            if isinstance(ab, n.KeywordAbility) and ab.args and isinstance(ab.args[0], int) and not isinstance(ab.args[0], bool):
                lines_of.setdefault(src.count("\n", 0, line.span[0]), []).append(ab)
    out = []
    for note in compiled.normalized.notes:
        if note.kind != "reminder":
            continue
        kws = lines_of.get(src.count("\n", 0, note.span[0]), [])
        if len(kws) != 1:
            continue
        want = kws[0].args[0]
        nums = _numbers(note.text, compiled.lang)
        if not nums or any(v == want for v, _a, _b in nums):
            continue
        v, a, b = nums[0]
        shown = str(want).translate(_FULL) if compiled.lang == "ja" else str(want)
        span = (note.span[0] + a, note.span[0] + b)
        said = src[span[0]:span[1]].strip()
        msg = f"the reminder text says “{said}” where {kws[0].keyword} {want} means {want}"
        out.append(finding("T301", msg, src, span, compiled.lang, suggestion=shown))
    return out


# ------------------------------------------------------------------ T303
_EN_TARGET = re.compile(r"(?<!the )(?<!new )\btargets?\b(?! of\b)")
_JA_TARGET = re.compile(r"を対象と(?:する|し)")


def _target_words(compiled) -> list[Finding]:
    src, out = compiled.normalized.source, []
    rx = _EN_TARGET if compiled.lang == "en" else _JA_TARGET
    for line in compiled.lines:
        if line.unparsed is not None or not line.abilities:
            continue
        m = rx.search(line.text)
        if m is None:
            continue
        if any(isinstance(x, (n.Target, n.TargetRef, n.AnyTarget)) for ab in line.abilities for x in ir.walk(ab)):
            continue
        if any(isinstance(ab, n.KeywordAbility) for ab in line.abilities):
            continue  # hexproof's long form, ward …: the word is about other spells' targets
        span = compiled.normalized.span(line.start + m.start(), line.start + m.end())
        out.append(finding("T303", f"“{src[span[0]:span[1]]}” but the ability chooses no target", src, span,
                           compiled.lang))
    return out


# ------------------------------------------------------------------ T304
_HALF_COUNT = re.compile(r"(?<![0-9０-９+\-/{(（＋－／])([0-9]+)(?=点|体|枚|個|つ|人|回|色)")
_FULL_PT = re.compile(r"[＋－+\-]?[０-９Ｘ]+[／/][＋－+\-]?[０-９Ｘ]+|[＋－][0-9０-９]+/[＋－][0-9０-９]+")


def _ja_numerals(compiled) -> list[Finding]:
    src, out = compiled.normalized.source, []
    for m in _HALF_COUNT.finditer(src):
        full = m.group(1).translate(_FULL)
        out.append(finding("T304", f"a count is written with full-width digits in Japanese: “{full}”", src, m.span(1),
                           "ja", suggestion=full))
    for m in _FULL_PT.finditer(src):
        half = m.group(0).translate(_HALF)
        if half == m.group(0):
            continue
        out.append(finding("T304", f"power/toughness is written with half-width characters in Japanese: “{half}”", src,
                           m.span(), "ja", suggestion=half))
    return out


# ------------------------------------------------------------------ T305
_PAIRS = {")": "(", "）": "（", "」": "「", "》": "《", "]": "[", "］": "［", "}": "{", "”": "“", "』": "『"}
_OPEN = set(_PAIRS.values())
_WIDTH = {"(": "（", "（": "(", "[": "［", "［": "["}


def _brackets(compiled) -> list[Finding]:
    src, out = compiled.normalized.source, []
    stack: list[tuple[str, int]] = []
    quote = None  # position of an open straight double quote
    for i, ch in enumerate(src):
        if ch == '"':
            quote = i if quote is None else None
        elif ch in _OPEN:
            stack.append((ch, i))
        elif ch in _PAIRS:
            if stack and stack[-1][0] == _PAIRS[ch]:
                stack.pop()
            elif stack and _WIDTH.get(stack[-1][0]) == _PAIRS[ch]:  # 「(…）」: a pair of two widths
                opener, at = stack.pop()
                want = next(k for k, v in _PAIRS.items() if v == opener)
                out.append(finding("T305", f"“{opener}” is closed by “{ch}”: the pair should match", src, (i, i + 1),
                                   compiled.lang, suggestion=want))
            else:
                want = f"an opening “{_PAIRS[ch]}”"
                out.append(finding("T305", f"“{ch}” closes nothing: {want} is missing", src, (i, i + 1), compiled.lang))
    for ch, i in stack:
        close = next(k for k, v in _PAIRS.items() if v == ch)
        out.append(finding("T305", f"“{ch}” is never closed: “{close}” is missing", src, (i, i + 1), compiled.lang))
    if quote is not None:
        out.append(finding("T305", "this quotation mark is never closed", src, (quote, quote + 1), compiled.lang))
    return out
