"""The compiler: card text (English or Japanese) → canonical IR.

Stages, one module each: normalize/ → lex_ja.py (Japanese tokens) → parse.py → build.py
(AST → IR) → finish.py (canonical IR: targets, pronouns, intervening if) → compile.py (driver).
"""
from .compile import Compiled, compile_text

__all__ = ["Compiled", "compile_text"]
