"""The sensor mat of an online game's table seat.

A player who plays with paper cards on the sensor mat against a remote
player (the referee was started with ``--table-seat``, see
:mod:`remote.table_follow`) has their devices read here: the mat and the
camera (or their simulators) report to :class:`QtOnlineTable`, which sends
what they report to the referee (:meth:`RemoteSeat.send_table`); the
referee follows the table with table sync and sends back what it
concluded, shown as table mode shows it: the banner above the mat, the
"which move?" chooser, and, while sync waits for a card the game revealed
that the table cannot show as the game has it, the button that takes it
as the game has it (:meth:`RemoteSeat.accept_reveals`).
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from desktop.table.devices import QtObservationRelay, TableDevices
from desktop.table.widgets import QtAskChooser, QtSyncBanner
from engine import registry
from hardware.layouts import layout_for
from hardware.table.picture import Sight
from hardware.table.report import ASK, WAITING, Candidate, Report
from hardware.table.seen import OBSERVATIONS, AnyObservation
from remote.seat import RemoteSeat

log = logging.getLogger(__name__)

#: how often the devices' readings are sent, gathered (ms)
SEND_MS = 40

translate = QCoreApplication.translate


def report_of(data: dict[str, Any]) -> Report:
    """The report a ``sync`` message carries (:func:`remote.table_wire.report_dict`)."""
    candidates = tuple(
        Candidate(tuple(str(k) for k in c.get("keys", ())), str(c.get("text", "")))
        for c in data.get("candidates", ())
        if isinstance(c, dict)
    )
    return Report(
        str(data.get("state", "")),
        str(data.get("text", "")),
        candidates=candidates,
        applied=tuple(str(t) for t in data.get("applied", ())),
        more=bool(data.get("more", False)),
        on_screen=bool(data.get("on_screen", False)),
        why=str(data.get("why", "")),
    )


class QtOnlineTable(QWidget):
    """Sync's banner and chooser for a table seat, and its devices."""

    def __init__(self, seat: RemoteSeat, sim: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("onlineTable")
        self.seat = seat
        self.sim = sim
        self.banner = QtSyncBanner()
        self.chooser = QtAskChooser()
        self.chooser.chosen.connect(self.seat.pick_move)
        self.chooser.none_of_these.connect(lambda: self.seat.pick_move(-1))
        # the table window's button, in its words
        self.reveal_button = QPushButton(translate("TableWindow", "Take the revealed card as the game has it"))
        self.reveal_button.setObjectName("acceptReveal")
        self.reveal_button.setToolTip(
            translate("TableWindow", "When the camera cannot show it: the game's card is the one on the table")
        )
        self.reveal_button.clicked.connect(self.seat.accept_reveals)
        self.reveal_button.setVisible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.banner)
        layout.addWidget(self.reveal_button)
        layout.addWidget(self.chooser)
        self.relay = QtObservationRelay(self)
        self.relay.observed.connect(self._observed)
        self.devices: TableDevices | None = None
        self._outbox: list[AnyObservation] = []
        self._send = QTimer(self)
        self._send.setInterval(SEND_MS)
        self._send.setSingleShot(True)
        self._send.timeout.connect(self.flush)
        self.shown: dict[str, Any] | None = None
        self._laid_out = False

    def start_devices(self, ruleset_id: str) -> None:
        """Open the mat and the camera (the simulators with ``sim``) once the game is known."""
        if self.devices is not None or ruleset_id not in registry.ids():
            return
        rules = registry.get(ruleset_id)
        self.devices = TableDevices(ruleset_id, layout_for(ruleset_id), rules.game, self.relay)
        try:
            if self.sim:
                self.devices.start_sim()
            else:
                self.devices.start_real()
        except OSError as exc:  # a device that cannot be opened is reported; sync waits for it
            log.warning("table devices: %s", exc)

    def lay_out(self, view: dict[str, Any] | None) -> None:
        """With the simulators, once the first view is in: the player lays
        out the cards of their hidden zones (their deck) on the simulated
        table, as many as their view counts (the other cards, face up,
        are put down as the game goes)."""
        d = self.devices
        if d is None or d.sim_table is None or self._laid_out or view is None:
            return
        seat = self.seat.seat - 1
        mine = {a.key for a in d.layout.zones if a.seat == seat}
        picture = dict(d.sim_table.picture)
        for z in view["view"]["zones"]:
            if z["key"] in mine and z["visibility"] != "public":
                picture[z["key"]] = Sight(int(z["count"]), (), None)
        d.sim_table.show(picture)
        self._laid_out = True

    def stop_devices(self) -> None:
        if self.devices is not None:
            self.devices.stop()
            self.devices = None
        self.flush()

    def _observed(self, obs: object) -> None:
        if not isinstance(obs, OBSERVATIONS):
            return
        self._outbox.append(obs)
        if not self._send.isActive():
            self._send.start()

    def flush(self) -> None:
        """Send the readings gathered since the last time."""
        batch, self._outbox = self._outbox, []
        if batch:
            self.seat.send_table(batch)

    def refresh(self) -> None:
        """Show what sync concluded last."""
        with self.seat.lock:
            data = self.seat.table_report
        if data is None or data is self.shown:
            return
        self.shown = data
        report = report_of(data)
        self.banner.show_report(report)
        self.chooser.set_candidates(report.candidates if report.state == ASK else ())
        self.reveal_button.setVisible(report.state == WAITING and data.get("revealing") is True)
