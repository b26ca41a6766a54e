"""The sensor mat's device panel: connection state and a live zone view
(a zone whose sensor the mat finds faulty is marked red).

The driver delivers observations on its worker thread. :class:`QtMatBridge`
re-emits them as a Qt signal, and the panel receives them through a queued
connection on the GUI thread: no widget is ever touched from the worker.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from desktop.wording import GameWords
from hardware.mat.zonemap import ZoneMap
from hardware.observations import DeviceState, DeviceStatus, Observation, ZoneOccupancy

STATE_TEXT = {
    DeviceState.DISCONNECTED: QT_TRANSLATE_NOOP("Devices", "Disconnected"),
    DeviceState.CONNECTING: QT_TRANSLATE_NOOP("Devices", "Connecting"),
    DeviceState.READY: QT_TRANSLATE_NOOP("Devices", "Ready"),
    DeviceState.ERROR: QT_TRANSLATE_NOOP("Devices", "Error"),
}
STATE_COLOR = {
    DeviceState.DISCONNECTED: "#888888",
    DeviceState.CONNECTING: "#c08000",
    DeviceState.READY: "#208020",
    DeviceState.ERROR: "#c02020",
}
FAULTY_COLOR = "#f4c7c3"
FAULTY_TIP = QT_TRANSLATE_NOOP(
    "Devices", "this zone's sensor keeps changing: its readings are ignored until it is still"
)

#: Qt's translation (context ``Devices``), by the name its tools look for
translate = QCoreApplication.translate


def zone_label(key: str, words: GameWords | None = None) -> str:
    """``p0.RC_FL`` -> ``P1 · RC FL``: the seat, then the zone's own name
    (with ``words``: as the mat prints it, in the language in place,
    ``P1 · Rear-guard (front left)``)."""
    owner, _, name = key.partition(".")
    if owner.startswith("p") and owner[1:].isdigit():
        return f"P{int(owner[1:]) + 1} · {words.zone(key) if words is not None else name.replace('_', ' ')}"
    return key


class QtMatBridge(QObject):
    """Hands observations from the driver's thread to the GUI thread.

    Pass :meth:`sink` as the driver's ``on_observation``; it only emits."""

    observed = Signal(object)

    def sink(self, observation: Observation) -> None:
        self.observed.emit(observation)


class QtMatPanel(QWidget):
    def __init__(self, bridge: QtMatBridge, zone_map: ZoneMap | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self.state = DeviceState.DISCONNECTED
        self._rows: dict[str, int] = {}
        self._faulty: frozenset[str] = frozenset()
        #: the zones' names as the mat prints them
        self.words = GameWords(zone_map.map_id) if zone_map is not None else None
        self.setObjectName("matPanel")
        self.state_label = QLabel()
        self.detail_label = QLabel()
        self.detail_label.setWordWrap(True)
        self.table = QTableWidget(0, 3)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        layout = QVBoxLayout(self)
        self.title = QLabel()
        layout.addWidget(self.title)
        layout.addWidget(self.state_label)
        layout.addWidget(self.detail_label)
        layout.addWidget(self.table)
        if zone_map is not None:
            for zone in zone_map.zones:
                self._row(zone)
        self._update_state(DeviceState.DISCONNECTED, translate("Devices", "not connected"))
        bridge.observed.connect(self._on_observation, Qt.ConnectionType.QueuedConnection)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """The panel's words in the language in place (the mat's own details stay as it said them)."""
        self.title.setText(translate("Devices", "Sensor mat"))
        self.table.setHorizontalHeaderLabels(
            [translate("Devices", "Zone"), translate("Devices", "Cards"), translate("Devices", "Orientation")]
        )
        self.state_label.setText(translate("Devices", str(STATE_TEXT[self.state])))
        for zone, row in self._rows.items():
            item = self.table.item(row, 0)
            if item is not None:
                item.setText(zone_label(zone, self.words))
            self._paint(zone)

    # ------------------------------------------------------------ reading the panel

    def zone_text(self, zone: str) -> tuple[str, str] | None:
        """What the panel shows for a zone: (cards, orientation)."""
        row = self._rows.get(zone)
        if row is None:
            return None
        count, orient = self.table.item(row, 1), self.table.item(row, 2)
        return (count.text() if count else "", orient.text() if orient else "")

    def faulty(self) -> frozenset[str]:
        """The zones the panel marks as faulty."""
        return self._faulty

    # ------------------------------------------------------------ slots

    def _on_observation(self, observation: object) -> None:
        match observation:
            case ZoneOccupancy(zone=zone, count=count, orientation=orient):
                self._update_zone(zone, count, orient)
            case DeviceStatus(state=state, detail=detail, faulty_zones=faulty):
                self._update_state(state, detail)
                self._update_faulty(frozenset(faulty))

    def _row(self, zone: str) -> int:
        row = self._rows.get(zone)
        if row is None:
            row = self.table.rowCount()
            self.table.insertRow(row)
            item = QTableWidgetItem(zone_label(zone, self.words))
            item.setToolTip(zone)
            self.table.setItem(row, 0, item)
            self.table.setItem(row, 1, QTableWidgetItem(""))
            self.table.setItem(row, 2, QTableWidgetItem(""))
            self._rows[zone] = row
        return row

    def _update_zone(self, zone: str, count: int, orient: str | None) -> None:
        row = self._row(zone)
        self.table.setItem(row, 1, QTableWidgetItem(str(count)))
        self.table.setItem(row, 2, QTableWidgetItem(orient or ("" if count == 0 else "?")))
        self._paint(zone)

    def _update_faulty(self, faulty: frozenset[str]) -> None:
        changed = faulty ^ self._faulty
        self._faulty = faulty
        for zone in changed:
            self._paint(zone)

    def _paint(self, zone: str) -> None:
        """A faulty zone's row red, with a tooltip saying why; any other row plain."""
        row = self._row(zone)
        faulty = zone in self._faulty
        for col in range(self.table.columnCount()):
            item = self.table.item(row, col)
            if item is not None:
                item.setBackground(QBrush(QColor(FAULTY_COLOR)) if faulty else QBrush())
                item.setToolTip(translate("Devices", str(FAULTY_TIP)) if faulty else (zone if col == 0 else ""))

    def _update_state(self, state: DeviceState, detail: str) -> None:
        self.state = state
        self.state_label.setText(translate("Devices", str(STATE_TEXT[state])))
        self.state_label.setStyleSheet(f"font-weight: bold; color: {STATE_COLOR[state]}")
        self.detail_label.setText(detail)
        self.table.setEnabled(state is DeviceState.READY)
