"""System Gate deck construction (SG 5.1, SG 13).

A deck list has four sections::

    [gate]          exactly one Gate card (SG 13.3, SG 2.1.5)
    [gatemaster]    exactly one Gate Master (SG 13.2, SG 4.8.2)
    [main]          50 to 100 cards (SG 13.1, SG 5.1.1)
    [side]          an optional sideboard of up to 12 cards (SG 13.5)
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine.cards import CardDef
from engine.decks import DeckEntry, DeckList, resolve
from engine.games.systemgate.schema import ASTEROID_BELT

if TYPE_CHECKING:
    from engine.ruleset import Ruleset

SECTIONS = ("main", "gate", "gatemaster", "side")
MIN_DECK = 50
MAX_DECK = 100
MAX_COPIES = 4
MAX_SIDE = 12


Entries = list[tuple[DeckEntry, CardDef]]


def check_deck(rs: Ruleset, deck: DeckList) -> dict[str, list[CardDef]]:
    """The cards of a legal deck by section; a :class:`DeckError` names the
    first rule of SG 13 the list breaks, with its line."""
    cards = resolve(deck, rs.pool, SECTIONS)
    pool = rs.pool
    by_section = {section: [(e, pool[e.card_id]) for e in deck.entries(section)] for section in SECTIONS}
    _check_tokens(rs, deck, by_section)
    gate = _check_gate(rs, deck, by_section["gate"])
    _check_gate_master(rs, deck, by_section["gatemaster"])
    _check_main(rs, deck, by_section, gate)
    # SG 13.1 / SG 5.1.1: 50 to 100 cards. Judge's decision: SG 13.1 says
    # "50 to 100 cards exactly", SG 5.1.1 "between 50 and 100": both bounds included.
    n = len(cards["main"])
    if not MIN_DECK <= n <= MAX_DECK:
        main = deck.entries("main")
        line = main[-1].line if main else None
        raise rs.deck_error(
            deck, line, f"the main deck has {n} cards; it must contain {MIN_DECK} to {MAX_DECK} (SG 13.1)"
        )
    # SG 13.5.3: up to 12 sideboard cards.
    side = deck.entries("side")
    total = 0
    for e in side:
        total += e.count
        if total > MAX_SIDE:
            raise rs.deck_error(
                deck,
                e.line,
                f"the sideboard has {deck.count('side')} cards; it may include up to {MAX_SIDE} (SG 13.5.3)",
            )
    return cards


def _check_tokens(rs: Ruleset, deck: DeckList, by_section: dict[str, Entries]) -> None:
    """SG 13.4: <Token> cards cannot be put into a deck (any section)."""
    for section in SECTIONS:
        for e, c in by_section[section]:
            if c.stats.get("token"):
                raise rs.deck_error(deck, e.line, f"{c.name} is a <Token> card and cannot be put into a deck (SG 13.4)")


def _check_gate(rs: Ruleset, deck: DeckList, gate_entries: Entries) -> CardDef:
    """SG 13.3 (Gate) / SG 2.1.5: exactly one Gate, which is not in the main
    deck. Returns it."""
    for e, c in gate_entries:
        if c.type != "gate":
            raise rs.deck_error(
                deck, e.line, f"{c.name} is not a Gate card; the [gate] section holds the deck's one Gate (SG 13.3)"
            )
    n_gates = sum(e.count for e, _ in gate_entries)
    if n_gates != 1:
        line = gate_entries[-1][0].line if gate_entries else None
        raise rs.deck_error(
            deck, line, f"each deck must have exactly one associated Gate, this one has {n_gates} (SG 13.3)"
        )
    return gate_entries[0][1]


def _check_gate_master(rs: Ruleset, deck: DeckList, gm_entries: Entries) -> None:
    """SG 13.2 / SG 4.8.2: one Gate Master, outside the main deck (judge's
    decision: exactly one, as SG 5.1 has every player prepare one)."""
    n_gm = sum(e.count for e, _ in gm_entries)
    if n_gm != 1:
        line = gm_entries[-1][0].line if gm_entries else None
        raise rs.deck_error(deck, line, f"each deck must have exactly one Gate Master, this one has {n_gm} (SG 13.2)")
    for e, c in gm_entries:
        if c.type == "gate":
            raise rs.deck_error(deck, e.line, f"{c.name} is a Gate and cannot be the Gate Master (SG 13.2)")


def _check_main(rs: Ruleset, deck: DeckList, by_section: dict[str, Entries], gate: CardDef) -> None:
    """No Gate in the main deck, only the planets the Gate allows, at most 4
    copies of a name."""
    # SG 2.1.5: Gate cards cannot be included in the main deck.
    for e, c in by_section["main"]:
        if c.type == "gate":
            raise rs.deck_error(
                deck, e.line, f"{c.name} is a Gate card and cannot be included in the main deck (SG 2.1.5)"
            )
    # SG 13.3 (Gate) / SG 5.1.3: only cards the Gate allows, and <Asteroid Belt>.
    allowed = set(gate.stats.get("allows", ())) | {ASTEROID_BELT}
    for section in ("main", "gatemaster", "side"):
        for e, c in by_section[section]:
            if c.type == "gate":
                continue  # SG 13.5.3: the sideboard may hold other Gates
            planet = str(c.stats.get("planet", ""))
            if planet not in allowed:
                raise rs.deck_error(
                    deck,
                    e.line,
                    f"{c.name} is a <{planet}> card; {gate.name} allows only {', '.join(sorted(allowed))} (SG 13.3)",
                )
    # SG 13.3 (copies) / SG 5.1.2: at most 4 copies of one card name in the
    # main deck; the Gate Master is not counted (it may have 4 + 1).
    names: Counter[str] = Counter()
    for e, c in by_section["main"]:
        names[c.name] += e.count
        if names[c.name] > MAX_COPIES:
            raise rs.deck_error(
                deck, e.line, f"{names[c.name]} copies of {c.name}: a deck may hold at most {MAX_COPIES} (SG 13.3)"
            )


def swap_sideboard(
    rs: Ruleset, deck: DeckList, into: dict[str, tuple[str, ...]], out: dict[str, tuple[str, ...]]
) -> DeckList:
    """SG 13.5.1 / SG 13.5.2: between games of a match, move cards from the
    sideboard into the main deck, Gate or Gate Master (``into``: section ->
    card ids) and from those back into the sideboard (``out``). Every card
    moved keeps the sideboard and the deck the same size in total; the new
    list must still be legal (it is checked, and a :class:`DeckError` names
    the problem)."""
    sections = {
        name: [DeckEntry(e.count, e.card_id, e.line, e.name) for e in entries]
        for name, entries in deck.sections.items()
    }

    def take(section: str, card_id: str) -> None:
        entries = sections.get(section, [])
        for i, e in enumerate(entries):
            if e.card_id == card_id:
                if e.count == 1:
                    del entries[i]
                else:
                    entries[i] = DeckEntry(e.count - 1, e.card_id, e.line, e.name)
                return
        raise rs.deck_error(deck, None, f"{card_id} is not in the {section} section (SG 13.5)")

    def give(section: str, card_id: str) -> None:
        sections.setdefault(section, []).append(DeckEntry(1, card_id, 0))

    for section, ids in into.items():
        for cid in ids:
            take("side", cid)
            give(section, cid)
    for section, ids in out.items():
        for cid in ids:
            take(section, cid)
            give("side", cid)
    new = DeckList(path=deck.path, name=deck.name, sections=sections)
    rs.check_deck(new)  # SG 13.5.1 / SG 13.5.2: only while everything stays legal
    return new
