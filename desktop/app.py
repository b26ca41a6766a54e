"""Start Playmat's window: compose the model and the widgets, and run Qt.

:func:`run` is what ``playmat`` and ``playmat --screenshot PATH`` call.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable, Sequence
from importlib import metadata
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QIcon, QImageWriter
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop.bridge import QtSpectatorModel
from desktop.control_panel import MAX_SEED
from desktop.logs import start_file_log, stop_file_log
from desktop.main_window import QtMainWindow
from desktop.spectator import ruleset_choices
from engine import paths

log = logging.getLogger(__name__)

#: The window's size when it first opens (and the size of a screenshot).
WINDOW_SIZE = (1280, 800)

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


def version() -> str:
    try:
        return metadata.version("playmat")
    except metadata.PackageNotFoundError:
        return "0+unknown"


def run(argv: list[str], screenshot: str | None = None, game: str | None = None, seed: int | None = None) -> int:
    """Open the window and run until it is closed; return the exit code.

    ``argv`` is the command line after the program name; Qt reads its own
    options (``-platform``, ``-style``...) from it. ``game`` and
    ``seed`` choose the first bot game (default: the first ruleset, seed 1).
    With ``screenshot``, the window is rendered into that image file (PNG
    unless the suffix names another format Qt writes) once it is shown, and
    Playmat exits: 0 when the file was written and nothing went wrong, else 1
    with the reason on stderr. An unknown ``game`` or a bad ``seed`` returns 2.
    """
    handler = start_file_log()
    try:
        return _run(argv, screenshot, game, seed)
    finally:
        stop_file_log(handler)


def _application(argv: Sequence[str]) -> QApplication:
    existing = QCoreApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    if existing is not None:
        raise RuntimeError("a non-widget Qt application already exists in this process")
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    app = QApplication(["playmat", *argv])
    app.setApplicationName("Playmat")
    app.setApplicationVersion(version())
    app.setDesktopFileName("playmat")
    icon = paths.assets_dir() / "icons" / "playmat.svg"
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    return app


def _run(argv: list[str], screenshot: str | None, game: str | None, seed: int | None) -> int:
    choices = ruleset_choices()
    known = [c.id for c in choices]
    if game is not None and game not in known:
        sys.stderr.write(f"playmat: unknown game {game!r}; known: {', '.join(known)}\n")
        return 2
    if seed is not None and not 0 <= seed <= MAX_SEED:
        sys.stderr.write(f"playmat: the seed must be between 0 and {MAX_SEED}, not {seed}\n")
        return 2

    app = _application(argv)
    problems: list[str] = []

    def to_stderr(message: str) -> None:
        problems.append(message)
        sys.stderr.write(f"playmat: {message}\n")

    model = QtSpectatorModel()
    window = QtMainWindow(model, choices, report_error=to_stderr if screenshot is not None else None)
    window.resize(*WINDOW_SIZE)
    if game is None or not window.controls.select(game):
        window.controls.select_first_playable()
    if seed is not None:
        window.controls.seed_box.setValue(seed)
    if choices:
        window.new_game()

    def on_uncaught(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        log.critical("unexpected error", exc_info=(kind, exc, tb))
        message = f"Something went wrong: {type(exc).__name__}: {exc}"
        if screenshot is not None:
            to_stderr(message)
            app.exit(1)
        else:
            QMessageBox.critical(window, "Playmat", f"{message}\n\nThe details are in the log file.")

    previous_hook: ExceptHook = sys.excepthook
    sys.excepthook = on_uncaught
    try:
        window.show()
        if screenshot is not None:
            QTimer.singleShot(50, lambda: app.exit(_save(window, screenshot) or (1 if problems else 0)))
        log.info("Playmat %s started", version())
        return app.exec()
    finally:
        sys.excepthook = previous_hook
        model.stop()
        window.close()
        window.deleteLater()


def _save(window: QtMainWindow, path: str) -> int:
    """Render ``window`` into ``path``; 0 on success, else 1 with the reason on stderr."""
    target = Path(path)
    suffix = target.suffix.lower().lstrip(".")
    writable = {bytes(f.data()).decode().lower() for f in QImageWriter.supportedImageFormats()}
    image_format = suffix.upper() if suffix in writable else "PNG"
    pixmap = window.grab()
    if pixmap.isNull():
        sys.stderr.write("playmat: the window could not be rendered (is a Qt platform available?)\n")
        return 1
    if not pixmap.save(str(target), image_format):
        sys.stderr.write(
            f"playmat: cannot write the screenshot to {target} (does the folder exist, and may it be written?)\n"
        )
        return 1
    log.info("screenshot saved to %s", target)
    return 0
