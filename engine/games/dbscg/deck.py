"""Deck construction (DBS 5-1 / DBS1.0 5-1)."""

from __future__ import annotations

from engine.cards import CardDef
from engine.decks import DeckList, resolve
from engine.games.dbscg.manuals import DbsRuleset

DECK_SIZE = 50  # DBS 5-1-3
MAX_COPIES = 4  # DBS 5-1-3-1
MAX_DRAGON_BALLS = 7  # DBS 10-31-1
MAX_SUPER_COMBO = 4  # DBS 10-17


def check_deck(rs: DbsRuleset, deck: DeckList) -> dict[str, list[CardDef]]:
    """Deck construction (DBS 5-1): exactly one Leader Card (5-1-2), 50
    Battle and Extra Cards (5-1-3), at most 4 of a card number (5-1-3-1), and
    in ver.1.073 the limits of [Dragon Ball] (10-31-1), [Ultimate] (10-14-1)
    and [Super Combo] (10-17). Returns the deck's cards by section."""
    cards = resolve(deck, rs.pool, rs.deck_sections)
    r = rs.r
    leaders = deck.entries("leader")
    n_leaders = sum(e.count for e in leaders)
    if n_leaders != 1:
        line = leaders[-1].line if leaders else None
        raise rs.deck_error(
            deck, line, f"a player needs exactly 1 Leader Card, this list has {n_leaders} ({r('leader_count')})"
        )
    entry = leaders[0]
    if rs.pool[entry.card_id].type != "leader":
        raise rs.deck_error(deck, entry.line, f"{entry.card_id} is not a Leader Card ({r('card_types')})")
    total = 0
    copies: dict[str, int] = {}
    n_ultimate = n_super = n_balls = 0
    for e in deck.entries("main"):
        cd = rs.pool[e.card_id]
        if cd.type not in ("battle", "extra"):
            raise rs.deck_error(
                deck,
                e.line,
                f"{e.card_id} is a {cd.type} card; the deck holds only Battle Cards and Extra Cards ({r('deck_size')})",
            )
        total += e.count
        if total > DECK_SIZE:
            raise rs.deck_error(
                deck, e.line, f"the deck has more than {DECK_SIZE} cards ({total} so far) ({r('deck_size')})"
            )
        kws = cd.stats.get("keywords", ())
        keyword_rules = rs.deck_keyword_rules
        if keyword_rules and "dragon_ball" in kws:
            n_balls += e.count
            if n_balls > MAX_DRAGON_BALLS:
                raise rs.deck_error(
                    deck,
                    e.line,
                    f"more than {MAX_DRAGON_BALLS} cards with [Dragon Ball] ({n_balls}) ({r('dragon_ball')})",
                )
        elif not cd.stats.get("any_copies"):
            # "You can include as many copies of this card in your deck as you like" replaces the
            # limit (DBS 5-1-3-2; card text over the rules, DBS 1-3-1 / DBS1.0 1-3-1)
            copies[e.card_id] = copies.get(e.card_id, 0) + e.count
            if copies[e.card_id] > MAX_COPIES:
                raise rs.deck_error(
                    deck,
                    e.line,
                    f"{copies[e.card_id]} copies of {e.card_id};"
                    f" at most {MAX_COPIES} of one card number ({r('copies')})",
                )
        if keyword_rules and "ultimate" in kws:
            n_ultimate += e.count
            if n_ultimate > 1:
                raise rs.deck_error(deck, e.line, f"more than one card with [Ultimate] ({r('ultimate')})")
        if keyword_rules and "super_combo" in kws:
            n_super += e.count
            if n_super > MAX_SUPER_COMBO:
                raise rs.deck_error(
                    deck,
                    e.line,
                    f"more than {MAX_SUPER_COMBO} cards with [Super Combo] ({n_super}) ({r('super_combo')})",
                )
    if total != DECK_SIZE:
        main = deck.entries("main")
        raise rs.deck_error(
            deck,
            main[-1].line if main else None,
            f"the deck has {total} cards; it needs exactly {DECK_SIZE} ({r('deck_size')})",
        )
    return cards
