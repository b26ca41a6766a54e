"""The broker's files: its configuration, and each game's users and access list.

A broker directory holds ``mosquitto.conf`` (from the shipped
``remote/mosquitto.conf``), ``passwd`` and ``acl``, which are the
concatenation of every game's ``games/G.passwd`` and ``games/G.acl``.
:func:`add_game` writes a game's two files, rebuilds the two the broker
reads, and asks a running broker to read them again (SIGHUP to the process
named in ``mosquitto.pid``).

Passwords are stored as Mosquitto's ``mosquitto_passwd`` stores them:
``$7$<iterations>$<salt>$<hash>``, PBKDF2-HMAC-SHA512 over a 12-byte salt,
both in base64.
"""

from __future__ import annotations

import base64
import contextlib
import getpass
import hashlib
import json
import os
import secrets
import shutil
import signal
import subprocess
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from engine.errors import PlaymatError
from remote.topics import SPECTATOR, game_topic, new_password, referee_user, seat_topic, user_name

#: Mosquitto's default PBKDF2 iterations (``mosquitto_passwd``); the
#: passwords are 128 random bits, so more would add no safety.
PBKDF2_ITERATIONS = 101
#: The command that installs the broker (README, "Setting up").
INSTALL_HINT = "./test.sh (or ./run.sh) installs it; by hand: apt-get install --no-install-recommends mosquitto"

GAME_WIDE = ("status", "referee", "public", "reveal")


@dataclass(frozen=True)
class GameUsers:
    """The broker users of one game: the referee's password, and each seat's
    (seats from 1; :data:`~remote.topics.SPECTATOR` is the spectators')."""

    game: str
    referee: str
    seats: dict[int, str] = field(default_factory=dict)

    @classmethod
    def new(cls, game: str, players: int) -> GameUsers:
        return cls(game, new_password(), {s: new_password() for s in (SPECTATOR, *range(1, players + 1))})

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game, "referee": self.referee, "seats": {str(s): p for s, p in self.seats.items()}}

    @classmethod
    def from_dict(cls, data: Any) -> GameUsers:
        if not isinstance(data, dict) or not isinstance(data.get("seats"), dict):
            raise PlaymatError("the saved game has no broker users")
        seats = {int(s): str(p) for s, p in data["seats"].items() if str(s).isdigit()}
        return cls(str(data.get("game")), str(data.get("referee")), seats)


def password_hash(password: str, salt: bytes | None = None) -> str:
    """``password`` as a line of Mosquitto's password file stores it."""
    salt = salt if salt is not None else secrets.token_bytes(12)
    digest = hashlib.pbkdf2_hmac("sha512", password.encode(), salt, PBKDF2_ITERATIONS)
    return f"$7${PBKDF2_ITERATIONS}${base64.b64encode(salt).decode()}${base64.b64encode(digest).decode()}"


def password_lines(users: GameUsers) -> list[str]:
    lines = [f"{referee_user(users.game)}:{password_hash(users.referee)}"]
    lines += [f"{user_name(users.game, s)}:{password_hash(p)}" for s, p in sorted(users.seats.items())]
    return lines


def acl_lines(users: GameUsers) -> list[str]:
    """The access list of one game (see the module docstring of :mod:`remote.topics`)."""
    g = users.game
    lines = [f"# game {g}", f"user {referee_user(g)}", f"topic readwrite playmat/{g}/#", ""]
    for s in sorted(users.seats):
        lines.append(f"user {user_name(g, s)}")
        lines += [f"topic read {game_topic(g, leaf)}" for leaf in GAME_WIDE]
        lines.append(f"topic read {game_topic(g, 'public/log/+')}")
        if s != SPECTATOR:
            lines += [
                f"topic read {seat_topic(g, s, 'view')}",
                f"topic read {seat_topic(g, s, 'log/+')}",
                f"topic read {seat_topic(g, s, 'error')}",
                f"topic read {seat_topic(g, s, 'sync')}",
                f"topic write {seat_topic(g, s, 'answer')}",
                f"topic write {seat_topic(g, s, 'presence')}",
                f"topic write {seat_topic(g, s, 'table')}",
            ]
        lines.append("")
    return lines


def config_text(directory: Path, port: int, bind: str) -> str:
    """The shipped ``mosquitto.conf`` for ``directory``, listening on ``bind:port``."""
    template = resources.files("remote").joinpath("mosquitto.conf").read_text(encoding="utf-8")
    fill = {"@DIR@": str(directory.resolve()), "@PORT@": str(port), "@BIND@": bind, "@USER@": getpass.getuser()}
    for key, value in fill.items():
        template = template.replace(key, value)
    return template


def _write_private(path: Path, text: str) -> None:
    """Write ``path`` (mode 0600) by a temporary file renamed over it."""
    tmp = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        os.write(fd, text.encode())
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(tmp, path)


def prepare(directory: Path, port: int = 1883, bind: str = "0.0.0.0") -> Path:
    """Make ``directory`` a broker directory (its config, an empty password
    file and access list if none yet); returns the config file's path."""
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "games").mkdir(exist_ok=True)
    conf = directory / "mosquitto.conf"
    _write_private(conf, config_text(directory, port, bind))
    if not (directory / "passwd").exists():
        rebuild(directory)
    return conf


def rebuild(directory: Path) -> None:
    """``passwd`` and ``acl`` from every game's files in ``games/``."""
    games = sorted((directory / "games").glob("*.passwd"))
    passwd = "".join(p.read_text() for p in games)
    acl = "".join(p.with_suffix(".acl").read_text() for p in games if p.with_suffix(".acl").exists())
    _write_private(directory / "passwd", passwd)
    _write_private(directory / "acl", acl)


def add_game(directory: Path, users: GameUsers) -> None:
    """Let ``users`` in: write the game's files, rebuild, and make a running
    broker read them again."""
    (directory / "games").mkdir(parents=True, exist_ok=True)
    _write_private(directory / "games" / f"{users.game}.passwd", "\n".join(password_lines(users)) + "\n")
    _write_private(directory / "games" / f"{users.game}.acl", "\n".join(acl_lines(users)) + "\n")
    _write_private(directory / "games" / f"{users.game}.json", json.dumps(users.to_dict()))
    rebuild(directory)
    reload(directory)


def remove_game(directory: Path, game: str) -> None:
    for suffix in (".passwd", ".acl", ".json"):
        with contextlib.suppress(FileNotFoundError):
            (directory / "games" / f"{game}{suffix}").unlink()
    rebuild(directory)
    reload(directory)


def reload(directory: Path) -> bool:
    """SIGHUP to the broker of ``directory`` (its ``mosquitto.pid``), if it runs."""
    try:
        pid = int((directory / "mosquitto.pid").read_text().strip())
        os.kill(pid, signal.SIGHUP)
    except (OSError, ValueError):
        return False
    return True


def find_mosquitto() -> str:
    """The path of the ``mosquitto`` program (Debian puts it in /usr/sbin,
    which is not on every user's PATH), or :class:`PlaymatError` naming the
    command that installs it."""
    found = shutil.which("mosquitto") or shutil.which("mosquitto", path="/usr/sbin:/usr/local/sbin")
    if not found:
        raise PlaymatError(f"the MQTT broker Mosquitto is not installed: {INSTALL_HINT}")
    return found


def start(directory: Path, port: int, bind: str = "127.0.0.1", log: Path | None = None) -> subprocess.Popen[bytes]:
    """Run ``mosquitto -c DIR/mosquitto.conf`` (prepared for ``bind:port``)."""
    conf = prepare(directory, port, bind)
    out = open(log, "ab") if log is not None else subprocess.DEVNULL
    try:
        return subprocess.Popen([find_mosquitto(), "-c", str(conf)], stdout=out, stderr=out)
    finally:
        if log is not None and not isinstance(out, int):
            out.close()
