"""``playmat cards import | library | remove``: the user's card library."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from engine import paths, registry
from engine.cardimport.library import import_cards, library_dir, remove_set, user_sets
from engine.cardimport.records import FORMATS
from engine.cards import load_card_dir
from engine.errors import LoadError

#: problems printed in full; the rest are counted (all are in --json)
SHOWN_PROBLEMS = 20


def _game(ruleset_id: str) -> Any:
    return registry.get(ruleset_id)


def _cmd_import(args: argparse.Namespace) -> int:
    rs = _game(args.game)

    def progress(n: int) -> None:
        if not args.json and sys.stderr.isatty():
            print(f"\r{n:,} records read…", end="", file=sys.stderr, flush=True)

    demo = load_card_dir(paths.cards_dir(rs.game), rs.game, rs.schema)
    try:
        result = import_cards(
            rs.game,
            rs.schema,
            rs.card_problem,
            demo,
            args.files,
            fmt=args.format,
            set_name=args.set,
            dry_run=args.dry_run,
            progress=progress,
        )
    except LoadError as exc:
        print(f"playmat: {exc}; nothing was imported", file=sys.stderr)
        return 1
    if not args.json and sys.stderr.isatty():
        print("\r", end="", file=sys.stderr)
    if args.json:
        print(json.dumps(result.summary(), ensure_ascii=False))
        return 0 if result.cards else 1
    for problem in result.problems[:SHOWN_PROBLEMS]:
        print(f"skipped {problem}")
    if len(result.problems) > SHOWN_PROBLEMS:
        print(f"... and {len(result.problems) - SHOWN_PROBLEMS:,} more skipped (all with --json)")
    where = "would be written" if args.dry_run else f"imported into {library_dir(rs.game)}"
    print(
        f"{result.records:,} record(s) read, {result.cards:,} card(s) {where} "
        f"in {len(result.sets)} set(s), {len(result.problems):,} skipped"
    )
    if result.lines:
        print(
            f"{result.lines_compiled:,} of {result.lines:,} ability line(s) compiled "
            f"({result.abilities:,} into abilities, "
            f"{result.lines_compiled - result.abilities:,} into keywords); "
            f"{result.lines_by_hand:,} more with their trigger or cost compiled, their effect carried out by hand "
            "(shown with the card's words when it triggers or is used); "
            "the others stay in the card text, played by hand"
        )
    if result.left_out:
        print(
            "stats the game does not use, left out: "
            + ", ".join(f"{k} ({n:,})" for k, n in result.left_out.most_common())
        )
    return 0 if result.cards else 1


def _cmd_library(args: argparse.Namespace) -> int:
    rs = _game(args.game)
    sets = user_sets(rs.game)
    pool = rs.pool
    counts = {p.stem: sum(1 for c in pool.cards.values() if c.source == str(p)) for p in sets}
    if args.json:
        print(
            json.dumps(
                {"folder": str(library_dir(rs.game)), "sets": counts, "problems": pool.problems}, ensure_ascii=False
            )
        )
        return 0
    print(f"{rs.title}: {len(sets)} imported set(s) in {library_dir(rs.game)}")
    for stem, n in counts.items():
        print(f"  {stem}: {n:,} card(s)" + ("" if n else " (left out, see below)"))
    for problem in pool.problems:
        print(f"  left out: {problem}")
    return 0


def _cmd_remove(args: argparse.Namespace) -> int:
    rs = _game(args.game)
    gone = remove_set(rs.game, args.set)
    print(f"removed {', '.join(p.name for p in gone)} from {library_dir(rs.game)}")
    return 0


def _cmd_coverage(args: argparse.Namespace) -> int:
    from engine.cardtext.coverage import coverage, demo_agreement

    rs = _game(args.game)
    if not args.files and not args.demo:
        print("playmat: name card data files, or --demo for the game's demo cards", file=sys.stderr)
        return 2
    try:
        report = (
            coverage(rs.game, args.files, fmt=args.format).summary(args.examples) if args.files else {"game": rs.game}
        )
    except LoadError as exc:
        print(f"playmat: {exc}", file=sys.stderr)
        return 1
    if args.demo:
        demo = load_card_dir(paths.cards_dir(rs.game), rs.game, rs.schema)
        report["demo"] = demo_agreement(rs.game, demo).summary()
    print(json.dumps(report, ensure_ascii=False, indent=None if args.json else 2))
    return 0


def add_commands(cards_sub: Any) -> None:
    """Add ``import``, ``library`` and ``remove`` under ``playmat cards``."""
    ids = registry.ids()
    i = cards_sub.add_parser(
        "import",
        help="import real card data into your card library",
        description="Read card data (JSON Lines, a Cockatrice card database, CSV) and add the cards to your card "
        "library, one card file per set; a set imported again is replaced. Records that cannot be cards of "
        "the game are reported with file and line and skipped; if a file cannot be read, nothing is imported.",
    )
    i.add_argument("--game", required=True, choices=ids)
    i.add_argument("files", nargs="+", metavar="FILE")
    i.add_argument("--format", choices=FORMATS, help="the files' format (default: by file name, else by content)")
    i.add_argument("--set", metavar="NAME", help="put every card in one set of this name (default: each card's set)")
    i.add_argument("--dry-run", action="store_true", help="read and check, write nothing")
    i.add_argument("--json", action="store_true", help="print one JSON object")
    i.set_defaults(func=_cmd_import)

    lib = cards_sub.add_parser("library", help="the card sets you imported")
    lib.add_argument("--game", required=True, choices=ids)
    lib.add_argument("--json", action="store_true", help="print one JSON object")
    lib.set_defaults(func=_cmd_library)

    c = cards_sub.add_parser(
        "coverage",
        help="how much of some card data's ability text compiles into abilities",
        description="Read card data (the formats of import) and compile every ability line of every card; print "
        "one JSON object: cards, cards_fully_compiled, lines, lines_compiled (every clause read), lines_manual (the "
        "others, played by hand), lines_by_hand (of those, the lines whose trigger or cost compiled: abilities that "
        "trigger or are paid as the rules say, their effect carried out by hand), errors.",
    )
    c.add_argument("--game", required=True, choices=ids)
    c.add_argument("files", nargs="*", metavar="FILE")
    c.add_argument("--format", choices=FORMATS, help="the files' format (default: by file name, else by content)")
    c.add_argument(
        "--examples",
        type=int,
        default=0,
        metavar="N",
        help="add N compiled lines and N lines played by hand with what their ability says, "
        "and the N commonest manual line shapes",
    )
    c.add_argument(
        "--demo", action="store_true", help="also compile the demo cards' text and compare with their abilities"
    )
    c.add_argument("--json", action="store_true", help="print the JSON object on one line")
    c.set_defaults(func=_cmd_coverage)

    r = cards_sub.add_parser("remove", help="remove an imported card set from your card library")
    r.add_argument("--game", required=True, choices=ids)
    r.add_argument("set", metavar="SET")
    r.set_defaults(func=_cmd_remove)
