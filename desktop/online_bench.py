"""``playmat bench``, section ``remote_table``: a player at the sensor mat
against a remote bot, through a Mosquitto on loopback.

Simulated players at the sensor mat play the table seat (:class:`TablePlayers`).

They play seat 1 with paper cards: they make a random legal move of their
seat on the table (:func:`~hardware.table.simdevices.move_plan`, as the
table window's *Next move* does), give on screen what the table cannot
show, say which move they made when table sync asks, and carry out on the
table what the other seat's answers (given on screen, far away) do to their
cards. Their devices report the table as perfect devices would
(:func:`~hardware.table.trace.picture_changes`), through the seat's
connection: the referee follows them with table sync.

Like the table window's simulated table, they take their cards to be the
ones the game has: the referee's game stands for the paper cards' order.
With ``shuffled``, their paper deck lies otherwise, and the game learns it
as cards show; until then it may skip a question their paper cards would
raise (no guard asked, as the hand it guesses holds no guardian): they
decline it at the table, as players do, and carry out what the game did.

The bench measures how long the referee's table sync takes to read the
table after each change, and the time from the last reading of a move
sent by the seat to the referee having applied it (the table must first
have been still for sync's settle time, 0.25 s, and 0.15 s more after the
camera's last change: that wait is in the figure).
"""

from __future__ import annotations

import dataclasses
import socket
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop.table.bench import TableBot
from engine.decisions import Answer
from engine.errors import IllegalActionError, InvalidAnswerError
from engine.match import Match
from hardware.layouts import layout_for
from hardware.observations import DeviceKind, DeviceState, DeviceStatus
from hardware.table.answers import declining
from hardware.table.picture import Copies, Picture, expected
from hardware.table.report import ASK, MISMATCH, STOPPED
from hardware.table.simdevices import move_plan
from hardware.table.trace import picture_changes
from remote.referee import Referee
from remote.seat import BotSeat, RemoteSeat

#: how long the players wait for the referee to read one change of the table (seconds)
READ_WAIT_S = 3.0
#: a move on the table the referee has not taken after this long is given on screen (seconds)
STALL_S = 4.0
#: a table that still differs from the game after this long is put as the game has it (seconds)
FIX_S = 8.0
#: a game that has not moved for this long is stuck (seconds)
GIVE_UP_S = 30.0


class TablePlayers:
    def __init__(self, ref: Referee, seat: RemoteSeat, bot_seed: int = 7, shuffled: int = 0) -> None:
        self.ref, self.seat = ref, seat
        self.player = seat.seat - 1
        whole = layout_for(ref.match.ruleset.id)
        self.layout = dataclasses.replace(whole, zones=tuple(a for a in whole.zones if a.seat == self.player))
        self.copies = Copies(ref.match.game)
        self.game = ref.match.ruleset.game
        self.bot = TableBot(bot_seed)
        self.picture: Picture = {}
        self.table_at: Match | None = None  #: the game as the table now shows it
        self.keys: Answer | None = None  #: the last move they made
        self.moves = self.picks = self.on_screen = self.relaid = self.fixed = 0
        #: times they took a revealed card the table could not show as the game has it
        self.accepted = 0
        #: pairs of cards of their paper deck that lie otherwise than the
        #: seed's shuffle says (the first cards and the last ones traded)
        self.shuffled = shuffled
        self.paper = False  #: their paper deck was laid out so
        #: answers of the table's game (by position) to questions the game
        #: did not ask (their paper cards raised them): they declined them
        self.unasked: set[int] = set()
        #: answers of the game (by position) to questions their paper
        #: cards do not raise: they declined them on screen
        self.unraised: dict[int, Answer] = {}
        self.declined = 0  #: questions only one of the two games asked, declined
        #: from the last reading of a move sent to the referee having applied it (ms)
        self.move_ms: list[float] = []
        self._sent_at = 0.0
        self._progress = (-1, -1)
        self._since = time.monotonic()

    def sit_down(self) -> None:
        """The devices say they are ready and the decks are laid out."""
        self.seat.send_table(
            [
                DeviceStatus(0.0, "mat", DeviceKind.MAT, DeviceState.READY, "simulated"),
                DeviceStatus(0.0, "camera", DeviceKind.CAMERA, DeviceState.READY, "simulated"),
            ]
        )
        with self.ref._lock:
            self.table_at = self.ref.match.clone()
        self.show(expected(self.table_at, self.layout, self.copies))

    def show(self, picture: Picture) -> None:
        """Lay the table out as ``picture``, and wait until the referee has read it."""
        changes = picture_changes(self.picture, picture, self.layout, self.game, 0.0)
        self.picture = picture
        if not changes:
            return
        before = self._number()
        self._sent_at = time.perf_counter()
        self.seat.send_table(changes)
        end = time.monotonic() + READ_WAIT_S
        while self._number() == before and time.monotonic() < end:
            time.sleep(0.01)

    def _number(self) -> int:
        with self.ref._lock:
            t = self.ref.table
            return -1 if t is None else t.number

    def step(self) -> bool:
        """One thing the players do; False when the game is over."""
        with self.ref._lock:
            m = self.ref.match
            if m.is_terminal():
                return False
            table = self.ref._follow_table()
            assert table is not None
            report, number, answers = table.report, table.number, list(m.answers)
            revealing = table.sync.revealing()
            ours = m.decision is not None and m.decision.player == self.player
            asked = (m.decision.player, m.decision.prompt) if m.decision is not None else None
            base = m.clone() if ours else None
        if self.shuffled and not self.paper:
            self._shuffle_paper(answers)
        if (len(answers), number) != self._progress:
            self._progress, self._since = (len(answers), number), time.monotonic()
        assert self.table_at is not None
        # the answers the table's game and the game share (each may have
        # declined a question the other did not ask)
        shown = [a for i, a in enumerate(self.table_at.answers) if i not in self.unasked]
        if any(answers[i : i + 1] != [k] for i, k in self.unraised.items()):
            self.unraised = {}  # the game was laid out again: that question is no longer asked
        game = [a for i, a in enumerate(answers) if i not in self.unraised]
        stalled = time.monotonic() - self._since
        if game[: len(shown)] != shown[: len(game)]:
            self._relay()  # the game was laid out otherwise: the table follows it
        elif report.state in (MISMATCH, STOPPED) and stalled > FIX_S:
            self.fixed += 1
            self._relay()  # "Fix the table": they put the cards as the game has them
        elif revealing and stalled > STALL_S:
            # the card they show is not the one the game revealed, and no
            # trade of hidden cards explains it: "Take the revealed card as the game has it"
            self.accepted += 1
            self.seat.accept_reveals()
            self._wait_change(len(answers), number)
        elif len(game) > len(shown):
            self._carry_out(game[len(shown)])
        elif len(game) == len(shown) and self._decline_unasked(asked):
            pass  # a question only their paper cards raise: declined at the table
        elif report.state == ASK and ours:
            pick = next((i for i, c in enumerate(report.candidates) if c.keys == self.keys), -1)
            self.picks += 1
            self.seat.pick_move(pick)
            if pick < 0 and self.keys is not None:
                time.sleep(0.1)
                self.seat.answer(self.keys)
            self._wait_change(len(answers), number)
        elif ours and self.keys is not None and len(game) < len(shown):
            # the move is on the table: the referee reads it, or they give it on screen
            if report.on_screen or stalled > STALL_S:
                self.on_screen += 1
                self.seat.answer(self.keys)
                self._wait_change(len(answers), number)
            else:
                time.sleep(0.02)
        elif ours and base is not None and len(game) == len(shown) and not self._same_question(asked):
            self._decline_unraised(base)
        elif ours and base is not None and len(game) == len(shown):
            self._move(self.table_at.clone() if self.paper else base, len(answers))
        else:
            time.sleep(0.02)  # the other seat thinks
        if time.monotonic() - self._since > GIVE_UP_S:
            d = self.ref.match.decision
            question = f"Player {d.player + 1}: {d.prompt}" if d is not None else "nothing"
            raise AssertionError(
                f"the table game is stuck after {len(answers)} answers: {report.state}: {report.text}"
                f" (asked: {question}; their last move: {self.keys}; relaid {self.relaid} times)"
            )
        return True

    def _shuffle_paper(self, answers: list[Any]) -> None:
        """Once the game has shuffled their deck: their paper deck lies
        otherwise (the table's order, which the game learns as cards show)."""
        with self.ref._lock:
            m = self.ref.match
            record = next((r for r in m.shuffle_log if r.zone == f"p{self.player}.deck"), None)
            if record is None or len(m.answers) != len(answers):
                return
            iids = record.iids
            pairs = [(iids[i], iids[-1 - i]) for i in range(min(self.shuffled, len(iids) // 2))]
            paper = Match(m.ruleset, m.decks, m.seed, m.deck_names, {record.number: pairs})
        for a in answers:
            paper.replay_one(a)
        self.table_at, self.paper = paper, True

    def _same_question(self, asked: tuple[int, str] | None) -> bool:
        """Whether their table's game asks the question the game asks (seat and words)."""
        assert self.table_at is not None
        d = self.table_at.decision
        return d is not None and (d.player, d.prompt) == asked

    def _decline_unasked(self, asked: tuple[int, str] | None) -> bool:
        """Their table's game asks them a question the game does not ask
        (its guess of their hidden cards raises none: no guardian in the
        hand it guesses): they decline it on the table (they take the hit,
        and show the damage check the game made). True when they did."""
        assert self.table_at is not None
        d = self.table_at.decision
        if d is None or d.player != self.player or self._same_question(asked):
            return False
        keys = declining(d, self.table_at)
        if keys is None:
            return False
        self.unasked.add(len(self.table_at.answers))
        self.declined += 1
        steps, self.table_at, _ = move_plan(self.table_at, keys, self.layout, self.copies)
        for pic in steps:
            self.show(pic)
        return True

    def _decline_unraised(self, game: Match) -> None:
        """The game asks them a question their paper cards do not raise (a
        guardian it guesses in their hand): they decline it on screen, or,
        when it cannot be declined, put the table as the game has it."""
        d = game.decision
        keys = declining(d, game) if d is not None else None
        if keys is None:
            self._relay()
            return
        index = len(game.answers)
        self.on_screen += 1
        self.seat.answer(keys)
        self._wait_change(index, self._number())
        with self.ref._lock:
            taken = self.ref.match.answers[index : index + 1] == [keys]
        if taken:  # (refused, or the table read first: a move of theirs)
            self.unraised[index] = keys
            self.declined += 1

    def _relay(self) -> None:
        with self.ref._lock:
            self.table_at = self.ref.match.clone()
        self.unasked, self.unraised = set(), {}
        self.relaid += 1
        self.show(expected(self.table_at, self.layout, self.copies))

    def _carry_out(self, keys: object) -> None:
        """An answer given on screen (the other seat's, or theirs), carried out on the table."""
        assert self.table_at is not None
        try:
            if isinstance(keys, tuple):
                steps, self.table_at, _ = move_plan(self.table_at, keys, self.layout, self.copies)
            else:
                self.table_at.replay_one(keys)
                steps = [expected(self.table_at, self.layout, self.copies)]
        except (IllegalActionError, InvalidAnswerError):
            self._relay()  # an answer their cards do not allow: the table follows the game
            return
        for pic in steps:
            self.show(pic)

    def _move(self, base: Match, answers: int) -> None:
        d = base.decision
        assert d is not None
        keys = tuple(self.bot.choose(d))
        self.keys = keys
        self.moves += 1
        steps, truth, on_screen = move_plan(base, keys, self.layout, self.copies)
        if on_screen:
            self.on_screen += 1
            self.seat.answer(keys)
        for pic in steps:
            self.show(pic)
        self.table_at = truth
        if steps and not on_screen:
            self._taken(answers)

    def _taken(self, answers: int) -> None:
        """Wait for the referee to apply the move just made on the table, and time it."""
        end = time.monotonic() + READ_WAIT_S
        while time.monotonic() < end:
            with self.ref._lock:
                if len(self.ref.match.answers) > answers:
                    self.move_ms.append((time.perf_counter() - self._sent_at) * 1000)
                    return
                t = self.ref.table
                if t is not None and t.report.state == ASK:
                    return
            time.sleep(0.005)

    def _wait_change(self, answers: int, number: int) -> None:
        end = time.monotonic() + READ_WAIT_S
        while time.monotonic() < end:
            with self.ref._lock:
                t = self.ref.table
                if len(self.ref.match.answers) != answers or (t is not None and t.number != number):
                    return
            time.sleep(0.01)


#: answers of the bench game at most (a whole game of Vanguard takes some minutes at the table's pace)
MAX_ANSWERS = 120


def _percentile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    s = sorted(values)
    return round(s[min(len(s) - 1, round(q * (len(s) - 1)))], 2)


def bench_section(games: int, seed: int, say: Callable[[str], None]) -> tuple[str, dict[str, Any]]:
    """One Vanguard game, the table seat against a bot on screen, for at most :data:`MAX_ANSWERS` answers."""
    import tempfile

    from remote import broker

    say(f"remote table: the sensor mat against a remote bot, {MAX_ANSWERS} answers at most")
    with tempfile.TemporaryDirectory(prefix="playmat-bench-") as tmp:
        folder = Path(tmp)
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            port = int(sock.getsockname()[1])
        ref = Referee.new("vanguard", "127.0.0.1", port, save_path=folder / "game.json", table_seats=[1], durable=False)
        broker.prepare(folder / "broker", port, "127.0.0.1")
        broker.add_game(folder / "broker", ref.users)
        proc = broker.start(folder / "broker", port, "127.0.0.1", folder / "mosquitto.log")
        inv = ref.invitations()
        seat1, seat2 = RemoteSeat(inv[1], table=True), BotSeat(inv[2], seed=seed)
        try:
            time.sleep(0.5)
            ref.start()
            seat1.start()
            seat2.start()
            end = time.monotonic() + 30
            while (seat1.view is None or seat2.view is None) and time.monotonic() < end:
                time.sleep(0.02)
            players = TablePlayers(ref, seat1, bot_seed=seed)
            players.sit_down()
            t0 = time.perf_counter()
            while len(ref.match.answers) < MAX_ANSWERS and players.step():
                pass
            seconds = time.perf_counter() - t0
        finally:
            seat1.stop()
            seat2.stop()
            ref.stop()
            proc.terminate()
            proc.wait(10)
    table = ref.table
    settles = table.settle_ms if table is not None else []
    return "remote_table", {
        "answers": len(ref.match.answers),
        "seconds": round(seconds, 1),
        "moves_on_the_table": players.moves,
        "asked_which_move": players.picks,
        "given_on_screen": players.on_screen,
        "table_put_as_the_game_has_it": players.fixed,
        "settles": len(settles),
        "settle_ms_p50": _percentile(settles, 0.5),
        "settle_ms_p99": _percentile(settles, 0.99),
        "move_to_applied_ms_p50": _percentile(players.move_ms, 0.5),
        "move_to_applied_ms_p99": _percentile(players.move_ms, 0.99),
        "settle_wait_ms": 400,
    }
