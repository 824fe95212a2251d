"""The pipeline for one card face in one language:
normalize → tokenize → parse (per line) → build (AST → IR) → finish (canonical IR).

A line that fails at any stage becomes an `Unparsed` node with its span, its text and what
the parser expected; the other lines still compile. Status: `ok` (no Unparsed anywhere),
`partial` (some abilities compiled), `failed` (none did)."""
from __future__ import annotations

import re
from typing import Any

import attrs

from . import bands, grammars, ir
from .build import BuildError, Builder
from .finish import finish_line
from .ir import nodes as n
from .normalize import Normalized, normalize
from .normalize.symbols import split_cost
from .parse import ParseFailure, parse_line
from .typeline import implied_enchant, intrinsic_abilities, old_subtypes, same_mana_ability, parse_pt, parse_type_line


@attrs.frozen
class Line:
    """One ability line: where it is, its parse tree, what it became."""

    span: tuple[int, int]
    text: str  # normalized text
    tree: Any = None
    abilities: tuple = ()
    unparsed: Any = None
    error_span: tuple[int, int] | None = None  # original-text span of the token the parser stopped at
    start: int = 0  # where the line starts in the normalized text


@attrs.frozen
class Compiled:
    name: str
    lang: str
    status: str
    card: n.CardIR
    lines: tuple[Line, ...]
    normalized: Normalized
    diagnostics: tuple[dict, ...] = ()

    @property
    def unparsed(self) -> list[n.Unparsed]:
        return [l.unparsed for l in self.lines if l.unparsed is not None]

    def record(self) -> dict:
        """The JSONL output record of `oraclec compile`."""
        return {
            "name": self.name,
            "lang": self.lang,
            "status": self.status,
            "ir": ir.to_json(self.card),
            "unparsed": [
                {"span": list(u.span or (0, 0)), "text": u.text, "expected": list(u.expected), "reason": u.reason}
                for u in self.unparsed
            ],
            "diagnostics": list(self.diagnostics),
        }


# a result table's row ("1—9 | …", 「1-9｜…」, CR 706.2) and a die roll it follows
_RESULT_ROW = re.compile(r"^\d+(?:[—-]\d+|\+|以下)?\s?[|｜]")
_ROLL = re.compile(r"\broll|振")


def split_lines(text: str) -> list[tuple[int, int]]:
    """Ability lines of normalized text as (start, end); bullet lines join the line above, and so
    do the rows of a result table the line above's die roll reads."""
    spans: list[list[int]] = []
    pos = 0
    for raw in text.split("\n"):
        a, b = pos, pos + len(raw)
        pos = b + 1
        if not raw.strip():
            continue
        if spans and (raw.lstrip().startswith("•") or (
                _RESULT_ROW.match(raw.lstrip()) and _ROLL.search(text[spans[-1][0]:spans[-1][1]]))):
            spans[-1][1] = b
        else:
            spans.append([a, b])
    return [(a, b) for a, b in spans]


def compile_text(text: str, lang: str, name: str = "", type_line: str = "", pt: str | None = None,
                 name_for_output: str | None = None, mana_cost: str | None = None,
                 line_cache: dict | None = None, whole_card: bool = False) -> Compiled:
    """`line_cache` (whole databases only): a line compiled once is not parsed again. What a line
    compiles to depends only on its normalized text, the language, whether the card is an instant
    or sorcery, and the other cards' names it holds (with the English names they stand for); the
    cached abilities keep the spans of the card that first had the line (the database output writes no spans; explain and lint, which
    show spans, never pass a cache)."""
    text = text or ""
    # build the parser first: a broken grammar is a crash, never a card that "did not parse"
    (grammars.en_parser if lang == "en" else grammars.ja_parser)()
    norm = normalize(text, lang, name)
    types, subtypes, supertypes = parse_type_line(type_line, lang)
    spell_card = bool({"instant", "sorcery"} & set(types))
    lines, abilities, diagnostics = [], [], []
    band_at: dict[int, dict] = {}  # index in `abilities` of a band's placeholder → the band being read
    current: dict | None = None
    line_spans = split_lines(norm.text)
    for a, b in line_spans:
        line_text = norm.text[a:b].replace("\n", " ")
        head = bands.header(line_text, lang)
        if head is not None:  # "LEVEL 1-4" / 「Lv1-4：」 / 「8+｜飛行」: the lines after it are the band's
            current = {"head": head, "pt": None, "abilities": [], "line": len(lines)}
            band_at[len(abilities)] = current
            abilities.append(None)
            lines.append(Line(norm.span(a, b), line_text, start=a))
            if head.rest < len(line_text.rstrip()):
                a = a + head.rest
                line_text = norm.text[a:b].replace("\n", " ")
            else:
                continue
        elif (got_pt := bands.pt_line(line_text)) is not None:
            lines.append(Line(norm.span(a, b), line_text, start=a))
            if current is not None and current["pt"] is None:
                current["pt"] = got_pt
                continue
            if current is None and pt and bands.pt_line(pt) == got_pt:
                continue  # the printed P/T restated before the first band (Japanese levelers)
            if current is None and not pt and any(bands.header(norm.text[c:d].replace("\n", " "), lang) is not None
                                                  for c, d in line_spans if c > a):
                continue  # the same with no printed P/T given beside the text: it is that P/T (not the IR's)
            span = norm.span(a, b)
            u = n.Unparsed(text[span[0]:span[1]], (), "a P/T line outside a level or station band", span=span)
            lines[-1] = attrs.evolve(lines[-1], unparsed=u)
            abilities.append(u)
            continue
        # (the names with the English names they stand for now: what the builder reads, names.to_canonical)
        key = (lang, line_text, spell_card, _canonical(norm.names) if "⟨" in line_text else ()) \
            if line_cache is not None else None
        hit = line_cache.get(key) if key is not None else None
        if hit is not None:
            line = Line(norm.span(a, b), line_text, abilities=hit, start=a)
        else:
            line = _compile_line(text, norm, a, b, line_text, lang, spell_card)
            if key is not None and line.unparsed is None and len(line_cache) < LINE_CACHE_LIMIT:
                line_cache[key] = line.abilities
        joined = _joined_with_previous(text, norm, line, lines, abilities, b, lang, spell_card) if current is None else None
        if joined is not None:  # the line before and this one are one spell ability
            lines[-1] = attrs.evolve(lines[-1], abilities=joined.abilities)
            abilities[-1:] = list(joined.abilities)
            line = attrs.evolve(line, unparsed=None, abilities=())
        lines.append(line)
        if line.unparsed is None and current is not None:
            current["abilities"].extend(line.abilities)
        else:
            abilities.extend(line.abilities if line.unparsed is None else [line.unparsed])
    for i, band in band_at.items():
        h = band["head"]
        p, t = band["pt"] or (None, None)
        abilities[i] = n.Band(h.counter, h.low, h.high, p, t, tuple(keywords_in_order(band["abilities"])))
        lines[band["line"]] = attrs.evolve(lines[band["line"]], abilities=(abilities[i],))
    for note in norm.notes:
        if note.kind == "old_wording":
            diagnostics.append({"code": "old-wording", "span": list(note.span), "text": note.text,
                                "message": note.detail})
    diagnostics += old_subtypes(type_line, lang)
    power, toughness, loyalty = parse_pt(pt, types)
    cost = split_cost(mana_cost) if mana_cost else None
    # a prototype is printed first in English and as a second face at the end in Japanese: one place
    abilities = [x for x in abilities if _is_prototype(x)] + [x for x in abilities if not _is_prototype(x)]
    # the status says how the text compiled; the abilities a land's types give it are added after
    bad = [x for x in abilities if isinstance(x, n.Unparsed)]
    n_text = len(abilities)
    intrinsic = intrinsic_abilities(types, subtypes)
    # the text's own "{T}: Add {G}." on a Forest (printed without the reminder's parentheses, as
    # old printings do) is the type's ability: one IR for both
    abilities = [x for x in intrinsic if not any(same_mana_ability(x, y) for y in abilities)] + \
        [next((x for x in intrinsic if same_mana_ability(x, y)), y) for y in abilities]
    if whole_card:  # (a card's whole text, as a database holds it: not a fragment of one)
        abilities = implied_enchant(abilities, subtypes, norm.text)
    card = n.CardIR(tuple(keywords_in_order(abilities)), types, subtypes, supertypes, power, toughness, loyalty, cost)
    if not bad:
        status = "ok"
    elif len(bad) < n_text:
        status = "partial"
    else:
        status = "failed"
    return Compiled(name_for_output if name_for_output is not None else name, lang, status, card,
                    tuple(lines), norm, tuple(diagnostics))


def _canonical(found: tuple[str, ...]) -> tuple:
    from .names import to_canonical

    return tuple((x, to_canonical(x)) for x in found)


LINE_CACHE_LIMIT = 200_000  # distinct lines kept per process (a whole database has ~50,000)


ANOTHER_LINE = "refers to an object named on another line"


def _joined_with_previous(text, norm, line, lines, abilities, b, lang, spell_card):
    """An instant's or sorcery's line whose "that creature" / "those creatures" names what the line
    before did ("Tap target creature. / Metalcraft — If you control three or more artifacts, exile
    that creature."): its paragraphs are one spell ability (CR 113.3a, 608.2c), so the two lines
    are compiled as one; None when this is not such a line or the two do not read as one."""
    if not (spell_card and line.unparsed is not None and ANOTHER_LINE in line.unparsed.reason and lines
            and abilities and lines[-1].unparsed is None and len(lines[-1].abilities) == 1
            and abilities[-1] is lines[-1].abilities[0] and isinstance(abilities[-1], n.SpellAbility)):
        return None
    start = lines[-1].start
    both = _compile_line(text, norm, start, b, norm.text[start:b].replace("\n", " "), lang, spell_card)
    if both.unparsed is not None or len(both.abilities) != 1:
        return None
    return both


def _is_prototype(ab) -> bool:
    return isinstance(ab, n.KeywordAbility) and ab.keyword == "prototype"


def _compile_line(text: str, norm: Normalized, a: int, b: int, line_text: str, lang: str, spell_card: bool) -> Line:
    """One ability line through parse → build → finish; what fails is an Unparsed with its span."""
    span = norm.span(a, b)
    try:
        tree = parse_line(line_text, lang)
    except ParseFailure as e:
        u = n.Unparsed(text[span[0]:span[1]], e.expected, f"{e} at column {e.pos + 1}", span=span)
        at = norm.span(a + e.pos, a + e.pos + max(e.length, 1)) if e.pos < len(line_text) else (span[1], span[1])
        return Line(span, line_text, unparsed=u, error_span=at, start=a)
    except Exception as e:  # a lexer crash on odd input must not lose the card
        u = n.Unparsed(text[span[0]:span[1]], (), f"tokenizer error: {e}", span=span)
        return Line(span, line_text, unparsed=u, start=a)
    try:
        value = Builder(lang, norm.names, QuotedReader(lang, norm.names)).transform(tree)
        got = finish_line(value, spell_card, lang)
    except (BuildError, AttributeError, IndexError, TypeError, ValueError, KeyError) as e:
        reason = e.orig_exc if hasattr(e, "orig_exc") else e
        u = n.Unparsed(text[span[0]:span[1]], (), f"not understood: {reason}", span=span)
        return Line(span, line_text, tree=tree, unparsed=u, start=a)
    except Exception as e:
        inner = getattr(e, "orig_exc", None)
        if inner is None:
            raise
        u = n.Unparsed(text[span[0]:span[1]], (), f"not understood: {inner!r}", span=span)
        return Line(span, line_text, tree=tree, unparsed=u, start=a)
    try:
        _fix_spans(got, norm, a)
    except TypeError as e:  # a builder helper value left in the IR: a builder bug
        u = n.Unparsed(text[span[0]:span[1]], (), f"internal: {e}", span=span)
        return Line(span, line_text, tree=tree, unparsed=u, start=a)
    return Line(span, line_text, tree=tree, abilities=tuple(got), start=a)


class QuotedReader:
    """How the builder reads a quoted ability inside a line ("{T}: …" granted, an emblem's,
    「…」を選んでもよい): parsed as a line of its own and built by a builder of the same language
    and card names; `abilities` also finishes it (targets, pronouns) as finish_line does a line.
    Handed to the builder here, so that build imports neither the parser nor finish.py."""

    def __init__(self, lang: str, names: tuple[str, ...]):
        self.lang = lang
        self.names = names

    def built(self, text: str) -> Any:
        try:
            tree = parse_line(text, self.lang)
        except ParseFailure as e:
            # a sentence whose period the quote leaves out (the first of '"This creature can't block"
            # and "…"', 「…はブロックされない」); a keyword (「累加アップキープ(１)」) has none
            if not text or text[-1] in ".!。！":
                raise BuildError(f"quoted text not understood: {e}") from None
            try:
                tree = parse_line(text + ("." if self.lang == "en" else "。"), self.lang)
            except ParseFailure:
                raise BuildError(f"quoted text not understood: {e}") from None
        return Builder(self.lang, self.names, self).transform(tree)

    def abilities(self, text: str) -> tuple:
        return tuple(finish_line(self.built(text), False, self.lang))


def keywords_in_order(abilities: list) -> list:
    """Keywords written together are a set, however they are spelled out: "First strike;
    banding" and 「バンド、先制攻撃」, "Flying / Deathtouch / Lifelink" (three lines) and
    「飛行、接死、絆魂」 (one). Each run of consecutive keyword abilities is put in one order."""
    out: list = []
    run: list = []
    for a in abilities + [None]:
        if isinstance(a, n.KeywordAbility):
            run.append(a)
            continue
        out.extend(sorted(run, key=lambda k: (k.keyword, ir.dumps(k))) if len(run) > 1 else run)
        run = []
        if a is not None:
            out.append(a)
    return out


def _fix_spans(abilities, norm: Normalized, line_start: int) -> None:
    """Builder spans are line-relative normalized offsets; make them original-text spans."""
    for ab in abilities:
        for node in ir.walk(ab):
            s = node.span
            if s is not None and not getattr(node, "_fixed", False):
                object.__setattr__(node, "span", norm.span(line_start + s[0], line_start + s[1]))
