"""Where Playmat's data lives, in a checkout and in an installed copy."""

from __future__ import annotations

import os
import sys
from importlib import resources
from pathlib import Path


def assets_dir() -> Path:
    """The ``assets/`` folder: the ``playmat_assets`` package when installed,
    else the folder beside ``engine/`` in a checkout."""
    here = Path(__file__).resolve().parent.parent / "assets"
    if here.is_dir():
        return here
    try:
        root = resources.files("playmat_assets")
    except ModuleNotFoundError:
        return here
    return Path(str(root))


def cards_dir(game: str) -> Path:
    """Folder of a game's card sets (one TOML file per set)."""
    return assets_dir() / "cards" / game


def primer_path(game: str) -> Path | None:
    """A game's one-minute primer (shown with F1), if it has one."""
    path = assets_dir() / "primers" / f"{game}.html"
    return path if game and path.is_file() else None


def decks_dir(game: str) -> Path:
    """Folder of a game's demo deck lists."""
    return assets_dir() / "decks" / game


def data_home() -> Path:
    """Where Playmat keeps what the user adds (imported card sets):
    ``$XDG_DATA_HOME/playmat`` (by default ``~/.local/share/playmat``); on
    Windows ``%APPDATA%\\Playmat``, on macOS ``~/Library/Application Support/Playmat``."""
    xdg = os.environ.get("XDG_DATA_HOME", "")
    if xdg and Path(xdg).is_absolute():
        return Path(xdg) / "playmat"
    if sys.platform == "win32" and os.environ.get("APPDATA"):
        return Path(os.environ["APPDATA"]) / "Playmat"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "Playmat"
    return Path.home() / ".local" / "share" / "playmat"


def user_cards_dir(game: str) -> Path:
    """Folder of the card sets the user imported for a game (one TOML file per set)."""
    return data_home() / "cards" / game


def cache_home() -> Path:
    """Where Playmat keeps what it can make again (the tables of imported card
    sets, read faster than their TOML): ``$XDG_CACHE_HOME/playmat`` (by default
    ``~/.cache/playmat``); on Windows and macOS inside :func:`data_home`."""
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    if xdg and Path(xdg).is_absolute():
        return Path(xdg) / "playmat"
    if sys.platform in ("win32", "darwin"):
        return data_home() / "cache"
    return Path.home() / ".cache" / "playmat"
