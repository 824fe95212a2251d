import json
from dataclasses import dataclass, field

import pytest

from oraclec.compiler import compile_text, ir

# (English, Japanese) pairs: card names and type lines the forms are compiled with
CREATURE = ("Creature — Elf", "クリーチャー ― エルフ")
INSTANT = ("Instant", "インスタント")
SORCERY = ("Sorcery", "ソーサリー")
LAND = ("Land", "土地")
ENCHANTMENT = ("Enchantment", "エンチャント")
AURA = ("Enchantment — Aura", "エンチャント ― オーラ")
SAGA = ("Enchantment — Saga", "エンチャント ― 英雄譚")
EQUIPMENT = ("Artifact — Equipment", "アーティファクト ― 装備品")
CARD = ("Test Card", "テストカード")
TESTCARD = ("Testcard", "テストカード")
SPELL = ("Test Spell", "テスト呪文")


def compile_en(text, name="", type_line="Creature — Elf", pt="2/2"):
    return compile_text(text, "en", name, type_line, pt)


def compile_ja(text, name="", type_line="クリーチャー ― エルフ", pt="2/2"):
    return compile_text(text, "ja", name, type_line, pt)


def abilities(c):
    assert c.status == "ok", [u.reason for u in c.unparsed]
    return [ir.to_json(a) for a in c.card.abilities]


def same(en, ja, name_en="", name_ja="", type_en="Creature — Elf", type_ja="クリーチャー ― エルフ"):
    """Compile both, assert both ok and identical IR; return the English abilities as JSON."""
    e = compile_text(en, "en", name_en, type_en, "2/2")
    j = compile_text(ja, "ja", name_ja, type_ja, "2/2")
    ae, aj = abilities(e), abilities(j)
    assert ir.dumps(e.card) == ir.dumps(j.card), (ae, aj)
    return ae


# ------------------------------------------------------------------ form tables
class _Absent:
    def __repr__(self):
        return "<ABSENT>"


ABSENT = _Absent()  # the value of a path whose key is not there
ALL = "all"  # Form.at: the paths start at the list of all the card's abilities


@dataclass(frozen=True)
class Form:
    """One form of card text: the English and the Japanese text (None: that language is not
    checked), and the IR fragments the text must compile to, as {path: value}.

    With both texts, they must compile ok to the same IR (`same`); with one, ok. `at` picks what
    the paths start at: None, the card's only ability (there must be exactly one); a number, that
    ability; ALL, the list of abilities. A path is keys and list indexes joined by dots ("" is the
    start itself); "*" maps the rest of the path over a list, "#" is a list's length, and a key
    that is not there reads as ABSENT."""
    id: str
    en: str | None
    ja: str | None
    want: dict = field(default_factory=dict)
    name: tuple = ("", "")
    types: tuple = CREATURE
    at: int | str | None = None


@dataclass(frozen=True)
class Refusal:
    """A text that must not compile ok: what the grammar cannot read is Unparsed, never guessed.
    `reason`, when given, is part of the first unparsed line's reason."""
    id: str
    lang: str
    text: str
    reason: str = ""
    name: str = ""
    type_line: str | None = None


def fragment(node, path):
    """The part of `node` at `path` (see Form)."""
    if path == "":
        return node
    head, _, rest = path.partition(".")
    if head == "#" and rest:
        raise ValueError(f"'#' ends a path: {path!r}")
    if head in ("*", "#"):
        if not isinstance(node, list):
            return ABSENT
        return len(node) if head == "#" else [fragment(item, rest) for item in node]
    if isinstance(node, list):
        i = int(head)
        return fragment(node[i], rest) if -len(node) <= i < len(node) else ABSENT
    if not isinstance(node, dict) or head not in node:
        return ABSENT
    return fragment(node[head], rest)


def _same_json(got, want):
    """Equal as JSON: True is not 1, and the order of a dict's keys does not matter."""
    if got is ABSENT or want is ABSENT:
        return got is want
    def dump(v):  # an ABSENT inside a list ("*" over items some of which lack the key) is dumped as its repr
        return json.dumps(v, sort_keys=True, ensure_ascii=False, default=repr)
    return dump(got) == dump(want)


def check(f: Form):
    """Compile a Form and assert each of its fragments; return what the paths start at."""
    if f.en is not None and f.ja is not None:
        abs_ = same(f.en, f.ja, *f.name, *f.types)
    elif f.en is not None:
        abs_ = abilities(compile_en(f.en, f.name[0], f.types[0]))
    else:
        abs_ = abilities(compile_ja(f.ja, f.name[1], f.types[1]))
    if f.at is None:
        assert len(abs_) == 1, (f.id, abs_)
        start = abs_[0]
    else:
        start = abs_ if f.at == ALL else abs_[f.at]
    for path, value in f.want.items():
        got = fragment(start, path)
        assert _same_json(got, value), f"{f.id}: {path!r} is {got!r}, want {value!r}\nin {start!r}"
    return start


def refused(r: Refusal):
    """Compile a Refusal's text and assert it is not ok (and why, when the reason is given)."""
    type_line = r.type_line or ("Creature — Elf" if r.lang == "en" else "クリーチャー ― エルフ")
    c = compile_text(r.text, r.lang, r.name, type_line, "2/2")
    assert c.status != "ok", (r.id, [ir.to_json(a) for a in c.card.abilities])
    if r.reason:
        assert r.reason in c.unparsed[0].reason, (r.id, c.unparsed[0].reason)
    return c


def table(rows, name="f"):
    """Parametrize a test over Form or Refusal rows, each named by its id."""
    ids = [r.id for r in rows]
    assert len(set(ids)) == len(ids), sorted(i for i in ids if ids.count(i) > 1)
    return pytest.mark.parametrize(name, rows, ids=ids)


def on_battlefield(card):
    """A game in P1's first main phase with `card` (a runtime CardDef) on P1's battlefield: (game, object)."""
    from oraclec.runtime import turns
    from oraclec.runtime.game import Game

    g = Game()
    turns.start(g, 0, "main1", 2)
    o = g.create(card, 0, "limbo")
    g.put_onto_battlefield(o, 0)
    return g, o
