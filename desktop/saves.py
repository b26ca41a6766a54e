"""Writing game files so that no crash, power cut or second window spoils one.

:func:`write_file` writes the way durable stores do (SQLite and the like):
the bytes go to a temporary file of its own name in the same folder, are
flushed to the disk (``fsync``), and that file is renamed over the old one;
then the folder is flushed, so that the rename itself outlives a power cut.
A reader finds the old file or the new one, never half of one, and two
writers never share a temporary file. A write that fails leaves no
temporary file behind; :func:`prune_leftovers` removes those a killed
process left.

:class:`GameLock` is the lock a window holds on the game it plays: an
OS-level lock (``flock``; a locked byte on Windows) on a file next to the
game, ``<game>.lock``, that names the process holding it. The system lets
go of the lock when that process ends, however it ends, so a crash never
leaves a game locked.

No Qt here: the session, and Playmat without a window, use it too.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import re
import secrets
import socket
import stat
import sys
import time
import weakref
from pathlib import Path

from engine.errors import LoadError, PlaymatError
from engine.files import KB, read_json

log = logging.getLogger(__name__)

#: A temporary file older than this (seconds) is a leftover: a save takes milliseconds.
LEFTOVER_AGE = 60.0

#: Temporary files of :func:`write_file` (``<name>.<pid>-<random>.tmp``), and of
#: the versions of Playmat before it (``<name>.playmat.json.tmp``).
_LEFTOVER = re.compile(r".+\.json\.\d+-[0-9a-f]{8}\.tmp|.+\.playmat\.json\.tmp")

LOCK_SUFFIX = ".lock"

#: Whether writes are flushed to the disk. Always on in Playmat; the window
#: tests that do not test durability turn it off (tests/desktop/conftest.py),
#: as a flush costs milliseconds on every move.
FLUSH = True

#: Windows locks a byte range, and a locked byte cannot be read by others:
#: the lock is on a byte far past the holder's name.
_WINDOWS_LOCK_AT = 1 << 20

#: Errors of a file system that cannot lock files or flush folders (some network shares).
_UNSUPPORTED = frozenset({errno.EINVAL, errno.ENOLCK, errno.ENOTSUP, errno.EOPNOTSUPP})


# -- writing ------------------------------------------------------------------------------------


def temporary_name(path: Path) -> Path:
    """A name in ``path``'s folder that no other writer uses: ``<name>.<pid>-<random>.tmp``."""
    return path.with_name(f"{path.name}.{os.getpid()}-{secrets.token_hex(4)}.tmp")


def write_file(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data``, durably: a temporary file written and
    flushed, renamed over ``path``, then the folder flushed. Raises
    :class:`OSError` (the disk is full, the folder read-only...), and then
    ``path`` is as it was and no temporary file is left."""
    tmp = temporary_name(path)
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
        try:
            _write_all(fd, data)
            if FLUSH:
                os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        _remove(tmp)
        raise
    if FLUSH:
        sync_folder(path.parent)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def sync_folder(folder: Path) -> None:
    """Flush ``folder``'s entries to the disk (a rename in it is then durable).
    Windows cannot open a folder to flush it (NTFS journals renames); a file
    system that cannot flush a folder is left as it is."""
    if sys.platform == "win32":
        return
    fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        os.fsync(fd)
    except OSError as exc:
        if exc.errno not in _UNSUPPORTED:
            raise
    finally:
        os.close(fd)


def _remove(path: Path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def prune_leftovers(folder: Path, older_than: float = LEFTOVER_AGE) -> None:
    """Remove the temporary files a killed writer left in ``folder`` (older
    than ``older_than`` seconds; a younger one may be a save under way)."""
    removed = 0
    limit = time.time() - older_than
    try:
        with os.scandir(folder) as entries:
            names = [e.name for e in entries if _LEFTOVER.fullmatch(e.name)]
    except OSError:
        return
    for name in names:
        path = folder / name
        try:
            info = os.lstat(path)
            if stat.S_ISREG(info.st_mode) and info.st_mtime < limit:
                os.unlink(path)
                removed += 1
        except OSError:
            continue
    if removed:
        log.info("removed %d unfinished save(s) in %s", removed, folder)


# -- locking ----------------------------------------------------------------------------------------


class GameInUse(PlaymatError):
    """The game's file is locked by another window (``holder`` says whose)."""

    def __init__(self, path: Path, holder: str) -> None:
        self.path = path
        self.holder = holder
        super().__init__(f"{path}: {holder}")


def lock_path(path: Path) -> Path:
    """The lock file of the game saved in ``path``."""
    return path.with_name(path.name + LOCK_SUFFIX)


if sys.platform == "win32":
    import msvcrt

    def _try_lock(fd: int) -> bool:
        os.lseek(fd, _WINDOWS_LOCK_AT, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        """Lock ``fd`` if no one else holds it (False if someone does). A file
        system that cannot lock files is saved to unlocked, as before locks."""
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        except OSError as exc:
            if exc.errno not in _UNSUPPORTED:
                raise
            log.warning("files cannot be locked on this file system: %s", exc)
        return True


def _same_file(fd: int, path: Path) -> bool:
    """Whether ``fd`` is still the file named ``path`` (not removed or replaced)."""
    try:
        named = os.stat(path)
    except FileNotFoundError:
        return False
    opened = os.fstat(fd)
    return (named.st_dev, named.st_ino) == (opened.st_dev, opened.st_ino)


def _holder(lock: Path) -> str:
    """Who holds ``lock``, as people read it."""
    try:
        data = read_json(lock, "lock file", 4 * KB)
        pid, host = int(data["pid"]), str(data["host"])
    except (LoadError, KeyError, TypeError, ValueError):
        return "This game is open in another Playmat window"
    return f"This game is open in another Playmat window (process {pid} on host {host})"


def _let_go(fd: int, lock: Path) -> None:
    """Remove the lock file while it is held (whoever locks a removed file
    sees that it was removed, and locks a new one), then let go."""
    try:
        if _same_file(fd, lock):
            os.unlink(lock)
    except OSError:
        pass  # Windows does not remove an open file: it stays, unlocked
    os.close(fd)


class GameLock:
    """The lock on one game's file, held from :meth:`acquire` until
    :meth:`release` (or until the lock is garbage, or the process ends)."""

    #: tries before giving up when lock files keep being replaced under us
    ATTEMPTS = 5

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._release = weakref.finalize(self, _let_go, fd, lock_path(path))

    @classmethod
    def acquire(cls, path: Path) -> GameLock:
        """Lock the game saved in ``path``. Raises :class:`GameInUse` when
        another window holds it, :class:`OSError` when the lock file cannot
        be made (a read-only folder, a full disk without a free inode)."""
        path = Path(path)
        lock = lock_path(path)
        for _ in range(cls.ATTEMPTS):
            fd = os.open(lock, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o666)
            try:
                if not _try_lock(fd):
                    raise GameInUse(path, _holder(lock))
                if _same_file(fd, lock):
                    _write_holder(fd)
                    return cls(path, fd)
            except BaseException:
                os.close(fd)
                raise
            os.close(fd)  # released and removed meanwhile: lock the next one
        raise GameInUse(path, _holder(lock))

    def release(self) -> None:
        """Let go of the game (another window may open it now)."""
        self._release()


def _write_holder(fd: int) -> None:
    """Name this process in its lock file, for the window that finds it locked.
    The lock holds without the name (a full disk may refuse these few bytes)."""
    text = json.dumps({"app": "playmat", "pid": os.getpid(), "host": socket.gethostname()})
    try:
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        _write_all(fd, text.encode())
    except OSError:
        log.warning("cannot name the holder in the lock file", exc_info=True)


def held_by(path: Path) -> str | None:
    """Who holds the lock of the game saved in ``path``, as people read it;
    None when no one does."""
    lock = lock_path(Path(path))
    try:
        fd = os.open(lock, os.O_RDWR | getattr(os, "O_BINARY", 0))
    except OSError:
        return None  # no lock file: no one holds it
    try:
        return None if _try_lock(fd) else _holder(lock)
    finally:
        os.close(fd)


def drop_stale_lock(path: Path) -> None:
    """Remove the lock file of the game saved in ``path`` if no one holds it
    (a process killed while it held the game leaves its lock file)."""
    if not lock_path(path).exists():
        return
    try:
        GameLock.acquire(path).release()
    except (GameInUse, OSError):
        pass  # held: it is no leftover
