"""A real Mosquitto on loopback for the remote tests (marker ``remote``).

:func:`broker` starts ``mosquitto -c <its config>`` on a free port of
127.0.0.1 with the configuration Playmat ships (``remote/mosquitto.conf``)
and the users and access lists :mod:`remote.broker` writes, and stops it
after the test. Without Mosquitto the tests fail and name the command that
installs it: it is part of the test command's setup (README, "Setting up").
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from engine.errors import PlaymatError
from remote import broker as broker_files
from remote.broker import GameUsers
from remote.referee import Referee


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_until(test: Callable[[], object], timeout: float, what: str) -> None:
    end = time.monotonic() + timeout
    while not test():
        if time.monotonic() > end:
            raise AssertionError(f"timed out after {timeout:g} s waiting for {what}")
        time.sleep(0.02)


class Broker:
    """One Mosquitto of a test: its folder, port and process."""

    def __init__(self, directory: Path) -> None:
        self.dir = directory
        self.port = free_port()
        self.proc: subprocess.Popen[bytes] | None = None
        self.log = directory / "mosquitto.log"
        broker_files.prepare(directory, self.port, "127.0.0.1")

    def add(self, users: GameUsers) -> None:
        """Let a game's users in (the running broker reads its files again)."""
        broker_files.add_game(self.dir, users)
        if self.proc is not None:
            time.sleep(0.3)  # SIGHUP is handled by the broker's next loop

    def start(self) -> None:
        self.proc = broker_files.start(self.dir, self.port, "127.0.0.1", self.log)
        wait_until(self._listening, 10, "Mosquitto to listen")

    def _listening(self) -> bool:
        assert self.proc is not None
        if self.proc.poll() is not None:
            raise AssertionError(f"mosquitto exited ({self.proc.returncode}): {self.log.read_text()[-2000:]}")
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=0.2):
                return True
        except OSError:
            return False

    def kill(self) -> None:
        """Kill the broker (SIGKILL: no goodbye, no last save)."""
        assert self.proc is not None
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)


@pytest.fixture
def broker(tmp_path: Path) -> Iterator[Broker]:
    try:
        broker_files.find_mosquitto()
    except PlaymatError as exc:
        pytest.fail(f"{exc}: the remote tests need a real broker", pytrace=False)
    b = Broker(tmp_path / "broker")
    try:
        yield b
    finally:
        b.stop()


@pytest.fixture
def game_on(broker: Broker, tmp_path: Path) -> Iterator[Callable[..., Referee]]:
    """``game_on("vanguard")``: a new game's referee (saving to tmp_path),
    its users let in, the broker running, the referee connected."""
    refs: list[Referee] = []

    def make(ruleset: str, **kw: object) -> Referee:
        kw.setdefault("durable", False)  # saved after every answer, but not flushed to the disk: faster here
        ref = Referee.new(ruleset, "127.0.0.1", broker.port, save_path=tmp_path / f"{ruleset}.game.json", **kw)
        broker.add(ref.users)
        if broker.proc is None:
            broker.start()
        ref.start()
        wait_until(ref.conn.connected.is_set, 10, "the referee to connect")
        refs.append(ref)
        return ref

    try:
        yield make
    finally:
        for ref in refs:
            ref.stop()
