"""Shared helpers for engine tests."""

from __future__ import annotations

from engine.bots import RandomBot
from engine.match import Match


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
