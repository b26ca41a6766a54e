"""The English words of the vanguard log notes, by message id (see :mod:`engine.log_words`)."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # -- how a game ends --
    "vg.outcome.six_damage": "has six or more damage",
    "vg.outcome.no_deck": "has no cards left in the deck",
    "vg.outcome.loop": "a loop nobody can stop: draw (VG 11.1.1.1)",
}
