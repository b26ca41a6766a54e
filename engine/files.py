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

import codecs
import json
import math
import os
import re
import stat
import tomllib
from pathlib import Path
from typing import Any
from xml.parsers import expat

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

#: Brackets and braces open at once, outside strings, and (TOML) tables
#: within tables however written. Playmat's own files nest a handful of
#: levels; Python's parsers recurse once per level.
MAX_NESTING = 64
#: Parts of one dotted TOML key (``a.b.c`` has three). Card sets use two or three.
MAX_KEY_PARTS = 16
#: TOML integers are 64-bit (TOML 1.0, "Integer").
_INT64 = range(-(2**63), 2**63)

_KIND_NAMES = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a named pipe (FIFO)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)

_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)


def _kind(mode: int) -> str:
    for test, name in _KIND_NAMES:
        if test(mode):
            return name
    return "not a regular file"


def _check_kind(info: os.stat_result, name: str, what: str, max_bytes: int) -> None:
    if not stat.S_ISREG(info.st_mode):
        raise LoadError(name, None, f"cannot read {what}: {_kind(info.st_mode)}, not a regular file")
    if info.st_size > max_bytes:
        raise LoadError(name, None, f"{what} is too large ({info.st_size:,} bytes; at most {max_bytes:,})")


def read_bytes(path: str | Path, what: str, max_bytes: int) -> bytes:
    """The bytes of ``path``, a regular file of at most ``max_bytes``.

    ``what`` names the kind of file in messages ("deck list", "saved game").
    Anything but a regular file is refused before it is opened (opening a
    serial port may reset the board behind it). The file is opened without
    blocking, so a FIFO put in its place meanwhile is refused instead of
    waiting for a writer, and its type and size are checked again on the
    open descriptor."""
    name = str(path)
    try:
        _check_kind(os.stat(name), name, what, max_bytes)
        fd = os.open(name, _FLAGS)
    except OSError as exc:
        raise LoadError(name, None, f"cannot read {what}: {exc.strerror or exc}") from None
    except ValueError:  # a NUL character in the name
        raise LoadError(name, None, f"cannot read {what}: not a valid file name") from None
    try:
        _check_kind(os.fstat(fd), name, what, max_bytes)
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
        at = exc.start + (len(codecs.BOM_UTF8) if data.startswith(codecs.BOM_UTF8) else 0)
        line = data[:at].count(b"\n") + 1
        raise LoadError(str(path), line, f"{what} is not UTF-8 text (byte {at})") from None


def read_text(path: str | Path, what: str, max_bytes: int) -> str:
    """The UTF-8 text of a regular file of at most ``max_bytes`` bytes."""
    return decode_text(read_bytes(path, what, max_bytes), path, what)


# -- text shaped to exhaust a parser ---------------------------------------------------------

#: JSON: strings (up to the end of their line when unclosed) and brackets.
_JSON_TOKENS = re.compile(r'"(?:[^"\\\n]++|\\.)*+"?|[\[\]{}]')
#: TOML: multi-line strings (closed by three to five quotes), one-line
#: strings, comments, brackets and dots. Possessive: never backtracks.
_TOML_TOKENS = re.compile(
    r'"""(?:[^"\\]++|\\[\s\S]?|"(?!""))*+(?:"{3,5}|\Z)'
    r"|'''[\s\S]*?(?:'{3,5}|\Z)"
    r'|"(?:[^"\\\n]++|\\.)*+"?'
    r"|'[^'\n]*+'?"
    r"|#[^\n]*+"
    r"|[\[\]{}.]"
)
#: What may lie between the parts of a dotted key: bare-key characters and blanks.
_CHAIN_GAP = re.compile(r"[A-Za-z0-9_+\- \t]*")


def _line_at(text: str, pos: int) -> int:
    return text.count("\n", 0, pos) + 1


def _check_shape(text: str, path: str, what: str, toml: bool) -> None:
    """Refuse nesting deeper than :data:`MAX_NESTING` and (TOML) dotted keys of
    more than :data:`MAX_KEY_PARTS` parts, counted outside strings and comments.

    One pass of a regular expression over the text, linear in its length;
    the text between its tokens is skipped at C speed."""
    depth = 0
    dots = 0  # dots in the current chain of bare words and strings (a dotted key; a float has one)
    end = 0  # where the previous token ended
    for m in (_TOML_TOKENS if toml else _JSON_TOKENS).finditer(text):
        start = m.start()
        c = text[start]
        if c in "[{":
            depth += 1
            if depth > MAX_NESTING:
                raise LoadError(path, _line_at(text, start), f"{what} nests deeper than {MAX_NESTING} levels")
            dots = 0
        elif c in "]}":
            depth = max(0, depth - 1)
            dots = 0
        elif c == ".":
            dots = dots + 1 if _CHAIN_GAP.fullmatch(text, end, start) else 1
            if dots >= MAX_KEY_PARTS:
                raise LoadError(path, _line_at(text, start), f"{what}: a key of more than {MAX_KEY_PARTS} dotted parts")
        elif c in "\"'" and not text.startswith(c * 3, start):
            # a one-line string: a part of a dotted key when only blanks come between
            if not _CHAIN_GAP.fullmatch(text, end, start):
                dots = 0
        else:  # a comment or a multi-line string
            dots = 0
        end = m.end()


def _check_tree(value: Any, text: str, path: str, what: str, toml: bool) -> None:
    """Refuse lists and tables nested deeper than :data:`MAX_NESTING` (TOML
    nests tables without brackets too: ``{ a.b.c = { d.e.f = 1 } }``) and
    integers beyond 64 bits. Level by level, so any depth is safe to look at."""
    level = [value] if isinstance(value, dict | list) else []
    depth = -1 if toml else 0  # a TOML document's own table is no level: no bracket opens it
    while level:
        depth += 1
        if depth > MAX_NESTING:
            if not toml:
                _check_shape(text, path, what, toml=False)  # raises, naming the line
            raise LoadError(path, None, f"{what} nests deeper than {MAX_NESTING} levels")
        inner = []
        for v in level:
            for child in v.values() if isinstance(v, dict) else v:
                if isinstance(child, dict | list):
                    inner.append(child)
                elif type(child) is int and child not in _INT64:
                    digits = str(child) if child.bit_length() <= 256 else ""  # str() refuses over 4300 digits
                    line = _line_with(text, digits) if digits else None
                    number = _short(digits) or "a number"
                    raise LoadError(path, line, f"{number} is not a usable number (more than 64 bits)")
        level = inner


_TOML_LINE = re.compile(r"line (\d+)")
_TOML_AT = re.compile(r"\s*\(at line \d+, column \d+\)")
_LONG_DIGITS = re.compile(r"[0-9_]{4300,}")


def parse_toml(text: str, path: str | Path, what: str) -> dict[str, Any]:
    """``tomllib.loads`` for untrusted text: shape checked first, every
    problem a :class:`LoadError` with its line. NaN and infinite numbers are
    refused (no size, position or stat is ever one), and so are integers
    beyond 64 bits."""
    name = str(path)
    _check_shape(text, name, what, toml=True)

    def no_odd_floats(s: str) -> float:
        value = float(s)
        if not math.isfinite(value):
            raise _OddNumber(s)
        return value

    try:
        data = tomllib.loads(text, parse_float=no_odd_floats)
    except tomllib.TOMLDecodeError as exc:
        m = _TOML_LINE.search(str(exc))
        raise LoadError(name, int(m.group(1)) if m else None, f"not valid TOML: {_TOML_AT.sub('', str(exc))}") from None
    except _OddNumber as exc:
        raise LoadError(name, _line_with(text, exc.text), f"{_short(exc.text)} is not a usable number") from None
    except ValueError:  # an integer of more digits than int() converts
        long = _LONG_DIGITS.search(text)
        line = _line_at(text, long.start()) if long else None
        raise LoadError(name, line, "a number too large to be usable") from None
    except (RecursionError, MemoryError):
        raise LoadError(name, None, f"{what} is nested too deeply to read") from None
    _check_tree(data, text, name, what, toml=True)
    return data


class _OddNumber(ValueError):
    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


def _short(token: str) -> str:
    return token if len(token) <= 24 else f"{token[:20]}… ({len(token)} characters)"


def _line_with(text: str, token: str) -> int | None:
    """The line of ``token`` standing alone (``nan`` but not ``banana``)."""
    m = re.search(r"(?<![\w.+-])" + re.escape(token) + r"(?![\w.])", text)
    return _line_at(text, m.start()) if m else None


def parse_json(text: str, path: str | Path, what: str) -> Any:
    """``json.loads`` for untrusted text: nesting checked (after the C parser,
    which guards its own recursion and is much faster than a check before
    it); NaN, Infinity and numbers too large for a float (``1e400``) are
    refused with their line; every problem is a :class:`LoadError`."""
    name = str(path)

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
        data = json.loads(text, parse_float=finite, parse_constant=no_constant, parse_int=bounded_int)
    except json.JSONDecodeError as exc:
        raise LoadError(name, exc.lineno, f"{what} is not valid JSON: {exc.msg} (column {exc.colno})") from None
    except _OddNumber as exc:
        raise LoadError(name, _line_with(text, exc.text), f"{_short(exc.text)} is not a usable number") from None
    except (RecursionError, MemoryError):
        _check_shape(text, name, what, toml=False)  # names the line of the deep nesting
        raise LoadError(name, None, f"{what} is nested too deeply to read") from None
    _check_tree(data, text, name, what, toml=False)
    return data


def read_toml(path: str | Path, what: str, max_bytes: int) -> tuple[str, dict[str, Any]]:
    """The text of a TOML file and its tables, every check above applied."""
    text = read_text(path, what, max_bytes)
    return text, parse_toml(text, path, what)


def read_json(path: str | Path, what: str, max_bytes: int) -> Any:
    """The value of a JSON file, every check above applied."""
    return parse_json(read_text(path, what, max_bytes), path, what)


# -- XML ---------------------------------------------------------------------------------------


class XmlRefused(Exception):
    """XML a reader of untrusted files does not accept (a DTD, an entity)."""


def xml_parser() -> expat.XMLParserType:
    """An expat parser for untrusted XML (card databases, deck files): a
    document type declaration or an entity declaration raises
    :class:`XmlRefused`, so no file can make the reader expand or fetch
    anything; neither is needed by the files Playmat reads."""
    parser = expat.ParserCreate()

    def refuse(*_: Any) -> None:
        raise XmlRefused("a DTD or an entity declaration is not accepted")

    parser.StartDoctypeDeclHandler = refuse
    parser.EntityDeclHandler = refuse
    parser.UnparsedEntityDeclHandler = refuse
    parser.ExternalEntityRefHandler = refuse  # type: ignore[assignment]
    parser.buffer_text = True
    return parser
