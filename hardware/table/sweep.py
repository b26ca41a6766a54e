"""``playmat table-sweep``: how often sync follows games it has never seen.

For each ruleset and seed a bot game is played on screen, recorded at the
simulated table (:func:`~hardware.table.simtrace.sim_trace`: the mat's
device model read by its host session, frames of the simulated camera read
by the camera pipeline) and replayed through sync, as ``playmat table-trace
--check`` does. Games run in worker processes, each within a time bound;
each game's result is one JSON line written to the results file as soon as
it is known, so a partial run counts, and a run given the same file goes on
where it stopped. The summary gives, per ruleset, the share of games that
reach the same journal, how often the players are asked (per 100 answers,
by the reason sync gives: a choice the table cannot show, or a move it
could not read) and the problems by kind.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import re
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import Any

from engine.errors import PlaymatError
from hardware.table.trace_command import MAX_SEED, seed_arg

RULESETS = ("vanguard", "weiss", "dbscg", "systemgate")
#: seconds one game may take (recorded at the simulated table and replayed) before it is stopped
GAME_TIMEOUT_S = 1200.0
#: problems kept in a game's line (the kinds count them all)
MAX_PROBLEMS = 20

#: problem kinds, by the words sync's replay reports them in (the first that matches)
PROBLEM_KINDS = (
    ("answer refused: not a choice", re.compile(r"on-screen answer .* refused: .*is not one of the choices")),
    ("answer refused: waiting for a card", re.compile(r"on-screen answer .* refused: Player \d+: show the card")),
    ("answer refused: not found", re.compile(r"on-screen answer .* refused: Playmat stopped looking")),
    ("answer refused", re.compile(r"on-screen answer .* refused")),
    ("pick refused in the prompt", re.compile(r"the trace's pick .* refused in the prompt")),
    ("asked, no pick", re.compile(r"asked which move, the trace has no pick")),
)


def problem_kind(problem: str) -> str:
    """The kind of a problem of a replayed trace (see :data:`PROBLEM_KINDS`)."""
    return next((kind for kind, words in PROBLEM_KINDS if words.search(problem)), "other")


@dataclass(frozen=True, slots=True)
class Job:
    ruleset: str
    seed: int
    max_answers: int = 100_000
    traces: str | None = None  #: folder for the traces of games sync did not follow


def check_game(job: Job) -> dict[str, Any]:
    """Play ``job``'s bot game on screen, record it at the simulated table,
    replay the trace through sync: the game's result line."""
    from engine.events import Answered
    from hardware.table.report import ASK, STOPPED
    from hardware.table.simtrace import sim_trace
    from hardware.table.trace import play_on_screen, replay_trace, write_trace

    t0 = time.perf_counter()
    played = play_on_screen(job.ruleset, job.seed, job.seed + 1, job.max_answers)
    answers = [a for a in played.answers if isinstance(a, tuple)]  # a bot game has no concession nor correction
    trace, _ = sim_trace(job.ruleset, job.seed, answers)
    t1 = time.perf_counter()
    result = replay_trace(trace)
    t2 = time.perf_counter()
    m = result.match
    same = m.answers == played.answers and m.journal_digest() == played.journal_digest()
    asks: Counter[str] = Counter()
    kinds: Counter[str] = Counter(problem_kind(p) for p in result.problems)
    for r in result.reports:
        if r.state == ASK or r.on_screen:
            asks[r.why] += 1
        elif r.state == STOPPED:
            kinds["not found (search budget)"] += 1
    final = result.reports[-1].state if result.reports else ""
    if not same:
        kinds["journal differs"] += 1
    out: dict[str, Any] = {
        "ruleset": job.ruleset,
        "seed": job.seed,
        "status": "done",
        "same": same,
        "answers": len(played.answers),
        "followed": _common(played.answers, m.answers),
        "screen": sum(1 for e in trace.entries if e.screen is not None),
        "asks": dict(sorted(asks.items())),
        "kinds": dict(sorted(kinds.items())),
        "problems": result.problems[:MAX_PROBLEMS],
        "final": final,
        "first_difference": None,
        "record_s": round(t1 - t0, 1),
        "replay_s": round(t2 - t1, 1),
    }
    if not same:
        mine = [e for e in played.journal if isinstance(e, Answered)]
        theirs = [e for e in m.journal if isinstance(e, Answered)]
        k = _common([(e.prompt, e.keys) for e in mine], [(e.prompt, e.keys) for e in theirs])
        out["first_difference"] = {
            "answer": k,
            "played": [mine[k].prompt, list(mine[k].keys)] if k < len(mine) else None,
            "followed": [theirs[k].prompt, list(theirs[k].keys)] if k < len(theirs) else None,
        }
        if job.traces is not None:
            write_trace(trace, Path(job.traces) / f"{job.ruleset}-{job.seed}.trace")
    return out


def _common(a: list[Any], b: list[Any]) -> int:
    """How many items ``a`` and ``b`` share from the start."""
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def _child(conn: Connection, job: Job) -> None:
    try:
        conn.send(check_game(job))
    except Exception as exc:  # a game that breaks the replay is a result like another
        conn.send(
            {"ruleset": job.ruleset, "seed": job.seed, "status": "error", "error": f"{type(exc).__name__}: {exc}"}
        )
    finally:
        conn.close()


def run_sweep(
    jobs: Iterable[Job],
    *,
    workers: int = 2,
    timeout_s: float = GAME_TIMEOUT_S,
    done: Callable[[dict[str, Any]], None],
) -> None:
    """Check each job's game in a process of its own, ``workers`` at a time;
    ``done`` gets each result as it comes (a game past ``timeout_s`` is
    stopped and its result says so)."""
    ctx = multiprocessing.get_context("fork")
    todo = list(jobs)
    running: dict[Connection, tuple[Job, BaseProcess, float]] = {}
    while todo or running:
        while todo and len(running) < max(1, workers):
            job = todo.pop(0)
            mine, theirs = ctx.Pipe(duplex=False)
            started: BaseProcess = ctx.Process(target=_child, args=(theirs, job), daemon=True)
            started.start()
            theirs.close()
            running[mine] = (job, started, time.monotonic())
        ready = wait(list(running), timeout=1.0)
        now = time.monotonic()
        for conn, (job, proc, since) in list(running.items()):
            if conn in ready:
                try:
                    result = conn.recv()
                except EOFError:
                    result = {
                        "ruleset": job.ruleset,
                        "seed": job.seed,
                        "status": "error",
                        "error": f"the worker ended ({proc.exitcode})",
                    }
            elif now - since > timeout_s:
                proc.kill()
                result = {"ruleset": job.ruleset, "seed": job.seed, "status": "timeout", "seconds": timeout_s}
            else:
                continue
            proc.join()
            conn.close()
            del running[conn]
            done(result)


def read_results(path: Path) -> list[dict[str, Any]]:
    """The result lines of a results file (a line cut short by a stopped run is left out)."""
    if not path.exists():
        return []
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            item = json.loads(line)
        except ValueError:
            continue
        if isinstance(item, dict) and isinstance(item.get("ruleset"), str) and isinstance(item.get("seed"), int):
            out.append(item)
    return out


def summarise(results: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """Per ruleset: games, the share that reach the same journal, asks per
    100 answers by reason, and the games with each kind of problem."""
    from hardware.table.report import ASK_REASONS

    by: dict[str, list[dict[str, Any]]] = {}
    for r in results:
        by.setdefault(r["ruleset"], []).append(r)
    out: dict[str, Any] = {}
    for rid in sorted(by, key=lambda r: (RULESETS.index(r) if r in RULESETS else len(RULESETS), r)):
        rs = by[rid]
        done = [r for r in rs if r.get("status") == "done"]
        answers = sum(r["answers"] for r in done)
        asks: Counter[str] = Counter()
        kinds: Counter[str] = Counter()
        for r in done:
            asks.update(r["asks"])
            kinds.update({k: 1 for k in r["kinds"]})
        for r in rs:
            if r.get("status") != "done":
                kinds[r.get("status", "error")] += 1

        def per100(n: int, answers: int = answers) -> float:
            return round(100 * n / answers, 2) if answers else 0.0

        by_class = {
            cls: per100(sum(n for why, n in asks.items() if ASK_REASONS.get(why) == cls))
            for cls in sorted(set(ASK_REASONS.values()))
        }
        out[rid] = {
            "games": len(rs),
            "same": sum(1 for r in done if r["same"]),
            "share_same": round(sum(1 for r in done if r["same"]) / len(rs), 4) if rs else 0.0,
            "answers": answers,
            "asks_per_100": per100(sum(asks.values())),
            "asks_per_100_by_class": by_class,
            "asks_per_100_by_reason": {why: per100(n) for why, n in sorted(asks.items())},
            "screen_per_100": per100(sum(r["screen"] for r in done)),
            "problems": dict(kinds.most_common()),
            "not_followed": sorted(r["seed"] for r in rs if not r.get("same")),
            "seconds": round(sum(r.get("record_s", 0) + r.get("replay_s", 0) for r in done), 1),
        }
    return out


def summary_text(summary: dict[str, Any]) -> str:
    lines = []
    for rid, s in summary.items():
        lines.append(
            f"{rid}: {s['same']}/{s['games']} games reach the same journal ({100 * s['share_same']:.1f} %), "
            f"{s['answers']} answers, {s['asks_per_100']} asks per 100 answers "
            f"(and {s['screen_per_100']} answers given on screen unasked)"
        )
        for cls, v in s["asks_per_100_by_class"].items():
            reasons = ", ".join(f"{why} {n}" for why, n in s["asks_per_100_by_reason"].items() if _class(why) == cls)
            lines.append(
                f"  asks per 100 answers, {cls}: {v} ({reasons})" if reasons else f"  asks per 100 answers, {cls}: {v}"
            )
        for kind, n in s["problems"].items():
            lines.append(f"  problem: {kind}: {n} game{'s' if n != 1 else ''}")
        if s["not_followed"]:
            lines.append(f"  not followed: seeds {', '.join(map(str, s['not_followed']))}")
    return "\n".join(lines)


def _class(why: str) -> str:
    from hardware.table.report import ASK_REASONS

    return ASK_REASONS.get(why, "")


# ---------------------------------------------------------------- playmat table-sweep


def _cmd_table_sweep(args: argparse.Namespace) -> int:
    from engine import registry

    for rid in args.ruleset or ():
        if rid not in registry.ids():
            raise PlaymatError(f"unknown ruleset {rid!r} (one of: {', '.join(registry.ids())})")
    if args.seeds < 0 or args.workers < 1 or args.timeout <= 0:
        raise PlaymatError("--seeds must be 0 or more, --workers 1 or more, --timeout above 0")
    if args.first_seed + max(args.seeds - 1, 0) > MAX_SEED:
        raise PlaymatError(
            f"the seeds run from 0 to {MAX_SEED}: --first-seed {args.first_seed} with --seeds {args.seeds} goes past"
        )
    rulesets = tuple(args.ruleset or RULESETS)
    seeds = range(args.first_seed, args.first_seed + args.seeds)
    out: Path = args.out
    if args.traces is not None:
        args.traces.mkdir(parents=True, exist_ok=True)
    kept = [r for r in read_results(out) if r["ruleset"] in rulesets and (not args.seeds or r["seed"] in seeds)]
    have = {(r["ruleset"], r["seed"]) for r in kept}
    # one seed of every ruleset before the next seed: a partial run covers them all
    jobs = [
        Job(rid, seed, args.max_answers, str(args.traces) if args.traces is not None else None)
        for seed in seeds
        for rid in rulesets
        if (rid, seed) not in have
    ]
    results = list(kept)
    total = len(jobs)

    def done(r: dict[str, Any]) -> None:
        results.append(r)
        try:
            with out.open("a", encoding="utf-8") as f:
                f.write(json.dumps(r) + "\n")
        except OSError as exc:
            raise PlaymatError(f"cannot write {out}: {exc.strerror or exc}") from None
        if r["status"] == "done":
            what = "same journal" if r["same"] else f"NOT followed after {r['followed']} answers"
            detail = (
                f"{what}, {r['answers']} answers, {sum(r['asks'].values())} asks, {r['record_s'] + r['replay_s']:.0f} s"
            )
        else:
            detail = r["status"] + (f": {r['error']}" if "error" in r else "")
        sys.stderr.write(f"table-sweep: {r['ruleset']} {r['seed']}: {detail} ({len(results) - len(kept)}/{total})\n")
        sys.stderr.flush()

    run_sweep(jobs, workers=args.workers, timeout_s=args.timeout, done=done)
    summary = summarise(results)
    if args.json:
        sys.stdout.write(json.dumps(summary) + "\n")
    else:
        sys.stdout.write(summary_text(summary) + "\n")
    return 0 if all(r.get("same") for r in results) else 1


def add_commands(sub: Any) -> None:
    """Add ``table-sweep`` to the ``playmat`` command."""
    t = sub.add_parser(
        "table-sweep",
        help="bot games of many seeds through the simulated table and sync: how many are followed",
        description="For each ruleset and seed, play a bot game on screen, record it through the simulated mat "
        "and camera and replay it through sync (as table-trace --check), in worker processes. Each game's "
        "result is a JSON line appended to --out (a run given the same file goes on where it stopped); "
        "the summary says, per ruleset, the share of games that reach the same journal, the asks per "
        "100 answers by reason, and the problems by kind.",
    )
    t.add_argument(
        "--ruleset", action="append", metavar="RULESET", help=f"a ruleset (repeat; default {', '.join(RULESETS)})"
    )
    t.add_argument(
        "--seeds", type=int, default=25, metavar="N", help="seeds per ruleset (default 25; 0: summarise --out only)"
    )
    t.add_argument("--first-seed", type=seed_arg, default=100, metavar="S", help="the first seed (default 100)")
    t.add_argument("--workers", type=int, default=2, metavar="N", help="games at a time, each in a process (default 2)")
    t.add_argument(
        "--timeout",
        type=float,
        default=GAME_TIMEOUT_S,
        metavar="S",
        help=f"seconds one game may take (default {GAME_TIMEOUT_S:g})",
    )
    t.add_argument("--max-answers", type=int, default=100_000, metavar="N", help="stop each game after N answers")
    t.add_argument(
        "--out",
        type=Path,
        default=Path("table-sweep.jsonl"),
        metavar="FILE",
        help="results, one JSON line per game (default table-sweep.jsonl)",
    )
    t.add_argument("--traces", type=Path, metavar="DIR", help="write the traces of the games sync did not follow here")
    t.add_argument("--json", action="store_true", help="print the summary as one JSON object")
    t.set_defaults(func=_cmd_table_sweep)
