"""The English words of the weiss log notes, by message id (see :mod:`engine.log_words`)."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # -- how a game ends --
    "ws.outcome.level_four": "has 4 cards in the level",
    "ws.outcome.no_cards": "has no cards in deck and waiting room",
}
