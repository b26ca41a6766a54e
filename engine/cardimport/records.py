"""Card records read from the files players have, before any game reads them.

Three formats (``playmat cards import``):

* **JSON Lines**: one card a line,
  ``{"id", "name", "type", "stats": {...}, "text", "set"}`` (and
  ``name_ja`` / ``text_ja``, the card's Japanese name and text); abilities in
  ``text`` one a line, the lines of a back side prefixed ``// ``;
* **Cockatrice's card database** (XML, version 4): ``<card>`` elements with
  ``<name>``, ``<text>``, ``<set num="...">`` and the card's fields in
  ``<prop>`` (``<type>`` or ``<maintype>`` is its type);
* **CSV** with a header row: the columns ``id``, ``name``, ``type``,
  ``text``, ``set`` (any case), every other column a stat.

Every file is untrusted: a record that cannot be read is a :class:`Problem`
naming its file and line, and reading goes on with the next record. A file
that cannot be read at all (too large, not UTF-8, not XML) is a
:class:`~engine.errors.LoadError`.
"""

from __future__ import annotations

import csv
import io
import json
import math
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.parsers import expat

from engine.cards import LANGUAGE_FIELDS
from engine.errors import LoadError
from engine.files import MB, XmlRefused, read_text, xml_parser

#: The largest card data file read: the largest real card pools (tens of
#: thousands of cards, with every ability's text) are well below it.
MAX_IMPORT_BYTES = 128 * MB
#: The longest field of a record (a card's whole text is a few hundred characters).
MAX_FIELD = 20_000
#: The most stats a record may carry.
MAX_STATS = 64

FORMATS = ("jsonl", "cockatrice", "csv")


@dataclass(frozen=True, slots=True)
class Record:
    """One card as a file gives it: text fields and stats, untyped."""

    source: str
    line: int
    id: str
    name: str
    type: str
    text: str = ""
    set: str = ""
    stats: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Problem:
    """A record that cannot be imported, with where it is."""

    source: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.source}:{self.line}: {self.message}"


def detect_format(path: Path, text: str) -> str:
    """The format of a card data file, by its name, else by its first character."""
    suffix = path.suffix.lower()
    if suffix in (".jsonl", ".ndjson", ".json"):
        return "jsonl"
    if suffix == ".xml":
        return "cockatrice"
    if suffix in (".csv", ".tsv"):
        return "csv"
    head = text.lstrip()[:1]
    return {"{": "jsonl", "<": "cockatrice"}.get(head, "csv")


def read_records(path: str | Path, fmt: str | None = None) -> Iterator[Record | Problem]:
    """The records of one card data file, in file order."""
    path = Path(path)
    text = read_text(path, "card data file", MAX_IMPORT_BYTES)
    fmt = fmt or detect_format(path, text)
    if fmt == "jsonl":
        yield from _jsonl(str(path), text)
    elif fmt == "cockatrice":
        yield from _cockatrice(str(path), text)
    elif fmt == "csv":
        yield from _csv(str(path), text)
    else:
        raise LoadError(str(path), None, f"unknown card data format {fmt!r} (one of: {', '.join(FORMATS)})")


# -- checks shared by the formats -----------------------------------------------------------


def _text(value: Any, what: str) -> str:
    if value is None:
        return ""
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        raise ValueError(f"{what} must be text, not {type(value).__name__}")
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError(f"{what} is not a usable number")
    s = str(value)
    if len(s) > MAX_FIELD:
        raise ValueError(f"{what} is longer than {MAX_FIELD:,} characters")
    if "\x00" in s:
        raise ValueError(f"{what} holds a NUL character")
    return s


def _stat(value: Any, what: str) -> Any:
    """A stat as given: text, a whole number, a yes/no, or a list of text."""
    if isinstance(value, list):
        if len(value) > MAX_STATS:
            raise ValueError(f"{what} lists more than {MAX_STATS} values")
        return [_text(v, what) for v in value]
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, int) and abs(value) > 10**9:
        raise ValueError(f"{what} {value} is out of range")
    if isinstance(value, int):
        return value
    return _text(value, what)


def _record(source: str, line: int, raw: dict[str, Any], stats: dict[str, Any]) -> Record | Problem:
    try:
        name = _text(raw.get("name"), "name").strip()
        card_id = _text(raw.get("id"), "id").strip()
        ctype = _text(raw.get("type"), "type").strip()
        if not name:
            return Problem(source, line, "the card has no name")
        if not ctype:
            return Problem(source, line, f"card {name!r} has no type")
        if len(stats) > MAX_STATS:
            return Problem(source, line, f"card {name!r} has more than {MAX_STATS} stats")
        clean = {str(k).strip(): _stat(v, f"stat {k!r}") for k, v in stats.items() if str(k).strip()}
        for key in LANGUAGE_FIELDS:  # the name and text in another language, beside the English
            words = _text(raw.get(key), key).strip()
            if words:
                clean[key] = words
        return Record(
            source,
            line,
            card_id or name,
            name,
            ctype,
            _text(raw.get("text"), "text").replace("\r\n", "\n"),
            _text(raw.get("set"), "set").strip(),
            clean,
        )
    except ValueError as exc:
        return Problem(source, line, str(exc))


# -- JSON Lines ---------------------------------------------------------------------------------


def _bounded_int(s: str) -> int:
    if len(s.lstrip("-")) > 18:
        raise ValueError(f"{s[:20]} is not a usable number")
    return int(s)


def _finite(s: str) -> float:
    value = float(s)
    if not math.isfinite(value):
        raise ValueError(f"{s[:20]} is not a usable number")
    return value


def _no_constant(s: str) -> Any:
    raise ValueError(f"{s} is not a usable number")


def _jsonl(source: str, text: str) -> Iterator[Record | Problem]:
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        try:
            raw = json.loads(line, parse_int=_bounded_int, parse_float=_finite, parse_constant=_no_constant)
        except json.JSONDecodeError as exc:
            yield Problem(source, number, f"not valid JSON: {exc.msg} (column {exc.colno})")
            continue
        except (ValueError, RecursionError) as exc:
            yield Problem(source, number, str(exc) if isinstance(exc, ValueError) else "nested too deeply")
            continue
        if not isinstance(raw, dict):
            yield Problem(source, number, "each line must be one JSON object (a card)")
            continue
        stats = raw.get("stats", {})
        if stats is None:
            stats = {}
        if not isinstance(stats, dict):
            yield Problem(source, number, "stats must be an object")
            continue
        if any(isinstance(v, dict) for v in stats.values()):
            yield Problem(source, number, "a stat must be text, a number or a list, not an object")
            continue
        yield _record(source, number, raw, stats)


# -- CSV -------------------------------------------------------------------------------------------

_COLUMNS = ("id", "name", "type", "text", "set")


def _csv(source: str, text: str) -> Iterator[Record | Problem]:
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(text[:4096], delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    reader = csv.reader(io.StringIO(text, newline=""), dialect)
    try:
        header = next(reader)
    except StopIteration:
        return
    except csv.Error as exc:
        yield Problem(source, 1, f"the header row cannot be read: {exc}")
        return
    names = [h.strip().lower() for h in header]
    if "name" not in names or "type" not in names:
        yield Problem(source, 1, "the header row needs the columns name and type (and id, text, set, stats)")
        return
    start = reader.line_num + 1
    while True:
        try:
            row = next(reader)
        except StopIteration:
            return
        except csv.Error as exc:
            yield Problem(source, start, f"this row cannot be read: {exc}")
            return
        line, start = start, reader.line_num + 1
        if not any(cell.strip() for cell in row):
            continue
        if len(row) != len(names):
            yield Problem(source, line, f"this row has {len(row)} cells, the header {len(names)}")
            continue
        raw: dict[str, Any] = {}
        stats: dict[str, Any] = {}
        for key, original, cell in zip(names, header, row, strict=True):
            if key in _COLUMNS:
                raw[key] = cell.replace("\\n", "\n") if key == "text" else cell
            elif cell.strip():
                stats[original.strip()] = _csv_value(cell.strip())
        yield _record(source, line, raw, stats)


def _csv_value(cell: str) -> Any:
    if cell.lstrip("-").isdigit() and len(cell) <= 10:
        return int(cell)
    return cell


# -- Cockatrice card database (XML, version 4) ------------------------------------------------------


class _Refused(Exception):
    pass


@dataclass
class _Node:
    tag: str
    line: int
    attrs: dict[str, str]
    text: list[str] = field(default_factory=list)
    children: list[_Node] = field(default_factory=list)

    def child(self, tag: str) -> _Node | None:
        return next((c for c in self.children if c.tag == tag), None)

    def value(self) -> str:
        return "".join(self.text).strip()


#: the deepest element nesting of a card database (cockatrice_carddatabase/cards/card/prop/field)
_MAX_DEPTH = 8


def _cockatrice(source: str, text: str) -> Iterator[Record | Problem]:
    """Cards of a Cockatrice database, read with expat: no DTD and no entity
    but XML's own is accepted (a database needs neither), so no file can
    make the reader expand or fetch anything."""
    parser = xml_parser()
    stack: list[_Node] = []
    cards: list[_Node] = []
    version: list[str] = []

    def start(tag: str, attrs: dict[str, str]) -> None:
        node = _Node(tag, parser.CurrentLineNumber, attrs)
        if not stack:
            if tag != "cockatrice_carddatabase":
                raise _Refused(f"this is not a Cockatrice card database (its root is <{tag}>)")
            version.append(attrs.get("version", ""))
        elif len(stack) >= _MAX_DEPTH:
            raise _Refused("elements nest deeper than a card database does")
        if stack and stack[-1].tag == "cards" and tag == "card":
            cards.append(node)
        elif stack and stack[-1].tag != "cards":
            stack[-1].children.append(node)  # the cards themselves are kept in ``cards`` only
        stack.append(node)

    def end(tag: str) -> None:
        stack.pop()

    def chars(data: str) -> None:
        if len(stack) >= 3:  # inside a card (root and <cards> hold only blanks)
            stack[-1].text.append(data)

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = chars
    try:
        parser.Parse(text, True)
    except (_Refused, XmlRefused) as exc:
        raise LoadError(source, parser.CurrentLineNumber, str(exc)) from None
    except expat.ExpatError as exc:
        raise LoadError(source, exc.lineno, f"not valid XML: {expat.ErrorString(exc.code)}") from None
    if version and version[0] not in ("4", ""):
        raise LoadError(source, 1, f"Cockatrice card database version {version[0]}; Playmat reads version 4")
    for node in cards:
        yield _cockatrice_card(source, node)


def _cockatrice_card(source: str, node: _Node) -> Record | Problem:
    name = node.child("name")
    prop = node.child("prop")
    fields = {c.tag: c.value() for c in prop.children} if prop is not None else {}
    set_node = node.child("set")
    ctype = fields.pop("type", "") or fields.pop("maintype", "")
    fields.pop("maintype", None)
    number = set_node.attrs.get("num", "") if set_node is not None else ""
    set_code = set_node.value() if set_node is not None else ""
    card_id = f"{set_code}-{number}" if set_code and number else ""
    text = node.child("text")
    raw = {
        "id": card_id,
        "name": name.value() if name is not None else "",
        "type": ctype,
        "text": text.value() if text is not None else "",
        "set": set_code,
    }
    stats: dict[str, Any] = {k: _csv_value(v) for k, v in fields.items() if v}
    return _record(source, node.line, raw, stats)
