"""``playmat bench --engine-only`` reports each ruleset against its own
targets: 200 random-bot games a CPU second for two players, 100 for Tag
Team's four seats, and a clone and an undo of at most 0.1 ms."""

from __future__ import annotations

from engine.bench import TARGET_CLONE_MS, bench_engine, games_target


def test_each_ruleset_is_measured_against_its_own_targets() -> None:
    assert games_target("weiss") == 200.0 and games_target("systemgate-tagteam") == 100.0
    report = bench_engine(1, seed=3, ids=["weiss", "systemgate-tagteam"])
    assert report["target_clone_ms"] == TARGET_CLONE_MS == 0.1
    for rid, row in report["rulesets"].items():
        assert row["errors"] == 0
        assert row["target_games_per_cpu_second"] == games_target(rid)
        assert row["meets_target"] == (row["games_per_cpu_second"] >= games_target(rid))
        assert row["clone_meets_target"] == (max(row["clone_ms"], row["undo_ms"]) <= TARGET_CLONE_MS)
        assert row["clone_ms"] > 0 and row["undo_ms"] > 0
