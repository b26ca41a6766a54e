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

The package: :mod:`~desktop.kiosk.window` (the kiosk itself),
:mod:`~desktop.kiosk.staff` (PIN guard, PIN dialogs, staff menu),
:mod:`~desktop.kiosk.strips` (what lies over the main window),
:mod:`~desktop.kiosk.settings`, :mod:`~desktop.kiosk.pin` (no Qt) and
:mod:`~desktop.kiosk.keys`.
"""

from desktop.kiosk.keys import is_escape_key, is_staff_key
from desktop.kiosk.pin import (
    MIN_PIN_DIGITS,
    PIN_ATTEMPTS,
    PIN_FILE,
    PIN_ITERATIONS,
    PinFileError,
    PinHash,
    PinLock,
    hash_pin,
    pin_problem,
    read_pin_file,
    wait_text,
)
from desktop.kiosk.settings import KioskSettings
from desktop.kiosk.staff import PinGuard, log_tail
from desktop.kiosk.window import ATTRACT, KEPT_ACTIONS, VISITOR, QtKiosk, start_kiosk

__all__ = [
    "ATTRACT",
    "KEPT_ACTIONS",
    "MIN_PIN_DIGITS",
    "PIN_ATTEMPTS",
    "PIN_FILE",
    "PIN_ITERATIONS",
    "VISITOR",
    "KioskSettings",
    "PinFileError",
    "PinGuard",
    "PinHash",
    "PinLock",
    "QtKiosk",
    "hash_pin",
    "is_escape_key",
    "is_staff_key",
    "log_tail",
    "pin_problem",
    "read_pin_file",
    "start_kiosk",
    "wait_text",
]
