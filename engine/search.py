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
reached for the seat: 1 for a win, 0 for a loss, else how much nearer to
losing the opponents are than the seat's team (:func:`score`).

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
overruns it). A fixed number of rounds (``rounds``) makes a search
repeatable, for tests. A decision with one legal answer, or an order to put
cards in, is answered at once (the latter as the heuristic bot would).
"""

from __future__ import annotations

import gc
import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from engine.bots import RandomBot
from engine.decisions import Answer, Decision, Kind
from engine.determinize import determinized
from engine.heuristic import HeuristicBot, Seen, facts_for
from engine.match import Match
from engine.state import Game

#: CPU seconds a decision may take by default
DEFAULT_BUDGET = 1.0
#: turns a playout looks ahead before its position is scored (this turn's
#: end, then the next player's turn)
HORIZON_TURNS = 2
#: answers a playout gives at most (a guard against a flow that loops)
MAX_PLAYOUT_ANSWERS = 600
#: candidate answers searched at most in one decision
WIDTH = 6
#: standard errors by which another answer must beat the heuristic bot's
CONFIDENCE = 1.0

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
            elif _spent(elapsed, stats.rounds, self.budget):
                break
        stats.seconds = elapsed
        self._account(stats)
        return best(arms).answer

    def _account(self, stats: SearchStats) -> None:
        self.last = stats
        self.searched += 1
        self.total_playouts += stats.playouts
        self.total_failed += stats.failed
        self.total_seconds += stats.seconds

    def _playout(self, match: Match, d: Decision, answer: Answer, rng: random.Random, stats: SearchStats) -> float:
        """One playout of ``answer`` from a position the seat could be in
        (dealt by ``rng``)."""
        m = determinized(match, d.player, rng)
        seats = range(len(m.game.players))
        if self.policy == "random":
            rand = RandomBot(rng.getrandbits(32))
            players: list[RandomBot | HeuristicBot] = [rand for _ in seats]
        else:
            players = [HeuristicBot(m.view) for _ in seats]
        horizon = m.game.turn + HORIZON_TURNS
        try:
            m.apply_trusted(answer)
            n = 0
            while m.decision is not None and m.game.turn < horizon and n < MAX_PLAYOUT_ANSWERS:
                nd = m.decision
                m.apply_trusted(players[nd.player].choose(nd))
                n += 1
        except Exception:  # a position the rules code cannot play on: counted, scored as neither
            stats.failed += 1
            return 0.5
        return score(m.game, d.player)


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


# -- scoring a position -------------------------------------------------------------------


def score(g: Game, seat: int) -> float:
    """How good the position is for ``seat``'s team, from 0 to 1: the
    outcome of a finished game (a draw is 0.5), else 0.5 plus half of how
    much nearer to losing the other team is (:func:`danger`, the nearest
    seat of each team)."""
    team = g.players[seat].team
    if g.over:
        if not g.winners:
            return 0.5
        return 1.0 if any(g.players[w].team == team for w in g.winners) else 0.0
    ours = max(danger(g, p.seat) for p in g.players if p.team == team)
    theirs = max(danger(g, p.seat) for p in g.players if p.team != team)
    return 0.5 + 0.5 * (theirs - ours)


def danger(g: Game, seat: int) -> float:
    """How near ``seat`` is to losing, from 0 to 1, read from what every
    seat sees (the ruleset's view extras and zone sizes): six damage
    (VG 9.2.2), four levels (WS 9.4.1.1), no life cards (DBS 9-2-3), no
    Life (SG 9.4.2)."""
    game = g.ruleset.id.split("-")[0]
    extras = g.ruleset.view_extras(g, seat)
    if game == "vanguard":
        return _share(extras.get("damage"), seat) / 6
    if game == "weiss":
        clock = len(g.zones[f"p{seat}.clock"].cards)
        return (7 * _share(extras.get("level"), seat) + clock) / 28
    if game == "dbscg":
        return 1 - _share(extras.get("life"), seat) / 8
    if game == "systemgate":
        return 1 - _share(extras.get("life"), seat) / 20
    return 0.0


def _share(raw: object, seat: int) -> float:
    """A seat's number in a view extra: a list by seat or a table by seat."""
    if isinstance(raw, (list, tuple)) and 0 <= seat < len(raw):
        value = raw[seat]
    elif isinstance(raw, dict):
        value = raw.get(seat, 0)
    else:
        return 0.0
    return float(value) if isinstance(value, (int, float)) else 0.0
