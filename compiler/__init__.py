"""The compiler: card text (English or Japanese) → canonical IR.

Stages, one module (or package) each: normalize/ → lex_ja.py (Japanese tokens) → parse.py →
build/ (AST → IR, one module per grammar section) → finish.py (canonical IR: targets, pronouns,
intervening if) → compile.py (driver). The IR schema is ir/, the word tables tables/.
"""
from .compile import Compiled, compile_text

__all__ = ["Compiled", "compile_text"]
