"""Files for the commands: inputs checked and opened with one-line errors (a missing file, a
directory, a file that is not UTF-8 text), and outputs written atomically (a temporary file in
the same folder, renamed over the target once complete: an interrupted or failed run leaves the
old file as it was, never a half-written one)."""
from __future__ import annotations

import contextlib
import os
import stat
import sys
from typing import IO, Iterator


class UsageError(Exception):
    """Bad usage or unreadable input: the command prints one line and exits 2."""


def check_input(path: str) -> None:
    """A readable regular file (or - for standard input), else UsageError saying why not."""
    if path == "-":
        return
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise UsageError(f"cannot read {path}: no such file") from None
    except OSError as e:
        raise UsageError(f"cannot read {path}: {e.strerror}") from None
    if stat.S_ISDIR(st.st_mode):
        raise UsageError(f"cannot read {path}: it is a directory (give the files in it)")
    if not os.access(path, os.R_OK):
        raise UsageError(f"cannot read {path}: permission denied")


def open_text(path: str) -> IO[str]:
    """`path` opened as UTF-8 text (standard input for -); decoding errors surface when read."""
    if path == "-":
        return sys.stdin
    check_input(path)
    try:
        return open(path, encoding="utf-8")
    except OSError as e:
        raise UsageError(f"cannot read {path}: {e.strerror}") from None


def not_utf8(label: str, e: UnicodeDecodeError) -> UsageError:
    bad = e.object[e.start:e.start + 1].hex() if isinstance(e.object, (bytes, bytearray)) else "?"
    return UsageError(f"cannot read {label}: not UTF-8 text ({e.reason}, byte 0x{bad})")


def read_text(path: str) -> str:
    """The whole of a UTF-8 text file (standard input for -)."""
    f = open_text(path)
    try:
        return f.read()
    except UnicodeDecodeError as e:
        raise not_utf8("standard input" if path == "-" else path, e) from None
    except OSError as e:
        raise UsageError(f"cannot read {path}: {e.strerror}") from None
    finally:
        if f is not sys.stdin:
            f.close()


@contextlib.contextmanager
def atomic_output(path: str | None) -> Iterator[IO[str]]:
    """A text stream for `path` (standard output for None or -). A regular file is written to a
    temporary file beside it and renamed over it when the block ends without an exception; on
    an exception (a bad input, Ctrl-C) the temporary file is removed and `path` is untouched.
    Other targets (/dev/null, a named pipe) are written directly."""
    if path in (None, "-"):
        yield sys.stdout
        sys.stdout.flush()
        return
    try:
        st = os.stat(path)
    except FileNotFoundError:
        st = None
    except OSError as e:
        raise UsageError(f"cannot write {path}: {e.strerror}") from None
    if st is not None and stat.S_ISDIR(st.st_mode):
        raise UsageError(f"cannot write {path}: it is a directory")
    if st is not None and not stat.S_ISREG(st.st_mode):
        try:
            f = open(path, "w", encoding="utf-8")
        except OSError as e:
            raise UsageError(f"cannot write {path}: {e.strerror}") from None
        with f:
            yield f
        return
    folder, base = os.path.split(os.path.abspath(path))
    tmp = os.path.join(folder, f".{base}.{os.getpid()}.tmp")
    try:
        f = open(tmp, "x", encoding="utf-8")
    except FileExistsError:
        os.unlink(tmp)  # left by an earlier run of this process id that was killed
        f = open(tmp, "x", encoding="utf-8")
    except OSError as e:
        raise UsageError(f"cannot write {path}: {e.strerror}") from None
    try:
        with f:
            yield f
        if st is not None:
            os.chmod(tmp, stat.S_IMODE(st.st_mode))  # the file it replaces keeps its permissions
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
