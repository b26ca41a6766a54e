"""desktop.watchdog: sd_notify to a real unix datagram socket, and the Qt pings."""

from __future__ import annotations

import os
import socket
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop import watchdog

pytestmark = pytest.mark.skipif(not hasattr(socket, "AF_UNIX") or sys.platform == "win32", reason="needs unix sockets")


class Listener:
    """A bound unix datagram socket standing in for systemd's notify socket."""

    def __init__(self, sock: socket.socket, name: str) -> None:
        self.sock = sock
        self.name = name  # the NOTIFY_SOCKET value
        self.sock.setblocking(False)

    def received(self) -> list[str]:
        """Every message that has arrived so far."""
        out = []
        while True:
            try:
                out.append(self.sock.recv(4096).decode())
            except BlockingIOError:
                return out


@pytest.fixture
def listener() -> Iterator[Listener]:
    # A short folder: a socket path may not exceed 107 bytes.
    with tempfile.TemporaryDirectory(prefix="pm-") as folder:
        path = str(Path(folder) / "notify")
        with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as sock:
            sock.bind(path)
            yield Listener(sock, path)


@pytest.fixture
def abstract_listener() -> Iterator[Listener]:
    if not sys.platform.startswith("linux"):
        pytest.skip("the abstract socket namespace is Linux only")
    name = f"playmat-test-{uuid.uuid4().hex}"
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as sock:
        sock.bind(b"\0" + name.encode())
        yield Listener(sock, "@" + name)


def test_ready_watchdog_and_stopping_arrive(listener: Listener) -> None:
    env = {"NOTIFY_SOCKET": listener.name}
    assert watchdog.notify(watchdog.READY, env)
    assert watchdog.notify(watchdog.WATCHDOG, env)
    assert watchdog.notify(watchdog.STOPPING, env)
    assert listener.received() == ["READY=1", "WATCHDOG=1", "STOPPING=1"]


def test_the_abstract_namespace_is_used_for_an_at_sign(abstract_listener: Listener) -> None:
    assert watchdog.notify("READY=1\nSTATUS=up", {"NOTIFY_SOCKET": abstract_listener.name})
    assert abstract_listener.received() == ["READY=1\nSTATUS=up"]


def test_the_socket_is_read_from_the_environment(listener: Listener, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NOTIFY_SOCKET", listener.name)
    assert watchdog.notify(watchdog.READY)
    assert listener.received() == ["READY=1"]


def test_without_a_socket_nothing_happens(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NOTIFY_SOCKET", raising=False)
    assert watchdog.notify(watchdog.READY) is False
    assert watchdog.notify(watchdog.WATCHDOG, {}) is False
    assert watchdog.notify(watchdog.READY, {"NOTIFY_SOCKET": ""}) is False


@pytest.mark.parametrize("value", ["/nonexistent/playmat/notify", "not-a-path", "@", "/" + "x" * 200])
def test_a_bad_socket_never_raises(value: str) -> None:
    assert watchdog.notify(watchdog.READY, {"NOTIFY_SOCKET": value}) is False


def test_the_ping_interval_is_half_the_watchdog_period() -> None:
    assert watchdog.watchdog_interval_ms({"WATCHDOG_USEC": "30000000"}) == 15000
    assert watchdog.watchdog_interval_ms({"WATCHDOG_USEC": "1000"}) == 1
    assert watchdog.watchdog_interval_ms({}) is None
    assert watchdog.watchdog_interval_ms({"WATCHDOG_USEC": "0"}) is None
    assert watchdog.watchdog_interval_ms({"WATCHDOG_USEC": "soon"}) is None


def test_the_watchdog_belongs_to_this_process_or_its_parent() -> None:
    usec = {"WATCHDOG_USEC": "2000000"}
    assert watchdog.watchdog_interval_ms({**usec, "WATCHDOG_PID": str(os.getpid())}) == 1000
    # A kiosk compositor (cage) is the unit's main process, Playmat its child.
    assert watchdog.watchdog_interval_ms({**usec, "WATCHDOG_PID": str(os.getppid())}) == 1000
    assert watchdog.watchdog_interval_ms({**usec, "WATCHDOG_PID": "999999999"}) is None
    assert watchdog.watchdog_interval_ms({**usec, "WATCHDOG_PID": "me"}) is None


def test_start_watchdog_without_systemd_does_nothing(qapp: QApplication) -> None:
    assert watchdog.start_watchdog(qapp, {}) is None
    assert watchdog.start_watchdog(qapp, {"WATCHDOG_USEC": "100000"}) is None


def test_pings_arrive_while_the_event_loop_runs_and_stop_when_it_freezes(
    qapp: QApplication, qtbot: QtBot, listener: Listener
) -> None:
    received: list[str] = []
    timer = watchdog.start_watchdog(qapp, {"NOTIFY_SOCKET": listener.name, "WATCHDOG_USEC": "100000"})
    assert timer is not None
    try:
        assert timer.interval() == 50
        qtbot.waitUntil(lambda: received.extend(listener.received()) or received.count("WATCHDOG=1") >= 3, timeout=5000)
        assert received[0] == "READY=1"
        assert received.count("READY=1") == 1

        # A frozen event loop: no timer fires, so no ping is sent.
        listener.received()
        time.sleep(0.3)
        assert listener.received() == []

        # Running again, the pings come back.
        qtbot.waitUntil(lambda: "WATCHDOG=1" in listener.received(), timeout=5000)

        qapp.aboutToQuit.emit()
        qtbot.waitUntil(lambda: "STOPPING=1" in listener.received(), timeout=5000)
    finally:
        shiboken6.delete(timer)
    # Deleting the timer disconnects it: quitting sends nothing any more.
    qapp.aboutToQuit.emit()
    assert listener.received() == []


def test_ready_without_a_watchdog_period(qapp: QApplication, qtbot: QtBot, listener: Listener) -> None:
    timer = watchdog.start_watchdog(qapp, {"NOTIFY_SOCKET": listener.name})
    assert timer is not None
    try:
        assert not timer.isActive()
        qtbot.waitUntil(lambda: listener.received() == ["READY=1"], timeout=5000)
        qtbot.wait(100)
        assert listener.received() == []
    finally:
        shiboken6.delete(timer)
