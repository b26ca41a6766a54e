"""A card's name and text in the language in place.

A card may carry its name and text in another language beside the English
(``name_ja`` / ``text_ja``: an imported card, see :mod:`engine.cardimport`;
the card files keep them among its stats, :data:`engine.cards.LANGUAGE_FIELDS`).
In Japanese the zoom, the card faces and the log show them; a card without
them shows its English name and text. The engine and the journal keep the
English name: a card is looked up by its card id, which a view gives only
for a card its viewer may see, so nothing hidden is named.
"""

from __future__ import annotations

from desktop.i18n import SOURCE_LANGUAGE, current_language
from engine import registry
from engine.cards import LANGUAGE_FIELDS, CardDef
from engine.view import CardView


def card_def(game: str, card_id: str | None) -> CardDef | None:
    """The printed card ``card_id`` of ``game`` (None when unknown)."""
    if not card_id or not game:
        return None
    for rid in registry.ids():
        rs = registry.get(rid)
        if rs.game == game:
            return rs.pool.cards.get(card_id)
    return None


def _field(game: str, card_id: str | None, key: str) -> str:
    """The card's ``key`` (``name``, ``text``) in the language in place, or ""."""
    language = current_language()
    if language == SOURCE_LANGUAGE or f"{key}_{language}" not in LANGUAGE_FIELDS:
        return ""
    card = card_def(game, card_id)
    words = card.stats.get(f"{key}_{language}") if card is not None else None
    return str(words) if words else ""


def card_name(card: CardView, game: str) -> str:
    """The name of a card the viewer sees, in the language in place ("" for a hidden card)."""
    if card.name is None:
        return ""
    return _field(game, card.card_id, "name") or card.name


def card_text(card: CardView, game: str) -> str:
    """The text of a card the viewer sees, in the language in place."""
    if card.name is None:
        return ""
    return _field(game, card.card_id, "text") or card.text


def names_in_language(game: str) -> dict[str, str]:
    """Every card name of ``game`` that has words in the language in place:
    English name -> that name (the log's lines name cards in English)."""
    language = current_language()
    key = f"name_{language}"
    if language == SOURCE_LANGUAGE or key not in LANGUAGE_FIELDS:
        return {}
    for rid in registry.ids():
        rs = registry.get(rid)
        if rs.game == game:
            return {c.name: str(c.stats[key]) for c in rs.pool.cards.values() if c.stats.get(key)}
    return {}
