"""A seeded mutational fuzzer for the loaders of untrusted files.

Each case starts from a real file (a demo card set, deck list, mat layout,
a saved bot game, a trace) and changes it the way a careless editor, a
broken disk or a hostile author would: values of the wrong type, keys
deleted or renamed, numbers no file holds (``1e400``, NaN, 2**64, -1),
deep nesting, huge lists, lines deleted, doubled or truncated, bad bytes.
:func:`fuzz` loads every case and counts the outcomes: a loader may load
the case or refuse it with a :class:`~engine.errors.LoadError` naming the
file, and nothing else. The cases depend on nothing but the seed, so that
the same ones can be run against any version of the loaders.
"""

from __future__ import annotations

import json
import random
import re
import tomllib
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest


class Raw(str):
    """Text written into the file as it is (``1e400``, ``nan``, ``9`` * 30)."""


#: Values put in place of a real one, whatever it was.
HOSTILE: list[Any] = [
    Raw("1e400"),
    Raw("-1e400"),
    Raw("NaN"),
    Raw("nan"),
    Raw("Infinity"),
    Raw("-inf"),
    Raw("9" * 25),
    Raw("-" + "9" * 19),
    -1,
    0,
    1,
    2,
    7,
    -(2**31),
    2**31,
    2**63 - 1,
    -(2**63),
    10**18,
    1.5,
    -0.0,
    1e308,
    1e-300,
    "",
    " ",
    "x",
    "0",
    "-1",
    "p0.VC",
    "VGD-001",
    "\x00",
    "é漢\u202e",
    "a" * 5000,
    [],
    {},
    [1],
    [[]],
    [""],
    {"a": 1},
    {"": None},
    True,
    False,
    None,
]

DEEP = 200


@dataclass(frozen=True)
class Deep:
    """Lists (or tables) nested ``depth`` deep, written as brackets alone."""

    depth: int
    table: bool = False

    def toml(self) -> str:
        return "{ a = " * self.depth + "1" + " }" * self.depth if self.table else "[" * self.depth + "]" * self.depth

    def json(self) -> str:
        return '{"a": ' * self.depth + "1" + "}" * self.depth if self.table else "[" * self.depth + "]" * self.depth


# -- writing a value back as TOML or JSON -------------------------------------------------------


def _toml_key(k: str) -> str:
    return k if re.fullmatch(r"[A-Za-z0-9_-]+", k) else json.dumps(k, ensure_ascii=False)


def toml_value(v: Any) -> str:
    if isinstance(v, Raw):
        return str(v)
    if isinstance(v, Deep):
        return v.toml()
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list):
        return "[" + ", ".join(toml_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{_toml_key(k)} = {toml_value(x)}" for k, x in v.items()) + " }"
    return '"none"' if v is None else str(v)  # TOML has no null


def to_toml(data: Any, rng: random.Random) -> str:
    """``data`` as TOML: tables and arrays of tables as headers (as people
    write them), or everything inline."""
    if not isinstance(data, dict):
        return "x = " + toml_value(data)
    inline = rng.random() < 0.3
    lines: list[str] = []
    tables: list[str] = []
    for k, v in data.items():
        if not inline and isinstance(v, dict) and v:
            tables.append(f"\n[{_toml_key(k)}]")
            tables += [f"{_toml_key(a)} = {toml_value(b)}" for a, b in v.items()]
        elif not inline and isinstance(v, list) and v and all(isinstance(x, dict) for x in v):
            for item in v:
                tables.append(f"\n[[{_toml_key(k)}]]")
                subs = []
                for a, b in item.items():
                    if isinstance(b, list) and b and all(isinstance(x, dict) for x in b):
                        subs.append((a, b))
                    else:
                        tables.append(f"{_toml_key(a)} = {toml_value(b)}")
                for a, b in subs:
                    for sub in b:
                        tables.append(f"\n  [[{_toml_key(k)}.{_toml_key(a)}]]")
                        tables += [f"  {_toml_key(c)} = {toml_value(d)}" for c, d in sub.items()]
        else:
            lines.append(f"{_toml_key(k)} = {toml_value(v)}")
    return "\n".join(lines + tables) + "\n"


def json_value(v: Any, indent: int | None = None, level: int = 0) -> str:
    if isinstance(v, Raw):
        return str(v)
    if isinstance(v, Deep):
        return v.json()
    if isinstance(v, list | dict) and v:
        pad = "" if indent is None else "\n" + " " * (indent * (level + 1))
        end = "" if indent is None else "\n" + " " * (indent * level)
        if isinstance(v, list):
            items = [json_value(x, indent, level + 1) for x in v]
            return "[" + ",".join(pad + i for i in items) + end + "]"
        items = [f"{json.dumps(str(k))}: {json_value(x, indent, level + 1)}" for k, x in v.items()]
        return "{" + ",".join(pad + i for i in items) + end + "}"
    return json.dumps(v)


# -- changing a value ------------------------------------------------------------------------------


Path_ = tuple[Any, ...]


def _paths(v: Any, here: Path_ = ()) -> Iterator[Path_]:
    yield here
    if isinstance(v, dict):
        for k, x in v.items():
            yield from _paths(x, (*here, k))
    elif isinstance(v, list):
        for i, x in enumerate(v):
            yield from _paths(x, (*here, i))


def _get(v: Any, path: Path_) -> Any:
    for k in path:
        v = v[k]
    return v


def _copy(v: Any) -> Any:
    if isinstance(v, dict):
        return {k: _copy(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_copy(x) for x in v]
    return v


class Mutator:
    """Seeded changes to a document (a value of tables and lists) or to a
    text. ``plausible``: values of the right shape for this kind of file
    (an answer by hand in a save), put in now and then."""

    def __init__(self, seed: int, plausible: list[Any] | None = None) -> None:
        self.rng = random.Random(seed)
        self.plausible = plausible or []

    def hostile(self, doc: Any) -> Any:
        r = self.rng.random()
        if self.plausible and r < 0.2:
            return _copy(self.rng.choice(self.plausible))
        if r < 0.55:
            return _copy(self.rng.choice(HOSTILE))
        if r < 0.85:  # a value from elsewhere in the same file: plausible, and wrong here
            return _copy(_get(doc, self.rng.choice(list(_paths(doc)))))
        if r < 0.9:
            return Deep(DEEP, self.rng.random() < 0.5)
        if r < 0.95:
            return [_copy(_get(doc, self.rng.choice(list(_paths(doc)))))] * self.rng.choice((100, 5000))
        return {f"k{i}": i for i in range(self.rng.choice((50, 3000)))}

    def twist_text(self, s: str) -> Any:
        """A string changed a little: another number in it, a part dropped."""
        rng = self.rng
        numbers = list(re.finditer(r"\d+", s))
        r = rng.random()
        if numbers and r < 0.5:
            m = rng.choice(numbers)
            new = rng.choice(["0", "1", "-1", "99", "999999", "9" * 30, "²", str(int(m.group()) + 1)])
            return s[: m.start()] + new + s[m.end() :]
        parts = re.split(r"([:./-])", s)
        if len(parts) > 2 and r < 0.75:
            i = rng.randrange(0, len(parts), 2)
            return "".join(parts[:i] + parts[i + 2 :])
        return rng.choice([s.upper(), s.lower(), s + ":x", s[: len(s) // 2], " " + s, s * 3])

    def change(self, doc: Any) -> Any:
        """One change at a random place of ``doc`` (a copy is returned)."""
        doc = _copy(doc)
        paths = list(_paths(doc))
        path = self.rng.choice(paths)
        if not path:
            return self.hostile(doc) if self.rng.random() < 0.2 else doc
        parent, key = _get(doc, path[:-1]), path[-1]
        node = parent[key]
        rng = self.rng
        r = rng.random()
        if r < 0.2:  # gone
            del parent[key]
        elif r < 0.55:
            parent[key] = self.hostile(doc)
        elif r < 0.65 and isinstance(node, str):
            parent[key] = self.twist_text(node)
        elif r < 0.7 and isinstance(node, int | float) and not isinstance(node, bool):
            parent[key] = rng.choice([-node, node * 1000, node + 1, node - 1, node * 10**15, float(node) + 0.5])
        elif r < 0.8 and isinstance(parent, dict):  # renamed
            value = parent.pop(key)
            names = [p[-1] for p in paths if p and isinstance(p[-1], str)] + ["zz", "", "ID", "a.b"]
            parent[rng.choice(names)] = value
        elif r < 0.9 and isinstance(parent, list):
            ops: list[Callable[[], None]] = [
                lambda: parent.insert(key, _copy(node)),
                lambda: parent.insert(key, self.hostile(doc)),
                lambda: rng.shuffle(parent),
                lambda: parent.extend([_copy(node)] * rng.choice((10, 1000))),
            ]
            rng.choice(ops)()
        elif isinstance(node, dict):
            node[rng.choice(["zz", "type", "id", "kind", "x", "format", "0"])] = self.hostile(doc)
        else:
            parent[key] = Deep(rng.choice((30, 70, DEEP))) if rng.random() < 0.5 else [node]
        return doc

    def changes(self, doc: Any, most: int = 3) -> Any:
        for _ in range(self.rng.randint(1, most)):
            doc = self.change(doc)
        return doc

    def text(self, text: str, hostile_lines: list[str], write: Callable[[Any], str] = toml_value) -> str | bytes:
        """A text with a few lines or characters changed; ``write`` writes a
        value put in place of a word (TOML by default)."""
        rng = self.rng
        lines = text.split("\n")
        for _ in range(rng.randint(1, 3)):
            r = rng.random()
            i = rng.randrange(len(lines)) if lines else 0
            if not lines:
                lines.append(rng.choice(hostile_lines))
            elif r < 0.15:
                del lines[i]
            elif r < 0.25:
                lines.insert(i, lines[i])
            elif r < 0.35:
                j = rng.randrange(len(lines))
                lines[i], lines[j] = lines[j], lines[i]
            elif r < 0.5:
                lines.insert(i, rng.choice(hostile_lines))
            elif r < 0.7:  # a number or a word in the line replaced
                tokens = list(re.finditer(r'-?\d+(?:\.\d+)?|"[^"]*"|[A-Za-z_][\w.-]*', lines[i]))
                if tokens:
                    m = rng.choice(tokens)
                    new = rng.choice(HOSTILE)
                    value = new if isinstance(new, Raw) else write(new)
                    lines[i] = lines[i][: m.start()] + value + lines[i][m.end() :]
            elif r < 0.8:
                k = rng.randrange(len(lines[i]) + 1)
                char = rng.choice(["[", "]", "{", '"', "'", "=", "#", ".", ",", "\t", "\\", "\r"])
                lines[i] = lines[i][:k] + char + lines[i][k:]
            elif r < 0.9:
                lines[i] = lines[i][: rng.randrange(len(lines[i]) + 1)]
            else:
                lines = lines[: i + 1]
        out = "\n".join(lines)
        if rng.random() < 0.05:
            data = out.encode("utf-8")
            k = rng.randrange(len(data) + 1)
            return data[:k] + rng.choice([b"\xff", b"\x00", b"\xc3", b"\xed\xa0\x80", b"\r\n"]) + data[k:]
        return out


# -- cases from real files --------------------------------------------------------------------------

#: Lines dropped into a TOML file.
TOML_LINES = [
    "[[card]]",
    "[[card.ability]]",
    "[set]",
    "[mat]",
    "[[zone]]",
    "[[seat]]",
    "[[marker]]",
    'id = "X-1"',
    "x = nan",
    "w = 1e400",
    "y = -0.0",
    "power = 99999999999999999999",
    "x = 1979-05-27T07:32:00Z",
    ".".join(["a"] * 300) + " = 1",
    "x = " + "[" * 300 + "]" * 300,
    "x = " + "{ a = " * 40 + "1" + " }" * 40,
    'effect = [{ draw = "x" }]',
    "card = 1",
    "zone = []",
]

#: Lines dropped into a JSON file.
JSON_LINES = ["[", "{}", "[]", "null", "1e400", "NaN", '{"t": 1e400}', "[" * 2000, '"answers": 1,']

#: Lines dropped into a deck list.
DECK_LINES = ["[main]", "[leader]", "[zz]", "[]", "999 PMV1-001", "0 PMV1-001", "4x", "-1 A", "4 ²", "4 ٣", "# name:"]
DECK_LINES += ["4 " + "A" * 40, "4 pmv1-001 " + "é" * 1000, "1 " + "X-" * 2000, "[" + "a" * 5000 + "]"]


def toml_cases(texts: list[str], n: int, seed: int) -> Iterator[str | bytes]:
    """``n`` changed versions of TOML ``texts``: half changed as tables and
    written again, half changed as text."""
    docs = [tomllib.loads(t) for t in texts]
    m = Mutator(seed)
    for i in range(n):
        k = m.rng.randrange(len(texts))
        if i % 2:
            yield to_toml(m.changes(docs[k]), m.rng)
        else:
            yield m.text(texts[k], TOML_LINES)


def json_cases(docs: list[Any], n: int, seed: int, plausible: list[Any] | None = None) -> Iterator[str | bytes]:
    """``n`` changed versions of JSON ``docs``, half as values, half as text."""
    m = Mutator(seed, plausible)
    for i in range(n):
        doc = m.rng.choice(docs)
        if i % 2:
            yield json_value(m.changes(doc), indent=m.rng.choice((None, 1)))
        else:
            yield m.text(json_value(doc, indent=1), JSON_LINES, json_value)


def json_lines_cases(
    docs: list[list[Any]], n: int, seed: int, plausible: list[Any] | None = None
) -> Iterator[str | bytes]:
    """``n`` changed versions of JSON-lines files (one value a line)."""
    m = Mutator(seed, plausible)
    for i in range(n):
        doc = m.rng.choice(docs)
        if i % 2:
            lines = m.changes(doc)
            yield "\n".join(json_value(x) for x in lines) if isinstance(lines, list) else json_value(lines)
        else:
            yield m.text("\n".join(json_value(x) for x in doc), JSON_LINES, json_value)


def text_cases(texts: list[str], n: int, seed: int, lines: list[str]) -> Iterator[str | bytes]:
    """``n`` changed versions of line-based ``texts``."""
    m = Mutator(seed)
    for _ in range(n):
        yield m.text(m.rng.choice(texts), lines)


# -- running the cases ------------------------------------------------------------------------------


@dataclass
class Tally:
    """What the cases of one loader gave."""

    cases: int = 0
    loaded: int = 0
    clean: int = 0  #: LoadError naming the file
    raw: Counter[str] = field(default_factory=Counter)  #: anything else, by type
    examples: dict[str, str] = field(default_factory=dict)  #: the first case and error of each kind of raw error

    def __str__(self) -> str:
        raw = ", ".join(f"{k} {v}" for k, v in self.raw.most_common()) or "none"
        lines = [f"{self.cases} cases, {self.loaded} loaded, {self.clean} clean errors, raw exceptions: {raw}"]
        return "\n".join(lines + [f"  {k}: {v}" for k, v in self.examples.items()])

    def assert_only_load_errors(self) -> None:
        assert not self.raw, str(self)
        assert self.loaded and self.clean, str(self)  # the cases both load and fail


def sizes(default: int, soak: int) -> Any:
    """Fuzz with ``default`` cases, and with ``soak`` under ``-m soak``."""
    return pytest.mark.parametrize("n", [default, pytest.param(soak, marks=pytest.mark.soak)])


def _where(exc: BaseException) -> str:
    """The innermost frame of Playmat's code an exception came from."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if "/.venv/" not in f.filename]
    return f"{frames[-1].filename}:{frames[-1].lineno}" if frames else "?"


def fuzz(
    cases: Iterator[str | bytes],
    load: Callable[[Path], object],
    folder: Path,
    suffix: str,
    clean: tuple[type[BaseException], ...],
) -> Tally:
    """Write each case to a file in ``folder`` and load it. ``clean`` are the
    errors a loader may raise, and their message must start with the file's
    name; the first case of each other outcome is kept beside it
    (``case.toml.raw-N``, which no loader of a folder's ``*.toml`` reads)."""
    tally = Tally()
    path = folder / f"case{suffix}"
    for case in cases:
        tally.cases += 1
        path.unlink(missing_ok=True)  # a new file: much faster than truncating one on some disks
        if isinstance(case, bytes):
            path.write_bytes(case)
        else:
            path.write_text(case, encoding="utf-8", newline="")
        try:
            load(path)
            tally.loaded += 1
            continue
        except clean as exc:
            if str(exc).startswith(str(path)):
                tally.clean += 1
                continue
            kind, error = f"{type(exc).__name__} without the file name", str(exc)
        except Exception as exc:
            kind, error = type(exc).__name__, f"{exc!r} at {_where(exc)}"
        tally.raw[kind] += 1
        if kind not in tally.examples:
            kept = path.with_name(f"{path.name}.raw-{len(tally.examples)}")
            kept.write_bytes(path.read_bytes())
            tally.examples[kind] = f"{kept}: {error}"
    return tally
