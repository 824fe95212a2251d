"""Loading the two grammars: the .lark files (package data) plus the terminals generated
from the word tables, built once per process into LALR parsers (Lark caches the tables)."""
from __future__ import annotations

import copyreg
import gc
import hashlib
import importlib
import io
import os
import pickle
import re
import sys
import tempfile
import types
from array import array
from functools import lru_cache
from importlib import resources
from pathlib import Path

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters
from lark.lexer import BasicLexer, ContextualLexer, Scanner, _create_unless
from lark.parse_tree_builder import PropagatePositions

from .tables import keywords, vocab


def grammar_text(lang: str) -> str:
    return resources.files("oraclec.grammar").joinpath(f"{lang}.lark").read_text(encoding="utf-8")


def _alternation(words) -> str:
    """A regex matching any of `words`, as a trie ("gob(?:lin|bo)…"): Python's re tries the branches
    of a flat alternation one by one, so a table of 800 subtypes made every token slow to lex. The
    greedy optional ends with backtracking keep the longest-match-first meaning of the flat list."""
    trie: dict = {}
    for w in set(words):
        node = trie
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}

    def rx(node: dict) -> str:
        alts = [re.escape(ch).replace("/", "\\/") + rx(child) for ch, child in sorted(node.items()) if ch]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        return "(?:" + body + ")?" if "" in node else body

    return rx(trie)


def en_generated_terminals() -> str:
    subtypes = set()
    for en, _ja in vocab.subtype_surfaces():
        subtypes.add(en.lower())
        subtypes.add(vocab.plural(en).lower())
    return (
        f"KEYWORD.3: /({_alternation(keywords.surfaces('en'))})(?!\\w)/\n"
        f"KEYWORD_N.3: /({_alternation(keywords.surfaces('en', 'number'))})\\b/\n"
        f"KEYWORD_COST.3: /({_alternation(keywords.surfaces('en', 'cost'))})(?!\\w)/\n"
        f"KEYWORD_NC.3: /({_alternation(keywords.surfaces('en', 'number_cost'))})\\b/\n"
        f"SUBTYPE.2: /({_alternation(subtypes)})\\b/\n"
        f"COUNTER_WORD.3: /({_alternation(vocab.COUNTERS_EN)})(?= counters?\\b)/\n"
    )


@lru_cache(maxsize=None)
def en_parser() -> Lark:
    text = grammar_text("en") + "\n" + en_generated_terminals()
    return _use_regex_codes(_lean_lexer(_lean_positions(_load_or_build("en", text, lambda: Lark(
        text, parser="lalr", lexer="contextual", propagate_positions=True, start=["start", "activated_line"],
        maybe_placeholders=False, cache=True)))))


@lru_cache(maxsize=None)
def ja_parser() -> Lark:
    from .lex_ja import JaLexer

    text = grammar_text("ja")
    return _use_regex_codes(_lean_positions(_load_or_build("ja", text, lambda: Lark(
        text, parser="lalr", lexer=JaLexer, propagate_positions=True, start=["start", "activated_line"], cache=True,
        maybe_placeholders=False), _ja_patterns)))


def _ja_patterns(parser: Lark) -> list:
    """The Japanese tokenizer's scanner regex, for the parser cache to keep compiled."""
    from . import lex_ja

    return [(lex_ja.scanner_pattern(lex_ja.literal_map_of(parser.terminals)), 0)]


# ---------------------------------------------------------------- compiled regexes, kept
# Python compiles a regex in two steps: parsing and code generation in Python (slow: 17 ms for
# SUBTYPE's trie), then _sre.compile on the code (0.2 ms). The scanners' regexes are compiled
# once when the parser is built and their code is kept in the parser cache, so a process makes
# its scanners from the code: a cold `oraclec explain` compiled ~50 ms of regexes for one line,
# and each worker of a whole-database compile ~0.3 s. The cache is keyed by Python's version, the
# code is checked by _sre.compile itself, and anything missing or refused is compiled as usual.
try:
    import _sre
    from re import _compiler as _re_compiler, _parser as _re_parser
except ImportError:  # (another Python implementation)
    _sre = None

_REGEX_CODES: dict = {}  # (pattern, flags) → (flags, code, groups, groupindex, indexgroup)
_recording: dict | None = None  # set while a new parser's scanners are compiled for the cache


def _regex(pattern: str, flags: int) -> re.Pattern:
    got = _REGEX_CODES.get((pattern, flags))
    if got is not None:
        try:
            return _sre.compile(pattern, got[0], got[1].tolist(), got[2], got[3], got[4])
        except Exception:  # refused: compile it as usual
            pass
    if _recording is not None and _sre is not None:
        parsed = _re_parser.parse(pattern, flags)
        code = _re_compiler._code(parsed, flags)
        groupindex = dict(parsed.state.groupdict)
        indexgroup = [None] * parsed.state.groups
        for k, i in groupindex.items():
            indexgroup[i] = k
        _recording[(pattern, flags)] = (flags | parsed.state.flags, array("I", code), parsed.state.groups - 1,
                                        groupindex, tuple(indexgroup))
    return re.compile(pattern, flags)


def _precompile_scanners(parser: Lark, patterns=()) -> None:
    """Compile every state's scanner once (and the other `patterns`, (pattern, flags) pairs),
    keeping the regexes' code on the parser (pickled with it); then drop the scanners, which are
    rebuilt from the code when first needed."""
    global _recording
    if _sre is None:
        return
    lexer = getattr(parser.parser, "lexer", None)
    basics = [b for b in {id(b): b for b in [*lexer.lexers.values(), lexer.root_lexer]}.values()
              if type(b) is _SpaceSkippingLexer] if type(lexer) is ContextualLexer else []
    _recording = {}
    try:
        for b in basics:
            b._scanner = None
            b.scanner  # noqa: B018 (builds it)
        for pattern, flags in patterns:
            _regex(pattern, flags)
        parser._oraclec_regex_codes = _recording
    finally:
        _recording = None
        for b in basics:
            b._scanner = None
        _big_regexes.clear()


def _use_regex_codes(parser: Lark) -> Lark:
    _REGEX_CODES.update(getattr(parser, "_oraclec_regex_codes", None) or {})
    return parser


# ---------------------------------------------------------------- the English lexer
# A terminal pattern this long (SUBTYPE, the trie of ~1,600 subtype words: 13 ms to compile) is
# compiled once per process on its own, not once inside the regex of every state that accepts it
_BIG_TERMINAL = 2000
_big_regexes: dict = {}


class _ChunkedScanner(Scanner):
    """Lark's scanner for one lexer state matches one alternation of the state's terminals, in
    Lark's order, and the first alternative that matches wins. This one matches the same first
    alternative, faster to build and to run:
    - the terminals are cut into runs around each very long terminal, tried in the same order:
      the long terminal's regex is shared by all states instead of compiled into each (compiling
      the regexes of the lexer's 610 states took 2.0 s, 1.8 s of it in the long terminals);
    - consecutive plain string terminals ("destroy", "target", …: Lark puts them last, longest
      first) are one group matching a trie of the strings, so the regex engine steps through the
      characters once instead of trying each string in turn; the string found names the terminal.
      Longest first is what the trie's greedy optional endings give."""

    def _build_mres(self, terminals, max_size):
        self._literals: dict[str, dict[str, str]] = {}
        mres, pieces = [], []

        def flush():
            if pieces:
                mres.append(_regex("|".join(pieces), self.g_regex_flags))
                pieces.clear()

        i = 0
        while i < len(terminals):
            t = terminals[i]
            rx = t.pattern.to_regexp()
            if len(rx) >= _BIG_TERMINAL:
                flush()
                key = (t.name, rx, self.g_regex_flags)
                if key not in _big_regexes:
                    _big_regexes[key] = _regex(f"(?P<{t.name}>{rx})", self.g_regex_flags)
                mres.append(_big_regexes[key])
                i += 1
                continue
            j = i
            while j < len(terminals) and terminals[j].pattern.type == "str" and not terminals[j].pattern.flags:
                j += 1
            if j - i >= 2:
                group = f"_LITERALS{len(self._literals)}"
                self._literals[group] = {u.pattern.value: u.name for u in terminals[i:j]}
                pieces.append(f"(?P<{group}>{_alternation(self._literals[group])})")
                i = j
                continue
            pieces.append(f"(?P<{t.name}>{rx})")
            i += 1
        flush()
        return mres

    def match(self, text, pos):
        for mre in self._mres:
            m = mre.match(text.text, pos, text.end)
            if m:
                value, name = m.group(0), m.lastgroup
                literals = self._literals.get(name)
                return value, (name if literals is None else literals[value])
        return None

    def fullmatch(self, text):
        for mre in self._mres:
            m = mre.fullmatch(text)
            if m:
                literals = self._literals.get(m.lastgroup)
                return m.lastgroup if literals is None else literals[m.group(0)]
        return None


class _SpaceSkippingLexer(BasicLexer):
    """One state's lexer of Lark's contextual lexer, for a grammar whose only ignored terminal is
    a single space (`%ignore " "`): the spaces before a token are stepped over in a loop instead of
    being matched by the state's regex one by one as ignored tokens, which was a third of all the
    matching. Tokens, offsets and line/column numbers are as Lark's own lexer makes them. Its
    scanner is a _ChunkedScanner."""

    def _build_scanner(self):
        if self.use_bytes or self.user_callbacks:  # (neither in our grammars) Lark's own
            return super()._build_scanner()
        terminals, self.callback = _create_unless(self.terminals, self.g_regex_flags, self.re, self.use_bytes)
        return _ChunkedScanner(terminals, self.g_regex_flags, self.re, self.use_bytes)

    def next_token(self, lex_state, parser_state=None):
        line_ctr = lex_state.line_ctr
        text = lex_state.text
        s, end = text.text, text.end
        pos = line_ctr.char_pos
        while pos < end and s[pos] == " ":
            pos += 1
        if pos != line_ctr.char_pos:
            line_ctr.char_pos = pos
            line_ctr.column = pos - line_ctr.line_start_pos + 1
        if pos >= end:
            raise EOFError(self)
        res = self.scanner.match(text, pos)
        if not res:
            allowed = self.scanner.allowed_types - self.ignore_types or {"<END-OF-FILE>"}
            raise UnexpectedCharacters(s, pos, line_ctr.line, line_ctr.column, allowed=allowed,
                                       token_history=lex_state.last_token and [lex_state.last_token],
                                       state=parser_state, terminals_by_name=self.terminals_by_name)
        value, type_ = res
        t = Token(type_, value, pos, line_ctr.line, line_ctr.column)
        line_ctr.feed(value, type_ in self.newline_types)
        t.end_line, t.end_column, t.end_pos = line_ctr.line, line_ctr.column, line_ctr.char_pos
        if type_ in self.callback:
            t = self.callback[type_](t)
            if not isinstance(t, Token):
                raise TypeError(f"a lexer callback returned {t!r}, not a token")
        lex_state.last_token = t
        return t


def _lean_lexer(parser: Lark) -> Lark:
    """Put _SpaceSkippingLexer in place of each state's lexer, where the parser's lexer is Lark's
    contextual one and the grammar ignores exactly one single space (otherwise nothing changes)."""
    lexer = getattr(parser.parser, "lexer", None)
    ignore = [t for t in parser.terminals if t.name in parser.lexer_conf.ignore]
    if (type(lexer) is not ContextualLexer or len(ignore) != 1 or ignore[0].pattern.type != "str"
            or ignore[0].pattern.value != " "):
        return parser
    for basic in {id(b): b for b in [*lexer.lexers.values(), lexer.root_lexer]}.values():
        if type(basic) is BasicLexer:
            basic.__class__ = _SpaceSkippingLexer
    return parser


# ---------------------------------------------------------------- source positions
class _Meta:
    """A tree's source offsets: what the builder reads (start_pos, end_pos), and the extent of
    the rules inlined into it (container_*), which its parents take their offsets from."""

    __slots__ = ("empty", "start_pos", "end_pos", "container_start_pos", "container_end_pos")

    def __init__(self):
        self.empty = True


class _Positions:
    """Lark's position propagation (propagate_positions=True) with the same offsets, but only
    the offsets: no line and column numbers, which nothing here reads, and no getattr fallbacks.
    It runs once per rule reduction, so it was a tenth of the time of a whole-database compile."""

    __slots__ = ("node_builder",)

    def __init__(self, node_builder):
        self.node_builder = node_builder

    def __call__(self, children):
        res = self.node_builder(children)
        if isinstance(res, Tree):
            start = end = None
            for c in children:
                if isinstance(c, Tree):
                    m = c._meta
                    if m is not None and not m.empty:
                        start = m.container_start_pos
                        break
                elif isinstance(c, Token):
                    start = c.start_pos
                    break
            if start is None:
                return res
            for c in reversed(children):
                if isinstance(c, Tree):
                    m = c._meta
                    if m is not None and not m.empty:
                        end = m.container_end_pos
                        break
                elif isinstance(c, Token):
                    end = c.end_pos
                    break
            m = res._meta
            if m is None:
                m = res._meta = _Meta()
            if m.empty:  # not a tree already placed by an inlined rule (`?rule`): its own offsets
                m.start_pos, m.end_pos, m.empty = start, end, False
            m.container_start_pos, m.container_end_pos = start, end
        return res


def _lean_positions(parser: Lark) -> Lark:
    """Swap Lark's position wrapper on every rule for _Positions. Lark is built (and cached) with
    its own propagate_positions, so should its internals change, the parser keeps working with
    Lark's slower wrapper: the swap only happens where the wrapper is found as expected."""
    callbacks = getattr(parser, "_callbacks", None) or {}
    for rule, f in callbacks.items():
        if type(f) is PropagatePositions and f.node_filter is None:
            callbacks[rule] = _Positions(f.node_builder)
    return parser


# ---------------------------------------------------------------- the parser cache
# Lark's own cache (cache=True) stores the LALR tables, but loading them runs Lark's pure-Python
# deserializer over ~40,000 objects: most of a cold `oraclec explain`. The finished parser object,
# pickled once before its first parse (its lexer scanners are built lazily, so no compiled regex is
# stored), loads several times faster. Keyed by grammar text, Lark and Python versions; kept in the
# user's cache directory; anything wrong with it and the parser is simply built again.

def _cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME")
    if not base:
        home = os.path.expanduser("~")
        # no home directory (expanduser leaves "~" as it is): never a "~" folder in the working directory
        user = getattr(os, "getuid", lambda: "user")()
        base = os.path.join(home, ".cache") if home != "~" else os.path.join(tempfile.gettempdir(), f"oraclec-{user}")
    return Path(base) / "oraclec"


_CACHE_FORMAT = "4"  # what the pickle holds (2: the parse table's rows as _LazyStates; 3, 4: regex code)


def _load_or_build(lang: str, text: str, build, patterns=lambda parser: ()):
    import lark

    key = hashlib.sha256("\0".join((_CACHE_FORMAT, text, lark.__version__, sys.version)).encode("utf-8")).hexdigest()[:24]
    path = _cache_dir() / f"parser-{lang}-{key}.pickle"
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
    _precompile_scanners(_lean_lexer(parser), patterns(parser))
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


class _LazyStates(dict):
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
    def of(cls, states: dict) -> "_LazyStates":
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
        return (_LazyStates, (self._rows, self._rules))

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
    """Put the parse table's rows in a _LazyStates (where the table is where Lark 1.x keeps it)."""
    table = getattr(getattr(getattr(parser.parser, "parser", None), "parser", None), "parse_table", None)
    if table is not None and type(getattr(table, "states", None)) is dict:
        table.states = _LazyStates.of(table.states)


def _dispatch_table() -> dict:
    """Pickling rules for the two kinds of object in a Lark parser that pickle cannot store as
    they are: modules (the lexer keeps `re`) by name, and the parse table's Shift/Reduce actions,
    which the parser compares by identity, as the module's own singletons."""
    import lark.parsers.lalr_analysis as la

    table = dict(copyreg.dispatch_table)
    table[types.ModuleType] = lambda m: (importlib.import_module, (m.__name__,))
    table[la.Action] = lambda a: (getattr, (la, a.name))
    return table
