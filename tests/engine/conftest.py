"""Shared helpers for engine tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from engine import registry
from engine.bots import RandomBot
from engine.match import Match


@pytest.fixture
def library(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """An empty card library of its own (and its cache); every ruleset reads
    its cards again before and after. The folder of the games' sets."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    for rid in registry.ids():
        registry.get(rid).reload_cards()
    yield tmp_path / "data" / "playmat" / "cards"
    monkeypatch.undo()
    for rid in registry.ids():
        registry.get(rid).reload_cards()


def play_to_end(m: Match, seed: int, limit: int = 100_000) -> int:
    """Answer every decision with a seeded random bot; returns the count."""
    bot = RandomBot(seed)
    n = 0
    while m.decision is not None and n < limit:
        m.apply(bot.choose(m.decision))
        n += 1
    return n


def play_some(m: Match, seed: int, n: int) -> None:
    bot = RandomBot(seed)
    for _ in range(n):
        if m.decision is None:
            return
        m.apply(bot.choose(m.decision))
