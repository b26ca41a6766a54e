"""Staff only: the PIN guard that locks PIN entry, the PIN pad dialogs, and
the staff menu."""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.kiosk.pin import MIN_PIN_DIGITS, PinLock, pin_problem, wait_text
from desktop.kiosk.settings import KioskSettings
from desktop.kiosk.strips import sized_font
from engine import registry

log = logging.getLogger(__name__)

#: Qt's translation (context ``Kiosk``), by the name its tools look for
translate = QCoreApplication.translate

#: lines of the log file the staff menu shows
LOG_TAIL_LINES = 200


def log_tail(path: Path, lines: int = LOG_TAIL_LINES) -> str:
    """The last ``lines`` lines of a text file ("" if it cannot be read)."""
    try:
        with path.open(encoding="utf-8", errors="replace") as f:
            return "".join(deque(f, maxlen=lines))
    except OSError as exc:
        return translate("Kiosk", "(cannot read {file}: {reason})").format(file=path, reason=exc.strerror or exc)


Clock = Callable[[], float]


class PinGuard:
    """Counts wrong staff PINs and locks PIN entry after ``pin_attempts`` of
    them in a row: the first lock lasts ``pin_lock_seconds``, each next lock
    in a row twice the one before, up to ``pin_lock_max_seconds``; the right
    PIN starts over. One guard serves every PIN dialog of a kiosk, so
    closing a dialog does not lift the lock.

    The count and the lock are written to the settings at once, so a
    restart of Playmat lifts nothing. A lock is a span of wall-clock time
    (``clock``: seconds since 1970, injectable for tests), which also runs
    out while Playmat is stopped. If the clock goes back to before the lock
    began, the lock begins again at the new time with its whole wait:
    setting the clock back never opens it sooner. (Setting it forward does;
    that takes root.)"""

    def __init__(self, settings: KioskSettings, clock: Clock = time.time) -> None:
        self.settings = settings
        self.clock = clock
        self.attempts = settings.pin_attempts
        self.state = settings.pin_lock

    @property
    def failures(self) -> int:
        """Wrong PINs in a row since the last lock."""
        return self.state.failures

    def remaining(self) -> float:
        """Seconds until PIN entry opens again (0 when it is open)."""
        lock = self.state
        if lock.wait <= 0:
            return 0.0
        now = self.clock()
        if now < lock.locked_at:
            log.warning("the clock is before the start of the staff PIN lock: the lock starts again")
            lock.locked_at = now
            self.settings.pin_lock = lock
        left = lock.locked_at + lock.wait - now
        if left <= 0:
            lock.wait = 0.0
            self.settings.pin_lock = lock
            return 0.0
        return left

    @property
    def locked(self) -> bool:
        return self.remaining() > 0

    def failed(self) -> None:
        lock = self.state
        lock.failures += 1
        log.warning("wrong staff PIN entered (%d in a row)", lock.failures)
        if lock.failures >= self.attempts:
            first = self.settings.pin_lock_seconds
            lock.wait = min(first * 2 ** min(lock.locks, 32), self.settings.pin_lock_max_seconds)
            lock.locks += 1
            lock.locked_at = self.clock()
            lock.failures = 0
            log.warning(
                "staff PIN entry locked for %.0f s after %d wrong PINs (lock %d in a row)",
                lock.wait,
                self.attempts,
                lock.locks,
            )
        self.settings.pin_lock = lock

    def succeeded(self) -> None:
        if self.state != PinLock():
            self.state = PinLock()
            self.settings.pin_lock = self.state


class QtPinPad(QDialog):
    """A dialog that takes PINs: its fields, an on-screen keypad (a touch
    screen has no keyboard) that types in the field with the focus, and a
    message line. While the guard locks PIN entry, fields and keypad are
    off and the message counts the lock down."""

    def __init__(self, prompt: str, guard: PinGuard, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setModal(True)
        self.setMinimumWidth(560)
        self.prompt = prompt
        self.guard = guard
        self.fields: list[QLineEdit] = []
        self.keys: list[QPushButton] = []
        self.message = QLabel(prompt)
        self.message.setObjectName("kioskPinMessage")
        self.message.setFont(sized_font(self.message, 16))
        self.message.setMinimumHeight(self.message.fontMetrics().height())  # a line, with a message or not
        self.ok_button = self._key(translate("Kiosk", "OK"))
        self.ok_button.setObjectName("kioskPinOk")
        #: counts a lock down on screen, once a second
        self.lock_timer = QTimer(self)
        self.lock_timer.setInterval(1000)
        self.lock_timer.timeout.connect(self.update_lock)
        #: the message line counts a lock down
        self.lock_shown = False

    def add_field(self, name: str) -> QLineEdit:
        """A new PIN field; Enter goes on to the next field, or presses OK."""
        entry = QLineEdit()
        entry.setObjectName(name)
        entry.setEchoMode(QLineEdit.EchoMode.Password)
        entry.setFont(sized_font(entry, 20))
        entry.returnPressed.connect(lambda: self._enter(entry))
        self.fields.append(entry)
        return entry

    def _enter(self, entry: QLineEdit) -> None:
        following = self.fields[self.fields.index(entry) + 1 :]
        if following:
            following[0].setFocus()
        else:
            self.ok_button.click()

    def keypad(self) -> QGridLayout:
        pad = QGridLayout()
        for i, digit in enumerate("1234567890"):
            key = self._key(digit)
            key.clicked.connect(lambda _=False, d=digit: self.target().insert(d))
            pad.addWidget(key, i // 3, i % 3 if i < 9 else 1)
        clear = self._key(translate("Kiosk", "Clear"))
        clear.clicked.connect(lambda _=False: self.target().clear())
        pad.addWidget(clear, 3, 0)
        pad.addWidget(self.ok_button, 3, 2)
        return pad

    def _key(self, label: str) -> QPushButton:
        button = QPushButton(label)
        button.setMinimumSize(80, 64)
        button.setFont(sized_font(button, 18))
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the field keeps the focus
        self.keys.append(button)
        return button

    def cancel_button(self) -> QPushButton:
        button = QPushButton(translate("Kiosk", "Cancel"))
        button.setObjectName("kioskPinCancel")
        button.setMinimumHeight(56)
        button.setFont(sized_font(button, 16))
        button.clicked.connect(self.reject)
        return button

    def target(self) -> QLineEdit:
        """The field the keypad types in: the one with the focus, else the first."""
        focus = self.focusWidget()
        return focus if isinstance(focus, QLineEdit) and focus in self.fields else self.fields[0]

    def update_lock(self) -> bool:
        """Show the time left while PIN entry is locked, and turn the fields
        and the keypad off until it opens; True while locked."""
        left = self.guard.remaining()
        locked = left > 0
        for widget in (*self.fields, *self.keys):
            widget.setEnabled(not locked)
        if locked:
            self.message.setText(self.locked_text(left))
            self.lock_shown = True
            if not self.lock_timer.isActive():
                self.lock_timer.start()
        else:
            self.lock_timer.stop()
            if self.lock_shown:
                self.message.setText(self.prompt)
            self.lock_shown = False
        return locked

    @staticmethod
    def locked_text(left: float) -> str:
        return translate("Kiosk", "Too many wrong PINs. Try again in {wait}.").format(wait=wait_text(left))


class QtPinDialog(QtPinPad):
    """Asks for the staff PIN."""

    #: the right PIN was entered
    unlocked = Signal()

    def __init__(self, settings: KioskSettings, guard: PinGuard, parent: QWidget | None = None) -> None:
        super().__init__(translate("Kiosk", "Staff PIN"), guard, parent)
        self.setObjectName("kioskPin")
        self.setWindowTitle(translate("Kiosk", "Staff"))
        self.settings = settings
        #: the right PIN was shorter than a new PIN may be (set by an older Playmat)
        self.short_pin = False
        self.entry = self.add_field("kioskPinEntry")
        self.ok_button.clicked.connect(self.submit)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(self.entry)
        layout.addLayout(self.keypad())
        layout.addWidget(self.cancel_button())
        self.update_lock()

    def submit(self) -> bool:
        pin = self.entry.text()
        self.entry.clear()
        if self.update_lock():
            log.warning("staff PIN refused: entry is locked for %.0f s more", self.guard.remaining())
            return False
        if pin and self.settings.verify_pin(pin):
            log.info("staff PIN accepted")
            self.short_pin = len(pin) < MIN_PIN_DIGITS
            if self.short_pin:
                log.warning("the staff PIN has fewer than %d digits: staff are asked to change it", MIN_PIN_DIGITS)
            self.guard.succeeded()
            self.accept()
            self.unlocked.emit()
            return True
        self.guard.failed()
        if not self.update_lock():
            self.message.setText(translate("Kiosk", "Wrong PIN. Try again."))
        return False


class QtPinSetup(QtPinPad):
    """Sets the staff PIN, typed twice. On the kiosk's first start
    (``ask_current`` false) it cannot be put away: the kiosk waits for a
    PIN. From the staff menu it asks for the current PIN first, and a wrong
    one counts towards the guard's lock."""

    #: the new PIN is stored
    pin_set = Signal()

    def __init__(
        self, settings: KioskSettings, guard: PinGuard, parent: QWidget | None = None, ask_current: bool = True
    ) -> None:
        super().__init__("", guard, parent)
        self.setObjectName("kioskPinSetup")
        self.setWindowTitle(translate("Kiosk", "Staff PIN"))
        self.settings = settings
        title = QLabel(
            translate("Kiosk", "Change the staff PIN") if ask_current else translate("Kiosk", "Set the staff PIN")
        )
        title.setObjectName("kioskPinSetupTitle")
        title.setFont(sized_font(title, 22, bold=True))
        if ask_current:
            why = translate("Kiosk", "Type the current PIN, then the new one twice: {n} digits or more.")
        else:
            why = translate(
                "Kiosk",
                "This kiosk has no staff PIN yet. Choose one of {n} digits or more (not one digit"
                " repeated, nor digits in a row) and type it twice. Staff enter it to open the staff menu (hold"
                " a corner of the screen for 2 s, or press Ctrl+Alt+S). The demo games start once it is set.",
            )
        why = why.format(n=MIN_PIN_DIGITS)
        text = QLabel(why)
        text.setWordWrap(True)
        text.setFont(sized_font(text, 14))
        self.old_pin = self.add_field("kioskPinOld") if ask_current else None
        self.new_pin = self.add_field("kioskPinNew")
        self.repeat_pin = self.add_field("kioskPinRepeat")
        form = QGridLayout()
        rows = (
            (QT_TRANSLATE_NOOP("Kiosk", "Current PIN"), self.old_pin),
            (QT_TRANSLATE_NOOP("Kiosk", "New PIN"), self.new_pin),
            (QT_TRANSLATE_NOOP("Kiosk", "New PIN again"), self.repeat_pin),
        )
        for row, (name, entry) in enumerate((n, e) for n, e in rows if e is not None):
            label = QLabel(translate("Kiosk", str(name)))
            label.setFont(sized_font(label, 16))
            form.addWidget(label, row, 0)
            form.addWidget(entry, row, 1)
        self.ok_button.clicked.connect(self.submit)
        layout = QVBoxLayout(self)
        layout.setSpacing(12)
        layout.addWidget(title)
        layout.addWidget(text)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addLayout(self.keypad())
        if ask_current:
            layout.addWidget(self.cancel_button())
        # Tall enough for the wrapped text at this width (Qt sizes a new window by its unwrapped minimum).
        self.resize(self.minimumWidth(), layout.totalHeightForWidth(self.minimumWidth()))
        self.fields[0].setFocus()
        self.update_lock()

    def reject(self) -> None:
        """Cancel and Escape; there is no putting off the first PIN."""
        if self.old_pin is not None:
            super().reject()

    def submit(self) -> bool:
        current = self.old_pin.text() if self.old_pin is not None else ""
        new, again = self.new_pin.text(), self.repeat_pin.text()
        for entry in self.fields:
            entry.clear()
        if self.update_lock():
            return False
        differ = translate("Kiosk", "The two new PINs differ. Type them again.")
        problem = pin_problem(new) or (None if again == new else differ)
        if problem is not None:
            self.message.setText(problem)
            return False
        if self.old_pin is not None:
            if not current:
                self.message.setText(translate("Kiosk", "Type the current PIN first."))
                return False
            if not self.settings.verify_pin(current):
                self.guard.failed()
                if not self.update_lock():
                    self.message.setText(translate("Kiosk", "That is not the current PIN."))
                return False
            self.guard.succeeded()
        self.settings.set_pin(new)
        log.info("staff PIN %s", "changed" if self.old_pin is not None else "set")
        self.accept()
        self.pin_set.emit()
        return True


class QtStaffMenu(QDialog):
    """Staff only: the games on show, the log's tail, a new PIN, exit."""

    #: the games on show were changed (their ids)
    games_changed = Signal(list)
    #: staff asked to close Playmat
    exit_requested = Signal()

    def __init__(
        self,
        settings: KioskSettings,
        log_file: Path,
        guard: PinGuard,
        parent: QWidget | None = None,
        short_pin: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("kioskStaff")
        self.setWindowTitle(translate("Kiosk", "Staff menu"))
        self.setModal(True)
        self.settings = settings
        self.guard = guard
        #: the dialog that changes the PIN, while it is open
        self.pin_change: QtPinSetup | None = None
        self.games = QListWidget()
        self.games.setObjectName("kioskStaffGames")
        on_show = set(settings.games)
        for rid in registry.ids():
            try:
                title = registry.get(rid).title or rid
            except Exception:  # a broken ruleset is listed by its id
                title = rid
            item = QListWidgetItem(title)
            item.setData(Qt.ItemDataRole.UserRole, rid)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if rid in on_show else Qt.CheckState.Unchecked)
            self.games.addItem(item)
        apply = QPushButton(translate("Kiosk", "Show these games"))
        apply.setObjectName("kioskStaffApply")
        apply.clicked.connect(self.apply_games)
        self.log_view = QPlainTextEdit()
        self.log_view.setObjectName("kioskStaffLog")
        self.log_view.setReadOnly(True)
        self.log_view.setPlainText(log_tail(log_file))
        self.log_view.moveCursor(self.log_view.textCursor().MoveOperation.End)
        self.change_button = QPushButton(translate("Kiosk", "Change PIN…"))
        self.change_button.setObjectName("kioskStaffChangePin")
        self.change_button.clicked.connect(self.change_pin)
        self.pin_note = QLabel()
        self.pin_note.setWordWrap(True)
        if settings.pin_from_file:
            self.change_button.setEnabled(False)
            note = translate("Kiosk", "The PIN is set by the machine's administrator in {file}.")
            self.pin_note.setText(note.format(file=settings.pin_file))
        self.status = QLabel()
        self.status.setWordWrap(True)
        if short_pin:
            self.status.setText(
                translate(
                    "Kiosk", "This PIN is shorter than {n} digits: change it to one of {n} digits or more."
                ).format(n=MIN_PIN_DIGITS)
            )
        self.exit_button = QPushButton(translate("Kiosk", "Exit Playmat"))
        self.exit_button.setObjectName("kioskStaffExit")
        self.exit_button.clicked.connect(self.exit_requested.emit)
        back = QPushButton(translate("Kiosk", "Back to the kiosk"))
        back.setObjectName("kioskStaffBack")
        back.clicked.connect(self.accept)
        pin_row = QHBoxLayout()
        pin_row.addWidget(self.change_button)
        pin_row.addWidget(self.pin_note, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.exit_button)
        buttons.addStretch(1)
        buttons.addWidget(back)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(translate("Kiosk", "<b>Games on show</b>")))
        layout.addWidget(self.games)
        layout.addWidget(apply)
        layout.addWidget(QLabel(translate("Kiosk", "<b>Log</b> ({file})").format(file=log_file)))
        layout.addWidget(self.log_view, 1)
        layout.addLayout(pin_row)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        self.resize(720, 640)
        self.finished.connect(lambda _=0: self._close_pin_change())

    def checked_games(self) -> list[str]:
        out = []
        for i in range(self.games.count()):
            item = self.games.item(i)
            if item.checkState() == Qt.CheckState.Checked:
                out.append(str(item.data(Qt.ItemDataRole.UserRole)))
        return out

    def apply_games(self) -> None:
        chosen = self.checked_games()
        if not chosen:
            self.status.setText(translate("Kiosk", "Choose at least one game."))
            return
        self.settings.games = chosen
        self.status.setText(translate("Kiosk", "On show: {games}").format(games=", ".join(chosen)))
        log.info("games on show: %s", ", ".join(chosen))
        self.games_changed.emit(chosen)

    def change_pin(self) -> QtPinSetup:
        """Ask for the current PIN and a new one."""
        dialog = QtPinSetup(self.settings, self.guard, self)
        dialog.pin_set.connect(lambda: self.status.setText(translate("Kiosk", "The PIN was changed.")))
        self.pin_change = dialog
        dialog.open()
        return dialog

    def _close_pin_change(self) -> None:
        if self.pin_change is not None and self.pin_change.isVisible():
            self.pin_change.reject()
        self.pin_change = None
