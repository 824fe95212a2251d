"""Outdated wording (codes O2xx), in both languages: the old-wording table the normalizer uses
(tables/wordings.py), the card's own name where today's templates say "this creature"
(O210), and Japanese 「場合、」 for a condition that is not an intervening if (O209)."""
from __future__ import annotations

import re

from ..ir import nodes as n
from ..tables.wordings import CURRENT_ERA, NAME_CODE, NAME_SINCE, NARA_CODE, R_NARA, for_lang
from .findings import Finding, finding

THIS_EN = {"creature": "this creature", "instant": "this spell", "sorcery": "this spell", "artifact": "this artifact",
           "enchantment": "this enchantment", "land": "this land", "battle": "this battle"}
THIS_JA = {"creature": "このクリーチャー", "instant": "この呪文", "sorcery": "この呪文", "artifact": "このアーティファクト",
           "enchantment": "このエンチャント", "land": "この土地", "battle": "このバトル"}


def check(compiled, era: int = CURRENT_ERA) -> list[Finding]:
    out = _table(compiled, era)
    if era >= NAME_SINCE:
        out += _own_name(compiled)
    out += _nara(compiled, era)
    return out


def _overlaps(span, spans) -> bool:
    return any(span[0] < b and a < span[1] for a, b in spans)


def _table(compiled, era: int) -> list[Finding]:
    src, lang = compiled.normalized.source, compiled.lang
    out, taken = [], []
    for w in for_lang(lang):
        for m in w.rx().finditer(src):
            if _overlaps(m.span(), taken):
                continue
            new = w.replacement(m, era)
            if new is None or new == m.group(0):
                continue
            if w.code == "O202" and not _creature_subject(src, m.start(), compiled.card.types):
                continue  # "dies" is for creatures (and planeswalkers): a land still "is put into a graveyard"
            taken.append(m.span())
            if new:
                msg = f"outdated wording “{m.group(0)}”: today's wording is “{new}”"
            else:
                msg = f"outdated wording “{m.group(0)}”: today's text leaves it out"
            out.append(finding(w.code, msg, src, m.span(), lang, w.rule, new))
    return out


_SENTENCE_START = re.compile(r"[.。\n]")
_NOT_CREATURE = re.compile(r"\b(?:lands?|artifacts?|enchantments?|permanents?|cards?|auras?)\b|土地|アーティファクト|エンチャント|パーマネント|カード|オーラ", re.I)


def _creature_subject(src: str, at: int, types) -> bool:
    """Whether the sentence before `at` speaks of a creature (CR 700.4: only creatures and
    planeswalkers die)."""
    starts = [m.end() for m in _SENTENCE_START.finditer(src, 0, at)]
    subject = src[starts[-1] if starts else 0:at]
    if re.search(r"creature|クリーチャー", subject, re.I):
        return True
    return "creature" in types and not _NOT_CREATURE.search(subject)


def _own_name(compiled) -> list[Finding]:
    """Templates since 2024 (Duskmourn) call a nonlegendary card "this creature" / このクリーチャー."""
    card = compiled.card
    if "legendary" in card.supertypes or "planeswalker" in card.types:
        return []
    kind = next((t for t in ("creature", "instant", "sorcery", "artifact", "enchantment", "land", "battle")
                 if t in card.types), None)
    if kind is None:
        return []
    this = (THIS_EN if compiled.lang == "en" else THIS_JA)[kind]
    src = compiled.normalized.source
    out = []
    for note in compiled.normalized.notes:
        if note.kind != "self_name":
            continue
        msg = f"the card names itself (“{note.text}”): today's templates say “{this}”"
        out.append(finding(NAME_CODE, msg, src, note.span, compiled.lang,
                           "CR 201.5; templating since Duskmourn (2024)", this))
    return out


def _nara(compiled, era: int) -> list[Finding]:
    """A 「…場合、」 sentence that the parse did not make an intervening if (CR 603.4): today's
    Japanese writes such a condition with なら. In a triggered ability that is also a
    templating error: 場合 there reads as an intervening if, but it does not intervene (T302)."""
    if compiled.lang != "ja" or era < 2013:
        return []
    norm, src = compiled.normalized, compiled.normalized.source
    out = []
    for line in compiled.lines:
        if line.tree is None or line.unparsed is not None:
            continue
        ifs = sorted((t for t in line.tree.iter_subtrees() if t.data in ("if_sentence", "if_declare")),
                     key=lambda t: t.meta.start_pos)
        if not ifs:
            continue
        triggered = [a for a in line.abilities if isinstance(a, n.Triggered)]
        intervening = bool(triggered and triggered[0].intervening_if is not None)
        for i, t in enumerate(ifs):
            if intervening and i == 0:
                continue
            cond = t.children[0]
            start = getattr(getattr(cond, "meta", None), "end_pos", t.meta.start_pos)
            at = line.text.find("場合", start)
            if at < 0:
                continue
            span = norm.span(line.start + at, line.start + at + 2)
            if triggered:
                out.append(finding("T302", "「場合、」 marks an intervening if, but this condition comes after the "
                                   "trigger's first instruction and does not intervene: write 「なら、」",
                                   src, span, "ja", "CR 603.4", "なら"))
            else:
                out.append(finding(NARA_CODE, "outdated 「場合、」 for a condition that is not an intervening if: "
                                   "today's wording is 「なら、」", src, span, "ja", R_NARA, "なら"))
    return out
