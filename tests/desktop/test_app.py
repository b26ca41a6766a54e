"""The spectator window against real engine matches (pytest-qt)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop import app as desktop_app
from desktop.bridge import QtSpectatorModel
from desktop.logs import LOG_FILE_NAME
from desktop.main_window import QtMainWindow
from desktop.spectator import Spectator, ruleset_choices
from desktop.wording import zone_rows, zone_title
from engine import registry
from engine.errors import LoadError
from engine.match import Match
from tests.desktop.toy_games import TOY, toy_match

pytestmark = pytest.mark.gui

REPO = Path(__file__).resolve().parents[2]


def open_window(qtbot: QtBot, model: QtSpectatorModel, **kw: object) -> QtMainWindow:
    choices = kw.pop("choices", None) or ruleset_choices()
    window = QtMainWindow(model, choices, **kw)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def toy_window(qtbot: QtBot, errors: list[str] | None = None) -> QtMainWindow:
    model = QtSpectatorModel(Spectator(toy_match))
    report = errors.append if errors is not None else None
    return open_window(qtbot, model, choices=[TOY], report_error=report)


def click(qtbot: QtBot, window: QtMainWindow, text: str) -> None:
    for button in window.controls.buttons:
        if button.text().replace("&", "") == text:
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            return
    raise AssertionError(f"no button {text!r}")


def start(qtbot: QtBot, window: QtMainWindow, ruleset_id: str, seed: int = 1) -> Match:
    assert window.controls.select(ruleset_id)
    window.controls.seed_box.setValue(seed)
    click(qtbot, window, "New game")
    match = window.model.spectator.match
    assert match is not None and window.model.spectator.ruleset_id == ruleset_id
    return match


# -- the window with the real rulesets -------------------------------------------------


def test_window_lists_every_ruleset_by_title(qtbot: QtBot) -> None:
    window = open_window(qtbot, QtSpectatorModel())
    box = window.controls.ruleset_box
    assert [box.itemData(i) for i in range(box.count())] == registry.ids()
    assert [box.itemText(i) for i in range(box.count())] == [registry.get(r).title for r in registry.ids()]
    assert window.table.status.text() == "No game yet"
    assert not window.step_action.isEnabled()


@pytest.mark.parametrize("ruleset_id", registry.ids())
def test_new_game_shows_every_seats_zones(qtbot: QtBot, ruleset_id: str) -> None:
    window = open_window(qtbot, QtSpectatorModel())
    match = start(qtbot, window, ruleset_id)
    ruleset = registry.get(ruleset_id)
    assert len(window.table.seats) == ruleset.players
    for panel in window.table.seats:
        own = [z for z in match.view(panel.seat).zones if z.owner == panel.seat]
        assert own, f"seat {panel.seat} has no zones"
        items = panel.zone_items()
        assert list(items) == [z.key for z in own]
        for zone in own:
            item = items[zone.key]
            assert item.text(0) == zone_title(zone)
            shown = [item.child(i).text(0) for i in range(item.childCount())]
            assert shown == [row.text for row in zone_rows(zone)]
    assert ruleset.title in window.table.status.text()
    assert "to decide" in window.table.decision.text()
    assert window.windowTitle() == f"Playmat — {ruleset.title} (seed 1)"


@pytest.mark.parametrize("ruleset_id", registry.ids())
def test_step_advances_the_journal_and_the_log(qtbot: QtBot, ruleset_id: str) -> None:
    window = open_window(qtbot, QtSpectatorModel())
    match = start(qtbot, window, ruleset_id)
    events, answers = len(match.journal), len(match.answers)
    assert window.log_panel.shown == events
    click(qtbot, window, "Step")
    assert len(match.answers) == answers + 1
    assert len(match.journal) > events
    assert window.log_panel.shown == len(match.journal)
    assert window.log_panel.lines()[-1] == match.journal[-1].describe()


@pytest.mark.parametrize("ruleset_id", registry.ids())
def test_play_to_end_finishes_the_game(qtbot: QtBot, ruleset_id: str) -> None:
    window = open_window(qtbot, QtSpectatorModel())
    match = start(qtbot, window, ruleset_id, seed=3)
    click(qtbot, window, "Play to end")
    qtbot.waitUntil(lambda: not window.model.running, timeout=120_000)
    sp = window.model.spectator
    assert sp.error is None, str(sp.error)
    assert match.is_terminal()
    assert window.table.decision.text().startswith("Game over")
    assert not window.step_action.isEnabled()
    assert window.log_panel.shown == len(match.journal)


# -- behaviour, on the engine's toy ruleset ---------------------------------------------


def test_keyboard_shortcuts(qtbot: QtBot) -> None:
    window = toy_window(qtbot)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_N)
    sp = window.model.spectator
    assert sp.match is not None and sp.decisions == 0
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert sp.decisions == 1
    window.model.SLICE_SECONDS = 0.0  # one answer per slice: the game cannot end at once
    qtbot.keyClick(window, Qt.Key.Key_E)
    assert window.model.running
    qtbot.keyClick(window, Qt.Key.Key_E)
    assert not window.model.running
    qtbot.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.isVisible())


def test_play_to_end_runs_in_slices_and_the_window_stays_responsive(qtbot: QtBot) -> None:
    window = toy_window(qtbot)
    start(qtbot, window, "toy", seed=2)
    window.model.SLICE_SECONDS = 0.0
    seen_while_running: list[bool] = []
    click(qtbot, window, "Play to end")
    # A timer queued now can only fire if the event loop runs between slices.
    QTimer.singleShot(0, lambda: seen_while_running.append(window.model.running))
    assert window.play_action.text().replace("&", "") == "Stop (E)"
    qtbot.waitUntil(lambda: not window.model.running, timeout=30_000)
    assert seen_while_running == [True]
    assert window.model.slices == window.model.spectator.decisions > 1
    assert window.table.decision.text().startswith("Game over")
    assert window.play_action.text().replace("&", "") == "Play to end"
    assert not window.play_action.isEnabled()


def test_new_game_replaces_the_seats_and_clears_the_log(qtbot: QtBot) -> None:
    window = toy_window(qtbot)
    start(qtbot, window, "toy", seed=1)
    for _ in range(5):
        click(qtbot, window, "Step")
    old_panels = list(window.table.seats)
    match = start(qtbot, window, "toy", seed=9)
    assert window.table.seats != old_panels and len(window.table.seats) == 2
    assert window.log_panel.lines() == [e.describe() for e in match.journal]


def test_an_engine_error_is_shown_in_a_message_box(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, dialogs: list[str]
) -> None:
    window = toy_window(qtbot)  # no reporter given: the window's own message box
    start(qtbot, window, "toy")

    def explode(decision: object) -> tuple[str, ...]:
        raise RuntimeError("the bot fell over")

    for bot in window.model.spectator.bots:
        monkeypatch.setattr(bot, "choose", explode)
    click(qtbot, window, "Step")
    assert len(dialogs) == 1
    assert "stopped after 0 answers" in dialogs[0] and "RuntimeError: the bot fell over" in dialogs[0]
    dialogs.clear()
    assert not window.step_action.isEnabled()
    assert "Stopped by an error" in window.table.decision.text()


def test_a_game_that_cannot_start_is_reported(qtbot: QtBot) -> None:
    def unloadable(ruleset_id: str, seed: int) -> Match:
        raise LoadError("assets/decks/toy/demo.txt", 3, "unknown card T-999")

    errors: list[str] = []
    window = open_window(qtbot, QtSpectatorModel(Spectator(unloadable)), choices=[TOY], report_error=errors.append)
    click(qtbot, window, "New game")
    assert len(errors) == 1
    assert "Could not start a game of toy (seed 1)" in errors[0]
    assert "assets/decks/toy/demo.txt:3: unknown card T-999" in errors[0]
    assert window.model.spectator.match is None


# -- desktop.app.run: the window as `playmat` starts it --------------------------------


def run_app(
    *args: str, env: dict[str, str] | None = None, wrapper: tuple[str, ...] = ()
) -> subprocess.CompletedProcess[str]:
    code = (
        "import sys\n"
        "from desktop.app import run\n"
        "shot, game, seed = sys.argv[1], sys.argv[2] or None, int(sys.argv[3]) if sys.argv[3] else None\n"
        "sys.exit(run([], screenshot=shot, game=game, seed=seed))\n"
    )
    return subprocess.run(
        [*wrapper, sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=REPO,
        env={**os.environ, **(env or {})},
    )


def assert_png(path: Path) -> None:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    image = QImage(str(path))
    assert (image.width(), image.height()) == desktop_app.WINDOW_SIZE


def test_screenshot_writes_a_png_of_the_window(tmp_path: Path, qapp: QApplication) -> None:
    shot = tmp_path / "shot.png"
    result = run_app(str(shot), registry.ids()[0], "4")
    assert result.returncode == 0, result.stderr
    assert result.stdout == ""
    assert_png(shot)


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run is not installed (Debian package xvfb)")
def test_screenshot_in_a_real_x_window_under_xvfb(tmp_path: Path, qapp: QApplication) -> None:
    shot = tmp_path / "x11.png"
    wrapper = ("xvfb-run", "-a", "-s", "-screen 0 1280x800x24")
    result = run_app(str(shot), "", "", env={"QT_QPA_PLATFORM": "xcb"}, wrapper=wrapper)
    assert result.returncode == 0, result.stderr
    assert_png(shot)


def test_screenshot_to_an_unwritable_place_fails_with_a_message(tmp_path: Path) -> None:
    shot = tmp_path / "no-such-folder" / "shot.png"
    result = run_app(str(shot), "", "")
    assert result.returncode == 1
    assert f"cannot write the screenshot to {shot}" in result.stderr
    assert "Traceback" not in result.stderr
    assert not shot.exists()


def test_run_in_process_saves_the_screenshot_and_logs(tmp_path: Path, qapp: QApplication) -> None:
    shot = tmp_path / "in-process.png"
    assert desktop_app.run([], screenshot=str(shot), seed=12) == 0
    assert_png(shot)
    log_file = Path(os.environ["XDG_STATE_HOME"]) / "playmat" / LOG_FILE_NAME
    assert "Playmat" in log_file.read_text(encoding="utf-8")


def test_unknown_game_or_bad_seed_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert desktop_app.run([], game="chess") == 2
    assert "unknown game 'chess'; known: " + ", ".join(registry.ids()) in capsys.readouterr().err
    assert desktop_app.run([], seed=-1) == 2
    assert "the seed must be between 0 and" in capsys.readouterr().err
