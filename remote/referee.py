"""The referee: the only process that knows the whole game.

It runs the :class:`~engine.match.Match` headless and, after every answer,
publishes to each seat's ``view`` topic what that seat may see
(:func:`engine.fairness.snapshot`: its view, and the question when it is
that seat's to answer, tagged with the answer ``index``), with the lines
its log gained (:mod:`remote.log_chunks`); to ``public`` what a spectator
may see; and to ``status`` where the
game stands and who is connected. Views are retained, so a seat that
connects again gets its current view at once.

A seat answers with the ``index`` of the view it answers. An answer for a
question already answered is dropped (a *duplicate* if it is the answer the
game already has, else *stale*), as is one for a question not asked yet,
one out of turn, an illegal one and anything malformed: each is reported to
that seat alone, on its ``error`` topic, and the game goes on unchanged.

A seat may bring its own deck (``awaiting``: the seats whose deck the
referee waits for, ``playmat referee --deck-at-join 2``): until every such
seat has sent a deck list that the game's deck-construction rules accept,
only ``status`` is published (``awaiting_decks``) and answers are refused;
a deck that is not accepted is reported to that seat alone and nothing else
changes. The game then starts with the seed committed to from the start.

A player who leaves for good can concede, and when the player who must
answer has been away (their connection's last will said ``offline``) for
:attr:`Referee.away_after` seconds, any other seat may have a bot play their
seat from then on, or have them concede (``{"absent": "bot" | "concede"}``).

The game is saved after every answer (the seed, the decks, the answers, the
nonce and the broker users), so a referee that is restarted with
``--resume`` goes on where it stopped. The seed is committed to in
``status`` from the start and revealed on ``reveal`` at the end
(:mod:`engine.fairness`).
"""

from __future__ import annotations

import json
import logging
import os
import secrets
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from engine.bots import Bot, RandomBot
from engine.decks import DeckList, parse_cod, parse_deck_text
from engine.errors import IllegalActionError, InvalidAnswerError, LoadError, PlaymatError
from engine.events import Event
from engine.fairness import SPECTATOR as SPECTATOR_VIEW
from engine.fairness import commitment, new_nonce, reveal, snapshot
from engine.files import MAX_SAVE_BYTES, read_json
from engine.match import Match
from remote.broker import GameUsers
from remote.client import Connection
from remote.log_chunks import SeatLogs
from remote.log_words import line_english
from remote.table_follow import TableFollower, known_names, redactor
from remote.table_wire import parse_observations, report_dict
from remote.topics import (
    SPECTATOR,
    Invitation,
    game_topic,
    new_game_id,
    parse_seat_topic,
    referee_user,
    seat_topic,
    user_name,
)
from remote.wire import BadMessage, SeatAnswer, parse_answer, said_dict

log = logging.getLogger(__name__)

SAVE_FORMAT = "playmat-referee"
SAVE_VERSION = 1
#: answers appended to a save's log between two whole saves
WHOLE_SAVE_EVERY = 100
#: seconds a player must have been away before another may have a bot take
#: their seat or have them concede
AWAY_AFTER = 60.0
#: how often the referee looks whether a table seat's table has settled (seconds)
TABLE_TICK_S = 0.05


def describe(e: Event, viewer: int) -> str:
    """A journal line for ``viewer``: the engine's, except that the first
    line does not name the seed (it is committed to, and revealed at the end)."""
    return line_english(e, viewer)


def write_private(path: Path, data: bytes, durable: bool = True) -> None:
    """Replace ``path`` (mode 0600) by a temporary file renamed over it."""
    tmp = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        if durable:
            os.fsync(fd)
    except BaseException:
        os.close(fd)
        os.unlink(tmp)
        raise
    os.close(fd)
    os.replace(tmp, path)


def answers_log(path: Path) -> Path:
    """The log of the answers given since ``path`` was last written whole."""
    return path.with_name(path.name + ".answers")


def _plain_answer(a: Any) -> Any:
    return list(a) if isinstance(a, tuple) else a


def _replay_log(m: Match, path: Path) -> None:
    """Replay the answers of a save's log that follow the whole save; a line
    cut short by a crash, and anything after it, is left out."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return
    for n, line in enumerate(text.splitlines(), start=1):
        try:
            entry = json.loads(line)
            index, answer = entry["i"], entry["a"]
            if type(index) is not int:
                raise ValueError("no index")
            if index < len(m.answers):
                continue
            if index > len(m.answers):
                raise ValueError(f"answer {index} follows answer {len(m.answers) - 1}")
            m.replay_one(tuple(answer) if isinstance(answer, list) else answer)
        except (ValueError, KeyError, TypeError, IllegalActionError, InvalidAnswerError) as exc:
            log.warning("%s:%d: left out from here: %s", path, n, exc)
            return


class Flusher:
    """Flushes a file to the disk on a thread of its own, soon after each
    :meth:`request`, so that an answer never waits for the disk: the save is
    written and renamed in place at once (a referee that crashes or is
    stopped finds it), and on the disk within moments (a power cut loses at
    most the last answers, which the seats then send again)."""

    def __init__(self, *paths: Path) -> None:
        self.paths = paths
        self._due = threading.Event()
        self._thread: threading.Thread | None = None

    def request(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="referee-flush", daemon=True)
            self._thread.start()
        self._due.set()

    def _run(self) -> None:
        while True:
            self._due.wait()
            self._due.clear()
            for path in (*self.paths, self.paths[0].parent):
                try:
                    fd = os.open(path, os.O_RDONLY)
                    try:
                        os.fsync(fd)
                    finally:
                        os.close(fd)
                except OSError as exc:
                    log.warning("cannot flush %s to the disk: %s", path, exc)


class Referee:
    """One game on one broker. :meth:`start` connects (in the background);
    :meth:`wait` returns once the game is over and its reveal is out."""

    def __init__(
        self,
        match: Match,
        users: GameUsers,
        host: str,
        port: int,
        nonce: str,
        save_path: Path | None = None,
        *,
        bots: dict[int, str] | None = None,
        durable: bool = True,
        away_after: float = AWAY_AFTER,
        awaiting: Sequence[int] = (),
        table_seats: Sequence[int] = (),
        settle_s: float | None = None,
    ) -> None:
        self.match = match
        #: the seats (from 1) whose deck the game waits for (see the module docstring)
        self.awaiting: set[int] = {s for s in awaiting if 1 <= s <= match.game.n_players}
        #: the deck each of those seats sent, once accepted (its text)
        self.joined_decks: dict[int, str] = {}
        self.users = users
        self.game = users.game
        self.host, self.port = host, port
        self.nonce = nonce
        self.commitment = commitment(match.seed, nonce)
        self.save_path = save_path
        self.durable = durable
        self._flusher: Flusher | None = None
        #: the save's file, its log of answers (open), the answers saved
        #: and those in the whole save (see :meth:`save`)
        self._saved_path: Path | None = None
        self._log_fd: int | None = None
        self._saved = 0
        self._whole_at: int | None = None
        #: this run of the referee: a seat that sees it change accepts an
        #: earlier view (the save it resumed from may be older than what was shown)
        self.run = secrets.token_hex(4)
        self.players = match.game.n_players
        #: seats (from 1) a bot plays, by bot name: a player who left for good
        self.bot_names: dict[int, str] = dict(bots or {})
        self._bots: dict[int, Bot] = {}
        self.presence: dict[int, str] = {s: "never" for s in range(1, self.players + 1)}
        #: since when (time.monotonic()) each seat has been away
        self.away_since: dict[int, float] = {s: time.monotonic() for s in self.presence}
        self.away_after = away_after
        self._lock = threading.RLock()
        #: each seat's log, and what of it was sent (:mod:`remote.log_chunks`)
        self.logs = SeatLogs(self.run)
        self.finished = threading.Event()
        self.dropped = 0
        #: the seats (from 1) that play with paper cards on the sensor mat,
        #: followed by table sync here (:mod:`remote.table_follow`)
        self.table_seats = frozenset(s for s in table_seats if 1 <= s <= self.players)
        self._settle_s = settle_s
        self.table: TableFollower | None = None
        self._table_sent = -1
        self._ticker: threading.Thread | None = None
        self._halt = threading.Event()
        self._started = False
        self.conn = Connection(
            referee_user(self.game),
            referee_user(self.game),
            users.referee,
            game_topic(self.game, "referee"),
            [seat_topic(self.game, "+", leaf) for leaf in ("answer", "presence", "table")],
            self._on_message,
            self._on_connect,
        )

    # -- making one ---------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        ruleset_id: str,
        host: str,
        port: int,
        decks: Sequence[DeckList] | None = None,
        save_path: Path | None = None,
        **kw: Any,
    ) -> Referee:
        """A new game with a seed of 128 bits (:meth:`Match.new`) and new users."""
        m = Match.new(ruleset_id, decks)
        users = GameUsers.new(new_game_id(), m.game.n_players)
        ref = cls(m, users, host, port, new_nonce(), save_path, **kw)
        ref.save()
        return ref

    @classmethod
    def resume(cls, path: Path, host: str | None = None, port: int | None = None, **kw: Any) -> Referee:
        """The game saved in ``path`` (:meth:`save`), its answers replayed."""
        data = read_json(path, "referee save", MAX_SAVE_BYTES)
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT or data.get("version") != SAVE_VERSION:
            raise LoadError(str(path), None, "not a saved remote game")
        m = Match.from_dict(data.get("match"), str(path))
        _replay_log(m, answers_log(path))
        broker = data.get("broker")
        broker = broker if isinstance(broker, dict) else {}
        users = GameUsers.from_dict(data.get("users"))
        saved_bots = data.get("bots")
        saved_bots = saved_bots if isinstance(saved_bots, dict) else {}
        bots = {int(s): str(n) for s, n in saved_bots.items() if str(s).isdigit()}
        bots.update(kw.pop("bots", None) or {})
        saved_awaiting = data.get("awaiting")
        if isinstance(saved_awaiting, list):
            kw.setdefault("awaiting", [s for s in saved_awaiting if type(s) is int])
        saved_table = data.get("table_seats")
        if isinstance(saved_table, list):
            kw.setdefault("table_seats", [s for s in saved_table if type(s) is int])
        nonce = data.get("nonce")
        if not isinstance(nonce, str):
            raise LoadError(str(path), None, "the saved game has no nonce")
        ref = cls(m, users, host or str(broker.get("host")), port or int(broker.get("port", 1883)), nonce, path, **kw)
        ref.bot_names = bots
        return ref

    def invitations(self, host: str | None = None, port: int | None = None) -> dict[int, Invitation]:
        """Each seat's invitation (from 1), and the spectators' (0)."""
        h, p = host or self.host, port or self.port
        return {s: Invitation(h, p, self.game, s, user_name(self.game, s), pw) for s, pw in self.users.seats.items()}

    # -- running -----------------------------------------------------------------------

    def start(self) -> None:
        self.conn.start(self.host, self.port)
        self._started = True
        if self.table_seats:
            self._start_ticker()

    def _start_ticker(self) -> None:
        if self._ticker is None and self._started:
            self._ticker = threading.Thread(target=self._tick_table, name="referee-table", daemon=True)
            self._ticker.start()

    def stop(self) -> None:
        self._halt.set()
        self.conn.stop(b"finished" if self.match.is_terminal() else b"offline")
        with self._lock:
            if self._log_fd is not None:
                os.close(self._log_fd)
                self._log_fd = None
                self._saved_path = None

    def wait(self, timeout: float | None = None) -> bool:
        return self.finished.wait(timeout)

    def save(self, whole: bool = False) -> None:
        """Save the answers given since the last save: appended to the save's
        log of answers (``<save>.answers``, one JSON line each), and every
        :data:`WHOLE_SAVE_EVERY` answers (or when ``whole``) the whole game,
        written to a temporary file renamed over the save, the log emptied.
        Appending to an open file never waits for the file system's journal
        as creating and renaming a file can on a busy disk."""
        path = self.save_path
        if path is None:
            return
        n = len(self.match.answers)
        try:
            if whole or self._whole_at is None or self._saved_path != path or n - self._whole_at >= WHOLE_SAVE_EVERY:
                self._save_whole(path)
            elif n > self._saved:
                lines = "".join(
                    json.dumps({"i": k, "a": _plain_answer(self.match.answers[k])}) + "\n"
                    for k in range(self._saved, n)
                )
                assert self._log_fd is not None
                os.write(self._log_fd, lines.encode())
                self._saved = n
        except OSError as exc:
            # the game goes on (the players are waiting); the next save writes it whole
            log.error("game %s: cannot save to %s: %s", self.game, path, exc)
            self._whole_at = None
            return
        if self.durable:
            if self._flusher is None or self._flusher.paths[0] != path:
                self._flusher = Flusher(path, answers_log(path))
            self._flusher.request()

    def _save_whole(self, path: Path) -> None:
        data = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game,
            "nonce": self.nonce,
            "commitment": self.commitment,
            "broker": {"host": self.host, "port": self.port},
            "users": self.users.to_dict(),
            "bots": {str(s): n for s, n in self.bot_names.items()},
            "awaiting": sorted(self.awaiting),
            "table_seats": sorted(self.table_seats),
            "match": self.match.to_dict(),
        }
        write_private(path, json.dumps(data).encode(), durable=False)
        if self._saved_path != path or self._log_fd is None:
            if self._log_fd is not None:
                os.close(self._log_fd)
            self._log_fd = os.open(answers_log(path), os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
            self._saved_path = path
        os.ftruncate(self._log_fd, 0)
        self._whole_at = self._saved = len(self.match.answers)

    def _on_connect(self) -> None:
        with self._lock:
            self._play_bots()
            self._publish_all(everything=True)

    def _on_message(self, topic: str, payload: bytes, retained: bool) -> None:
        parsed = parse_seat_topic(topic)
        if parsed is None or parsed[0] != self.game or not 1 <= parsed[1] <= self.players:
            return
        _, seat, leaf = parsed
        with self._lock:
            if leaf == "presence":
                self._presence(seat, payload)
            elif leaf == "table":
                self._table_message(seat, payload)
            else:
                self._answer(seat, payload)

    # -- the decks brought by seats ------------------------------------------------------------

    def _take_deck(self, seat: int, text: str) -> None:
        """Seat ``seat``'s deck list: checked as any deck file; the game
        starts (the same seed) once every awaited deck is in."""
        if seat not in self.awaiting:
            if self.joined_decks.get(seat) != text:  # the same deck again: it was sent twice
                self._refuse(seat, "deck_not_asked", "this game's decks are chosen: it does not wait for yours")
            return
        m = self.match
        where = f"Player {seat}'s deck"
        try:
            deck = parse_cod(text, where) if text.lstrip().startswith("<") else parse_deck_text(text, where)
            resolved = m.ruleset.check_deck(deck)
        except LoadError as exc:
            self._refuse(seat, "bad_deck", f"Your deck is not accepted: {exc}")
            return
        decks, names = list(m.decks), list(m.deck_names)
        decks[seat - 1] = resolved
        names[seat - 1] = deck.name
        self.match = Match(m.ruleset, decks, m.seed, names)
        self.awaiting.discard(seat)
        self.joined_decks[seat] = text
        self.logs.write_again()
        log.info("game %s: seat %d plays %s", self.game, seat, deck.name)
        self._play_bots()
        self.save(whole=True)
        self._publish_all(everything=True)

    # -- the game --------------------------------------------------------------------------

    def _presence(self, seat: int, payload: bytes) -> None:
        state = payload.decode("ascii", "replace")[:20]
        if state not in ("online", "offline", "finished") or self.presence.get(seat) == state:
            return
        self.presence[seat] = state
        if state == "online":
            self.away_since.pop(seat, None)
        else:
            self.away_since.setdefault(seat, time.monotonic())
        self._publish_status()

    def _refuse(self, seat: int, code: str, message: str, index: int | None = None) -> None:
        self.dropped += 1
        log.info("game %s: seat %d: %s (%s)", self.game, seat, message, code)
        current = len(self.match.answers)
        self.conn.publish(
            seat_topic(self.game, seat, "error"),
            {"type": "error", "code": code, "message": message, "index": index, "current": current},
        )

    def _answer(self, seat: int, payload: bytes) -> None:
        try:
            a = parse_answer(payload)
        except BadMessage as exc:
            self._refuse(seat, "malformed", str(exc))
            return
        m = self.match
        current = len(m.answers)
        if a.deck:
            self._take_deck(seat, a.deck)
        elif a.table:
            self._join_table(seat)
        elif self.awaiting:
            who = " and ".join(f"Player {s}" for s in sorted(self.awaiting))
            self._refuse(seat, "awaiting_decks", f"the game starts when {who} has chosen a deck", a.index)
        elif m.is_terminal():
            self._refuse(seat, "over", "the game is over", a.index)
        elif a.concede and a.index < current:
            # no answer to a question: taken though the game moved on since the seat pressed
            self._apply(seat, a)
        elif a.index < current:
            given = m.answers[a.index]
            same = not a.concede and isinstance(given, tuple) and given == a.keys
            code = "duplicate" if same else "stale"
            why = "already applied" if same else "that question was answered already"
            self._refuse(seat, code, f"answer to question {a.index} dropped: {why} (the game is at {current})", a.index)
        elif a.index > current:
            self._refuse(
                seat, "not_asked", f"question {a.index} has not been asked (the game is at {current})", a.index
            )
        else:
            self._apply(seat, a)

    def _apply(self, seat: int, a: SeatAnswer) -> None:
        m = self.match
        try:
            if a.absent:
                self._absent(seat, a)
                return
            if a.concede:
                m.concede(seat - 1)
                self._table_replaced()
            elif a.move is not None:
                self._pick_move(seat, a)
                return
            elif a.reveals is not None:
                self._accept_reveals(seat, a)
                return
            else:
                d = m.decision
                if d is None or d.player != seat - 1:
                    who = f"Player {d.player + 1}'s" if d is not None else "nobody's"
                    self._refuse(seat, "not_your_turn", f"question {a.index} is {who} to answer", a.index)
                    return
                self._give(a.keys)
        except (IllegalActionError, InvalidAnswerError) as exc:
            self._refuse(seat, "illegal", str(exc), a.index)
            return
        self._play_bots()
        self.save()
        self._publish_all()

    def _absent(self, seat: int, a: SeatAnswer) -> None:
        """Seat ``seat`` asks that the absent player who must answer be
        played by a bot, or concede."""
        d = self.match.decision
        gone = d.player + 1 if d is not None else 0
        since = self.away_since.get(gone)
        if d is None or gone == seat or since is None:
            self._refuse(seat, "not_absent", f"Player {gone} is here: only an absent player can be replaced", a.index)
            return
        waited = time.monotonic() - since
        if waited < self.away_after:
            left = self.away_after - waited
            self._refuse(
                seat, "not_absent", f"Player {gone} has been away only {waited:.0f} s ({left:.0f} s more)", a.index
            )
            return
        log.info("game %s: seat %d has absent seat %d %s", self.game, seat, gone, a.absent)
        if a.absent == "bot":
            self.bot_names[gone] = "random"
        else:
            self.match.concede(gone - 1)
            self._table_replaced()
        self._play_bots()
        self.save(whole=True)
        self._publish_all()

    # -- a seat at the sensor mat ------------------------------------------------------------

    def _follow_table(self) -> TableFollower | None:
        """The table sync of the table seats, made once every deck is in."""
        if not self.table_seats or self.awaiting:
            return None
        if self.table is None or self.table.match is not self.match or self.table.seats != self.table_seats:
            kw: dict[str, Any] = {} if self._settle_s is None else {"settle_s": self._settle_s}
            if self.table is not None:
                kw["previous"] = self.table  # what the devices reported so far stays
            self.table = TableFollower(self.match, self.table_seats, **kw)
            self.table.settle(time.monotonic())  # (paused: waiting for the devices)
        return self.table

    def _join_table(self, seat: int) -> None:
        """Seat ``seat`` plays with paper cards on the sensor mat: said
        before the first answer (its deck is then the table's from the start)."""
        if seat in self.table_seats:
            return
        if self.match.answers:
            self._refuse(seat, "started", "a seat goes to the sensor mat before the game's first answer")
            return
        self.table_seats = self.table_seats | {seat}
        self._start_ticker()
        log.info("game %s: seat %d plays at the sensor mat", self.game, seat)
        self.save(whole=True)
        self._publish_all(everything=True)

    def _give(self, keys: tuple[str, ...]) -> None:
        """Apply an answer given on screen: through table sync when a seat
        plays at the table (it may have to read the table first)."""
        table = self._follow_table()
        if table is None:
            self.match.apply(keys)
            return
        table.answer(keys, time.monotonic())
        self._took(table)

    def _took(self, table: TableFollower) -> None:
        """The game as table sync now has it (a deck laid out again when the
        table showed another card than the game guessed: the logs are
        written again from it)."""
        if table.match.arrangement != self.match.arrangement:
            self.logs.write_again()
            self._whole_at = None  # (the next save writes the game whole)
        self.match = table.match

    def _table_replaced(self) -> None:
        if self.table is not None:
            self.table.replace(self.match, time.monotonic())

    def _pick_move(self, seat: int, a: SeatAnswer) -> None:
        """The table seat said which of the moves asked about it made (or none)."""
        table = self._follow_table()
        if table is None or seat not in self.table_seats or not table.asking() or a.move != table.number:
            self._refuse(seat, "not_asked", "no move of the table is being asked about now", a.index)
            return
        if a.pick < 0:
            table.none_of_these()
        else:
            table.choose(a.pick, time.monotonic())
            self._took(table)
        self._play_bots()
        self.save()
        self._publish_all()

    def _accept_reveals(self, seat: int, a: SeatAnswer) -> None:
        """The table seat takes its revealed cards as the game has them (:meth:`TableFollower.accept_reveals`)."""
        table = self._follow_table()
        why = table.accept_reveals(seat, a.reveals or 0, time.monotonic()) if table else "this seat plays on screen"
        if why or table is None:
            self._refuse(seat, "not_waiting", why, a.index)
            return
        self._took(table)
        self._play_bots()
        self.save()
        self._publish_all()

    def _table_message(self, seat: int, payload: bytes) -> None:
        table = self._follow_table()
        if seat not in self.table_seats or table is None:
            why = "the game starts when every deck is in" if table is None else "this seat plays on screen"
            self._refuse(seat, "not_at_table", f"table readings dropped: {why}")
            return
        try:
            table.observe(parse_observations(payload, time.monotonic()))
        except BadMessage as exc:
            self._refuse(seat, "malformed", str(exc))

    def _tick_table(self) -> None:
        """Read the table whenever it has settled after a change."""
        while not self.finished.is_set() and not self._halt.is_set():
            time.sleep(TABLE_TICK_S)
            with self._lock:
                table = self._follow_table()
                if table is None or self.match.is_terminal() or not table.due(time.monotonic()):
                    continue
                before = self.match
                table.settle(time.monotonic())
                self._took(table)
                self._play_bots()  # (a bot may have waited for a card to be shown)
                if self.match is not before:
                    self.save()
                self._publish_all()

    def _publish_table(self) -> None:
        table = self.table
        if table is None or table.number == self._table_sent:
            return
        say = redactor(self.match, [s - 1 for s in self.table_seats])
        msg = report_dict(table.report, len(self.match.answers), table.number, say, table.sync.revealing())
        for seat in sorted(self.table_seats):
            self.conn.publish(seat_topic(self.game, seat, "sync"), msg, retain=True)
        self._table_sent = table.number

    def _play_bots(self) -> None:
        m = self.match
        while not self.awaiting and m.decision is not None and m.decision.player + 1 in self.bot_names:
            seat = m.decision.player + 1
            bot = self._bots.get(seat)
            if bot is None:
                bot = self._bots[seat] = RandomBot(secrets.randbits(64))
            try:
                self._give(bot.choose(m.decision))
            except (IllegalActionError, InvalidAnswerError):
                return  # the table is not ready for it (a card to show first): after the next settle
            m = self.match
            self.save()

    # -- what is published --------------------------------------------------------------

    def log_for(self, viewer: int) -> list[str]:
        """The journal in ``viewer``'s words (engine seat, or -1 for spectators),
        kept up to date as it grows."""
        return self.logs.lines_for(self.match.journal, viewer)

    def log_words_for(self, viewer: int) -> list[Any]:
        """The words of :meth:`log_for`'s lines as data, a card named only
        where ``viewer`` may read it (:func:`remote.log_words.event_words`)."""
        return self.logs.words_for(self.match.journal, viewer, self._readable(viewer))

    def seat_message(self, seat: int) -> dict[str, Any]:
        """What seat ``seat`` (from 1; 0 for spectators) is shown now; its
        log of ``log_size`` lines travels beside it (:meth:`_publish_seat`)."""
        return self._seat_message(seat)[0]

    def _seat_message(self, seat: int) -> tuple[dict[str, Any], Callable[[int, str], bool]]:
        """:meth:`seat_message`, and the names the seat may read now."""
        viewer = seat - 1 if seat != SPECTATOR else SPECTATOR_VIEW
        d = self.match.decision
        msg: dict[str, Any] = {"type": "view", "game": self.game, "seat": seat, "run": self.run}
        msg.update(snapshot(self.match, viewer))
        named = self._readable(viewer, msg["view"])
        if d is not None and d.player == viewer:
            msg["said"] = said_dict(d, named)
        msg["waiting_for"] = d.player + 1 if d is not None else None
        msg["log_size"] = len(self.log_for(viewer))
        return msg, named

    def _readable(self, viewer: int, shown: dict[str, Any] | None = None) -> Callable[[int, str], bool]:
        """Whether ``viewer`` may read a card's name (its own cards, those
        its view shows, those the journal says it saw): a question's words
        name no other card. ``shown``: the view it is shown now, if made."""
        known: set[str] = set()

        def named(iid: int, name: str) -> bool:
            if not known:
                m = self.match
                known.update(known_names(m, viewer) if shown is None else self.logs.known.of(m, viewer, shown))
            return name in known

        return named

    def _publish_seat(self, seat: int, log_topic: str, view_topic: str, everything: bool) -> None:
        """Seat ``seat``'s view with the lines its log gained, after the
        chunks of its log that changed (all of them when ``everything``)."""
        viewer = seat - 1 if seat != SPECTATOR else SPECTATOR_VIEW
        msg, named = self._seat_message(seat)
        travel = self.logs.travelling(self.match.journal, viewer, named)
        for k, chunk in travel.chunks(everything):
            self.conn.publish(f"{log_topic}/{k}", chunk, retain=True)
        self.conn.publish(view_topic, travel.view(msg), retain=True)

    def status_message(self) -> dict[str, Any]:
        m = self.match
        return {
            "type": "status",
            "game": self.game,
            "ruleset": m.ruleset.id,
            "players": self.players,
            "commitment": self.commitment,
            "index": len(m.answers),
            "waiting_for": m.decision.player + 1 if m.decision is not None and not self.awaiting else None,
            "over": m.is_terminal(),
            "winners": [w + 1 for w in m.game.winners] if m.is_terminal() else [],
            "seats": {str(s): self.presence[s] for s in sorted(self.presence)},
            "bots": sorted(self.bot_names),
            "awaiting_decks": sorted(self.awaiting),
            "table_seats": sorted(self.table_seats),
            "time": time.time(),
        }

    def _publish_status(self) -> None:
        self.conn.publish(game_topic(self.game, "status"), self.status_message(), retain=True)

    def _publish_all(self, everything: bool = False) -> None:
        """Status, then each seat's view and log, then the public ones (all
        of each log's chunks when ``everything``, else the chunks that
        grew); only the status while a seat's deck is awaited."""
        self._publish_status()
        if self.awaiting:
            return
        # a card the game revealed of a table seat is shown to the others once
        # the table has shown which card it is (the game's guess may be laid
        # out otherwise then); at the end of the game, at once
        table = self._follow_table()
        hold = table is not None and not self.match.is_terminal() and table.sync.revealing()
        self._publish_table()
        for seat in range(1, self.players + 1):
            if hold and seat not in self.table_seats:
                continue
            self._publish_seat(
                seat, seat_topic(self.game, seat, "log"), seat_topic(self.game, seat, "view"), everything
            )
        if hold:
            return
        self._publish_seat(SPECTATOR, game_topic(self.game, "public/log"), game_topic(self.game, "public"), everything)
        if self.match.is_terminal():
            shown = reveal(self.match, self.nonce, sorted(self.table_seats))
            info = self.conn.publish(game_topic(self.game, "reveal"), shown, retain=True)
            threading.Thread(target=self._finish, args=(info,), daemon=True).start()

    def _finish(self, info: Any) -> None:
        try:
            info.wait_for_publish(30.0)
        except (RuntimeError, ValueError):
            return
        if info.is_published():
            self.finished.set()


def start_new(ruleset_id: str, host: str, port: int, **kw: Any) -> Referee:
    """A new game's referee, started (raises :class:`PlaymatError` for an unknown game)."""
    try:
        ref = Referee.new(ruleset_id, host, port, **kw)
    except KeyError:
        raise PlaymatError(f"unknown game {ruleset_id!r}") from None
    ref.start()
    return ref
