"""The English words of the log notes every game shares, by message id (see :mod:`engine.log_words`)."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # -- how a game ends (VG 9.2, WS 9.2, DBS 9-2, SG 1.2) --
    "outcome.player_lost": "Player {n} {reason}",
    "outcome.and": "{first}; {then}",
    "outcome.conceded": "conceded",
    "outcome.draw_all_lost": "every player lost at the same time: draw",
    "outcome.endless_loop": "an endless loop nobody can stop: draw",
    "outcome.won_by_effect": "Player {n} won by the effect of {card}",
    "outcome.loses_to_effect": "loses: Player {n} wins by the effect of {card}",
    "outcome.lost_to_effect": "loses by the effect of {card}",
}
