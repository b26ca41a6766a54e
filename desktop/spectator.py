"""Bots playing every seat of one match, for the window to watch (no Qt here).

:class:`Spectator` owns the match and one :class:`~engine.bots.RandomBot` per
seat. It answers one decision at a time (:meth:`Spectator.step`) or as many as
fit in a time budget (:meth:`Spectator.run`), so that the window can play a
long game to its end in short slices without freezing.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass

from engine import registry
from engine.bots import RandomBot
from engine.match import Match

log = logging.getLogger(__name__)

#: Builds a match from a ruleset id and a seed (the demo decks by default).
MatchFactory = Callable[[str, int], Match]

#: A game still running after this many answers is taken to be stuck.
MAX_DECISIONS = 50_000


@dataclass(frozen=True, slots=True)
class RulesetChoice:
    """A ruleset as the window lists it. ``problem`` says why it cannot be
    played (its module failed to load); empty when it can."""

    id: str
    title: str
    players: int
    problem: str = ""


def ruleset_choices() -> list[RulesetChoice]:
    """Every registered ruleset, in registry order. A ruleset whose module
    fails to load is listed with its problem instead of hiding the others."""
    choices = []
    for rid in registry.ids():
        try:
            rs = registry.get(rid)
        except Exception as exc:  # one broken game must not hide the rest
            log.warning("ruleset %s cannot be loaded", rid, exc_info=True)
            choices.append(RulesetChoice(rid, rid, 0, f"{type(exc).__name__}: {exc}"))
        else:
            choices.append(RulesetChoice(rid, rs.title or rid, rs.players))
    return choices


def demo_match(ruleset_id: str, seed: int) -> Match:
    """A new match of ``ruleset_id`` with the game's demo decks."""
    return Match.new(ruleset_id, seed=seed)


class StuckGameError(RuntimeError):
    """A game went on for :data:`MAX_DECISIONS` answers without ending."""


class Spectator:
    """One match with a bot in every seat.

    After an error the match is left as it was and :attr:`error` tells what
    happened; :meth:`step` then does nothing until :meth:`new_game`.
    """

    def __init__(self, factory: MatchFactory = demo_match, max_decisions: int = MAX_DECISIONS) -> None:
        self._factory = factory
        self.max_decisions = max_decisions
        self.match: Match | None = None
        self.ruleset_id = ""
        self.seed = 0
        self.bots: list[RandomBot] = []
        #: answers applied in this match
        self.decisions = 0
        self.error: Exception | None = None

    def new_game(self, ruleset_id: str, seed: int) -> None:
        """Start a new match; on failure the previous match stays."""
        match = self._factory(ruleset_id, seed)
        self.match = match
        self.ruleset_id = ruleset_id
        self.seed = seed
        # One bot per seat, each with its own stream derived from the seed,
        # so a (ruleset, seed) pair always plays the same game.
        self.bots = [RandomBot(seed * 8 + seat) for seat in range(len(match.game.players))]
        self.decisions = 0
        self.error = None
        log.info("new game: %s, seed %d", ruleset_id, seed)

    @property
    def over(self) -> bool:
        """No answer can be applied: no match, the game ended, or it failed."""
        return self.match is None or self.match.decision is None or self.error is not None

    def step(self) -> bool:
        """Let the deciding seat's bot answer the current decision.

        Returns False when there was nothing to answer. An exception from the
        engine is recorded in :attr:`error` and raised again.
        """
        match = self.match
        if match is None or self.error is not None:
            return False
        decision = match.decision
        if decision is None:
            return False
        try:
            if self.decisions >= self.max_decisions:
                raise StuckGameError(f"the game has not ended after {self.decisions} answers")
            match.apply(self.bots[decision.player].choose(decision))
        except Exception as exc:
            self.error = exc
            log.error("%s (seed %d) failed after %d answers", self.ruleset_id, self.seed, self.decisions, exc_info=True)
            raise
        self.decisions += 1
        if match.decision is None:
            outcome = match.outcome()
            log.info("%s (seed %d) ended after %d answers: %s", self.ruleset_id, self.seed, self.decisions, outcome)
        return True

    def run(self, budget_s: float, clock: Callable[[], float] = time.perf_counter) -> int:
        """Answer decisions until the game is over or ``budget_s`` seconds
        have passed (at least one answer when one is due); returns how many."""
        deadline = clock() + budget_s
        done = 0
        while self.step():
            done += 1
            if clock() >= deadline:
                break
        return done
