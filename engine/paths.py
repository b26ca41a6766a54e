"""Where Playmat's data lives, in a checkout and in an installed copy."""

from __future__ import annotations

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


def decks_dir(game: str) -> Path:
    """Folder of a game's demo deck lists."""
    return assets_dir() / "decks" / game
