"""desktop.app.run: the window as `playmat` starts it, and its screenshots."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop import app as desktop_app
from desktop.bridge import QtGameModel
from desktop.logs import LOG_FILE_NAME
from desktop.main_window import QtMainWindow
from desktop.session import ruleset_choices
from desktop.settings import Settings
from engine import registry

pytestmark = pytest.mark.gui

REPO = Path(__file__).resolve().parents[2]


def run_app(
    *args: str, env: dict[str, str] | None = None, wrapper: tuple[str, ...] = ()
) -> subprocess.CompletedProcess[str]:
    """``run()`` in a fresh process: args are screenshot, game, seed, mode, decks (comma-separated)."""
    code = (
        "import sys\n"
        "from desktop.app import run\n"
        "a = sys.argv[1:] + [''] * 5\n"
        "sys.exit(run([], screenshot=a[0] or None, game=a[1] or None, seed=int(a[2]) if a[2] else None,\n"
        "             mode=a[3] or None, decks=[d for d in a[4].split(',') if d]))\n"
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


def assert_png(path: Path) -> QImage:
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    image = QImage(str(path))
    assert (image.width(), image.height()) == desktop_app.WINDOW_SIZE
    return image


def test_screenshot_of_the_start_screen(tmp_path: Path, qapp: QApplication) -> None:
    shot = tmp_path / "start.png"
    result = run_app(str(shot))
    assert result.returncode == 0, result.stderr
    assert result.stdout == ""
    assert_png(shot)


@pytest.mark.parametrize("mode", ["goldfish", "hotseat"])
def test_screenshot_of_a_game_in_progress(tmp_path: Path, qapp: QApplication, mode: str) -> None:
    shot = tmp_path / f"{mode}.png"
    deck = registry.get("weiss").demo_deck_paths()[1]
    result = run_app(str(shot), "weiss", "4", mode, str(deck))
    assert result.returncode == 0, result.stderr
    image = assert_png(shot)
    # The mat (felt green and blue) fills the left of the picture.
    assert image.pixelColor(300, 300).green() > image.pixelColor(300, 300).red()


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run is not installed (Debian package xvfb)")
def test_screenshot_in_a_real_x_window_under_xvfb(tmp_path: Path, qapp: QApplication) -> None:
    shot = tmp_path / "x11.png"
    wrapper = ("xvfb-run", "-a", "-s", "-screen 0 1280x800x24")
    result = run_app(str(shot), "vanguard", "2", "goldfish", env={"QT_QPA_PLATFORM": "xcb"}, wrapper=wrapper)
    assert result.returncode == 0, result.stderr
    assert_png(shot)


def test_screenshot_to_an_unwritable_place_fails_with_a_message(tmp_path: Path) -> None:
    shot = tmp_path / "no-such-folder" / "shot.png"
    result = run_app(str(shot))
    assert result.returncode == 1
    assert f"cannot write the screenshot to {shot}" in result.stderr
    assert "Traceback" not in result.stderr
    assert not shot.exists()


def test_run_in_process_saves_the_screenshot_and_logs(tmp_path: Path, qapp: QApplication) -> None:
    shot = tmp_path / "in-process.png"
    assert desktop_app.run([], screenshot=str(shot), game="dbscg", seed=12, turns=2) == 0
    assert_png(shot)
    log_file = Path(os.environ["XDG_STATE_HOME"]) / "playmat" / LOG_FILE_NAME
    assert "Playmat" in log_file.read_text(encoding="utf-8")


def test_bad_arguments_are_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert desktop_app.run([], game="chess") == 2
    assert "unknown game 'chess'; known: " + ", ".join(registry.ids()) in capsys.readouterr().err
    assert desktop_app.run([], seed=-1) == 2
    assert "the seed must be between 0 and" in capsys.readouterr().err
    assert desktop_app.run([], game="vanguard", mode="kiosk") == 2
    assert "unknown mode 'kiosk'" in capsys.readouterr().err
    bad = tmp_path / "deck.txt"
    bad.write_text("4 NOPE-1\n")
    assert desktop_app.run([], game="vanguard", decks=[str(bad)]) == 2
    assert f"{bad}:1:" in capsys.readouterr().err
    assert desktop_app.run([], decks=[str(bad)]) == 2
    assert "--deck needs --game" in capsys.readouterr().err
    from desktop.cli import main

    assert main(["--camera", "0+1"]) == 2
    assert "--camera goes with --mode table" in capsys.readouterr().err


def test_the_table_camera_is_a_setting_the_table_window_opens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: QApplication
) -> None:
    """Table mode opens the camera(s) the settings name ("0" by default; two
    joined by "+"), as ``playmat --mode table --camera`` leaves them."""
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    assert settings.table_camera == "0"
    settings.table_camera = "0+1"
    assert settings.table_camera == "0+1"
    opened: list[str] = []

    def fake_open_table(*args: object, camera: str = "0", **kwargs: object) -> None:
        opened.append(camera)
        raise OSError("no table here")

    monkeypatch.setattr("desktop.table.window.open_table", fake_open_table)
    window = QtMainWindow(QtGameModel(None), ruleset_choices(), settings, report_error=lambda text: None)
    assert not window.start_table(None, saved=tmp_path / "none.json")
    assert opened == ["0+1"]
    window.close()


KILL_SCRIPT = """
import os, signal, sys
from pathlib import Path
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from desktop.bridge import QtGameModel
from desktop.main_window import QtMainWindow
from desktop.session import GameSetup, ruleset_choices
from desktop.settings import Settings
from engine.bots import RandomBot

app = QApplication([])
model = QtGameModel(Path(sys.argv[1]))
window = QtMainWindow(model, ruleset_choices(), Settings(QSettings(sys.argv[2], QSettings.Format.IniFormat)))
window.show()
window.start_game(GameSetup("vanguard", "goldfish", (), 5))
bot = RandomBot(5)
for _ in range(20):
    app.processEvents()
    while model.decision is None and not model.session.over:
        app.processEvents()
    keys = bot.choose(model.decision)
    for key in keys:
        window.prompt.buttons[key].click()
    if model.decision is not None and model.picked:
        window.prompt.confirm_button.click()
print(model.match.journal_digest(), len(model.match.answers), flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_a_killed_window_is_resumed_exactly(qtbot: QtBot, tmp_path: Path) -> None:
    """The window is killed (SIGKILL) in the middle of a game; the next start resumes it exactly."""
    state = tmp_path / "state"
    ini = tmp_path / "s.ini"
    result = subprocess.run(
        [sys.executable, "-c", KILL_SCRIPT, str(state), str(ini)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=REPO,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert result.returncode == -9, result.stderr
    digest, answers = result.stdout.split()
    window = QtMainWindow(
        QtGameModel(state), ruleset_choices(), Settings(QSettings(str(ini), QSettings.Format.IniFormat))
    )
    qtbot.addWidget(window)
    window.show()
    assert window.start_screen.resume_button.isVisible()
    qtbot.mouseClick(window.start_screen.resume_button, Qt.MouseButton.LeftButton)
    assert window.in_game
    assert window.model.match.journal_digest() == digest
    assert len(window.model.match.answers) == int(answers)
