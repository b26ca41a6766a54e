"""The main window: a spectator table for bot games.

Left, the ruleset, seed and game buttons; centre, every seat's zones and the
decision being made; right, the game log. Errors are shown in a message box
(by default) with the details in the log file, never as a traceback.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QSplitter, QWidget

from desktop.bridge import QtSpectatorModel
from desktop.control_panel import QtControlPanel
from desktop.log_panel import QtLogPanel
from desktop.spectator import RulesetChoice
from desktop.table_view import QtTableView
from desktop.wording import plural

ErrorReporter = Callable[[str], None]


class QtMainWindow(QMainWindow):
    def __init__(
        self,
        model: QtSpectatorModel,
        choices: Sequence[RulesetChoice],
        report_error: ErrorReporter | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.setObjectName("QtMainWindow")
        self.setWindowTitle("Playmat")
        self._report_error = report_error if report_error is not None else self._show_error

        self.new_action = self._action("&New game", "N", "Start a new game with this ruleset and seed", self.new_game)
        self.step_action = self._action("&Step", "Space", "Let the deciding bot answer once", model.step)
        self.play_action = self._action("Play to &end", "E", "Let the bots play until the game ends", self._toggle_play)
        self.quit_action = self._action("&Quit", "Ctrl+Q", "Close Playmat", self.close)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

        menu = self.menuBar().addMenu("&Game")
        for action in (self.new_action, self.step_action, self.play_action):
            menu.addAction(action)
        menu.addSeparator()
        menu.addAction(self.quit_action)

        self.controls = QtControlPanel(choices, [self.new_action, self.step_action, self.play_action])
        self.controls.setMaximumWidth(280)
        self.table = QtTableView(model)
        self.log_panel = QtLogPanel(model)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.controls)
        splitter.addWidget(self.table)
        splitter.addWidget(self.log_panel)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 3)
        splitter.setStretchFactor(2, 1)
        splitter.setSizes([220, 760, 300])
        self.setCentralWidget(splitter)
        self.counts = QLabel()
        self.statusBar().addPermanentWidget(self.counts)

        model.game_started.connect(self._update)
        model.advanced.connect(self._update)
        model.running_changed.connect(self._on_running_changed)
        model.failed.connect(self._report_error)
        self._update()

    def _action(self, text: str, keys: str, tip: str, slot: Callable[[], object]) -> QAction:
        action = QAction(text, self)
        action.setShortcut(QKeySequence(keys))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.setToolTip(f"{tip} ({keys})")
        action.setStatusTip(tip)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def new_game(self) -> bool:
        """Start a new game with the ruleset and seed chosen on the left."""
        ruleset_id = self.controls.ruleset_id()
        if not ruleset_id:
            self._report_error("There is no ruleset to play.")
            return False
        return self.model.new_game(ruleset_id, self.controls.seed())

    def _toggle_play(self) -> None:
        if self.model.running:
            self.model.stop()
        else:
            self.model.play_to_end()

    def _on_running_changed(self, running: bool) -> None:
        self.play_action.setText("Stop (&E)" if running else "Play to &end")
        self._update()

    def _update(self) -> None:
        sp = self.model.spectator
        over = sp.over
        self.step_action.setEnabled(not over and not self.model.running)
        self.play_action.setEnabled(self.model.running or not over)
        match = sp.match
        if match is None:
            self.setWindowTitle("Playmat")
            self.counts.setText("")
            return
        self.setWindowTitle(f"Playmat — {match.ruleset.title} (seed {sp.seed})")
        self.counts.setText(f"{plural(sp.decisions, 'answer')} · {plural(len(match.journal), 'event')}")

    def _show_error(self, message: str) -> None:
        QMessageBox.critical(self, "Playmat", message)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.model.stop()
        super().closeEvent(event)
