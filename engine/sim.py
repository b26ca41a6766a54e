"""Headless bot-vs-bot games: ``playmat sim``.

Each game runs with its own seed (``seed + i``) so a failing game can be
replayed alone. A game that raises or breaks an invariant counts as an error
and its seed is reported.

``bots`` names the bot of each seat (:data:`engine.bots.BOTS`; cycled over
the seats, so ``("heuristic", "random")`` gives a Tag Team's first team the
heuristic bot). When every seat is random, one random bot answers for all
of them, as it always has, so those games stay the same game for a seed.
A search bot thinks ``budget`` CPU seconds per decision; what its searches
did is added up in :attr:`SimResult.search`.
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine import registry
from engine.bots import BOTS, Bot, RandomBot, make_bot
from engine.decks import DeckList
from engine.match import Match
from engine.search import SearchBot

Progress = Callable[[int, int], None]

#: A game still running after this many decisions is reported as an error
#: (a flow that never ends is a defect, not a long game).
MAX_DECISIONS = 200_000


@dataclass
class SearchTally:
    """What the search bots of a run did: decisions searched (the ones
    with a real choice), playouts, playouts that failed, CPU seconds (in
    all and of the longest search)."""

    decisions: int = 0
    playouts: int = 0
    failed: int = 0
    cpu_seconds: float = 0.0
    #: CPU seconds of the longest search
    longest: float = 0.0

    def add(self, bot: SearchBot) -> None:
        self.decisions += bot.searched
        self.playouts += bot.total_playouts
        self.failed += bot.total_failed
        self.cpu_seconds += bot.total_seconds
        self.longest = max(self.longest, bot.longest)

    def to_dict(self) -> dict[str, Any]:
        n = self.decisions or 1
        return {
            "decisions": self.decisions,
            "playouts": self.playouts,
            "failed_playouts": self.failed,
            "cpu_seconds_per_decision": round(self.cpu_seconds / n, 3),
            "cpu_seconds_longest": round(self.longest, 3),
            "playouts_per_decision": round(self.playouts / n, 1),
        }


@dataclass
class SimResult:
    game: str
    games: int
    seed: int
    finished: int = 0
    errors: int = 0
    draws: int = 0
    wins: list[int] = field(default_factory=list)
    turns: int = 0
    decisions: int = 0
    seconds: float = 0.0
    cpu_seconds: float = 0.0
    error_seeds: list[int] = field(default_factory=list)
    first_error: str = ""
    #: the bot of each seat
    bots: list[str] = field(default_factory=list)
    #: what the search bots did (none searched: all zero)
    search: SearchTally = field(default_factory=SearchTally)

    def to_dict(self) -> dict[str, Any]:
        secs = self.seconds or 1e-9
        return {
            "game": self.game,
            "games": self.games,
            "seed": self.seed,
            "finished": self.finished,
            "errors": self.errors,
            "draws": self.draws,
            "wins": self.wins,
            "avg_turns": round(self.turns / self.finished, 2) if self.finished else 0.0,
            "avg_decisions": round(self.decisions / self.games, 1) if self.games else 0.0,
            "games_per_second": round(self.games / secs, 2),
            "decisions_per_second": round(self.decisions / secs, 1),
            "seconds": round(self.seconds, 3),
            # CPU time of this process: steadier than wall clock on a busy machine
            "cpu_seconds": round(self.cpu_seconds, 3),
            "games_per_cpu_second": round(self.games / (self.cpu_seconds or 1e-9), 2),
            "error_seeds": self.error_seeds[:20],
            "first_error": self.first_error,
            "bots": self.bots,
            **({"search": self.search.to_dict()} if self.search.decisions else {}),
        }


def seat_bots(names: Sequence[str], players: int) -> list[str]:
    """The bot name of each of ``players`` seats (``names`` cycled; random
    when none), or ``ValueError`` naming an unknown bot."""
    for name in names:
        if name not in BOTS:
            raise ValueError(f"unknown bot {name!r}; known: {', '.join(BOTS)}")
    names = list(names) or ["random"]
    return [names[s % len(names)] for s in range(players)]


def play_one(
    ruleset_id: str,
    seed: int,
    check: bool = False,
    decks: Sequence[DeckList] | None = None,
    bots: Sequence[str] = (),
    budget: float | None = None,
    tally: SearchTally | None = None,
) -> tuple[Match, int]:
    """One bot game to the end; returns the match and its decision count.
    With ``check`` the zone invariants are verified after every decision;
    ``decks`` (one per seat, else cycled) default to the demo decks;
    ``bots`` name each seat's bot (see the module docstring), a search bot
    thinking ``budget`` seconds per decision; what the search bots did is
    added to ``tally``."""
    m = Match.new(ruleset_id, decks, seed=seed)
    names = seat_bots(bots, len(m.game.players))
    if all(name == "random" for name in names):
        shared = RandomBot(seed ^ 0x5EED)
        players: list[Bot] = [shared] * len(names)
    else:
        players = [make_bot(name, m.view, (seed ^ 0x5EED) * 8 + s, lambda: m, budget) for s, name in enumerate(names)]
    n = 0
    while m.decision is not None:
        d = m.decision
        m.apply_trusted(players[d.player].choose(d))
        n += 1
        if check:
            m.game.check_invariants()
        if n > MAX_DECISIONS:
            raise RuntimeError(f"no end after {MAX_DECISIONS} decisions (turn {m.game.turn})")
    m.game.check_invariants()
    for bot in players:
        if tally is not None and isinstance(bot, SearchBot):
            tally.add(bot)
    return m, n


def run_sim(
    ruleset_id: str,
    games: int,
    seed: int = 1,
    progress: Progress | None = None,
    check: bool = False,
    decks: Sequence[DeckList] | None = None,
    bots: Sequence[str] = (),
    budget: float | None = None,
) -> SimResult:
    rs = registry.get(ruleset_id)
    for deck in decks or ():
        rs.check_deck(deck)  # a deck the game refuses is said before any game
    names = seat_bots(bots, rs.players)  # an unknown bot is said before any game
    result = SimResult(rs.id, games, seed, wins=[0] * rs.players, bots=names)
    start = time.perf_counter()
    cpu_start = time.process_time()
    for i in range(games):
        s = seed + i
        try:
            m, n = play_one(rs.id, s, check, decks, names, budget, result.search)
        except Exception as exc:  # a broken game is counted, reported and the run goes on
            result.errors += 1
            result.error_seeds.append(s)
            if not result.first_error:
                result.first_error = f"seed {s}: {type(exc).__name__}: {exc}\n{traceback.format_exc(limit=6)}"
        else:
            result.decisions += n
            outcome = m.outcome()
            turns = m.game.turn
            m.discard()  # freed now: a finished game left to the cyclic collector cost 6-40% more CPU
            if outcome is None:
                result.errors += 1
                result.error_seeds.append(s)
                continue
            result.finished += 1
            result.turns += turns
            if outcome.draw:
                result.draws += 1
            for w in outcome.winners:
                result.wins[w] += 1
        if progress is not None:
            progress(i + 1, games)
    result.seconds = time.perf_counter() - start
    result.cpu_seconds = time.process_time() - cpu_start
    return result
