"""``playmat table-trace``: record a bot game's table trace through the
simulated mat and camera (:func:`~hardware.table.simtrace.sim_trace`), or as
perfect devices would report it; optionally replay it through sync."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from engine.errors import PlaymatError
from hardware.layouts import layout_for
from hardware.table.simtrace import sim_trace


def _out(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def _cmd_table_trace(args: argparse.Namespace) -> int:
    from engine import registry
    from hardware.table.limits import SETTLE_S
    from hardware.table.trace import director_trace, play_on_screen, replay_trace, write_trace

    if args.ruleset not in registry.ids():
        raise PlaymatError(f"unknown ruleset {args.ruleset!r} (one of: {', '.join(registry.ids())})")
    try:
        layout_for(args.ruleset)
    except KeyError:
        raise PlaymatError(f"{args.ruleset} has no mat layout: it cannot be played at a table") from None
    bot_seed = args.seed + 1 if args.bot_seed is None else args.bot_seed
    t0 = time.perf_counter()
    played = play_on_screen(args.ruleset, args.seed, bot_seed, args.max_answers)
    answers = [a for a in played.answers if isinstance(a, tuple)]  # a bot game has no concession nor correction
    if args.direct:
        trace = director_trace(args.ruleset, args.seed, answers)
        data: dict[str, Any] = {
            "ruleset": args.ruleset,
            "seed": args.seed,
            "answers": len(answers),
            "observations": sum(1 for e in trace.entries if e.obs is not None),
            "frames": 0,
            "seconds": round(time.perf_counter() - t0, 2),
        }
    else:
        trace, figures = sim_trace(args.ruleset, args.seed, answers, mat="pty" if args.pty else "virtual")
        data = figures.as_dict()
        data["observations"] = figures.mat_observations + figures.camera_observations
        data["frames"] = figures.camera.frames
        data["seconds"] = round(time.perf_counter() - t0, 2)
    try:
        write_trace(trace, args.out)
    except OSError as exc:
        raise PlaymatError(f"cannot write {args.out}: {exc.strerror or exc}") from None
    same = None
    if args.check:
        settle = args.settle if args.settle is not None else SETTLE_S
        result = replay_trace(trace, settle_s=settle)
        same = result.match.answers == played.answers and result.match.journal_digest() == played.journal_digest()
        data["replays_to_the_same_journal"] = same
        data["asked"] = result.asked
        data["problems"] = result.problems[:5]
    if args.json:
        _out(json.dumps(data))
    else:
        _out(
            f"{args.ruleset} seed {args.seed}: {data['answers']} answers, {data['observations']} observations, "
            f"{data['frames']} frames, {data['seconds']} s -> {args.out}"
        )
        if not args.direct:
            cam = data["camera"]
            _out(
                f"  mat: {data['mat_observations']} observations from {data['mat_frames']} frames; "
                f"camera: {data['camera_observations']} observations, {cam['scenes']} pictures rendered, "
                f"labels read {cam['read']}/{cam['labels_in_view']}, misread {cam['misread']}, "
                f"covered {cam['covered']}; {cam['resolution']} frames, "
                f"label modules {cam['module_mm']} mm ({cam['module_px']} px)"
            )
        if same is not None:
            _out(f"  replays to the same journal: {'yes' if same else 'NO'}")
    return 0 if same is not False else 1


#: the largest seed a game takes (the desktop's seed field and ``Match`` make seeds below 2**31)
MAX_SEED = 2**31 - 1


def seed_arg(text: str) -> int:
    """A seed on the command line: a whole number from 0 to :data:`MAX_SEED`
    (a trace keeps its seed, and a trace file's numbers are bounded)."""
    try:
        seed = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 0 <= seed <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"a seed is from 0 to {MAX_SEED}, not {seed}")
    return seed


def add_commands(sub: Any) -> None:
    """Add ``table-trace`` to the ``playmat`` command."""
    t = sub.add_parser(
        "table-trace",
        help="record a bot game's table trace through the simulated mat and camera",
        description="Play a bot game on screen, then record the trace a table would give for it: "
        "through the simulated mat and camera (default) or as perfect devices would report it (--direct).",
    )
    t.add_argument("--ruleset", required=True, metavar="RULESET")
    t.add_argument("--seed", type=seed_arg, required=True, help=f"the game's seed (0 to {MAX_SEED})")
    t.add_argument("--bot-seed", type=seed_arg, help="the bots' seed (default: seed + 1)")
    t.add_argument("--out", type=Path, required=True, metavar="FILE", help="trace file to write")
    t.add_argument("--direct", action="store_true", help="observations of perfect devices, no simulator")
    t.add_argument("--pty", action="store_true", help="the mat simulator on a pseudo-terminal, in real time")
    t.add_argument("--max-answers", type=int, default=100_000, metavar="N", help="stop the game after N answers")
    t.add_argument("--check", action="store_true", help="replay the trace through sync and compare the journals")
    t.add_argument(
        "--settle",
        type=float,
        metavar="S",
        help="with --check: sync's settle time (default: sync's own, 0.25 s)",
    )
    t.add_argument("--json", action="store_true", help="print one JSON object")
    t.set_defaults(func=_cmd_table_trace)
