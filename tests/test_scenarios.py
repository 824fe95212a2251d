"""Every scenario in corpus/scenarios passes, in English and in Japanese, with identical event logs."""
from importlib import resources

import pytest

from oraclec.runtime.scenario import run_file

SCENARIOS = sorted(p for p in resources.files("oraclec.corpus").joinpath("scenarios").iterdir()
                   if p.name.endswith(".toml"))


def test_there_are_at_least_forty_scenarios():
    assert len(SCENARIOS) >= 40


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.name for p in SCENARIOS])
def test_scenario_in_both_languages(path):
    en = run_file(str(path), "en")
    ja = run_file(str(path), "ja")
    assert en.failures == []
    assert ja.failures == []
    assert en.log == ja.log
    assert len(en.log) >= 2


def test_scenarios_cite_their_source():
    import tomllib

    for p in SCENARIOS:
        spec = tomllib.loads(p.read_text(encoding="utf-8"))
        assert spec.get("name") and spec.get("source"), p.name
