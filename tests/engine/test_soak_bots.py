"""``playmat bench --bots all``: every bot pairing on every ruleset, games,
errors and decisions counted; the long run is a soak (``-m soak``)."""

from __future__ import annotations

import pytest

from engine.bench import bench_pairings, pairings
from engine.bots import BOTS, RandomBot
from engine.decisions import Answer, Decision

ALL = ["vanguard", "weiss", "dbscg", "dbscg-1.0", "systemgate", "systemgate-tagteam"]


def test_every_bot_meets_every_bot_once() -> None:
    pairs = pairings()
    assert len(pairs) == len(BOTS) * (len(BOTS) + 1) // 2
    assert len({frozenset(p) for p in pairs}) == len(pairs)
    assert ("search", "search") in pairs and ("random", "search") in pairs


def test_a_soak_plays_each_pairing_in_both_seat_orders() -> None:
    pairs = [("random", "easy"), ("search", "random"), ("heuristic", "heuristic")]
    report = bench_pairings(2, seed=7, budget=0.0001, ids=["systemgate"], pairs=pairs)
    rows = report["rulesets"]["systemgate"]
    assert list(rows) == ["random:easy", "search:random", "heuristic:heuristic"]
    for name, row in rows.items():
        assert row["games"] == 2, name
        assert row["errors"] == 0, (name, row.get("first_error"))
        assert row["decisions"] > 0
        assert row["searched"] > 0 if "search" in name else row["searched"] == 0
    assert report["total"]["games"] == 2 * len(rows)
    assert report["total"]["decisions"] == sum(row["decisions"] for row in rows.values())


def test_a_game_that_breaks_is_counted_with_its_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    real = RandomBot.choose
    calls = [0]

    def choose(self: RandomBot, d: Decision) -> Answer:
        calls[0] += 1
        if calls[0] % 50 == 0:  # the 50th answer of each game (a game has hundreds)
            raise RuntimeError("a broken bot")
        return real(self, d)

    monkeypatch.setattr(RandomBot, "choose", choose)
    report = bench_pairings(2, seed=11, ids=["vanguard"], pairs=[("random", "random")])
    row = report["rulesets"]["vanguard"]["random:random"]
    assert row["errors"] == 2
    assert row["error_seeds"] == ["random:random@11", "random:random@12"]
    assert "a broken bot" in row["first_error"]


@pytest.mark.soak
@pytest.mark.timeout(7200)
@pytest.mark.parametrize("ruleset_id", ALL)
def test_soak_every_bot_pairing_finishes_its_games(ruleset_id: str) -> None:
    report = bench_pairings(20, seed=1, budget=0.01, ids=[ruleset_id])
    rows = report["rulesets"][ruleset_id]
    broken = {name: row["first_error"] for name, row in rows.items() if row["errors"]}
    assert broken == {}
    assert report["total"]["games"] == 20 * len(pairings())


def test_playmat_bench_bots_all_reports_every_pairing(capsys: pytest.CaptureFixture[str]) -> None:
    from desktop.cli import main

    assert main(["bench", "--bots", "all", "--game", "systemgate", "--games", "1", "--budget", "0.0001"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] + ":" + line.split(":")[1] for line in lines[:-1]] == [
        f"systemgate {a}:{b}" for a, b in pairings()
    ]
    assert lines[-1].startswith(f"total: {len(pairings())} games, 0 errors")
