"""Hostile traces and mat scripts: refused with a LoadError naming the file
and the line; a trace's bad entries are skipped with theirs."""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

import pytest

from desktop.cli import main
from engine.errors import LoadError
from hardware.mat.script import load_script
from hardware.table.trace import director_trace, read_trace, write_trace


def write(tmp_path: Path, text: str, name: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def refused(call: object, path: Path) -> LoadError:
    assert callable(call)
    with pytest.raises(LoadError) as info:
        call(path)
    assert str(info.value).startswith(str(path))
    return info.value


# -- traces --------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def trace_lines(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    path = tmp_path_factory.mktemp("trace") / "game.trace"
    write_trace(director_trace("vanguard", 3, []), path)
    return path.read_text(encoding="utf-8").splitlines()


def with_header(lines: list[str], **changes: object) -> str:
    return "\n".join([json.dumps({**json.loads(lines[0]), **changes}), *lines[1:]]) + "\n"


def test_a_trace_whose_decks_make_no_game_is_refused_at_its_header(tmp_path: Path, trace_lines: list[str]) -> None:
    """The header's decks are checked when the trace's game starts: the
    message names the trace file and line 1, not ``<trace>``."""
    decks = json.loads(trace_lines[0])["decks"]
    path = write(tmp_path, with_header(trace_lines, decks=[decks[0], {"main": decks[1]["main"][:10]}]), "game.trace")
    e = refused(lambda p: read_trace(p).match(), path)
    assert e.line == 1 and e.message.startswith("deck 2: ")


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"seed": True}, "the header needs ruleset, seed and decks"),
        ({"deck_names": "ab"}, "deck_names must be a list of names"),
        ({"deck_names": [1, 2]}, "deck_names must be a list of names"),
    ],
)
def test_a_trace_header_of_the_wrong_shapes_is_refused(
    tmp_path: Path, trace_lines: list[str], changes: dict[str, object], message: str
) -> None:
    e = refused(read_trace, write(tmp_path, with_header(trace_lines, **changes), "game.trace"))
    assert (e.line, e.message) == (1, message)


def test_a_trace_header_too_deep_is_no_trace(tmp_path: Path, trace_lines: list[str]) -> None:
    text = '{"format": "playmat-trace", "x": ' + "[" * 100_000 + "\n" + "\n".join(trace_lines[1:])
    e = refused(read_trace, write(tmp_path, text, "game.trace"))
    assert (e.line, e.message) == (1, "not a Playmat trace: trace header nests deeper than 64 levels")


def test_trace_entries_with_numbers_no_table_gives_are_skipped_with_their_line(
    tmp_path: Path, trace_lines: list[str], caplog: pytest.LogCaptureFixture
) -> None:
    """NaN passed ``t < last``; 1e400 and deep lists were raw errors."""
    caplog.set_level(logging.ERROR)
    bad = [
        '{"t": NaN, "screen": ["end"]}',
        '{"t": 1e400, "screen": ["end"]}',
        '{"t": 1, "obs": {"type": "seen", "device": "camera", "game": "VG", "card": "X", "copy": 1, "xy": [1e999, 0]}}',
        '{"t": 1, "pick": ' + "[" * 3000 + "]" * 3000 + "}",
    ]
    path = write(tmp_path, "\n".join([trace_lines[0], *bad, *trace_lines[1:]]) + "\n", "game.trace")
    trace = read_trace(path)
    assert len(trace.entries) == len(trace_lines) - 1
    assert trace.problems == [
        f"{path}:2: NaN is not a usable number",
        f"{path}:3: 1e400 is not a usable number",
        f"{path}:4: 1e999 is not a usable number",
        f"{path}:5: trace entry nests deeper than 64 levels",
    ]


@pytest.mark.timeout(20)
def test_a_trace_that_is_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "game.trace"
    os.mkfifo(fifo)
    assert refused(read_trace, fifo).message == "cannot read trace: a named pipe (FIFO), not a regular file"


# -- mat scripts ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("garbage 99999999999", "garbage: a count of 0 to 65536, not '99999999999'"),
        ("garbage 70000", "garbage: a count of 0 to 65536, not '70000'"),
        ("version 10000", "version: a count of 0 to 9999, not '10000'"),
        ("drop -1", "drop: a count of 0 to 1000000, not '-1'"),
        ("drop " + "9" * 5000, "drop: a count of 0 to 1000000, not '" + "9" * 5000 + "'"),
        ("place p0.VC ²", "place: '²' is neither a card count nor stand/rest"),
        ("set p0.VC ٣", "set: a card count of 0-99"),
        ("wait nan", "wait: seconds between 0 and 3600"),
        ("nan place p0.VC", "time must be 0-86400 s"),
    ],
)
def test_mat_scripts_name_the_file_and_line(tmp_path: Path, line: str, message: str) -> None:
    """A count of random bytes no one can send hung the simulator."""
    e = refused(load_script, write(tmp_path, f"# setup\nplace p0.deck 50\n{line}\n", "cards.txt"))
    assert (e.line, e.message) == (3, message)


def test_mat_sim_reports_a_bad_script_with_its_file_and_line(tmp_path: Path) -> None:
    path = write(tmp_path, "place p0.VC\ngarbage 100000\n", "cards.txt")
    with pytest.raises(SystemExit) as info:
        main(["mat-sim", "--script", str(path), "--seconds", "0"])
    assert str(info.value) == f"playmat: {path}:2: garbage: a count of 0 to 65536, not '100000'"
    with pytest.raises(SystemExit) as info:
        main(["mat-sim", "--script", str(tmp_path), "--seconds", "0"])
    assert str(info.value) == f"playmat: {tmp_path}: cannot read mat script: a folder, not a regular file"
