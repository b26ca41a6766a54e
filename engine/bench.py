"""Engine benchmarks for ``playmat bench``: complete random-bot games per
second and decisions per second, per ruleset, on the demo decks; with
``--bots A:B`` (:func:`bench_bots`) how often bot A beats bot B; with
``--bots all`` (:func:`bench_pairings`) a soak of every bot pairing.

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

#: random-bot games per CPU second a two-player ruleset aims at
TARGET_GAMES_PER_SECOND = 200.0
#: the same for a ruleset of more players (Tag Team's four seats decide about twice as often)
TARGET_GAMES_PER_SECOND_MORE_PLAYERS = 100.0
#: CPU milliseconds a clone and an undo aim at, at turn 10
TARGET_CLONE_MS = 0.1


def games_target(rid: str) -> float:
    """The games per CPU second ruleset ``rid`` aims at."""
    return TARGET_GAMES_PER_SECOND if registry.get(rid).players <= 2 else TARGET_GAMES_PER_SECOND_MORE_PLAYERS


def bench_engine(
    games: int = 100, seed: int = 1, ids: list[str] | None = None, say: Callable[[str], None] | None = None
) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for rid in ids or registry.ids():
        if say:
            say(f"engine: {rid} ({games} games)")
        res = run_sim(rid, games, seed).to_dict()
        replay = _replay_speed(rid, seed)
        copies = _copy_speed(rid, seed)
        out[rid] = {
            "games_per_second": res["games_per_second"],
            "games_per_cpu_second": res["games_per_cpu_second"],
            "decisions_per_second": res["decisions_per_second"],
            "avg_decisions_per_game": res["avg_decisions"],
            "avg_turns": res["avg_turns"],
            "errors": res["errors"],
            "replay_ms_per_game": replay,
            **copies,
            "target_games_per_cpu_second": games_target(rid),
            "meets_target": res["games_per_cpu_second"] >= games_target(rid),
            "clone_meets_target": max(copies["clone_ms"], copies["undo_ms"]) <= TARGET_CLONE_MS,
        }
    return {"target_games_per_second": TARGET_GAMES_PER_SECOND, "target_clone_ms": TARGET_CLONE_MS, "rulesets": out}


def _replay_speed(rid: str, seed: int) -> float:
    """Milliseconds to rebuild a finished game from its answers (the cost of
    a load or an undo)."""
    from engine.sim import play_one

    m, _ = play_one(rid, seed)
    t = time.perf_counter()
    for _ in range(5):
        Match(m.ruleset, m.decks, m.seed, m.deck_names).replay(m.answers)
    return round((time.perf_counter() - t) / 5 * 1000, 2)


#: the turn at which :func:`_copy_speed` measures
COPY_TURN = 10


def _copy_speed(rid: str, seed: int) -> dict[str, float]:
    """CPU milliseconds for ``Match.clone()`` and for ``Match.undo()`` at
    the decisions of turn :data:`COPY_TURN` of random-bot games (three seeds
    from ``seed``), once the match keeps its snapshots (its first copy
    replays the game once; see :mod:`engine.snapshot`): the median
    (``clone_ms``, ``undo_ms``) and the mean, which counts the garbage
    collections the copies cause. CPU time, as a shared machine may pause
    the process for milliseconds at any time."""
    from engine.bots import RandomBot

    clones: list[float] = []
    undos: list[float] = []
    for s in range(seed, seed + 3):
        m = Match.new(rid, seed=s)
        bot = RandomBot(s)
        while m.decision is not None and m.game.turn < COPY_TURN:
            m.apply_trusted(bot.choose(m.decision))
        m.clone()
        while m.decision is not None and m.game.turn == COPY_TURN:
            t = time.process_time()
            m.clone()
            clones.append(time.process_time() - t)
            t = time.process_time()
            m.undo()
            undos.append(time.process_time() - t)
            m.apply_trusted(bot.choose(m.decision))
    return {
        "clone_ms": _median_ms(clones),
        "clone_ms_mean": _mean_ms(clones),
        "undo_ms": _median_ms(undos),
        "undo_ms_mean": _mean_ms(undos),
    }


def _mean_ms(seconds: list[float]) -> float:
    return round(sum(seconds) / len(seconds) * 1000, 3) if seconds else 0.0


def _median_ms(seconds: list[float]) -> float:
    return round(sorted(seconds)[len(seconds) // 2] * 1000, 3) if seconds else 0.0


def bench_bots(
    pairing: str,
    games: int,
    seed: int = 1,
    budget: float | None = None,
    ids: list[str] | None = None,
    say: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Bot A against bot B (``pairing`` is ``"A:B"``), ``games`` games in
    each seat order per ruleset (the two-player ones unless ``ids`` names
    others), the same seeds for both orders; a search bot thinks ``budget``
    CPU seconds per decision. Reports A's wins, losses and draws, its share
    of the finished games, and what the search bots did."""
    a, sep, b = pairing.partition(":")
    if not sep or not a or not b:
        raise ValueError(f"--bots takes two bots as A:B, not {pairing!r}")
    rulesets = ids or [rid for rid in registry.ids() if registry.get(rid).players == 2]
    out: dict[str, Any] = {}
    for rid in rulesets:
        row: dict[str, Any] = {"wins": 0, "losses": 0, "draws": 0, "errors": 0, "orders": {}}
        for order in ((a, b), (b, a)):
            if say:
                say(f"bots: {rid} {order[0]} v {order[1]} ({games} games)")
            res = run_sim(rid, games, seed, bots=list(order), budget=budget)
            seat = order.index(a)
            a_wins, b_wins = res.wins[seat], res.wins[1 - seat]
            row["wins"] += a_wins
            row["losses"] += b_wins
            row["draws"] += res.draws
            row["errors"] += res.errors
            row["orders"][f"{order[0]}:{order[1]}"] = {
                "a_wins": a_wins,
                "b_wins": b_wins,
                "draws": res.draws,
                "errors": res.errors,
                **({"search": res.search.to_dict()} if res.search.decisions else {}),
            }
        finished = row["wins"] + row["losses"] + row["draws"]
        row["a_win_rate"] = round(row["wins"] / finished, 3) if finished else 0.0
        row["games"] = finished
        out[rid] = row
    return {"a": a, "b": b, "games_per_order": games, "budget": budget, "rulesets": out}


def pairings() -> list[tuple[str, str]]:
    """Every pairing of two bots of :data:`engine.bots.BOTS`, each bot
    against itself included, each pairing once."""
    from engine.bots import BOTS

    return [(a, b) for i, a in enumerate(BOTS) for b in BOTS[i:]]


def bench_pairings(
    games: int,
    seed: int = 1,
    budget: float | None = None,
    ids: list[str] | None = None,
    say: Callable[[str], None] | None = None,
    pairs: list[tuple[str, str]] | None = None,
) -> dict[str, Any]:
    """A soak of every bot pairing (:func:`pairings`, or ``pairs``) on every
    ruleset (or ``ids``): ``games`` games per pairing and ruleset, two bots that differ
    half in each seat order (a Tag Team's first team takes the first bot),
    seeds from ``seed``; a search bot thinks ``budget`` CPU seconds per
    decision. Reports games, errors (with their seeds and the first one's
    trace), decisions and searched decisions of each pairing, and the
    totals."""
    out: dict[str, Any] = {}
    total = {"games": 0, "errors": 0, "decisions": 0, "searched": 0, "failed_playouts": 0}
    for rid in ids or registry.ids():
        out[rid] = {}
        for a, b in pairs or pairings():
            if say:
                say(f"soak: {rid} {a}:{b} ({games} games)")
            row = _soak_pairing(rid, a, b, games, seed, budget)
            out[rid][f"{a}:{b}"] = row
            for key in total:
                total[key] += row[key]
    return {"games_per_pairing": games, "budget": budget, "seed": seed, "total": total, "rulesets": out}


def _soak_pairing(rid: str, a: str, b: str, games: int, seed: int, budget: float | None) -> dict[str, Any]:
    """``games`` games of ``a`` against ``b`` on ``rid``: half in each seat
    order when they differ, on consecutive seeds from ``seed``."""
    orders = [(a, b)] if a == b else [(a, b), (b, a)]
    row: dict[str, Any] = {"games": 0, "errors": 0, "decisions": 0, "searched": 0, "failed_playouts": 0}
    row["error_seeds"] = []
    first = seed
    for k, order in enumerate(orders):
        n = games // len(orders) + (1 if k < games % len(orders) else 0)
        res = run_sim(rid, n, first, bots=list(order), budget=budget)
        first += n
        row["games"] += n
        row["errors"] += res.errors
        row["decisions"] += res.decisions
        row["searched"] += res.search.decisions
        row["failed_playouts"] += res.search.failed
        row["error_seeds"] += [f"{order[0]}:{order[1]}@{s}" for s in res.error_seeds]
        if res.first_error and "first_error" not in row:
            row["first_error"] = res.first_error
    return row
