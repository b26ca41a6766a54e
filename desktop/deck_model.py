"""The card browser's search and the deck builder's deck (no Qt here).

:func:`search` finds a game's cards (the demo sets and the user's imported
sets) by a query as players type it: words are looked for in the card's id,
name, type, text and stats; ``power>=8000``, ``level<=1``, ``cost=2`` compare
a number; ``clan:ember`` or ``color:red`` look in one stat. :class:`Deck` is
a deck being built: counts per card and section, the game's deck-
construction rules checked as it changes (the first rule it breaks, with its
number), the counts that shape it, and the deck-list text it is saved as.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from desktop.deck_words import list_words, stat_name, stat_value, type_words
from desktop.wording import words_of
from engine.cards import CardDef
from engine.decks import DeckEntry, DeckList
from engine.errors import DeckError, LoadError
from engine.games.systemgate.schema import ASTEROID_BELT
from engine.ruleset import Ruleset

#: a comparison in a query: ``power>=8000``, ``level:2``, ``clan:ember``
_TERM = re.compile(r"^([a-z_]+)(>=|<=|>|<|=|:)(.+)$")

#: stats searched under another name players use for them
_ALIASES = {"colour": "color", "trait": "traits", "type": "type", "id": "id", "name": "name", "text": "text"}

#: the stats that shape a deck, for its counts, first found first
CURVE_STATS = ("grade", "level", "cost")
#: the stats whose values are counted in a deck's summary
COUNTED_STATS = ("trigger", "triggers", "color", "clan")

#: sections named for the one card type they hold (DBS 2-3-2-1 the Leader Card, SG 2.1.5 the Gate)
TYPED_SECTIONS = ("leader", "gate")
#: sections that hold one card: another card put there takes its place
#: (DBS 5-1-2 one Leader Card, SG 13.3 one Gate, SG 13.2 one Gate Master)
SINGLE_SECTIONS = ("leader", "gate", "gatemaster")
#: the sections as players call them (in English; :func:`section_title` in the language in place)
SECTION_TITLES = {
    "main": QT_TRANSLATE_NOOP("DeckWords", "Main deck"),
    "leader": QT_TRANSLATE_NOOP("DeckWords", "Leader"),
    "gate": QT_TRANSLATE_NOOP("DeckWords", "Gate"),
    "gatemaster": QT_TRANSLATE_NOOP("DeckWords", "Gate Master"),
    "side": QT_TRANSLATE_NOOP("DeckWords", "Sideboard"),
}


def section_english(section: str) -> str:
    """A section as deck lists write it in every language (``Main deck``)."""
    title = SECTION_TITLES.get(section)
    return str(title) if title else words_of(section).capitalize()


def section_title(section: str) -> str:
    """A section in the language in place (``Main deck``, メインデッキ)."""
    title = SECTION_TITLES.get(section)
    return QCoreApplication.translate("DeckWords", str(title)) if title else words_of(section).capitalize()


def _values(card: CardDef, key: str) -> list[str]:
    if key == "id":
        return [card.id, card.number]
    if key == "name":
        return [card.name]
    if key == "text":
        return [card.text]
    if key == "type":
        return [card.type, words_of(card.type)]
    value = card.stats.get(key)
    if value is None:
        return []
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value]
    return [str(value)]


def _haystack(card: CardDef) -> str:
    parts = [card.id, card.number, card.name, words_of(card.type), card.text]
    for value in card.stats.values():
        parts.extend(str(v) for v in value) if isinstance(value, (list, tuple)) else parts.append(str(value))
    return " ".join(parts).casefold()


def _compare(card: CardDef, key: str, op: str, wanted: str) -> bool:
    key = _ALIASES.get(key, key)
    values = _values(card, key)
    if op == ":" or not wanted.lstrip("-").isdigit():
        return any(wanted.casefold() in v.casefold() for v in values)
    n = int(wanted)
    for v in values:
        if not v.lstrip("-").isdigit():
            continue
        x = int(v)
        if (
            (op == "=" and x == n)
            or (op == ">=" and x >= n)
            or (op == "<=" and x <= n)
            or (op == ">" and x > n)
            or (op == "<" and x < n)
        ):
            return True
    return False


def search(cards: Iterable[CardDef], query: str, limit: int = 2000) -> list[CardDef]:
    """The cards that match every term of ``query`` (see the module), by id;
    at most ``limit``."""
    terms = query.split()
    words = [t.casefold() for t in terms if not _TERM.match(t.casefold())]
    comparisons = [m.groups() for t in terms if (m := _TERM.match(t.casefold()))]
    found = []
    for card in sorted(cards, key=lambda c: c.id):
        if words:
            hay = _haystack(card)
            if not all(w in hay for w in words):
                continue
        if all(_compare(card, key, op, wanted) for key, op, wanted in comparisons):
            found.append(card)
            if len(found) >= limit:
                break
    return found


@dataclass
class Deck:
    """A deck being built for one ruleset: copies per card, per section."""

    rs: Ruleset
    name: str = "New deck"
    #: section -> card id -> copies, in the order cards were added
    sections: dict[str, dict[str, int]] = field(default_factory=dict)
    path: str = ""

    def section_of(self, card: CardDef) -> str:
        """The section a card goes to: one named for its type (a DBSCG
        leader, a System Gate gate), else the main deck."""
        return card.type if card.type in self.rs.deck_sections else "main"

    def refusal(self, card: CardDef, section: str) -> str | None:
        """Why ``card`` cannot be put in ``section`` (None: it can). The
        sideboard takes any card (SG 13.5.3: Gates and Gate Masters too);
        whether the deck is legal then is :meth:`problem`'s to say."""
        translate = QCoreApplication.translate
        if section not in self.rs.deck_sections:
            return translate("DeckWords", "this game's decks have no {section} section").format(
                section=section_title(section)
            )
        if section in TYPED_SECTIONS and card.type != section:
            return translate("DeckWords", "{card} is not a {section} card").format(
                card=card.name, section=section_title(section)
            )
        if section == "main" and card.type in self.rs.deck_sections:
            return translate("DeckWords", "{card} is a {section} card: it goes to the {section} section").format(
                card=card.name, section=section_title(card.type)
            )
        if section == "gatemaster" and card.type == "gate":
            return translate("DeckWords", "{card} is a Gate and cannot be the Gate Master ({rule})").format(
                card=card.name, rule="SG 13.2"
            )
        return None

    def add(self, card_id: str, n: int = 1, section: str | None = None) -> None:
        """Add ``n`` copies to ``section`` (by default the card's own); in a
        section of one card the card takes the place of the one there.
        A card the section cannot hold is a :class:`ValueError` (:meth:`refusal`)."""
        card = self.rs.pool[card_id]
        section = section or self.section_of(card)
        why = self.refusal(card, section)
        if why is not None:
            raise ValueError(why)
        if section in SINGLE_SECTIONS:
            self.sections[section] = {card_id: 1}
            return
        counts = self.sections.setdefault(section, {})
        counts[card_id] = counts.get(card_id, 0) + n

    def remove(self, card_id: str, n: int = 1, section: str | None = None) -> None:
        """Take ``n`` copies away from ``section`` (by default the first that holds the card)."""
        for name, counts in self.sections.items():
            if card_id in counts and section in (None, name):
                counts[card_id] -= n
                if counts[card_id] <= 0:
                    del counts[card_id]
                return

    def move(self, card_id: str, source: str, target: str) -> None:
        """One copy from section ``source`` to ``target`` (a card a section
        cannot hold is a :class:`ValueError`, and nothing moves)."""
        if source == target or self.sections.get(source, {}).get(card_id, 0) <= 0:
            return
        why = self.refusal(self.rs.pool[card_id], target)
        if why is not None:
            raise ValueError(why)
        self.remove(card_id, 1, source)
        self.add(card_id, 1, target)

    def gate_note(self, card: CardDef) -> tuple[bool, str]:
        """System Gate: whether the deck's Gate lets the card be played
        (SG 13.3, SG 5.1.3: the planets it allows, and <Asteroid Belt>), and
        that in words; "" in other games, for a Gate, or before a Gate is chosen."""
        gates = self.sections.get("gate") or {}
        if "gate" not in self.rs.deck_sections or card.type == "gate" or not gates:
            return True, ""
        gate = self.rs.pool[next(iter(gates))]
        allowed = [str(p) for p in gate.stats.get("allows", ())] + [ASTEROID_BELT]
        planet = str(card.stats.get("planet", ""))
        translate = QCoreApplication.translate
        if planet in allowed:
            return True, translate("DeckWords", "{gate} allows <{planet}> cards.").format(gate=gate.name, planet=planet)
        return False, translate("DeckWords", "{gate} allows only {planets}: not this <{planet}> card ({rule}).").format(
            gate=gate.name, planets=list_words(allowed), planet=planet, rule="SG 13.3"
        )

    def sort(self) -> None:
        """Each section in the order players read a list: by card type, then
        by the curve's stat (grade, level or cost), then by name."""

        def key(card_id: str) -> tuple[str, int, str, str]:
            card = self.rs.pool[card_id]
            curve = next((card.stats[s] for s in CURVE_STATS if isinstance(card.stats.get(s), int)), 0)
            return (words_of(card.type), int(curve), card.name.casefold(), card.id)

        self.sections = {
            section: {cid: counts[cid] for cid in sorted(counts, key=key)} for section, counts in self.sections.items()
        }

    def snapshot(self) -> tuple[str, str, dict[str, dict[str, int]]]:
        """The deck as it is (name, file, copies), to go back to."""
        return self.name, self.path, {s: dict(c) for s, c in self.sections.items()}

    def restore(self, shot: tuple[str, str, dict[str, dict[str, int]]]) -> None:
        self.name, self.path, sections = shot
        self.sections = {s: dict(c) for s, c in sections.items()}

    def copies(self, card_id: str, section: str | None = None) -> int:
        return sum(counts.get(card_id, 0) for name, counts in self.sections.items() if section in (None, name))

    def total(self) -> int:
        return sum(sum(counts.values()) for counts in self.sections.values())

    def entries(self) -> list[tuple[str, str, int]]:
        """(section, card id, copies), sections in the game's order."""
        order = [s for s in self.rs.deck_sections if s in self.sections] + [
            s for s in self.sections if s not in self.rs.deck_sections
        ]
        return [(s, cid, n) for s in order for cid, n in self.sections[s].items()]

    def deck_list(self) -> DeckList:
        """The deck as a parsed deck list (each entry on the line the text
        form gives it, so a problem names the line of the saved file)."""
        deck = DeckList(self.path or f"{self.name}.txt", self.name)
        line = 1  # "# name: ..."
        current = ""
        for section, card_id, n in self.entries():
            if section != current:
                line += 1
                current = section
            line += 1
            deck.sections.setdefault(section, []).append(DeckEntry(n, card_id, line, self.rs.pool[card_id].name))
        return deck

    def text(self) -> str:
        """The deck-list text Playmat reads (``playmat check-deck``, the start screen)."""
        lines = [f"# name: {self.name}"]
        current = ""
        for section, card_id, n in self.entries():
            if section != current:
                lines.append(f"[{section}]")
                current = section
            lines.append(f"{n} {card_id} {self.rs.pool[card_id].name}")
        return "\n".join(lines) + "\n"

    def cod(self) -> str:
        """The deck as a Cockatrice deck file (cards by name)."""
        from xml.sax.saxutils import escape, quoteattr

        rows = [
            '<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n'
            f"  <deckname>{escape(self.name)}</deckname>"
        ]
        # a zone per section: Cockatrice reads "main" and "side", Playmat
        # reads a zone named like a section ("leader", "gatemaster") as it
        sections: dict[str, list[tuple[str, int]]] = {}
        for section, card_id, n in self.entries():
            sections.setdefault(section, []).append((card_id, n))
        for zone, cards in sections.items():
            rows.append(f"  <zone name={quoteattr(zone)}>")
            for card_id, n in cards:
                rows.append(f"    <card number={quoteattr(str(n))} name={quoteattr(self.rs.pool[card_id].name)}/>")
            rows.append("  </zone>")
        rows.append("</cockatrice_deck>\n")
        return "\n".join(rows)

    def problem(self) -> str | None:
        """The first deck-construction rule the deck breaks, in words with
        the rule's number; None for a legal deck."""
        try:
            self.rs.check_deck(self.deck_list())
        except DeckError as exc:
            return exc.message
        return None

    def summary(self) -> list[str]:
        """The counts that shape the deck: the curve (by grade, level or
        cost) and the counts of triggers, colours, clans, card types."""
        translate = QCoreApplication.translate
        game = self.rs.game
        cards = [self.rs.pool[cid] for section, cid, n in self.entries() if section != "side" for _ in range(n)]
        out: list[str] = []
        types = Counter(c.type for c in cards)
        if types:
            counts = list_words([f"{type_words(game, t)} {n}" for t, n in sorted(types.items())])
            out.append(translate("DeckWords", "Types: {counts}").format(counts=counts))
        for stat in CURVE_STATS:
            curve = Counter(c.stats[stat] for c in cards if isinstance(c.stats.get(stat), int))
            if curve:
                counts = list_words([f"{k}: {n}" for k, n in sorted(curve.items())])
                out.append(
                    translate("DeckWords", "By {stat}: {counts}").format(stat=stat_name(game, stat), counts=counts)
                )
                break
        for stat in COUNTED_STATS:
            counted: Counter[str] = Counter()
            for c in cards:
                value = c.stats.get(stat)
                for v in value if isinstance(value, (list, tuple)) else [value]:
                    if v not in (None, "", "none"):
                        counted[stat_value(game, stat, v)] += 1
            if counted:
                counts = list_words([f"{k} {n}" for k, n in counted.most_common()])
                name = stat_name(game, stat)
                out.append(
                    translate("DeckWords", "{stat}: {counts}").format(stat=name[:1].upper() + name[1:], counts=counts)
                )
        return out

    @classmethod
    def of(cls, rs: Ruleset, deck: DeckList) -> Deck:
        """A deck list (bound to card ids) to build on."""
        bound = rs.bind(deck)
        made = cls(rs, bound.name, {}, bound.path)
        for section, entries in bound.sections.items():
            for e in entries:
                if e.card_id not in rs.pool:
                    raise LoadError(deck.path, e.line, f"unknown card {e.card_id}")
                made.sections.setdefault(section, {})
                made.sections[section][e.card_id] = made.sections[section].get(e.card_id, 0) + e.count
        return made

    def save(self, path: str | Path) -> None:
        """Write the deck list (a ``.cod`` path gets the Cockatrice format)."""
        p = Path(path)
        p.parent.mkdir(parents=True, exist_ok=True)
        text = self.cod() if p.suffix.lower() == ".cod" else self.text()
        tmp = p.with_name(p.name + ".part")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(p)
        self.path = str(p)
