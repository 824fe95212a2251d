"""Lint with the compile cache (compiler/lint/cache.py, run.cached_lint): a re-run gives the very findings a run
without the cache gives, lints only the records that are new or changed, and lints again a
record whose findings depend on another record's name that changed."""
from __future__ import annotations

import contextlib
import io
import json
import os
from pathlib import Path

import pytest

from oraclec.cli import main
from oraclec.compiler.lint import run as lint_run

FIX = Path(__file__).parent / "fixtures" / "cards.jsonl"
M12 = Path(__file__).resolve().parents[1] / "corpus" / "m12.jsonl"
SEARCH_EN = "Search your library for a card named Lost Thing, reveal it, put it into your hand, then shuffle."
SEARCH_JA = ("あなたのライブラリーから《探し物》という名前のカード１枚を探し、それを公開し、あなたの手札に加える。"
             "その後、ライブラリーを切り直す。")


def _card(name_en, name_ja, text_en, text_ja):
    return {"name_en": name_en, "name_ja": name_ja, "type_en": "Sorcery", "type_ja": "ソーサリー", "pt": None,
            "text_en": text_en, "text_ja": text_ja}


def _lint(tmp_path, path, *extra) -> str:
    """Standard output of `oraclec lint` (in this process, one worker) with the cache in tmp_path/cache."""
    out, err = io.StringIO(), io.StringIO()
    old = os.environ.get("XDG_CACHE_HOME")
    os.environ["XDG_CACHE_HOME"] = str(tmp_path / "cache")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["lint", str(path), "-j", "1", *extra])
    finally:
        if old is None:
            del os.environ["XDG_CACHE_HOME"]
        else:
            os.environ["XDG_CACHE_HOME"] = old
    assert code in (0, 1), err.getvalue()
    return out.getvalue()


@pytest.fixture
def linted(monkeypatch):
    """The records linted (not found in the cache) by each run, by name."""
    seen: list[str] = []
    real = lint_run.lint_record

    def counting(rec, opts, used=None):
        seen.append(rec.name_en)
        return real(rec, opts, used)

    monkeypatch.setattr(lint_run, "lint_record", counting)
    return seen


@pytest.fixture
def cards(tmp_path):
    lines = FIX.read_text(encoding="utf-8").splitlines() + M12.read_text(encoding="utf-8").splitlines()[:120]
    lines.append(json.dumps(_card("Mistranslated", "誤訳", "Draw a card.", "カードを２枚引く。"), ensure_ascii=False))
    lines.append("{not a record")  # (an unreadable record is reported, never cached)
    path = tmp_path / "cards.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize("form", [("--format", "json"), ("--format", "text"), ("--format", "json", "--lang", "ja")])
def test_rerun_gives_the_same_findings_and_lints_nothing(tmp_path, cards, linted, form):
    plain = _lint(tmp_path, cards, "--no-cache", *form)
    assert not (tmp_path / "cache" / "oraclec" / "compile-cache.sqlite3").exists()
    del linted[:]
    first = _lint(tmp_path, cards, *form)
    n = len(linted)
    assert n > 100
    second = _lint(tmp_path, cards, *form)
    assert plain == first == second
    assert len(linted) == n  # the second run found every record in the cache
    assert ("X40" in plain or "--lang" in form) and "U100" in plain and "O2" in plain  # (findings of each kind)


def test_other_options_and_changed_records_are_linted_again(tmp_path, cards, linted):
    _lint(tmp_path, cards, "--format", "json")
    del linted[:]
    ignore = _lint(tmp_path, cards, "--format", "json", "--ignore", "U")
    assert ignore == _lint(tmp_path, cards, "--format", "json", "--ignore", "U", "--no-cache")
    assert len(linted) > 100  # other options: other results
    del linted[:]
    recs = [json.loads(l) for l in cards.read_text(encoding="utf-8").splitlines()[:-1]]
    recs[3]["text_en"] = (recs[3]["text_en"] or "") + "\nThis spell comes into play tapped."
    cards.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs), encoding="utf-8")
    changed = _lint(tmp_path, cards, "--format", "json")
    assert linted == [recs[3]["name_en"]]
    assert changed == _lint(tmp_path, cards, "--format", "json", "--no-cache")


def test_a_result_depends_on_the_other_cards_names(tmp_path, linted):
    path = tmp_path / "cards.jsonl"

    def write(other_en):
        recs = [_card("Seeker", "探索者", SEARCH_EN, SEARCH_JA), _card(other_en, "探し物", "Draw a card.", "カードを１枚引く。")]
        path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs), encoding="utf-8")

    write("Lost Thing")
    same = _lint(tmp_path, path, "--format", "json")
    assert "X401" not in same  # the Japanese names the card the English names
    write("Found Thing")  # Seeker's record is unchanged, but its Japanese now names another card
    del linted[:]
    cached = _lint(tmp_path, path, "--format", "json")
    assert "Seeker" in linted
    assert cached == _lint(tmp_path, path, "--format", "json", "--no-cache") and "X401" in cached
