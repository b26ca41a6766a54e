"""The games' comprehensive rules, read from documents the player keeps.

Playmat cites rules everywhere in one form: the game's prefix, a space and
the number as its document writes it (``VG 8.5.3.1``, ``WS 8.6.2.4.2``,
``DBS 8-5-3-3``, ``DBS1.0 8-5-3-3``, ``SG 8.4.3``). It does not ship the
documents themselves; a player who has one saves it as Markdown or plain
text in :func:`rules_dir` under the name of its game (``weiss.md``,
``dbscg.txt``, ...), and every rule number then opens at its rule.

A document is untrusted like any file Playmat did not write: it is read
through :mod:`engine.files` (a regular file, at most
:data:`MAX_RULES_BYTES`, UTF-8 text) and must read as a rules document (text,
not binary; numbered rules), else :class:`~engine.errors.LoadError` says why.

The finder reads a rule where a line begins with its number, whatever the
number is wrapped in: a Markdown heading (``### 8.6. Play Timing``), a list
item (``- 8.6.2. ...``, indented for depth), bold, or nothing
(``8-5-3-3. ...``); the numbers' parts may be joined by dots or hyphens and
may end with either or with nothing. A number written more than once (a
table of contents before the rules, a changelog after them, a typing slip)
is read where it sits among its neighbours: followed by its own sub-rules
and in order with the rules around it. This module imports no Qt.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from engine.errors import LoadError
from engine.files import MB, decode_text, read_bytes
from engine.paths import data_home

#: The largest rules document read: twenty times the longest of the four
#: games' documents (under 100 KB), and still quick to show whole.
MAX_RULES_BYTES = 2 * MB
#: Fewer numbered rules than this and a file is not a rules document.
MIN_RULES = 8
#: The deepest rule number read (the documents go to seven parts).
MAX_PARTS = 10

#: The prefixes of cited rules: prefix -> (document name, the game's name).
DOCUMENTS: dict[str, tuple[str, str]] = {
    "VG": ("vanguard", "Cardfight!! Vanguard"),
    "WS": ("weiss", "Weiss Schwarz"),
    "DBS": ("dbscg", "Dragon Ball Super Card Game"),
    "DBS1.0": ("dbscg-1.0", "Dragon Ball Super Card Game (rule manual 1.00)"),
    "SG": ("systemgate", "System Gate"),
}
#: The file endings read, first found first.
ENDINGS = (".md", ".txt", ".markdown")

#: A rule number as Playmat cites it: game prefix, space, the number.
CITATION = re.compile(r"\b(VG|WS|DBS1\.0|DBS|SG) (\d{1,3}(?:[.\-]\d{1,3}){0,9})(?![\d])")

#: A numbered line: decoration (list marks, heading marks, bold, "Section"),
#: then the number, its last separator, then the rest.
_NUMBERED = re.compile(
    r"^[ \t>]*(?:[-*+|#][ \t]*)*(?:\*\*|__)?[ \t]*(?:(?:Section|Clause|Rule)[ \t]+)?"
    r"(\d{1,3}(?:[.\-]\d{1,3}){0,9})([.\-]?)(?:\*\*|__)?(?=[ \t]|$)(.*)$"
)
_HEADING = re.compile(r"^[ \t]*#{1,6}[ \t]")
#: the dots from a title to its page in a table of contents
_LEADER = re.compile(r"(?:\.{3,}|…+)[ \t|]*\d*[ \t|]*$")
_MARKUP = re.compile(r"\*\*|__|`")
#: Characters a text document has no business holding (C0 controls but tab,
#: line feed, form feed and carriage return).
_BINARY = re.compile(r"[\x00-\x08\x0b\x0e-\x1f]")

Number = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Citation:
    """A rule as Playmat cites it (``WS 8.6.2``)."""

    prefix: str
    number: Number
    #: the number as cited (``8-5-3-3``)
    written: str

    def __str__(self) -> str:
        return f"{self.prefix} {self.written}"

    @property
    def document(self) -> str:
        """The name of the document the rule is in (``weiss``)."""
        return DOCUMENTS[self.prefix][0]

    @property
    def game_name(self) -> str:
        return DOCUMENTS[self.prefix][1]


def parse_number(text: str) -> Number:
    return tuple(int(p) for p in re.split(r"[.\-]", text.strip(".- ")) if p)


def citations(text: str) -> list[Citation]:
    """The rules ``text`` cites, first cited first, each once."""
    found: list[Citation] = []
    for m in CITATION.finditer(text):
        written = m.group(2).rstrip(".-")
        c = Citation(m.group(1), parse_number(written), written)
        if c not in found:
            found.append(c)
    return found


def citation(text: str) -> Citation | None:
    """The first rule ``text`` cites ("Rule WS 8.6.2", "rule:WS 8.6.2"), if any."""
    found = citations(text)
    return found[0] if found else None


@dataclass(frozen=True, slots=True)
class Rule:
    """A numbered line of a document and the lines that follow it up to the next."""

    number: Number
    #: the number as the document writes it
    written: str
    #: index of its first line in :attr:`RulesDocument.lines`
    line: int
    #: index just past its last line
    end: int
    heading: bool
    #: a line of a table of contents ("3. Zones of the Game..... 4")
    contents: bool = False

    @property
    def depth(self) -> int:
        return len(self.number)


@dataclass(frozen=True, slots=True)
class Found:
    """Where a cited rule is: the rule itself, or (``exact`` False) the
    nearest rule above it that the document has."""

    rule: Rule
    exact: bool


class RulesDocument:
    """A rules document read: its lines and its numbered rules."""

    def __init__(self, path: Path, lines: tuple[str, ...], rules: tuple[Rule, ...]) -> None:
        self.path = path
        self.lines = lines
        self.rules = rules
        self._index = _index(rules)

    def find(self, number: Number) -> Found | None:
        """The rule numbered ``number``; failing that the closest rule that
        contains it (8.6.2 for a missing 8.6.2.9); None when not even its
        section is there."""
        for n in range(len(number), 0, -1):
            rule = self._index.get(number[:n])
            if rule is not None:
                return Found(rule, n == len(number) or self._written_in(rule, number))
        return None

    def _written_in(self, rule: Rule, number: Number) -> bool:
        """Whether ``number`` begins a sentence inside ``rule``'s lines (a
        section heading run together with its first rule)."""
        text = " ".join(self.lines[rule.line : rule.end])
        pattern = r"[.\-]".join(str(p) for p in number)
        return re.search(rf"(?:^|\s){pattern}[.\-]?\s+[A-Z]", text) is not None

    def words_on(self, line: int) -> str:
        """The text of one line, without a rule number that begins it, or markup."""
        m = _NUMBERED.match(self.lines[line])
        return clean(m.group(3) if m else self.lines[line])

    def words(self, rule: Rule) -> str:
        """The rule's text without its number or markup, its lines joined."""
        first = _NUMBERED.match(self.lines[rule.line])
        parts = [first.group(3) if first else self.lines[rule.line]]
        parts += self.lines[rule.line + 1 : rule.end]
        return " ".join(clean(p) for p in parts if clean(p))


def clean(line: str) -> str:
    """A line without Markdown's list marks, heading marks, bold and table bars."""
    text = _MARKUP.sub("", line).strip()
    text = re.sub(r"^(?:[-*+>#|][ \t]*)+", "", text)
    return " ".join(text.replace("|", " ").split())


def read_document(path: Path) -> RulesDocument:
    """The rules document at ``path``; :class:`LoadError` if it is too
    large, not a regular file, not UTF-8 text, binary, or has too few
    numbered rules to be a rules document."""
    data = read_bytes(path, "rules document", MAX_RULES_BYTES)
    text = decode_text(data, path, "rules document")
    bad = _BINARY.search(text)
    if bad is not None:
        line = text.count("\n", 0, bad.start()) + 1
        raise LoadError(str(path), line, "rules document holds binary data, not text")
    lines = tuple(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"))
    rules = _numbered(lines)
    if len(rules) < MIN_RULES:
        raise LoadError(
            str(path), None, f"not a rules document: {len(rules)} numbered rules (lines that start with 1.2.3 or 1-2-3)"
        )
    return RulesDocument(path, lines, rules)


def _numbered(lines: tuple[str, ...]) -> tuple[Rule, ...]:
    starts: list[tuple[Number, str, int, bool, bool]] = []
    for i, line in enumerate(lines):
        if len(line) > 100_000:
            continue
        m = _NUMBERED.match(line)
        if m is None:
            continue
        number = parse_number(m.group(1))
        heading = bool(_HEADING.match(line)) or line.lstrip().startswith(("**", "__"))
        # a bare "12 cards ..." is a sentence; a section has its dot, a
        # heading mark or a word such as "Section" before it
        if len(number) == 1 and not (m.group(2) or heading or re.match(r"^\W*(Section|Clause|Rule)\b", line)):
            continue
        if not m.group(3).strip() and not heading and len(number) == 1:
            continue
        starts.append((number, m.group(1), i, heading, bool(_LEADER.search(m.group(3)))))
    rules = []
    for k, (number, written, i, heading, contents) in enumerate(starts):
        end = starts[k + 1][2] if k + 1 < len(starts) else len(lines)
        rules.append(Rule(number, written, i, end, heading, contents))
    return tuple(rules)


def _score(rules: tuple[Rule, ...], k: int) -> int:
    """How well the k-th numbered line sits where its number says: 2 when
    its own sub-rules follow it, 1 for each neighbour in order with it."""
    me = rules[k].number
    score = -3 if rules[k].contents else 0
    if k + 1 < len(rules):
        nxt = rules[k + 1].number
        if len(nxt) > len(me) and nxt[: len(me)] == me:
            score += 2
        elif nxt > me:
            score += 1
    if k > 0 and rules[k - 1].number < me:
        score += 1
    return score


def _index(rules: tuple[Rule, ...]) -> dict[Number, Rule]:
    """Each number's rule: where it is written best (see :func:`_score`)."""
    best: dict[Number, tuple[int, Rule]] = {}
    for k, rule in enumerate(rules):
        score = _score(rules, k)
        held = best.get(rule.number)
        if held is None or score > held[0]:  # ties: the first written
            best[rule.number] = (score, rule)
    return {n: r for n, (_, r) in best.items()}


def rules_dir() -> Path:
    """Where the player keeps the rules documents: ``<data home>/rules``."""
    return data_home() / "rules"


def document_path(document: str) -> Path | None:
    """The player's document of this name (``weiss`` -> ``weiss.md``), if there is one."""
    folder = rules_dir()
    for ending in ENDINGS:
        path = folder / f"{document}{ending}"
        if os.path.lexists(path):
            return path
    return None


def where_to_put(c: Citation, what: str = "") -> str:
    """What a player does to read ``c`` (or ``what``, "these rules") in Playmat."""
    return (
        f"Playmat does not come with the {c.game_name} comprehensive rules. Save them as "
        f"{c.document}.md or {c.document}.txt in {rules_dir()} to read {what or c} here."
    )


def load(document: str) -> RulesDocument | None:
    """The player's document of this name, read (again only when the file
    has changed); None when there is none. :class:`LoadError` when it
    cannot be read as one."""
    path = document_path(document)
    if path is None:
        return None
    try:
        info = os.stat(path)
        key = (info.st_mtime_ns, info.st_size, info.st_ino)
    except OSError:
        key = (0, 0, 0)
    return _read_cached(str(path), key)


#: documents read (or refused), by path and (time, size, inode): a document
#: is read again only when it changes, a refused one is not read again either
_READ: dict[tuple[str, tuple[int, int, int]], RulesDocument | LoadError] = {}


def _read_cached(path: str, stamp: tuple[int, int, int]) -> RulesDocument:
    key = (path, stamp)
    held = _READ.get(key)
    if held is None:
        try:
            held = read_document(Path(path))
        except LoadError as exc:
            held = exc
        if len(_READ) >= 8:
            _READ.clear()
        _READ[key] = held
    if isinstance(held, LoadError):
        raise LoadError(held.path, held.line, held.message)
    return held


def rule_words(c: Citation) -> str:
    """``c`` and its words from the player's document ("WS 8.6.2: ..."),
    or what to do to read it: where to put the document, or what is wrong
    with the one there, or that the document has no such rule."""
    try:
        doc = load(c.document)
    except LoadError as exc:
        return f"{c}: the rules document cannot be read: {exc}"
    if doc is None:
        return f"{c}: {where_to_put(c)}"
    found = doc.find(c.number)
    if found is None:
        return f"{c}: not in {doc.path.name}."
    words = doc.words(found.rule)
    if len(words) > 600:
        words = words[:600].rsplit(" ", 1)[0] + " …"
    if found.exact:
        return f"{c}: {words}"
    return f"{c} is not in {doc.path.name}; the rule above it, {found.rule.written}: {words}"


def rules_words(cited: list[Citation]) -> str:
    """:func:`rule_words` of each rule, one paragraph each; the rules of a
    document the player does not have share one paragraph saying where to
    put it."""
    parts: list[str] = []
    missing: dict[str, list[Citation]] = {}
    for c in cited:
        try:
            absent = load(c.document) is None
        except LoadError:
            absent = False
        if absent:
            missing.setdefault(c.document, []).append(c)
        else:
            parts.append(rule_words(c))
    for cs in missing.values():
        what = "these rules" if len(cs) > 1 else ""
        parts.append(f"{', '.join(str(c) for c in cs)}: {where_to_put(cs[0], what)}")
    return "\n\n".join(parts)
