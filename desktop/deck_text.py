"""Deck lists as players copy them from a site, a forum post or a chat, read
into a :class:`~desktop.deck_model.Deck` (no Qt here).

One card a line: ``4 Blaze Squire``, ``4x Blaze Squire``, ``4 x Blaze
Squire``, ``Blaze Squire x4``, ``4 VGD-014``, ``4 VGD-014 Blaze Squire``,
``4 × Blaze Squire (VGD-014)``; a line with no count is one copy. Section
headers as lists write them: ``[leader]``, ``Leader:``, ``Main Deck (50)``,
``## Side deck``, ``// Sideboard``, ``Gate Master:``, or in Japanese
``メインデッキ:``, ``ゲートマスター:``; a header that names no
section of the game (``Grade 3 (8)``, ``Climax``, ``Events:``) keeps the
main deck. ``# name: ...`` names the deck; other ``#`` and ``//`` lines are
comments. Every line that names no card is reported with its number, and a
list with any such line is not read at all (nothing is half applied).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from desktop.deck_model import SINGLE_SECTIONS, Deck, section_english, section_title
from engine.cardimport.games import card_id
from engine.cards import CardDef
from engine.ruleset import Ruleset

#: copies one line may give
MAX_COPIES_A_LINE = 999
#: lines a pasted list may have (a deck is 50 to 100 cards; a list with more lines is not a deck)
MAX_LINES = 2000

_COUNT_FIRST = re.compile(r"^(\d{1,4})\s*[x×X]?\s+(.+)$")
_COUNT_FIRST_X = re.compile(r"^[x×X](\d{1,4})\s+(.+)$")
_COUNT_LAST = re.compile(r"^(.+?)\s+[x×X]\s?(\d{1,4})$")
_NUMBER_IN_BRACKETS = re.compile(r"^(.+?)\s*[\(\[]([A-Za-z0-9][A-Za-z0-9/_.\-]*)[\)\]]$")
#: a header's own count: "Main Deck (50)", "Climax [8]", "Side: 12"
_HEADER_COUNT = re.compile(r"\s*(?:[\(\[]\s*\d+\s*[\)\]]|:\s*\d+)\s*$")

#: the words players give a section, and the section they mean
SECTION_WORDS = {
    "main": "main",
    "main deck": "main",
    "deck": "main",
    "maindeck": "main",
    "library": "main",
    "leader": "leader",
    "leader card": "leader",
    "leaders": "leader",
    "gate": "gate",
    "gate card": "gate",
    "gate master": "gatemaster",
    "gatemaster": "gatemaster",
    "gm": "gatemaster",
    "side": "side",
    "side deck": "side",
    "sideboard": "side",
    "side board": "side",
    # as Japanese lists write them
    "メインデッキ": "main",
    "デッキ": "main",
    "リーダー": "leader",
    "リーダーカード": "leader",
    "ゲート": "gate",
    "ゲートマスター": "gatemaster",
    "サイドボード": "side",
    "サイドデッキ": "side",
}


@dataclass
class PastedList:
    """What a pasted list gave: the deck when every line was read, else the
    problems by line."""

    deck: Deck | None
    problems: list[str] = field(default_factory=list)
    #: card lines read
    lines: int = 0


def _header(line: str) -> str | None:
    """The words of a header line ("Main Deck (50)" -> "main deck"), or
    None when the line is no header."""
    text = line.strip()
    marked = False
    if text.startswith("[") and text.endswith("]"):
        text, marked = text[1:-1], True
    for lead in ("##", "#", "//", "=="):
        if text.startswith(lead):
            text, marked = text.lstrip("#/= ").rstrip("#/= "), True
            break
    if text.endswith(":"):
        text, marked = text[:-1], True
    stripped = _HEADER_COUNT.sub("", text).strip().rstrip(":").strip()
    if stripped != text.strip():
        marked = True
    if not marked or not stripped:
        return None
    return " ".join(stripped.casefold().split())


class _Names:
    """A pool's cards by id, by printed number and by name (any case)."""

    def __init__(self, rs: Ruleset) -> None:
        self.rs = rs
        self.by_name: dict[str, list[CardDef]] = {}
        self.by_number: dict[str, CardDef] = {}
        for card in sorted(rs.pool.cards.values(), key=lambda c: c.id):
            self.by_name.setdefault(card.name.casefold(), []).append(card)
            self.by_number.setdefault(card.id.upper(), card)
            if card.number:
                self.by_number.setdefault(card_id(card.number), card)

    def find(self, text: str, section: str) -> CardDef | None:
        """The card ``text`` names: a name, an id or printed number, or a
        number and then a name; in a section named for a card type, a card
        of that type first."""
        text = " ".join(text.split())
        candidates: list[CardDef] = list(self.by_name.get(text.casefold(), ()))
        m = _NUMBER_IN_BRACKETS.match(text)
        if not candidates and m:  # "Blaze Squire (VGD-014)"
            candidates = list(self.by_name.get(m.group(1).casefold(), ()))
            number = self.by_number.get(card_id(m.group(2)))
            if number is not None:
                candidates = [number]
        if not candidates:
            first, _, rest = text.partition(" ")
            number = self.by_number.get(card_id(first)) if any(ch.isdigit() for ch in first) else None
            named_too = not rest or rest.casefold() == number.name.casefold() if number is not None else False
            if number is not None and (named_too or rest.casefold() not in self.by_name):
                candidates = [number]
        if not candidates:
            return None
        typed = [c for c in candidates if c.type == section]
        untyped = [c for c in candidates if c.type not in self.rs.deck_sections]
        return (typed or untyped or candidates)[0]


def read_pasted(rs: Ruleset, text: str, name: str = "") -> PastedList:
    """The deck a pasted list gives (see the module), or every line it
    could not read."""
    translate = QCoreApplication.translate
    names = _Names(rs)
    deck = Deck(rs, name or translate("DeckWords", "Pasted deck"))
    problems: list[str] = []
    section = "main"
    read = 0
    rows = text.splitlines()
    if len(rows) > MAX_LINES:
        return PastedList(
            None,
            [translate("DeckWords", "{n} lines: a deck list has at most {most}").format(n=len(rows), most=MAX_LINES)],
        )
    for number, raw in enumerate(rows, start=1):
        line = raw.strip().strip("\ufeff").strip()
        if not line:
            continue
        low = line.casefold()
        if low.startswith("# name:") or low.startswith("name:"):
            deck.name = line.split(":", 1)[1].strip() or deck.name
            continue
        heading = _header(line)
        if heading is not None and not _COUNT_FIRST.match(line):
            wanted = SECTION_WORDS.get(heading)
            if wanted is None and heading.endswith("s") and heading[:-1] in SECTION_WORDS:
                wanted = SECTION_WORDS[heading[:-1]]
            if wanted is not None and wanted not in rs.deck_sections:
                problems.append(
                    translate("DeckWords", "line {n}: this game's decks have no {section} section ({line})").format(
                        n=number, section=section_title(wanted), line=repr(line)
                    )
                )
                continue
            section = wanted or "main"  # "Grade 3 (8)", "Climax": a group of the main deck
            continue
        if line.startswith(("#", "//")):
            continue
        problem = _add_line(deck, names, section, number, line)
        if problem:
            problems.append(problem)
            continue
        read += 1
    if problems:
        return PastedList(None, problems, read)
    if not read:
        return PastedList(
            None,
            [translate("DeckWords", "no card lines: write one card a line, such as '4 Card Name' or '4x Card Name'")],
        )
    return PastedList(deck, [], read)


def _count_and_name(line: str) -> tuple[int, str]:
    """A card line's count ("4 Name", "4x Name", "Name x4"; 1 when none is
    written) and the card it names."""
    m = _COUNT_FIRST.match(line) or _COUNT_FIRST_X.match(line)
    if m:
        return int(m.group(1)), m.group(2).strip()
    m = _COUNT_LAST.match(line)
    if m:
        return int(m.group(2)), m.group(1).strip()
    return 1, line.strip()


def _add_line(deck: Deck, names: _Names, section: str, number: int, line: str) -> str:
    """Put the cards of one card line into ``deck``; what is wrong with the
    line instead ("" when nothing)."""
    translate = QCoreApplication.translate
    count, what = _count_and_name(line)
    if not 1 <= count <= MAX_COPIES_A_LINE:
        return translate("DeckWords", "line {n}: {count} copies ({line})").format(
            n=number, count=count, line=repr(line)
        )
    card = names.find(what, section)
    if card is None:
        return translate("DeckWords", "line {n}: no card named {name}").format(n=number, name=repr(what))
    target = section if section != "main" else deck.section_of(card)
    why = deck.refusal(card, target)
    if why is not None:
        return translate("DeckWords", "line {n}: {why}").format(n=number, why=why)
    if target in SINGLE_SECTIONS and deck.copies(card.id, target) == 0 and deck.sections.get(target):
        return translate("DeckWords", "line {n}: a second card for the one {section} of a deck ({line})").format(
            n=number, section=section_title(target), line=repr(line)
        )
    deck.add(card.id, 1 if target in SINGLE_SECTIONS else count, target)
    return ""


def shared_text(deck: Deck) -> str:
    """The deck as players paste it to each other: a header per section with
    its count, then ``4 Card Name`` lines (:func:`read_pasted` reads it back)."""
    lines = [f"# name: {deck.name}"]
    shown = ""
    entries = deck.entries()
    for section, card_id_, n in entries:
        if section != shown:
            total = sum(k for s, _, k in entries if s == section)
            lines.append(("" if not shown else "\n") + f"{section_english(section)} ({total})")
            shown = section
        lines.append(f"{n} {deck.rs.pool[card_id_].name}")
    return "\n".join(lines) + "\n"
