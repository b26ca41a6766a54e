"""The window's benchmarks, for ``playmat bench``.

:func:`bench_section` measures:

- the mat's frames per second with 150 cards on it, every card moving every
  frame (each frame is painted in full, synchronously);
- the time from starting Playmat (a new process, imports included) to an
  interactive window;
- the memory (resident set) of the window after a full goldfish game.

Targets: 60 fps, under 2 s, under 300 MB. Without a display the window is
drawn on Qt's offscreen platform (software rendering, as under Xvfb).
"""

from __future__ import annotations

import math
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

TARGET_FPS = 60.0
TARGET_START_S = 2.0
TARGET_MEMORY_MB = 300.0

#: cards on the mat for the frame-rate test
MOVING_CARDS = 150

Say = Callable[[str], None]

_START_SCRIPT = """
import time
t0 = time.perf_counter()
import sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from desktop.bridge import QtGameModel
from desktop.main_window import QtMainWindow
from desktop.session import GameSetup, ruleset_choices
from desktop.settings import Settings
app = QApplication([])
settings = Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat))
settings.reveal_pause = 0.0  # measured without the pauses on revealed cards
window = QtMainWindow(QtGameModel(None), ruleset_choices(), settings)
window.resize(1280, 800)
window.start_game(GameSetup("vanguard", "goldfish", (), 1))
window.show()
while not window.isVisible() or window.model.decision is None:
    app.processEvents()
window.grab()  # painted once
app.processEvents()
print(time.perf_counter() - t0)
"""

_MEMORY_SCRIPT = """
import sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from desktop.bench import resident_mb
from desktop.bridge import QtGameModel
from desktop.main_window import QtMainWindow
from desktop.session import GameSetup, ruleset_choices
from desktop.settings import Settings
from engine.bots import RandomBot
app = QApplication([])
settings = Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat))
settings.reveal_pause = 0.0  # measured without the pauses on revealed cards
window = QtMainWindow(QtGameModel(None), ruleset_choices(), settings)
window.resize(1280, 800)
window.show()
window.start_game(GameSetup(sys.argv[2], "goldfish", (), int(sys.argv[3])))
model = window.model
bot = RandomBot(int(sys.argv[3]))
while not model.session.over:
    app.processEvents()
    d = model.decision
    if d is not None:
        model.answer(bot.choose(d))
app.processEvents()
window.grab()
print(resident_mb(), len(model.match.answers))
"""


def resident_mb() -> float:
    """This process's resident memory in MB (peak where the current is not known)."""
    status = Path("/proc/self/status")
    if status.is_file():
        for line in status.read_text().splitlines():
            if line.startswith("VmRSS:"):
                return round(int(line.split()[1]) / 1024, 1)
    try:
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return round(peak / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)
    except ImportError:  # Windows
        return 0.0


def _env() -> dict[str, str]:
    env = dict(os.environ)
    if not env.get("QT_QPA_PLATFORM") and not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def _run_script(script: str, *args: str) -> list[str]:
    root = Path(__file__).resolve().parents[1]
    result = subprocess.run(
        [sys.executable, "-c", script, *args],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
        cwd=root,
        env=_env(),
    )
    if result.returncode != 0:
        raise RuntimeError(f"the benchmark window failed: {result.stderr.strip()[-500:]}")
    return result.stdout.split()


def mat_fps(frames: int = 120, cards: int = MOVING_CARDS, pictures: bool = False) -> float:
    """Frames per second of the mat with ``cards`` cards moving every frame
    (``pictures``: each card with a picture of its own, 630 x 880 pixels)."""
    if "QT_QPA_PLATFORM" not in os.environ and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtGui import QPixmapCache
    from PySide6.QtWidgets import QApplication

    from desktop.bridge import QtGameModel
    from desktop.card_item import CardItem
    from desktop.mat_view import QtMatView
    from desktop.session import GameSetup
    from engine.view import CardView

    app = QApplication.instance() or QApplication([])
    QPixmapCache.setCacheLimit(128 * 1024)  # as desktop.app sets it
    from desktop.card_images import card_images

    folder = None
    if pictures:
        import tempfile

        from PySide6.QtGui import QColor, QImage

        folder = tempfile.TemporaryDirectory()
        os.environ["XDG_DATA_HOME"] = folder.name
        pics = Path(folder.name) / "playmat" / "images" / "vanguard"
        pics.mkdir(parents=True)
        for i in range(cards):
            img = QImage(630, 880, QImage.Format.Format_RGB32)
            img.fill(QColor.fromHsv((i * 37) % 360, 160, 200))
            img.save(str(pics / f"BENCH-{i:03d}.png"))
        card_images().rescan()
    model = QtGameModel(None)
    model.new_game(GameSetup("vanguard", "goldfish", (), 1))
    view = QtMatView(model)
    view.resize(900, 620)
    view.show()
    app.processEvents()
    rect = view.sceneRect()
    items = []
    for i in range(cards):
        card_id = f"BENCH-{i:03d}" if pictures else "X-1"
        face = CardView(1000 + i, f"Card {i}", card_id, True, ("stand", "rest")[i % 2], {"power": 5000 + i}, "", "unit")
        item = CardItem(face, "p0.VC", 60.0)
        view.adopt(item)
        items.append(item)
    if pictures:  # the pictures read first, as on a mat that has been shown
        view.viewport().repaint()
        card_images().wait()
        app.processEvents()
    t0 = time.perf_counter()
    for f in range(frames):
        for i, item in enumerate(items):
            a = (f * 0.05) + i
            item.setPos(rect.width() * (0.5 + 0.4 * math.sin(a)), rect.height() * (0.5 + 0.4 * math.cos(a * 1.3)))
        view.viewport().repaint()
    elapsed = time.perf_counter() - t0
    view.close()
    view.deleteLater()
    app.processEvents()
    if folder is not None:
        card_images().rescan()
        folder.cleanup()
    return round(frames / elapsed, 1)


def bench_section(games: int, seed: int, say: Say) -> tuple[str, dict[str, Any]]:
    """The ``desktop`` section of ``playmat bench``."""
    import tempfile

    say("desktop: mat frames per second with 150 moving cards")
    fps = mat_fps()
    say("desktop: the same with a picture on every card")
    fps_pictures = mat_fps(pictures=True)
    if getattr(sys, "frozen", False):
        # A built application has no Python to start the measuring scripts with.
        return "desktop", {
            "mat_fps": fps,
            "mat_fps_with_pictures": fps_pictures,
            "mat_moving_cards": MOVING_CARDS,
            "start_and_memory": "measured from a checkout only",
        }
    with tempfile.TemporaryDirectory() as tmp:
        ini = str(Path(tmp) / "settings.ini")
        say("desktop: start to an interactive window")
        t0 = time.perf_counter()
        inside = float(_run_script(_START_SCRIPT, ini)[0])
        launch = time.perf_counter() - t0
        say("desktop: memory after a full game")
        mem, answers = _run_script(_MEMORY_SCRIPT, ini, "vanguard", str(seed))
    data = {
        "mat_fps": fps,
        "mat_fps_with_pictures": fps_pictures,
        "mat_moving_cards": MOVING_CARDS,
        "start_to_interactive_s": round(launch, 2),
        "start_to_interactive_in_process_s": round(inside, 2),
        "memory_after_full_game_mb": float(mem),
        "full_game_answers": int(answers),
        "platform": _env().get("QT_QPA_PLATFORM", "default"),
        "targets": {"mat_fps": TARGET_FPS, "start_to_interactive_s": TARGET_START_S, "memory_mb": TARGET_MEMORY_MB},
    }
    data["meets_targets"] = (
        min(fps, fps_pictures) >= TARGET_FPS and launch < TARGET_START_S and float(mem) < TARGET_MEMORY_MB
    )
    return "desktop", data
