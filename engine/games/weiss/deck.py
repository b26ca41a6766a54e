"""Deck construction (WS 5.1.2): exactly 50 cards, at most 4 of a card name,
at most 8 climaxes. A card's continuous ability about deck construction
replaces the rule it is about (WS 5.1.2.4): ``deck_copies`` ("you can have
any number of cards of this card's name in your deck", or up to N)."""

from __future__ import annotations

from engine.cards import CardDef, CardPool
from engine.decks import DeckList, resolve
from engine.errors import DeckError
from engine.games.weiss.schema import CLIMAX, rules_name

DECK_SIZE = 50  # WS 5.1.2.1
MAX_COPIES = 4  # WS 5.1.2.2
MAX_CLIMAX = 8  # WS 5.1.2.3


def copies_allowed(card: CardDef) -> int | None:
    """How many cards of ``card``'s name a deck may hold: 4 (WS 5.1.2.2), or
    what the card's own ability about deck construction says (WS 5.1.2.4;
    None: any number)."""
    for ab in card.abilities:
        for word, value in ab.effect:
            if word == "deck_copies":
                return None if value == "any" else int(value)
    return MAX_COPIES


def check_deck(deck: DeckList, pool: CardPool, sections: tuple[str, ...]) -> dict[str, list[CardDef]]:
    """Resolve ``deck`` and check WS 5.1.2; every violation names the line of
    the entry that breaks the rule (for a wrong total, the last entry)."""
    cards = resolve(deck, pool, sections)
    entries = deck.entries("main")
    by_name: dict[str, int] = {}
    total = climaxes = 0
    for e in entries:
        cdef = pool[e.card_id]
        name = rules_name(cdef)  # WS 2.1.1.2: struck-off words are not part of the name
        by_name[name] = by_name.get(name, 0) + e.count
        most = copies_allowed(cdef)
        if most is not None and by_name[name] > most:
            rule = "WS 5.1.2.2" if most == MAX_COPIES else "WS 5.1.2.4"
            raise DeckError(
                deck.path,
                e.line,
                f"{by_name[name]} cards named {name!r}: at most {most} cards of the same name ({rule})",
            )
        if cdef.type == CLIMAX:
            climaxes += e.count
            if climaxes > MAX_CLIMAX:
                raise DeckError(
                    deck.path, e.line, f"{climaxes} climaxes: a deck has at most {MAX_CLIMAX} climaxes (WS 5.1.2.3)"
                )
        total += e.count
        if total > DECK_SIZE:
            raise DeckError(
                deck.path,
                e.line,
                f"the deck reaches {total} cards here: a deck has exactly {DECK_SIZE} cards (WS 5.1.2.1)",
            )
    if total != DECK_SIZE:
        line = entries[-1].line if entries else None
        raise DeckError(
            deck.path, line, f"the deck has {total} cards: a deck has exactly {DECK_SIZE} cards (WS 5.1.2.1)"
        )
    return cards
