"""The pickled-parser cache (compiler/grammars.py): what it loads parses like a parser built from
the grammar, and a damaged cache file is rebuilt, never an error."""
from __future__ import annotations

from oraclec.compiler import grammars
from oraclec.compiler.normalize import normalize

LINES = ["Whenever ~ attacks, draw a card.", "{T}: add {G}.", "Destroy target creature an opponent controls."]


def _build():
    return grammars.en_parser.__wrapped__()  # a parser as en_parser makes it, without its lru_cache


def test_cached_parser_parses_like_a_built_one(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    text = "cache-test-grammar"
    built = grammars._load_or_build("test", text, _build)
    files = list((tmp_path / "oraclec").glob("parser-test-*.pickle"))
    assert len(files) == 1
    loaded = grammars._load_or_build("test", text, lambda: (_ for _ in ()).throw(AssertionError("rebuilt")))
    assert loaded is not built
    for line in LINES:
        t = normalize(line, "en", "").text
        start = "activated_line" if ":" in t else "start"
        assert loaded.parse(t, start=start) == built.parse(t, start=start)


def test_damaged_cache_file_is_rebuilt(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    grammars._load_or_build("test", "damaged", _build)
    (path,) = (tmp_path / "oraclec").glob("parser-test-*.pickle")
    path.write_bytes(b"not a pickle")
    calls = []

    def build():
        calls.append(1)
        return _build()

    parser = grammars._load_or_build("test", "damaged", build)
    assert calls == [1]
    t = normalize(LINES[0], "en", "").text
    assert parser.parse(t, start="start") is not None


def test_no_home_directory_means_no_tilde_folder(monkeypatch, tmp_path):
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.delenv("HOME", raising=False)
    monkeypatch.setattr(grammars.os.path, "expanduser", lambda p: p)  # as when no home can be found
    monkeypatch.chdir(tmp_path)
    d = grammars._cache_dir()
    assert d.is_absolute() and not str(d).startswith("~")
