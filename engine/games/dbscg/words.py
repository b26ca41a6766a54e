"""DBSCG's words for its questions and options as message ids
(:mod:`engine.messages`): an energy cost with its specified part, a card as
a seat may read it."""

from __future__ import annotations

from engine.games.dbscg.costs import color_words, specified, total_cost
from engine.messages import CardRef, Message, Said, msg
from engine.state import Card, Game


def card_ref(g: Game, card: Card, viewer: int) -> CardRef:
    """``card`` as ``viewer`` may read it (its label: a hidden card is not named)."""
    return CardRef(card.iid, g.label(card, viewer))


def named(card: Card) -> CardRef:
    """A card every seat sees (on the field, or revealed), by its name."""
    return CardRef(card.iid, card.name)


def cost_words(g: Game, card: Card) -> int | Message:
    """The energy cost of ``card`` in words: the total, with its specified
    part (DBS 2-11-1) — the words of :func:`engine.games.dbscg.costs.cost_text`."""
    total, spec = total_cost(g, card), specified(card.card)
    if not spec:
        return total
    parts: Message | None = None
    for color, n in spec:
        part = msg("dbs.cost.colored", n=n, color=color_words(color))
        parts = part if parts is None else msg("dbs.cost.and", first=parts, then=part)
    assert parts is not None
    return msg("dbs.cost.spec", n=total, spec=parts)


def paying(mid: str, card: Card, **params: int) -> Said:
    """What energy is paid for, naming ``card`` (revealed or on the field: every seat may read it)."""
    return Said(msg(mid, **params, card=named(card)))


def said_as(words: str) -> str | Message:
    """Text handed on as a parameter: its message when it keeps one, else the text as it is."""
    return words.message if isinstance(words, Said) else words
