"""``playmat bench --remote N``: N games at once through one Mosquitto on loopback.

The referees of the N games run in :data:`REFEREE_WORKERS` process (as a
host runs them), their 2N seats in :data:`SEAT_WORKERS` other (as the
players' machines would: on a 2-core machine more processes only contend
for the cores, and the slowest answers were slower with two of each), each
seat a bot that answers ``think`` seconds
after its question arrives, as a quick player does. For ``seconds`` after a
warm-up, every seat measures the time from sending an answer to receiving
the view it led to; the report gives the median, the 99th percentile and
the worst, over all answers of all games, and the processor time the
referees, the seats and the broker took per answer.
"""

from __future__ import annotations

import multiprocessing
import os
import queue
import resource
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from remote import broker
from remote.referee import Referee
from remote.seat import BotSeat

REFEREE_WORKERS = 1
SEAT_WORKERS = 1
WARM_UP = 5.0

Say = Callable[[str], None]


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _referees(refs: list[Referee], stop: Any, out: Any) -> None:
    for r in refs:
        r.start()
    stop.wait()
    answers = sum(len(r.match.answers) for r in refs)
    dropped = sum(r.dropped for r in refs)
    for r in refs:
        r.stop()
    out.put({"answers": answers, "dropped": dropped})


def _seats(codes: list[tuple[Any, int]], think: float, begin: Any, stop: Any, out: Any) -> None:
    seats = [BotSeat(inv, seed=seed, think=think) for inv, seed in codes]
    for s in seats:
        s.start()
    begin.wait()
    for s in seats:
        with s.lock:
            s.latencies.clear()
    stop.wait()
    lat: list[float] = []
    problems = 0
    for s in seats:
        with s.lock:
            lat += s.latencies
            problems += bool(s.problem)
        s.stop()
    out.put({"latencies": lat, "problems": problems})


def run_remote_bench(games: int, seconds: float, think: float, ruleset: str, say: Say) -> dict[str, Any]:
    """Play ``games`` games at once for ``seconds`` (after a warm-up) and
    report the answer -> view times."""
    ctx = multiprocessing.get_context("fork")
    with tempfile.TemporaryDirectory(prefix="playmat-bench-") as tmp:
        folder = Path(tmp)
        port = _free_port()
        say(f"remote: {games} {ruleset} games, a bot answering {think:g} s after each question")
        refs = [
            Referee.new(ruleset, "127.0.0.1", port, save_path=folder / f"game{i}.json", away_after=1e9)
            for i in range(games)
        ]
        broker.prepare(folder / "broker", port, "127.0.0.1")
        for r in refs:
            broker.add_game(folder / "broker", r.users)
        proc = broker.start(folder / "broker", port, "127.0.0.1", folder / "mosquitto.log")
        begin, stop, out = ctx.Event(), ctx.Event(), ctx.Queue()
        workers = [
            ctx.Process(target=_referees, args=(refs[i::REFEREE_WORKERS], stop, out)) for i in range(REFEREE_WORKERS)
        ]
        codes = [(inv, 7 * i + n) for i, r in enumerate(refs) for n, inv in r.invitations().items() if n]
        workers += [
            ctx.Process(target=_seats, args=(codes[i::SEAT_WORKERS], think, begin, stop, out))
            for i in range(SEAT_WORKERS)
        ]
        try:
            time.sleep(0.5)
            for w in workers:
                w.start()
            time.sleep(WARM_UP)
            begin.set()
            load_before = os.getloadavg()[0]
            time.sleep(seconds)
            stop.set()
            reports = [out.get(timeout=60) for _ in workers]
        except queue.Empty:
            raise RuntimeError("a worker of the remote benchmark did not report") from None
        finally:
            stop.set()
            for w in workers:
                w.join(30)
                if w.is_alive():
                    w.kill()
            proc.terminate()
            proc.wait(10)
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = used.ru_utime + used.ru_stime  # the workers' and the broker's, warm-up included
    answers = sum(r.get("answers", 0) for r in reports)
    lat = sorted(x for r in reports for x in r.get("latencies", ()))

    def ms(q: float) -> float | None:
        return round(1000 * lat[min(len(lat) - 1, int(q * len(lat)))], 1) if lat else None

    return {
        "games": games,
        "ruleset": ruleset,
        "seconds": seconds,
        "think_seconds": think,
        "answers_measured": len(lat),
        "answers_per_second": round(len(lat) / seconds, 1),
        "answer_to_view_ms_p50": ms(0.5),
        "answer_to_view_ms_p99": ms(0.99),
        "answer_to_view_ms_max": round(1000 * lat[-1], 1) if lat else None,
        "answers_dropped": sum(r.get("dropped", 0) for r in reports),
        "cpu_ms_per_answer": round(1000 * cpu / answers, 2) if answers else None,
        "seats_with_problems": sum(r.get("problems", 0) for r in reports),
        "cpus": os.cpu_count(),
        "load_average_at_start": round(load_before, 2),
    }
