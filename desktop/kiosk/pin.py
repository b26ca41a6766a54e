"""The kiosk's staff PIN: hashing, the rules of a new PIN, the PIN file an
administrator may provide, and the state of PIN-entry locks (no Qt here)."""

from __future__ import annotations

import hashlib
import hmac
import math
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication

#: Qt's translation (context ``Kiosk``), by the name its tools look for
translate = QCoreApplication.translate

#: the fewest digits of a new staff PIN
MIN_PIN_DIGITS = 6

#: PBKDF2-SHA256 iterations of a new PIN hash (OWASP's figure; 0.25 s a try on one core of an AMD EPYC server)
PIN_ITERATIONS = 600_000

#: the iterations of a hash stored without them (Playmat before PINs of 6 digits)
LEGACY_PIN_ITERATIONS = 200_000

SALT_BYTES = 16

#: a PIN hash in one line: ``pbkdf2-sha256$ITERATIONS$SALT$HASH`` (salt and hash in hex)
PIN_HASH_PREFIX = "pbkdf2-sha256"

#: the staff PIN an administrator may give the kiosk (see :func:`read_pin_file`)
PIN_FILE = Path("/etc/playmat/kiosk-pin")

PIN_FILE_MAX_BYTES = 1024

#: wrong staff PINs in a row before PIN entry is locked
PIN_ATTEMPTS = 5

#: how long the first lock of PIN entry lasts, in seconds (each next lock in a row twice the one before)
PIN_LOCK_SECONDS = 60.0

#: the longest lock of PIN entry, in seconds
PIN_LOCK_MAX_SECONDS = 3600.0


def hash_pin(pin: str, salt: bytes, iterations: int = PIN_ITERATIONS) -> bytes:
    return hashlib.pbkdf2_hmac("sha256", pin.encode("utf-8"), salt, iterations)


def pin_problem(pin: str) -> str | None:
    """Why ``pin`` cannot be a new staff PIN (None: it can)."""
    if len(pin) < MIN_PIN_DIGITS or not (pin.isascii() and pin.isdigit()):
        return translate("Kiosk", "A PIN is {n} digits or more.").format(n=MIN_PIN_DIGITS)
    if len(set(pin)) == 1 or pin in "0123456789" * 2 or pin in "9876543210" * 2:
        return translate("Kiosk", "Too easy to guess: choose another PIN.")
    return None


def wait_text(seconds: float) -> str:
    """A wait as staff read it: "45 s", "4 min 10 s", "1 h 3 min" (an hour
    or more to the next minute up)."""
    left = math.ceil(seconds)
    if left < 60:
        return translate("Kiosk", "{s} s").format(s=left)
    if left < 3600:
        minutes, left = divmod(left, 60)
        if left:
            return translate("Kiosk", "{m} min {s} s").format(m=minutes, s=left)
        return translate("Kiosk", "{m} min").format(m=minutes)
    hours, minutes = divmod(math.ceil(left / 60), 60)
    if minutes:
        return translate("Kiosk", "{h} h {m} min").format(h=hours, m=minutes)
    return translate("Kiosk", "{h} h").format(h=hours)


@dataclass(frozen=True)
class PinHash:
    """A staff PIN as it is kept: a salted PBKDF2-SHA256 hash."""

    salt: bytes
    digest: bytes
    iterations: int

    @classmethod
    def of(cls, pin: str) -> PinHash:
        salt = os.urandom(SALT_BYTES)
        return cls(salt, hash_pin(pin, salt, PIN_ITERATIONS), PIN_ITERATIONS)

    @classmethod
    def parse(cls, line: str) -> PinHash:
        """A hash in one line, ``pbkdf2-sha256$ITERATIONS$SALT$HASH``; ValueError if ``line`` is none."""
        kind, iterations, salt, digest = line.split("$")
        record = cls(bytes.fromhex(salt), bytes.fromhex(digest), int(iterations))
        if kind != PIN_HASH_PREFIX or not record.salt or len(record.digest) != 32 or record.iterations < 1:
            raise ValueError(f"not a {PIN_HASH_PREFIX} hash")
        return record

    def matches(self, pin: str) -> bool:
        return hmac.compare_digest(hash_pin(pin, self.salt, self.iterations), self.digest)


class PinFileError(Exception):
    """The PIN file is there but Playmat may not use it (the message says why)."""


def read_pin_file(path: Path, owner: int = 0) -> PinHash | str | None:
    """The staff PIN that the machine's administrator put in ``path``: a PIN
    of :data:`MIN_PIN_DIGITS` digits or more, or its hash in one line
    (:meth:`PinHash.parse`). None when there is no such file.

    Only a file that no other user can have written or read is used: a
    regular file owned by ``owner`` (root), that neither its group nor
    others may write and others may not read (0600 or 0400, or 0640 or 0440
    with the kiosk user in its group: Playmat runs as that user). Anything
    else raises :class:`PinFileError`. Type, owner and mode are checked on
    the open file, and it is opened without blocking, so a named pipe in
    its place cannot hang the kiosk."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise PinFileError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        perms = stat.S_IMODE(info.st_mode)
        if not stat.S_ISREG(info.st_mode):
            raise PinFileError(f"{path} is not a regular file")
        if info.st_uid != owner:
            raise PinFileError(f"{path} must be owned by user {owner}, not {info.st_uid}")
        if perms & 0o007:
            raise PinFileError(f"{path} may be read by others (mode {perms:04o}): make it 0640 or 0600")
        if perms & 0o020:
            raise PinFileError(f"{path} may be written by its group (mode {perms:04o}): make it 0640 or 0600")
        data = os.read(fd, PIN_FILE_MAX_BYTES + 1)
    except OSError as exc:
        raise PinFileError(f"cannot read {path}: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    if len(data) > PIN_FILE_MAX_BYTES:
        raise PinFileError(f"{path} is too large for a PIN ({len(data)} bytes or more)")
    text = data.decode("utf-8", errors="replace").strip()
    if not text:
        raise PinFileError(f"{path} is empty")
    if text.startswith(PIN_HASH_PREFIX):
        try:
            return PinHash.parse(text)
        except ValueError:
            raise PinFileError(f"{path} holds no valid hash line ({PIN_HASH_PREFIX}$ITERATIONS$SALT$HASH)") from None
    if len(text) < MIN_PIN_DIGITS or not (text.isascii() and text.isdigit()):
        raise PinFileError(f"{path} holds no PIN of {MIN_PIN_DIGITS} digits or more")
    return text


@dataclass
class PinLock:
    """Where a kiosk stands with wrong staff PINs (kept in its settings)."""

    #: wrong PINs in a row since the last lock
    failures: int = 0
    #: locks in a row, with no right PIN between them
    locks: int = 0
    #: when the last lock began, in seconds since 1970 (wall clock)
    locked_at: float = 0.0
    #: how long the last lock lasts, in seconds (0: PIN entry is open)
    wait: float = 0.0
