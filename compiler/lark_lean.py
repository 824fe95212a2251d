"""Leaner stand-ins for three pieces of Lark, swapped into a parser after it is loaded, each
giving what Lark's own gives (tests/test_lean_parser.py compares them): the positions of parse
trees (Positions), the English lexer's per-state lexers (SpaceSkippingLexer) and their
scanners (ChunkedScanner). Each swap happens only where Lark's object is found exactly as
expected (Lark 1.x); otherwise the parser keeps Lark's own, slower, piece.
"""
from __future__ import annotations

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters
from lark.lexer import BasicLexer, ContextualLexer, Scanner, _create_unless
from lark.parse_tree_builder import PropagatePositions

from . import regexes


_new_str = str.__new__

# ---------------------------------------------------------------- the English lexer
# A terminal pattern this long (SUBTYPE, the trie of ~1,600 subtype words: 13 ms to compile) is
# compiled once per process on its own, not once inside the regex of every state that accepts it
_BIG_TERMINAL = 2000
_big_regexes: dict = {}


class ChunkedScanner(Scanner):
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
                mres.append(regexes.compile("|".join(pieces), self.g_regex_flags))
                pieces.clear()

        i = 0
        while i < len(terminals):
            t = terminals[i]
            rx = t.pattern.to_regexp()
            if len(rx) >= _BIG_TERMINAL:
                flush()
                key = (t.name, rx, self.g_regex_flags)
                if key not in _big_regexes:
                    _big_regexes[key] = regexes.compile(f"(?P<{t.name}>{rx})", self.g_regex_flags)
                mres.append(_big_regexes[key])
                i += 1
                continue
            j = i
            while j < len(terminals) and terminals[j].pattern.type == "str" and not terminals[j].pattern.flags:
                j += 1
            if j - i >= 2:
                group = f"_LITERALS{len(self._literals)}"
                self._literals[group] = {u.pattern.value: u.name for u in terminals[i:j]}
                pieces.append(f"(?P<{group}>{regexes.alternation(self._literals[group])})")
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


class SpaceSkippingLexer(BasicLexer):
    """One state's lexer of Lark's contextual lexer, for a grammar whose only ignored terminal is
    a single space (`%ignore " "`): the spaces before a token are stepped over in a loop instead of
    being matched by the state's regex one by one as ignored tokens, which was a third of all the
    matching. Tokens, offsets and line/column numbers are as Lark's own lexer makes them. Its
    scanner is a ChunkedScanner."""

    def _build_scanner(self):
        if self.use_bytes or self.user_callbacks:  # (neither in our grammars) Lark's own
            return super()._build_scanner()
        terminals, self.callback = _create_unless(self.terminals, self.g_regex_flags, self.re, self.use_bytes)
        return ChunkedScanner(terminals, self.g_regex_flags, self.re, self.use_bytes)

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
        t = _new_str(Token, value)  # (Token(type_, value, pos, line, column) without Lark's argument checks)
        t.type, t.value, t.start_pos, t.line, t.column = type_, value, pos, line_ctr.line, line_ctr.column
        line_ctr.feed(value, type_ in self.newline_types)
        t.end_line, t.end_column, t.end_pos = line_ctr.line, line_ctr.column, line_ctr.char_pos
        if type_ in self.callback:
            t = self.callback[type_](t)
            if not isinstance(t, Token):
                raise TypeError(f"a lexer callback returned {t!r}, not a token")
        lex_state.last_token = t
        return t


def lean_lexer(parser: Lark) -> Lark:
    """Put SpaceSkippingLexer in place of each state's lexer, where the parser's lexer is Lark's
    contextual one and the grammar ignores exactly one single space (otherwise nothing changes)."""
    lexer = getattr(parser.parser, "lexer", None)
    ignore = [t for t in parser.terminals if t.name in parser.lexer_conf.ignore]
    if (type(lexer) is not ContextualLexer or len(ignore) != 1 or ignore[0].pattern.type != "str"
            or ignore[0].pattern.value != " "):
        return parser
    for basic in state_lexers(parser):
        if type(basic) is BasicLexer:
            basic.__class__ = SpaceSkippingLexer
    return parser


def state_lexers(parser: Lark) -> list:
    """The distinct per-state lexers of a parser's contextual lexer (none for other lexers)."""
    lexer = getattr(parser.parser, "lexer", None)
    if type(lexer) is not ContextualLexer:
        return []
    return list({id(b): b for b in [*lexer.lexers.values(), lexer.root_lexer]}.values())


def forget_shared_regexes() -> None:
    _big_regexes.clear()


# ---------------------------------------------------------------- source positions
class _Meta:
    """A tree's source offsets: what the builder reads (start_pos, end_pos), and the extent of
    the rules inlined into it (container_*), which its parents take their offsets from."""

    __slots__ = ("empty", "start_pos", "end_pos", "container_start_pos", "container_end_pos")

    def __init__(self):
        self.empty = True


class Positions:
    """Lark's position propagation (propagate_positions=True) with the same offsets, but only
    the offsets: no line and column numbers, which nothing here reads, and no getattr fallbacks.
    It runs once per rule reduction, so it was a tenth of the time of a whole-database compile."""

    __slots__ = ("node_builder",)

    def __init__(self, node_builder):
        self.node_builder = node_builder

    def __call__(self, children):
        res = self.node_builder(children)
        if isinstance(res, Tree):
            # the first child with a position gives the start, the last the end (two loops written
            # out, not one helper called twice: this runs once per rule reduction)
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


def lean_positions(parser: Lark) -> Lark:
    """Swap Lark's position wrapper on every rule for Positions. Lark is built (and cached) with
    its own propagate_positions, so should its internals change, the parser keeps working with
    Lark's slower wrapper: the swap only happens where the wrapper is found as expected."""
    callbacks = getattr(parser, "_callbacks", None) or {}
    for rule, f in callbacks.items():
        if type(f) is PropagatePositions and f.node_filter is None:
            callbacks[rule] = Positions(f.node_builder)
    return parser
