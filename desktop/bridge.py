"""The one QObject between the spectator session and the widgets.

:class:`QtSpectatorModel` turns :class:`~desktop.spectator.Spectator` calls
into Qt signals. Widgets take the model in their constructor, connect to its
signals there, and read the match only through per-seat views.

"Play to end" runs on the GUI thread in slices of :attr:`SLICE_SECONDS`
driven by a zero-interval QTimer: between slices Qt paints and handles input,
so a long bot game never freezes the window and can be stopped at any time.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QTimer, Signal

from desktop.spectator import Spectator
from desktop.wording import plural

log = logging.getLogger(__name__)


class QtSpectatorModel(QObject):
    #: a new match replaced the previous one
    game_started = Signal()
    #: one or more answers were applied
    advanced = Signal()
    #: "play to end" started (True) or stopped (False)
    running_changed = Signal(bool)
    #: something went wrong; the argument is a message for people
    failed = Signal(str)

    #: time given to the bots per slice of "play to end"
    SLICE_SECONDS = 0.03

    def __init__(self, spectator: Spectator | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.spectator = spectator if spectator is not None else Spectator()
        #: slices run by the current or last "play to end"
        self.slices = 0
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._on_slice)

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def new_game(self, ruleset_id: str, seed: int) -> bool:
        """Start a new match (stopping any "play to end"); False if it failed."""
        self.stop()
        try:
            self.spectator.new_game(ruleset_id, seed)
        except Exception as exc:  # shown to people, with the details in the log
            log.error("cannot start %s with seed %d", ruleset_id, seed, exc_info=True)
            self.failed.emit(f"Could not start a game of {ruleset_id} (seed {seed}):\n{exc}")
            return False
        self.game_started.emit()
        return True

    def step(self) -> None:
        """Apply one bot answer."""
        if self.running:
            return
        try:
            done = self.spectator.step()
        except Exception as exc:  # the engine's own message, shown to people
            self.advanced.emit()
            self._report(exc)
            return
        if done:
            self.advanced.emit()

    def play_to_end(self) -> None:
        if self.running or self.spectator.over:
            return
        self.slices = 0
        self._timer.start()
        self.running_changed.emit(True)

    def stop(self) -> None:
        if self.running:
            self._timer.stop()
            self.running_changed.emit(False)

    def _on_slice(self) -> None:
        self.slices += 1
        try:
            done = self.spectator.run(self.SLICE_SECONDS)
        except Exception as exc:  # the engine's own message, shown to people
            self.stop()
            self.advanced.emit()
            self._report(exc)
            return
        if done:
            self.advanced.emit()
        if self.spectator.over:
            self.stop()

    def _report(self, exc: Exception) -> None:
        sp = self.spectator
        self.failed.emit(
            f"The game of {sp.ruleset_id} (seed {sp.seed}) stopped after {plural(sp.decisions, 'answer')}:\n"
            f"{type(exc).__name__}: {exc}"
        )
