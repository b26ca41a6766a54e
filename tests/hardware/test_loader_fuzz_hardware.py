"""Mutational fuzz of the hardware's file loaders: table traces and the
simulated mat's scripts, changed thousands of ways (see tests/fuzzing.py),
either load or are refused with a LoadError naming the file; never a
traceback, never a hang. ``-m soak`` runs many more cases."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import pytest

from engine.bots import RandomBot
from engine.errors import LoadError
from engine.match import Match
from hardware.mat.script import load_script
from hardware.table.trace import director_trace, read_trace, write_trace
from tests.fuzzing import fuzz, json_lines_cases, sizes, text_cases


@pytest.fixture(scope="module")
def traces(tmp_path_factory: pytest.TempPathFactory) -> list[list[Any]]:
    """The first 25 answers of a bot game of each game, as a table's trace."""
    out = []
    path = tmp_path_factory.mktemp("traces") / "game.trace"
    for rid in ("vanguard", "weiss", "dbscg", "systemgate"):
        m = Match.new(rid, seed=3)
        bot = RandomBot(3)
        while m.decision is not None and len(m.answers) < 25:
            m.apply(bot.choose(m.decision))
        write_trace(director_trace(rid, 3, list(m.answers)), path)
        out.append([json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()])
    return out


#: Entries of the right shape: observations of zones and cards, answers.
PLAUSIBLE = [
    {"t": 99.0, "obs": {"type": "zone", "device": "mat", "zone": "p0.VC", "count": 1, "orientation": "rest"}},
    {
        "t": 99.0,
        "obs": {"type": "seen", "device": "camera", "game": "VG", "card": "PMV1-001", "copy": 1, "zone": "p1.RC_FL"},
    },
    {"t": 99.0, "obs": {"type": "status", "device": "mat", "state": "lost", "detail": ""}},
    {"t": 99.0, "screen": ["end"], "seat": 1, "question": "Main Phase"},
    {"t": 99.0, "pick": ["call:12:RC_FL"]},
]


@sizes(2000, 10000)
@pytest.mark.timeout(600)
def test_traces_changed_at_random_load_or_are_refused(
    n: int, traces: list[list[Any]], tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Reading a trace and starting its game; a bad entry is skipped (and
    logged), a bad header refused."""
    caplog.set_level(logging.ERROR)
    cases = json_lines_cases(traces, n, 500, PLAUSIBLE)
    fuzz(cases, lambda p: read_trace(p).match(), tmp_path, ".trace", (LoadError,)).assert_only_load_errors()


SCRIPT = """\
# a simulated game's first moves
0.5 place p0.deck 50
place p1.deck 50
0.8 remove p0.deck 5
place p0.hand 5 stand
@1.2 set p0.VC 1 rest
stand p0.VC
rest p0.VC
slide p0.hand p0.RC_FL p0.VC
flicker p1.deck
drop 2
corrupt 1
dup 3
garbage 16
silence 0.5
disconnect 1
baud 0.2
wait 0.25
version 1
reset
clear
"""

SCRIPT_LINES = ["garbage 99999999999", "wait 1e400", "nan place p0.VC", "place p0.VC 99 rest", "set p0.VC ²"]
SCRIPT_LINES += ["1e400 reset", "slide " + "p0.VC " * 20, "-1 clear", "version -1", "drop " + "9" * 5000, "place"]
SCRIPT_LINES += ["\x00", "inf wait 1"]


@sizes(2000, 50000)
@pytest.mark.timeout(300)
def test_mat_scripts_changed_at_random_load_or_are_refused(n: int, tmp_path: Path) -> None:
    cases = text_cases([SCRIPT], n, 600, SCRIPT_LINES)
    fuzz(cases, load_script, tmp_path, ".txt", (LoadError,)).assert_only_load_errors()
