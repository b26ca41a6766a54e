"""Table sync's declined questions: the optional questions the game asks
only because of its guess of the hidden cards (may ride, may counter),
which the players at the table went past without a word."""

from __future__ import annotations

import logging
from collections.abc import Iterator

from engine.decisions import Answer, declining_answer
from engine.match import Match
from hardware.table.answers import (
    going_on,
)
from hardware.table.hidden import HiddenCards
from hardware.table.limits import MAX_DECLINES, REPLAY_ERRORS

log = logging.getLogger("hardware.table.sync")


class Declines(HiddenCards):
    def _past_decline(self, m: Match, *, copy: bool = True, quiet: bool = True) -> tuple[Match, Answer] | None:
        """``m`` with its decision declined, if it is an optional question
        and declining it moves no card (``quiet=False``: it may, and the game
        may end): a copy (``copy=False``: ``m`` itself, spoilt when None is
        returned), and the declining answer."""
        d = m.decision
        if d is None:
            return None
        key = declining_answer(d)
        ending = key is None and not quiet
        if ending:
            key = going_on(d, m)
        if key is None:
            return None
        was = self.expected(m) if quiet else None
        trial = self._clone(m) if copy else m
        try:
            trial.apply_trusted(key)
        except REPLAY_ERRORS:
            return None
        if quiet and (trial.decision is None or self.expected(trial) != was):
            return None
        if ending and (trial.decision is None or trial.decision.player == d.player):
            # going on past a question asked from a guess of the hand: only
            # when the table shows the next player at it (the turn passed)
            return None
        return trial, key

    def _declined_on(self, m: Match, *, copy: bool = True, quiet: bool = True) -> Iterator[tuple[Match, list[str]]]:
        """``m`` with the optional questions it asks next declined, one more
        each time (up to :data:`MAX_DECLINES`), and what was declined
        (``copy=False``: in ``m`` itself, which is spoilt; ``quiet``: see
        :meth:`_past_decline`)."""
        said: list[str] = []
        for _ in range(MAX_DECLINES):
            d = m.decision
            declined = self._past_decline(m, copy=copy, quiet=quiet) if d is not None else None
            if d is None or declined is None:
                return
            m = declined[0]
            said.append(self._words(d, declined[1]))
            yield m, list(said)
