"""A bot that plays each answer out before it gives one: ``search``.

For a decision with a real choice, :class:`SearchBot` takes a few candidate
answers (the heuristic bot's own first, then the options it ranks best, and
for a choice of several cards a few other legal sets) and plays them out in
rounds until its time budget is spent. A round deals one position the seat
could be in (:func:`engine.determinize.determinized`: the cards it cannot
see dealt again at random, a face-down card on the field it never saw
included, never the true ones) and plays every candidate
from that same position: it gives the answer, lets heuristic bots play every
seat for :data:`HORIZON_TURNS` turns (or to the end) and scores the position
reached for the seat (:func:`engine.evaluate.score`): 1 for a win, 0 for a
loss, else how much nearer to losing the opponents are than the seat's team
and how much more they have to play with (hand, units, resources). The
playouts' bots read views whose card stats are read only when looked at
(:func:`playout_view`): the same views, a tenth to a quarter less time.

Playing every candidate from the same positions compares them fairly with
few playouts (a lucky deal favours them all alike). The heuristic bot's own
answer stands unless another one scored better by more than
:data:`CONFIDENCE` standard errors of the round-by-round difference: with a
small budget the search plays as the heuristic bot does, and departs from it
only where the playouts agree that it should.

The budget is CPU time of this process (``time.process_time``), so a busy
machine does not make the bot weaker; a round is begun only when one as
long as the rounds so far took fits in what is left (the first round is
always played, so a decision whose one round costs more than the budget
overruns it). A search whose candidates all scored exactly alike in each of
its first :data:`SETTLE_ROUNDS` rounds stops there; the time a search leaves
unspent is kept for later decisions, which may think up to :data:`BANK`
budgets, so the decisions take the budget on average. A fixed number of
rounds (``rounds``) makes a search repeatable, for tests. A decision with
one legal answer, or an order to put cards in, is answered at once (the
latter as the heuristic bot would).
"""

from __future__ import annotations

import gc
import math
import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from engine.bots import RandomBot
from engine.decisions import Answer, Decision, Kind
from engine.determinize import determinized
from engine.evaluate import score
from engine.heuristic import HeuristicBot, Seen, facts_for
from engine.match import Match
from engine.state import Card, Game
from engine.view import View, view_for

#: CPU seconds a decision may take by default
DEFAULT_BUDGET = 1.0
#: turns a playout looks ahead before its position is scored (this turn's
#: end, then the next player's turn)
HORIZON_TURNS = 2
#: answers a playout gives at most (a guard against a flow that loops)
MAX_PLAYOUT_ANSWERS = 600
#: candidate answers searched at most in one decision
WIDTH = 4
#: standard errors by which another answer must beat the heuristic bot's
CONFIDENCE = 1.0
#: rounds after which a search whose candidates all scored exactly as the
#: heuristic bot's answer in every round stops (0: never)
SETTLE_ROUNDS = 2
#: the most a decision may think, in budgets: the CPU time that settled
#: searches left unspent is kept and spent by later decisions, up to this
BANK = 3.0

MatchOf = Callable[[], Match]


@dataclass
class Arm:
    """One candidate answer and the score of each of its playouts (one a round)."""

    answer: Answer
    values: list[float] = field(default_factory=list)

    @property
    def visits(self) -> int:
        return len(self.values)

    @property
    def mean(self) -> float:
        return sum(self.values) / len(self.values) if self.values else 0.0


@dataclass
class SearchStats:
    """What the last search did (for ``playmat bench`` and tests)."""

    arms: list[Arm] = field(default_factory=list)
    rounds: int = 0
    playouts: int = 0
    #: playouts the rules code raised in (counted as neither win nor loss)
    failed: int = 0
    seconds: float = 0.0


class SearchBot:
    """Plays out candidate answers from positions its seat could be in.

    ``match_of()`` is the match now (the desktop replaces it on undo);
    the bot copies it, never changes it. :meth:`choose_in` thinks about a
    match given instead (a copy that another thread may use alone).
    ``budget`` is CPU seconds per decision; ``rounds`` (when given) is a
    fixed number of rounds instead, for a repeatable search."""

    def __init__(
        self,
        match_of: MatchOf,
        seed: int = 0,
        budget: float = DEFAULT_BUDGET,
        rounds: int | None = None,
        *,
        policy: str = "heuristic",
        clock: Callable[[], float] = time.process_time,
    ) -> None:
        if policy not in ("heuristic", "random"):
            raise ValueError(f"unknown playout policy {policy!r}")
        self.match_of = match_of
        self.rng = random.Random(seed)
        self.budget = budget
        self.rounds = rounds
        self.policy = policy
        self.clock = clock
        #: the match being thought about
        self._at: Match | None = None
        self.plan = HeuristicBot(lambda seat: self._match().view(seat))
        self.last = SearchStats()
        #: all searches so far: decisions searched, playouts, failed, CPU seconds
        self.searched = 0
        self.total_playouts = 0
        self.total_failed = 0
        self.total_seconds = 0.0
        #: CPU seconds left unspent by settled searches, for later ones (:data:`BANK`)
        self.bank = 0.0
        #: the CPU seconds of the longest search so far
        self.longest = 0.0

    def choose(self, decision: Decision) -> Answer:
        return self.choose_in(self.match_of(), decision)

    def choose_in(self, match: Match, decision: Decision) -> Answer:
        """The answer to ``decision``, the one ``match`` waits for."""
        self._at = match
        d = decision
        if len(d.options) == 1 and d.min == d.max == 1:
            return (d.options[0].key,)
        if d.kind is Kind.ORDER:
            return self.plan.choose(d)
        arms = [Arm(a) for a in self.candidates(d)]
        if len(arms) == 1:
            return arms[0].answer
        return self._search(d, arms)

    # -- the candidates ----------------------------------------------------------------

    def candidates(self, d: Decision) -> list[Answer]:
        """The answers worth playing out: the heuristic bot's first, then the
        options it ranks best (one card, one option) or a few other legal
        sets (several), at most :data:`WIDTH`, each once."""
        view = self._match().view(d.player)
        seen = Seen(view, facts_for(view.ruleset))
        scores = [self.plan.score(d, o, seen) for o in d.options]
        ranked = sorted(range(len(d.options)), key=lambda i: -scores[i])
        answers = [self.plan.choose(d)]
        if d.min == d.max == 1:
            answers += [(d.options[i].key,) for i in ranked]
        else:
            answers += self._sets(d, ranked)
        unique: list[Answer] = []
        kept: set[frozenset[str]] = set()
        for a in answers:
            if frozenset(a) not in kept and d.fits(a):
                kept.add(frozenset(a))
                unique.append(a)
        return unique[:WIDTH]

    def _sets(self, d: Decision, ranked: list[int]) -> list[Answer]:
        """Other legal sets for a choice of several: as few as allowed of
        the best ranked, as many as allowed, then random ones."""
        keys = [d.options[i].key for i in ranked]
        top = min(d.max, len(keys))
        sets: list[Answer] = [tuple(keys[: d.min]), tuple(keys[:top])]
        for _ in range(WIDTH):
            n = self.rng.randint(d.min, top)
            sets.append(tuple(self.rng.sample(keys, n)))
        return sets

    # -- the search --------------------------------------------------------------------

    def _match(self) -> Match:
        return self._at if self._at is not None else self.match_of()

    def _search(self, d: Decision, arms: list[Arm]) -> Answer:
        """Plays the arms out in rounds, the cyclic garbage collector paused
        (the playouts' copies die young; pausing it gave 3-13% more rounds
        in the same CPU time) and restored as it was after."""
        collecting = gc.isenabled()
        gc.disable()
        try:
            return self._rounds(d, arms)
        finally:
            if collecting:
                gc.enable()

    def _rounds(self, d: Decision, arms: list[Arm]) -> Answer:
        match = self._match()
        stats = SearchStats(arms)
        allowance = self.budget + min(self.bank, (BANK - 1) * self.budget)
        start = self.clock()
        elapsed = 0.0
        while True:
            world = self.rng.getrandbits(64)  # one position the seat could be in, for every candidate
            for arm in arms:
                arm.values.append(self._playout(match, d, arm.answer, random.Random(world), stats))
            stats.playouts += len(arms)
            stats.rounds += 1
            elapsed = self.clock() - start
            if self.rounds is not None:
                if stats.rounds >= self.rounds:
                    break
            elif _spent(elapsed, stats.rounds, allowance) or _settled(arms, stats.rounds):
                break
        stats.seconds = elapsed
        if self.rounds is None:
            self.bank = max(0.0, self.bank + self.budget - elapsed)
        self._account(stats)
        return best(arms).answer

    def _account(self, stats: SearchStats) -> None:
        self.last = stats
        self.searched += 1
        self.total_playouts += stats.playouts
        self.total_failed += stats.failed
        self.total_seconds += stats.seconds
        self.longest = max(self.longest, stats.seconds)

    def _playout(self, match: Match, d: Decision, answer: Answer, rng: random.Random, stats: SearchStats) -> float:
        """One playout of ``answer`` from a position the seat could be in
        (dealt by ``rng``)."""
        m = determinized(match, d.player, rng)
        seats = range(len(m.game.players))
        if self.policy == "random":
            rand = RandomBot(rng.getrandbits(32))
            players: list[RandomBot | HeuristicBot] = [rand for _ in seats]
        else:
            players = [HeuristicBot(lambda seat: playout_view(m.game, seat)) for _ in seats]
        horizon = m.game.turn + HORIZON_TURNS
        try:
            m.apply_trusted(answer)
            n = 0
            while m.decision is not None and m.game.turn < horizon and n < MAX_PLAYOUT_ANSWERS:
                nd = m.decision
                m.apply_trusted(players[nd.player].choose(nd))
                n += 1
            return score(m.game, d.player)
        except Exception:  # a position the rules code cannot play on: counted, scored as neither
            stats.failed += 1
            return 0.5
        finally:
            m.discard()  # freed now, not by the collector after the search


def _settled(arms: list[Arm], rounds: int) -> bool:
    """Whether every candidate scored exactly as the heuristic bot's answer
    in each of :data:`SETTLE_ROUNDS` rounds or more: playing on would most
    likely tell them apart no better, so the time is kept for later."""
    if not SETTLE_ROUNDS or rounds < SETTLE_ROUNDS:
        return False
    base = arms[0].values
    return all(arm.values == base for arm in arms[1:])


def _spent(elapsed: float, rounds: int, budget: float) -> bool:
    """Whether one more round, as long as the rounds so far took on
    average, would overrun the budget (the first round is always played)."""
    return elapsed + elapsed / rounds > budget


def best(arms: list[Arm]) -> Arm:
    """The first arm (the heuristic bot's answer) unless another beat it,
    round by round, by more than :data:`CONFIDENCE` standard errors; then
    the one that beat it by the most (less that margin)."""
    base = arms[0]
    chosen, edge = base, 0.0
    n = base.visits
    if n < 2:
        return base
    for arm in arms[1:]:
        diffs = [a - b for a, b in zip(arm.values, base.values, strict=True)]
        mean = sum(diffs) / n
        spread = math.sqrt(sum((x - mean) ** 2 for x in diffs) / (n - 1))
        margin = mean - CONFIDENCE * spread / math.sqrt(n)
        if margin > edge:
            chosen, edge = arm, margin
    return chosen


# -- the playouts' views ---------------------------------------------------------------------


class LazyStats(dict[str, Any]):
    """A card's stats for a playout's view, read from the game only when a
    bot first looks (most cards of a view are never looked at, and reading
    a stat applies every effect in force: it was two thirds of a playout's
    time). A bot reads a view before it answers, so it reads the position
    the view was made of."""

    __slots__ = ("_fill",)

    def __init__(self, fill: Callable[[], dict[str, Any]]) -> None:
        super().__init__()
        self._fill: Callable[[], dict[str, Any]] | None = fill

    def _load(self) -> None:
        if self._fill is not None:
            fill, self._fill = self._fill, None
            self.update(fill())

    def get(self, key: str, default: Any = None) -> Any:
        self._load()
        return super().get(key, default)

    def __getitem__(self, key: str) -> Any:
        self._load()
        return super().__getitem__(key)

    def __contains__(self, key: object) -> bool:
        self._load()
        return super().__contains__(key)

    def __iter__(self) -> Iterator[str]:
        self._load()
        return super().__iter__()

    def __len__(self) -> int:
        self._load()
        return super().__len__()

    def keys(self) -> Any:
        self._load()
        return super().keys()

    def items(self) -> Any:
        self._load()
        return super().items()

    def values(self) -> Any:
        self._load()
        return super().values()

    def __eq__(self, other: object) -> bool:
        self._load()
        return super().__eq__(other)

    __hash__ = None

    def __repr__(self) -> str:
        self._load()
        return super().__repr__()


def playout_view(g: Game, viewer: int) -> View:
    """What ``viewer`` sees of a playout's position: the view
    :func:`engine.view.view_for` gives, each card's stats read only when
    looked at (:class:`LazyStats`)."""
    return view_for(g, viewer, _lazy_stats)


def _lazy_stats(g: Game, c: Card) -> dict[str, Any]:
    return LazyStats(lambda: g.ruleset.card_stats(g, c))
