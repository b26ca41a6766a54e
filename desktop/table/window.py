"""The table window: the game of paper cards as Playmat follows it.

Above the mat, the sync banner (green in sync, amber waiting, asking or
stopped looking for the move, red when the table does not match, grey when
paused). On the mat, the zones that differ are outlined in red, and lit on
the mat's LEDs. On the right:
the calibration check before play, then the differences, the "which move
was it?" chooser, the decision prompt (for steps that move no card), the
hand and deck counts, the game log, and Pause / Resume. A game that cannot
be saved is said at once, and play goes on (see :mod:`desktop.save_status`).
"""

from __future__ import annotations

import dataclasses
import logging
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QRect, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QColor, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.devices.devices_window import QtDevicesWindow
from desktop.log_panel import QtLogPanel
from desktop.prompt_panel import QtPromptPanel
from desktop.save_status import QtSaveStatus
from desktop.session import SAVE_SUFFIX, TABLE, GameSetup, Session, autosave_path, new_match
from desktop.table.devices import QtObservationRelay, TableDevices
from desktop.table.model import QtTableModel
from desktop.table.widgets import QtAskChooser, QtCalibrationPanel, QtSyncBanner, QtTableMatView
from desktop.wording import GameWords, seat_name
from engine.bots import RandomBot
from engine.decisions import Decision
from engine.errors import PlaymatError
from hardware.observations import DeviceKind, DeviceState, DeviceStatus
from hardware.table.report import ASK, BURIED, DONE, HIDDEN, NOT_LISTED, ORDER, TARGET, UNREAD, WAITING, YES_NO, Report
from hardware.table.simdevices import SimTable, move_plan

log = logging.getLogger(__name__)

#: Qt's translation (context ``TableWindow``), by the name its tools look for
translate = QCoreApplication.translate

#: the pause between two steps of one simulated move (a card shown, then put away), ms
SIM_STEP_MS = 600

#: why the players are asked (:attr:`Report.why`), said above the question
WHY_ASKED = {
    TARGET: QT_TRANSLATE_NOOP(
        "TableWindow",
        "Asked here: the table cannot show this choice. The cards it names lie as they did "
        "(which card is attacked or gets the power, where a card still on its way will go).",
    ),
    YES_NO: QT_TRANSLATE_NOOP(
        "TableWindow", "Asked here: the table cannot show a yes or no that leaves the cards as they lie."
    ),
    ORDER: QT_TRANSLATE_NOOP("TableWindow", "Asked here: the table cannot show the order chosen."),
    HIDDEN: QT_TRANSLATE_NOOP(
        "TableWindow",
        "Asked here: the table cannot show which card was chosen (face down, in a hand or a deck, "
        "or turned in a row of cards).",
    ),
    BURIED: QT_TRANSLATE_NOOP(
        "TableWindow",
        "Asked here: the cards chosen lie under others in a pile, where the camera reads only the top one.",
    ),
    DONE: QT_TRANSLATE_NOOP("TableWindow", "Asked here: the table cannot tell when you are done putting cards down."),
    UNREAD: QT_TRANSLATE_NOOP(
        "TableWindow",
        "Asked here: several moves leave the table as it is now, and Playmat could not read which one was made.",
    ),
    NOT_LISTED: QT_TRANSLATE_NOOP("TableWindow", "Answer here: none of the listed moves was the one made."),
}

FAULTY_TIP = QT_TRANSLATE_NOOP(
    "TableWindow",
    "The mat ignores a sensor that keeps changing (a card on the zone's edge) until it has been "
    "still for a second; meanwhile only the camera tells what lies there.",
)


def pause_words(paused: bool) -> str:
    """The pause button's words."""
    return translate("TableWindow", "&Resume") if paused else translate("TableWindow", "&Pause sync")


def state_words(state: DeviceState) -> str:
    """A device's state in the language in place."""
    return translate("TableWindow", str(DEVICE_STATES.get(state, state.value)))


#: a device's states as the table window says them
DEVICE_STATES = {
    DeviceState.DISCONNECTED: QT_TRANSLATE_NOOP("TableWindow", "disconnected"),
    DeviceState.CONNECTING: QT_TRANSLATE_NOOP("TableWindow", "connecting"),
    DeviceState.READY: QT_TRANSLATE_NOOP("TableWindow", "ready"),
    DeviceState.ERROR: QT_TRANSLATE_NOOP("TableWindow", "error"),
}


def _fitted_height(view: QListWidget, width: int, most: int = 110) -> int:
    """The height that shows ``view``'s items' words wrapped to ``width``
    (a long sentence takes two lines), at most ``most`` (then it scrolls)."""
    metrics = view.fontMetrics()
    room = QRect(0, 0, max(80, width - 12), 10_000)
    rows = [
        metrics.boundingRect(room, Qt.TextFlag.TextWordWrap, view.item(i).text()).height() for i in range(view.count())
    ]
    return min(most, 8 + max(20, sum(max(20, h + 4) for h in rows)))


def counts_text(model: QtTableModel) -> str:
    """Each player's hand and deck, as counts (the table's hidden cards are not read)."""
    view = model.view()
    if view is None:
        return ""
    lines = []
    m = model.match
    words = GameWords(m.ruleset.id if m is not None else "")
    for p in view.players:
        own = {z.key.split(".", 1)[-1]: z.count for z in view.zones if z.owner == p.seat}
        parts = [f"{words.zone(name)} {own[name]}" for name in ("hand", "deck") if name in own]
        lines.append(f"<b>{seat_name(p.seat)}</b>: {' · '.join(parts)}")
    return "<br>".join(lines)


class QtTableWindow(QMainWindow):
    def __init__(
        self,
        model: QtTableModel,
        relay: QtObservationRelay | None = None,
        devices: TableDevices | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("QtTableWindow")
        self.model = model
        self.relay = relay or QtObservationRelay()
        self.devices = devices
        self.devices_window: QtDevicesWindow | None = None
        #: each device's kind and state, by its name
        self.device_states: dict[str, tuple[DeviceKind, DeviceState]] = {}
        self.sim_table: SimTable | None = devices.sim_table if devices is not None else None
        self._sim_bot = RandomBot(7)
        self._sim_busy = False
        self._sim_keys: tuple[str, ...] | None = None  #: the simulated players' last move
        self._sim_decision: Decision | None = None  #: the question they made it for

        self.banner = QtSyncBanner()
        self.applied_label = QLabel()
        self.applied_label.setObjectName("applied")
        self.applied_label.setWordWrap(True)
        self.mat = QtTableMatView(model)

        # -- the check before play -------------------------------------------------------------
        m = model.match
        zones = self.mat.mat_layout.zones if self.mat.mat_layout is not None else ()
        self.calibration = QtCalibrationPanel(zones, words=GameWords(m.ruleset.id if m is not None else ""))
        self.calibration.zone_changed.connect(self._on_checking)
        self.calibration.finished.connect(self.show_play)

        self._build_play(model)
        self._lay_out()
        self._build_keys(model)
        model.report_changed.connect(self._on_report)
        model.viewer_changed.connect(lambda _: self._on_report(self.model.report))
        model.changed.connect(self._update_counts)
        model.game_started.connect(self._update_counts)
        model.notice.connect(lambda text: self.statusBar().showMessage(text, 8000))
        model.busy_changed.connect(self._on_busy)
        model.failed.connect(lambda text: self.statusBar().showMessage(text, 15000))
        self.save_status = QtSaveStatus(self, model)
        self.relay.observed.connect(self._on_observation, Qt.ConnectionType.QueuedConnection)
        self.relay.calibration.connect(self._on_calibration, Qt.ConnectionType.QueuedConnection)
        self.retranslate()
        self.show_calibration()
        if self.sim_table is not None:
            self.attach_sim(self.sim_table)

    def _build_play(self, model: QtTableModel) -> None:
        """The play panel: devices, counts, differences, the choices sync asks
        for, the prompt, the log and the buttons."""
        self.devices_label = QLabel()
        self.devices_label.setObjectName("devices")
        self.devices_label.setWordWrap(True)  # a zone or two named faulty
        self.counts = QLabel()
        self.counts.setObjectName("counts")
        self.differences = QListWidget()
        self.differences.setObjectName("differences")
        self.differences.setMaximumHeight(110)
        self.differences.setWordWrap(True)
        self.why_asked = QLabel()
        self.why_asked.setObjectName("whyAsked")
        self.why_asked.setWordWrap(True)
        self.why_asked.setStyleSheet("color: #8a5a00; font-style: italic;")
        self.why_asked.setVisible(False)
        self.chooser = QtAskChooser()
        self.chooser.chosen.connect(self._choose)
        self.chooser.none_of_these.connect(self._none_of_these)
        self.prompt = QtPromptPanel(model)
        self.log_panel = QtLogPanel(model)
        self.log_panel.setMaximumHeight(150)
        self.pause_button = QPushButton()
        self.pause_button.setObjectName("pause")
        self.pause_button.setMinimumHeight(36)
        self.pause_button.clicked.connect(self.toggle_pause)
        self.reveal_button = QPushButton()
        self.reveal_button.setObjectName("acceptReveal")
        self.reveal_button.clicked.connect(model.accept_reveals)
        self.reveal_button.setVisible(False)
        self.check_button = QPushButton()
        self.check_button.clicked.connect(self.show_calibration)
        buttons = QHBoxLayout()
        buttons.addWidget(self.pause_button)
        buttons.addWidget(self.check_button)
        play = QWidget()
        play.setObjectName("playPanel")
        box = QVBoxLayout(play)
        box.setContentsMargins(4, 4, 4, 4)
        box.addWidget(self.devices_label)
        box.addWidget(self.counts)
        box.addWidget(self.differences)
        box.addWidget(self.reveal_button)
        box.addWidget(self.why_asked)
        box.addWidget(self.chooser)
        box.addWidget(self.prompt, 3)
        box.addWidget(self.log_panel, 2)
        box.addLayout(buttons)
        self.sim_panel = self._sim_panel()
        self.sim_panel.setVisible(self.sim_table is not None)
        box.addWidget(self.sim_panel)
        self.play_panel = play

    def _lay_out(self) -> None:
        """The mat beside the check before play or the play panel, under the banner."""
        self.side = QStackedWidget()
        self.side.addWidget(self.calibration)
        self.side.addWidget(self.play_panel)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.setChildrenCollapsible(False)
        split.addWidget(self.mat)
        split.addWidget(self.side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([760, 520])
        central = QWidget()
        outer = QVBoxLayout(central)
        outer.setContentsMargins(6, 6, 6, 6)
        outer.addWidget(self.banner)
        outer.addWidget(self.applied_label)
        outer.addWidget(split, 1)
        self.setCentralWidget(central)

    def _build_keys(self, model: QtTableModel) -> None:
        """Keys 1-9 for the choices, and the Table menu."""
        self.choice_actions: list[QAction] = []
        for i in range(9):
            act = QAction(self)
            act.setShortcut(QKeySequence(str(i + 1)))
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            act.triggered.connect(lambda _=False, k=i: self._choose(k))
            self.addAction(act)
            self.choice_actions.append(act)
        menu = self.table_menu = self.menuBar().addMenu("")
        self.save_action = menu.addAction("")
        self.save_action.setShortcut(QKeySequence("Ctrl+S"))
        self.save_action.triggered.connect(self._save_dialog)
        self.confirm_action = menu.addAction("")
        self.confirm_action.setShortcuts([QKeySequence("Return"), QKeySequence("Enter")])
        self.confirm_action.triggered.connect(model.confirm)
        self.pass_action = menu.addAction("")
        self.pass_action.setShortcut(QKeySequence("P"))
        self.pass_action.triggered.connect(model.pass_turn)
        self.undo_action = menu.addAction("")
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(model.undo)
        self.pause_action = menu.addAction("")
        self.pause_action.setShortcut(QKeySequence("Ctrl+P"))
        self.pause_action.triggered.connect(self.toggle_pause)
        self.devices_action = menu.addAction("")
        self.devices_action.triggered.connect(self.show_devices)
        menu.addSeparator()
        close = self.close_action = menu.addAction("")
        close.setShortcut(QKeySequence("Ctrl+W"))
        close.triggered.connect(self.close)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """The window's words in the language in place; the game and the table's reading are not touched."""
        m = self.model.match
        if m is not None:
            self.setWindowTitle(
                translate("TableWindow", "Playmat — {game} · table (seed {seed})").format(
                    game=m.ruleset.title, seed=m.seed
                )
            )
        self.table_menu.setTitle(translate("TableWindow", "&Table"))
        for i, act in enumerate(self.choice_actions):
            act.setText(translate("TableWindow", "Choice {n}").format(n=i + 1))
        self.save_action.setText(translate("TableWindow", "&Save game as…"))
        self.confirm_action.setText(translate("TableWindow", "&Confirm the chosen cards"))
        self.pass_action.setText(translate("TableWindow", "&Pass / end the phase"))
        self.undo_action.setText(translate("TableWindow", "&Undo the last step"))
        self.pause_action.setText(translate("TableWindow", "Pause / resume sync"))
        self.devices_action.setText(translate("TableWindow", "&Devices: the cameras' pictures…"))
        self.close_action.setText(translate("TableWindow", "&Close the table (the game is saved)"))
        self.reveal_button.setText(translate("TableWindow", "Take the revealed card as the game has it"))
        self.reveal_button.setToolTip(
            translate("TableWindow", "When the camera cannot show it: the game's card is the one on the table")
        )
        self.check_button.setText(translate("TableWindow", "&Calibration check…"))
        self.pause_button.setText(pause_words(self.model.paused))
        self._sim_words()
        self._update_counts()
        self._update_devices()
        self.calibration.retranslate()
        self.chooser.retranslate()
        self._on_report(self.model.report)

    def show_devices(self) -> QtDevicesWindow:
        """The Devices window with this table's cameras: each one's state and latest frame."""
        if self.devices_window is None:
            m = self.model.match
            self.devices_window = QtDevicesWindow(m.ruleset.id if m is not None else "vanguard", self)
            if self.devices is not None:
                self.devices_window.show_table_cameras(self.devices, self.relay)
        self.devices_window.show()
        self.devices_window.raise_()
        return self.devices_window

    def attach_sim(self, table: SimTable) -> None:
        """The devices are the simulators: show the simulated table's controls."""
        self.sim_table = table
        self.sim_panel.setVisible(True)
        self.calibration.set_markers(True, 0, simulated=True)
        self._update_devices()

    # -- pages -------------------------------------------------------------------------------------

    @property
    def playing(self) -> bool:
        return self.side.currentWidget() is self.play_panel

    def show_calibration(self) -> None:
        self.side.setCurrentWidget(self.calibration)
        self.calibration.start()

    def show_play(self) -> None:
        self.mat.set_checking(None)
        self.side.setCurrentWidget(self.play_panel)
        self._on_report(self.model.report)

    def _on_checking(self, zone: str | None) -> None:
        d = self.devices
        if d is not None:
            d.set_led(None, "off", "000000")
            if zone is not None:
                d.set_led(zone, "on", "3FA9F5")
        self.mat.set_checking(zone)

    def _on_calibration(self, calibrated: bool, labels: int) -> None:
        self.calibration.set_markers(calibrated, labels, simulated=self.sim_table is not None)

    # -- sync -------------------------------------------------------------------------------------------

    def _on_observation(self, obs: object) -> None:
        self.model.observe(obs)
        if isinstance(obs, DeviceStatus):
            self.device_states[obs.device] = (obs.kind, obs.state)
            self._update_devices()

    def _on_report(self, report: Report) -> None:
        # one screen for both players: sync's words lose the names of cards
        # one of them does not know; in the language in place
        shown = self.model.words
        self.banner.show_report(dataclasses.replace(report, text=shown(report.text)))
        self._update_devices()
        if report.applied:
            applied = " · ".join(shown(x) for x in report.applied[-3:])
            self.applied_label.setText(translate("TableWindow", "Applied: {moves}").format(moves=applied))
        elif report.undone:
            self.applied_label.setText(translate("TableWindow", "Undone: {move}").format(move=shown(report.undone)))
        self.differences.clear()
        for d in report.differences:
            item = QListWidgetItem(shown(d.text))
            item.setForeground(QColor("#c62828"))
            self.differences.addItem(item)
        self.differences.setVisible(bool(report.differences))
        self.differences.setFixedHeight(_fitted_height(self.differences, self.play_panel.contentsRect().width() - 8))
        self.chooser.setTitle(
            translate("TableWindow", "Done? Press 1 (or touch) when every card is down — 0 if these are not the cards")
            if report.more
            else translate("TableWindow", "Several moves match the table — which one was it? (keys 1 to 9, 0: none)")
        )
        self.chooser.set_candidates(
            tuple(dataclasses.replace(c, text=shown(c.text)) for c in report.candidates) if report.state == ASK else ()
        )
        why = str(WHY_ASKED.get(report.why, "")) if report.state == ASK or report.on_screen else ""
        why = translate("TableWindow", why) if why else ""
        self.why_asked.setText(why)
        self.why_asked.setVisible(bool(why))
        self.reveal_button.setVisible(
            report.state == WAITING and not report.on_screen and "show" in report.text.lower()
        )
        zones = report.zones or tuple(dict.fromkeys(d.zone for d in report.differences))
        self.mat.set_trouble(zones if self.playing else ())
        # while the players say which move it was, the chooser takes the prompt's place
        self.prompt.setVisible(report.state != ASK)
        self.pause_button.setText(pause_words(self.model.paused))

    def _on_busy(self, busy: bool) -> None:
        """A settle is taking long (the table is far from the game): say so."""
        if busy:
            self.statusBar().showMessage(translate("TableWindow", "Reading the table…"))
        elif self.statusBar().currentMessage() == translate("TableWindow", "Reading the table…"):
            self.statusBar().clearMessage()

    def _choose(self, index: int) -> None:
        if self.model.report.state == ASK and self.playing:
            self.model.choose(index)

    def _none_of_these(self) -> None:
        if self.model.report.state == ASK and self.playing:
            self.model.none_of_these()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Keys 1-9 pick a candidate, 0 says it was none of them, even when the
        window's shortcuts are not active."""
        key = event.key()
        if self.model.report.state == ASK and Qt.Key.Key_1.value <= key <= Qt.Key.Key_9.value:
            self._choose(key - Qt.Key.Key_1.value)
            return
        if self.model.report.state == ASK and key == Qt.Key.Key_0.value:
            self._none_of_these()
            return
        super().keyPressEvent(event)

    def toggle_pause(self) -> None:
        if self.model.paused:
            self.model.resume()
        else:
            self.model.pause()
        self.pause_button.setText(pause_words(self.model.paused))

    def _update_counts(self) -> None:
        self.counts.setText(counts_text(self.model))

    def _update_devices(self) -> None:
        sync = self.model.sync
        if sync is not None:  # what sync itself knows of the devices
            for dev, health in sync.seen.devices.items():
                self.device_states[dev] = (health.kind, health.state)

        def word(kind: DeviceKind) -> str:
            states = [s for k, s in self.device_states.values() if k is kind]
            if not states:
                return translate("TableWindow", "not seen yet")
            if all(s is DeviceState.READY for s in states):
                return translate("TableWindow", "ready")
            return state_words(next(s for s in states if s is not DeviceState.READY))

        faulty: list[str] = []  # zones whose sensors the mat finds faulty: sync leaves them to the camera
        if sync is not None:
            faulty = [
                translate("TableWindow", "{player}'s {zone} sensor faulty").format(
                    player=seat_name(a.seat), zone=GameWords(sync.match.ruleset.id).zone(a.key)
                )
                for a in sync.layout.zones
                if a.key in sync.seen.faulty
            ]
        sim = translate("TableWindow", " (simulated)") if self.sim_table is not None else ""
        mat = translate("TableWindow", "Sensor mat: {state}").format(state=word(DeviceKind.MAT))
        camera = translate("TableWindow", "Camera: {state}").format(state=word(DeviceKind.CAMERA)) + sim
        self.devices_label.setText(" · ".join([mat, *faulty, camera]))
        self.devices_label.setToolTip(translate("TableWindow", str(FAULTY_TIP)) if faulty else "")
        self.devices_label.setStyleSheet("color: #c62828" if faulty else "")

    # -- the simulated table -----------------------------------------------------------------------------

    def _sim_panel(self) -> QGroupBox:
        box = QGroupBox()
        box.setObjectName("simPanel")
        row = QHBoxLayout(box)
        nxt = QPushButton()
        nxt.setObjectName("simNext")
        nxt.clicked.connect(self.sim_next_move)
        bump = QPushButton()
        bump.clicked.connect(self.sim_bump)
        cam = QPushButton()
        cam.setObjectName("simCamera")
        cam.clicked.connect(lambda: self.sim_camera_plug(cam))
        mat = QPushButton()
        mat.clicked.connect(self.sim_unplug_mat)
        for b in (nxt, bump, cam, mat):
            row.addWidget(b)
        #: the simulated table's box and buttons, for their words
        self._sim_parts = (box, nxt, bump, cam, mat)
        return box

    def _sim_words(self) -> None:
        box, nxt, bump, cam, mat = self._sim_parts
        box.setTitle(translate("TableWindow", "Simulated table"))
        nxt.setText(translate("TableWindow", "Next move"))
        nxt.setToolTip(translate("TableWindow", "Players make a random legal move on the simulated table"))
        bump.setText(translate("TableWindow", "Bump a card"))
        bump.setToolTip(translate("TableWindow", "A card knocked into the next zone"))
        camera = self.devices.sim_camera if self.devices is not None else None
        unplugged = camera is not None and not camera.plugged
        cam.setText(
            translate("TableWindow", "Plug camera back") if unplugged else translate("TableWindow", "Unplug camera")
        )
        mat.setText(translate("TableWindow", "Unplug mat 3 s"))

    def sim_next_move(self) -> None:
        """Play one random legal move on the simulated table (or on screen
        when it moves no card)."""
        sync, table = self.model.sync, self.sim_table
        if sync is None or table is None or self._sim_busy:
            return
        report = self.model.report
        if self.model.working or (report.state == WAITING and not report.on_screen and self._sim_keys is not None):
            # the last move is still being read (a card on its way): the
            # simulated players wait for the banner, as players do
            self.statusBar().showMessage(translate("TableWindow", "The table is still reading the last move"), 2000)
            return
        if report.state == ASK:
            # "which move?": the simulated players say which one they made
            pick = next((i for i, c in enumerate(report.candidates) if c.keys == self._sim_keys), None)
            if pick is not None:
                self.model.choose(pick)
            elif self.model.none_of_these() and self._sim_keys is not None:
                self.model.answer(self._sim_keys)
            return
        m = sync.match
        d = m.decision
        if d is None:
            return
        if report.on_screen and self._sim_keys is not None and d is self._sim_decision:
            # the table cannot tell which cards they chose: they say so in the prompt
            self.model.answer(self._sim_keys)
            return
        keys = self._sim_bot.choose(d)
        self._sim_keys, self._sim_decision = tuple(keys), d
        steps, _, on_screen = move_plan(m, keys, sync.layout, sync.copies)
        if on_screen:
            self.model.answer(keys)
        if not steps:
            return
        self._sim_busy = True
        for i, pic in enumerate(steps):
            QTimer.singleShot(i * SIM_STEP_MS, lambda p=pic: table.show(p))
        QTimer.singleShot((len(steps) - 1) * SIM_STEP_MS + 1, lambda: setattr(self, "_sim_busy", False))

    def sim_bump(self) -> None:
        table = self.sim_table
        if table is None:
            return
        keys = [a.key for a in table.layout.zones if a.sensed]
        full = [
            k
            for k in keys
            if table.picture.get(k) is not None and (table.picture[k].count or 0) > 0 and not k.endswith("deck")
        ]
        if full:
            src = full[0]
            table.bump(src, keys[(keys.index(src) + 1) % len(keys)])

    def sim_camera_plug(self, button: QPushButton) -> None:
        d = self.devices
        cam = d.sim_camera if d is not None else None
        if cam is None:
            return
        if cam.plugged:
            cam.unplug()
            button.setText(translate("TableWindow", "Plug camera back"))
        else:
            cam.plug()
            button.setText(translate("TableWindow", "Unplug camera"))

    def sim_unplug_mat(self) -> None:
        d = self.devices
        if d is not None and d.pty is not None:
            d.pty.do("disconnect 3")

    # -- files --------------------------------------------------------------------------------------------

    def _save_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("TableWindow", "Save the game"),
            f"table{SAVE_SUFFIX}",
            translate("TableWindow", "Playmat games ({pattern})").format(pattern=f"*{SAVE_SUFFIX}"),
        )
        if path:
            self.model.save_as(Path(path))

    def closeEvent(self, event: QCloseEvent) -> None:
        self.model.wait()  # the game sync is working on is the one to save
        if not self.save_status.may_close():
            event.ignore()
            return
        self.shutdown()
        super().closeEvent(event)

    def shutdown(self) -> None:
        if self.devices_window is not None:
            self.devices_window.close()
            self.devices_window = None
        self.model.stop_table()
        if self.devices is not None:
            self.devices.stop()
            self.devices = None
        self.model.release()


def open_table(
    setup: GameSetup | None = None,
    *,
    saved: Path | None = None,
    state_dir: Path | None = None,
    start_devices: bool = True,
    sim: bool | None = None,
    port: str | None = None,
    camera: str = "0",
) -> QtTableWindow:
    """A table window for a new game (``setup``) or a saved one (``saved``),
    with its devices started: the simulators when ``sim`` (default ``setup.sim``), else the
    mat found on USB and the webcam. Raises :class:`PlaymatError` or
    :class:`~engine.errors.LoadError` when the game cannot start."""
    model = QtTableModel(state_dir)
    model.background = True  # a long search does not freeze the window
    if saved is not None:
        session = Session.open(saved, saved)
        session.mode = TABLE
    elif setup is not None:
        path = autosave_path(state_dir, setup.ruleset_id, TABLE) if state_dir is not None else None
        try:
            session = Session.start(GameSetup(setup.ruleset_id, TABLE, setup.decks, setup.seed), path, new_match)
        except (KeyError, ValueError) as exc:
            raise PlaymatError(f"could not start a game of {setup.ruleset_id}: {exc}") from None
    else:
        raise ValueError("open_table needs a setup or a saved game")
    if sim is None:
        sim = setup.sim if setup is not None else False
    model.start_table(session)
    relay = QtObservationRelay()
    m = session.match
    assert model.sync is not None
    devices = TableDevices(m.ruleset.id, model.sync.layout, m.ruleset.game, relay) if start_devices else None
    # the window listens before the devices start, so that their first reports reach it
    window = QtTableWindow(model, relay, devices)
    if devices is not None:
        if sim:
            table = devices.start_sim()
            table.show(model.sync.expected())
            window.attach_sim(table)
        else:
            devices.start_real(port, camera, [[c.id for cards in d.values() for c in cards] for d in m.decks])
        model.led_sink = devices.set_led
        zone = window.calibration.zone
        window._on_checking(zone.key if zone is not None else None)  # light the zone being checked
    return window
