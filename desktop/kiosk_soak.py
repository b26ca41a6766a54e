"""Soak run of the kiosk's attract loop: many bot games in the real window
(headless, no timers, no waits), with the process's memory and open file
descriptors before and after, to show that they stay flat.

:func:`run_soak` returns a JSON-ready dict::

    {"games": 50, "answers": 12345, "seconds": 41.2,
     "rss_before_kb": 180000, "rss_after_kb": 181200, "rss_growth_kb": 1200,
     "rss_samples_kb": [...], "fds_before": 14, "fds_after": 14, "fds_growth": 0,
     "fds_samples": [...]}

The memory is the resident set size (``VmRSS`` of ``/proc/self/status``;
elsewhere the peak from ``resource``, or 0); the descriptors are the entries
of ``/proc/self/fd`` (None where there is no ``/proc``). Both are sampled
after every tenth of the games (``rss_samples_kb``, ``fds_samples``).
"""

from __future__ import annotations

import gc
import logging
import os
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from PySide6.QtWidgets import QApplication

log = logging.getLogger(__name__)

#: rss_samples_kb holds about this many samples
SAMPLES = 10


def rss_kb() -> int:
    """The resident set size of this process, in kB (0 if unknown)."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    try:
        import resource

        return int(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
    except (ImportError, OSError):
        return 0


def open_fds() -> int | None:
    """The number of open file descriptors (None where /proc is missing)."""
    try:
        return len(os.listdir("/proc/self/fd"))
    except OSError:
        return None


def _application() -> QApplication:
    app = QCoreApplication.instance()
    if isinstance(app, QApplication):
        return app
    if app is not None:
        raise RuntimeError("a non-widget Qt application already exists in this process")
    return QApplication(["playmat-soak", "-platform", "offscreen"])


def _settle() -> None:
    QApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def run_soak(
    games: int = 50,
    seed: int = 1,
    game_ids: Sequence[str] | None = None,
    warmup: int = 2,
    say: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Play ``warmup`` and then ``games`` attract games of the games on show
    (``game_ids``, default every game) in a kiosk window that is never shown,
    and report memory and file descriptors before and after the ``games``."""
    from desktop.bridge import QtGameModel
    from desktop.kiosk import KioskSettings, QtKiosk
    from desktop.main_window import QtMainWindow
    from desktop.session import ruleset_choices
    from desktop.settings import Settings

    _application()
    with tempfile.TemporaryDirectory(prefix="playmat-soak-") as tmp:
        store = QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat)
        settings = KioskSettings(store)
        settings.set_pin("135790")  # a kiosk with no PIN waits for staff to set one
        if game_ids:
            settings.games = list(game_ids)
        window = QtMainWindow(QtGameModel(None), ruleset_choices(), Settings(store))
        window.resize(1280, 800)
        kiosk = QtKiosk(window, settings, step_ms=0, end_pause_ms=0, seed=seed, log_file=Path(tmp) / "none.log")
        try:
            kiosk.start(show=False)
            kiosk.step_timer.stop()
            kiosk.switch_timer.stop()
            answers = 0

            def play(n: int) -> int:
                done = 0
                for _ in range(n):
                    done += kiosk.play_to_end()
                    kiosk.next_game()
                    kiosk.step_timer.stop()
                    kiosk.switch_timer.stop()
                    QApplication.processEvents()
                return done

            play(warmup)
            _settle()
            before, fds_before = rss_kb(), open_fds()
            samples = [before]
            fd_samples = [fds_before]
            every = max(1, games // SAMPLES)
            start = time.perf_counter()
            for i in range(games):
                answers += play(1)
                if (i + 1) % every == 0 or i + 1 == games:
                    _settle()
                    samples.append(rss_kb())
                    fd_samples.append(open_fds())
                    if say is not None:
                        say(f"soak: {i + 1}/{games} games, rss {samples[-1]} kB, open files {fd_samples[-1]}")
            seconds = time.perf_counter() - start
            _settle()
            after, fds_after = rss_kb(), open_fds()
        finally:
            kiosk.shutdown()
            window.close()
            window.deleteLater()
            _settle()
    report: dict[str, Any] = {
        "games": games,
        "answers": answers,
        "seconds": round(seconds, 2),
        "rss_before_kb": before,
        "rss_after_kb": after,
        "rss_growth_kb": after - before,
        "rss_samples_kb": samples,
        "fds_samples": fd_samples,
        "fds_before": fds_before,
        "fds_after": fds_after,
        "fds_growth": None if fds_before is None or fds_after is None else fds_after - fds_before,
    }
    log.info("kiosk soak: %s", report)
    return report
