"""Compiled ability lines kept beside the compile cache (the "line" table of its own file), so that a record that is
new or changed compiles only its new lines: a card added with "Flying" and "Draw a card." parses
neither again.

compile_text's line cache (a dict: (lang, normalized line, whether an instant or sorcery, the
other cards' names it holds with the English names they stand for) → the line's abilities) is,
in a compile with the compile cache, a StoredLines: what the dict does not hold is looked up in
the table, and what compile_text puts in it is kept for the table. What a line compiles to
depends only on that key and the compiler (whose identity keys the table, as every table of the
compile cache), so a line found there is what compiling it would give, as for the dict; its
abilities keep the spans of the card that first had it, which a database's output never
writes (compile_text's doc). Rows are the pickled abilities with a checksum, in the same
private file beside the cache's (compile_cache.LINES_FILE, opened as the cache is: a folder and
a file only the user can write, the compiler's identity, rebuilt when damaged): a row that fails
its checksum or does not unpickle, or a read that fails, is a miss. A file of its own, so that
a damaged cache is still found on reading its lines (lines that all hit read only the pages of
the lines table). Each process reads through its own connection (a connection never crosses a
fork); the main process writes."""
from __future__ import annotations

import hashlib
import os
import pickle
import sqlite3

TABLE = "line"
_QUERY = "SELECT line, crc FROM line WHERE key = ?"


class StoredLines(dict):
    """compile_text's line cache, backed by the compile cache's line table (see the module's doc)."""

    def __init__(self, path, prefix: bytes):
        super().__init__()
        self.path = str(path)
        self.prefix = prefix
        self.new: list = []  # (key, pickled abilities) put since the last take()
        self._db = None
        self._pid = None

    def _conn(self):
        if self._pid != os.getpid():  # (a forked worker opens its own)
            self._pid = os.getpid()
            try:
                self._db = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True, timeout=5,
                                           check_same_thread=False)
            except sqlite3.Error:
                self._db = None
        return self._db

    def _key(self, key) -> bytes:
        return hashlib.blake2b(repr(key).encode("utf-8", "surrogatepass"), digest_size=20, person=b"line",
                               key=self.prefix).digest()

    def get(self, key, default=None):
        got = dict.get(self, key)
        if got is not None:
            return got
        db = self._conn()
        if db is None:
            return default
        try:
            hk = self._key(key)
            row = db.execute(_QUERY, (hk,)).fetchone()
        except sqlite3.Error:
            return default
        if row is None:
            return default
        from .compile_cache import _crc

        blob, crc = row
        if _crc(hk, blob, "") != crc:
            return default
        try:
            value = pickle.loads(blob)
        except Exception:
            return default
        dict.__setitem__(self, key, value)
        return value

    def __setitem__(self, key, value) -> None:
        dict.__setitem__(self, key, value)
        try:
            self.new.append((self._key(key), pickle.dumps(value, pickle.HIGHEST_PROTOCOL)))
        except Exception:  # (not picklable: kept in this process only)
            pass

    def take(self) -> list:
        """The lines put since the last take, as (key, pickled abilities), for the table."""
        out, self.new = self.new, []
        return out
