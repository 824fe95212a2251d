"""The pieces of Lark that lark_lean.py swaps for leaner ones after loading a parser give what
Lark's own give: `Positions` (every subtree's source offsets) and `SpaceSkippingLexer` with its
`ChunkedScanner` (every token, its offsets and line/column, and the same error where the text
cannot be read)."""
from __future__ import annotations

import pytest
from lark import Token
from lark.exceptions import UnexpectedInput
from lark.lexer import BasicLexer
from lark.parse_tree_builder import PropagatePositions

from oraclec.compiler import grammars, lark_lean
from oraclec.compiler.lex_ja import tokenize
from oraclec.compiler.normalize import normalize

EN = ["Whenever ~ attacks, draw a card.", "{T}: add {G}.", "Destroy target creature an opponent controls.",
      "Creatures you control get +1/+1 and have flying as long as you control an artifact.",
      "When ~ enters the battlefield, return target creature card from your graveyard to your hand."]
JA = ["~が攻撃するたび、カードを1枚引く。", "{T}：{G}を加える。", "対戦相手がコントロールしているクリーチャー1体を対象とし、それを破壊する。"]


def _offsets(tree):
    return [(t.data, t.meta.start_pos, t.meta.end_pos) for t in tree.iter_subtrees() if not t.meta.empty]


def _put_larks_own_back(parser) -> dict:
    """Lark's own position wrapper back on every rule; returns the lean ones to restore."""
    callbacks = parser._callbacks
    assert callbacks and all(isinstance(f, lark_lean.Positions) for f in callbacks.values())
    saved = dict(callbacks)
    for rule, f in saved.items():
        callbacks[rule] = PropagatePositions(f.node_builder)
    return saved


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_lean_positions_equal_larks(lang):
    parser = grammars.en_parser() if lang == "en" else grammars.ja_parser()
    colon = ":" if lang == "en" else "："
    inputs = []
    for line in EN if lang == "en" else JA:
        text = normalize(line, lang, "").text
        inputs.append((text if lang == "en" else tokenize(text), "activated_line" if colon in text else "start"))
    lean = [_offsets(parser.parse(x, start=s)) for x, s in inputs]
    saved = _put_larks_own_back(parser)
    try:
        own = [_offsets(parser.parse(x, start=s)) for x, s in inputs]
    finally:
        parser._callbacks.update(saved)
    assert all(lean) and lean == own


LEX = EN + ["Choose one —\n• Draw a card.\n• ~ deals 2 damage to any target.", "Destroy target creature § now.",
            "Destroy target creature draw.", "  {T}:   add {G}. ",
            "Other Goblin and Elf creatures you control get +1/+1.", "Put a +1/+1 counter on each Soldier you control.",
            "At the beginning of your upkeep, put a gold counter on ~.", "Draw a card, then discard a card.",
            "Target player sacrifices a creature, then that player discards a card."]


def _tokens_or_error(parser, text):
    start = "activated_line" if ":" in text else "start"
    try:
        tree = parser.parse(text, start=start)
    except UnexpectedInput as e:
        return ("error", type(e).__name__, e.pos_in_stream, e.line, e.column, sorted(getattr(e, "allowed", None) or ()))
    return [(t.type, str(t), t.start_pos, t.end_pos, t.line, t.column, t.end_line, t.end_column)
            for t in tree.scan_values(lambda v: isinstance(v, Token))]


def test_space_skipping_lexer_equals_larks():
    parser = grammars.en_parser()
    lexer = parser.parser.lexer
    basics = {id(b): b for b in [*lexer.lexers.values(), lexer.root_lexer]}.values()
    assert all(type(b) is lark_lean.SpaceSkippingLexer for b in basics)
    texts = [t for line in LEX for t in [normalize(line, "en", "").text, line]]
    lean = [_tokens_or_error(parser, t) for t in texts]
    scanners = {id(b): b._scanner for b in basics}
    try:
        for b in basics:  # Lark's lexer, with Lark's scanners (built again)
            b.__class__, b._scanner = BasicLexer, None
        own = [_tokens_or_error(parser, t) for t in texts]
        assert not any(isinstance(b._scanner, lark_lean.ChunkedScanner) for b in basics)
    finally:
        for b in basics:
            b.__class__, b._scanner = lark_lean.SpaceSkippingLexer, scanners[id(b)]
    assert lean == own
    assert any(isinstance(x, list) and x for x in lean) and any(isinstance(x, tuple) for x in lean)
