"""The Qt binding in use keeps Python's reference counts right: a long
session makes millions of Qt calls, and PySide6 6.12.0 aborts the
interpreter on Python 3.11 after some thousands (pinned out in pyproject)."""

from __future__ import annotations

import subprocess
import sys
import textwrap


def test_many_qt_calls_keep_none_alive() -> None:
    code = textwrap.dedent(
        """
        import os, sys
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtWidgets import QApplication, QLabel
        app = QApplication([])
        label = QLabel()
        before = sys.getrefcount(None)
        for i in range(30000):
            label.setText(str(i))
            label.setVisible(False)
            label.isVisible()
        print(sys.getrefcount(None) - before)
        """
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-500:]
    assert abs(int(out.stdout.strip())) < 1000
