"""Logging to a rotating file in the user's state folder."""

from __future__ import annotations

import logging
import os
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path

LOG_FILE_NAME = "playmat.log"
_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"


def state_dir() -> Path:
    """Where Playmat keeps its state: ``$XDG_STATE_HOME/playmat``, by default
    ``~/.local/state/playmat`` (``%LOCALAPPDATA%/Playmat`` on Windows)."""
    if sys.platform == "win32":
        local = os.environ.get("LOCALAPPDATA")
        return (Path(local) if local else Path.home() / "AppData" / "Local") / "Playmat"
    xdg = os.environ.get("XDG_STATE_HOME", "")
    base = Path(xdg) if xdg and Path(xdg).is_absolute() else Path.home() / ".local" / "state"
    return base / "playmat"


def start_file_log(directory: Path | None = None, level: int = logging.INFO) -> logging.Handler | None:
    """Send every logger's records at ``level`` and above to
    ``<directory>/playmat.log`` (1 MB per file, three old files kept).

    Returns the handler, to pass to :func:`stop_file_log`; returns None, after
    a warning on stderr, when the folder cannot be written (Playmat still runs).
    """
    folder = directory if directory is not None else state_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = RotatingFileHandler(
            folder / LOG_FILE_NAME, maxBytes=1_000_000, backupCount=3, encoding="utf-8"
        )
    except OSError as exc:
        sys.stderr.write(f"playmat: cannot write the log in {folder}: {exc.strerror or exc}\n")
        return None
    handler.setFormatter(logging.Formatter(_FORMAT))
    handler.setLevel(level)
    root = logging.getLogger()
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > level:
        root.setLevel(level)
    return handler


def stop_file_log(handler: logging.Handler | None) -> None:
    """Detach and close a handler made by :func:`start_file_log`."""
    if handler is None:
        return
    logging.getLogger().removeHandler(handler)
    handler.close()
