"""The English words of the dbscg log notes, by message id (see :mod:`engine.log_words`)."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # -- how a game ends --
    "dbs.outcome.no_life": "has no cards in their Life Area",
    "dbs.outcome.no_deck": "has no cards in their deck",
    "dbs.outcome.victory_strike": "Player {n} won with [Victory Strike]",
}
