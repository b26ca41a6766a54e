"""The interface's language: which one, and Qt's translators for it.

Widgets write their words in English through Qt's translation system
(``self.tr(...)`` in a widget, ``QCoreApplication.translate(context, ...)``
elsewhere); the translations are ``assets/i18n/playmat_<code>.ts``, compiled
to ``.qm`` by ``python -m desktop.i18n_build`` (the set-up and the installer
build run it). :func:`apply_language` loads the compiled file and Qt's own
translations of its standard dialogs and buttons (``qtbase_<code>.qm``, when
Qt ships them), and every widget is sent a ``LanguageChange`` event: the
window's widgets rewrite their words then, and the game goes on.

The language at start is, first found: the environment variable
``PLAYMAT_LANGUAGE`` (``en``, ``ja``), the Language menu's choice (kept in
the settings), the system's languages (:func:`system_language`), English.

A language whose script no font of the system writes (Japanese on a Linux
without a CJK font) takes the fonts the bundle carries in ``assets/fonts/``
(:func:`ensure_font`).
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QFontDatabase, QGuiApplication

from engine import paths

log = logging.getLogger(__name__)

#: the languages the interface is written in: (code, the language's own name)
LANGUAGES = (("en", "English"), ("ja", "日本語"))

#: the language the source is written in: it needs no translation file
SOURCE_LANGUAGE = "en"

#: the environment variable that picks the language whatever the settings say
ENV_VAR = "PLAYMAT_LANGUAGE"

_installed: list[QTranslator] = []
_current = SOURCE_LANGUAGE


def mode_name(mode: str, full: bool = False) -> str:
    """A mode's title (``Goldfish (practice alone)``; short: ``Goldfish``) in
    the language in place (context ``modes``: gathered from
    :data:`desktop.session.MODE_TITLES` by the translation build)."""
    from desktop.session import MODE_TITLES

    title = MODE_TITLES.get(mode, mode)
    return QCoreApplication.translate("modes", title if full else title.split(" (")[0])


#: the font files a bundle may carry for a language whose script the system has no font for
FONT_SUFFIXES = (".ttc", ".otf", ".ttf")

#: the writing system each language needs a font for
WRITING_SYSTEMS = {"ja": QFontDatabase.WritingSystem.Japanese}

#: the fonts registered from the bundle, by their files (registered once)
_registered_fonts: dict[Path, list[str]] = {}


def fonts_dir() -> Path:
    """The fonts a bundle carries: ``assets/fonts/`` (the installer build
    copies one Noto Sans CJK JP there; a checkout has none, its system does)."""
    return paths.assets_dir() / "fonts"


def system_has_font(code: str) -> bool:
    """Whether a font of the system (or one registered) writes ``code``'s script."""
    system = WRITING_SYSTEMS.get(code)
    return system is None or bool(QFontDatabase.families(system))


def ensure_font(code: str, folder: Path | None = None, has_font: bool | None = None) -> list[str]:
    """When no font of the system writes ``code``'s script (``has_font``:
    given by tests), register the bundle's fonts (:func:`fonts_dir`) with
    Qt, which then falls back to them for those characters; returns the font
    families registered ([] when none was needed or none is there)."""
    if code not in WRITING_SYSTEMS or not isinstance(QCoreApplication.instance(), QGuiApplication):
        return []  # fonts are a GUI's (Qt's font database needs its application)
    if has_font is None:
        has_font = system_has_font(code)
    if has_font:
        return []
    families: list[str] = []
    folder = folder or fonts_dir()
    for path in sorted(folder.glob("*")) if folder.is_dir() else []:
        if path.suffix.lower() not in FONT_SUFFIXES:
            continue
        if path not in _registered_fonts:
            font_id = QFontDatabase.addApplicationFont(str(path))
            _registered_fonts[path] = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
            if font_id < 0:
                log.warning("the font %s could not be read", path)
        families += _registered_fonts[path]
    if not families:
        log.warning("no font writes %s: its characters may show as empty boxes (install fonts-noto-cjk)", code)
    return families


def i18n_dir() -> Path:
    """Where the translation sources (``.ts``) and their compiled files (``.qm``) are."""
    return paths.assets_dir() / "i18n"


def known(code: str) -> bool:
    return code in dict(LANGUAGES)


def system_language(ui_languages: list[str] | None = None) -> str:
    """The first of the system's languages the interface is written in
    (``ja-JP`` -> ``ja``), else English."""
    for name in QLocale.system().uiLanguages() if ui_languages is None else ui_languages:
        code = name.replace("_", "-").split("-", 1)[0].lower()
        if known(code):
            return code
    return SOURCE_LANGUAGE


def start_language(chosen: str) -> str:
    """The language to start in: ``PLAYMAT_LANGUAGE``, else ``chosen`` (the
    settings' choice; "" follows the system), else the system's language."""
    env = os.environ.get(ENV_VAR, "").strip().lower()
    if known(env):
        return env
    if known(chosen):
        return chosen
    return system_language()


def current_language() -> str:
    """The language :func:`apply_language` last put in place."""
    return _current


def apply_language(code: str, folder: Path | None = None) -> bool:
    """Put ``code`` in place for the whole application: remove the
    translators of the language before, install this one's (none for
    English). Returns False when the language's compiled file is missing or
    unreadable; the words then stay English, and the log says why."""
    global _current
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("apply_language needs a Qt application")
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    _current = SOURCE_LANGUAGE
    QLocale.setDefault(QLocale.system())
    if code == SOURCE_LANGUAGE or not known(code):
        return known(code)
    ours = QTranslator(app)
    qm = (folder or i18n_dir()) / f"playmat_{code}.qm"
    if not ours.load(str(qm)):
        log.warning("no translation for %s (%s missing: run `python -m desktop.i18n_build`)", code, qm)
        return False
    qt_own = QTranslator(app)
    if qt_own.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
    app.installTranslator(ours)
    _installed.append(ours)
    _current = code
    ensure_font(code)  # a window's words need a font for the language's script
    QLocale.setDefault(QLocale(code))
    return True
