"""The one QObject between the game session and the widgets.

:class:`QtGameModel` owns the :class:`~desktop.session.Session` and re-emits
every change as a Qt signal on the GUI thread. Widgets take the model in their
constructor, connect to its signals there, and read the game only through
per-seat views (``model.view()``), never the engine's state.

It also holds the answer being put together: the cards picked so far for a
"choose cards" decision, or the order so far for an "order" decision; the mat
and the prompt panel both edit it through :meth:`QtGameModel.pick`.

Bots answer on the GUI thread in slices of :attr:`SLICE_SECONDS` driven by a
zero-interval QTimer (a bot answer takes microseconds): between slices Qt
paints and handles input, so a long bot game never freezes the window.

The session writes the whole game to its autosave file after every change.
When that fails (a full disk, the game open in another window), play goes
on with the game whole in memory: ``save_failed`` says why, the write is
tried again after every change and every :attr:`SAVE_RETRY_MS`, and the
first write that succeeds holds every answer (``save_failed`` then says "").

The model is built in layers, a module each: its state, signals, answering
and the bots' slices (:mod:`desktop.model_base`); the answer put together
on the screen (:mod:`desktop.picking`); and the sessions here.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.picking import Picking
from desktop.session import (
    WATCH,
    GameSetup,
    Session,
    autosave_path,
    prune_recent,
)
from engine.errors import IllegalActionError, PlaymatError

log = logging.getLogger(__name__)

#: Qt's translation (context ``Notices``: the game window's status line), by the name its tools look for
translate = QCoreApplication.translate


class QtGameModel(Picking):
    """The game session for the widgets: starting, opening, replaying and
    closing games, changes by hand, undo, hand-overs and the bots' play, on
    top of the answer being put together (:class:`~desktop.picking.Picking`)
    and the state and signals (:class:`~desktop.model_base.GameModelBase`)."""

    def new_game(self, setup: GameSetup) -> bool:
        """Start a game; False (after a ``failed`` message) if it cannot start."""
        try:
            path = autosave_path(self.state_dir, setup.ruleset_id, setup.mode) if self.state_dir else None
            session = Session.start(setup, path, self.factory)
        except (PlaymatError, KeyError, ValueError, OSError) as exc:
            log.error("cannot start %s", setup.ruleset_id, exc_info=True)
            self.failed.emit(
                translate("Notices", "Could not start a game of {game}:\n{error}").format(
                    game=setup.ruleset_id, error=exc
                )
            )
            return False
        if self.state_dir is not None:
            prune_recent(self.state_dir)
        self._install(session)
        return True

    def open_game(self, path: Path, keep_file: bool = True) -> bool:
        """Resume a saved game; its file goes on being written (``keep_file``)
        or the game continues in a new autosave file."""
        try:
            target = Path(path) if keep_file else None
            session = Session.open(Path(path), target)
        except (PlaymatError, KeyError, ValueError) as exc:
            log.error("cannot open %s", path, exc_info=True)
            self.failed.emit(translate("Notices", "Could not open the game:\n{error}").format(error=exc))
            return False
        if not keep_file and self.state_dir is not None:
            session.autosave = autosave_path(self.state_dir, session.match.ruleset.id, session.mode)
            session.save_now()
        self._install(session)
        if session.match.rules_changed:
            log.warning("%s was saved under other rules; replayed under the current ones", path)
            self.notice.emit(
                translate(
                    "Notices",
                    "This game was saved by another version of Playmat: it was replayed under the current rules",
                )
            )
        return True

    def open_replay(self, path: Path) -> bool:
        """Replay a saved game step by step (nothing can be answered)."""
        try:
            session = Session.open_replay(Path(path))
        except (PlaymatError, KeyError, ValueError) as exc:
            log.error("cannot replay %s", path, exc_info=True)
            self.failed.emit(translate("Notices", "Could not open the game:\n{error}").format(error=exc))
            return False
        self._install(session)
        return True

    def replay_step(self, delta: int) -> None:
        """Move a replay ``delta`` answers (any number; clamped to the game)."""
        s = self.session
        if s is None or s.replay is None:
            return
        before = s.match
        s.replay_to(s.replay_at + delta)
        if s.match is not before:
            self.game_started.emit()
        self.viewer_changed.emit(s.viewer)
        self.changed.emit()

    def restart(self, new_seed: bool = False) -> None:
        s = self.session
        if s is None:
            return
        fresh = s.restart(new_seed)
        if self.state_dir is not None:
            fresh.autosave = autosave_path(self.state_dir, fresh.match.ruleset.id, fresh.mode)
        fresh.save_now()
        self._install(fresh)

    def close_game(self) -> None:
        self.release()
        self.session = None
        self._on_saved(None)
        self.picked = []
        self.selected_card = None
        self.handover = False
        self.game_started.emit()

    def _install(self, session: Session, emit_started: bool = True) -> None:
        self.stop()
        if self.session is not None and self.session is not session:
            self.session.on_saved = None
            self.session.close()
        self.session = session
        session.on_saved = self._on_saved
        self._on_saved(session.save_error)
        self.picked = []
        self.selected_card = None
        self.handover = False
        self.peeking = False
        session.viewer = session.next_viewer()
        self.reveals.reset(session.match.journal)
        if emit_started:
            self.game_started.emit()
        self._after_change(started=True)

    def manual(self, action: dict[str, Any]) -> bool:
        s = self.session
        if s is None or self.handover or s.replay is not None:
            return False
        try:
            s.manual(action)
        except IllegalActionError as exc:
            self.notice.emit(translate("Notices", "Not done: {why}").format(why=exc))
            return False
        self.notice.emit(translate("Notices", "Done by hand (logged)"))
        self.picked = []
        self.selected_card = None
        self._after_change()
        return True

    def concede(self) -> None:
        s = self.session
        if s is None or s.over:
            return
        s.concede(s.viewer)
        self._after_change()

    def undo(self) -> bool:
        s = self.session
        if s is None or not s.undo():
            return False
        self._install(s)
        self.notice.emit(translate("Notices", "Undone"))
        return True

    def redo(self) -> bool:
        s = self.session
        if s is None or not s.redo():
            return False
        self._install(s)
        self.notice.emit(translate("Notices", "Redone"))
        return True

    def take_over(self) -> None:
        """The person the screen was passed to is ready: show their side."""
        if not self.handover:
            return
        self.handover = False
        s = self.session
        if s is not None:
            s.viewer = s.next_viewer()
            self.viewer_changed.emit(s.viewer)
        self.handover_changed.emit(False)
        self.changed.emit()

    def show_seat(self, seat: int) -> None:
        """Watch mode: look at the game from another seat."""
        s = self.session
        if s is None or s.mode != WATCH or not 0 <= seat < len(s.match.game.players):
            return
        s.viewer = seat
        self.viewer_changed.emit(seat)
        self.changed.emit()

    def play(self) -> None:
        """Watch mode: let the bots play on (again)."""
        self.autoplay = True
        self._schedule()

    def step(self) -> None:
        """Watch mode: one bot answer."""
        s = self.session
        if s is None or self.running:
            return
        self._run_bots(lambda: s.run_bots(0.0))
