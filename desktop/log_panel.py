"""The right panel: the game log, one line per journal event, newest at the bottom."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from desktop.bridge import QtSpectatorModel

#: Lines kept on screen; older ones scroll away (the journal itself keeps all).
MAX_LINES = 20_000


class QtLogPanel(QWidget):
    """Appends the events the journal gained since the last update. The view
    follows the newest line unless it has been scrolled up to read."""

    def __init__(self, model: QtSpectatorModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setObjectName("QtLogPanel")
        self.text = QPlainTextEdit()
        self.text.setObjectName("log")
        self.text.setReadOnly(True)
        self.text.setMaximumBlockCount(MAX_LINES)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("<b>Game log</b>"))
        layout.addWidget(self.text)
        #: journal events already shown
        self.shown = 0
        model.game_started.connect(self._on_game_started)
        model.advanced.connect(self._update)
        self._on_game_started()

    def lines(self) -> list[str]:
        text = self.text.toPlainText()
        return text.split("\n") if text else []

    def _on_game_started(self) -> None:
        self.text.clear()
        self.shown = 0
        self._update()

    def _update(self) -> None:
        match = self.model.spectator.match
        if match is None:
            return
        journal = match.journal
        new = journal[self.shown :]
        if not new:
            return
        self.shown = len(journal)
        # The spectator sees everything: describe(None) names every card.
        self.text.appendPlainText("\n".join(event.describe() for event in new))
