"""A bot that thinks for a while (the strong bot) thinks off the GUI thread.

:class:`QtThinking` hands the thinking of the bot to decide
(:meth:`desktop.session.Session.think`: a copy of the match taken on the GUI
thread) to a :class:`~desktop.worker.QtTaskManager` and gives its answer
back on the GUI thread (:meth:`~desktop.session.Session.apply_thought`),
unless the game moved on meanwhile (undo, a new game). The window stays
responsive while the bot thinks; the status bar says it is thinking.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal

from desktop.session import Session, Thought
from desktop.worker import QtTaskManager

log = logging.getLogger(__name__)


class QtThinking(QObject):
    #: the bot's answer was given: the game moved on
    answered = Signal()
    #: the bot's answer was not given (the game moved on while it thought)
    dropped = Signal()
    #: the thinking or the answer failed: why, in words
    failed = Signal(str)
    #: the bot started thinking: what to show in the status bar
    started = Signal(str)

    def __init__(self, current: Callable[[], Session | None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: the window's session now (an answer thought for another is dropped)
        self.current = current
        self._tasks: QtTaskManager | None = None
        #: the session whose bot thinks now (None: no bot thinks)
        self.session: Session | None = None

    @property
    def busy(self) -> bool:
        return self.session is not None

    def start(self, session: Session) -> None:
        """Let the bot to decide in ``session`` think (once at a time)."""
        if self.session is not None:
            return
        d = session.match.decision
        if d is None or session.thinker() is None:
            return
        work = session.think()
        self.session = session
        if self._tasks is None:
            self._tasks = QtTaskManager(self)
        self.started.emit(QCoreApplication.translate("Notices", "Player {n} is thinking…").format(n=d.player + 1))
        self._tasks.run(work, self._done, self._failed)

    def _done(self, thought: Thought) -> None:
        session, self.session = self.session, None
        if session is None or session is not self.current():
            self.dropped.emit()
            return
        try:
            applied = session.apply_thought(thought)
        except Exception as exc:  # an engine fault: shown to people, details in the log
            log.error("the bot's answer failed", exc_info=True)
            self.failed.emit(f"{type(exc).__name__}: {exc}")
            return
        (self.answered if applied else self.dropped).emit()

    def _failed(self, exc: BaseException) -> None:
        self.session = None
        self.failed.emit(f"{type(exc).__name__}: {exc}")

    def shutdown(self) -> None:
        """Wait for a bot thinking now to finish (its answer is dropped)."""
        self.session = None
        if self._tasks is not None:
            self._tasks.shutdown()
