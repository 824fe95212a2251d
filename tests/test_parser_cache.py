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


def test_lazy_parse_table_rows_equal_larks(tmp_path, monkeypatch):
    """The cached parse table keeps each row as a string until it is read (parser_cache.LazyStates):
    every row reads back as the table Lark built, actions by identity. (Compared with the table of
    the very parser that was cached: Lark numbers the states of a grammar differently from one
    process to another, so a parser cached by another process is no reference.)"""
    from lark import Lark

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    text = grammars.grammar_text("en") + "\n" + grammars.en_generated_terminals()
    own = {}

    def build():
        p = Lark(text, parser="lalr", lexer="contextual", propagate_positions=True, start=["start", "activated_line"],
                 maybe_placeholders=False)
        own.update({state: dict(row) for state, row in p.parser.parser.parser.parse_table.states.items()})
        return p

    parser_cache.load_or_build("lazytest", text, build)
    lazy = parser_cache.load_or_build("lazytest", text, lambda: (_ for _ in ()).throw(AssertionError("rebuilt")))
    lazy = lazy.parser.parser.parser.parse_table.states
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


# ---------------------------------------------------------------- who may have written the cache
# Unpickling runs code: a cache file planted by someone else must never be read (issue 16, case 15).
class _Planted:
    """Unpickling it makes the folder `marker`: proof that the planted file was read."""

    def __init__(self, marker):
        self.marker = str(marker)

    def __reduce__(self):
        import os

        return (os.mkdir, (self.marker,))


def _plant(tmp_path, monkeypatch, text="planted"):
    """A folder holding a planted pickle under the name a cache file of `text` would have."""
    import pickle

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "own"))
    parser_cache.load_or_build("test", text, _build)
    (real,) = (tmp_path / "own" / "oraclec").glob("parser-test-*.pickle")
    folder = tmp_path / "cache"
    (folder / "oraclec").mkdir(parents=True)
    (folder / "oraclec" / real.name).write_bytes(pickle.dumps(_Planted(tmp_path / "code-ran")))
    monkeypatch.setenv("XDG_CACHE_HOME", str(folder))
    return folder / "oraclec", folder / "oraclec" / real.name


def _rebuilt(tmp_path, text="planted") -> bool:
    calls = []
    parser_cache.load_or_build("test", text, lambda: calls.append(1) or _build())
    return calls == [1] and not (tmp_path / "code-ran").exists()


def test_the_cache_folder_is_made_private(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "c"))
    parser_cache.load_or_build("test", "private", _build)
    assert (tmp_path / "c" / "oraclec").stat().st_mode & 0o777 == 0o700
    (path,) = (tmp_path / "c" / "oraclec").glob("parser-test-*.pickle")
    assert path.stat().st_mode & 0o777 == 0o600


def test_a_planted_file_in_a_private_folder_of_ones_own_is_read(tmp_path, monkeypatch):
    folder, _ = _plant(tmp_path, monkeypatch)
    folder.chmod(0o700)
    try:
        parser_cache.load_or_build("test", "planted", _build)
    except Exception:
        pass
    assert (tmp_path / "code-ran").exists()  # (the test's own check: its planted file is what would be read)


def test_a_folder_others_can_write_is_never_read(tmp_path, monkeypatch, capsys):
    folder, _ = _plant(tmp_path, monkeypatch)
    folder.chmod(0o777)
    assert _rebuilt(tmp_path)
    assert "not using the parser cache" in capsys.readouterr().err


def test_a_folder_of_another_user_is_never_read(tmp_path, monkeypatch):
    folder, _ = _plant(tmp_path, monkeypatch)
    folder.chmod(0o700)
    uid = parser_cache.os.getuid()
    monkeypatch.setattr(parser_cache.os, "getuid", lambda: uid + 1)  # the folder is now someone else's
    assert _rebuilt(tmp_path)


def test_a_file_others_can_write_is_never_read(tmp_path, monkeypatch):
    folder, planted = _plant(tmp_path, monkeypatch)
    folder.chmod(0o700)
    planted.chmod(0o666)
    assert _rebuilt(tmp_path)


def test_a_symbolic_link_is_never_followed(tmp_path, monkeypatch):
    folder, planted = _plant(tmp_path, monkeypatch)
    folder.chmod(0o700)
    elsewhere = tmp_path / "elsewhere.pickle"
    planted.rename(elsewhere)
    planted.symlink_to(elsewhere)
    assert _rebuilt(tmp_path)


def test_no_home_and_a_temporary_folder_made_by_someone_else(tmp_path, monkeypatch):
    """Without a home the cache is in the shared temporary folder: a folder someone else made
    there first is refused."""
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setattr(parser_cache.os.path, "expanduser", lambda p: p)
    monkeypatch.setattr(parser_cache.tempfile, "gettempdir", lambda: str(tmp_path))
    shared = tmp_path / f"oraclec-{parser_cache.os.getuid()}" / "oraclec"
    shared.mkdir(parents=True)
    shared.chmod(0o777)  # (as made by another user with a lax umask)
    parser_cache.load_or_build("test", "shared", _build)
    assert list(shared.iterdir()) == []  # nothing written into it, nothing read from it


def test_larks_own_cache_in_the_shared_temporary_folder_is_never_used(tmp_path, monkeypatch):
    """Lark's cache=True reads a pickle from the shared temporary folder under a name anyone can
    compute: building a parser must neither read nor write one."""
    import tempfile

    import lark

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))  # where Lark would put it
    seen = []
    real = lark.Lark.__init__

    def spy(self, *args, **kwargs):
        seen.append(kwargs.get("cache"))
        real(self, *args, **kwargs)

    monkeypatch.setattr(lark.Lark, "__init__", spy)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    grammars.en_parser.__wrapped__()
    grammars.ja_parser.__wrapped__()
    assert seen and not any(seen)
    assert list(tmp_path.glob(".lark_cache*")) == []
