"""The table's autosave while sync works on the game in the background
(pytest-qt): a failed save is tried again only once the work is done."""

from __future__ import annotations

import errno
import os
import threading
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from desktop.session import Session
from desktop.table.bench import bot_game
from desktop.table.window import QtTableWindow
from hardware.observations import DeviceKind, DeviceState, DeviceStatus
from tests.desktop.test_table import _slow_settles, table_window


class Writes:
    """Every write of a save, failing as on a full disk while ``full``."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.full = True
        self.tried: list[Path] = []
        save = Session.save

        def write(session: Session, path: Path) -> None:
            self.tried.append(path)
            if self.full:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            save(session, path)

        monkeypatch.setattr(Session, "save", write)


def _settling(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[QtTableWindow, Writes, threading.Event]:
    """A table window whose last save failed, with a settle held on the worker until the returned event."""
    writes = Writes(monkeypatch)
    window = table_window(qtbot, bot_game("vanguard", 3, 0), autosave=tmp_path / "table.playmat.json")
    model = window.model
    assert model.session is not None and not model.session.save_now() and model.save_problem
    model.background = True
    gate = _slow_settles(model, monkeypatch)
    model.observe(DeviceStatus(0.0, "mat", DeviceKind.MAT, DeviceState.READY))
    assert model.tick(1.0) and model.settling
    return window, writes, gate


def test_the_autosave_retry_leaves_the_file_alone_while_sync_works(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, writes, gate = _settling(qtbot, tmp_path, monkeypatch)
    model = window.model
    tried = len(writes.tried)
    assert not model.retry_save()
    assert len(writes.tried) == tried
    gate.set()
    qtbot.waitUntil(lambda: not model.working, timeout=5000)
    assert not model.retry_save()
    assert len(writes.tried) == tried + 1
    writes.full = False  # the window closes without asking


def test_closing_while_sync_works_tries_the_failed_save_once_the_work_is_done(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """There is room again: the window closes without asking, the game saved."""
    window, writes, gate = _settling(qtbot, tmp_path, monkeypatch)
    writes.full = False
    gate.set()
    window.close()
    assert not window.isVisible() and not window.model.working
    assert Session.open(tmp_path / "table.playmat.json").match.answers == window.model.match.answers


def test_saving_in_another_folder_waits_for_the_work(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, writes, gate = _settling(qtbot, tmp_path, monkeypatch)
    writes.full = False
    gate.set()
    other = tmp_path / "elsewhere"
    other.mkdir()
    assert window.model.save_elsewhere(other)
    assert not window.model.working and writes.tried[-1] == other / "table.playmat.json"
