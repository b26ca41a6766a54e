"""A seat of a remote game, as a player's program sees it.

:class:`RemoteSeat` joins with an :class:`~remote.topics.Invitation`, keeps
the latest view the referee sent it (retained: it has it at once after
connecting again), the game's status (who is connected) and the errors the
referee reported to it, and sends answers tagged with the index of the view
they answer (:meth:`RemoteSeat.answer`). It records every snapshot it was
shown (:class:`engine.fairness.Witness`) and, when the game is over, checks
the referee's reveal against them and against the commitment to the seed
received at the start (:attr:`RemoteSeat.verified`). Its log comes with
its views, each line once, and from the log's retained chunks when lines
are missing (:mod:`remote.log_chunks`).

An answer given and not yet followed by a new view is sent again whenever
the same view comes again (after the seat or the referee connected again;
the referee drops it if it arrived the first time), so no answer is lost
to a dropped connection or a restarted broker.

:class:`BotSeat` plays a seat with a bot (``playmat remote-seat``, the tests,
the benchmark).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine import registry
from engine.bots import RandomBot
from engine.decisions import Answer
from engine.fairness import SPECTATOR as SPECTATOR_VIEW
from engine.fairness import VerificationError, Witness
from engine.match import Match
from hardware.table.seen import AnyObservation
from remote.client import Connection
from remote.log_chunks import ReceivedLog
from remote.table_wire import observations_payload
from remote.topics import SPECTATOR, Invitation, game_topic, seat_topic
from remote.wire import MAX_VIEW_BYTES, BadMessage, SeatAnswer, decision_from_dict, read_json_object

log = logging.getLogger(__name__)

#: what :attr:`RemoteSeat.on_change` is told changed
VIEW, LOG, STATUS, ERROR, REVEAL, REFEREE, SYNC = "view", "log", "status", "error", "reveal", "referee", "sync"


class RemoteSeat:
    """One seat's (or a spectator's) connection to a remote game; see the
    module docstring. ``on_change(what)`` runs on the network thread after
    every message (:data:`VIEW`, :data:`STATUS`, ...)."""

    def __init__(
        self,
        invitation: Invitation,
        on_change: Callable[[str], None] | None = None,
        client_id: str | None = None,
        deck: str = "",
        table: bool = False,
    ) -> None:
        self.invitation = inv = invitation
        #: the text of the deck list this seat brings, sent when the referee
        #: waits for it ("": none chosen yet, see :meth:`send_deck`)
        self.deck = deck
        #: the referee refused :attr:`deck` (why), or ""
        self.deck_refused = ""
        self.seat = inv.seat
        #: this seat plays with paper cards on the sensor mat: it sends its
        #: devices' readings (:meth:`send_table`) and gets table sync's report
        #: (:attr:`table_report`); its earlier views named the cards the game
        #: guessed for its deck, which the table may lay out otherwise, so at
        #: the end only its last view is checked against the reveal
        self.at_table = table
        #: what table sync concluded last (:func:`remote.table_wire.report_dict`), or None
        self.table_report: dict[str, Any] | None = None
        #: this seat asked to play at the sensor mat (:meth:`play_at_table`)
        self.wants_table = False
        self.on_change = on_change
        self.lock = threading.RLock()
        #: the latest view message (``index``, ``view``, ``decision``, ``log``...)
        self.view: dict[str, Any] | None = None
        self.status: dict[str, Any] | None = None
        self.referee = "unknown"
        self.errors: list[dict[str, Any]] = []
        self.reveal: dict[str, Any] | None = None
        #: the replayed game once the reveal checked out, or None
        self.verified: Match | None = None
        #: why the game did not check out ("" while it has not failed)
        self.problem = ""
        self.witness = Witness(inv.seat - 1 if inv.seat != SPECTATOR else SPECTATOR_VIEW)
        self.answered: dict[int, SeatAnswer] = {}
        self._sent_at: dict[int, float] = {}
        #: seconds from sending an answer to receiving the view it led to
        self.latencies: list[float] = []
        self.messages = 0
        self.done = threading.Event()
        g = inv.game
        #: the log, from the views' lines and, to fill a gap, its chunks (:mod:`remote.log_chunks`)
        self.received_log = ReceivedLog(self.witness.seat)
        if inv.seat == SPECTATOR:
            topics = [game_topic(g, leaf) for leaf in ("status", "referee", "public", "reveal")]
            self._log_chunks = game_topic(g, "public/log/+")
            presence = None
        else:
            topics = [game_topic(g, "status"), game_topic(g, "referee"), seat_topic(g, inv.seat, "view")]
            topics += [seat_topic(g, inv.seat, leaf) for leaf in ("error", "sync")] + [game_topic(g, "reveal")]
            self._log_chunks = seat_topic(g, inv.seat, "log/+")
            presence = seat_topic(g, inv.seat, "presence")
        self.conn = Connection(client_id or inv.user, inv.user, inv.password, presence, topics, self._handle)

    # -- running ------------------------------------------------------------------------

    def start(self) -> None:
        self.conn.start(self.invitation.host, self.invitation.port)

    def stop(self) -> None:
        self.conn.stop(b"finished" if self.done.is_set() else b"offline")

    def wait(self, timeout: float | None = None) -> bool:
        """Until the game is over and its reveal was checked (or failed the check)."""
        return self.done.wait(timeout)

    @property
    def log(self) -> list[str]:
        """The log's English lines received, in order, up to the first line
        missing (a line that travelled as words is worded from them)."""
        with self.lock:
            return self.received_log.english()

    def log_entries(self) -> tuple[int, list[Any]]:
        """How often the log was dropped for another, and its lines received
        as they travelled, up to the first line missing: each its words as
        data (:func:`remote.log_words.event_from_words` reads them) or its
        English."""
        with self.lock:
            return self.received_log.restarts, list(self.received_log.entries)

    @property
    def index(self) -> int:
        return int(self.view["index"]) if self.view else 0

    def my_question(self) -> dict[str, Any] | None:
        """The question this seat must answer now, or None."""
        with self.lock:
            return self.view.get("decision") if self.view else None

    def answer(self, keys: Answer, index: int | None = None) -> SeatAnswer:
        """Send ``keys`` as the answer to the question of view ``index``
        (default: the latest view)."""
        with self.lock:
            a = SeatAnswer(self.index if index is None else index, tuple(keys))
            self._send(a)
            return a

    def concede(self) -> None:
        with self.lock:
            self._send(SeatAnswer(self.index, (), concede=True))

    def replace_absent(self, by: str) -> None:
        """Have the absent player who must answer played by a bot (``"bot"``)
        or concede (``"concede"``); the referee refuses while they have not
        been away long enough."""
        with self.lock:
            a = SeatAnswer(self.index, (), absent=by)
            self.conn.publish(seat_topic(self.invitation.game, self.seat, "answer"), a.payload())

    def send_table(self, observations: list[AnyObservation]) -> None:
        """Send what this seat's table devices report to the referee."""
        if observations:
            self.conn.publish(seat_topic(self.invitation.game, self.seat, "table"), observations_payload(observations))

    def play_at_table(self) -> None:
        """Tell the referee this seat plays with paper cards on the sensor mat
        (before the game's first answer; again after a reconnection until it
        says so in its status)."""
        with self.lock:
            self.at_table = self.wants_table = True
            self.conn.publish(
                seat_topic(self.invitation.game, self.seat, "answer"), SeatAnswer(0, (), table=True).payload()
            )

    def pick_move(self, pick: int) -> None:
        """Say which move of table sync's "which move?" this seat made (-1: none of them)."""
        with self.lock:
            report = self.table_report or {}
            a = SeatAnswer(self.index, (), move=int(report.get("report", 0)), pick=pick)
            self.conn.publish(seat_topic(self.invitation.game, self.seat, "answer"), a.payload())

    def accept_reveals(self) -> None:
        """Take the revealed cards table sync's last report waits for as the game has them."""
        with self.lock:
            report = self.table_report or {}
            a = SeatAnswer(self.index, (), reveals=int(report.get("report", 0)))
            self.conn.publish(seat_topic(self.invitation.game, self.seat, "answer"), a.payload())

    def deck_awaited(self) -> bool:
        """Whether the referee waits for this seat's deck before the game starts."""
        with self.lock:
            return self.seat in ((self.status or {}).get("awaiting_decks") or [])

    def send_deck(self, text: str) -> None:
        """Bring the deck list ``text`` (a deck file's text) to the game."""
        with self.lock:
            self.deck, self.deck_refused = text, ""
            self.conn.publish(
                seat_topic(self.invitation.game, self.seat, "answer"), SeatAnswer(0, (), deck=text).payload()
            )

    def _send(self, a: SeatAnswer) -> None:
        self.answered[a.index] = a
        self._sent_at.setdefault(a.index, time.perf_counter())
        self.conn.publish(seat_topic(self.invitation.game, self.seat, "answer"), a.payload())

    def resend(self) -> None:
        """Send again the answer to the current view, if one was given (after a reconnection)."""
        with self.lock:
            a = self.answered.get(self.index)
            if a is not None:
                self.conn.publish(seat_topic(self.invitation.game, self.seat, "answer"), a.payload())

    # -- messages -----------------------------------------------------------------------

    def _handle(self, topic: str, payload: bytes, retained: bool) -> None:
        parts = topic.split("/")
        leaf = "log" if parts[-2] == "log" else parts[-1]
        with self.lock:
            self.messages += 1
            if leaf == "referee":
                self.referee = payload.decode("ascii", "replace")[:20]
            else:
                try:
                    data = read_json_object(payload, f"the {leaf} message", MAX_VIEW_BYTES, from_referee=True)
                except BadMessage as exc:
                    log.warning("%s: %s", topic, exc)
                    return
                if leaf == "log":
                    if not self.received_log.from_chunk(data):
                        return
                    self._follow_chunks()
                elif leaf in ("view", "public"):
                    if not self._view(data, retained):
                        return
                    leaf = VIEW
                elif leaf == "status":
                    self._status(data)
                elif leaf == "sync":
                    self.table_report = data
                elif leaf == "error":
                    if data.get("code") == "bad_deck":
                        self.deck_refused = str(data.get("message", ""))
                    else:
                        self.errors.append(data)
                elif leaf == "reveal":
                    self._reveal(data)
        if self.on_change is not None:
            self.on_change(leaf)

    def _view(self, data: dict[str, Any], retained: bool) -> bool:
        index = data.get("index")
        if type(index) is not int or not isinstance(data.get("view"), dict):
            log.warning("a view without an index")
            return False
        if self.at_table:
            self.witness.shown.clear()  # (see :attr:`at_table`)
        try:
            self.witness.saw(data)
        except VerificationError as exc:
            self.problem = str(exc)
        run = data.get("run")
        if self.view is not None and index < self.view["index"] and run == self.view.get("run"):
            return False  # an older view arriving late
        # (from a new run of the referee, an earlier view is the game resumed
        # from a save older than what was shown: the answers given since are
        # sent again, and replay the same game)
        now = time.perf_counter()
        for k in [k for k in self._sent_at if k < index]:
            self.latencies.append(now - self._sent_at.pop(k))
        self.view = data
        if self.received_log.from_view(data):
            self._follow_chunks()
        if index in self.answered:
            # this question again: the seat or the referee connected again,
            # and the answer may have been lost on the way
            self.resend()
        return True

    def _follow_chunks(self) -> None:
        """Read the log's chunks while lines are missing (and only then)."""
        if self.received_log.missing:
            self.conn.follow(self._log_chunks)
        else:
            self.conn.unfollow(self._log_chunks)

    def _status(self, data: dict[str, Any]) -> None:
        c = data.get("commitment")
        if isinstance(c, str):
            if self.witness.commitment and c != self.witness.commitment:
                self.problem = "the referee changed its commitment to the seed during the game"
            elif not self.witness.commitment:
                self.witness.commitment = c
        self.status = data
        table_seats = data.get("table_seats")
        if isinstance(table_seats, list) and self.seat in table_seats:
            self.at_table = True  # the referee follows this seat's table
        elif self.wants_table and not data.get("index"):
            self.play_at_table()  # (again after a reconnection: the referee takes it once)
        if self.deck and not self.deck_refused and self.deck_awaited():
            self.send_deck(self.deck)  # (again after a reconnection: the referee takes it once)

    def _reveal(self, data: dict[str, Any]) -> None:
        if self.reveal is not None:
            return
        self.reveal = data
        table_seats = data.get("table_seats")
        if not self.at_table and isinstance(table_seats, list) and self.seat in table_seats:
            self.problem = "the reveal says this seat played at a table: its deck would not be the seed's"
        if not self.problem:
            try:
                self.verified = self.witness.verify(data)
            except VerificationError as exc:
                self.problem = str(exc)
        self.done.set()


class BotSeat(RemoteSeat):
    """A seat a bot plays: it answers every question of its view, after
    ``think`` seconds."""

    def __init__(self, invitation: Invitation, seed: int = 0, think: float = 0.0, **kw: Any) -> None:
        super().__init__(invitation, on_change=self._changed, **kw)
        self.bot = RandomBot(seed)
        self.think = think

    def _changed(self, what: str) -> None:
        if what == STATUS and not self.deck and self.deck_awaited():
            self._bring_demo_deck()
        if what != VIEW:
            return
        with self.lock:
            q = self.my_question()
            index = self.index
            if q is None or index in self.answered:
                return
        if self.think > 0:
            threading.Timer(self.think, self._play, args=(index,)).start()
        else:
            self._play(index)

    def _bring_demo_deck(self) -> None:
        """Without a deck of its own, a bot brings the game's demo deck for its seat."""
        with self.lock:
            rid = str((self.status or {}).get("ruleset", ""))
        try:
            demos = registry.get(rid).demo_decks()
            text = Path(demos[(self.seat - 1) % len(demos)].path).read_text(encoding="utf-8")
        except (KeyError, IndexError, OSError, ZeroDivisionError) as exc:
            self.problem = f"no demo deck to bring: {exc}"
            return
        self.send_deck(text)

    def _play(self, index: int) -> None:
        with self.lock:
            q = self.my_question()
            if q is None or index != self.index or index in self.answered:
                return
            try:
                decision = decision_from_dict(q)
            except BadMessage as exc:
                self.problem = str(exc)
                return
            self.answer(self.bot.choose(decision), index)
