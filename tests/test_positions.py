"""Source positions in parse trees (compiler/grammars.py `_Positions`): the lean wrapper that
replaces Lark's position propagation gives every subtree the offsets Lark's own would."""
from __future__ import annotations

import pytest
from lark.parse_tree_builder import PropagatePositions

from oraclec.compiler import grammars
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
    assert callbacks and all(isinstance(f, grammars._Positions) for f in callbacks.values())
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
