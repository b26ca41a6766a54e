"""Window tests never block on a modal dialog.

Every QMessageBox shortcut (critical, warning, ...) is replaced by a recorder:
a test that expects a dialog takes the ``dialogs`` fixture, checks it and
clears it; any dialog left over fails the test instead of hanging the run.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget


@pytest.fixture(autouse=True)
def dialogs(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    shown: list[str] = []

    def record(parent: QWidget | None, title: str, text: str, *_: object, **__: object) -> QMessageBox.StandardButton:
        shown.append(text)
        return QMessageBox.StandardButton.Ok

    for name in ("critical", "warning", "information", "question"):
        monkeypatch.setattr(QMessageBox, name, record)
    yield shown
    assert shown == [], f"unexpected dialog(s): {shown}"
