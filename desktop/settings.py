"""The user's settings, kept with QSettings: card size, language of the UI,
sound, and the last game, mode and decks chosen."""

from __future__ import annotations

from PySide6.QtCore import QSettings

#: languages the interface is written in (code, name)
LANGUAGES = (("en", "English"),)

CARD_WIDTHS = (80, 95, 110, 130, 150)


class Settings:
    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else QSettings("Playmat", "Playmat")

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
        value = str(self._get("view/language", "en"))
        return value if value in dict(LANGUAGES) else "en"

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
    def last_game(self) -> str:
        return str(self._get("start/game", ""))

    @property
    def last_mode(self) -> str:
        return str(self._get("start/mode", ""))

    def remember_start(self, game: str, mode: str) -> None:
        self.store.setValue("start/game", game)
        self.store.setValue("start/mode", mode)

    def last_deck(self, game: str, seat: int) -> str:
        return str(self._get(f"decks/{game}/{seat}", ""))

    def set_last_deck(self, game: str, seat: int, path: str) -> None:
        self.store.setValue(f"decks/{game}/{seat}", path)

    def sync(self) -> None:
        self.store.sync()
