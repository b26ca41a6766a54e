"""``./run.sh`` sets Playmat up before it looks for a display.

Someone who runs ``./run.sh`` over SSH or on a fresh server gets everything
installed in that run, and only then the message that no window can open, so
the next start under a display has nothing left to do. The script and its
setup are copied into an empty folder and given an interpreter that is not a
Python 3.11: the setup's own complaint must come first, and the display
message never."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    (tmp_path / "scripts").mkdir()
    shutil.copy(ROOT / "run.sh", tmp_path / "run.sh")
    shutil.copy(ROOT / "scripts" / "bootstrap.sh", tmp_path / "scripts" / "bootstrap.sh")
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(PLAYMAT_SKIP_APT="1", PLAYMAT_PYTHON="/bin/false")
    return subprocess.run(
        ["bash", str(tmp_path / "run.sh"), *args], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )


def test_without_a_display_the_setup_runs_before_the_display_is_looked_for(tmp_path: Path) -> None:
    result = _run(tmp_path)
    assert result.returncode == 1
    assert "Python 3.11" in result.stderr
    assert "no display" not in result.stderr


def test_a_subcommand_without_a_display_is_set_up_and_never_told_of_the_display(tmp_path: Path) -> None:
    result = _run(tmp_path, "cards", "list", "--game", "weiss")
    assert result.returncode == 1 and "Python 3.11" in result.stderr and "no display" not in result.stderr
