"""The application folder is built and smoke-tested (opt-in: pytest -m installer).

It runs ``python installer/build.py`` into a temporary folder: PyInstaller,
then the smoke test of the result (``--version``, ``sim``, ``--screenshot``).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.installer
@pytest.mark.timeout(1800)
def test_the_built_application_starts_and_passes_its_smoke_test(tmp_path: Path) -> None:
    dist, work = tmp_path / "dist", tmp_path / "work"
    result = subprocess.run(
        [sys.executable, str(ROOT / "installer" / "build.py"), "--dist", str(dist), "--work", str(work)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1700,
        check=False,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output[-4000:]
    exe = dist / "playmat" / ("playmat.exe" if sys.platform == "win32" else "playmat")
    assert exe.is_file()
    assert (dist / "playmat" / "_internal" / "assets" / "icons" / "playmat.svg").is_file()
    assert "build: ok  --version: playmat " in output
    assert "build: ok  sim --game vanguard --games 3 --json" in output
    assert output.count("build: ok  --screenshot ") >= 2
    assert "build: passed: " in output
    for shot in ("game-offscreen.png",) if sys.platform != "win32" else ("game-windows.png",):
        assert (ROOT / "build" / "smoke" / shot).stat().st_size > 0
