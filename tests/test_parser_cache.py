"""The pickled-parser cache (compiler/grammars.py): what it loads parses like a parser built from
the grammar, and a damaged cache file is rebuilt, never an error."""
from __future__ import annotations

from oraclec.compiler import grammars, parser_cache, regexes
from oraclec.compiler.normalize import normalize

LINES = ["Whenever ~ attacks, draw a card.", "{T}: add {G}.", "Destroy target creature an opponent controls."]


def _build():
    return grammars.en_parser.__wrapped__()  # a parser as en_parser makes it, without its lru_cache


def test_cached_parser_parses_like_a_built_one(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    text = "cache-test-grammar"
    built = parser_cache.load_or_build("test", text, _build)
    files = list((tmp_path / "oraclec").glob("parser-test-*.pickle"))
    assert len(files) == 1
    loaded = parser_cache.load_or_build("test", text, lambda: (_ for _ in ()).throw(AssertionError("rebuilt")))
    assert loaded is not built
    for line in LINES:
        t = normalize(line, "en", "").text
        start = "activated_line" if ":" in t else "start"
        assert loaded.parse(t, start=start) == built.parse(t, start=start)


def test_damaged_cache_file_is_rebuilt(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    parser_cache.load_or_build("test", "damaged", _build)
    (path,) = (tmp_path / "oraclec").glob("parser-test-*.pickle")
    path.write_bytes(b"not a pickle")
    calls = []

    def build():
        calls.append(1)
        return _build()

    parser = parser_cache.load_or_build("test", "damaged", build)
    assert calls == [1]
    t = normalize(LINES[0], "en", "").text
    assert parser.parse(t, start="start") is not None


def test_no_home_directory_means_no_tilde_folder(monkeypatch, tmp_path):
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.delenv("HOME", raising=False)
    monkeypatch.setattr(parser_cache.os.path, "expanduser", lambda p: p)  # as when no home can be found
    monkeypatch.chdir(tmp_path)
    d = parser_cache.cache_dir()
    assert d.is_absolute() and not str(d).startswith("~")


def test_lazy_parse_table_rows_equal_larks():
    """The cached parse table keeps each row as a string until it is read (parser_cache.LazyStates):
    every row reads back as the table Lark builds, actions by identity."""
    from lark import Lark

    text = grammars.grammar_text("en") + "\n" + grammars.en_generated_terminals()
    own = Lark(text, parser="lalr", lexer="contextual", propagate_positions=True, start=["start", "activated_line"],
               maybe_placeholders=False, cache=True).parser.parser.parser.parse_table.states
    lazy = grammars.en_parser().parser.parser.parser.parse_table.states
    assert isinstance(lazy, parser_cache.LazyStates) and len(lazy) == len(own)
    for state, row in own.items():
        got = lazy[state]
        assert got.keys() == row.keys()
        for sym, (action, arg) in row.items():
            assert got[sym][0] is action and got[sym][1] == arg
    assert 10 ** 9 not in lazy and lazy.get(10 ** 9) is None


def test_scanner_regexes_from_kept_code_equal_compiled_ones():
    """The scanners' regexes are made from code kept in the parser cache (regexes.compile):
    each equals what re.compile makes of its pattern (Pattern equality compares the code)."""
    import re

    grammars.en_parser()
    assert len(regexes.CODES) > 100
    for (pattern, flags) in list(regexes.CODES)[::10]:
        assert regexes.compile(pattern, flags) == re.compile(pattern, flags)
