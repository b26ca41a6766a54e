"""A pause on each card the game reveals from a deck (a drive check, a damage
check, a trigger check), long enough to read it, when the game moves on by
itself (bots play, or the rules carry on without a question).

:class:`QtRevealPause` reads the journal after each change: every reveal
found is shown in turn for :attr:`QtRevealPause.seconds` (a setting; 0 = no
pause), while the bots wait; a click skips it. No Qt widget here: the window
shows :attr:`~QtRevealPause.started` texts.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from engine.events import CardMoved, Event, Note

#: the reasons of a move that reveal a card from the deck, in words
REVEALS = {"drive check": "Drive check", "damage check": "Damage check", "trigger check": "Trigger check"}

#: the pause by default, in seconds
DEFAULT_SECONDS = 1.2

#: how far after the reveal the line telling its trigger is looked for
_LOOK_AHEAD = 8


def reveal_lines(journal: Sequence[Event], start: int) -> list[str]:
    """The reveals in ``journal[start:]``, each in words: the rules' own line
    when there is one ("Drive check 1: Hearth Mender (heal trigger)")."""
    lines = []
    for i in range(start, len(journal)):
        e = journal[i]
        if isinstance(e, CardMoved) and e.why in REVEALS and e.src.endswith(".deck"):
            text = f"{REVEALS[e.why]}: {e.name}"
            for later in journal[i + 1 : i + 1 + _LOOK_AHEAD]:
                if isinstance(later, Note) and later.private_to is None and e.name in later.text:
                    text = later.text
                    break
            lines.append(text)
    return lines


class QtRevealPause(QObject):
    """The reveals waiting to be shown, and the one shown now."""

    #: a reveal is shown (its words)
    started = Signal(str)
    #: no reveal is shown any more: the game may go on
    ended = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: how long each reveal is shown; 0: not at all
        self.seconds = 0.0
        #: the reveal shown now ("" when none)
        self.showing = ""
        self._queue: list[str] = []
        self._seen = 0
        self._journal_id = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)

    @property
    def holding(self) -> bool:
        """A reveal is on screen: the bots wait."""
        return bool(self.showing)

    def reset(self, journal: Sequence[Event]) -> None:
        """A game opened, undone or replayed: what it already shows is not shown again."""
        self._seen = len(journal)
        self._journal_id = id(journal)
        self._queue = []
        self._timer.stop()
        if self.showing:
            self.showing = ""
            self.ended.emit()

    def due(self, journal: Sequence[Event]) -> bool:
        """A reveal not yet shown is in ``journal`` (the bots stop there)."""
        return self.seconds > 0 and id(journal) == self._journal_id and bool(reveal_lines(journal, self._seen))

    def catch_up(self, journal: Sequence[Event]) -> None:
        """Queue the reveals made since the last look, and show the first."""
        if id(journal) != self._journal_id or len(journal) < self._seen:
            self.reset(journal)
            return
        new = reveal_lines(journal, self._seen)
        self._seen = len(journal)
        if self.seconds <= 0 or not new:
            return
        self._queue.extend(new)
        if not self.showing:
            self._next()

    def skip(self) -> None:
        """The player clicked: no more waiting on the reveals shown."""
        self._timer.stop()
        self._queue = []
        if self.showing:
            self.showing = ""
            self.ended.emit()

    def stop(self) -> None:
        """The window closes: nothing more is shown, and nobody is told."""
        self._timer.stop()
        self._queue = []
        self.showing = ""

    def _next(self) -> None:
        if self._queue:
            self.showing = self._queue.pop(0)
            self._timer.start(int(self.seconds * 1000))
            self.started.emit(self.showing)
        elif self.showing:
            self.showing = ""
            self.ended.emit()
