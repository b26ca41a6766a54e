"""The remote table seat's game without a broker, on a clock of its own.

:class:`LocalReferee` does for :class:`~desktop.online_bench.TablePlayers`
what the referee does for a table seat (:mod:`remote.referee`): it folds
the seat's readings into a :class:`~remote.table_follow.TableFollower`,
reads the table once it has been quiet for the settle time, takes the
other seat's answers (a random bot's, as :class:`~remote.seat.BotSeat`
gives them: not while a card of the table seat waits to be shown, since
the other seats see nothing new then) and the table seat's on-screen
answers and picks. Time is a counter that only the players' waits move
(:class:`Clock`), so a whole game takes the processor time of its syncs
and nothing more, and the same seeds play the same game every run.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from desktop import online_bench
from desktop.online_bench import TablePlayers
from engine.bots import RandomBot
from engine.decisions import Answer
from engine.errors import IllegalActionError, InvalidAnswerError
from engine.match import Match
from hardware.observations import DeviceStatus
from hardware.table.seen import AnyObservation
from remote.table_follow import TableFollower

#: the referee's table sync waits this long for the table to be quiet (seconds), as the remote tests set it
SETTLE_S = 0.05


class Clock:
    """Stands for the :mod:`time` module in :mod:`desktop.online_bench`:
    its sleeps move the clock and let the referee's side work."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.ref: LocalReferee | None = None

    def monotonic(self) -> float:
        return self.now

    def perf_counter(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds
        if self.ref is not None:
            self.ref.pump()


class LocalSeat:
    """The table seat's connection (what :class:`TablePlayers` uses of it)."""

    def __init__(self, ref: LocalReferee, seat: int) -> None:
        self.ref, self.seat = ref, seat

    def send_table(self, observations: list[AnyObservation]) -> None:
        self.ref.readings(observations)

    def answer(self, keys: Answer) -> None:
        self.ref.give(self.seat, tuple(keys))

    def pick_move(self, pick: int) -> None:
        self.ref.pick(pick)

    def accept_reveals(self) -> None:
        self.ref.accept_reveals(self.seat)


class LocalReferee:
    """The referee of a two-seat game whose seat ``table_seat`` plays at the table (see the module)."""

    def __init__(self, match: Match, clock: Clock, table_seat: int = 1, bot_seed: int = 3) -> None:
        self.match = match
        self.clock = clock
        self._lock = threading.RLock()
        self.table_seat = table_seat
        self.table: TableFollower | None = TableFollower(match, [table_seat], settle_s=SETTLE_S)
        self.bot = RandomBot(bot_seed)
        self.refused: list[str] = []  #: why answers were refused
        self._bot_tried: tuple[int, int] | None = None
        clock.ref = self

    def _follow_table(self) -> TableFollower | None:
        return self.table

    def _took(self) -> None:
        assert self.table is not None
        self.match = self.table.match

    def readings(self, observations: list[AnyObservation]) -> None:
        now = self.clock.now
        stamped = [o if isinstance(o, DeviceStatus) else _at(o, now) for o in observations]
        assert self.table is not None
        self.table.observe(stamped)

    def pump(self) -> None:
        """What the referee does meanwhile: read the settled table, let the other seat answer."""
        table = self.table
        assert table is not None
        if self.match.is_terminal():
            return
        if table.due(self.clock.now):
            table.settle(self.clock.now)
            self._took()
        d = self.match.decision
        if d is None or d.player + 1 == self.table_seat or table.sync.revealing():
            return
        # the other seat answers its question once it sees it (again after each reading of the table)
        attempt = (len(self.match.answers), table.number)
        if attempt == self._bot_tried:
            return
        self._bot_tried = attempt
        self.give(d.player + 1, tuple(self.bot.choose(d)))

    def give(self, seat: int, keys: tuple[str, ...]) -> None:
        d = self.match.decision
        assert self.table is not None
        if d is None or d.player + 1 != seat:
            self.refused.append(f"seat {seat}: not its question")
            return
        try:
            self.table.answer(keys, self.clock.now)
        except (IllegalActionError, InvalidAnswerError) as exc:
            self.refused.append(f"seat {seat}: {exc}")
        self._took()

    def pick(self, pick: int) -> None:
        table = self.table
        assert table is not None
        if not table.asking():
            self.refused.append("no move asked about")
            return
        if pick < 0:
            table.none_of_these()
        else:
            table.choose(pick, self.clock.now)
            self._took()

    def accept_reveals(self, seat: int, number: int | None = None) -> None:
        """Seat ``seat`` takes the revealed cards sync waits for as the game
        has them (for report ``number``, the last by default)."""
        table = self.table
        assert table is not None
        why = table.accept_reveals(seat, table.number if number is None else number, self.clock.now)
        if why:
            self.refused.append(f"seat {seat}: {why}")
        else:
            self._took()


def _at(o: Any, now: float) -> Any:
    import dataclasses

    return dataclasses.replace(o, at=now)


@contextmanager
def local_clock() -> Iterator[Clock]:
    """:mod:`desktop.online_bench` on a :class:`Clock` while in the block."""
    clock = Clock()
    real = online_bench.time
    online_bench.time = clock  # type: ignore[assignment]
    try:
        yield clock
    finally:
        online_bench.time = real


def play(seed: int, shuffled: int, bot_seed: int, max_answers: int = 10_000) -> tuple[LocalReferee, TablePlayers]:
    """A Vanguard game of ``seed``, seat 1 at the table (its paper deck
    ``shuffled``, see :class:`TablePlayers`), seat 2 a bot on screen, played
    until its end or ``max_answers`` answers; raises AssertionError when it
    stalls (:data:`~desktop.online_bench.GIVE_UP_S` of the clock)."""
    with local_clock() as clock:
        ref = LocalReferee(Match.new("vanguard", seed=seed), clock, bot_seed=bot_seed)
        players = TablePlayers(ref, LocalSeat(ref, 1), bot_seed=bot_seed, shuffled=shuffled)  # type: ignore[arg-type]
        players.sit_down()
        while len(ref.match.answers) < max_answers and players.step():
            pass
    return ref, players
