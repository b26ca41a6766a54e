"""Whole games through a real Mosquitto: the journal is the one the same seed
and answers give locally, whatever drops out on the way (a seat's process,
the broker, the referee)."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from engine.match import Match
from remote.referee import Referee, answers_log
from remote.seat import BotSeat
from remote.topics import Invitation
from tests.remote.conftest import Broker, wait_until

pytestmark = pytest.mark.remote

ROOT = Path(__file__).resolve().parents[2]
GAME_TIMEOUT = 240


def played_locally(ref: Referee) -> Match:
    """The referee's seed, decks and answers, played without any broker."""
    m = Match(ref.match.ruleset, ref.match.decks, ref.match.seed, ref.match.deck_names)
    m.replay(ref.match.answers)
    return m


def assert_same_game(ref: Referee, *seats: BotSeat) -> None:
    local = played_locally(ref)
    assert local.is_terminal() and ref.match.is_terminal()
    assert [e.record() for e in local.journal] == [e.record() for e in ref.match.journal]
    for seat in seats:
        assert seat.wait(30), f"seat {seat.seat} never got the reveal"
        assert seat.problem == ""
        assert seat.verified is not None
        assert seat.verified.journal_digest() == local.journal_digest()
        # its log arrived whole and in its own words, whatever dropped out on the way
        wait_until(lambda s=seat: s.log == ref.log_for(s.seat - 1), 30, f"seat {seat.seat}'s whole log")


def bot_seats(ref: Referee, seeds: tuple[int, ...] = (1, 2)) -> list[BotSeat]:
    inv = ref.invitations()
    seats = [BotSeat(inv[n], seed=seed) for n, seed in zip(range(1, ref.players + 1), seeds, strict=True)]
    for s in seats:
        s.start()
    return seats


@pytest.mark.parametrize("ruleset", ["vanguard", "dbscg"])
def test_a_game_through_the_broker_has_the_journal_of_the_same_answers_played_locally(
    game_on: Callable[..., Referee], ruleset: str
) -> None:
    ref = game_on(ruleset)
    seats = bot_seats(ref)
    try:
        assert ref.wait(GAME_TIMEOUT), "the game did not end"
        assert_same_game(ref, *seats)
        assert ref.dropped == 0
        # the save after the last answer is the whole game
        saved = Referee.resume(ref.save_path)  # type: ignore[arg-type]
        assert saved.match.journal_digest() == ref.match.journal_digest()
        assert saved.commitment == ref.commitment
        # every seat's log arrived whole, in its own words, and never names the seed
        for s in seats:
            assert s.log == ref.log_for(s.seat - 1)
            assert all(str(ref.match.seed) not in line for line in s.log)
    finally:
        for s in seats:
            s.stop()


def seat_process(code: str, seed: int, tmp: Path, name: str) -> subprocess.Popen[bytes]:
    """``playmat remote-seat`` in its own process (its report on stdout)."""
    with open(tmp / f"{name}.out", "wb") as out:  # the child has its own copy
        return subprocess.Popen(
            [sys.executable, "-m", "desktop.cli", "remote-seat", code, "--seed", str(seed), "--timeout", "300"],
            cwd=ROOT,
            stdout=out,
            stderr=subprocess.STDOUT,
        )


def test_a_seat_killed_mid_game_comes_back_and_the_game_ends_with_the_same_journal(
    game_on: Callable[..., Referee], tmp_path: Path
) -> None:
    ref = game_on("weiss")
    inv = ref.invitations()
    other = BotSeat(inv[2], seed=2)
    other.start()
    first = seat_process(inv[1].code(), 1, tmp_path, "first")
    try:
        wait_until(lambda: len(ref.match.answers) >= 40 or first.poll() is not None, GAME_TIMEOUT, "40 answers")
        assert first.poll() is None, (tmp_path / "first.out").read_text()
        os.kill(first.pid, signal.SIGKILL)  # a crash: no goodbye
        first.wait(10)
        wait_until(lambda: ref.presence[1] == "offline", 30, "the referee to see seat 1 offline (its last will)")
        at = len(ref.match.answers)
        again = seat_process(inv[1].code(), 11, tmp_path, "again")  # the same invitation, a new process
        assert again.wait(GAME_TIMEOUT) == 0, (tmp_path / "again.out").read_text()
        report = json.loads((tmp_path / "again.out").read_text().splitlines()[-1])
        assert report["verified"] and report["problem"] == ""
        assert ref.wait(30)
        assert len(ref.match.answers) > at
        assert_same_game(ref, other)
    finally:
        other.stop()
        for p in (first,):
            if p.poll() is None:
                p.kill()


def test_the_broker_killed_and_restarted_mid_game_loses_nothing(
    game_on: Callable[..., Referee], broker: Broker
) -> None:
    ref = game_on("systemgate")
    seats = bot_seats(ref)
    try:
        wait_until(lambda: len(ref.match.answers) >= 30, GAME_TIMEOUT, "30 answers")
        broker.kill()
        at = len(ref.match.answers)
        broker.start()
        assert ref.wait(GAME_TIMEOUT), "the game did not end after the broker came back"
        assert len(ref.match.answers) > at
        assert ref.conn.connections >= 2 and all(s.conn.connections >= 2 for s in seats)
        assert_same_game(ref, *seats)
    finally:
        for s in seats:
            s.stop()


def test_a_referee_killed_mid_game_resumes_from_its_save(broker: Broker, tmp_path: Path) -> None:
    """``playmat referee`` killed (SIGKILL) mid-game; a referee resumed from
    its save goes on, and the game ends with the journal of its answers."""
    broker.start()
    save = tmp_path / "game.json"
    cmd = [sys.executable, "-m", "desktop.cli", "referee", "--game", "vanguard", "--json", "--save", str(save)]
    cmd += ["--broker-dir", str(broker.dir), "--port", str(broker.port), "--host", "127.0.0.1"]
    with open(tmp_path / "referee.err", "wb") as err:
        first = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=err)
    seats: list[BotSeat] = []
    try:
        assert first.stdout is not None
        line = first.stdout.readline()
        assert line, (tmp_path / "referee.err").read_text()
        codes = json.loads(line)["invitations"]
        time.sleep(0.5)  # the broker reads the new users (SIGHUP)
        seats = [BotSeat(Invitation.parse(codes[f"seat {n}"]), seed=n) for n in (1, 2)]
        for s in seats:
            s.start()
        wait_until(lambda: seats[0].index >= 30 or first.poll() is not None, GAME_TIMEOUT, "30 answers")
        assert first.poll() is None, (tmp_path / "referee.err").read_text()
        os.kill(first.pid, signal.SIGKILL)
        first.wait(10)
        wait_until(lambda: seats[0].referee == "offline", 30, "the seats to see the referee offline (its last will)")
        again = Referee.resume(save, durable=False)
        at = len(again.match.answers)
        assert at >= 29
        again.start()
        try:
            assert again.wait(GAME_TIMEOUT), "the resumed game did not end"
            assert len(again.match.answers) > at
            assert_same_game(again, *seats)
        finally:
            again.stop()
    finally:
        if first.poll() is None:
            first.kill()
        if first.stdout is not None:
            first.stdout.close()
        for s in seats:
            s.stop()


def test_a_referee_resumed_from_an_older_save_gets_the_answers_again_and_replays_the_same_game(
    game_on: Callable[..., Referee], tmp_path: Path
) -> None:
    """A power cut lost the last answers of the referee's save: the seats,
    shown earlier views by the new run of the referee, send their answers
    again, and the game goes on exactly as it went."""
    ref = game_on("dbscg")
    seats = bot_seats(ref)
    assert ref.save_path is not None
    try:
        wait_until(lambda: len(ref.match.answers) >= 20, GAME_TIMEOUT, "20 answers")
        with ref._lock:
            older = len(ref.match.answers)
            ref.save(whole=True)
            shutil.copy(ref.save_path, tmp_path / "older.json")
        wait_until(lambda: len(ref.match.answers) >= older + 15, GAME_TIMEOUT, "15 answers more")
        with ref._lock:  # the referee stops: nothing it does after this reaches anyone
            ref.conn.publish = lambda *a, **k: None  # type: ignore[method-assign]
            ref.save = lambda *a, **k: None  # type: ignore[method-assign]
            given = list(ref.match.answers)
        ref.conn.client.disconnect()
        ref.conn.client.loop_stop()
        shutil.copy(tmp_path / "older.json", ref.save_path)
        answers_log(ref.save_path).write_text("")
        again = Referee.resume(ref.save_path, durable=False)
        assert len(again.match.answers) == older
        again.start()
        try:
            assert again.wait(GAME_TIMEOUT), "the resumed game did not end"
            assert again.match.answers[: len(given)] == given
            assert_same_game(again, *seats)
        finally:
            again.stop()
    finally:
        for s in seats:
            s.stop()
