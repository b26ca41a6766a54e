"""``playmat broker``, ``playmat referee`` and ``playmat remote-seat``."""

from __future__ import annotations

import argparse
import json
import os
import socket
import sys
import time
from pathlib import Path
from typing import Any

from engine import registry
from engine.errors import PlaymatError
from remote import broker
from remote.referee import Referee
from remote.seat import BotSeat
from remote.topics import SPECTATOR, Invitation


def _cmd_broker(args: argparse.Namespace) -> int:
    conf = broker.prepare(args.dir, args.port, args.bind)
    sys.stderr.write(f"broker configuration: {conf}\n")
    if args.run:
        os.execv(broker.find_mosquitto(), ["mosquitto", "-c", str(conf)])
    sys.stdout.write(f"mosquitto -c {conf}\n")
    return 0


def _seats(values: list[str] | None, players: int, option: str = "--bot") -> dict[int, str]:
    seats: dict[int, str] = {}
    for v in values or ():
        if not v.isdigit() or not 1 <= int(v) <= players:
            raise PlaymatError(f"{option}: no seat {v!r} (seats are 1 to {players})")
        seats[int(v)] = "random"
    return seats


def _referee(args: argparse.Namespace) -> Referee:
    """The referee of a new game, or of the saved one (``--resume``); it
    connects to the broker at ``--connect``."""
    if args.resume:
        ref = Referee.resume(args.resume, args.connect, args.port, away_after=args.away_after)
        ref.bot_names.update(_seats(args.bot, ref.players))
        return ref
    if not args.game:
        raise PlaymatError("--game is needed for a new game (or --resume FILE)")
    from engine.decks import load_deck_file

    decks = [load_deck_file(p) for p in args.deck or ()]
    players = registry.get(args.game).players
    bots = _seats(args.bot, players)
    awaiting = _seats(args.deck_at_join, players, "--deck-at-join")
    table = _seats(args.table_seat, players, "--table-seat")
    ref = Referee.new(
        args.game,
        args.connect,
        args.port,
        decks or None,
        bots=bots,
        away_after=args.away_after,
        awaiting=list(awaiting),
        table_seats=list(table),
    )
    ref.save_path = args.save or args.broker_dir / "games" / f"{ref.game}.game.json"
    ref.save()
    return ref


def _cmd_referee(args: argparse.Namespace) -> int:
    args.broker_dir.mkdir(parents=True, exist_ok=True)
    ref = _referee(args)
    invite_host = args.host or socket.getfqdn()
    broker.add_game(args.broker_dir, ref.users)
    invitations = ref.invitations(invite_host, args.port)
    codes = {("spectator" if s == SPECTATOR else f"seat {s}"): inv.code() for s, inv in sorted(invitations.items())}
    if args.json:
        sys.stdout.write(json.dumps({"game": ref.game, "save": str(ref.save_path), "invitations": codes}) + "\n")
    else:
        sys.stdout.write(f"game {ref.game} ({ref.match.ruleset.id}), saved to {ref.save_path}\n")
        for who, code in codes.items():
            sys.stdout.write(f"{who}: {code}\n")
    sys.stdout.flush()
    ref.start()
    try:
        while not ref.wait(1.0):
            if ref.conn.refused:
                raise PlaymatError(f"the broker refused the referee: {ref.conn.refused}")
        time.sleep(0.5)
    except KeyboardInterrupt:
        sys.stderr.write(f"referee stopped; resume with: playmat referee --resume {ref.save_path} ...\n")
        ref.stop()
        return 130
    ref.stop()
    winners = ref.match.game.winners
    sys.stderr.write(f"game over: {'winners ' + str([w + 1 for w in winners]) if winners else 'a draw'}\n")
    return 0


def _cmd_remote_seat(args: argparse.Namespace) -> int:
    inv = Invitation.parse(args.invitation)
    try:
        deck = Path(args.deck).read_text(encoding="utf-8") if args.deck else ""
    except (OSError, UnicodeDecodeError) as exc:
        raise PlaymatError(f"cannot read the deck {args.deck}: {exc}") from None
    seat = BotSeat(inv, seed=args.seed, think=args.think, deck=deck)
    seat.start()
    start = time.monotonic()
    try:
        while not seat.wait(0.5):
            if seat.conn.refused:
                raise PlaymatError(f"the broker refused seat {inv.seat}: {seat.conn.refused}")
            if seat.status is None and seat.conn.connected.is_set() and time.monotonic() - start > args.wait_game:
                raise PlaymatError(f"no game {inv.game} on {inv.host}:{inv.port} (is its referee running?)")
            if time.monotonic() - start > args.timeout:
                raise PlaymatError(f"the game did not end within {args.timeout:g} s")
    finally:
        seat.stop()
    sys.stdout.write(json.dumps(seat_report(seat)) + "\n")
    return 0 if seat.verified is not None else 1


def seat_report(seat: BotSeat) -> dict[str, Any]:
    lat = sorted(seat.latencies)
    status = seat.status or {}
    return {
        "game": seat.invitation.game,
        "seat": seat.seat,
        "answers": len(seat.answered),
        "verified": seat.verified is not None,
        "problem": seat.problem,
        "winners": status.get("winners", []),
        "errors": len(seat.errors),
        "answer_to_view_ms_p50": round(1000 * lat[len(lat) // 2], 2) if lat else None,
        "answer_to_view_ms_max": round(1000 * lat[-1], 2) if lat else None,
    }


def add_commands(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    b = sub.add_parser("broker", help="write a Mosquitto configuration for remote games (--run: and run Mosquitto)")
    b.add_argument("--dir", type=Path, required=True, help="the broker's folder (configuration, users, sessions)")
    b.add_argument("--port", type=int, default=1883)
    b.add_argument("--bind", default="0.0.0.0", help="the address to listen on (default: every address)")
    b.add_argument("--run", action="store_true", help="run mosquitto with it")
    b.set_defaults(func=_cmd_broker)

    r = sub.add_parser("referee", help="run a remote game: the referee, on an MQTT broker of this machine")
    r.add_argument("--game", choices=registry.ids(), help="the game of a new remote game")
    r.add_argument("--deck", action="append", metavar="FILE", help="a deck list for the next seat (repeat)")
    r.add_argument(
        "--deck-at-join",
        action="append",
        metavar="SEAT",
        help="the player of seat SEAT brings their deck when they join: the game starts when it is accepted",
    )
    r.add_argument("--broker-dir", type=Path, required=True, help="the folder of `playmat broker --dir`")
    r.add_argument("--host", help="the broker's address in the invitations (default: this machine's name)")
    r.add_argument("--port", type=int, default=1883, help="the broker's port (default 1883)")
    r.add_argument("--connect", default="127.0.0.1", help="the address the referee connects to (default 127.0.0.1)")
    r.add_argument("--save", type=Path, help="the game's file (default: BROKER_DIR/games/GAME.game.json)")
    r.add_argument("--resume", type=Path, metavar="FILE", help="go on with the game saved in FILE")
    r.add_argument("--bot", action="append", metavar="SEAT", help="a bot plays seat SEAT (a player who left)")
    r.add_argument(
        "--away-after",
        type=float,
        default=60.0,
        metavar="S",
        help="seconds a player must have been away before another may have a bot take the seat or have them"
        " concede (default 60)",
    )
    r.add_argument(
        "--table-seat",
        action="append",
        metavar="SEAT",
        help="the player of seat SEAT plays with paper cards on the sensor mat: the referee follows their table",
    )
    r.add_argument("--json", action="store_true", help="print the invitations as one JSON object")
    r.set_defaults(func=_cmd_referee)

    s = sub.add_parser("remote-seat", help="play a seat of a remote game with a bot, and check the game at its end")
    s.add_argument("invitation", help="the seat's invitation code (PMI1-...)")
    s.add_argument("--seed", type=int, default=0, help="the bot's seed")
    s.add_argument(
        "--deck", metavar="FILE", help="the deck this seat brings when the game waits for it (default: a demo deck)"
    )
    s.add_argument("--think", type=float, default=0.0, help="seconds the bot waits before each answer")
    s.add_argument("--timeout", type=float, default=3600.0, help="give up after this many seconds")
    s.add_argument("--wait-game", type=float, default=15.0, help=argparse.SUPPRESS)
    s.set_defaults(func=_cmd_remote_seat)
