"""The runtime's rooms stay findable: no import circle among its modules (imports inside functions
count: a circle works only while every import in it happens late enough, and hides which part
depends on which), and no module over 600 lines."""
import ast
from pathlib import Path

import oraclec.runtime

ROOT = Path(oraclec.runtime.__file__).parent
PACKAGE = "oraclec.runtime"


def _modules() -> dict[str, Path]:
    out = {}
    for path in sorted(ROOT.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join([PACKAGE] + parts)] = path
    return out


def _imports(name: str, path: Path, modules: dict) -> set[str]:
    """The runtime modules `name` imports, anywhere in its code; importing a.b.c imports the
    package a.b first (unless `name` is inside it: then it is being imported already)."""
    here = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = here
            for _ in range(node.level - 1):
                base = base.rpartition(".")[0]
            target = (f"{base}.{node.module}" if node.module else base) if node.level else node.module
            found.add(target)
            found.update(f"{target}.{a.name}" for a in node.names)
    out = set()
    for target in found:
        parts = target.split(".")
        for k in range(len(parts), 2, -1):
            t = ".".join(parts[:k])
            if t in modules and not (name == t or name.startswith(t + ".")):
                out.add(t)
    return out


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_the_runtime_has_no_import_circle():
    modules = _modules()
    graph = {m: _imports(m, p, modules) for m, p in modules.items()}
    assert sum(len(v) for v in graph.values()) > 50  # the scan sees the imports
    assert graph[f"{PACKAGE}.stack.resolve"] >= {f"{PACKAGE}.effects", f"{PACKAGE}.stack.targets"}
    assert _circles(graph) == []


def test_a_circle_is_found():
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_runtime_module_is_over_600_lines():
    long = {p.relative_to(ROOT).as_posix(): n for p in ROOT.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 600}
    assert long == {}
