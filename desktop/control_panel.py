"""The left panel: which ruleset, which seed, and the game buttons."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.spectator import RulesetChoice

#: Seeds are recorded in the journal and saves; keep them in a signed 32-bit range.
MAX_SEED = 2**31 - 1


class QtControlPanel(QWidget):
    """Ruleset and seed pickers above one button per action. The buttons
    mirror their :class:`QAction` (text, shortcut in the tooltip, enabled)."""

    def __init__(
        self, choices: Sequence[RulesetChoice], actions: Sequence[QAction], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("QtControlPanel")

        self.ruleset_box = QComboBox()
        self.ruleset_box.setObjectName("ruleset")
        # Long titles are elided instead of widening the panel.
        self.ruleset_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.ruleset_box.setMinimumContentsLength(14)
        for choice in choices:
            label = choice.title if not choice.problem else f"{choice.title} (unavailable)"
            self.ruleset_box.addItem(label, choice.id)
            index = self.ruleset_box.count() - 1
            tip = f"{choice.id}: {choice.players} players" if not choice.problem else choice.problem
            self.ruleset_box.setItemData(index, tip, Qt.ItemDataRole.ToolTipRole)
            if choice.problem:
                self._disable_item(index)

        self.seed_box = QSpinBox()
        self.seed_box.setObjectName("seed")
        self.seed_box.setRange(0, MAX_SEED)
        self.seed_box.setValue(1)
        self.seed_box.setToolTip("The same ruleset and seed always play the same game")

        form = QFormLayout()
        form.addRow("Ruleset", self.ruleset_box)
        form.addRow("Seed", self.seed_box)

        layout = QVBoxLayout(self)
        title = QLabel("<b>Bot game</b>")
        layout.addWidget(title)
        layout.addLayout(form)
        self.buttons: list[QToolButton] = []
        for action in actions:
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setMinimumHeight(32)
            self.buttons.append(button)
            layout.addWidget(button)
        hint = QLabel("Keys: N new game · Space step · E play to end / stop · Ctrl+Q quit")
        hint.setWordWrap(True)
        hint.setEnabled(False)
        layout.addWidget(hint)
        layout.addStretch(1)

    def _disable_item(self, index: int) -> None:
        model = self.ruleset_box.model()
        if isinstance(model, QStandardItemModel):
            item = model.item(index)
            if item is not None:
                item.setEnabled(False)

    def ruleset_id(self) -> str:
        return str(self.ruleset_box.currentData() or "")

    def seed(self) -> int:
        return self.seed_box.value()

    def select(self, ruleset_id: str) -> bool:
        """Select ``ruleset_id``; False if it is not listed."""
        index = self.ruleset_box.findData(ruleset_id)
        if index < 0:
            return False
        self.ruleset_box.setCurrentIndex(index)
        return True

    def select_first_playable(self) -> None:
        model = self.ruleset_box.model()
        for index in range(self.ruleset_box.count()):
            item = model.item(index) if isinstance(model, QStandardItemModel) else None
            if item is None or item.isEnabled():
                self.ruleset_box.setCurrentIndex(index)
                return
