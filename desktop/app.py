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

from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QIcon, QImageWriter, QPixmapCache
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from desktop.bridge import QtGameModel
from desktop.card_images import card_images
from desktop.i18n import apply_language, start_language
from desktop.kiosk import KioskSettings, QtKiosk, start_kiosk
from desktop.logs import start_file_log, state_dir, stop_file_log
from desktop.main_window import QtMainWindow
from desktop.session import (
    EASY,
    MAX_SEED,
    MODES,
    NORMAL,
    PASSIVE,
    STRONG,
    VSBOT,
    GameSetup,
    RulesetChoice,
    ruleset_choices,
)
from desktop.settings import Settings
from desktop.watchdog import start_watchdog
from engine import paths
from engine.bots import RandomBot
from engine.decks import DeckList, load_deck_file
from engine.errors import LoadError

log = logging.getLogger(__name__)

#: The window's size when it first opens on a screen of this size (see
#: :func:`window_size`), and the size of a screenshot without a real screen.
WINDOW_SIZE = (1280, 800)

#: With --screenshot and --game, bots play this many turns first, so that the
#: picture shows a game in progress.
SCREENSHOT_TURNS = 5

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


def version() -> str:
    try:
        return metadata.version("playmat")
    except metadata.PackageNotFoundError:
        return "0+unknown"


def run(
    argv: list[str],
    screenshot: str | None = None,
    game: str | None = None,
    seed: int | None = None,
    mode: str | None = None,
    decks: Sequence[str] = (),
    turns: int | None = None,
    kiosk: bool = False,
    bot: str = "normal",
) -> int:
    """Open the window and run until it is closed; return the exit code.

    ``argv`` is the command line after the program name; Qt reads its own
    options (``-platform``, ``-style``...) from it. Without ``game`` the
    start screen opens. With ``game``, a game of that ruleset starts at once,
    in ``mode`` (goldfish, hotseat or watch; default goldfish), with the deck
    list files ``decks`` (one per seat, cycled; default the demo decks) and
    ``seed`` (default random); against a bot (``vsbot``), ``bot`` says how
    strong it is (``easy`` or ``normal``).

    With ``screenshot``, the window is rendered into that image file (PNG
    unless the suffix names another format Qt writes) once it is shown, and
    Playmat exits: 0 when the file was written and nothing went wrong, else 1
    with the reason on stderr. A game started for a screenshot is first
    played by bots for ``turns`` turns (default :data:`SCREENSHOT_TURNS`),
    so the picture shows a game in progress. An unknown ``game`` or
    ``mode``, a bad ``seed`` or a deck file with a problem returns 2.

    With ``kiosk`` (or the setting ``kiosk/enabled``), the window opens full
    screen as a store kiosk (see :mod:`desktop.kiosk`); ``game``, ``mode``,
    ``seed`` and ``decks`` are then not used.
    """
    handler = start_file_log()
    try:
        return _run(argv, screenshot, game, seed, mode, list(decks), turns, kiosk, bot)
    finally:
        stop_file_log(handler)


def make_application(argv: Sequence[str]) -> QApplication:
    existing = QCoreApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    if existing is not None:
        raise RuntimeError("a non-widget Qt application already exists in this process")
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    app = QApplication(["playmat", *argv])
    app.setApplicationName("Playmat")
    app.setOrganizationName("Playmat")
    app.setApplicationVersion(version())
    app.setDesktopFileName("playmat")
    # Room for every card's cached picture (desktop.card_item), even on a 4K screen.
    QPixmapCache.setCacheLimit(128 * 1024)
    icon = paths.assets_dir() / "icons" / "playmat.svg"
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    return app


def fail(message: str) -> int:
    sys.stderr.write(f"playmat: {message}\n")
    return 2


def load_decks(game: str, files: Sequence[str]) -> list[DeckList] | str:
    from engine import registry

    out = []
    for f in files:
        try:
            deck = load_deck_file(f)
            registry.get(game).check_deck(deck)
        except LoadError as exc:
            return str(exc)
        out.append(deck)
    return out


def window_size(app: QApplication) -> tuple[tuple[int, int], bool]:
    """The window's first size, and whether the screen is smaller than
    :data:`WINDOW_SIZE` (then the window opens maximized, so as to fit it
    whole, title bar and all); on a large screen nine tenths of it. Without a
    real screen (the offscreen platform): :data:`WINDOW_SIZE`."""
    screen = app.primaryScreen()
    if screen is None or app.platformName() in ("offscreen", "minimal"):
        return WINDOW_SIZE, False
    avail = screen.availableGeometry()
    small = avail.width() < WINDOW_SIZE[0] or avail.height() < WINDOW_SIZE[1]
    width = min(avail.width(), max(WINDOW_SIZE[0], avail.width() * 9 // 10))
    height = min(avail.height(), max(WINDOW_SIZE[1], avail.height() * 9 // 10))
    return (width, height), small


def advance(window: QtMainWindow, turns: int) -> None:
    """Let bots answer for everyone until turn ``turns`` begins (for screenshots)."""
    s = window.model.session
    if s is None:
        return
    m = s.match
    bots = [RandomBot(m.seed * 8 + i) for i in range(len(m.game.players))]
    n = 0
    while m.decision is not None and m.game.turn < turns and n < 5000:
        d = m.decision
        m.apply(bots[d.player].choose(d))
        n += 1
    # Stop at a decision of a person, so the prompt shows a question.
    s.run_bots(1.0)
    s.viewer = s.next_viewer()
    window.model.handover = False
    window.model.game_started.emit()
    window.model.changed.emit()


def _checked_options(
    choices: list[RulesetChoice], game: str | None, seed: int | None, mode: str | None, deck_files: list[str]
) -> list[DeckList] | str:
    """The decks the command line names, or what is wrong with its options."""
    known = [c.id for c in choices]
    if game is not None and game not in known:
        return f"unknown game {game!r}; known: {', '.join(known)}"
    if seed is not None and not 0 <= seed <= MAX_SEED:
        return f"the seed must be between 0 and {MAX_SEED}, not {seed}"
    if mode is not None and mode not in MODES:
        return f"unknown mode {mode!r}; known: {', '.join(MODES)}"
    if deck_files and game is None:
        return "--deck needs --game"
    if game is not None and deck_files:
        return load_decks(game, deck_files)
    return []


def _run(
    argv: list[str],
    screenshot: str | None,
    game: str | None,
    seed: int | None,
    mode: str | None,
    deck_files: list[str],
    turns: int | None,
    kiosk: bool = False,
    bot: str = "normal",
) -> int:
    choices = ruleset_choices()
    decks = _checked_options(choices, game, seed, mode, deck_files)
    if isinstance(decks, str):
        return fail(decks)

    app = make_application(argv)
    problems: list[str] = []

    def to_stderr(message: str) -> None:
        problems.append(message)
        sys.stderr.write(f"playmat: {message}\n")

    store = QSettings("Playmat", "Playmat")
    kiosk = kiosk or KioskSettings(store).enabled
    # A screenshot, and a kiosk's games, leave no saved game behind.
    model = QtGameModel(None if screenshot is not None or kiosk else state_dir())
    settings = Settings(store)
    apply_language(start_language(settings.language))
    window = QtMainWindow(model, choices, settings, report_error=to_stderr if screenshot is not None else None)
    size, small = window_size(app)
    window.resize(*size)
    kiosk_mode: QtKiosk | None = None
    if kiosk:
        kiosk_mode = start_kiosk(window, store, show=False)
    elif game is not None:
        window.start_screen.select(game, mode)
        opponent = {"easy": EASY, "strong": STRONG}.get(bot, NORMAL) if mode == VSBOT else PASSIVE
        if not window.start_game(GameSetup(game, mode or "goldfish", decks, seed, opponent)):
            return 1
        if screenshot is not None:
            advance(window, SCREENSHOT_TURNS if turns is None else turns)
    elif seed is not None:
        window.start_screen.seed_edit.setText(str(seed))

    def on_uncaught(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        log.critical("unexpected error", exc_info=(kind, exc, tb))
        error = f"{type(exc).__name__}: {exc}"
        if screenshot is not None:
            to_stderr(f"Something went wrong: {error}")
            app.exit(1)
        else:
            said = QCoreApplication.translate(
                "Errors", "Something went wrong: {error}\n\nThe details are in the log file."
            ).format(error=error)
            QMessageBox.critical(window, "Playmat", said)

    previous_hook: ExceptHook = sys.excepthook
    sys.excepthook = on_uncaught
    try:
        if kiosk_mode is not None and screenshot is None:
            window.showFullScreen()
        else:
            window.showMaximized() if small else window.show()
        if screenshot is not None:
            QTimer.singleShot(80, lambda: app.exit(save_screenshot(window, screenshot) or (1 if problems else 0)))
        log.info("Playmat %s started", version())
        start_watchdog(app)  # a service manager learns the window is up, and that its loop still runs
        return app.exec()
    finally:
        sys.excepthook = previous_hook
        if kiosk_mode is not None:
            kiosk_mode.shutdown()
        model.stop()
        window.close()
        window.deleteLater()


def save_screenshot(window: QWidget, path: str) -> int:
    """Render ``window`` into ``path``; 0 on success, else 1 with the reason on stderr."""
    target = Path(path)
    suffix = target.suffix.lower().lstrip(".")
    writable = {bytes(f.data()).decode().lower() for f in QImageWriter.supportedImageFormats()}
    image_format = suffix.upper() if suffix in writable else "PNG"
    # the card pictures asked for while the window was drawn, read and drawn
    window.grab()
    card_images().wait()
    QApplication.processEvents()
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
