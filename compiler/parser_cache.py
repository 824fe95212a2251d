"""The parser cache: each language's finished parser, pickled once in the user's cache folder.

Lark's own cache (cache=True) stores the LALR tables, but loading them runs Lark's pure-Python
deserializer over ~40,000 objects: most of a cold `oraclec explain`. The finished parser object,
pickled once before its first parse, loads several times faster, and what it holds is made to
load fast: the parse table's rows as strings decoded when first used (LazyStates), and no
compiled regex but the code of the lexers' regexes (regexes.py). Keyed by a format number, the
grammar text, Lark's and Python's versions; kept in the user's cache directory; anything wrong
with it and the parser is simply built again.
"""
from __future__ import annotations

import copyreg
import gc
import hashlib
import importlib
import io
import os
import pickle
import sys
import tempfile
import types
from pathlib import Path

from lark import Lark

from . import lark_lean, regexes


def cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME")
    if not base:
        home = os.path.expanduser("~")
        # no home directory (expanduser leaves "~" as it is): never a "~" folder in the working directory
        user = getattr(os, "getuid", lambda: "user")()
        base = os.path.join(home, ".cache") if home != "~" else os.path.join(tempfile.gettempdir(), f"oraclec-{user}")
    return Path(base) / "oraclec"


_CACHE_FORMAT = "5"  # what the pickle holds: bump when that changes (the classes pickled, LazyStates, regex code)


def load_or_build(lang: str, text: str, build, patterns=lambda parser: ()):
    import lark

    key = hashlib.sha256("\0".join((_CACHE_FORMAT, text, lark.__version__, sys.version)).encode("utf-8")).hexdigest()[:24]
    path = cache_dir() / f"parser-{lang}-{key}.pickle"
    try:
        with open(path, "rb") as f:
            data = f.read()
        gc_was_on = gc.isenabled()
        gc.disable()  # unpickling makes ~100,000 objects, none of them garbage: no collections meanwhile
        try:
            return pickle.loads(data)
        finally:
            if gc_was_on:
                gc.enable()
    except Exception:  # missing, unreadable, or from an incompatible build: build it again
        pass
    parser = build()
    _lazy_parse_table(parser)
    _keep_regex_code(lark_lean.lean_lexer(parser), patterns(parser))
    try:
        buf = io.BytesIO()
        pickler = pickle.Pickler(buf, protocol=pickle.HIGHEST_PROTOCOL)
        pickler.dispatch_table = _dispatch_table()
        pickler.dump(parser)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_bytes(buf.getvalue())
        os.replace(tmp, path)
        for old in path.parent.glob(f"parser-{lang}-*.pickle"):  # those of older grammars: never read again
            if old != path:
                old.unlink(missing_ok=True)
    except Exception:  # an unpicklable lexer or a read-only home: no cache, same parser
        pass
    return parser


def _keep_regex_code(parser: Lark, patterns=()) -> None:
    """Compile every lexer state's scanner once (and the other `patterns`, (pattern, flags)
    pairs), keeping their regexes' code on the parser (pickled with it, see regexes.py); then
    drop the scanners, which are made again from that code when first needed."""
    basics = [b for b in lark_lean.state_lexers(parser) if type(b) is lark_lean.SpaceSkippingLexer]
    with regexes.recording() as codes:
        if codes is None:
            return
        try:
            for b in basics:
                b._scanner = None
                b.scanner  # noqa: B018 (builds it)
            for pattern, flags in patterns:
                regexes.compile(pattern, flags)
            parser._oraclec_regex_codes = dict(codes)
        finally:
            for b in basics:
                b._scanner = None
            lark_lean.forget_shared_regexes()


def use_regex_code(parser: Lark) -> Lark:
    """Let this process make the parser's regexes from the code kept with it."""
    regexes.CODES.update(getattr(parser, "_oraclec_regex_codes", None) or {})
    return parser


class LazyStates(dict):
    """The LALR parse table's rows (state → {symbol: (action, argument)}), each kept as one
    string until the parser first reaches that state. Unpickling ~90,000 action tuples was most
    of loading a parser (0.13 s of a cold `oraclec explain`, which visits a few dozen states);
    one string per state loads at once and a row costs ~20 µs the first time it is read.
    Everything that reads the whole table (iteration, len) sees every row."""

    def __init__(self, rows: dict, rules: tuple):
        super().__init__()
        self._rows = rows  # state → "SYMBOL=code …": code 2n is Shift to n, 2n+1 Reduce by rules[n]
        self._rules = rules

    @classmethod
    def of(cls, states: dict) -> "LazyStates":
        import lark.parsers.lalr_analysis as la

        rules: dict = {}
        rows = {}
        for state, row in states.items():
            items = []
            for sym, (action, arg) in row.items():
                if action is la.Shift:
                    code = 2 * arg
                elif action is la.Reduce:
                    code = 2 * rules.setdefault(arg, len(rules)) + 1
                else:
                    raise ValueError(f"unknown LALR action {action!r}")
                if " " in sym or "=" in sym:
                    raise ValueError(f"a grammar symbol the encoding cannot hold: {sym!r}")
                items.append(f"{sym}={code}")
            rows[state] = " ".join(items)
        return cls(rows, tuple(rules))

    def __reduce__(self):
        return (LazyStates, (self._rows, self._rules))

    def __missing__(self, state):
        import lark.parsers.lalr_analysis as la

        enc = self._rows[state]  # (an unknown state: KeyError, as from the dict it stands for)
        rules, shift, reduce = self._rules, la.Shift, la.Reduce
        row = {}
        for item in enc.split(" ") if enc else ():
            sym, _, code = item.partition("=")
            c = int(code)
            row[sym] = (reduce, rules[c >> 1]) if c & 1 else (shift, c >> 1)
        self[state] = row
        return row

    def _all(self):
        for state in self._rows:
            if not dict.__contains__(self, state):
                self.__missing__(state)

    def __contains__(self, state):
        return state in self._rows

    def __len__(self):
        return len(self._rows)

    def __iter__(self):
        self._all()
        return dict.__iter__(self)

    def keys(self):
        self._all()
        return dict.keys(self)

    def values(self):
        self._all()
        return dict.values(self)

    def items(self):
        self._all()
        return dict.items(self)

    def get(self, state, default=None):
        return self[state] if state in self._rows else default


def _lazy_parse_table(parser: Lark) -> None:
    """Put the parse table's rows in a LazyStates (where the table is where Lark 1.x keeps it)."""
    table = getattr(getattr(getattr(parser.parser, "parser", None), "parser", None), "parse_table", None)
    if table is not None and type(getattr(table, "states", None)) is dict:
        table.states = LazyStates.of(table.states)


def _dispatch_table() -> dict:
    """Pickling rules for the two kinds of object in a Lark parser that pickle cannot store as
    they are: modules (the lexer keeps `re`) by name, and the parse table's Shift/Reduce actions,
    which the parser compares by identity, as the module's own singletons."""
    import lark.parsers.lalr_analysis as la

    table = dict(copyreg.dispatch_table)
    table[types.ModuleType] = lambda m: (importlib.import_module, (m.__name__,))
    table[la.Action] = lambda a: (getattr, (la, a.name))
    return table
