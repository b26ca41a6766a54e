"""The kiosk's keys and input events: what counts as a touch, and which keys
would leave the kiosk or open the staff menu."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt

INPUT_EVENTS = frozenset(
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

PRESS_EVENTS = frozenset({QEvent.Type.MouseButtonPress, QEvent.Type.TouchBegin})

RELEASE_EVENTS = frozenset({QEvent.Type.MouseButtonRelease, QEvent.Type.TouchEnd, QEvent.Type.TouchCancel})

KEY_EVENTS = frozenset({QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride})

WATCHED_EVENTS = (
    INPUT_EVENTS
    | PRESS_EVENTS
    | RELEASE_EVENTS
    | KEY_EVENTS
    | {QEvent.Type.MouseMove, QEvent.Type.Close, QEvent.Type.Resize, QEvent.Type.Move}
)

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
