"""``playmat --mode table [--game ID] [--sim]``: table mode from the command line.

With ``--game``, the table window opens at once (calibration check first);
without it, the start screen opens with table mode chosen. ``--sim`` starts
the simulated sensor mat and camera instead of looking for the real ones.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Sequence

from PySide6.QtCore import QSettings, QTimer

from desktop.app import WINDOW_SIZE, fail, load_decks, make_application, save_screenshot
from desktop.bridge import QtGameModel
from desktop.i18n import apply_language, start_language
from desktop.logs import start_file_log, state_dir, stop_file_log
from desktop.main_window import QtMainWindow
from desktop.session import MAX_SEED, TABLE, GameSetup, ruleset_choices
from desktop.settings import Settings
from desktop.table.window import QtTableWindow, open_table
from engine.decks import DeckList
from engine.errors import LoadError, PlaymatError

log = logging.getLogger(__name__)

#: with --screenshot: the time the devices get to report before the picture (ms)
SCREENSHOT_AFTER_MS = 1500


def run_table(
    argv: list[str],
    *,
    screenshot: str | None = None,
    game: str | None = None,
    seed: int | None = None,
    decks: Sequence[str] = (),
    sim: bool = False,
    camera: str | None = None,
) -> int:
    handler = start_file_log()
    try:
        return _run(argv, screenshot, game, seed, list(decks), sim, camera)
    finally:
        stop_file_log(handler)


def _run(
    argv: list[str],
    screenshot: str | None,
    game: str | None,
    seed: int | None,
    deck_files: list[str],
    sim: bool,
    camera: str | None = None,
) -> int:
    known = [c.id for c in ruleset_choices()]
    if game is not None and game not in known:
        return fail(f"unknown game {game!r}; known: {', '.join(known)}")
    if seed is not None and not 0 <= seed <= MAX_SEED:
        return fail(f"the seed must be between 0 and {MAX_SEED}, not {seed}")
    if deck_files and game is None:
        return fail("--deck needs --game")
    chosen: list[DeckList] = []
    if game is not None and deck_files:
        loaded = load_decks(game, deck_files)
        if isinstance(loaded, str):
            return fail(loaded)
        chosen = loaded
    app = make_application(argv)
    store = QSettings("Playmat", "Playmat")
    apply_language(start_language(Settings(store).language))  # as the main window starts
    if camera is not None and screenshot is None:
        Settings(store).table_camera = camera  # remembered for the tables opened from the start screen
    state = None if screenshot is not None else state_dir()
    window: QtTableWindow | QtMainWindow
    if game is not None:
        try:
            spec = camera if camera is not None else Settings(store).table_camera
            window = open_table(GameSetup(game, TABLE, chosen, seed, sim=sim), state_dir=state, camera=spec)
        except (PlaymatError, LoadError, OSError) as exc:
            return fail(f"cannot start table mode: {exc}")
    else:
        window = QtMainWindow(QtGameModel(state), ruleset_choices(), Settings(store))
        window.start_screen.select(None, TABLE)
        window.start_screen.sim_box.setChecked(sim)
    window.resize(*WINDOW_SIZE)
    window.show()
    if screenshot is not None:
        path = screenshot
        QTimer.singleShot(SCREENSHOT_AFTER_MS, lambda: app.exit(save_screenshot(window, path)))
    log.info("table mode started (%s)", "simulated devices" if sim else "devices")
    try:
        return app.exec()
    finally:
        window.close()
        window.deleteLater()
        sys.stdout.flush()
