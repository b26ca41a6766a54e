"""Test support, no tests: the mat's firmware, built with the AVR toolchain,
running on an emulated ATmega (simavr) behind a pseudo-terminal
(``hardware/firmware/hil/mat_hil.c``).

The hil tests need Debian's ``gcc-avr avr-libc arduino-core-avr libsimavr-dev``
(``./test.sh`` installs them: bootstrap group ``avr``). Without them the tests
fail with the command that installs them. ``PLAYMAT_SKIP_HIL=1`` skips them
instead, on a developer's machine only: under CI (``CI`` set) they fail.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIRMWARE = ROOT / "hardware" / "firmware"
HARNESS = FIRMWARE / "hil" / "mat_hil.c"
PACKAGES = "gcc-avr avr-libc arduino-core-avr libsimavr-dev"
ARDUINO_CORE = Path("/usr/share/arduino/hardware/arduino/avr/cores/arduino")
SIMAVR_HEADER = Path("/usr/include/simavr/sim_avr.h")


def missing_tools() -> list[str]:
    missing = [t for t in ("make", "gcc", "avr-gcc") if shutil.which(t) is None]
    if not ARDUINO_CORE.is_dir():
        missing.append(str(ARDUINO_CORE))
    if not SIMAVR_HEADER.exists():
        missing.append(str(SIMAVR_HEADER))
    return missing


def require_tools() -> None:
    missing = missing_tools()
    if not missing:
        return
    message = (
        f"hardware-in-the-loop tests need {', '.join(missing)}: install the Debian packages "
        f"(apt-get install --no-install-recommends {PACKAGES}; ./test.sh does), "
    )
    if os.environ.get("PLAYMAT_SKIP_HIL") and not os.environ.get("CI"):
        pytest.skip(message + "skipped: PLAYMAT_SKIP_HIL is set")
    pytest.fail(message + "or set PLAYMAT_SKIP_HIL=1 to skip them (not under CI)", pytrace=False)


def build_firmware(board: str, out: Path, defines: str = "") -> Path:
    """``make -C hardware/firmware BOARD=board``, into ``out``; the ELF."""
    args = ["make", "-s", "-C", str(FIRMWARE), f"BOARD={board}", f"BUILD={out}"]
    if defines:
        args.append(f"DEFINES={defines}")
    run = subprocess.run(args, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "warning" not in (run.stdout + run.stderr).lower(), run.stdout + run.stderr
    return out / "playmat_mat.elf"


def build_harness(out: Path) -> Path:
    exe = out / "mat_hil"
    run = subprocess.run(
        [
            "gcc",
            "-O2",
            "-Wall",
            "-Wextra",
            "-Werror",
            str(HARNESS),
            "-I/usr/include/simavr",
            "-lsimavr",
            "-o",
            str(exe),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    return exe


def sizes(elf: Path) -> tuple[int, int]:
    """(flash, static RAM) bytes of a built ELF."""
    out = subprocess.run(["avr-size", str(elf)], capture_output=True, text=True, check=True).stdout
    text, data, bss = (int(x) for x in out.splitlines()[1].split()[:3])
    return text + data, data + bss


class HilMat:
    """One emulated board running the firmware; its port is :attr:`path`."""

    def __init__(self, harness: Path, elf: Path, board: str, workdir: Path) -> None:
        self.path = str(workdir / "ttyMAT")
        self.proc = subprocess.Popen(
            [str(harness), str(elf), self.path, board],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1,
        )
        assert self.proc.stdout is not None
        first = self.proc.stdout.readline()
        assert first.startswith("ready"), first
        #: host bytes lost to a full UART receive buffer, over every :meth:`stats` call
        self.lost = 0

    def command(self, line: str) -> str:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline().strip()
        assert answer and not answer.startswith("error"), (line, answer)
        return answer

    def cover(self, *sensors: int) -> None:
        for s in sensors:
            self.command(f"cover {s}")

    def uncover(self, *sensors: int) -> None:
        for s in sensors:
            self.command(f"uncover {s}")

    def stats(self) -> dict[str, Any]:
        """The harness's counters since the last call (``lost`` also adds to :attr:`lost`)."""
        data: dict[str, Any] = json.loads(self.command("stats"))
        self.lost += int(data["lost"])
        return data

    def close(self) -> None:
        if self.proc.poll() is None:
            assert self.proc.stdin is not None
            try:
                self.proc.stdin.write("quit\n")
                self.proc.stdin.flush()
                self.proc.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                self.proc.kill()
                self.proc.wait()
        for pipe in (self.proc.stdin, self.proc.stdout):
            if pipe is not None:
                pipe.close()


def wait_until(pred: Callable[[], bool], timeout: float = 10.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if pred():
            return True
        time.sleep(0.01)
    return pred()
