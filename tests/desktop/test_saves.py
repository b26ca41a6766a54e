"""Saved games under stress: killed writers, a full disk, two writers, a
flushed write, and files in ``games/`` that are not saved games."""

from __future__ import annotations

import errno
import json
import os
import random
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from desktop import saves
from desktop.saves import LEFTOVER_AGE, GameInUse, held_by, lock_path
from desktop.session import GOLDFISH, WATCH, GameSetup, Session, autosave_path, games_dir, prune_recent, recent_games
from engine.errors import LoadError
from engine.files import MAX_SAVE_BYTES

REPO = Path(__file__).resolve().parents[2]


def python(code: str, *args: str) -> subprocess.Popen[str]:
    """``code`` run by this Python in a new process, from the checkout."""
    return subprocess.Popen(
        [sys.executable, "-c", code, *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=REPO,
    )


def answers_in(path: Path) -> list[object]:
    return list(Session.open(path).match.answers)


# -- durable writes -------------------------------------------------------------------------------


def test_a_save_is_flushed_then_renamed_then_its_folder_flushed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The write order of durable stores: the new file's bytes reach the
    disk before it replaces the old one, and the folder's entry after."""
    s = Session.start(GameSetup("vanguard", WATCH, seed=1))
    s.run_bots(0.0)
    path = tmp_path / "g.playmat.json"
    calls: list[str] = []
    fsync, replace = os.fsync, os.replace

    def record_fsync(fd: int) -> None:
        calls.append("fsync folder" if os.path.isdir(f"/proc/self/fd/{fd}") else "fsync file")
        fsync(fd)

    def record_replace(src: str | Path, dst: str | Path) -> None:
        calls.append(f"replace {Path(src).parent == Path(dst).parent} {Path(dst).name}")
        replace(src, dst)

    monkeypatch.setattr(saves, "FLUSH", True)
    monkeypatch.setattr(os, "fsync", record_fsync)
    monkeypatch.setattr(os, "replace", record_replace)
    s.save(path)
    assert calls == ["fsync file", "replace True g.playmat.json", "fsync folder"]
    assert answers_in(path) == s.match.answers
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.playmat.json"]


KILL_SCRIPT = """
import sys
from pathlib import Path
from desktop.session import WATCH, GameSetup, Session
path = Path(sys.argv[1])
s = Session.open(path, path) if path.exists() else Session.start(GameSetup("weiss", WATCH, seed=int(sys.argv[2])), path)
print(len(s.match.answers), flush=True)
while not s.over:
    s.run_bots(0.0)  # one answer, then the autosave
    assert s.save_error is None, s.save_error
    print(len(s.match.answers), flush=True)  # acknowledged: it is in the file
print("over", flush=True)
"""


def kill_at_random(path: Path, rng: random.Random, seed: int) -> tuple[int, int]:
    """Run the autosaving game in a process, kill it (SIGKILL) at a random
    moment after its first acknowledged answer; return the answers it
    acknowledged and the answers the file holds."""
    proc = python(KILL_SCRIPT, str(path), str(seed))
    assert proc.stdout is not None
    first = proc.stdout.readline()
    assert first.strip().isdigit(), proc.communicate()[1]
    time.sleep(rng.uniform(0.0, 0.25))
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    # read through the same buffered file as the first line: ``communicate``
    # reads the pipe beneath it and would miss lines ``readline`` buffered
    with proc:  # closes the pipes
        out = proc.stdout.read()
        err = proc.stderr.read() if proc.stderr is not None else ""
    lines = (first + out).split("\n")[:-1]  # the text after the last newline was cut by the kill
    assert proc.returncode == -signal.SIGKILL or lines[-1] == "over", err
    acked = [int(line) for line in lines if line.isdigit()]
    return acked[-1], len(answers_in(path))


@pytest.mark.parametrize("kills", [6, pytest.param(300, marks=[pytest.mark.soak, pytest.mark.timeout(1800)])])
def test_killed_at_random_moments_the_save_opens_with_every_acknowledged_answer(tmp_path: Path, kills: int) -> None:
    """A game autosaving after every answer is killed at random moments
    (and resumed from its file each time): the file always opens, and
    holds every answer acknowledged before the kill."""
    rng = random.Random(kills)
    path = tmp_path / "games" / "killed.playmat.json"
    for i in range(kills):
        acked, saved = kill_at_random(path, rng, seed=i)
        assert acked <= saved <= acked + 1, f"kill {i}: {acked} answers acknowledged, {saved} in the file"
        if Session.open(path).over:
            path.unlink()  # the next process starts a new game


FULL_DISK_SCRIPT = """
import json, resource, signal, sys
from pathlib import Path
from desktop.session import WATCH, GameSetup, Session
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails (EFBIG) instead of killing
path, limit = Path(sys.argv[1]), int(sys.argv[2])
s = Session.start(GameSetup("vanguard", WATCH, seed=3), path)
soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
resource.setrlimit(resource.RLIMIT_FSIZE, (limit, hard))  # the disk is full past ``limit`` bytes a file
errors = []
while len(s.match.answers) < 300 and not s.over:
    s.run_bots(0.0)
    errors.append(s.save_error)
in_file_when_full = len(Session.open(path).match.answers)
resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))  # room again
retried = s.save_now()
print(json.dumps({"errors": errors, "answers": s.match.answers, "in_file_when_full": in_file_when_full,
                  "retried": retried, "error_after": s.save_error}))
"""


def test_a_full_disk_is_reported_and_once_there_is_room_every_answer_is_saved(tmp_path: Path) -> None:
    """A real write error (the file-size limit of the process: EFBIG, as
    a full disk gives ENOSPC): every save past it says why it failed, play
    goes on, no half-written file is left to fill the disk, and the first
    save once there is room holds every answer."""
    path = tmp_path / "games" / "full.playmat.json"
    proc = python(FULL_DISK_SCRIPT, str(path), "2500")
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    result = json.loads(out)
    errors, answers = result["errors"], result["answers"]
    failed = [e for e in errors if e is not None]
    assert failed and set(failed) == {os.strerror(errno.EFBIG)}
    first = errors.index(failed[0])
    assert all(e is not None for e in errors[first:]), "the disk stayed full"
    assert result["in_file_when_full"] == first  # the file kept the last good save
    assert result["retried"] and result["error_after"] is None
    assert json.loads(json.dumps(answers_in(path))) == answers
    assert len(answers) - first > 50  # answers made while the disk was full, none lost
    assert not [p for p in path.parent.iterdir() if p.suffix == ".tmp"]


# -- two writers ------------------------------------------------------------------------------------


WRITER_SCRIPT = """
import sys, time
from pathlib import Path
from desktop.session import WATCH, GameSetup, Session
path, seed = Path(sys.argv[1]), int(sys.argv[2])
s = Session.start(GameSetup("vanguard", WATCH, seed=seed))
s.run_bots(0.05)
input()  # both writers start together
end = time.monotonic() + 1.0
while time.monotonic() < end:
    s.save(path)
"""


def test_two_writers_of_one_file_never_leave_a_broken_file(tmp_path: Path) -> None:
    """Two processes write one file as fast as they can (Save as): each
    writes a temporary file of its own, so every read finds a whole save."""
    path = tmp_path / "both.playmat.json"
    writers = [python(WRITER_SCRIPT, str(path), str(seed)) for seed in (1, 2)]
    for w in writers:
        assert w.stdin is not None
        w.stdin.write("\n")
        w.stdin.flush()
    reads = 0
    while any(w.poll() is None for w in writers):
        if path.exists():
            Session.open(path)  # a LoadError here: a broken file
            reads += 1
    for w in writers:
        _, err = w.communicate(timeout=30)
        assert w.returncode == 0, err
    assert reads > 10
    Session.open(path)
    assert [p.name for p in tmp_path.iterdir()] == [path.name]


HOLDER_SCRIPT = """
import sys
from pathlib import Path
from desktop.session import Session
path = Path(sys.argv[1])
s = Session.open(path, path)
print("holding", flush=True)
sys.stdin.read()
"""


def test_a_game_held_by_another_process_cannot_be_opened_to_write_and_says_who_holds_it(tmp_path: Path) -> None:
    path = tmp_path / "games" / "held.playmat.json"
    Session.start(GameSetup("vanguard", GOLDFISH, seed=2), path).close()
    holder = python(HOLDER_SCRIPT, str(path))
    assert holder.stdout is not None
    assert holder.stdout.readline() == "holding\n", holder.communicate()[1]
    who = f"This game is open in another Playmat window (process {holder.pid} on host {socket.gethostname()})"
    try:
        with pytest.raises(GameInUse) as caught:
            Session.open(path, path)
        assert caught.value.holder == who and str(path) in str(caught.value)
        assert held_by(path) == who
        assert Session.open(path).match.answers == []  # reading it is fine
    finally:
        holder.kill()  # a killed holder lets go of the lock
        holder.communicate()
    again = Session.open(path, path)
    assert held_by(path) is not None
    again.close()
    assert held_by(path) is None and not lock_path(path).exists()


def test_a_session_cannot_write_a_game_another_session_holds(tmp_path: Path) -> None:
    path = tmp_path / "games" / "one.playmat.json"
    first = Session.start(GameSetup("weiss", GOLDFISH, seed=4), path)
    second = Session.start(GameSetup("weiss", WATCH, seed=5), tmp_path / "games" / "two.playmat.json")
    told: list[str | None] = []
    second.on_saved = told.append
    second.autosave = path
    second.run_bots(0.0)
    assert second.save_error is not None and second.save_error.startswith("This game is open in another Playmat window")
    assert told == [second.save_error]
    assert Session.open(path).match.journal_digest() == first.match.journal_digest()  # untouched
    first.close()
    assert second.save_now() and told[-1] is None
    assert Session.open(path).match.journal_digest() == second.match.journal_digest()
    second.close()


def test_restart_keeps_the_lock_of_its_file(tmp_path: Path) -> None:
    path = tmp_path / "games" / "same.playmat.json"
    s = Session.start(GameSetup("vanguard", GOLDFISH, seed=1), path)
    fresh = s.restart(new_seed=True)
    assert fresh.save_now()
    s.close()  # lets go of nothing: the new game holds the file
    assert held_by(path) is not None
    fresh.close()
    assert held_by(path) is None


# -- leftovers --------------------------------------------------------------------------------------


def test_files_left_by_killed_writers_are_removed(tmp_path: Path) -> None:
    """Temporary files older than a minute and lock files of games that are
    gone go; a save under way, a held lock and other files stay."""
    games = games_dir(tmp_path)
    games.mkdir()
    old = time.time() - LEFTOVER_AGE - 5
    for name in ("a.playmat.json.4242-0badc0de.tmp", "a.playmat.json.tmp", "b.playmat.json.17-00000000.tmp"):
        (games / name).write_text("{")
        os.utime(games / name, (old, old))
    (games / "c.playmat.json.99-12345678.tmp").write_text("{")  # young: a save under way
    (games / "notes.tmp").write_text("mine")
    os.utime(games / "notes.tmp", (old, old))
    (games / "gone.playmat.json.lock").write_text("{}")  # its process was killed, its game pruned
    held = Session.start(GameSetup("vanguard", GOLDFISH, seed=1), games / "held.playmat.json")
    prune_recent(tmp_path)
    assert sorted(p.name for p in games.iterdir()) == [
        "c.playmat.json.99-12345678.tmp",
        "held.playmat.json",
        "held.playmat.json.lock",
        "notes.tmp",
    ]
    held.close()


def test_pruning_keeps_a_game_another_window_holds(tmp_path: Path) -> None:
    oldest = Session.start(GameSetup("vanguard", GOLDFISH, seed=1), autosave_path(tmp_path, "vanguard", GOLDFISH))
    assert oldest.autosave is not None
    os.utime(oldest.autosave, (1.0, 1.0))
    others = [
        Session.start(GameSetup("weiss", GOLDFISH, seed=s), autosave_path(tmp_path, "weiss", GOLDFISH)) for s in (1, 2)
    ]
    for s in others:
        s.close()
    prune_recent(tmp_path, keep=1)
    assert oldest.autosave.exists()
    assert len(recent_games(tmp_path).games) == 2
    oldest.close()


# -- files in games/ that are not saved games --------------------------------------------------------


def _nested(path: Path) -> None:
    path.write_text("[" * 100_000 + "]" * 100_000)


def _huge_number(path: Path) -> None:
    data = Session.start(GameSetup("vanguard", GOLDFISH, seed=1)).to_dict()
    data["desktop"]["turn"] = 12345
    path.write_text(json.dumps(data).replace('"turn": 12345', '"turn": 1e400'))


def _too_large(path: Path) -> None:
    with path.open("wb") as f:
        f.truncate(MAX_SAVE_BYTES + 1)  # sparse: no disk used


BAD_FILES: dict[str, Callable[[Path], None]] = {
    "turn 1e400": _huge_number,
    "100,000-deep nesting": _nested,
    "a FIFO": lambda p: os.mkfifo(p),
    "a link to /dev/zero": lambda p: p.symlink_to("/dev/zero"),
    "binary junk": lambda p: p.write_bytes(random.Random(1).randbytes(4096)),
    "a dangling link": lambda p: p.symlink_to(p.with_name("nothing")),
    "a folder": lambda p: p.mkdir(),
    "too large": _too_large,
    "not a save": lambda p: p.write_text('{"deck": [1, 2, 3]}'),
}


def make_bad_files(state: Path, kinds: list[str]) -> list[Path]:
    folder = games_dir(state)
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for i, kind in enumerate(kinds):
        path = folder / f"bad-{i}.playmat.json"
        BAD_FILES[kind](path)
        paths.append(path)
    return paths


@pytest.mark.timeout(30)
@pytest.mark.parametrize("kind", list(BAD_FILES))
def test_a_bad_file_in_games_is_skipped_and_named(tmp_path: Path, kind: str) -> None:
    good = Session.start(GameSetup("vanguard", GOLDFISH, seed=1), autosave_path(tmp_path, "vanguard", GOLDFISH))
    (bad,) = make_bad_files(tmp_path, [kind])
    recent = recent_games(tmp_path)
    assert [g.path for g in recent.games] == [good.autosave]
    assert len(recent.skipped) == 1 and recent.skipped[0].startswith(f"{bad}:")
    with pytest.raises(LoadError, match=rf"^{bad}(:\d+)?: "):
        Session.open(bad, bad)
    assert held_by(bad) is None
    prune_recent(tmp_path, keep=0)  # removing old files stops at nothing either
    assert not os.path.lexists(bad) or bad.is_dir()


def test_a_saved_game_with_a_usable_summary_but_a_broken_game_is_listed_and_refused_on_open(tmp_path: Path) -> None:
    """The list reads only the summary; opening reads the game, and names the file."""
    path = games_dir(tmp_path) / "x.playmat.json"
    path.parent.mkdir()
    path.write_text(json.dumps({"format": "playmat-match", "version": 1, "ruleset": "chess", "seed": 1, "answers": []}))
    assert [g.ruleset_id for g in recent_games(tmp_path).games] == ["chess"]
    with pytest.raises(LoadError, match=r"unknown game 'chess'"):
        Session.open(path, path)
