"""The centre of the window: where the game stands, and every seat's zones.

Each :class:`QtSeatPanel` shows one seat's zones as that seat sees them
(``match.view(seat)``): its own hand by name, its deck as "N face down".
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.bridge import QtSpectatorModel
from desktop.wording import (
    counters_text,
    decision_text,
    outcome_text,
    plural,
    seat_name,
    status_text,
    zone_rows,
    zone_title,
)

ZONE_KEY_ROLE = Qt.ItemDataRole.UserRole


class QtSeatPanel(QGroupBox):
    """One seat: its counters and a tree of its zones and their cards."""

    def __init__(self, model: QtSpectatorModel, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.seat = seat
        self.setObjectName(f"QtSeatPanel{seat}")
        self.counters = QLabel()
        self.counters.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(3)
        self.tree.setHeaderLabels(["Zone / card", "State", "Details"])
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.tree.setUniformRowHeights(True)
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self._collapsed: set[str] = set()
        self.tree.itemCollapsed.connect(self._on_item_collapsed)
        self.tree.itemExpanded.connect(self._on_item_expanded)
        layout = QVBoxLayout(self)
        layout.addWidget(self.counters)
        layout.addWidget(self.tree)
        model.advanced.connect(self._update)
        model.game_started.connect(self._update)
        self._update()

    def detach(self) -> None:
        """Stop following the model (before the panel is thrown away)."""
        self.model.advanced.disconnect(self._update)
        self.model.game_started.disconnect(self._update)

    def zone_items(self) -> dict[str, QTreeWidgetItem]:
        """The top-level items by zone key."""
        items = {}
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item is not None:
                items[str(item.data(0, ZONE_KEY_ROLE))] = item
        return items

    def _on_item_collapsed(self, item: QTreeWidgetItem) -> None:
        self._collapsed.add(str(item.data(0, ZONE_KEY_ROLE)))

    def _on_item_expanded(self, item: QTreeWidgetItem) -> None:
        self._collapsed.discard(str(item.data(0, ZONE_KEY_ROLE)))

    def _update(self) -> None:
        sp = self.model.spectator
        match = sp.match
        if match is None or self.seat >= len(match.game.players):
            self.tree.clear()
            return
        view = match.view(self.seat)
        deciding = match.decision is not None and match.decision.player == self.seat
        deck = match.deck_names[self.seat] if self.seat < len(match.deck_names) else ""
        title = seat_name(self.seat) + (f" — {deck}" if deck else "")
        self.setTitle(title + ("   ◀ deciding" if deciding else ""))
        counters = counters_text(view.players[self.seat])
        self.counters.setText(counters)
        self.counters.setVisible(bool(counters))
        names = {z.key: z.name for z in view.zones}

        bold = QFont(self.tree.font())
        bold.setBold(True)
        self.tree.setUpdatesEnabled(False)
        try:
            self.tree.clear()
            for zone in view.zones:
                if zone.owner != self.seat:
                    continue
                host = f"under {names.get(zone.host, zone.host)}" if zone.host else ""
                item = QTreeWidgetItem([zone_title(zone), zone.visibility, host])
                item.setData(0, ZONE_KEY_ROLE, zone.key)
                item.setFont(0, bold)
                for row in zone_rows(zone):
                    child = QTreeWidgetItem([row.text, row.orientation, row.details])
                    if row.tooltip:
                        for column in range(3):
                            child.setToolTip(column, row.tooltip)
                    if row.hidden:
                        child.setForeground(0, self.palette().placeholderText())
                    item.addChild(child)
                self.tree.addTopLevelItem(item)
                item.setExpanded(zone.key not in self._collapsed)
        finally:
            self.tree.setUpdatesEnabled(True)


class QtTableView(QWidget):
    """The game's status line, the pending decision or the outcome, and one
    :class:`QtSeatPanel` per seat (side by side for two, two by two for four)."""

    def __init__(self, model: QtSpectatorModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setObjectName("QtTableView")
        self.status = QLabel()
        self.status.setObjectName("status")
        font = QFont(self.status.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.status.setFont(font)
        self.decision = QLabel()
        self.decision.setObjectName("decision")
        self.decision.setWordWrap(True)
        self.decision.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.decision.setFrameShape(QFrame.Shape.StyledPanel)
        self.decision.setMargin(6)
        for label in (self.status, self.decision):
            label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.seats: list[QtSeatPanel] = []
        self._grid = QGridLayout()
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.decision)
        layout.addLayout(self._grid, 1)
        model.game_started.connect(self._rebuild)
        model.advanced.connect(self._update)
        self._rebuild()

    def _rebuild(self) -> None:
        for panel in self.seats:
            panel.detach()
            self._grid.removeWidget(panel)
            panel.deleteLater()
        self.seats = []
        match = self.model.spectator.match
        n = len(match.game.players) if match is not None else 0
        columns = 2 if n in (2, 4) else max(n, 1)
        for seat in range(n):
            panel = QtSeatPanel(self.model, seat)
            self.seats.append(panel)
            self._grid.addWidget(panel, seat // columns, seat % columns)
            panel.show()  # at once, not at the layout's next pass
        self._update()

    def _update(self) -> None:
        sp = self.model.spectator
        match = sp.match
        if match is None:
            self.status.setText("No game yet")
            self.decision.setText("Choose a ruleset and a seed, then press New game (N).")
            return
        self.status.setText(f"{match.ruleset.title} · seed {sp.seed} · {status_text(match.view(0))}")
        outcome = match.outcome()
        if sp.error is not None:
            self.decision.setText(f"Stopped by an error after {plural(sp.decisions, 'answer')}: {sp.error}")
        elif outcome is not None:
            self.decision.setText(f"{outcome_text(outcome)}\nafter {plural(sp.decisions, 'answer')}")
        elif match.decision is not None:
            self.decision.setText(decision_text(match.decision))
        else:
            self.decision.setText("")
