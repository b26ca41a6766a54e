"""Reading files Playmat did not write: deck lists, card sets, saves, traces,
mat layouts and scripts, images.

Every such file is untrusted. Before anything parses it, these functions make
sure that it is a regular file (a FIFO blocks a reader forever, a link to
``/dev/zero`` never ends), that it is not larger than its kind of file may
be, and that its text is not shaped to exhaust the parser (the TOML parser
takes time and memory quadratic in the parts of one dotted key; both parsers
recurse once per nesting level). Every problem is a
:class:`~engine.errors.LoadError` that names the file and, where there is
one, the line: ``my-deck.txt:3: ...``. None of them raises anything else.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
import tomllib
from pathlib import Path
from typing import Any

from engine.errors import LoadError

KB = 1024
MB = 1024 * KB

#: Size limits per kind of file. Generous for anything a person writes or
#: Playmat saves (the largest demo card set is 60 KB, a long game's save about
#: 200 KB), small enough that reading one never threatens the machine.
MAX_DECK_BYTES = 256 * KB
MAX_CARD_SET_BYTES = 16 * MB
MAX_LAYOUT_BYTES = 1 * MB
MAX_SAVE_BYTES = 64 * MB
MAX_TRACE_BYTES = 64 * MB
MAX_SCRIPT_BYTES = 4 * MB
MAX_IMAGE_BYTES = 64 * MB

#: Brackets and braces open at once, outside strings. Playmat's own files
#: nest a handful of levels; Python's parsers recurse once per level.
MAX_NESTING = 64
#: Parts of one dotted TOML key (``a.b.c`` has three). Card sets use two or three.
MAX_KEY_PARTS = 32

_KIND_NAMES = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a named pipe (FIFO)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


def _kind(mode: int) -> str:
    for test, name in _KIND_NAMES:
        if test(mode):
            return name
    return "not a regular file"


def read_bytes(path: str | Path, what: str, max_bytes: int) -> bytes:
    """The bytes of ``path``, a regular file of at most ``max_bytes``.

    ``what`` names the kind of file in messages ("deck list", "saved game").
    The file is opened without blocking, so a FIFO is refused instead of
    waiting for a writer, and its type and size are checked on the open
    descriptor (no race with a rename in between)."""
    name = str(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(name, flags)
    except OSError as exc:
        raise LoadError(name, None, f"cannot read {what}: {exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise LoadError(name, None, f"cannot read {what}: {_kind(info.st_mode)}, not a regular file")
        if info.st_size > max_bytes:
            raise LoadError(name, None, f"{what} is too large ({info.st_size:,} bytes; at most {max_bytes:,})")
        chunks: list[bytes] = []
        total = 0
        while True:  # the size may have changed since fstat: read at most one byte too many
            chunk = os.read(fd, min(1 * MB, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > max_bytes:
                raise LoadError(name, None, f"{what} is too large (more than {max_bytes:,} bytes)")
        return b"".join(chunks)
    except OSError as exc:
        raise LoadError(name, None, f"cannot read {what}: {exc.strerror or exc}") from None
    finally:
        os.close(fd)


def decode_text(data: bytes, path: str | Path, what: str) -> str:
    """UTF-8 text (a byte-order mark is dropped); a bad byte names its line."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise LoadError(str(path), line, f"{what} is not UTF-8 text (byte {exc.start})") from None


def read_text(path: str | Path, what: str, max_bytes: int) -> str:
    """The UTF-8 text of a regular file of at most ``max_bytes`` bytes."""
    return decode_text(read_bytes(path, what, max_bytes), path, what)


# -- text shaped to exhaust a parser ---------------------------------------------------------


def _check_shape(text: str, path: str, what: str, toml: bool) -> None:
    """Refuse nesting deeper than :data:`MAX_NESTING` and (TOML) dotted keys of
    more than :data:`MAX_KEY_PARTS` parts, counted outside strings and comments.

    One pass over the text, linear in its length."""
    depth = 0
    line = 1
    dots = 0  # dots in the current chain of bare words and strings (a dotted key; a float has one)
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            dots = 0
        elif c in _CHAIN:
            pass
        elif c == '"' or (toml and c == "'"):
            triple = toml and text.startswith(c * 3, i)
            close = c * 3 if triple else c
            j = i + len(close)
            while j < n:
                if c == '"' and text[j] == "\\":
                    j += 2
                    continue
                if text.startswith(close, j):
                    j += len(close)
                    break
                if text[j] == "\n":
                    if not triple:  # an unterminated one-line string: leave it to the parser
                        break
                    line += 1
                j += 1
            i = j
            continue
        elif toml and c == "#":
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        elif c in "[{":
            dots = 0
            depth += 1
            if depth > MAX_NESTING:
                raise LoadError(path, line, f"{what} nests deeper than {MAX_NESTING} levels")
        elif c in "]}":
            dots = 0
            depth = max(0, depth - 1)
        elif toml and c == ".":
            dots += 1
            if dots >= MAX_KEY_PARTS:
                raise LoadError(path, line, f"{what}: a key of more than {MAX_KEY_PARTS} dotted parts")
        else:
            dots = 0
        i += 1


#: Characters that continue a dotted chain (bare-key characters and blanks).
_CHAIN = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-+ \t")

_TOML_LINE = re.compile(r"line (\d+)")
_TOML_AT = re.compile(r"\s*\(at line \d+, column \d+\)")


def parse_toml(text: str, path: str | Path, what: str) -> dict[str, Any]:
    """``tomllib.loads`` for untrusted text: shape checked first, every
    problem a :class:`LoadError` with its line. NaN and infinite numbers are
    refused (no size, position or stat is ever one)."""
    name = str(path)
    _check_shape(text, name, what, toml=True)

    def no_odd_floats(s: str) -> float:
        value = float(s)
        if not math.isfinite(value):
            raise _OddNumber(s)
        return value

    try:
        return tomllib.loads(text, parse_float=no_odd_floats)
    except tomllib.TOMLDecodeError as exc:
        m = _TOML_LINE.search(str(exc))
        raise LoadError(name, int(m.group(1)) if m else None, f"not valid TOML: {_TOML_AT.sub('', str(exc))}") from None
    except _OddNumber as exc:
        raise LoadError(name, _line_with(text, exc.text), f"{_short(exc.text)} is not a usable number") from None
    except (RecursionError, MemoryError):
        raise LoadError(name, None, f"{what} is nested too deeply to read") from None


class _OddNumber(ValueError):
    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


def _short(token: str) -> str:
    return token if len(token) <= 24 else f"{token[:20]}… ({len(token)} characters)"


def _line_with(text: str, token: str) -> int | None:
    at = text.find(token)
    return text.count("\n", 0, at) + 1 if at >= 0 else None


def parse_json(text: str, path: str | Path, what: str) -> Any:
    """``json.loads`` for untrusted text: nesting checked first; NaN,
    Infinity and numbers too large for a float (``1e400``) are refused with
    their line; every problem is a :class:`LoadError`."""
    name = str(path)
    _check_shape(text, name, what, toml=False)

    def finite(s: str) -> float:
        value = float(s)
        if not math.isfinite(value):
            raise _OddNumber(s)
        return value

    def no_constant(s: str) -> Any:
        raise _OddNumber(s)

    def bounded_int(s: str) -> int:
        if len(s.lstrip("-")) > 18:  # larger than any count, id or seed Playmat writes
            raise _OddNumber(s)
        return int(s)

    try:
        return json.loads(text, parse_float=finite, parse_constant=no_constant, parse_int=bounded_int)
    except json.JSONDecodeError as exc:
        raise LoadError(name, exc.lineno, f"{what} is not valid JSON: {exc.msg} (column {exc.colno})") from None
    except _OddNumber as exc:
        raise LoadError(name, _line_with(text, exc.text), f"{_short(exc.text)} is not a usable number") from None
    except (RecursionError, MemoryError):
        raise LoadError(name, None, f"{what} is nested too deeply to read") from None


def read_toml(path: str | Path, what: str, max_bytes: int) -> tuple[str, dict[str, Any]]:
    """The text of a TOML file and its tables, every check above applied."""
    text = read_text(path, what, max_bytes)
    return text, parse_toml(text, path, what)


def read_json(path: str | Path, what: str, max_bytes: int) -> Any:
    """The value of a JSON file, every check above applied."""
    return parse_json(read_text(path, what, max_bytes), path, what)
