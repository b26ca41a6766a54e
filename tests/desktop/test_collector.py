"""Playmat's processes collect cycles less often than Python's defaults
(docs/decisions.md, "The collector runs less often in Playmat's processes")."""

from __future__ import annotations

import gc
import json
from collections.abc import Iterator

import pytest

from desktop import cli


@pytest.fixture
def thresholds_kept() -> Iterator[None]:
    before = gc.get_threshold()
    yield
    gc.set_threshold(*before)


def test_the_playmat_command_sets_the_collectors_thresholds_and_bench_reports_them(
    thresholds_kept: None, capsys: pytest.CaptureFixture[str]
) -> None:
    gc.set_threshold(700, 10, 10)
    assert cli.main(["bench", "--engine-only", "--json", "--games", "1", "--game", "weiss"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert tuple(report["collector_thresholds"]) == cli.COLLECTOR_THRESHOLDS == gc.get_threshold()
    assert report["engine"]["rulesets"]["weiss"]["games_per_second"] > 0


def test_bench_says_each_rulesets_figures_beside_its_targets(
    thresholds_kept: None, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["bench", "--engine-only", "--games", "1", "--game", "systemgate-tagteam"]) == 0
    out = capsys.readouterr().out
    assert "target 0.1 ms" in out
    (row,) = [line for line in out.splitlines() if line.strip().startswith("systemgate-tagteam")]
    assert "games/CPU s (target 100)" in row and " clone " in row and " undo " in row
