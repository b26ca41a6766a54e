"""The window when its game cannot be saved, when another window has the
game open, and when ``games/`` holds files that are not saved games (pytest-qt)."""

from __future__ import annotations

import errno
import json
import logging
import os
import socket
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from desktop.bridge import QtGameModel
from desktop.main_window import QtMainWindow
from desktop.saves import held_by
from desktop.session import GOLDFISH, GameSetup, Session, autosave_path
from desktop.table.bench import bot_game
from desktop.table.replay import feed_trace
from engine.bots import RandomBot
from hardware.table.trace import director_trace
from tests.desktop.conftest import OpenWindow
from tests.desktop.driving import click, play_by_clicks
from tests.desktop.test_saves import BAD_FILES, make_bad_files
from tests.desktop.test_table import table_window

pytestmark = [
    pytest.mark.gui,
    pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="the full disk is simulated through /proc"),
]

GameWindow = Callable[..., QtMainWindow]

NO_SPACE = os.strerror(errno.ENOSPC)


class FullDisk:
    """While ``full``, every write of a save into ``folder`` fails as on a
    full disk (``os.write`` raises ENOSPC for its temporary file)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
        self.full = False
        self.folder = folder
        write = os.write

        def full_write(fd: int, data: bytes) -> int:
            if self.full and self._saving(fd):
                raise OSError(errno.ENOSPC, NO_SPACE)
            return write(fd, data)

        monkeypatch.setattr(os, "write", full_write)

    def _saving(self, fd: int) -> bool:
        name = Path(os.readlink(f"/proc/self/fd/{fd}"))
        return name.suffix == ".tmp" and name.parent == self.folder


def answers_in(path: Path) -> list[object]:
    return list(Session.open(path).match.answers)


def autosave_of(window: QtMainWindow) -> Path:
    s = window.model.session
    assert s is not None and s.autosave is not None
    return s.autosave


def answer_as_bot(qtbot: QtBot, window: QtMainWindow, bot: RandomBot, times: int) -> None:
    """Answer ``times`` of the person's decisions through the model, waiting for the bots."""
    model = window.model
    for _ in range(times):
        qtbot.waitUntil(lambda: model.decision is not None, timeout=10_000)
        d = model.decision
        assert d is not None
        assert model.answer(bot.choose(d))


def button(box: QMessageBox, text: str) -> QAbstractButton:
    (found,) = [b for b in box.buttons() if b.text().replace("&", "") == text]
    return found


@pytest.fixture
def full_disk(monkeypatch: pytest.MonkeyPatch, state: Path) -> FullDisk:
    return FullDisk(monkeypatch, state / "games")


def test_a_save_that_fails_is_said_at_once_and_play_goes_on(
    qtbot: QtBot, game_window: GameWindow, full_disk: FullDisk
) -> None:
    window = game_window("vanguard", GOLDFISH, seed=2)
    path = autosave_of(window)
    play_by_clicks(qtbot, window, seed=2, max_answers=2)
    full_disk.full = True
    play_by_clicks(qtbot, window, seed=2, max_answers=1)
    status = window.save_status
    assert status.label.isVisible() and status.label.text() == f"Not saved: {NO_SPACE}. Retrying…"
    box = status.box
    assert box is not None and box.isVisible()
    assert f"Playmat cannot save this game to {path}:\n{NO_SPACE}.\n\nPlay goes on" in box.text()
    click(qtbot, button(box, "Keep playing"))
    assert not box.isVisible() and status.box is None
    play_by_clicks(qtbot, window, seed=3, max_answers=6)
    assert status.box is None, "the box is shown once, not at every move"
    assert status.label.isVisible()
    answered = list(window.model.match.answers)
    assert len(answers_in(path)) < len(answered)  # the file is behind: the game is in memory
    full_disk.full = False
    play_by_clicks(qtbot, window, seed=4, max_answers=1)
    assert not status.label.isVisible()
    assert window.statusBar().currentMessage() == f"Saved again: every move is in {path}"
    assert answers_in(path) == window.model.match.answers


def test_once_there_is_room_again_every_move_is_saved_without_another_move(
    qtbot: QtBot, game_window: GameWindow, full_disk: FullDisk, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The moves made while the disk was full reach the file by the retry,
    even if nobody moves again (the person is thinking, or leaves)."""
    monkeypatch.setattr(QtGameModel, "SAVE_RETRY_MS", 50)
    window = game_window("weiss", GOLDFISH, seed=5)
    path = autosave_of(window)
    full_disk.full = True
    answer_as_bot(qtbot, window, RandomBot(5), 5)
    answered = list(window.model.match.answers)
    assert len(answers_in(path)) < len(answered)
    full_disk.full = False
    qtbot.waitUntil(lambda: answers_in(path) == answered, timeout=3000)
    assert not window.save_status.label.isVisible() and window.save_status.box is None


def test_the_table_window_says_so_too_and_saves_every_move_it_followed_once_there_is_room(
    qtbot: QtBot, state: Path, full_disk: FullDisk, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QtGameModel, "SAVE_RETRY_MS", 50)
    played = bot_game("dbscg", 5, 12)
    trace = director_trace("dbscg", 5, list(played.answers))
    path = full_disk.folder / "table.playmat.json"
    full_disk.full = True
    window = table_window(qtbot, trace.match(), autosave=path)
    feed_trace(window.model, trace)
    assert window.save_status.label.text() == f"Not saved: {NO_SPACE}. Retrying…"
    assert window.save_status.box is not None and not path.exists()
    full_disk.full = False
    qtbot.waitUntil(lambda: path.exists() and answers_in(path) == played.answers, timeout=3000)
    assert not window.save_status.label.isVisible() and window.save_status.box is None


def test_choosing_another_folder_saves_the_whole_game_there_and_goes_on_there(
    qtbot: QtBot, game_window: GameWindow, full_disk: FullDisk, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = game_window("dbscg", GOLDFISH, seed=6)
    path = autosave_of(window)
    full_disk.full = True
    answer_as_bot(qtbot, window, RandomBot(6), 3)
    other = tmp_path / "elsewhere"
    other.mkdir()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *_: str(other))
    box = window.save_status.box
    assert box is not None
    click(qtbot, button(box, "Choose another folder…"))
    moved = other / path.name
    assert autosave_of(window) == moved
    assert answers_in(moved) == window.model.match.answers
    assert not window.save_status.label.isVisible()
    assert window.statusBar().currentMessage() == f"Saved to {moved}: the game goes on being saved there"
    answer_as_bot(qtbot, window, RandomBot(7), 1)
    assert answers_in(moved) == window.model.match.answers
    assert held_by(moved) is not None and held_by(path) is None


def test_closing_a_game_that_is_not_saved_asks_first(
    qtbot: QtBot, game_window: GameWindow, full_disk: FullDisk, monkeypatch: pytest.MonkeyPatch, dialogs: list[str]
) -> None:
    window = game_window("vanguard", GOLDFISH, seed=7)
    path = autosave_of(window)
    full_disk.full = True
    answer_as_bot(qtbot, window, RandomBot(7), 2)
    box = window.save_status.box
    assert box is not None
    click(qtbot, button(box, "Keep playing"))
    window.close()  # the recorded question answers neither Discard nor Save: the window stays
    assert dialogs == [
        f"This game is not saved: {NO_SPACE}.\n\n"
        "Save it in another folder, or close and lose the moves since it was last saved?"
    ]
    dialogs.clear()
    assert window.isVisible() and held_by(path) is not None
    monkeypatch.setattr(QMessageBox, "warning", lambda *_: QMessageBox.StandardButton.Discard)
    window.close()
    assert not window.isVisible() and held_by(path) is None


def test_a_game_open_in_another_window_is_offered_as_a_replay(
    qtbot: QtBot, game_window: GameWindow, open_window: OpenWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = game_window("vanguard", GOLDFISH, seed=8)
    play_by_clicks(qtbot, first, seed=8, max_answers=3)
    path = autosave_of(first)
    second = open_window()
    asked: list[str] = []
    choice = QMessageBox.StandardButton.Cancel

    def question(_parent: object, _title: str, text: str, *_: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return choice

    monkeypatch.setattr(QMessageBox, "question", question)
    assert not second.open_game(path, keep_file=True)
    assert not second.in_game
    assert asked == [
        f"This game is open in another Playmat window (process {os.getpid()} on host {socket.gethostname()}), "
        "so it cannot be played here.\n\nReplay it here instead (read-only)?"
    ]
    choice = QMessageBox.StandardButton.Yes
    assert second.open_game(path, keep_file=True)
    replay = second.model.session
    assert replay is not None and replay.replay is not None and replay.autosave is None
    play_by_clicks(qtbot, first, seed=9, max_answers=2)  # the first window goes on saving its game
    assert answers_in(path) == first.model.match.answers
    first.close()
    assert second.open_game(path, keep_file=True) and len(asked) == 2
    resumed = second.model.session
    assert resumed is not None and resumed.replay is None and resumed.autosave == path


def test_save_as_never_writes_over_a_game_another_window_plays(
    qtbot: QtBot, game_window: GameWindow, dialogs: list[str]
) -> None:
    """Save as onto the file of a game another window holds is refused and
    names the holder; onto the window's own game file, it saves."""
    first = game_window("vanguard", GOLDFISH, seed=8)
    play_by_clicks(qtbot, first, seed=8, max_answers=3)
    path = autosave_of(first)
    second = game_window("weiss", GOLDFISH, seed=2)
    assert not second.model.save_as(path)
    assert len(dialogs) == 1 and "open in another Playmat window (process" in dialogs[0]
    dialogs.clear()
    assert answers_in(path) == first.model.match.answers
    assert first.model.save_as(path)


@pytest.mark.timeout(60)
def test_bad_files_in_games_leave_the_start_screen_working_and_are_named(
    qtbot: QtBot, open_window: OpenWindow, state: Path, caplog: pytest.LogCaptureFixture
) -> None:
    good = Session.start(GameSetup("vanguard", GOLDFISH, seed=1), autosave_path(state, "vanguard", GOLDFISH))
    you = RandomBot(1)
    for _ in range(3):
        good.run_bots(1.0)
        good.answer(you.choose(good.decision))  # type: ignore[arg-type]
    good.close()
    bad = make_bad_files(state, list(BAD_FILES))
    caplog.set_level(logging.WARNING, "desktop.session")
    window = open_window()
    screen = window.start_screen
    assert screen.recent.count() == 1 and screen.recent.item(0).data(Qt.ItemDataRole.UserRole) == str(good.autosave)
    lines = screen.skipped.text().splitlines()
    assert screen.skipped.isVisible() and lines[0] == "Not listed, not a saved game Playmat can read:"
    assert len(lines) == 5 and lines[-1] == f"… and {len(bad) - 3} more (see the log)"
    assert all(any(line.startswith(f"{p}:") for p in bad) for line in lines[1:4])
    logged = "\n".join(r.getMessage() for r in caplog.records)
    assert all(f"not listed: {p}:" in logged for p in bad)
    click(qtbot, screen.resume_button)
    assert window.in_game and window.model.match.answers == good.match.answers


def test_a_game_saved_under_other_rules_opens_and_says_so(open_window: OpenWindow, state: Path, qtbot: QtBot) -> None:
    """A save whose answers all fit but whose journal differs (saved before a
    rules fix) is not refused: it opens, replayed under the current rules,
    and the status bar says so."""
    s = Session.start(GameSetup("weiss", "watch", seed=6))
    s.run_bots(0.05)
    data = s.to_dict()
    data["journal_sha256"] = "0" * 64
    path = state / "older.playmat.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    window = open_window()
    with qtbot.waitSignal(window.model.notice) as said:
        assert window.model.open_game(path)
    assert "replayed under the current rules" in said.args[0]
    assert window.model.match.answers == s.match.answers
