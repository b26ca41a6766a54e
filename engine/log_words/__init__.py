"""The English words of the log's notes, by message id, one module a game.

``g.log(msg(...))`` journals a note's English and keeps its message beside
it (:meth:`engine.state.Game.log`); the words of those ids live here, apart
from the questions' words in :data:`engine.messages.ENGLISH`, which merges
them in. Ids start with the game's prefix (``vg.log.``, ``ws.log.``,
``dbs.log.``, ``sg.log.``) or ``log.`` for the shared ones.
"""

from __future__ import annotations

from engine.log_words import dbscg, shared, systemgate, vanguard, weiss

#: every note's words, by id
WORDS: dict[str, str] = {}
for _module in (shared, vanguard, weiss, dbscg, systemgate):
    _twice = WORDS.keys() & _module.WORDS.keys()
    if _twice:
        raise ValueError(f"log words given twice: {sorted(_twice)}")
    WORDS.update(_module.WORDS)
