"""Engine benchmarks for ``playmat bench``: complete random-bot games per
second and decisions per second, per ruleset, on the demo decks.

Figures are wall-clock on whatever machine runs them: compare rulesets
within one run, not across machines.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from engine import registry
from engine.match import Match
from engine.sim import run_sim

TARGET_GAMES_PER_SECOND = 200.0


def bench_engine(
    games: int = 100, seed: int = 1, ids: list[str] | None = None, say: Callable[[str], None] | None = None
) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for rid in ids or registry.ids():
        if say:
            say(f"engine: {rid} ({games} games)")
        res = run_sim(rid, games, seed).to_dict()
        replay = _replay_speed(rid, seed)
        out[rid] = {
            "games_per_second": res["games_per_second"],
            "games_per_cpu_second": res["games_per_cpu_second"],
            "decisions_per_second": res["decisions_per_second"],
            "avg_decisions_per_game": res["avg_decisions"],
            "avg_turns": res["avg_turns"],
            "errors": res["errors"],
            "replay_ms_per_game": replay,
            "meets_target": res["games_per_cpu_second"] >= TARGET_GAMES_PER_SECOND,
        }
    return {"target_games_per_second": TARGET_GAMES_PER_SECOND, "rulesets": out}


def _replay_speed(rid: str, seed: int) -> float:
    """Milliseconds to rebuild a finished game from its answers (the cost of
    a load or an undo)."""
    from engine.sim import play_one

    m, _ = play_one(rid, seed)
    t = time.perf_counter()
    for _ in range(5):
        Match(m.ruleset, m.decks, m.seed, m.deck_names).replay(m.answers)
    return round((time.perf_counter() - t) / 5 * 1000, 2)
