"""Deck lists: a plain text format, one entry a line.

::

    # Ember Guard demo deck            <- comments start with '#'
    [main]                             <- optional section header
    4 VGD-014   Blaze Squire           <- count, card id, optional name
    4x VGD-015                         <- "4x" is accepted too
    [leader]
    1 DBS-001

Sections default to ``main``; which sections a game uses (``leader``,
``gate``, ``ride``...) is up to its ruleset. Problems are reported as
:class:`~engine.errors.LoadError` with file and line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from engine.cards import CARD_ID_RE, CardDef, CardPool
from engine.errors import DeckError, LoadError
from engine.files import MAX_DECK_BYTES, read_text

_ENTRY = re.compile(r"^(\d{1,3})\s*[xX]?\s+(\S+)(?:\s+(.*))?$")
_SECTION = re.compile(r"^\[\s*([a-z][a-z0-9_-]*)\s*\]$")
#: Copies a deck list may hold in all: no game's deck comes near it (50 or
#: 60 cards and a few extra), and resolving a list makes one entry per copy.
MAX_DECK_CARDS = 1000


@dataclass(frozen=True, slots=True)
class DeckEntry:
    count: int
    card_id: str
    line: int
    name: str = ""


@dataclass
class DeckList:
    """A parsed deck list, not yet checked against a game's rules."""

    path: str
    name: str
    sections: dict[str, list[DeckEntry]] = field(default_factory=dict)

    def entries(self, section: str = "main") -> list[DeckEntry]:
        return self.sections.get(section, [])

    def count(self, section: str = "main") -> int:
        return sum(e.count for e in self.entries(section))

    def card_ids(self, section: str = "main") -> list[str]:
        """Every copy's card id, in list order."""
        return [e.card_id for e in self.entries(section) for _ in range(e.count)]


def parse_deck_text(text: str, path: str = "<deck>") -> DeckList:
    """The deck list in ``text``; lines are counted as editors count them
    (at each line feed)."""
    name = Path(path).stem
    deck = DeckList(path=path, name=name)
    section = "main"
    copies = 0
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            if raw.strip().lower().startswith("# name:"):
                deck.name = raw.split(":", 1)[1].strip() or name
            continue
        m = _SECTION.match(line)
        if m:
            section = m.group(1)
            deck.sections.setdefault(section, [])
            continue
        m = _ENTRY.match(line)
        if not m:
            raise LoadError(path, number, f"expected '<count> <card id>' (e.g. '4 VGD-014'), found {line!r}")
        count, card_id, card_name = int(m.group(1)), m.group(2).upper(), (m.group(3) or "").strip()
        if count <= 0:
            raise LoadError(path, number, f"count must be at least 1, found {count}")
        if not m.group(2).isascii() or not CARD_ID_RE.match(card_id):
            raise LoadError(path, number, f"{m.group(2)!r} is not a card id (letters, digits and '-')")
        copies += count
        if copies > MAX_DECK_CARDS:
            raise LoadError(path, number, f"more than {MAX_DECK_CARDS} cards in one deck list")
        deck.sections.setdefault(section, []).append(DeckEntry(count, card_id, number, card_name))
    return deck


def load_deck_file(path: str | Path) -> DeckList:
    return parse_deck_text(read_text(path, "deck list", MAX_DECK_BYTES), str(path))


def resolve(deck: DeckList, pool: CardPool, sections: tuple[str, ...] = ("main",)) -> dict[str, list[CardDef]]:
    """Card definitions for every copy, per section; unknown ids and sections
    this game does not use are errors naming the line."""
    out: dict[str, list[CardDef]] = {s: [] for s in sections}
    for section, entries in deck.sections.items():
        if section not in sections:
            line = entries[0].line - 1 if entries else None
            raise DeckError(deck.path, line, f"section [{section}] is not used by this game (sections: {', '.join(sections)})")
        for e in entries:
            card = pool.cards.get(e.card_id)
            if card is None:
                raise DeckError(deck.path, e.line, f"unknown card id {e.card_id} (not in the {pool.game} card sets)")
            out[section].extend([card] * e.count)
    return out


def first_line(deck: DeckList, section: str = "main") -> int | None:
    entries = deck.entries(section)
    return entries[0].line if entries else None
