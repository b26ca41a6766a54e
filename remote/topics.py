"""The topics of a remote game, its user names, and the invitation a seat joins with.

Every topic of game ``G`` is under ``playmat/G/``; seats are numbered from 1
in topics and user names, as players call them (seat ``n`` is the engine's
player ``n - 1``)::

    playmat/G/status            retained   referee -> all   the game, the seed's commitment, who is online
    playmat/G/referee           retained   referee -> all   "online" / "offline" (the referee's last will)
    playmat/G/public            retained   referee -> all   a spectator's view and log: no hidden card
    playmat/G/reveal            retained   referee -> all   at the end: the seed, the nonce, decks and answers
    playmat/G/public/log/K      retained   referee -> all   lines 25K.. of a spectator's log
    playmat/G/seat/N/view       retained   referee -> N     seat N's view and its question
    playmat/G/seat/N/log/K      retained   referee -> N     lines 25K.. of seat N's log
    playmat/G/seat/N/error                 referee -> N     an answer of seat N that was dropped, and why
    playmat/G/seat/N/answer                N -> referee     {"index": k, "answer": [keys]} (or "concede")
    playmat/G/seat/N/presence   retained   N -> referee     "online" / "offline" (the seat's last will)
    playmat/G/seat/N/table                 N -> referee     a table seat's device readings (:mod:`remote.table_wire`)
    playmat/G/seat/N/sync       retained   referee -> N     what table sync concluded, for a table seat

The lines a log gains travel with the view (``log``); the whole log is
kept in retained chunks of :data:`LOG_CHUNK` lines too, which a seat reads
only when lines are missing (it joined late, or connects again having lost
them): see :mod:`remote.log_chunks`.

The broker's access list (:mod:`remote.broker`) lets user ``G-seatN`` read
only its own ``view``, ``log/+``, ``error`` and ``sync`` and the game-wide
topics, and write only its own ``answer``, ``presence`` and ``table``; ``G-spectator`` reads the
game-wide topics; ``G-referee`` reads and writes ``playmat/G/#``.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import secrets
from dataclasses import dataclass
from typing import Any

from engine.errors import PlaymatError

ROOT = "playmat"
#: a game id: 12 lowercase hexadecimal digits from :mod:`secrets`
GAME_ID = re.compile(r"[0-9a-f]{12}")
#: the prefix of an invitation code
INVITATION_PREFIX = "PMI1-"
#: the role of a spectator's credentials (a seat's is its number)
SPECTATOR = 0
MAX_SEATS = 8
#: lines of a log chunk (``.../log/K`` holds lines ``K * LOG_CHUNK`` on): the
#: last one is published again after each answer that adds lines (to the
#: broker, for no seat that has them), so it stays short
LOG_CHUNK = 25


def new_game_id() -> str:
    return secrets.token_hex(6)


def new_password() -> str:
    """A random password of 128 bits (22 URL-safe characters)."""
    return secrets.token_urlsafe(16)


def game_topic(game: str, leaf: str) -> str:
    """A game-wide topic: ``status``, ``referee``, ``public`` or ``reveal``."""
    return f"{ROOT}/{game}/{leaf}"


def seat_topic(game: str, seat: int | str, leaf: str) -> str:
    """Seat ``seat``'s (from 1, or the wildcard ``+``) ``view``, ``error``, ``answer`` or ``presence``."""
    return f"{ROOT}/{game}/seat/{seat}/{leaf}"


def user_name(game: str, seat: int) -> str:
    """The broker user of seat ``seat`` (from 1), or of a spectator (:data:`SPECTATOR`)."""
    return f"{game}-spectator" if seat == SPECTATOR else f"{game}-seat{seat}"


def referee_user(game: str) -> str:
    return f"{game}-referee"


_SEAT_TOPIC = re.compile(rf"{ROOT}/([0-9a-f]{{12}})/seat/([1-9])/(answer|presence|table)")


def parse_seat_topic(topic: str) -> tuple[str, int, str] | None:
    """``(game, seat, leaf)`` of a topic a seat writes, or None."""
    m = _SEAT_TOPIC.fullmatch(topic)
    return (m.group(1), int(m.group(2)), m.group(3)) if m else None


@dataclass(frozen=True, slots=True)
class Invitation:
    """What a player needs to join: the broker, the game, and the seat's
    credentials (``seat`` 0 is a spectator's)."""

    host: str
    port: int
    game: str
    seat: int
    user: str
    password: str

    def code(self) -> str:
        """The invitation as one line to paste: ``PMI1-`` and URL-safe base64 of JSON."""
        raw = json.dumps(
            {"h": self.host, "p": self.port, "g": self.game, "s": self.seat, "u": self.user, "k": self.password},
            separators=(",", ":"),
        )
        return INVITATION_PREFIX + base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")

    @classmethod
    def parse(cls, code: str) -> Invitation:
        """The invitation of a code (:meth:`code`); :class:`PlaymatError` says what is wrong."""
        text = code.strip()
        if not text.startswith(INVITATION_PREFIX):
            raise PlaymatError(f"an invitation code starts with {INVITATION_PREFIX}")
        body = text[len(INVITATION_PREFIX) :]
        if len(body) > 1000:
            raise PlaymatError("this invitation code is too long")
        try:
            data: Any = json.loads(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))
        except (binascii.Error, ValueError):
            raise PlaymatError("this invitation code is damaged (copy all of it)") from None
        if not isinstance(data, dict):
            raise PlaymatError("this invitation code is damaged (copy all of it)")
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Invitation:
        host, port, game, seat = data.get("h"), data.get("p"), data.get("g"), data.get("s")
        user, password = data.get("u"), data.get("k")
        if not isinstance(host, str) or not re.fullmatch(r"[A-Za-z0-9.:\[\]_-]{1,253}", host):
            raise PlaymatError("the invitation names no broker host")
        if type(port) is not int or not 0 < port < 65536:
            raise PlaymatError("the invitation names no broker port")
        if not isinstance(game, str) or not GAME_ID.fullmatch(game):
            raise PlaymatError("the invitation names no game")
        if type(seat) is not int or not SPECTATOR <= seat <= MAX_SEATS:
            raise PlaymatError("the invitation names no seat")
        if user != user_name(game, seat):
            raise PlaymatError("the invitation's user does not match its game and seat")
        if not isinstance(password, str) or not re.fullmatch(r"[A-Za-z0-9_-]{16,64}", password):
            raise PlaymatError("the invitation holds no password")
        return cls(host, port, game, seat, user, password)
