"""The English words of the systemgate log notes, by message id (see :mod:`engine.log_words`)."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # -- how a game ends --
    "sg.outcome.no_deck": "has no cards in the deck",
    "sg.outcome.no_life": "has no Life",
    "sg.outcome.lost_by_skill": "lost by a card skill ({card})",
    "sg.outcome.won_by_skill": "Player {n} won by a card skill ({card})",
}
