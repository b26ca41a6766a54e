"""``playmat labels`` and ``playmat mat-markers``: the printable sheets.

The parsers are built without importing Qt, OpenCV or NumPy, so ``playmat``
starts fast; the sheet writers load when a sheet is asked for.
"""

from __future__ import annotations

import argparse
from typing import Any

from engine import registry


def parse_size(text: str) -> tuple[int, int]:
    """``1920x1080`` -> ``(1920, 1080)``."""
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError("camera size must read like 1920x1080") from None
    if not (160 <= w <= 16000 and 120 <= h <= 16000):
        raise argparse.ArgumentTypeError("camera size out of range")
    return w, h


def _labels(args: argparse.Namespace) -> int:
    from desktop.devices.label_sheets import cmd_labels

    return cmd_labels(args)


def _markers(args: argparse.Namespace) -> int:
    from desktop.devices.label_sheets import cmd_markers

    return cmd_markers(args)


def add_commands(sub: Any) -> None:
    lab = sub.add_parser("labels", help="print QR sleeve labels (PDF) for every card copy of a deck list")
    lab.add_argument("deck", metavar="DECKFILE")
    lab.add_argument("-o", "--output", required=True)
    lab.add_argument("--game", choices=registry.ids(), help="the deck's game (found from the card ids if left out)")
    lab.add_argument(
        "--camera", type=parse_size, default=(1920, 1080), metavar="WxH", help="camera resolution (1920x1080)"
    )
    lab.add_argument(
        "--cameras",
        type=int,
        choices=(1, 2),
        default=1,
        help="1: one camera over the whole mat; 2: two of that camera, one over each seat's half of a "
        "two-player mat (table mode's --camera 0+1): they see more pixels per millimetre, so labels print smaller",
    )
    lab.add_argument(
        "--player",
        type=int,
        choices=range(1, 5),
        default=1,
        metavar="N",
        help="the seat whose deck this is (1-4): each player's labels get their own copy numbers",
    )
    lab.add_argument(
        "--module-mm", type=float, help="module size in millimetres (chosen from camera and mat otherwise)"
    )
    lab.add_argument(
        "--compact",
        action="store_true",
        help="small sleeve-corner labels (a deck-slot number): the table reads them through this deck list",
    )
    lab.add_argument(
        "--symbol",
        choices=("qrh", "m2"),
        help="the compact labels' symbol: qrh, a QR code at level H (the default, best under glare), "
        "or m2, a Micro QR M2 (fewer modules, little error correction)",
    )
    lab.add_argument(
        "--label-mm",
        type=float,
        help="label width in millimetres, quiet border included (chosen from the camera otherwise)",
    )
    lab.set_defaults(func=_labels)

    mk = sub.add_parser(
        "mat-markers",
        help="print the ArUco markers of each mat layout (PDF): the four corners, and on two-player mats "
        "two more at the seats' boundary for a camera over each half",
    )
    mk.add_argument("-o", "--output", required=True)
    mk.add_argument("--layout", choices=registry.ids(), metavar="GAME", help="only this game's mat")
    mk.set_defaults(func=_markers)
