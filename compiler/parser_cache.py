"""The parser cache: each language's finished parser, pickled once in the user's cache folder.

Lark's own cache (cache=True) is never used: it pickles into the shared temporary folder under a
predictable name and unpickles whatever it finds there (code execution for whoever writes it
first), and loading it runs Lark's pure-Python deserializer over ~40,000 objects: most of a cold
`oraclec explain`. The finished parser object,
pickled once before its first parse, loads several times faster, and what it holds is made to
load fast: the parse table's rows as strings decoded when first used (LazyStates), and no
compiled regex but the code of the lexers' regexes (regexes.py). Keyed by a format number, the
grammar text, Lark's and Python's versions; kept in the user's cache directory; anything wrong
with it and the parser is simply built again.
"""
from __future__ import annotations

import contextlib
import copyreg
import errno
import gc
import hashlib
import importlib
import io
import os
import pickle
import stat
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


_CACHE_FORMAT = "7"  # what the pickle holds: bump when that changes (the classes pickled, LazyStates, regex code;
# 6: the wordings' regexes; 7: without the loaded grammar)

# Unpickling runs code, so a cache file is only read from a folder the user owns and nobody else
# can write, and only if the user owns the file and nobody else can write it: checked on the
# opened folder and file (no symbolic link followed), so nothing can be swapped in between.
_SECURE = hasattr(os, "getuid") and hasattr(os, "O_NOFOLLOW") and os.open in os.supports_dir_fd
_warned: set = set()


def _refuse(where, why: str, what: str = "the parser cache in",
            then: str = "the parsers are built again each run") -> None:
    if where not in _warned:  # once per process
        _warned.add(where)
        print(f"oraclec: note: not using {what} {where}: {why} ({then}; see README)", file=sys.stderr)


def _private(st, uid: int) -> str | None:
    """Why a folder's or file's stat makes it unsafe to read code from, or None."""
    if st.st_uid != uid:
        return f"it belongs to user {st.st_uid}, not to you"
    if st.st_mode & 0o022:
        return "others can write to it"
    return None


def open_cache_dir(folder: Path) -> int | None:
    """A file descriptor of the cache folder (made with mode 0700 if missing, as is a missing
    per-user temporary parent), or None when it cannot be used safely."""
    uid = os.getuid()
    try:
        if folder.parent.name == f"oraclec-{uid}" and not folder.parent.exists():
            folder.parent.mkdir(mode=0o700)  # the no-home fallback in the shared temporary folder
        folder.parent.mkdir(parents=True, exist_ok=True)
        try:
            folder.mkdir(mode=0o700)
        except FileExistsError:
            pass
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
    except OSError as e:
        if e.errno == errno.ELOOP:
            _refuse(folder, "it is a symbolic link")
        return None  # (a read-only home: no cache, same parser)
    why = _private(os.fstat(fd), uid)
    if why is not None:
        os.close(fd)
        _refuse(folder, why)
        return None
    return fd


def _read_cached(dfd: int, name: str) -> bytes | None:
    try:
        fd = os.open(name, os.O_RDONLY | os.O_NOFOLLOW, dir_fd=dfd)
    except OSError:
        return None
    with os.fdopen(fd, "rb") as f:
        st = os.fstat(f.fileno())
        why = _private(st, os.getuid()) if stat.S_ISREG(st.st_mode) else "it is not a regular file"
        if why is not None:
            _refuse(name, why)
            return None
        return f.read()


def _write_cached(dfd: int, name: str, data: bytes, lang: str) -> None:
    tmp = f"{name}.{os.getpid()}.tmp"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o600, dir_fd=dfd)
    with os.fdopen(fd, "wb") as f:
        f.write(data)
    os.replace(tmp, name, src_dir_fd=dfd, dst_dir_fd=dfd)
    for old in os.listdir(dfd):  # those of older grammars: never read again
        if old.startswith(f"parser-{lang}-") and old.endswith(".pickle") and old != name:
            with contextlib.suppress(OSError):
                os.unlink(old, dir_fd=dfd)


def load_or_build(lang: str, text: str, build, patterns=lambda parser: ()):
    import lark

    key = hashlib.sha256("\0".join((_CACHE_FORMAT, text, lark.__version__, sys.version)).encode("utf-8")).hexdigest()[:24]
    name = f"parser-{lang}-{key}.pickle"
    dfd = open_cache_dir(cache_dir()) if _SECURE else None
    try:
        data = _read_cached(dfd, name) if dfd is not None else None
        if data is not None:
            gc_was_on = gc.isenabled()
            gc.disable()  # unpickling makes ~100,000 objects, none of them garbage: no collections meanwhile
            try:
                parser = pickle.loads(data)
                gc.freeze()  # the parser's objects live as long as the process: never scanned again
                return parser
            except Exception:  # damaged, or from an incompatible build: build it again
                pass
            finally:
                if gc_was_on:
                    gc.enable()
        parser = build()
        # the grammar as loaded and its text: used only while building (a fifth of the pickle)
        parser.grammar = parser.source_grammar = None
        _lazy_parse_table(parser)
        _keep_regex_code(lark_lean.lean_lexer(parser), patterns(parser))
        if dfd is not None:
            try:
                buf = io.BytesIO()
                pickler = pickle.Pickler(buf, protocol=pickle.HIGHEST_PROTOCOL)
                pickler.dispatch_table = _dispatch_table()
                pickler.dump(parser)
                _write_cached(dfd, name, buf.getvalue(), lang)
            except Exception:  # an unpicklable lexer or a full disk: no cache, same parser
                pass
        return parser
    finally:
        if dfd is not None:
            os.close(dfd)


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
