"""The compiler: card text (English or Japanese) → canonical IR.

Stages, one module (or package) each: normalize/ → lex_ja.py (Japanese tokens) → parse.py →
build/ (AST → IR, one module per grammar section) → finish.py (canonical IR: targets, pronouns,
intervening if) → compile.py (driver). The IR schema is ir/, the word tables tables/.
"""
__all__ = ["Compiled", "compile_text"]


def __getattr__(name: str):
    """compile_text and Compiled, imported when first asked for: importing a module of the
    package (the compile cache, the records, the IR) does not load the whole compiler, which a
    compile whose records all come from the compile cache never runs."""
    if name in __all__:
        from . import compile

        return getattr(compile, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
