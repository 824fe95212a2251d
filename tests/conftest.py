import json
from importlib import resources
from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"


def embedded_records():
    path = resources.files("oraclec.corpus").joinpath("m12.jsonl")
    return [json.loads(l) for l in path.read_text(encoding="utf-8").splitlines() if l.strip()]


@pytest.fixture(scope="session")
def m12():
    return embedded_records()


@pytest.fixture(scope="session")
def shared_corpus():
    if not (SHARED / "cards.jsonl").exists():
        pytest.skip("../shared/corpus is absent")
    return SHARED


def _compiled_lines(path) -> list[dict]:
    return [json.loads(l) for l in Path(path).read_text(encoding="utf-8").splitlines() if l.strip()]


@pytest.fixture(scope="session")
def embedded_definitions(tmp_path_factory):
    """`oraclec compile --embedded` output, compiled once per test session (header line first)."""
    from oraclec.cli import main

    out = tmp_path_factory.mktemp("embedded") / "m12.ir.jsonl"
    assert main(["compile", "--embedded", "-j", "2", "-o", str(out)]) == 0
    return _compiled_lines(out)


@pytest.fixture(scope="session")
def shared_definitions(shared_corpus, tmp_path_factory):
    """`oraclec compile` output of ../shared/corpus/cards.jsonl, compiled once per test session."""
    from oraclec.cli import main

    out = tmp_path_factory.mktemp("shared") / "cards.ir.jsonl"
    assert main(["compile", str(shared_corpus / "cards.jsonl"), "-j", "2", "-o", str(out)]) == 0
    return _compiled_lines(out)


@pytest.fixture(scope="session")
def web_server():
    """The playground (oraclec serve) on a loopback port for the session; skips without the web extra."""
    pytest.importorskip("starlette")
    pytest.importorskip("uvicorn")
    from webserver import LiveServer

    from oraclec.web.app import create_app

    with LiveServer(create_app()) as server:
        yield server
