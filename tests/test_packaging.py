"""The installed package is what pyproject.toml lists, not the source tree: a folder of modules
that is not listed installs nowhere, and only a real (non-editable) install shows it."""
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_folder_is_listed_in_pyproject():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    folders = {"oraclec"}
    for init in ROOT.rglob("__init__.py"):
        rel = init.parent.relative_to(ROOT)
        if rel.parts and rel.parts[0] in {"tests", "bench", "build", "docs"} or any(p.startswith(".") for p in rel.parts):
            continue
        if rel.parts:
            folders.add("oraclec." + ".".join(rel.parts))
    assert sorted(folders - listed) == []
