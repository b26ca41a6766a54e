"""``playmat camera-decode`` and ``playmat camera-sim``."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from hardware.camera import commands


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser()
    commands.add_commands(p.add_subparsers())
    return p


def test_decode_prints_labels_with_mat_coordinates(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    img = tmp_path / "frame.png"
    args = _parser().parse_args(
        [
            "camera-sim",
            "-o",
            str(img),
            "--cards",
            "6",
            "--face-down",
            "1",
            "--width",
            "1280",
            "--height",
            "960",
            "--module-px",
            "3.5",
        ]
    )
    assert args.func(args) == 0
    junk = tmp_path / "junk.png"
    junk.write_bytes(b"\x89PNG nonsense")
    capsys.readouterr()
    args = _parser().parse_args(["camera-decode", str(img), str(junk), "--layout", "vanguard", "--json"])
    assert args.func(args) == 1  # one image was unreadable
    report = json.loads(capsys.readouterr().out)
    assert report[0]["calibrated"] is True
    assert len(report[0]["labels"]) == 6
    first = report[0]["labels"][0]
    assert first["payload"].startswith("PM1:VG:") and len(first["mat_xy"]) == 2 and "zone" in first
    assert report[1] == {"image": str(junk), "error": "not a PNG, JPEG, WebP or BMP image"}
