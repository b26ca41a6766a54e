"""What a window shows while its game cannot be saved.

While the autosave file cannot be written (a full disk, a folder that is
gone, the game open in another window), a lasting message in the status bar
says why and that Playmat keeps trying. The first time, a box says so too
and offers another folder: *Choose another folder…* writes the whole game
there and goes on saving there; *Keep playing* goes on as before. When a
write succeeds again, the message goes. Closing the window while the game is
not saved asks first.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QAbstractButton, QFileDialog, QLabel, QMainWindow, QMessageBox

from desktop.bridge import QtGameModel

#: Qt's translation (context ``SaveStatus``), by the name its tools look for
translate = QCoreApplication.translate


class QtSaveStatus(QObject):
    def __init__(self, window: QMainWindow, model: QtGameModel) -> None:
        super().__init__(window)
        self.window = window
        self.model = model
        self.label = QLabel()
        self.label.setObjectName("saveProblem")
        self.label.setStyleSheet("color: #c0392b; font-weight: bold")
        self.label.setVisible(False)
        window.statusBar().addPermanentWidget(self.label)
        #: the box saying the game cannot be saved, while it is open
        self.box: QMessageBox | None = None
        self.folder_button: QAbstractButton | None = None
        self._asked = False  # the box was shown for the problem of now
        model.save_failed.connect(self._on_save_failed)

    def _where(self) -> str:
        s = self.model.session
        return str(s.autosave) if s is not None and s.autosave is not None else ""

    def _on_save_failed(self, problem: str) -> None:
        if problem:
            self.label.setText(translate("SaveStatus", "Not saved: {problem}. Retrying…").format(problem=problem))
            self.label.setToolTip(
                translate("SaveStatus", "Playmat cannot write {path}; it keeps the game and tries again").format(
                    path=self._where()
                )
            )
            self.label.setVisible(True)
            if not self._asked:
                self._asked = True
                self.ask(problem)
            return
        self.label.setVisible(False)
        self._asked = False
        if self.box is not None:
            self.box.close()
        if self._where():
            said = translate("SaveStatus", "Saved again: every move is in {path}").format(path=self._where())
            self.window.statusBar().showMessage(said, 8000)

    def ask(self, problem: str) -> QMessageBox:
        """The box that says the game cannot be saved (it does not block play)."""
        if self.box is not None:
            self.box.close()
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            "Playmat",
            translate(
                "SaveStatus",
                "Playmat cannot save this game to {path}:\n{problem}.\n\n"
                "Play goes on: Playmat keeps the whole game and saves all of it as soon as it can "
                "(after every move, and every few seconds). Or save it in another folder now.",
            ).format(path=self._where(), problem=problem),
            QMessageBox.StandardButton.NoButton,
            self.window,
        )
        box.setObjectName("saveProblemBox")
        self.folder_button = box.addButton(
            translate("SaveStatus", "Choose another &folder…"), QMessageBox.ButtonRole.AcceptRole
        )
        box.setDefaultButton(box.addButton(translate("SaveStatus", "&Keep playing"), QMessageBox.ButtonRole.RejectRole))
        box.finished.connect(lambda _: self._answered(box))
        self.box = box
        box.open()
        return box

    def _answered(self, box: QMessageBox) -> None:
        if self.box is box:
            self.box = None
        if box.clickedButton() is self.folder_button:
            self.choose_folder()

    def choose_folder(self) -> bool:
        """Ask for a folder, and go on saving the game there; whether it is saved."""
        title = translate("SaveStatus", "Save this game in another folder")
        folder = QFileDialog.getExistingDirectory(self.window, title, str(Path.home()))
        if not folder:
            return False
        if self.model.save_elsewhere(Path(folder)):
            said = translate("SaveStatus", "Saved to {path}: the game goes on being saved there")
            self.window.statusBar().showMessage(said.format(path=self._where()), 8000)
            return True
        self.ask(self.model.save_problem)
        return False

    def may_close(self) -> bool:
        """Whether the window may close: the game is saved (tried once more
        now), or the person chooses to close without it or saves it in
        another folder first."""
        if self.model.retry_save():
            return True
        choice = QMessageBox.warning(
            self.window,
            "Playmat",
            translate(
                "SaveStatus",
                "This game is not saved: {problem}.\n\n"
                "Save it in another folder, or close and lose the moves since it was last saved?",
            ).format(problem=self.model.save_problem),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if choice == QMessageBox.StandardButton.Discard:
            return True
        return choice == QMessageBox.StandardButton.Save and self.choose_folder()
