"""The engine is pure Python: importing all of it loads no GUI or device library."""

from __future__ import annotations

import subprocess
import sys
import textwrap


def test_engine_imports_no_qt_opencv_or_serial() -> None:
    code = textwrap.dedent(
        """
        import importlib, pkgutil, sys
        import engine
        for mod in pkgutil.walk_packages(engine.__path__, "engine."):
            importlib.import_module(mod.name)
        from engine import registry
        for rid in registry.ids():
            registry.get(rid).pool
        banned = {"PySide6", "shiboken6", "cv2", "serial", "pyzbar", "zxingcpp", "desktop", "hardware"}
        bad = sorted(m for m in sys.modules if m.split(".")[0] in banned)
        print(",".join(bad))
        """
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
