"""Kiosk mode: Playmat alone on a shop's screen, for visitors.

``playmat --kiosk`` (or the setting ``kiosk/enabled=true``) turns the main
window into a kiosk:

- **Locked window**: full screen, no frame, no menu bar, no file dialogs,
  and the keys that would leave the game do nothing (Alt+F4, Ctrl+Q,
  Ctrl+W, Escape, F11; every menu action but Confirm and Pass is off).
- **Attract loop**: while nobody plays, bots play the games on show
  (watch mode), one answer every ``kiosk/step_ms`` milliseconds, with a
  caption strip in large text saying what just happened (the latest events
  of the game's journal). The next game comes when a game ends, and every
  ``kiosk/switch_seconds`` seconds.
- **Touch to play**: the button over the attract loop starts the guided
  demo of the game on show (:mod:`desktop.guided_demo`): a short scripted
  game against the goldfish opponent in which a pulsing frame points at
  the one card, zone or button to tap next and the line over the mat says
  why; taps anywhere else change nothing. The demo plays the rest of the
  game and ends on a screen that sends the visitor to the staff for a
  deck, then back to the attract loop. A game without a guided demo starts
  a goldfish game against the random bot with a hint line instead.
- **Idle reset**: after ``kiosk/idle_seconds`` seconds without a touch, a
  click or a key (an application-wide event filter), the visitor's game is
  thrown away and the attract loop resumes.
- **Staff menu**: a long press (2 s) on a corner of the screen, or
  Ctrl+Alt+S, asks for the staff PIN; the right PIN opens the staff menu
  (the games on show, the tail of the log file, change the PIN, exit
  Playmat).

No staff PIN is built in. The PIN is the one in the PIN file
(:data:`PIN_FILE`, ``/etc/playmat/kiosk-pin``) when the machine's
administrator put one there (see :func:`read_pin_file`); otherwise staff
choose it: on the first start the kiosk asks for a PIN of
:data:`MIN_PIN_DIGITS` digits or more and shows no demo game until one is
set, and the staff menu changes it after asking for the current one. A PIN
set in Playmat is stored in the settings as a salted PBKDF2-SHA256 hash
(``kiosk/pin_salt``, ``kiosk/pin_hash``, ``kiosk/pin_iterations``), never in
clear, in a file only its user may read (:func:`desktop.settings.keep_private`).
A shorter PIN stored by an older Playmat still opens the staff menu, which
then asks staff to change it.

After ``kiosk/pin_attempts`` wrong PINs in a row, PIN entry is locked for
``kiosk/pin_lock_seconds``; each next lock in a row lasts twice the one
before, up to ``kiosk/pin_lock_max_seconds`` (:class:`PinGuard`). The count
and the lock are kept in the settings, so a restart does not lift them. The
dialog counts the time down; every wrong PIN and every lock is logged.

Settings (QSettings, group ``kiosk``):

=========================  =====================================  =================
key                        meaning                                default
=========================  =====================================  =================
``enabled``                start in kiosk mode                    false
``games``                  ruleset ids on show, comma-separated   all
``switch_seconds``         the next attract game after this long  180
``idle_seconds``           back to the attract loop after this    60
``step_ms``                a bot answer every this many ms        600
``demo_step_ms``           guided demo: a scripted answer every   700
``pin_attempts``           wrong PINs before PIN entry locks      5
``pin_lock_seconds``       how long the first lock lasts          60
``pin_lock_max_seconds``   the longest lock                       3600
``pin_salt``               salt of the staff PIN (hex)            set by staff
``pin_hash``               PBKDF2 hash of the staff PIN (hex)     set by staff
``pin_iterations``         PBKDF2 iterations of that hash         200000 if absent
``pin_failures``           wrong PINs since the last lock         kept by Playmat
``pin_locks``              locks in a row, no right PIN between   kept by Playmat
``pin_locked_at``          start of the last lock (s since 1970)  kept by Playmat
``pin_lock_wait``          length of the last lock (s)            kept by Playmat
=========================  =====================================  =================
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import math
import os
import random
import stat
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen, QTouchEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFrame,
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

from desktop.guided_demo import VISITOR_SEAT, DemoRun, Plan, script_for
from desktop.logs import LOG_FILE_NAME, state_dir
from desktop.main_window import QtMainWindow
from desktop.prompt_panel import how_to_answer
from desktop.session import BOT, GOLDFISH, MAX_SEED, PASSIVE, WATCH, GameSetup
from desktop.settings import keep_private
from desktop.wording import outcome_text, seat_name
from engine import registry
from engine.decisions import Decision
from engine.errors import PlaymatError
from engine.events import CardMoved, GameEnded, Happened, Note, PhaseBegan, PlayerLost, TurnBegan

log = logging.getLogger(__name__)

#: the fewest digits of a new staff PIN
MIN_PIN_DIGITS = 6
#: PBKDF2-SHA256 iterations of a new PIN hash (OWASP's figure; 0.25 s a try on one core of an AMD EPYC server)
PIN_ITERATIONS = 600_000
#: the iterations of a hash stored without them (Playmat before PINs of 6 digits)
LEGACY_PIN_ITERATIONS = 200_000
SALT_BYTES = 16
#: a PIN hash in one line: ``pbkdf2-sha256$ITERATIONS$SALT$HASH`` (salt and hash in hex)
PIN_HASH_PREFIX = "pbkdf2-sha256"
#: the staff PIN an administrator may give the kiosk (see :func:`read_pin_file`)
PIN_FILE = Path("/etc/playmat/kiosk-pin")
PIN_FILE_MAX_BYTES = 1024

IDLE_SECONDS = 60.0
SWITCH_SECONDS = 180.0
STEP_MS = 600
#: after a game of the attract loop ends, its result stays on screen this long
END_PAUSE_MS = 5000
#: how long a corner must be held to ask for the PIN
LONG_PRESS_MS = 2000
#: the size of the corners that open the PIN dialog on a long press, in pixels
CORNER_PX = 96
#: lines of the log file the staff menu shows
LOG_TAIL_LINES = 200
#: journal events in the attract loop's caption (the newest one largest)
CAPTION_EVENTS = 3
#: the events a caption tells: what happened in sentences, turns and phases,
#: and the moves no sentence tells (a draw); not the answers nor the effects' bookkeeping
CAPTION_KINDS = (Note, Happened, TurnBegan, PhaseBegan, CardMoved, PlayerLost, GameEnded)
#: wrong staff PINs in a row before PIN entry is locked
PIN_ATTEMPTS = 5
#: how long the first lock of PIN entry lasts, in seconds (each next lock in a row twice the one before)
PIN_LOCK_SECONDS = 60.0
#: the longest lock of PIN entry, in seconds
PIN_LOCK_MAX_SECONDS = 3600.0
#: in a guided demo, an answer the demo gives for the visitor every this many ms
DEMO_STEP_MS = 700
#: the guided demo's ending screen goes back to the attract loop after this long
DEMO_END_MS = 20_000

ATTRACT = "attract"
VISITOR = "visitor"

#: Actions of the main window that stay on in kiosk mode (answering only).
KEPT_ACTIONS = ("confirm_action", "pass_action")

_INPUT = frozenset(
    {
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonRelease,
        QEvent.Type.MouseButtonDblClick,
        QEvent.Type.Wheel,
        QEvent.Type.TouchBegin,
        QEvent.Type.TouchUpdate,
        QEvent.Type.TouchEnd,
        QEvent.Type.KeyPress,
    }
)
_PRESS = frozenset({QEvent.Type.MouseButtonPress, QEvent.Type.TouchBegin})
_RELEASE = frozenset({QEvent.Type.MouseButtonRelease, QEvent.Type.TouchEnd, QEvent.Type.TouchCancel})
_KEYS = frozenset({QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride})
_WATCHED = _INPUT | _PRESS | _RELEASE | _KEYS | {QEvent.Type.MouseMove, QEvent.Type.Close, QEvent.Type.Resize, QEvent.Type.Move}

_CTRL = Qt.KeyboardModifier.ControlModifier
_ALT = Qt.KeyboardModifier.AltModifier
_SHIFT = Qt.KeyboardModifier.ShiftModifier
_MODS = _CTRL | _ALT | _SHIFT | Qt.KeyboardModifier.MetaModifier


def is_escape_key(key: int, modifiers: Qt.KeyboardModifier) -> bool:
    """Keys that would leave the kiosk: Alt+F4, Ctrl+Q, Ctrl+W, Escape, F11."""
    mods = modifiers & _MODS
    if key in (Qt.Key.Key_Escape, Qt.Key.Key_F11):
        return True
    if key == Qt.Key.Key_F4 and mods & _ALT:
        return True
    return key in (Qt.Key.Key_Q, Qt.Key.Key_W) and bool(mods & _CTRL)


def is_staff_key(key: int, modifiers: Qt.KeyboardModifier) -> bool:
    """Ctrl+Alt+S."""
    mods = modifiers & _MODS
    return key == Qt.Key.Key_S and bool(mods & _CTRL) and bool(mods & _ALT) and not mods & _SHIFT


def hash_pin(pin: str, salt: bytes, iterations: int = PIN_ITERATIONS) -> bytes:
    return hashlib.pbkdf2_hmac("sha256", pin.encode("utf-8"), salt, iterations)


def pin_problem(pin: str) -> str | None:
    """Why ``pin`` cannot be a new staff PIN (None: it can)."""
    if len(pin) < MIN_PIN_DIGITS or not (pin.isascii() and pin.isdigit()):
        return f"A PIN is {MIN_PIN_DIGITS} digits or more."
    if len(set(pin)) == 1 or pin in "0123456789" * 2 or pin in "9876543210" * 2:
        return "Too easy to guess: choose another PIN."
    return None


def wait_text(seconds: float) -> str:
    """A wait as staff read it: "45 s", "4 min 10 s", "1 h 3 min" (an hour
    or more to the next minute up)."""
    left = math.ceil(seconds)
    if left < 60:
        return f"{left} s"
    if left < 3600:
        minutes, left = divmod(left, 60)
        return f"{minutes} min {left} s" if left else f"{minutes} min"
    hours, minutes = divmod(math.ceil(left / 60), 60)
    return f"{hours} h {minutes} min" if minutes else f"{hours} h"


@dataclass(frozen=True)
class PinHash:
    """A staff PIN as it is kept: a salted PBKDF2-SHA256 hash."""

    salt: bytes
    digest: bytes
    iterations: int

    @classmethod
    def of(cls, pin: str) -> PinHash:
        salt = os.urandom(SALT_BYTES)
        return cls(salt, hash_pin(pin, salt, PIN_ITERATIONS), PIN_ITERATIONS)

    @classmethod
    def parse(cls, line: str) -> PinHash:
        """A hash in one line, ``pbkdf2-sha256$ITERATIONS$SALT$HASH``; ValueError if ``line`` is none."""
        kind, iterations, salt, digest = line.split("$")
        record = cls(bytes.fromhex(salt), bytes.fromhex(digest), int(iterations))
        if kind != PIN_HASH_PREFIX or not record.salt or len(record.digest) != 32 or record.iterations < 1:
            raise ValueError(f"not a {PIN_HASH_PREFIX} hash")
        return record

    def matches(self, pin: str) -> bool:
        return hmac.compare_digest(hash_pin(pin, self.salt, self.iterations), self.digest)


class PinFileError(Exception):
    """The PIN file is there but Playmat may not use it (the message says why)."""


def read_pin_file(path: Path, owner: int = 0) -> PinHash | str | None:
    """The staff PIN that the machine's administrator put in ``path``: a PIN
    of :data:`MIN_PIN_DIGITS` digits or more, or its hash in one line
    (:meth:`PinHash.parse`). None when there is no such file.

    Only a file that no other user can have written or read is used: a
    regular file owned by ``owner`` (root), that neither its group nor
    others may write and others may not read (0600 or 0400, or 0640 or 0440
    with the kiosk user in its group: Playmat runs as that user). Anything
    else raises :class:`PinFileError`. Type, owner and mode are checked on
    the open file, and it is opened without blocking, so a named pipe in
    its place cannot hang the kiosk."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise PinFileError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        perms = stat.S_IMODE(info.st_mode)
        if not stat.S_ISREG(info.st_mode):
            raise PinFileError(f"{path} is not a regular file")
        if info.st_uid != owner:
            raise PinFileError(f"{path} must be owned by user {owner}, not {info.st_uid}")
        if perms & 0o007:
            raise PinFileError(f"{path} may be read by others (mode {perms:04o}): make it 0640 or 0600")
        if perms & 0o020:
            raise PinFileError(f"{path} may be written by its group (mode {perms:04o}): make it 0640 or 0600")
        data = os.read(fd, PIN_FILE_MAX_BYTES + 1)
    except OSError as exc:
        raise PinFileError(f"cannot read {path}: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    if len(data) > PIN_FILE_MAX_BYTES:
        raise PinFileError(f"{path} is too large for a PIN ({len(data)} bytes or more)")
    text = data.decode("utf-8", errors="replace").strip()
    if not text:
        raise PinFileError(f"{path} is empty")
    if text.startswith(PIN_HASH_PREFIX):
        try:
            return PinHash.parse(text)
        except ValueError:
            raise PinFileError(f"{path} holds no valid hash line ({PIN_HASH_PREFIX}$ITERATIONS$SALT$HASH)") from None
    if len(text) < MIN_PIN_DIGITS or not (text.isascii() and text.isdigit()):
        raise PinFileError(f"{path} holds no PIN of {MIN_PIN_DIGITS} digits or more")
    return text


@dataclass
class PinLock:
    """Where a kiosk stands with wrong staff PINs (kept in its settings)."""

    #: wrong PINs in a row since the last lock
    failures: int = 0
    #: locks in a row, with no right PIN between them
    locks: int = 0
    #: when the last lock began, in seconds since 1970 (wall clock)
    locked_at: float = 0.0
    #: how long the last lock lasts, in seconds (0: PIN entry is open)
    wait: float = 0.0


def log_tail(path: Path, lines: int = LOG_TAIL_LINES) -> str:
    """The last ``lines`` lines of a text file ("" if it cannot be read)."""
    try:
        with path.open(encoding="utf-8", errors="replace") as f:
            return "".join(deque(f, maxlen=lines))
    except OSError as exc:
        return f"(cannot read {path}: {exc.strerror or exc})"


class KioskSettings:
    """The ``kiosk/`` keys of Playmat's QSettings, and the PIN file
    (``pin_file``, which must belong to the user ``pin_file_owner``)."""

    def __init__(self, store: QSettings | None = None, pin_file: Path = PIN_FILE, pin_file_owner: int = 0) -> None:
        self.store = store if store is not None else QSettings("Playmat", "Playmat")
        self.pin_file = pin_file
        self.pin_file_owner = pin_file_owner
        #: why the PIN file was last refused (logged once per reason)
        self._pin_file_problem = ""
        keep_private(self.store)

    def _get(self, key: str, default: object) -> object:
        value = self.store.value(key, default)
        return default if value is None else value

    def _number(self, key: str, default: float) -> float:
        try:
            value = float(str(self._get(key, default)))
        except (TypeError, ValueError):
            return default
        return value if value > 0 else default

    def _save(self) -> None:
        self.store.sync()
        keep_private(self.store)

    @property
    def enabled(self) -> bool:
        return str(self._get("kiosk/enabled", "false")).lower() in ("true", "1", "yes", "on")

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self.store.setValue("kiosk/enabled", "true" if value else "false")

    @property
    def games(self) -> list[str]:
        """The games on show, in order (all games when none is set or known)."""
        raw = self._get("kiosk/games", "")
        items = raw if isinstance(raw, list) else str(raw).split(",")
        known = registry.ids()
        chosen = [g.strip() for g in items if g.strip() in known]
        return chosen or list(known)

    @games.setter
    def games(self, ids: Sequence[str]) -> None:
        self.store.setValue("kiosk/games", ",".join(ids))

    @property
    def idle_seconds(self) -> float:
        return self._number("kiosk/idle_seconds", IDLE_SECONDS)

    @property
    def switch_seconds(self) -> float:
        return self._number("kiosk/switch_seconds", SWITCH_SECONDS)

    @property
    def step_ms(self) -> int:
        return int(self._number("kiosk/step_ms", STEP_MS))

    @property
    def demo_step_ms(self) -> int:
        return int(self._number("kiosk/demo_step_ms", DEMO_STEP_MS))

    @property
    def pin_attempts(self) -> int:
        return max(1, int(self._number("kiosk/pin_attempts", PIN_ATTEMPTS)))

    @property
    def pin_lock_seconds(self) -> float:
        return self._number("kiosk/pin_lock_seconds", PIN_LOCK_SECONDS)

    @property
    def pin_lock_max_seconds(self) -> float:
        return max(self.pin_lock_seconds, self._number("kiosk/pin_lock_max_seconds", PIN_LOCK_MAX_SECONDS))

    @property
    def pin_lock(self) -> PinLock:
        def value(key: str) -> float:
            try:
                return max(0.0, float(str(self._get(key, 0))))
            except (TypeError, ValueError):
                return 0.0

        return PinLock(
            int(value("kiosk/pin_failures")),
            int(value("kiosk/pin_locks")),
            value("kiosk/pin_locked_at"),
            value("kiosk/pin_lock_wait"),
        )

    @pin_lock.setter
    def pin_lock(self, lock: PinLock) -> None:
        self.store.setValue("kiosk/pin_failures", lock.failures)
        self.store.setValue("kiosk/pin_locks", lock.locks)
        self.store.setValue("kiosk/pin_locked_at", lock.locked_at)
        self.store.setValue("kiosk/pin_lock_wait", lock.wait)
        self._save()

    def file_pin(self) -> PinHash | str | None:
        """The PIN of the PIN file, when there is one Playmat may use."""
        try:
            pin = read_pin_file(self.pin_file, self.pin_file_owner)
        except PinFileError as exc:
            if str(exc) != self._pin_file_problem:
                log.error("the staff PIN file is not used: %s", exc)
            self._pin_file_problem = str(exc)
            return None
        self._pin_file_problem = ""
        return pin

    def _stored_pin(self) -> PinHash | None:
        try:
            salt = bytes.fromhex(str(self._get("kiosk/pin_salt", "")))
            digest = bytes.fromhex(str(self._get("kiosk/pin_hash", "")))
            iterations = int(str(self._get("kiosk/pin_iterations", LEGACY_PIN_ITERATIONS)))
        except ValueError:
            return None
        return PinHash(salt, digest, iterations) if salt and digest and iterations > 0 else None

    @property
    def pin_from_file(self) -> bool:
        return self.file_pin() is not None

    @property
    def has_pin(self) -> bool:
        return self.pin_from_file or self._stored_pin() is not None

    def set_pin(self, pin: str) -> None:
        record = PinHash.of(pin)
        self.store.setValue("kiosk/pin_salt", record.salt.hex())
        self.store.setValue("kiosk/pin_hash", record.digest.hex())
        self.store.setValue("kiosk/pin_iterations", record.iterations)
        self._save()

    def verify_pin(self, pin: str) -> bool:
        """Whether ``pin`` is the staff PIN: the PIN file's when there is one
        Playmat may use, else the one set in Playmat (none: False). A hash
        of fewer iterations than :data:`PIN_ITERATIONS` is made anew."""
        from_file = self.file_pin()
        if isinstance(from_file, PinHash):
            return from_file.matches(pin)
        if from_file is not None:
            return hmac.compare_digest(pin.encode("utf-8"), from_file.encode("utf-8"))
        stored = self._stored_pin()
        if stored is None or not stored.matches(pin):
            return False
        if stored.iterations < PIN_ITERATIONS:
            self.set_pin(pin)
            log.info("staff PIN hash made anew with %d iterations", PIN_ITERATIONS)
        return True


def _font(widget: QWidget, points: float, bold: bool = False) -> QFont:
    font = QFont(widget.font())
    font.setPointSizeF(points)
    font.setBold(bold)
    return font


class QtAttractStrip(QFrame):
    """The panel over the side column during the attract loop (never over the
    board): the game on show, what just happened in large text, and the Touch
    to play button."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("kioskAttract")
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#kioskAttract { background: rgb(10, 20, 40); border-left: 3px solid #d4a017; }"
            " QLabel { color: white; }"
        )
        self.title = QLabel()
        self.title.setObjectName("kioskTitle")
        self.title.setFont(_font(self.title, 14, bold=True))
        self.title.setWordWrap(True)
        self.caption = QLabel()
        self.caption.setObjectName("kioskCaption")
        self.caption.setWordWrap(True)
        self.caption.setTextFormat(Qt.TextFormat.RichText)
        self.caption.setFont(_font(self.caption, 19))
        self.play_button = QPushButton("Touch to play")
        self.play_button.setObjectName("kioskPlay")
        self.play_button.setFont(_font(self.play_button, 24, bold=True))
        self.play_button.setMinimumSize(340, 110)
        self.play_button.setStyleSheet(
            "QPushButton { background: #d4a017; color: black; border-radius: 14px; padding: 12px 24px; }"
        )
        self.caption.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        column = QVBoxLayout(self)
        column.setContentsMargins(20, 16, 20, 20)
        column.setSpacing(14)
        column.addWidget(self.title)
        column.addWidget(self.caption, 1)
        column.addWidget(self.play_button)


class QtHintStrip(QFrame):
    """The line over the top of the mat while a visitor plays: what to tap next."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("kioskHint")
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#kioskHint { background: rgba(10, 20, 40, 200); border-bottom: 3px solid #d4a017; }"
            " QLabel { color: white; }"
        )
        self.text = QLabel()
        self.text.setObjectName("kioskHintText")
        self.text.setWordWrap(True)
        self.text.setFont(_font(self.text, 15))
        self.again_button = QPushButton("Play again")
        self.again_button.setObjectName("kioskAgain")
        self.again_button.setFont(_font(self.again_button, 18, bold=True))
        self.again_button.setVisible(False)
        row = QHBoxLayout(self)
        row.setContentsMargins(20, 8, 20, 8)
        row.addWidget(self.text, 1)
        row.addWidget(self.again_button)


class QtTapPointer(QWidget):
    """A pulsing frame around what the visitor should tap next, with a
    "Tap here" tag; it lets every click through to what lies below."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("kioskPointer")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        #: where to point, in this widget's coordinates (None: nowhere)
        self.target: QRect | None = None
        #: finds the target again before each frame (cards move when the game changes)
        self.locate: Callable[[], QRect | None] = lambda: None
        self._phase = 0
        self.pulse = QTimer(self)
        self.pulse.setInterval(90)
        self.pulse.timeout.connect(self._tick)
        self.hide()

    def point(self) -> None:
        """Show the pointer over the whole parent and find the target."""
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.refresh()
        if not self.pulse.isActive():
            self.pulse.start()

    def stop(self) -> None:
        self.pulse.stop()
        self.target = None
        self.hide()

    def refresh(self) -> None:
        self.target = self.locate()
        self.update()

    def _tick(self) -> None:
        self._phase = (self._phase + 1) % 12
        self.refresh()

    def paintEvent(self, event: QPaintEvent) -> None:
        r = self.target
        if r is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        grow = 4 + abs(6 - self._phase)
        frame = QRectF(r).adjusted(-grow, -grow, grow, grow).intersected(QRectF(self.rect()).adjusted(4, 4, -4, -4))
        painter.setPen(QPen(QColor(0, 0, 0, 150), 9))
        painter.drawRoundedRect(frame, 10, 10)
        painter.setPen(QPen(QColor("#3fe0ff"), 5))
        painter.drawRoundedRect(frame, 10, 10)
        font = QFont(self.font())
        font.setPointSizeF(15)
        font.setBold(True)
        painter.setFont(font)
        text = "Tap here"
        metrics = painter.fontMetrics()
        tag = QRectF(0, 0, metrics.horizontalAdvance(text) + 24, metrics.height() + 12)
        # Above the frame when there is room, else below it; always inside the widget.
        y = frame.top() - tag.height() - 6 if frame.top() - tag.height() - 6 > 0 else frame.bottom() + 6
        x = min(max(0.0, frame.center().x() - tag.width() / 2), self.width() - tag.width())
        tag.moveTo(x, min(y, self.height() - tag.height()))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#3fe0ff"))
        painter.drawRoundedRect(tag, 8, 8)
        painter.setPen(QColor("black"))
        painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, text)
        painter.end()


class QtDemoEnd(QFrame):
    """The end of a guided demo: who won, what the visitor learnt, and where
    to get a deck; the button goes back to the attract loop."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("kioskDemoEnd")
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#kioskDemoEnd { background: rgba(10, 20, 40, 235); border: 4px solid #d4a017; border-radius: 18px; }"
            " QLabel { color: white; }"
        )
        self.title = QLabel()
        self.title.setObjectName("kioskDemoEndTitle")
        self.title.setFont(_font(self.title, 34, bold=True))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = QLabel()
        self.text.setObjectName("kioskDemoEndText")
        self.text.setFont(_font(self.text, 16))
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.back_button = QPushButton("Back to the demo games")
        self.back_button.setObjectName("kioskDemoBack")
        self.back_button.setFont(_font(self.back_button, 20, bold=True))
        self.back_button.setMinimumHeight(80)
        self.back_button.setStyleSheet(
            "QPushButton { background: #d4a017; color: black; border-radius: 14px; padding: 10px 28px; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(36, 28, 36, 28)
        layout.setSpacing(16)
        layout.addWidget(self.title)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.hide()


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
        self.message.setFont(_font(self.message, 16))
        self.message.setMinimumHeight(self.message.fontMetrics().height())  # a line, with a message or not
        self.ok_button = self._key("OK")
        self.ok_button.setObjectName("kioskPinOk")
        #: counts a lock down on screen, once a second
        self.lock_timer = QTimer(self)
        self.lock_timer.setInterval(1000)
        self.lock_timer.timeout.connect(self.update_lock)

    def add_field(self, name: str) -> QLineEdit:
        """A new PIN field; Enter goes on to the next field, or presses OK."""
        entry = QLineEdit()
        entry.setObjectName(name)
        entry.setEchoMode(QLineEdit.EchoMode.Password)
        entry.setFont(_font(entry, 20))
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
        clear = self._key("Clear")
        clear.clicked.connect(lambda _=False: self.target().clear())
        pad.addWidget(clear, 3, 0)
        pad.addWidget(self.ok_button, 3, 2)
        return pad

    def _key(self, label: str) -> QPushButton:
        button = QPushButton(label)
        button.setMinimumSize(80, 64)
        button.setFont(_font(button, 18))
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the field keeps the focus
        self.keys.append(button)
        return button

    def cancel_button(self) -> QPushButton:
        button = QPushButton("Cancel")
        button.setObjectName("kioskPinCancel")
        button.setMinimumHeight(56)
        button.setFont(_font(button, 16))
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
            self.message.setText(f"Too many wrong PINs. Try again in {wait_text(left)}.")
            if not self.lock_timer.isActive():
                self.lock_timer.start()
        else:
            self.lock_timer.stop()
            if self.message.text().startswith("Too many"):
                self.message.setText(self.prompt)
        return locked


class QtPinDialog(QtPinPad):
    """Asks for the staff PIN."""

    #: the right PIN was entered
    unlocked = Signal()

    def __init__(self, settings: KioskSettings, guard: PinGuard, parent: QWidget | None = None) -> None:
        super().__init__("Staff PIN", guard, parent)
        self.setObjectName("kioskPin")
        self.setWindowTitle("Staff")
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
            self.message.setText("Wrong PIN. Try again.")
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
        self.setWindowTitle("Staff PIN")
        self.settings = settings
        title = QLabel("Change the staff PIN" if ask_current else "Set the staff PIN")
        title.setObjectName("kioskPinSetupTitle")
        title.setFont(_font(title, 22, bold=True))
        if ask_current:
            why = f"Type the current PIN, then the new one twice: {MIN_PIN_DIGITS} digits or more."
        else:
            why = (
                f"This kiosk has no staff PIN yet. Choose one of {MIN_PIN_DIGITS} digits or more (not one digit"
                " repeated, nor digits in a row) and type it twice. Staff enter it to open the staff menu (hold"
                " a corner of the screen for 2 s, or press Ctrl+Alt+S). The demo games start once it is set."
            )
        text = QLabel(why)
        text.setWordWrap(True)
        text.setFont(_font(text, 14))
        self.old_pin = self.add_field("kioskPinOld") if ask_current else None
        self.new_pin = self.add_field("kioskPinNew")
        self.repeat_pin = self.add_field("kioskPinRepeat")
        form = QGridLayout()
        rows = (("Current PIN", self.old_pin), ("New PIN", self.new_pin), ("New PIN again", self.repeat_pin))
        for row, (name, entry) in enumerate((n, e) for n, e in rows if e is not None):
            label = QLabel(name)
            label.setFont(_font(label, 16))
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
        problem = pin_problem(new) or (None if again == new else "The two new PINs differ. Type them again.")
        if problem is not None:
            self.message.setText(problem)
            return False
        if self.old_pin is not None:
            if not current:
                self.message.setText("Type the current PIN first.")
                return False
            if not self.settings.verify_pin(current):
                self.guard.failed()
                if not self.update_lock():
                    self.message.setText("That is not the current PIN.")
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
        self.setWindowTitle("Staff menu")
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
        apply = QPushButton("Show these games")
        apply.setObjectName("kioskStaffApply")
        apply.clicked.connect(self.apply_games)
        self.log_view = QPlainTextEdit()
        self.log_view.setObjectName("kioskStaffLog")
        self.log_view.setReadOnly(True)
        self.log_view.setPlainText(log_tail(log_file))
        self.log_view.moveCursor(self.log_view.textCursor().MoveOperation.End)
        self.change_button = QPushButton("Change PIN…")
        self.change_button.setObjectName("kioskStaffChangePin")
        self.change_button.clicked.connect(self.change_pin)
        self.pin_note = QLabel()
        self.pin_note.setWordWrap(True)
        if settings.pin_from_file:
            self.change_button.setEnabled(False)
            self.pin_note.setText(f"The PIN is set by the machine's administrator in {settings.pin_file}.")
        self.status = QLabel()
        self.status.setWordWrap(True)
        if short_pin:
            self.status.setText(
                f"This PIN is shorter than {MIN_PIN_DIGITS} digits: change it to one of"
                f" {MIN_PIN_DIGITS} digits or more."
            )
        self.exit_button = QPushButton("Exit Playmat")
        self.exit_button.setObjectName("kioskStaffExit")
        self.exit_button.clicked.connect(self.exit_requested.emit)
        back = QPushButton("Back to the kiosk")
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
        layout.addWidget(QLabel("<b>Games on show</b>"))
        layout.addWidget(self.games)
        layout.addWidget(apply)
        layout.addWidget(QLabel(f"<b>Log</b> ({log_file})"))
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
            self.status.setText("Choose at least one game.")
            return
        self.settings.games = chosen
        self.status.setText(f"On show: {', '.join(chosen)}")
        log.info("games on show: %s", ", ".join(chosen))
        self.games_changed.emit(chosen)

    def change_pin(self) -> QtPinSetup:
        """Ask for the current PIN and a new one."""
        dialog = QtPinSetup(self.settings, self.guard, self)
        dialog.pin_set.connect(lambda: self.status.setText("The PIN was changed."))
        self.pin_change = dialog
        dialog.open()
        return dialog

    def _close_pin_change(self) -> None:
        if self.pin_change is not None and self.pin_change.isVisible():
            self.pin_change.reject()
        self.pin_change = None


class QtKiosk(QObject):
    """Runs the main window as a kiosk (see the module's text).

    The times may be given in the constructor (tests use short ones);
    otherwise they come from the settings.
    """

    #: ATTRACT or VISITOR
    mode_changed = Signal(str)

    def __init__(
        self,
        window: QtMainWindow,
        settings: KioskSettings,
        *,
        idle_ms: int | None = None,
        switch_ms: int | None = None,
        step_ms: int | None = None,
        end_pause_ms: int = END_PAUSE_MS,
        long_press_ms: int = LONG_PRESS_MS,
        log_file: Path | None = None,
        seed: int | None = None,
        demo_step_ms: int | None = None,
        demo_end_ms: int = DEMO_END_MS,
        clock: Clock = time.time,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.model = window.model
        self.settings = settings
        self.games = settings.games
        self.log_file = log_file if log_file is not None else state_dir() / LOG_FILE_NAME
        self.mode = ATTRACT
        #: the index in ``games`` of the game on show
        self.index = -1
        self.games_shown = 0
        self._rng = random.Random(seed) if seed is not None else random.SystemRandom()
        self._exiting = False
        self._active = False
        self.pin_dialog: QtPinDialog | None = None
        self.staff_menu: QtStaffMenu | None = None
        #: the dialog that sets the kiosk's first staff PIN
        self.pin_setup: QtPinSetup | None = None
        self.pin_guard = PinGuard(settings, clock)

        def timer(ms: int, single: bool, slot: object) -> QTimer:
            t = QTimer(self)
            t.setInterval(max(0, ms))
            t.setSingleShot(single)
            t.timeout.connect(slot)
            return t

        self.idle_timer = timer(
            idle_ms if idle_ms is not None else int(settings.idle_seconds * 1000), True, self._on_idle
        )
        self.switch_timer = timer(
            switch_ms if switch_ms is not None else int(settings.switch_seconds * 1000), True, self.next_game
        )
        self.step_timer = timer(step_ms if step_ms is not None else settings.step_ms, False, self._on_step)
        self.end_timer = timer(end_pause_ms, True, self.next_game)
        self.press_timer = timer(long_press_ms, True, self.ask_staff)
        #: the scripted answers of a guided demo come one per tick
        self.demo_timer = timer(
            demo_step_ms if demo_step_ms is not None else settings.demo_step_ms, True, self._demo_auto
        )
        #: the guided demo's ending screen goes back to the attract loop
        self.demo_end_timer = timer(demo_end_ms, True, self.start_attract)
        #: the guided demo in progress (None: none, or a free goldfish game)
        self.demo: DemoRun | None = None
        #: the visitor's next answer in the demo, and the decision it answers
        self.demo_plan: Plan | None = None
        self._demo_decision: Decision | None = None
        #: a wrong tap was made on this guided step
        self.demo_missed = False

        # Over the mat, as children of the page stack (a QSplitter would take them in as panes).
        page = window.pages
        self.attract = QtAttractStrip(page)
        self.attract.play_button.clicked.connect(self.touch_to_play)
        self.hint = QtHintStrip(page)
        self.hint.again_button.clicked.connect(self.touch_to_play)
        self.hint.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, False)
        self.hint.text.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.attract.hide()
        self.hint.hide()
        self.pointer = QtTapPointer(page)
        self.pointer.locate = self._demo_target_rect
        self.demo_end = QtDemoEnd(page)
        self.demo_end.back_button.clicked.connect(self.start_attract)
        self.model.changed.connect(self._on_changed)
        self.model.game_started.connect(self._on_changed)
        self.model.picking_changed.connect(self.pointer.refresh)
        self.model.notice.connect(self._on_notice)

    # -- the window ---------------------------------------------------------------------

    def start(self, show: bool = True) -> None:
        """Lock the window, install the input filter and start the attract
        loop; without a staff PIN, ask staff for one first."""
        w = self.window
        w.setWindowFlag(Qt.WindowType.FramelessWindowHint, True)
        w.setWindowFlag(Qt.WindowType.WindowStaysOnTopHint, True)
        w.menuBar().setVisible(False)
        w.menuBar().setEnabled(False)
        w.statusBar().setVisible(False)
        locked: set[QAction] = set(w.actions())
        for name in KEPT_ACTIONS:
            locked.discard(getattr(w, name))
        w.locked_actions = locked
        for act in locked:
            act.setEnabled(False)
        for view in (w.mat, w.hand):
            view.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)
        w.prompt.set_touch(True)  # a touch screen: no key named, buttons a fingertip can hit
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        self._active = True
        log.info("kiosk mode: games on show %s", ", ".join(self.games))
        if self.settings.has_pin:
            self.start_attract()
        else:
            log.warning("no staff PIN yet: the kiosk shows no demo game until staff set one")
            QTimer.singleShot(0, self.set_up_pin)  # over the window, once it is shown
        if show:
            w.showFullScreen()

    def shutdown(self) -> None:
        """Stop the timers and the input filter; the window may close again."""
        self._active = False
        self._exiting = True
        for t in (self.idle_timer, self.switch_timer, self.step_timer, self.end_timer, self.press_timer):
            t.stop()
        self._stop_demo()
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self._close_dialogs()

    def exit_app(self) -> None:
        """Staff asked to close Playmat."""
        log.info("kiosk closed by staff")
        self.shutdown()
        self.model.stop()
        self.window.close()

    # -- attract loop --------------------------------------------------------------------

    def start_attract(self) -> None:
        self.idle_timer.stop()
        self._stop_demo()
        self.mode = ATTRACT
        self.hint.hide()
        self.attract.show()
        self.attract.raise_()
        self._place()
        self.mode_changed.emit(ATTRACT)
        self.next_game()

    def next_game(self) -> None:
        """The next game of the attract loop (also when it is time to switch)."""
        if self.mode != ATTRACT or not self._active:
            return
        self.end_timer.stop()
        for _ in range(len(self.games)):
            self.index = (self.index + 1) % len(self.games)
            game = self.games[self.index]
            setup = GameSetup(game, WATCH, (), self._rng.randrange(MAX_SEED))
            if self.window.start_game(setup):
                break
            log.warning("the attract loop skips %s: it cannot start", game)
        else:
            log.error("no game on show can start")
            return
        self.games_shown += 1
        self.attract.raise_()  # a page change puts the page on top
        self.switch_timer.start()
        self.step_timer.start()
        self._on_changed()

    @property
    def game_on_show(self) -> str:
        return self.games[max(self.index, 0) % len(self.games)]

    def set_games(self, ids: Sequence[str]) -> None:
        known = registry.ids()
        chosen = [g for g in ids if g in known]
        if not chosen:
            return
        self.games = chosen
        self.index = -1
        if self.mode == ATTRACT:
            self.next_game()

    def _on_step(self) -> None:
        s = self.model.session
        if self.mode != ATTRACT or s is None:
            self.step_timer.stop()
            return
        if s.over:
            self.step_timer.stop()
            if not self.end_timer.isActive():
                self.end_timer.start()
            return
        self.model.step()

    def play_to_end(self, limit: int = 100_000) -> int:
        """Play the attract game on show to its end at once (no timers, no
        waits); returns the answers played. For soak runs."""
        s = self.model.session
        n = 0
        while s is not None and not s.over and n < limit:
            self.model.step()
            n += 1
        return n

    # -- visitors ------------------------------------------------------------------------

    def touch_to_play(self) -> bool:
        """The guided demo of the game on show, or (for a game without one,
        or if it cannot start) a goldfish game against the random bot."""
        game = self.game_on_show
        for t in (self.step_timer, self.switch_timer, self.end_timer):
            t.stop()
        self._stop_demo()
        self.mode = VISITOR
        self.attract.hide()
        if self._start_demo(game):
            log.info("a visitor plays the guided demo of %s", game)
        elif self.window.start_game(GameSetup(game, GOLDFISH, (), self._rng.randrange(MAX_SEED), BOT)):
            log.info("a visitor plays %s", game)
        else:
            self.start_attract()
            return False
        self.hint.show()
        self._place()
        self.hint.raise_()
        self._place()
        self.idle_timer.start()
        self.mode_changed.emit(VISITOR)
        self._on_changed()
        return True

    # -- the guided demo -------------------------------------------------------------------

    def _start_demo(self, game: str) -> bool:
        script = script_for(game)
        if script is None:
            return False
        try:
            run = DemoRun(script)
        except (PlaymatError, KeyError, ValueError):
            log.error("the guided demo of %s cannot start", game, exc_info=True)
            return False
        model = self.model
        factory = model.factory
        model.factory = lambda _setup: run.match
        self.demo = run
        try:
            ok = self.window.start_game(GameSetup(script.ruleset, GOLDFISH, (), script.seed, PASSIVE))
        finally:
            model.factory = factory
        if not ok or model.match is not run.match:
            self.demo = None
            return False
        return True

    def _stop_demo(self) -> None:
        self.demo = None
        self.demo_plan = None
        self._demo_decision = None
        self.demo_timer.stop()
        self.demo_end_timer.stop()
        self.pointer.stop()
        self.demo_end.hide()

    def _demo_advance(self) -> None:
        """After every change of a guided demo: note the step done, plan the
        visitor's next answer, point at it (guided) or give it (scripted)."""
        run = self.demo
        s = self.model.session
        if run is None or s is None or s.match is not run.match:
            return
        plan = self.demo_plan
        if plan is not None and s.match.decision is not self._demo_decision:
            run.answered(plan)
            self.demo_plan = None
            self._demo_decision = None
        if s.over:
            self._demo_finished()
            return
        d = self.model.decision
        if d is None or d is self._demo_decision:
            self.pointer.refresh()
            return
        plan = run.plan(d)
        self.demo_plan = plan
        self._demo_decision = d
        self.demo_missed = False
        if plan.guided:
            run.match.expected = plan.keys
            self.demo_timer.stop()
            self.pointer.point()
            self.idle_timer.start()
        else:
            self.pointer.stop()
            self.idle_timer.start()  # the demo is moving on by itself: idle counts from the next tap asked
            self.demo_timer.start()

    def _demo_auto(self) -> None:
        """The scripted answer of the visitor's seat (between guided steps)."""
        run, plan, d = self.demo, self.demo_plan, self._demo_decision
        if run is None or plan is None or plan.guided or d is None or self.model.decision is not d:
            return
        run.match.expected = plan.keys
        if not self.model.answer(plan.keys):
            log.error("guided demo %s: the scripted answer %s was refused", run.script.ruleset, plan.keys)
            self._demo_finished()

    def _demo_finished(self) -> None:
        run = self.demo
        s = self.model.session
        self.demo_timer.stop()
        self.pointer.stop()
        if run is None or s is None:
            return
        outcome = s.match.outcome()
        won = outcome is not None and VISITOR_SEAT in outcome.winners
        title = "You won!" if won else "Good game!"
        why = _escape(outcome.reason) if outcome is not None else ""
        self.demo_end.title.setText(title)
        self.demo_end.text.setText(
            f"{why}<br><br>{_escape(run.script.lesson)}<br><br>"
            f"<b>Ask staff for a {_escape(run.script.title)} deck</b> and play it for real."
        )
        self.demo_end.show()
        self._place()
        self.demo_end.raise_()
        self.idle_timer.stop()
        self.demo_end_timer.start()
        log.info("guided demo of %s ended: %s", run.script.ruleset, title)

    def demo_text(self) -> str:
        """The hint line of a guided demo."""
        run, plan = self.demo, self.demo_plan
        if run is None:
            return ""
        s = self.model.session
        if s is not None and s.over:
            outcome = s.match.outcome()
            won = outcome is not None and VISITOR_SEAT in outcome.winners
            return f"<b>{'You won!' if won else 'Good game!'}</b> Ask staff for a deck to take home."
        total = run.script.guided_beats
        if plan is not None and plan.guided and plan.beat is not None:
            head = f"<span style='color:#3fe0ff'><b>Step {plan.number} of {total}</b></span> · {plan.beat.caption}"
            if self.demo_missed:
                head += "<br><span style='color:#ffb0a0'>Not that one: tap what the blue frame shows.</span>"
            elif run.then:
                head += f"<br><span style='font-size:12pt; color:#c8c8c8'>{run.then}</span>"
            return head
        newest = ""
        if s is not None:
            for event in reversed(s.match.journal[-12:]):
                newest = event.describe(s.viewer).strip()
                if newest:
                    break
        last = f"<div style='font-size:12pt; color:#c8c8c8'>{_escape(newest)}</div>" if newest else ""
        if plan is not None and plan.beat is not None:
            doing = plan.beat.caption
        elif run.lesson_over:
            doing = "Well done! The demo plays the rest of the game for you…"
            if run.then:
                doing = f"{run.then} {doing}"
        elif plan is None:
            doing = "Your opponent is playing…"
        else:
            doing = run.then or "The demo plays for you…"
        return f"<b>{doing}</b>{last}"

    def _on_notice(self, _text: str) -> None:
        """A tap that did nothing (a refused answer, a card that is no
        choice now): say so under the step, which stays."""
        plan, d = self.demo_plan, self._demo_decision
        if self.demo is None or plan is None or not plan.guided or d is None or self.demo_missed:
            return
        selected = self.model.selected_card
        if selected is not None and any(o.key == plan.target and o.card == selected for o in d.options):
            return  # the first of two taps (the card, then where it goes)
        self.demo_missed = True
        self.hint.text.setText(self.demo_text())

    def demo_target(self) -> tuple[QWidget, QRect] | None:
        """What the visitor must tap now: the widget (the mat's or the hand's
        viewport, or a button) and the rectangle in it."""
        plan, d = self.demo_plan, self.model.decision
        if plan is None or not plan.guided or d is None or d is not self._demo_decision:
            return None
        try:
            o = d.option(plan.target)
        except PlaymatError:
            return None
        model, w = self.model, self.window
        if o.card is not None:
            spot = self._card_spot(o.card)
            opts = model.options_for_card(o.card)
            if spot is not None and len(opts) == 1:
                return spot
            here = model.card_zone(o.card)
            if spot is not None and o.zone and o.zone != here and [x.zone for x in opts].count(o.zone) == 1:
                if model.selected_card == o.card:
                    return self._zone_spot(o.zone)
                return spot
        elif o.zone is not None and [x.key for x in model.options_for_zone(o.zone)] == [o.key]:
            spot = self._zone_spot(o.zone)
            if spot is not None:
                return spot
        button = w.prompt.buttons.get(o.key)
        if button is None or not button.isVisible():
            return None
        area = w.prompt.options_area
        box = area.widget()
        # New buttons get their places when the layout next runs: run it now.
        for layout in (w.prompt.layout(), box.layout() if box is not None else None):
            if layout is not None:
                layout.activate()
        area.ensureWidgetVisible(button)
        rect = QRect(button.mapTo(area.viewport(), QPoint(0, 0)), button.size()).intersected(area.viewport().rect())
        if rect.isEmpty():
            return None
        return area.viewport(), rect

    def _card_spot(self, iid: int) -> tuple[QWidget, QRect] | None:
        w = self.window
        for view in (w.mat, w.hand):
            item = view.cards.get(iid)
            if item is None:
                continue
            rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
            if view is w.hand:
                # A hand card is covered on its right by the next one: point at the part that shows.
                for other in view.cards.values():
                    left = view.mapFromScene(other.sceneBoundingRect()).boundingRect().left()
                    if other is not item and other.zValue() > item.zValue() and rect.left() < left < rect.right():
                        rect.setRight(left - 1)
            rect = rect.intersected(view.viewport().rect())
            return (view.viewport(), rect) if not rect.isEmpty() else None
        return None

    def _zone_spot(self, key: str) -> tuple[QWidget, QRect] | None:
        mat = self.window.mat
        item = mat.zones.get(key)
        if item is None:
            return None
        rect = mat.mapFromScene(item.sceneBoundingRect()).boundingRect().intersected(mat.viewport().rect())
        return (mat.viewport(), rect) if not rect.isEmpty() else None

    def _demo_target_rect(self) -> QRect | None:
        """The pointer's target in the page's coordinates."""
        spot = self.demo_target()
        if spot is None:
            return None
        widget, rect = spot
        page = self.window.pages
        target = QRect(widget.mapTo(page, rect.topLeft()), rect.size())
        # Point only at what a tap there would reach (not at a button still
        # waiting for its place, nor at something covered by the hint line).
        hit = page.childAt(target.center())
        while hit is not None and hit is not widget:
            hit = hit.parentWidget()
        return target if hit is widget else None

    def hint_text(self) -> str:
        model = self.model
        s = model.session
        if s is None:
            return ""
        if self.demo is not None:
            return self.demo_text()
        d = model.decision
        if d is not None:
            return f"<b>Your move: {_escape(d.prompt)}</b><br>{_escape(how_to_answer(d, touch=True))} Choices are framed in gold."
        if s.over:
            outcome = s.match.outcome()
            return outcome_text(outcome) if outcome is not None else "Game over"
        nxt = s.match.decision
        return f"{seat_name(nxt.player)} (the computer) is playing…" if nxt is not None else ""

    def caption_text(self) -> str:
        s = self.model.session
        if s is None:
            return ""
        lines: list[str] = []
        told: list[str] = []  # the sentences already taken, newest first
        for event in reversed(s.match.journal[-24:]):
            if not isinstance(event, CAPTION_KINDS):
                continue
            text = self.model.describe(event).strip()
            # a move a sentence of the rules already tells ("Player 1 calls X to ...") is left out
            if isinstance(event, CardMoved) and any(event.name in t for t in told):
                continue
            told.append(text)
            if text and (not lines or lines[-1] != text):
                lines.append(text)
            if len(lines) == CAPTION_EVENTS:
                break
        if not lines:
            return ""
        older = "".join(f"<div style='font-size:13pt; color:#c8c8c8'>{_escape(t)}</div>" for t in reversed(lines[1:]))
        return f"{older}<div>{_escape(lines[0])}</div>"

    def _on_changed(self) -> None:
        s = self.model.session
        if s is None:
            return
        if self.mode == ATTRACT:
            title = s.match.ruleset.title or s.match.ruleset.id
            self.attract.title.setText(f"Now showing: {title} · two computer players")
            self.attract.caption.setText(self.caption_text())
        else:
            if self.demo is not None:
                self._demo_advance()
            self.hint.text.setText(self.hint_text())
            self.hint.again_button.setVisible(s.over and self.demo is None)

    def _on_idle(self) -> None:
        if not self._active:
            return
        log.info("kiosk idle: back to the attract loop")
        self._close_dialogs()
        self.start_attract()

    # -- staff ---------------------------------------------------------------------------

    def ask_staff(self) -> None:
        """The staff key or a long press on a corner: ask for the staff PIN,
        or while the kiosk has none, for a new one."""
        if self.settings.has_pin:
            self.request_staff()
        else:
            self.set_up_pin()

    def set_up_pin(self) -> QtPinSetup:
        """Ask staff for the kiosk's first PIN; the attract loop starts once it is set."""
        if self.pin_setup is not None and self.pin_setup.isVisible():
            self.pin_setup.raise_()
            return self.pin_setup
        dialog = QtPinSetup(self.settings, self.pin_guard, self.window, ask_current=False)
        dialog.pin_set.connect(self._pin_set_up)
        self.pin_setup = dialog
        dialog.open()
        return dialog

    def _pin_set_up(self) -> None:
        if self.games_shown == 0:
            self.start_attract()

    def request_staff(self) -> QtPinDialog:
        """Ask for the staff PIN (the staff menu opens when it is right)."""
        self.press_timer.stop()
        if self.pin_dialog is not None and self.pin_dialog.isVisible():
            return self.pin_dialog
        if self.staff_menu is not None and self.staff_menu.isVisible():
            self.staff_menu.raise_()
            assert self.pin_dialog is not None
            return self.pin_dialog
        dialog = QtPinDialog(self.settings, self.pin_guard, self.window)
        dialog.unlocked.connect(self.open_staff_menu)
        self.pin_dialog = dialog
        self.idle_timer.start()
        dialog.open()
        return dialog

    def open_staff_menu(self) -> QtStaffMenu:
        short_pin = self.pin_dialog is not None and self.pin_dialog.short_pin
        menu = QtStaffMenu(self.settings, self.log_file, self.pin_guard, self.window, short_pin)
        menu.games_changed.connect(self.set_games)
        menu.exit_requested.connect(self.exit_app)
        menu.finished.connect(lambda _=0: self._after_staff())
        self.staff_menu = menu
        self.idle_timer.start()
        menu.open()
        return menu

    def _after_staff(self) -> None:
        if self.mode == ATTRACT:
            self.idle_timer.stop()

    def _close_dialogs(self) -> None:
        for dialog in (self.pin_dialog, self.staff_menu):
            if dialog is not None and dialog.isVisible():
                dialog.reject()
        self.pin_dialog = None
        self.staff_menu = None

    # -- input -----------------------------------------------------------------------------

    def _place(self) -> None:
        """The attract panel over the side column, the hint over the top of the mat."""
        mat = self.window.mat
        r = QRect(mat.mapTo(self.window.pages, QPoint(0, 0)), mat.size())
        side = self.window.prompt.parentWidget()
        if side is not None:
            self.attract.setGeometry(QRect(side.mapTo(self.window.pages, QPoint(0, 0)), side.size()))
        tall = 170 if self.demo is not None else 140
        self.hint.setGeometry(QRect(r.left(), r.top(), r.width(), max(96, min(tall, r.height() // 4))))
        page = self.window.pages.rect()
        if self.pointer.isVisible():
            self.pointer.setGeometry(page)
        end_w, end_h = min(page.width() - 40, 760), min(page.height() - 40, 440)
        self.demo_end.setGeometry(QRect(page.center().x() - end_w // 2, page.center().y() - end_h // 2, end_w, end_h))

    def _in_corner(self, pos: QPoint) -> bool:
        w = self.window
        top_left = w.mapToGlobal(QPoint(0, 0))
        r = QRect(top_left, w.size())
        if not r.contains(pos):
            return False
        near_x = pos.x() - r.left() < CORNER_PX or r.right() - pos.x() < CORNER_PX
        near_y = pos.y() - r.top() < CORNER_PX or r.bottom() - pos.y() < CORNER_PX
        return near_x and near_y

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        t = event.type()
        if t not in _WATCHED or not self._active:
            return False
        if t in (QEvent.Type.Resize, QEvent.Type.Move):
            # the overlays follow the mat and the side column (a splitter moved, the window resized)
            if obj is self.window.mat or obj is self.window.pages or obj is self.window.prompt.parentWidget():
                self._place()
            return False
        if t == QEvent.Type.Close:
            if obj is self.window and not self._exiting:
                event.ignore()
                log.info("kiosk: closing the window is refused (staff menu → Exit)")
                return True
            return False
        if t in _INPUT or (t == QEvent.Type.MouseMove and event.spontaneous()):
            if self.idle_timer.isActive():
                self.idle_timer.start()
        if t in _KEYS and isinstance(event, QKeyEvent):
            key, mods = event.key(), event.modifiers()
            if is_staff_key(key, mods):
                if t == QEvent.Type.KeyPress and not event.isAutoRepeat():
                    QTimer.singleShot(0, self.ask_staff)
                return True
            if is_escape_key(key, mods):
                return True
            return False
        if t in _PRESS:
            pos = _global_pos(event)
            if pos is not None and self._in_corner(pos):
                if not self.press_timer.isActive():
                    self.press_timer.start()
            return False
        if t in _RELEASE:
            self.press_timer.stop()
        return False


def _global_pos(event: QEvent) -> QPoint | None:
    if isinstance(event, QMouseEvent):
        return event.globalPosition().toPoint()
    if isinstance(event, QTouchEvent) and event.points():
        return event.points()[0].globalPosition().toPoint()
    return None


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def start_kiosk(window: QtMainWindow, store: QSettings | None = None, show: bool = True) -> QtKiosk:
    """Turn ``window`` into a kiosk with the settings in ``store``."""
    kiosk = QtKiosk(window, KioskSettings(store))
    kiosk.start(show=show)
    return kiosk
