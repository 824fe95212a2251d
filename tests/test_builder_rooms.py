"""The builder's rooms: Builder (compiler/build/) is one mixin per grammar section, and each
section header of en.lark and ja.lark names the modules its rules are built in
(`// ---- triggers (build/triggers.py)`). These keep every method where that header says, so that
the layout does not drift again (32 of 61 cond_* methods once sat outside their section)."""
import ast
import re
from pathlib import Path

import oraclec.compiler.build as build
from oraclec.compiler import grammars
from oraclec.compiler.build import Builder

BUILD = Path(build.__file__).parent
HEADER = re.compile(r"^// -{10,} (.+)$")
NOT_ROOMS = {"__init__", "values", "helpers", "passes"}


def _rooms_by_name(lang: str) -> dict[str, set[str]]:
    """Each rule and alias of the grammar → the builder modules named by the headers of the
    sections it is written in."""
    out: dict[str, set[str]] = {}
    rooms: set[str] = set()
    for line in grammars.grammar_text(lang).splitlines():
        m = HEADER.match(line)
        if m:
            rooms = {p.stem for pattern in re.findall(r"build/([\w*]+)\.py", m.group(1))
                     for p in BUILD.glob(pattern + ".py")}
            continue
        code = "" if line.lstrip().startswith("//") else line.split("//")[0]
        names = re.findall(r"->\s*([a-z_][a-z0-9_]*)", code)
        rule = re.match(r"^!?\??([a-z_][a-z0-9_]*)(\.\d+)?\s*:", code)
        if rule:
            names.append(rule.group(1))
        for name in names:
            out.setdefault(name, set()).update(rooms)
    return out


def _mixins() -> list[type]:
    return [c for c in Builder.__mro__ if c.__module__.startswith("oraclec.compiler.build.")]


def test_every_section_header_names_modules_that_exist():
    for lang in ("en", "ja"):
        for line in grammars.grammar_text(lang).splitlines():
            m = HEADER.match(line)
            if m:
                for pattern in re.findall(r"build/([\w*]+)\.py", m.group(1)):
                    assert list(BUILD.glob(pattern + ".py")), (lang, line)


def test_a_method_lives_in_the_module_its_grammar_section_names():
    """A rule's method is in the module named by the header of a section (of either grammar)
    where the rule or alias is written: "intervening if" and "bloodthirst" are found by looking
    at the grammar, then at that one file."""
    rooms = _rooms_by_name("en")
    for name, got in _rooms_by_name("ja").items():
        rooms.setdefault(name, set()).update(got)
    misplaced = []
    for cls in _mixins():
        room = cls.__module__.rpartition(".")[2]
        for name, value in vars(cls).items():
            if callable(value) and not name.startswith("_") and room not in rooms.get(name, set()):
                misplaced.append(f"{name} in build/{room}.py, its sections name {sorted(rooms.get(name, ()))}")
    assert misplaced == []


def test_every_room_is_a_base_of_builder():
    """A new module under build/ that Builder does not inherit from is a room nobody enters."""
    bases = {c.__module__.rpartition(".")[2] for c in _mixins()}
    rooms = {p.stem for p in BUILD.glob("*.py")} - NOT_ROOMS
    assert sorted(rooms - bases) == []
    for cls in _mixins():
        assert cls.__module__.rpartition(".")[2] in rooms, cls


def test_no_method_name_is_defined_in_two_rooms():
    """Two mixins defining one name: the first base in Builder's MRO silently wins."""
    seen: dict[str, str] = {}
    twice = []
    for cls in _mixins() + [Builder]:
        for name in vars(cls):
            if name.startswith("__") and name.endswith("__"):
                continue
            if name in seen:
                twice.append(f"{name}: {seen[name]} and {cls.__name__}")
            seen[name] = cls.__name__
    assert twice == []


def test_no_builder_method_is_defined_twice():
    """A second `def` of the same name silently replaces the first in a class body (one such pair
    made 'return … under its owner's control' read a Dest the code after it never expected)."""
    for path in sorted(BUILD.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for cls in (x for x in tree.body if isinstance(x, ast.ClassDef)):
            names = [f.name for f in cls.body if isinstance(f, ast.FunctionDef)]
            names += [t.id for a in cls.body if isinstance(a, ast.Assign) for t in a.targets if isinstance(t, ast.Name)]
            assert sorted({x for x in names if names.count(x) > 1}) == [], (path.name, cls.name)
