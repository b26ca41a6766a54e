"""Deck lists: a plain text format, one entry a line.

::

    # Ember Guard demo deck            <- comments start with '#'
    [main]                             <- optional section header
    4 VGD-014   Blaze Squire           <- count, card id, optional name
    4x VGD-015                         <- "4x" is accepted too
    4 LL/W24-E001                      <- a printed card number (an imported card's)
    4x Blaster Knight                  <- a card's name, as lists are pasted
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
from typing import Any
from xml.parsers.expat import ErrorString, ExpatError

from engine.cardimport.games import card_id
from engine.cards import CARD_ID_RE, CardDef, CardPool
from engine.errors import DeckError, LoadError
from engine.files import MAX_DECK_BYTES, XmlRefused, read_text, xml_parser

#: a printed card number: letters and digits with '/', '-', '_' or '.' between (``LL/W24-E001``, ``BT01-001``)
_NUMBER = re.compile(r"^[A-Za-z0-9]+(?:[/_.\-]+[A-Za-z0-9]+)+$")
#: the longest card id, number or name a deck list entry may give
MAX_NUMBER = 120
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
    #: the entry names its card by name (the whole text after the count), not by id or number
    by_name: bool = False
    #: the text after the count, as written
    given: str = ""


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
        count, word, card_name = int(m.group(1)), m.group(2), (m.group(3) or "").strip()
        if count <= 0:
            raise LoadError(path, number, f"count must be at least 1, found {count}")
        copies += count
        if copies > MAX_DECK_CARDS:
            raise LoadError(path, number, f"more than {MAX_DECK_CARDS} cards in one deck list")
        if len(word) > MAX_NUMBER or not word.isprintable():
            raise LoadError(path, number, f"{word[:40]!r} is not a card id, number or name")
        whole = f"{word} {card_name}".strip()
        if CARD_ID_RE.match(word.upper()) and word.isascii():
            entry = DeckEntry(count, word.upper(), number, card_name, given=whole)
        elif _NUMBER.match(word):  # a printed number such as LL/W24-E001
            entry = DeckEntry(count, card_id(word), number, card_name, given=whole)
        else:  # a name, as lists are pasted ("4x Blaster Knight")
            entry = DeckEntry(count, card_id(whole), number, whole, by_name=True, given=whole)
        deck.sections.setdefault(section, []).append(entry)
    return deck


def load_deck_file(path: str | Path) -> DeckList:
    """A deck list: Playmat's text format, or a Cockatrice deck (``.cod``)."""
    text = read_text(path, "deck list", MAX_DECK_BYTES)
    if Path(path).suffix.lower() == ".cod" or text.lstrip().startswith("<"):
        return parse_cod(text, str(path))
    return parse_deck_text(text, str(path))


#: Cockatrice zones that are no part of the deck a game is played with
_COD_SKIPPED = ("side", "sideboard", "tokens", "token", "maybe", "maybeboard")


def parse_cod(text: str, path: str = "<deck>") -> DeckList:
    """A Cockatrice deck file: ``<cockatrice_deck>`` with ``<deckname>`` and
    ``<zone name="main">`` of ``<card number="4" name="..."/>``. Cards are
    named by name; a zone named like a deck section (``leader``) is that
    section, the side deck and tokens are left out."""
    deck = DeckList(path=path, name=Path(path).stem)
    parser = xml_parser()
    state: dict[str, Any] = {"zone": "main", "root": False, "copies": 0, "in_name": False}

    def start(tag: str, attrs: dict[str, str]) -> None:
        line = parser.CurrentLineNumber
        if not state["root"]:
            if tag != "cockatrice_deck":
                raise LoadError(path, line, f"this is not a Cockatrice deck (its root is <{tag}>)")
            state["root"] = True
        elif tag == "deckname":
            state["in_name"] = True
        elif tag == "zone":
            state["zone"] = attrs.get("name", "main").strip().lower() or "main"
        elif tag == "card" and state["zone"] not in _COD_SKIPPED:
            name = attrs.get("name", "").strip()
            try:
                count = int(attrs.get("number", "1"))
            except ValueError:
                raise LoadError(
                    path, line, f"card {name!r}: number {attrs.get('number')!r} is not a whole number"
                ) from None
            if not name or count <= 0:
                raise LoadError(path, line, "a card needs a name and a number of copies of at least 1")
            if len(name) > MAX_NUMBER or not name.isprintable():
                raise LoadError(path, line, f"{name[:40]!r} is not a card name")
            state["copies"] += count
            if state["copies"] > MAX_DECK_CARDS:
                raise LoadError(path, line, f"more than {MAX_DECK_CARDS} cards in one deck list")
            deck.sections.setdefault(state["zone"], []).append(
                DeckEntry(count, card_id(name), line, name, by_name=True, given=name)
            )

    def end(tag: str) -> None:
        if tag == "deckname":
            state["in_name"] = False

    def chars(data: str) -> None:
        if state["in_name"] and data.strip():
            deck.name = data.strip()[:120]

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = chars
    try:
        parser.Parse(text, True)
    except XmlRefused as exc:
        raise LoadError(path, parser.CurrentLineNumber, f"{exc} in a deck file") from None
    except ExpatError as exc:
        raise LoadError(path, exc.lineno, f"not valid XML: {ErrorString(exc.code)}") from None
    return deck


def resolve(deck: DeckList, pool: CardPool, sections: tuple[str, ...] = ("main",)) -> dict[str, list[CardDef]]:
    """Card definitions for every copy, per section; unknown ids and sections
    this game does not use are errors naming the line."""
    out: dict[str, list[CardDef]] = {s: [] for s in sections}
    for section, entries in deck.sections.items():
        if section not in sections:
            line = entries[0].line - 1 if entries else None
            raise DeckError(
                deck.path, line, f"section [{section}] is not used by this game (sections: {', '.join(sections)})"
            )
        for e in entries:
            card = pool.cards.get(e.card_id) if not e.by_name else next(iter(pool.named(e.name)), None)
            if (
                card is None and not e.by_name and e.name
            ):  # "4 Blaster Knight": a name whose first word looked like an id
                card = next(iter(pool.named(f"{e.card_id} {e.name}")), None)
            if card is None:
                what = f"no card named {e.name!r}" if e.by_name else f"unknown card id {e.card_id}"
                raise DeckError(deck.path, e.line, f"{what} (not in the {pool.game} card sets)")
            out[section].extend([card] * e.count)
    return out


def first_line(deck: DeckList, section: str = "main") -> int | None:
    entries = deck.entries(section)
    return entries[0].line if entries else None
