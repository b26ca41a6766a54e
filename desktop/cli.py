"""The ``playmat`` command.

``playmat`` starts the application; ``playmat sim``, ``playmat bench``,
``playmat check-deck``, ``playmat cards`` and the remote play commands
(``playmat broker``, ``playmat referee``, ``playmat remote-seat``) run
headless and never import Qt.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import json
import logging
import sys
import time
from collections.abc import Callable, Sequence
from types import ModuleType

from engine import __version__, registry
from engine.cardimport.cli import add_commands as add_card_library_commands
from engine.errors import LoadError, PlaymatError

#: Modules that add their own subcommands (``add_commands(subparsers)``) and
#: benchmark sections (``bench_section(games: int, seed: int, say) -> dict``).
#: A module not yet present is skipped.
COMMAND_MODULES = (
    "hardware.mat.commands",
    "hardware.camera.commands",
    "hardware.table.trace_command",
    "hardware.table.sweep",
    "desktop.devices.sheet_commands",
    "remote.commands",
)
BENCH_SECTIONS = (
    "hardware.mat.commands",
    "hardware.camera.commands",
    "desktop.bench",
    "desktop.table.bench",
    "desktop.online_bench",
)


def _optional_module(name: str) -> ModuleType | None:
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name and name.startswith(exc.name):
            return None
        raise


def _progress_printer(label: str) -> tuple[Callable[[int, int], None], Callable[[], None]]:
    """A progress callback that writes to stderr once a run takes over a second."""
    start = time.perf_counter()
    state = {"last": 0.0, "shown": False}

    def progress(done: int, total: int) -> None:
        now = time.perf_counter()
        if now - start < 1.0 or (now - state["last"] < 0.5 and done < total):
            return
        state["last"] = now
        state["shown"] = True
        sys.stderr.write(f"\r{label}: {done}/{total} ({100 * done // max(total, 1)}%)")
        if done >= total:
            sys.stderr.write("\n")
        sys.stderr.flush()

    def finish() -> None:
        if state["shown"]:
            sys.stderr.write("\n")

    return progress, finish


def _cmd_sim(args: argparse.Namespace) -> int:
    from engine.sim import run_sim

    if args.games < 0:
        raise PlaymatError("--games must be 0 or more")
    progress, _ = _progress_printer(f"sim {args.game}")
    from engine.decks import load_deck_file

    decks = [load_deck_file(path) for path in args.sim_decks or ()]
    bots = [name.strip() for name in args.bots.split(",")] if args.bots else []
    from engine.bots import BOTS

    for name in bots:
        if name not in BOTS:
            raise PlaymatError(f"--bots: unknown bot {name!r}; known: {', '.join(BOTS)}")
    result = run_sim(
        args.game,
        args.games,
        args.seed,
        progress=progress,
        check=args.check,
        decks=decks,
        bots=bots,
        budget=args.budget,
    )
    data = result.to_dict()
    if args.json:
        print(json.dumps(data))
    else:
        print(
            f"{data['game']}: {data['finished']}/{data['games']} finished, {data['errors']} errors, "
            f"{data['draws']} draws, wins {data['wins']}, {data['avg_turns']} turns on average, "
            f"{data['games_per_second']} games/s"
        )
    if result.first_error:
        sys.stderr.write(f"first error: {result.first_error}\n")
    return 1 if result.errors else 0


def _bench_bots(args: argparse.Namespace, ids: list[str] | None, say: Callable[[str], None]) -> int:
    """``playmat bench --bots A:B``: A against B in both seat orders."""
    from engine.bench import bench_bots
    from engine.bots import BOTS

    if args.bots == "all":
        return _bench_pairings(args, ids, say)
    for name in args.bots.split(":"):
        if name not in BOTS:
            raise PlaymatError(f"--bots: unknown bot {name!r}; known: {', '.join(BOTS)}")
    try:
        report = bench_bots(args.bots, args.games, args.seed, args.budget, ids, say)
    except ValueError as exc:
        raise PlaymatError(str(exc)) from None
    if args.json:
        print(json.dumps({"version": __version__, "bots": report}, indent=1))
        return 0
    for rid, row in report["rulesets"].items():
        print(
            f"{rid}: {report['a']} won {row['wins']}, lost {row['losses']}, drew {row['draws']} of {row['games']}"
            f" against {report['b']} ({row['a_win_rate']:.0%}), {row['errors']} errors"
        )
        for order, res in row["orders"].items():
            if "search" in res:
                sr = res["search"]
                print(
                    f"  {order}: {sr['cpu_seconds_per_decision']} CPU s and {sr['playouts_per_decision']} playouts"
                    f" per searched decision ({sr['decisions']} decisions, {sr['failed_playouts']} playouts failed)"
                )
    return 0


def _bench_pairings(args: argparse.Namespace, ids: list[str] | None, say: Callable[[str], None]) -> int:
    """``playmat bench --bots all``: a soak of every bot pairing; 1 when a game failed."""
    from engine.bench import bench_pairings

    report = bench_pairings(args.games, args.seed, args.budget, ids, say)
    if args.json:
        print(json.dumps({"version": __version__, "pairings": report}, indent=1))
    else:
        for rid, rows in report["rulesets"].items():
            for pairing, row in rows.items():
                print(
                    f"{rid} {pairing}: {row['games']} games, {row['errors']} errors, {row['decisions']} decisions"
                    f" ({row['searched']} searched, {row['failed_playouts']} playouts failed)"
                )
        t = report["total"]
        print(f"total: {t['games']} games, {t['errors']} errors, {t['decisions']} decisions")
    for rows in report["rulesets"].values():
        for row in rows.values():
            if "first_error" in row:
                sys.stderr.write(f"first error: {row['first_error']}\n")
    return 1 if report["total"]["errors"] else 0


def _cmd_bench(args: argparse.Namespace) -> int:
    from engine.bench import bench_engine

    def say(msg: str) -> None:
        sys.stderr.write(f"bench: {msg}\n")

    ids = [args.game] if args.game else None
    if args.bots:
        return _bench_bots(args, ids, say)
    if args.remote:
        from remote.bench import run_remote_bench

        remote = run_remote_bench(args.remote, args.seconds, args.think, args.game or "vanguard", say)
        print(json.dumps({"version": __version__, "remote": remote}, indent=1 if args.json else None))
        return 0
    if args.soak:
        from desktop.kiosk_soak import run_soak

        soak = run_soak(args.soak, args.seed, ids, say=say)
        if args.json:
            print(json.dumps(soak, indent=1))
        else:
            print(
                f"soak: {soak['games']} games, rss {soak['rss_before_kb']} -> {soak['rss_after_kb']} kB "
                f"({soak['rss_growth_kb']:+d} kB), open files {soak['fds_before']} -> {soak['fds_after']}"
            )
        return 0
    report: dict[str, object] = {
        "version": __version__,
        "collector_thresholds": list(gc.get_threshold()),
        "engine": bench_engine(args.games, args.seed, ids, say),
    }
    if not args.engine_only:
        for name in BENCH_SECTIONS:
            module = _optional_module(name)
            if module is not None and hasattr(module, "bench_section"):
                section, data = module.bench_section(args.games, args.seed, say)
                report[section] = data
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        eng: dict[str, dict[str, dict[str, float]]] = report["engine"]  # type: ignore[assignment]
        print(
            f"engine (random-bot games per CPU second, target {eng['target_games_per_second']:.0f} for two players;"
            f" clone and undo at turn 10, target {eng['target_clone_ms']} ms;"
            f" collector thresholds {report['collector_thresholds']}):"
        )
        for rid, r in eng["rulesets"].items():
            print(
                f"  {rid:20s} {r['games_per_cpu_second']:7.1f} games/CPU s"
                f" (target {r['target_games_per_cpu_second']:.0f})"
                f" {r['decisions_per_second']:8.0f} decisions/s {r['avg_decisions_per_game']:6.1f} decisions/game"
                f"  clone {r['clone_ms']:.2f} ms  undo {r['undo_ms']:.2f} ms  replay {r['replay_ms_per_game']} ms"
            )
        for key, value in report.items():
            if key not in ("version", "engine", "collector_thresholds"):
                print(f"{key}: {json.dumps(value)}")
    return 0


def _cmd_check_deck(args: argparse.Namespace) -> int:
    from engine.decks import load_deck_file

    rs = registry.get(args.game)
    bad = 0
    for path in args.files:
        try:
            deck = load_deck_file(path)
            cards = rs.check_deck(deck)
        except LoadError as exc:
            print(f"{exc}", file=sys.stderr)
            bad += 1
        else:
            print(f"{path}: legal {rs.title} deck ({', '.join(f'{len(v)} {k}' for k, v in cards.items())})")
    return 1 if bad else 0


def _cmd_cards_vocabulary(args: argparse.Namespace) -> int:
    from engine.grammar.report import unused, vocabulary_report

    report = vocabulary_report(args.game)
    data = {"game": report["game"], "ruleset": report["ruleset"], "unused": unused(report)} if args.unused else report
    if args.json:
        print(json.dumps(data, indent=1))
        return 0
    if args.unused:
        for part, names in data["unused"].items():
            print(f"{part}: {', '.join(names) or '-'}")
        return 0
    s = report["summary"]
    print(f"{report['ruleset']}: {report['cards']} cards, {report['abilities']} abilities")
    print(
        f"  effect steps {s['effect_steps']}: {s['shared_verb_steps']} written with the shared verbs "
        f"({s['shared_verb_share']:.0%}), {s['steps_carried_out_by_shared_verbs']} carried out by them "
        f"({s['steps_carried_out_by_shared_verbs_share']:.0%})"
    )
    print(
        f"  effect words used {s['effect_words_used']} of {s['effect_words']}, "
        f"{s['used_by_one_ability']} by a single ability ({s['used_by_one_ability_share']:.0%})"
    )
    o = report["overall"]
    print(
        f"  the four games: effect steps {o['effect_steps']}: {o['shared_verb_steps']} written with the shared verbs "
        f"({o['shared_verb_share']:.0%}), {o['steps_carried_out_by_shared_verbs']} carried out by them "
        f"({o['steps_carried_out_by_shared_verbs_share']:.0%}); effect words used {o['effect_words_used']} "
        f"(a shared verb once), {o['used_by_one_ability']} by a single ability ({o['used_by_one_ability_share']:.0%})"
    )
    for part in ("verbs", "effects", "costs", "conditions", "triggers", "params"):
        print(f"{part}: " + ", ".join(f"{w['name']} {w['abilities']}" for w in report[part]))
    print("selectors: " + ", ".join(f"{k['key']} {k['abilities']}" for k in report["selectors"]))
    print("keywords: " + (", ".join(f"{k['name']} {k['cards']}" for k in report["keywords"]) or "-"))
    return 0


def _add_engine_commands(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``playmat sim`` (bot games) and ``playmat bench``."""
    s = sub.add_parser("sim", help="bot vs bot games, headless")
    s.add_argument("--game", required=True, choices=registry.ids())
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--json", action="store_true", help="print one JSON object")
    s.add_argument("--check", action="store_true", help="verify zone invariants after every decision (slower)")
    s.add_argument(
        "--bots",
        metavar="A,B",
        help="each seat's bot, cycled over the seats: random, easy, heuristic or search (default random)",
    )
    s.add_argument(
        "--budget",
        type=float,
        metavar="S",
        help="CPU seconds a search bot thinks per decision (default 1)",
    )
    s.add_argument(
        "--deck",
        action="append",
        dest="sim_decks",
        metavar="FILE",
        help="a deck list for the next seat (repeat for each seat; default the demo decks)",
    )
    s.set_defaults(func=_cmd_sim)

    b = sub.add_parser("bench", help="run the benchmarks")
    b.add_argument("--json", action="store_true")
    b.add_argument("--games", type=int, default=100, help="games per ruleset")
    b.add_argument("--seed", type=int, default=1)
    b.add_argument("--game", choices=registry.ids(), help="only this ruleset")
    b.add_argument("--engine-only", action="store_true", help="skip the device benchmarks")
    b.add_argument(
        "--bots",
        metavar="A:B",
        help="measure bot A against bot B instead (e.g. search:heuristic): --games games in each seat order per"
        " two-player ruleset (or --game), A's wins; the issue's target: --bots search:heuristic --games 100 --budget 1;"
        " --bots all: a soak of every bot pairing on every ruleset (or --game), --games games each, errors counted",
    )
    b.add_argument(
        "--budget", type=float, metavar="S", help="with --bots: CPU seconds a search bot thinks per decision"
    )
    b.add_argument(
        "--soak",
        type=int,
        nargs="?",
        const=50,
        default=0,
        metavar="N",
        help="play N kiosk attract games (default 50) and report memory and open files before and after",
    )
    b.add_argument(
        "--remote",
        type=int,
        nargs="?",
        const=100,
        default=0,
        metavar="N",
        help="play N remote games at once (default 100) through a Mosquitto on loopback, and report the time from"
        " an answer to the view it leads to",
    )
    b.add_argument("--seconds", type=float, default=30.0, help="with --remote: how long to measure")
    b.add_argument("--think", type=float, default=2.0, help="with --remote: seconds a seat waits before answering")
    b.set_defaults(func=_cmd_bench)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="playmat", description="Playmat: a tabletop for trading card games.")
    p.add_argument("--version", action="version", version=f"playmat {__version__}")
    p.add_argument("--screenshot", metavar="PATH", help="start, save a picture of the window to PATH, and exit")
    p.add_argument("--game", choices=registry.ids(), help="game to open")
    p.add_argument("--seed", type=int, help="random seed of the game")
    p.add_argument(
        "--mode",
        choices=("goldfish", "vsbot", "hotseat", "watch", "table"),
        help="how to play the game given by --game (default goldfish); vsbot: against the heuristic bot;"
        " table: paper cards on the sensor mat",
    )
    p.add_argument("--sim", action="store_true", help="with --mode table: the simulated sensor mat and camera")
    p.add_argument(
        "--camera",
        metavar="SPEC",
        help="with --mode table: the camera (a device index, a video file or a folder of images; default 0, or the"
        " last one given), or two joined by + for two-player mats, one over each seat's half (seat 1's first):"
        " 0+1; remembered",
    )
    p.add_argument(
        "--bot",
        choices=("easy", "normal", "strong"),
        default="normal",
        help="with --mode vsbot: the bot's strength (easy: it slips now and then; strong: it plays its answers out,"
        " thinking up to a second a decision; default normal)",
    )
    p.add_argument(
        "--deck",
        action="append",
        default=[],
        metavar="FILE",
        help="a deck list for the next seat (repeat for each seat; default the demo decks)",
    )
    p.add_argument("--turns", type=int, metavar="N", help="with --screenshot: bots play N turns first (default 5)")
    p.add_argument("--kiosk", action="store_true", help="run as a store kiosk: full screen, attract loop, staff PIN")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    _add_engine_commands(sub)

    c = sub.add_parser("check-deck", help="check deck lists against a game's deck-construction rules")
    c.add_argument("--game", required=True, choices=registry.ids())
    c.add_argument("files", nargs="+")
    c.set_defaults(func=_cmd_check_deck)

    cards = sub.add_parser("cards", help="the card abilities of a game")
    cards_sub = cards.add_subparsers(dest="cards_command", metavar="COMMAND", required=True)
    v = cards_sub.add_parser(
        "vocabulary", help="the effect grammar's verbs, words, selectors and keywords, with how many abilities use each"
    )
    v.add_argument("--game", required=True, choices=registry.ids())
    v.add_argument("--json", action="store_true", help="print one JSON object")
    v.add_argument("--unused", action="store_true", help="list only what no card of the game uses")
    v.set_defaults(func=_cmd_cards_vocabulary)
    add_card_library_commands(cards_sub)

    for name in COMMAND_MODULES:
        module = _optional_module(name)
        if module is not None and hasattr(module, "add_commands"):
            module.add_commands(sub)
    return p


#: the cyclic garbage collector's thresholds in Playmat's processes (see
#: :func:`tune_collector`); Python's defaults are (700, 10, 10)
COLLECTOR_THRESHOLDS = (50_000, 20, 10)


def tune_collector() -> None:
    """Collect cycles less often than Python does by default. A game makes
    tens of thousands of short-lived objects (events, options, decisions,
    messages), and each pass of the collector over them finds little: at
    the default thresholds the collector takes a quarter of a bot game's
    CPU time. A finished game is one reference cycle, still freed by the
    oldest generation's passes (docs/decisions.md, "The collector runs less
    often in Playmat's processes")."""
    gc.set_threshold(*COLLECTOR_THRESHOLDS)


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    tune_collector()
    args = build_parser().parse_args(argv)
    try:
        if args.command:
            return int(args.func(args))
        if args.mode == "table":
            from desktop.table.app import run_table

            return run_table(
                argv,
                screenshot=args.screenshot,
                game=args.game,
                seed=args.seed,
                decks=args.deck,
                sim=args.sim,
                camera=args.camera,
            )
        if args.camera is not None:
            raise PlaymatError("--camera goes with --mode table")
        if args.sim:
            raise PlaymatError("--sim goes with --mode table")
        from desktop.app import run

        return run(
            argv,
            screenshot=args.screenshot,
            game=args.game,
            seed=args.seed,
            mode=args.mode,
            decks=args.deck,
            turns=args.turns,
            kiosk=args.kiosk,
            bot=args.bot,
        )
    except LoadError as exc:
        print(f"playmat: {exc}", file=sys.stderr)
        return 2
    except PlaymatError as exc:
        print(f"playmat: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # the last line of defence: a message, the details in the log
        from desktop.logs import start_file_log, state_dir

        if start_file_log() is not None:
            logging.getLogger("playmat").exception("unexpected error in %s", " ".join(argv) or "playmat")
        print(
            f"playmat: unexpected error: {type(exc).__name__}: {exc} (details in {state_dir() / 'playmat.log'})",
            file=sys.stderr,
        )
        return 70


if __name__ == "__main__":
    sys.exit(main())
