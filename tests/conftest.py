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
