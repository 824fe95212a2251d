"""The compile cache: every definition line `oraclec compile` wrote, kept in an SQLite database
beside the parser cache, so that compiling a database again compiles only the records that are
new or changed.

A line is found by a key made of the compiler's identity (a hash of every source file of the
package that decides what a text compiles to: compiler/, grammar/, the embedded corpus, and the
versions of Python, Lark, fugashi and its dictionary) and the record's content in one language
(every field but `source`, which is put back into the line when it is read: the cached line holds
a placeholder where the record's source goes). What else a line depends on is kept with it and
checked on use: the English names the other cards named in the text had (names.to_canonical,
which depends on the other records of the run). So a hit is exactly the line compiling would
give, and a changed grammar, table or code version never hits (its lines are dropped the first
time the new compiler opens the cache).

Safe to lose: each row carries a checksum of its key and line; a row that fails it, or a database
that SQLite finds damaged (a truncated or overwritten file), is deleted and rebuilt, with one line
on standard error, and the run goes on compiling. Concurrent runs share it through SQLite's WAL
journal and transactions; a write that cannot get the lock in time is skipped (the line is only
not cached). The folder and the file get the parser cache's checks (parser_cache.open_cache_dir:
a folder you own that nobody else can write; a regular file you own that nobody else can write).
"""
from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import operator
import os
import sqlite3
import stat
import sys
import time
import zlib
from pathlib import Path

import attrs

from . import names, parser_cache
from .records import Record

FORMAT = "2"  # what the tables hold: bump when that changes (2: the lint and line tables)
FILE = "compile-cache.sqlite3"
LINES_FILE = "compile-lines.sqlite3"  # compiled ability lines (line_store.py): a file of their own, see there

# stands for the record's source in a cached line (a record holding it anywhere is not cached)
SOURCE_MARK = "\x00source\x00"
_SOURCE_MARK_JSON = json.dumps(SOURCE_MARK)[1:-1]
_FIELDS = tuple(a.name for a in attrs.fields(Record) if a.name != "source")
# (runtime/: every ok line says what of it the runtime plays, runtime/playable.py)
_ROOTS = ("compiler", "grammar", "corpus", "runtime", "__init__.py")
_SUFFIXES = (".py", ".lark", ".tsv", ".jsonl")
_DISTS = ("lark", "fugashi", "unidic-lite", "unidic")
_QUERY = 400  # keys per SELECT


def identity(root: Path | None = None) -> str:
    """A hash of everything that decides what a record compiles to (see the module's doc)."""
    import importlib.metadata as md

    root = root or Path(__file__).resolve().parents[1]
    h = hashlib.sha256(f"{FORMAT}\0{sys.version}\0".encode())
    for dist in _DISTS:
        try:
            h.update(f"{dist}={md.version(dist)}\0".encode())
        except md.PackageNotFoundError:
            h.update(f"{dist}=-\0".encode())
    files = []
    for top in _ROOTS:
        p = root / top
        if p.is_file():
            files.append(p)
        elif p.is_dir():
            files.extend(f for f in p.rglob("*") if f.suffix in _SUFFIXES and "__pycache__" not in f.parts)
    for f in sorted(files, key=lambda f: f.relative_to(root).as_posix()):
        h.update(f.relative_to(root).as_posix().encode() + b"\0")
        h.update(f.read_bytes())
        h.update(b"\0")
    return h.hexdigest()


def _note(message: str) -> None:
    print(f"oraclec: note: {message}", file=sys.stderr)


def _damaged(e: Exception) -> bool:
    code = getattr(e, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)
    msg = str(e)
    return "malformed" in msg or "not a database" in msg


class Damaged(Exception):
    """A row whose checksum does not match."""


class CompileCache:
    """The open cache (see the module's doc). get() and put() never raise: a cache that cannot
    be used any more is closed and the run compiles everything it does not find."""

    def __init__(self, path: Path, ident: str):
        self.path = path
        self.ident = ident
        self._prefix = hashlib.sha256(ident.encode()).digest()
        self.db: sqlite3.Connection | None = None
        self.hits = self.misses = 0
        self._rebuilt = False

    # -- opening ------------------------------------------------------------------------------

    @classmethod
    def open(cls, folder: Path | None = None, ident: str | None = None, file: str = FILE) -> "CompileCache | None":
        """The cache in `folder` (default: the parser cache's folder), or None when it cannot be
        used safely (the parser cache's checks; each failure is said once, on standard error)."""
        if not parser_cache._SECURE:
            return None
        folder = folder or parser_cache.cache_dir()
        dfd = parser_cache.open_cache_dir(folder)
        if dfd is None:
            return None
        try:
            if not _own_file(dfd, file, str(folder / file)):
                return None
        finally:
            os.close(dfd)
        cache = cls(folder / file, ident or identity())
        try:
            cache._connect()
        except sqlite3.DatabaseError as e:
            if not _damaged(e):
                _note(f"not using the compile cache {cache.path}: {e}")
                cache.close()
                return None
            cache._rebuild(e)
        return cache if cache.db is not None else None

    def _connect(self) -> None:
        """Open the database and set it up, waiting for another run that is setting it up at
        the same moment: switching a new file to WAL takes a lock SQLite's busy timeout does not
        wait for, so "database is locked" there means "try again", not "unusable"."""
        def once():
            try:
                self._connect_once()
            except sqlite3.OperationalError:
                self.close()
                raise

        _until_unlocked(once)

    def _connect_once(self) -> None:
        db = sqlite3.connect(self.path, timeout=30, isolation_level=None)
        self.db = db
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
        db.execute(f"PRAGMA mmap_size={1 << 30}")  # (reads without a copy through SQLite's page cache)
        db.execute("CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v TEXT NOT NULL)")
        row = db.execute("SELECT v FROM meta WHERE k = 'identity'").fetchone()
        if row is None or row[0] != self.ident:
            # another compiler's lines (an older grammar, or none yet): never hit again, so drop them
            with self._write() as w:
                if w is not None:
                    for table in _TABLES:
                        w.execute(f"DROP TABLE IF EXISTS {table}")
                        w.execute(_TABLE.format(table))
                    w.execute("INSERT OR REPLACE INTO meta VALUES ('identity', ?)", (self.ident,))

    def _rebuild(self, why: Exception) -> None:
        """Delete a damaged database and start an empty one (said once per run)."""
        self.close()
        if not self._rebuilt:
            _note(f"the compile cache {self.path} was damaged ({why}): rebuilt")
        self._rebuilt = True
        for suffix in ("", "-wal", "-shm"):
            with contextlib.suppress(FileNotFoundError):
                os.unlink(f"{self.path}{suffix}")
        try:
            dfd = parser_cache.open_cache_dir(self.path.parent)
            if dfd is None:
                return
            try:
                if not _own_file(dfd, self.path.name, str(self.path)):
                    return
            finally:
                os.close(dfd)
            self._connect()
        except (sqlite3.Error, OSError) as e:
            self.close()
            _note(f"not using the compile cache {self.path}: {e}")

    def close(self) -> None:
        if self.db is not None:
            with contextlib.suppress(sqlite3.Error):
                self.db.close()
        self.db = None

    @contextlib.contextmanager
    def _write(self):
        """A write transaction (BEGIN IMMEDIATE: waits for another run's writer up to the timeout),
        or None when the lock could not be had: the write is skipped."""
        db = self.db
        try:
            # (in WAL mode SQLite can answer "locked" at once, without its busy timeout, while
            # another run checkpoints: that is "try again" until the deadline, as in _connect)
            _until_unlocked(lambda: db.execute("BEGIN IMMEDIATE"))
        except sqlite3.OperationalError as e:
            if _damaged(e):
                raise
            yield None
            return
        try:
            yield db
            db.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                db.execute("ROLLBACK")
            raise

    # -- keys, reading, writing ---------------------------------------------------------------

    def keys(self, rec: Record, langs) -> list[bytes | None]:
        """The key of `rec` in each of `langs`; None when the record cannot be cached (it holds
        the placeholder of its source)."""
        content = "\0".join([("s" + v) if type(v) is str else "n" if v is None else "r" + repr(v)
                              for v in _content(rec)])
        if content.count("\0") != _SEPARATORS:  # a NUL in a field: the placeholder's character
            return [None for _ in langs]
        data = content.encode("utf-8", "surrogatepass")
        return [hashlib.blake2b(data, digest_size=20, person=lang.encode(), key=self._prefix).digest()
                for lang in langs]

    def get(self, keys: list[bytes], table: str = "lines") -> dict[bytes, str]:
        """The cached lines (with the source placeholder) of those `keys` that hit (`table`:
        "lines", compile's definition lines, or "lint", lint's results: compiler/lint/cache.py)."""
        found: dict[bytes, str] = {}
        if self.db is None or not keys:
            return found
        try:
            for i in range(0, len(keys), _QUERY):
                chunk = keys[i:i + _QUERY]
                q = f"SELECT key, line, deps, crc FROM {table} WHERE key IN ({','.join('?' * len(chunk))})"
                for key, line, deps, crc in self.db.execute(q, chunk):
                    if _crc(key, line, deps) != crc:
                        raise Damaged("a row's checksum does not match")
                    if not deps or all(names.to_canonical(n) == en for n, en in json.loads(deps)):
                        found[key] = line.decode("utf-8")
        except (sqlite3.DatabaseError, Damaged) as e:
            if isinstance(e, sqlite3.DatabaseError) and not _damaged(e):
                self._give_up(e)
            else:
                self._rebuild(e)
            return {}
        self.hits += len(found)
        self.misses += len(keys) - len(found)
        return found

    def put(self, rows: list[tuple[bytes, str, list[str]]], table: str = "lines") -> None:
        """Keep (key, line with the source placeholder, other cards' names the text holds)."""
        if self.db is None or not rows:
            return
        data = []
        for key, line, used in rows:
            deps = json.dumps([[n, names.to_canonical(n)] for n in used], ensure_ascii=False) if used else ""
            blob = line.encode("utf-8")
            data.append((key, blob, deps, _crc(key, blob, deps)))
        try:
            with self._write() as w:
                if w is not None:
                    w.executemany(f"INSERT OR REPLACE INTO {table} VALUES (?, ?, ?, ?)", data)
        except sqlite3.DatabaseError as e:
            if _damaged(e):
                self._rebuild(e)
            else:
                self._give_up(e)

    def put_lines(self, rows: list[tuple[bytes, bytes]]) -> None:
        """Keep compiled ability lines: (key, pickled abilities) (line_store.py)."""
        if self.db is None or not rows:
            return
        data = [(key, blob, "", _crc(key, blob, "")) for key, blob in rows]
        try:
            with self._write() as w:
                if w is not None:
                    w.executemany("INSERT OR IGNORE INTO line VALUES (?, ?, ?, ?)", data)
        except sqlite3.DatabaseError as e:
            if _damaged(e):
                self._rebuild(e)
            else:
                self._give_up(e)

    def _give_up(self, e: Exception) -> None:
        _note(f"not using the compile cache {self.path} any more in this run: {e}")
        self.close()


def _until_unlocked(step, seconds: float = 30):
    """Run `step` again while SQLite says "database is locked", up to `seconds`; any other error,
    or the lock past the deadline, is raised."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            return step()
        except sqlite3.OperationalError as e:
            if "locked" not in str(e) or time.monotonic() > deadline:
                raise
            time.sleep(0.02)


_TABLES = ("lines", "lint", "line")  # (the same rows: a key, what it stands for, its names, a checksum)
_TABLE = ("CREATE TABLE {} (key BLOB PRIMARY KEY, line BLOB NOT NULL, deps TEXT NOT NULL, "
          "crc INTEGER NOT NULL)")
_content = operator.attrgetter(*_FIELDS)
_SEPARATORS = len(_FIELDS) - 1


def _crc(key: bytes, line: bytes, deps: str) -> int:
    c = zlib.crc32(line, zlib.crc32(key))
    return zlib.crc32(deps.encode("utf-8"), c) if deps else c


def with_source(line: str, source: str) -> str:
    """A cached line with the record's source put back in place of the placeholder."""
    if _SOURCE_MARK_JSON not in line:
        return line
    from .database import jsonl_line

    return line.replace(_SOURCE_MARK_JSON, jsonl_line(source)[1:-1])


def _own_file(dfd: int, name: str, label: str | None = None) -> bool:
    """The database file in the opened cache folder is a regular file of the user's that nobody
    else can write (made so when missing); else say why not, once, and False."""
    try:
        fd = os.open(name, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW, 0o600, dir_fd=dfd)
    except OSError as e:
        _refuse(label or name, "it is a symbolic link" if e.errno == errno.ELOOP else (e.strerror or str(e)))
        return False
    try:
        st = os.fstat(fd)
    finally:
        os.close(fd)
    why = parser_cache._private(st, os.getuid()) if stat.S_ISREG(st.st_mode) else "it is not a regular file"
    if why is not None:
        _refuse(label or name, why)
        return False
    return True


def _refuse(name: str, why: str) -> None:
    parser_cache._refuse(name, why, "the compile cache", "every record is compiled each run")
