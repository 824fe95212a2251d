"""The compile cache (compiler/compile_cache.py, incremental.py): a re-run gives the very bytes a
run without it gives, compiles only what is new or changed, and survives a changed compiler, a
damaged file and two runs at once."""
from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from oraclec.cli import main
from oraclec.compiler import compile_cache

FIX = Path(__file__).parent / "fixtures" / "cards.jsonl"
M12 = Path(__file__).resolve().parents[1] / "corpus" / "m12.jsonl"
SEARCH_JA = ("あなたのライブラリーから《探し物》という名前のカード１枚を探し、それを公開し、あなたの手札に加える。"
             "その後、ライブラリーを切り直す。")


def _card(name_en, name_ja, text_ja, text_en=None, type_en="Sorcery", type_ja="ソーサリー"):
    return {"name_en": name_en, "name_ja": name_ja, "type_en": type_en, "type_ja": type_ja, "pt": None,
            "text_en": text_en, "text_ja": text_ja}


@pytest.fixture(autouse=True)
def _parsers_loaded(monkeypatch):
    """The parsers come from the usual parser cache; each test's compile cache is its own."""
    from oraclec.compiler import grammars

    grammars.en_parser()
    grammars.ja_parser()


def _compile(tmp_path, inputs, *extra) -> tuple[bytes, str]:
    """Output bytes and standard error of `oraclec compile` (in this process; one worker unless
    told) with the cache in tmp_path/cache."""
    out = tmp_path / "out.jsonl"
    err = io.StringIO()
    old = os.environ.get("XDG_CACHE_HOME")
    os.environ["XDG_CACHE_HOME"] = str(tmp_path / "cache")
    try:
        with contextlib.redirect_stderr(err):
            code = main(["compile", *map(str, inputs), "-o", str(out), *(extra if "-j" in extra else extra + ("-j", "1"))])
    finally:
        if old is None:
            del os.environ["XDG_CACHE_HOME"]
        else:
            os.environ["XDG_CACHE_HOME"] = old
    assert code == 0, err.getvalue()
    return out.read_bytes(), err.getvalue()


def _hits(err: str) -> int:
    head = err.split("texts", 1)[1]
    return int(head.split(" from the compile cache")[0].strip(" (")) if "from the compile cache" in head else 0


def _db(tmp_path) -> Path:
    return tmp_path / "cache" / "oraclec" / compile_cache.FILE


@pytest.fixture
def cards(tmp_path):
    lines = FIX.read_text(encoding="utf-8").splitlines() + M12.read_text(encoding="utf-8").splitlines()[:120]
    path = tmp_path / "cards.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_rerun_is_byte_identical_and_compiles_nothing(tmp_path, cards):
    plain, _ = _compile(tmp_path, [cards], "--no-cache")
    assert not _db(tmp_path).exists()  # --no-cache neither reads nor writes it
    first, err1 = _compile(tmp_path, [cards])
    assert first == plain and _hits(err1) == 0 and _db(tmp_path).exists()
    again, err2 = _compile(tmp_path, [cards], "-j", "2")
    total = int(err2.split("compiled ")[1].split(" texts")[0])
    assert again == plain and _hits(err2) == total > 0


def test_changed_and_moved_records(tmp_path, cards):
    """Only the changed record is compiled again; records that moved keep their new source in
    the lines (a record without Japanese text says where it is)."""
    lines = cards.read_text(encoding="utf-8").splitlines()
    lines.append(json.dumps({"name_en": "Lone", "type_en": "Instant", "text_en": "Draw a card."}))
    cards.write_text("\n".join(lines) + "\n", encoding="utf-8")
    _compile(tmp_path, [cards])
    changed = json.loads(lines[0])
    changed["text_en"] = "Shock deals 3 damage to any target."
    lines = [json.dumps({"name_en": "New", "type_en": "Instant", "text_en": "Draw two cards."})] + \
        [json.dumps(changed)] + lines[1:]
    cards.write_text("\n".join(lines) + "\n", encoding="utf-8")
    cached, err = _compile(tmp_path, [cards])
    plain, _ = _compile(tmp_path, [cards], "--no-cache")
    assert cached == plain
    assert f"{cards}:{len(lines)}".encode() in cached  # the moved record's source is its new line
    assert _hits(err) == 2 * len(lines) - 4  # all but the new record and the changed one, both languages


def test_a_name_another_record_gives_is_checked(tmp_path):
    """A Japanese line naming another card compiles to that card's English name, which the other
    records decide: when they change, the cached line is not used."""
    path = tmp_path / "cards.jsonl"

    def write(other_en):
        recs = [_card("Seeker", "探索者", SEARCH_JA), _card(other_en, "探し物", "カードを１枚引く。", "Draw a card.")]
        path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs), encoding="utf-8")

    write("Lost Thing")
    first, _ = _compile(tmp_path, [path])
    assert b"Lost Thing" in first.splitlines()[2]  # (Seeker's Japanese line)
    write("Found Thing")
    cached, _ = _compile(tmp_path, [path])
    plain, _ = _compile(tmp_path, [path], "--no-cache")
    assert cached == plain and b"Found Thing" in cached.splitlines()[2]


@pytest.mark.parametrize("damage", ["garbage", "truncated", "row"])
def test_a_damaged_cache_is_rebuilt_with_one_line(tmp_path, cards, damage):
    plain, _ = _compile(tmp_path, [cards], "--no-cache")
    _compile(tmp_path, [cards])
    db = _db(tmp_path)
    if damage == "garbage":
        db.write_bytes(b"this is not a database" * 1000)
    elif damage == "truncated":
        data = db.read_bytes()
        assert len(data) > 3 * 4096
        db.write_bytes(data[:len(data) // 3])
    else:  # a line changed under its checksum
        con = sqlite3.connect(db)
        with con:
            con.execute("UPDATE lines SET line = CAST(replace(CAST(line AS TEXT), '\"ok\"', '\"failed\"') AS BLOB)")
        con.close()
    out, err = _compile(tmp_path, [cards])
    assert out == plain
    notes = [l for l in err.splitlines() if "compile cache" in l and "damaged" in l]
    assert len(notes) == 1, err
    again, err2 = _compile(tmp_path, [cards])  # rebuilt: all found again
    assert again == plain and _hits(err2) > 0 and "damaged" not in err2


def test_another_compiler_never_hits(tmp_path, cards):
    """A different grammar, table or code version is another identity: its lines are dropped."""
    folder = tmp_path / "c"
    c = compile_cache.CompileCache.open(folder, ident="compiler-1")
    from oraclec.compiler.records import Record

    rec = Record("Shock", text_en="Shock deals 2 damage to any target.")
    (key,) = c.keys(rec, ["en"])
    c.put([(key, '{"line": 1}', [])])
    assert c.get([key]) == {key: '{"line": 1}'}
    c.close()
    c2 = compile_cache.CompileCache.open(folder, ident="compiler-2")
    assert c2.get(c2.keys(rec, ["en"])) == {}
    c2.close()
    c1 = compile_cache.CompileCache.open(folder, ident="compiler-1")
    assert c1.get([key]) == {}  # (compiler-2 dropped compiler-1's lines)
    c1.close()


def test_identity_follows_grammar_tables_and_runtime(tmp_path):
    """(the runtime too: an ok line's `playable` and `missing` are what runtime/ plays)"""
    root = Path(compile_cache.__file__).resolve().parents[1]
    copy = tmp_path / "pkg"
    for part in ("compiler", "grammar", "corpus", "runtime"):
        shutil.copytree(root / part, copy / part, ignore=shutil.ignore_patterns("__pycache__", "*.toml"))
    shutil.copy(root / "__init__.py", copy / "__init__.py")
    base = compile_cache.identity(copy)
    assert compile_cache.identity(copy) == base
    (copy / "compiler" / "__pycache__").mkdir(exist_ok=True)
    (copy / "compiler" / "__pycache__" / "x.pyc").write_bytes(b"bytecode")
    assert compile_cache.identity(copy) == base
    seen = {base}
    for f in [next((copy / "compiler" / "tables").glob("*.tsv")), copy / "grammar" / "en.lark",
              copy / "compiler" / "finish.py", copy / "__init__.py", copy / "runtime" / "playable.py"]:
        f.write_bytes(f.read_bytes() + b"\n")
        seen.add(compile_cache.identity(copy))
    assert len(seen) == 6


def test_two_runs_at_once(tmp_path, cards):
    plain, _ = _compile(tmp_path, [cards], "--no-cache")
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "cache"))
    outs = [tmp_path / f"o{i}.jsonl" for i in range(2)]
    procs = [subprocess.Popen([sys.executable, "-m", "oraclec", "compile", str(cards), "-o", str(o), "-j", "1"],
                              env=env, stderr=subprocess.PIPE, text=True) for o in outs]
    for p in procs:
        _, err = p.communicate(timeout=600)
        assert p.returncode == 0 and "compile cache" not in err.replace("from the compile cache", ""), err
    assert all(o.read_bytes() == plain for o in outs)
    con = sqlite3.connect(_db(tmp_path))
    assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    con.close()
    again, err = _compile(tmp_path, [cards])
    assert again == plain and _hits(err) > 0


def test_a_cache_file_others_can_write_is_not_used(tmp_path, cards):
    _compile(tmp_path, [cards])
    os.chmod(_db(tmp_path), 0o666)
    out, err = _compile(tmp_path, [cards])
    assert "not using the compile cache" in err and "others can write to it" in err and _hits(err) == 0
    assert out == _compile(tmp_path, [cards], "--no-cache")[0]


def test_the_file_is_private(tmp_path, cards):
    _compile(tmp_path, [cards])
    assert _db(tmp_path).stat().st_mode & 0o077 == 0


def test_a_record_holding_the_placeholder_is_compiled_each_time(tmp_path):
    path = tmp_path / "cards.jsonl"
    path.write_text(json.dumps({"name_en": "Odd\u0000source\u0000", "type_en": "Instant",
                                "text_en": "Draw a card."}) + "\n", encoding="utf-8")
    plain, _ = _compile(tmp_path, [path], "--no-cache")
    _compile(tmp_path, [path])
    again, err = _compile(tmp_path, [path])
    assert again == plain and _hits(err) == 0


def test_compile_stream_with_and_without_cache(tmp_path, m12):
    """In-process, on one and on two worker processes: the same lines."""
    from oraclec.compiler.database import compile_stream
    from oraclec.compiler.incremental import Cached
    from oraclec.compiler.records import record_from_dict

    recs = [record_from_dict(d, f"m12:{i}") for i, d in enumerate(m12[:80])]
    ref = io.StringIO()
    compile_stream(recs, ["en", "ja"], ref, jobs=1)
    cache = compile_cache.CompileCache.open(tmp_path / "c")
    for jobs in (1, 2, 2):
        out = io.StringIO()
        compile_stream(recs, ["en", "ja"], out, jobs=jobs, batch_size=16, cache=Cached(cache))
        assert out.getvalue() == ref.getvalue()
    assert cache.hits == 2 * 2 * len(recs)
    cache.close()


def test_help_mentions_no_cache(capsys):
    with pytest.raises(SystemExit):
        main(["compile", "--help"])
    assert "--no-cache" in capsys.readouterr().out


def test_changed_records_compile_only_their_new_lines(tmp_path, cards, monkeypatch):
    """Every record changed by a line more: its other lines come from the compile cache's line
    table (line_store.py) instead of being parsed again, and the output is what compiling
    everything gives."""
    from oraclec.compiler import compile as compile_mod

    _compile(tmp_path, [cards])
    recs = [json.loads(l) for l in cards.read_text(encoding="utf-8").splitlines()]
    for r in recs:
        r["text_en"] = (r.get("text_en") or "") + "\nYou gain 1 life."
        if r.get("text_ja"):
            r["text_ja"] += "\nあなたは１点のライフを得る。"
    cards.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs), encoding="utf-8")
    parsed: list = []
    real = compile_mod.parse_line
    monkeypatch.setattr(compile_mod, "parse_line", lambda text, lang: parsed.append(text) or real(text, lang))
    from oraclec.compiler import database

    monkeypatch.setattr(database, "_LINE_CACHE", {})  # (nothing from earlier compiles in this process)
    cached, err = _compile(tmp_path, [cards])
    n_cached = len(parsed)
    assert _hits(err) == 0
    del parsed[:]
    database._LINE_CACHE.clear()
    plain, _ = _compile(tmp_path, [cards], "--no-cache")
    assert cached == plain
    # parsed again: the new lines, and the lines that did not compile (never kept)
    assert n_cached < len(parsed) / 3, (n_cached, len(parsed))
