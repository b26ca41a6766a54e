"""``playmat table-sweep``: bot games of many seeds recorded at the simulated
table and replayed through sync, in worker processes, one result line each."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop.cli import main as playmat
from hardware.table.report import CANNOT_SHOW, COULD_NOT_READ, TARGET, UNREAD
from hardware.table.sweep import Job, check_game, problem_kind, read_results, run_sweep, summarise


def test_each_game_is_a_line_and_a_run_goes_on_where_it_stopped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two short games, each in a worker process: a JSON line per game as it
    ends, and a summary per ruleset. Given the same file, a longer run plays
    only the seeds it does not hold."""
    out = tmp_path / "sweep.jsonl"
    args = [
        "table-sweep",
        "--ruleset",
        "systemgate",
        "--first-seed",
        "5",
        "--max-answers",
        "25",
        "--out",
        str(out),
        "--json",
    ]
    assert playmat([*args, "--seeds", "1"]) == 0
    (line,) = read_results(out)
    assert line["ruleset"] == "systemgate" and line["seed"] == 5 and line["status"] == "done"
    assert line["same"] is True and line["answers"] == line["followed"] == 25
    assert line["problems"] == [] and line["first_difference"] is None
    assert playmat([*args, "--seeds", "2"]) == 0
    assert [r["seed"] for r in read_results(out)] == [5, 6]
    summary = json.loads(capsys.readouterr().out.splitlines()[-1])["systemgate"]
    assert summary["games"] == summary["same"] == 2 and summary["share_same"] == 1.0
    assert summary["answers"] == 50 and summary["not_followed"] == []
    asks = sum(sum(r["asks"].values()) for r in read_results(out))
    assert summary["asks_per_100"] == asks * 2


def test_a_game_past_its_time_is_stopped_and_said() -> None:
    results: list[dict[str, object]] = []
    run_sweep([Job("weiss", 5)], timeout_s=0.5, done=results.append)
    assert results == [{"ruleset": "weiss", "seed": 5, "status": "timeout", "seconds": 0.5}]


def test_the_summary_counts_asks_by_reason_and_problems_by_kind() -> None:
    def game(seed: int, same: bool, asks: dict[str, int], problems: list[str]) -> dict[str, object]:
        kinds: dict[str, int] = {}
        for p in problems:
            kinds[problem_kind(p)] = kinds.get(problem_kind(p), 0) + 1
        if not same:
            kinds["journal differs"] = 1
        return {
            "ruleset": "dbscg",
            "seed": seed,
            "status": "done",
            "same": same,
            "answers": 100,
            "screen": 30,
            "asks": asks,
            "kinds": kinds,
        }

    refused = (
        "t=145.87: on-screen answer ['attack:73:88'] refused: 'attack:73:88' is not one of the choices of: Defense Step"
    )
    waiting = (
        "t=172.11: on-screen answer ['attack:96:73'] refused: Player 2: show the card from your hand in the Drop zone"
    )
    s = summarise(
        [
            game(1, True, {TARGET: 3}, []),
            game(2, False, {TARGET: 1, UNREAD: 2}, [refused, waiting, refused]),
            {"ruleset": "dbscg", "seed": 3, "status": "timeout", "seconds": 1200},
        ]
    )["dbscg"]
    assert s["games"] == 3 and s["same"] == 1 and s["share_same"] == round(1 / 3, 4)
    assert s["asks_per_100"] == 3.0 and s["screen_per_100"] == 30.0
    assert s["asks_per_100_by_class"] == {COULD_NOT_READ: 1.0, CANNOT_SHOW: 2.0}
    assert s["problems"] == {
        "answer refused: not a choice": 1,
        "answer refused: waiting for a card": 1,
        "journal differs": 1,
        "timeout": 1,
    }
    assert s["not_followed"] == [2, 3]


def test_seeds_past_the_largest_are_refused_before_any_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "sweep.jsonl"
    assert playmat(["table-sweep", "--first-seed", "2147483640", "--seeds", "20", "--out", str(out)]) == 2
    assert "2147483647" in capsys.readouterr().err
    assert not out.exists()
    assert playmat(["table-sweep", "--first-seed", "2147483647", "--seeds", "0", "--out", str(out)]) == 0


#: unseen games sync once lost the thread of, each for a reason since fixed:
#: weiss 145, two damage cards put into the clock in the other order (the
#: level up then offered the wrong seven); weiss 149, a counter event's label
#: taken for a damage card after a refresh shuffled the event back; system
#: gate 147, a unit that joins a link attack and stands again is no change
#: the table shows (the players are asked which units joined); dbscg 149, a
#: battle card KO-ed beside a token taken for covered by the card next to it
#: (the mat counted the token, which carries no label); system gate 128
LOST_ONCE = [("weiss", 145), ("weiss", 149), ("systemgate", 147), ("dbscg", 149), ("systemgate", 128)]


@pytest.mark.soak
@pytest.mark.timeout(1200)
@pytest.mark.parametrize(("ruleset", "seed"), LOST_ONCE)
def test_games_sync_once_lost_are_followed_to_the_same_journal(ruleset: str, seed: int) -> None:
    """Whole bot games recorded at the simulated table and replayed through
    sync (as ``playmat table-sweep`` does): the same journal, no answer refused."""
    result = check_game(Job(ruleset, seed))
    assert result["problems"] == []
    assert result["same"], result["first_difference"]
