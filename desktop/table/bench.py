"""``playmat bench``, section ``table``: from a settled change on the table
to the mat updated on screen.

For each ruleset a bot game is played on screen and turned into the trace
two players at a table would make (:func:`~hardware.table.trace.director_trace`).
The trace is fed into a real table window (offscreen); for each settled
change, the clock runs from the moment the table has been quiet for the
settle time (the settle time itself is excluded) until the window's mat
shows the new state and has been painted. p50 and p99 over the whole game.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import Any

from engine.bots import RandomBot
from engine.decisions import Answer, Decision, Kind
from engine.match import Match
from hardware.table.trace import Trace, director_trace

#: idle time the players leave between two moves at most (seconds)
IDLE_S = 1.0
#: the target of the issue: p99 under this many milliseconds
TARGET_P99_MS = 100.0
RULESETS = ("vanguard", "weiss", "dbscg", "systemgate")
#: answers per bench game at most (a whole game ends sooner)
MAX_ANSWERS = 400


class TableBot:
    """A random-legal player that, like most players at a table, takes as
    few cards as a "choose any" asks for (no mulligan, no optional cost)."""

    def __init__(self, seed: int) -> None:
        self._bot = RandomBot(seed)

    def choose(self, d: Decision) -> Answer:
        if d.kind is not Kind.ORDER and (d.max > 1 or d.min != 1):
            return tuple(o.key for o in d.options[: d.min])
        return self._bot.choose(d)


def bot_game(ruleset: str, seed: int, max_answers: int = MAX_ANSWERS) -> Match:
    m = Match.new(ruleset, None, seed)
    bots = [TableBot(seed * 8 + i) for i in range(len(m.game.players))]
    while m.decision is not None and len(m.answers) < max_answers:
        d = m.decision
        m.apply(bots[d.player].choose(d))
    return m


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    return s[min(len(s) - 1, round(q * (len(s) - 1)))]


def measure(trace: Trace, clock: Callable[[], float] = time.perf_counter) -> dict[str, Any]:
    """Feed ``trace`` through a table window; latencies of each settled change (ms)."""
    from PySide6.QtWidgets import QApplication

    from desktop.session import TABLE, Session
    from desktop.table.model import QtTableModel
    from desktop.table.replay import feed_trace
    from desktop.table.window import QtTableWindow

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    model = QtTableModel(None)
    model.start_table(Session(trace.match(), TABLE))
    model.stop_table()  # the trace drives the clock, not the timers
    window = QtTableWindow(model)
    window.resize(1280, 800)
    window.show()
    window.show_play()
    app.processEvents()
    lat: list[float] = []
    sync_ms: list[float] = []
    start = [0.0]

    def before() -> None:
        start[0] = clock()

    def settled(_t: float) -> None:
        m = model.match
        want = (id(m), len(m.journal) if m is not None else 0)
        for _ in range(50):
            if window.mat.shown[:2] == want:
                break
            app.processEvents()
        window.mat.viewport().repaint()
        lat.append((clock() - start[0]) * 1000)
        sync_ms.append(model.last_settle_ms)
        idle()

    def idle() -> None:
        # idle time between two moves (players take longer than this): the
        # window prepares its copies of the game, one per idle moment
        idle_until = clock() + IDLE_S
        while clock() < idle_until:
            app.processEvents()
            if model.idle_done():
                break

    idle()  # the players sit down: the window is idle before the first move
    result = feed_trace(model, trace, before_settle=before, settled=settled, answered=idle)
    m = model.match
    assert m is not None
    answers = len(m.answers)
    window.close()
    window.deleteLater()
    app.processEvents()
    return {
        "settles": len(lat),
        "p50_ms": round(_percentile(lat, 0.5), 2),
        "p99_ms": round(_percentile(lat, 0.99), 2),
        "max_ms": round(max(lat, default=0.0), 2),
        "sync_p50_ms": round(_percentile(sync_ms, 0.5), 2),
        "sync_p99_ms": round(_percentile(sync_ms, 0.99), 2),
        "answers_followed": answers,
        "asked": result.asked,
        "final_state": model.report.state,
    }


def bench_section(games: int, seed: int, say: Callable[[str], None]) -> tuple[str, dict[str, Any]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        QApplication(["playmat-bench"])
    out: dict[str, Any] = {"target_p99_ms": TARGET_P99_MS, "rulesets": {}}
    for rid in RULESETS:
        m = bot_game(rid, seed)
        trace = director_trace(rid, seed, [a for a in m.answers if isinstance(a, tuple)])
        say(f"table {rid}: {len(m.answers)} answers, {len(trace.entries)} trace entries")
        r = measure(trace)
        r["answers_played"] = len(m.answers)
        out["rulesets"][rid] = r
    return "table", out
