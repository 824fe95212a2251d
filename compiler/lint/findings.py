"""What lint reports: a Finding (stable code, message, span with line and column, the rule it
rests on, a suggested replacement) and the table of codes, in one place."""
from __future__ import annotations

import attrs

# code → (what it means, the rule or templating reference it rests on)
CODES: dict[str, tuple[str, str]] = {
    "U100": ("text the grammar cannot read", "oraclec grammar (grammar/en.lark, grammar/ja.lark)"),
    "O201": ("outdated: comes into play / enters the battlefield → enters", "CR 603.6a"),
    "O202": ("outdated: is put into a graveyard from the battlefield → dies", "CR 700.4"),
    "O203": ("outdated: removed from the game → exile", "CR 406"),
    "O204": ("outdated: play a spell / an ability → cast / activate", "CR 601, CR 602"),
    "O205": ("outdated: mana pool wording", "CR 106.4"),
    "O206": ("outdated: play / 場 → the battlefield / 戦場", "CR 110.1"),
    "O209": ("outdated: 場合 for a condition that is not an intervening if → なら", "CR 603.4"),
    "O210": ("outdated: the card's own name → this creature / このクリーチャー", "CR 201.5"),
    "O211": ("outdated: totem armor → umbra armor", "CR 702.89"),
    "O207": ("old symbol markup in printed text (oc T, o2, o B) → {T} {2} {B}", "CR 107.4"),
    "O208": ("outdated spelling: 修正 → 修整, Æ → Ae", ""),
    "O212": ("outdated: put a token onto the battlefield / トークンを戦場に出す → create / 生成する", "CR 111.2"),
    "O213": ("outdated: put the top cards of a library into a graveyard → mill / 切削する", "CR 701.13"),
    "O214": ("outdated: converted mana cost / casting cost / 点数で見たマナ・コスト → mana value / マナ総量", "CR 202.3"),
    "O215": ("outdated: his or her → their", ""),
    "O216": ("outdated Japanese templating (とともに, 総数, いずれかの)", ""),
    "O217": ("outdated Japanese word order: the count after を → with its noun (カード１枚を)", ""),
    "O218": ("outdated Japanese: エンチャントされている → エンチャントしている, 攻撃に参加している → 攻撃", "CR 506.4"),
    "O219": ("outdated: unblockable / attacking doesn't cause it to tap → can't be blocked / vigilance", "CR 509.1b"),
    "O220": ("outdated: at end of turn → at the beginning of the end step", "CR 513"),
    "O221": ("outdated: add {1} → add {C}", "CR 106.1b"),
    "O223": ("outdated: target creature or player / クリーチャー１体かプレイヤー１人 → any target / １つ", "CR 115.4"),
    "O222": ("outdated English templating (countered by spells or abilities, discard from hand, any one)", ""),
    "T301": ("reminder text contradicts its keyword", "CR 207.2 (reminder text), CR 702"),
    "T302": ("intervening if written where it does not intervene", "CR 603.4"),
    "T303": ("target word with no target", "CR 115.1"),
    "T304": ("Japanese numeral style", "Japanese templating: counts full-width (２点, １体), P/T half-width (+1/+1)"),
    "T305": ("unbalanced quotes or brackets", "templating"),
    "X401": ("English and Japanese texts do not mean the same thing", "CR 108.1 (the Oracle text is the card's text)"),
    "X402": ("English and Japanese texts have different numbers of abilities", "CR 108.1"),
}


@attrs.frozen(slots=True)
class Place:
    """A span of one text, with 1-based line and column of its start and end."""

    lang: str
    span: tuple[int, int]
    line: int
    column: int
    end_line: int
    end_column: int
    text: str

    @classmethod
    def of(cls, source: str, span: tuple[int, int], lang: str) -> "Place":
        a, b = max(0, min(span[0], len(source))), max(0, min(span[1], len(source)))
        la, ca = _line_col(source, a)
        lb, cb = _line_col(source, b)
        return cls(lang, (a, b), la, ca, lb, cb, source[a:b])

    def to_json(self) -> dict:
        return {"lang": self.lang, "span": list(self.span), "line": self.line, "column": self.column,
                "end_line": self.end_line, "end_column": self.end_column, "text": self.text}


def _line_col(source: str, pos: int) -> tuple[int, int]:
    line = source.count("\n", 0, pos) + 1
    start = source.rfind("\n", 0, pos) + 1
    return line, pos - start + 1


@attrs.frozen(slots=True)
class Finding:
    code: str
    message: str
    place: Place
    rule: str = ""
    suggestion: str | None = None
    related: tuple[Place, ...] = ()  # the matching words in the other language's text

    def __attrs_post_init__(self):
        if self.code not in CODES:
            raise ValueError(f"unknown lint code {self.code}")

    @property
    def title(self) -> str:
        return CODES[self.code][0]

    def to_json(self) -> dict:
        out = {"code": self.code, "title": self.title, "message": self.message, "rule": self.rule or CODES[self.code][1],
               **self.place.to_json()}
        if self.suggestion is not None:
            out["suggestion"] = self.suggestion
        if self.related:
            out["related"] = [p.to_json() for p in self.related]
        return out


def finding(code: str, message: str, source: str, span, lang: str, rule: str = "", suggestion=None,
            related=()) -> Finding:
    return Finding(code, message, Place.of(source, tuple(span), lang), rule or CODES[code][1], suggestion,
                   tuple(related))


def selected(code: str, select: tuple[str, ...], ignore: tuple[str, ...]) -> bool:
    """--select / --ignore: codes or prefixes ("O", "O20", "T304")."""
    if select and not any(code.startswith(s) for s in select):
        return False
    return not any(code.startswith(s) for s in ignore)
