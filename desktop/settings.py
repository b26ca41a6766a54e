"""The user's settings, kept with QSettings: card size, language of the UI,
sound, and the last game, mode and decks chosen.

The settings file is the user's alone (mode 0600, in a folder made 0700):
a kiosk keeps the hash of its staff PIN there (see :func:`keep_private`)."""

from __future__ import annotations

import logging
import os
import stat
from pathlib import Path

from PySide6.QtCore import QSettings

from desktop.i18n import LANGUAGES
from desktop.reveals import DEFAULT_SECONDS

log = logging.getLogger(__name__)

__all__ = ["CARD_WIDTHS", "LANGUAGES", "Settings", "keep_private"]

CARD_WIDTHS = (80, 95, 110, 130, 150)


def keep_private(store: QSettings) -> None:
    """Make the file of ``store`` readable by its owner only (0600), and its
    folder 0700 when it is made here.

    Call it before the first write and after every sync: Qt writes the file
    anew beside the old one and renames it, keeping the old file's mode, so
    a file made private before anything is written stays private whenever
    Qt writes it, also by itself. On Windows (settings in the registry,
    files guarded by access lists) there is nothing to do."""
    if os.name == "nt":
        return
    path = Path(store.fileName())
    try:
        if not path.parent.exists():
            path.parent.mkdir(mode=0o700, parents=True)
        if not path.exists():
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        elif stat.S_IMODE(path.stat().st_mode) & 0o077:
            path.chmod(0o600)
    except OSError as exc:
        log.warning("cannot make the settings file %s private: %s", path, exc.strerror or exc)


class Settings:
    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else QSettings("Playmat", "Playmat")
        keep_private(self.store)

    def _get(self, key: str, default: object) -> object:
        value = self.store.value(key, default)
        return default if value is None else value

    @property
    def card_width(self) -> int:
        try:
            return int(str(self._get("view/card_width", 110)))
        except (TypeError, ValueError):
            return 110

    @card_width.setter
    def card_width(self, value: int) -> None:
        self.store.setValue("view/card_width", int(value))

    @property
    def language(self) -> str:
        """The language chosen in the Language menu (a code of
        :data:`~desktop.i18n.LANGUAGES`), or "": the system's."""
        value = str(self._get("view/language", ""))
        return value if value in dict(LANGUAGES) else ""

    @language.setter
    def language(self, value: str) -> None:
        self.store.setValue("view/language", value)

    @property
    def sound(self) -> bool:
        return str(self._get("view/sound", "true")).lower() in ("true", "1")

    @sound.setter
    def sound(self, value: bool) -> None:
        self.store.setValue("view/sound", "true" if value else "false")

    @property
    def reveal_pause(self) -> float:
        """Seconds each card revealed from a deck (drive, damage, trigger
        check) is shown while the game moves on by itself; 0: no pause."""
        try:
            value = float(str(self._get("view/reveal_pause", DEFAULT_SECONDS)))
        except (TypeError, ValueError):
            return DEFAULT_SECONDS
        return min(max(value, 0.0), 10.0)

    @reveal_pause.setter
    def reveal_pause(self, value: float) -> None:
        self.store.setValue("view/reveal_pause", float(value))

    @property
    def last_game(self) -> str:
        return str(self._get("start/game", ""))

    @property
    def last_mode(self) -> str:
        return str(self._get("start/mode", ""))

    @property
    def table_camera(self) -> str:
        """The camera(s) of table mode: a device index, a video file or a
        folder of images; two joined by "+" (one over each seat's half, seat
        1's first). Set by ``playmat --mode table --camera``."""
        return str(self._get("table/camera", "0")) or "0"

    @table_camera.setter
    def table_camera(self, value: str) -> None:
        self.store.setValue("table/camera", value)

    @property
    def bot_strength(self) -> str:
        """The strength of the bot of a game against it: ``heuristic`` (normal) or ``easy``."""
        return str(self._get("start/bot", "heuristic"))

    @bot_strength.setter
    def bot_strength(self, value: str) -> None:
        self.store.setValue("start/bot", value)

    def remember_start(self, game: str, mode: str) -> None:
        self.store.setValue("start/game", game)
        self.store.setValue("start/mode", mode)

    def last_deck(self, game: str, seat: int) -> str:
        return str(self._get(f"decks/{game}/{seat}", ""))

    def set_last_deck(self, game: str, seat: int, path: str) -> None:
        self.store.setValue(f"decks/{game}/{seat}", path)

    def sync(self) -> None:
        self.store.sync()
        keep_private(self.store)
