"""Deck construction (VG 5.1)."""

from __future__ import annotations

from engine.cards import CardDef, CardPool
from engine.decks import DeckList, resolve
from engine.errors import DeckError
from engine.games.vanguard.schema import DECK_SIZE, HEAL, SENTINEL

MAX_COPIES = 4  # VG 5.1.2.2
TRIGGER_COUNT = 16  # VG 5.1.2.3
MAX_HEAL = 4  # VG 5.1.2.4
MAX_SENTINEL = 4  # Sentinel, as its cards print it (VG 5.1.2.5)


def copy_limits(cards: list[CardDef]) -> dict[str, int]:
    """VG 5.1.2.5: a continuous ability about deck construction is applied
    as a replacement effect on the rules of VG 5.1.2. The vocabulary has one:
    ``deck_copies = N`` ("a deck may hold up to N cards named <this card>"),
    which replaces the "up to four" of VG 5.1.2.2 for the card's own name
    (also for trigger units: VG 5.1.2.3 applies "at the same time"). Only
    cards in the deck apply it; with several, the highest limit counts."""
    limits: dict[str, int] = {}
    for card in {id(c): c for c in cards}.values():
        for ab in card.abilities:
            for word, value in ab.effect:
                if word == "deck_copies":
                    limits[card.name] = max(limits.get(card.name, 0), int(value))
    return limits


def check_vanguard_deck(deck: DeckList, pool: CardPool) -> dict[str, list[CardDef]]:
    """Resolve ``deck`` and check VG 5.1.2; every violation names the line of
    the entry that breaks the rule (for a shortfall, the last entry that could
    have made it up)."""
    cards = resolve(deck, pool)
    entries = deck.entries("main")

    def err(line: int | None, message: str) -> DeckError:
        return DeckError(deck.path, line, message)

    # VG 5.1.2.5: deck-construction abilities replace the limits below.
    limits = copy_limits(cards["main"])

    # VG 5.1.2.2 / VG 5.1.2.2.1: up to four cards of the same name, whatever else differs.
    by_name: dict[str, int] = {}
    for e in entries:
        card = pool[e.card_id]
        n = by_name.get(card.name, 0) + e.count
        by_name[card.name] = n
        limit = limits.get(card.name, MAX_COPIES)
        if n > limit:
            why = "VG 5.1.2.2" if limit == MAX_COPIES else "VG 5.1.2.2 as changed by its card's ability, VG 5.1.2.5"
            raise err(e.line, f"{n} cards named {card.name!r}: a deck holds at most {limit} cards of that name ({why})")

    # VG 5.1.2.4: up to four heal triggers.
    heals = 0
    for e in entries:
        if pool[e.card_id].get("trigger") == HEAL:
            heals += e.count
            if heals > MAX_HEAL:
                raise err(e.line, f"{heals} heal triggers: a deck holds at most {MAX_HEAL} (VG 5.1.2.4)")

    # VG 5.1.2.5: Sentinel, a continuous ability about deck construction,
    # as its cards print it: up to four cards with Sentinel in a deck.
    sentinels = 0
    for e in entries:
        if SENTINEL in (pool[e.card_id].get("skills") or ()):
            sentinels += e.count
            if sentinels > MAX_SENTINEL:
                why = f"a deck holds at most {MAX_SENTINEL} (Sentinel, VG 5.1.2.5)"
                raise err(e.line, f"{sentinels} cards with Sentinel: {why}")

    # VG 5.1.2.3: exactly sixteen cards with a trigger.
    triggers = 0
    last_trigger: int | None = None
    for e in entries:
        if pool[e.card_id].get("trigger"):
            triggers += e.count
            last_trigger = e.line
            if triggers > TRIGGER_COUNT:
                raise err(e.line, f"{triggers} trigger units: a deck holds exactly {TRIGGER_COUNT} (VG 5.1.2.3)")
    if triggers < TRIGGER_COUNT:
        line = last_trigger if last_trigger is not None else (entries[-1].line if entries else None)
        raise err(line, f"only {triggers} trigger units: a deck holds exactly {TRIGGER_COUNT} (VG 5.1.2.3)")

    # VG 5.1.2.1: exactly fifty cards.
    total = 0
    for e in entries:
        total += e.count
        if total > DECK_SIZE:
            raise err(e.line, f"{total} cards by this line: a deck holds exactly {DECK_SIZE} (VG 5.1.2.1)")
    if total < DECK_SIZE:
        raise err(
            entries[-1].line if entries else None, f"only {total} cards: a deck holds exactly {DECK_SIZE} (VG 5.1.2.1)"
        )

    # VG 5.2.2: set-up puts a grade 0 card of the deck on the vanguard circle.
    # Decision: a deck without a grade 0 card cannot start a game, so it is
    # rejected here rather than failing at set-up.
    if not any(c.get("grade") == 0 for c in cards["main"]):
        raise err(entries[0].line if entries else None, "no grade 0 card to be the first vanguard (VG 5.2.2)")
    return cards
