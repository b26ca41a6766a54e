"""The hot-seat widgets fed by a remote seat.

The mat, the hand, the prompt panel, the zoom and the log of the main window
read a :class:`~desktop.bridge.QtGameModel`: its ``view()``, its ``decision``
and, for a few words and the card pictures, its session's match.
:class:`QtRemoteModel` is that model for one seat of a remote game
(:class:`remote.seat.RemoteSeat`): the view is the one the referee sent the
seat (``view_for(game, seat)``, :func:`remote.wire.view_from_dict`), the
question is the seat's own question, the log is the lines the referee worded
for the seat (in the player's language where the referee sent their words
as data, :mod:`remote.log_words`), and an answer is sent to the referee. It holds nothing else of
the game: no match, no other seat's question, no card the view leaves out.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any, cast

from desktop.bridge import QtGameModel
from desktop.model_base import Plan
from desktop.privacy import NO_SECRETS, Secrets
from desktop.session import Session
from desktop.wording import game_title
from engine import registry
from engine.decisions import Decision, Kind
from engine.events import Event, GameStarted, Note
from engine.fairness import SPECTATOR as SPECTATOR_VIEW
from engine.match import Outcome
from engine.ruleset import Ruleset
from engine.view import View
from remote.log_words import UNREADABLE, event_from_words
from remote.seat import ERROR, VIEW, RemoteSeat
from remote.topics import SPECTATOR
from remote.wire import BadMessage, decision_from_dict, view_from_dict

log = logging.getLogger(__name__)

#: the session's mode of a remote seat (neither hot-seat nor watching bots)
ONLINE = "online"


@dataclass
class _Players:
    players: list[int]


@dataclass
class RemoteMatch:
    """What the widgets read of a session's match, from a seat's view: the
    ruleset (which game's pictures and words), the seats, the log lines as
    notes, and how the game ended. No seed, no decks, no answers."""

    ruleset: Ruleset
    game: _Players
    journal: list[Event] = field(default_factory=list)
    winners: tuple[int, ...] = ()
    over: bool = False
    seed: int = 0
    decks: list[object] = field(default_factory=list)
    answers: list[object] = field(default_factory=list)
    arrangement: dict[int, list[tuple[int, int]]] = field(default_factory=dict)
    #: another seat's question is not this seat's to read
    decision: Decision | None = None

    def outcome(self) -> Outcome | None:
        return Outcome(self.winners, "") if self.over else None


@dataclass
class RemoteSession:
    """What the widgets read of a :class:`~desktop.session.Session`."""

    match: RemoteMatch
    viewer: int
    mode: str = ONLINE
    replay: None = None
    bots: tuple[int, ...] = ()
    autosave: None = None
    save_error: None = None

    @property
    def over(self) -> bool:
        return self.match.over

    def bot_to_decide(self) -> bool:
        return False  # the referee runs the bots

    def thinker(self) -> None:
        return None

    def save_now(self) -> bool:
        return True  # the referee keeps the save

    def close(self) -> None:
        pass


class QtRemoteModel(QtGameModel):
    """The widgets' model for one seat of a remote game (see the module
    docstring). :meth:`update` takes the seat's news on the GUI thread."""

    def __init__(self, seat: RemoteSeat) -> None:
        super().__init__(None)
        self.remote = seat
        #: the seat's index on the mat (a spectator sees the mat from Player 1's side)
        self.me = seat.seat - 1 if seat.seat != SPECTATOR else 0
        # whose log the referee worded (the engine's seat; a spectator's is every seat's public one)
        self._log_viewer = seat.seat - 1 if seat.seat != SPECTATOR else SPECTATOR_VIEW
        self._remote_view: View | None = None
        self._question: Decision | None = None
        #: the index of the view whose question is shown (what an answer answers)
        self.shown_index = -1
        #: the index of the view last answered (no second answer to it)
        self._answered = -1
        #: the seat's count of logs dropped for another when the log was last read
        self._log_restarts = 0

    # -- the seat's news -----------------------------------------------------------------------

    def update(self, what: str) -> None:
        """Read the seat's latest view, question and log (``what`` changed)."""
        r = self.remote
        with r.lock:
            msg, errors = r.view, list(r.errors)
        restarts, entries = r.log_entries()
        if what == ERROR and errors and errors[-1].get("current") == self.shown_index:
            self._answered = -1  # refused: the question is asked again
        started = False
        if msg is not None and what in ("", VIEW):
            try:
                view = view_from_dict(msg["view"])
                raw = msg.get("decision")
                question = decision_from_dict(raw, msg.get("said")) if raw is not None else None
            except BadMessage:
                log.warning("a view the widgets cannot read", exc_info=True)
                return
            started = self._install_view(view)
            self._question = question if question is not None and question.player == self.me else None
            if int(msg["index"]) != self.shown_index:
                self.picked, self.selected_card, self.warning = [], None, None
            self.shown_index = int(msg["index"])
        s = self._remote_session()
        if s is not None:
            journal = s.match.journal
            if len(entries) < len(journal) or restarts != self._log_restarts:
                del journal[:]  # (another log: the referee wrote it again)
                self._log_restarts = restarts
            journal.extend(self._log_event(entry) for entry in entries[len(journal) :])
        if started:
            self.game_started.emit()
        self.changed.emit()

    def _install_view(self, view: View) -> bool:
        """The view drawn from now on; whether it is the first (a new game)."""
        self._remote_view = view
        s = self._remote_session()
        first = s is None or s.match.ruleset.id != view.ruleset
        if s is None or first:
            m = RemoteMatch(registry.get(view.ruleset), _Players(list(range(len(view.players)))))
            # the widgets read a Session: this one holds only what the seat was sent
            self.session = cast(Session, RemoteSession(m, self.me))
            s = self._remote_session()
        assert s is not None
        s.match.over, s.match.winners = view.over, view.winners
        return first

    def _remote_session(self) -> RemoteSession | None:
        s: object = self.session
        return s if isinstance(s, RemoteSession) else None

    # -- what the widgets read -----------------------------------------------------------------

    @property
    def decision(self) -> Decision | None:
        if self._answered == self.shown_index:
            return None  # answered: the next view brings the next question
        return self._question

    @property
    def viewer(self) -> int:
        return self.me

    @property
    def lookers(self) -> tuple[int, ...] | None:
        return (self.me,)

    def view(self) -> View | None:
        return self._remote_view

    def secrets(self) -> Secrets:
        return NO_SECRETS  # the view and the log hold only what the seat may see

    def _log_event(self, entry: Any) -> Event:
        """A log line as the event its words say (worded as hot-seat words
        it), or as a note of its English when it has no words."""
        if isinstance(entry, str):
            return Note(entry)
        event = event_from_words(entry, self._log_viewer)
        return event if event is not None else Note(UNREADABLE)

    def describe(self, event: Event) -> str:
        """A log line in the player's language, as hot-seat words its event;
        the game's start says its seed is revealed at the end."""
        if isinstance(event, GameStarted):
            return self.tr(
                "Game of {ruleset} started ({players} players; the seed is revealed when the game ends)"
            ).format(ruleset=game_title(event.ruleset), players=event.players)
        return self._game_words().event(event, self._log_viewer)

    @property
    def can_peek(self) -> bool:
        return False

    def places(self, iid: int) -> dict[str, list[Plan]]:
        """Where the card can go: the places its options name (no copy of
        the game to try the others on: the seat holds none)."""
        d = self.decision
        if d is None or d.kind is Kind.ORDER or d.max != 1 or d.min != 1:
            return {}
        src = self.card_zone(iid)
        out: dict[str, list[Plan]] = {}
        for o in self.options_for_card(iid):
            target = o.dst or (o.zone if o.zone and o.zone != src else "")
            if target and target != src and (o.key, None) not in out.setdefault(target, []):
                out[target].append((o.key, None))
        return out

    def _warn(self, key: str) -> bool:
        return False  # whether a card would do nothing is the rules' to say, and the seat holds no game

    # -- answering -----------------------------------------------------------------------------

    def answer(self, keys: tuple[str, ...] | str) -> bool:
        """Send the answer to the referee (it says so if it refuses it)."""
        d = self.decision
        if d is None:
            return False
        picked = (keys,) if isinstance(keys, str) else tuple(keys)
        self.remote.answer(picked, self.shown_index)
        self._answered = self.shown_index
        self.picked, self.selected_card, self.warning = [], None, None
        self.changed.emit()
        return True

    def manual(self, action: dict[str, Any]) -> bool:
        """Moves by hand are not part of a remote game (the referee alone changes it)."""
        self.notice.emit(self.tr("Moves by hand are not part of an online game: the referee plays by the rules"))
        return False

    def undo(self) -> bool:
        return False  # an answer sent is the referee's

    def redo(self) -> bool:
        return False

    def question_dict(self) -> dict[str, Any] | None:
        """The question shown, as the seat received it (tests)."""
        return self.remote.my_question() if self.decision is not None else None
