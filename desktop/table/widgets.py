"""The pieces of the table window: the mat with sync's marks, the sync
banner, the "which move was it?" chooser and the calibration check."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.mat_view import QtMatView
from desktop.table.model import QtTableModel
from desktop.wording import GameWords, seat_name
from hardware.layouts import ZoneArea
from hardware.table.limits import ASK_MOST
from hardware.table.report import APPLIED, ASK, IN_SYNC, MISMATCH, OVER, PAUSED, STOPPED, WAITING, Candidate, Report

#: banner colours: (background, text)
STATE_COLOURS = {
    IN_SYNC: ("#1b7f3a", "#ffffff"),
    APPLIED: ("#1b7f3a", "#ffffff"),
    OVER: ("#1b5e7f", "#ffffff"),
    WAITING: ("#e0a000", "#1a1a1a"),
    ASK: ("#e0a000", "#1a1a1a"),
    STOPPED: ("#e0a000", "#1a1a1a"),
    MISMATCH: ("#c62828", "#ffffff"),
    PAUSED: ("#6b6b6b", "#ffffff"),
}
STATE_WORDS = {
    IN_SYNC: QT_TRANSLATE_NOOP("TableWindow", "In sync"),
    APPLIED: QT_TRANSLATE_NOOP("TableWindow", "In sync"),
    OVER: QT_TRANSLATE_NOOP("TableWindow", "Game over"),
    WAITING: QT_TRANSLATE_NOOP("TableWindow", "Waiting"),
    ASK: QT_TRANSLATE_NOOP("TableWindow", "Which move?"),
    STOPPED: QT_TRANSLATE_NOOP("TableWindow", "Not found"),
    MISMATCH: QT_TRANSLATE_NOOP("TableWindow", "Fix the table"),
    PAUSED: QT_TRANSLATE_NOOP("TableWindow", "Paused"),
}

#: Qt's translation (context ``TableWindow``), by the name its tools look for
translate = QCoreApplication.translate
TROUBLE = QColor("#ff3030")
CHECKING = QColor("#3fa9f5")
#: the most candidates the chooser lists (keys 1-9)
MAX_CHOICES = ASK_MOST


class QtTableMatView(QtMatView):
    """The mat of table mode: zones that differ from the table are outlined
    in red; the zone being checked in calibration in blue."""

    def __init__(self, model: QtTableModel, parent: QWidget | None = None) -> None:
        self.trouble: set[str] = set()
        self.checking: str | None = None
        self._marks: list[QGraphicsRectItem] = []
        #: what the view shows: (the match, its journal length, the zones marked)
        self.shown: tuple[int, int, frozenset[str]] = (0, 0, frozenset())
        super().__init__(model, parent)
        self.setObjectName("tableMat")

    def set_trouble(self, zones: Sequence[str]) -> None:
        self.trouble = set(zones)
        self._draw_marks()

    def set_checking(self, zone: str | None) -> None:
        self.checking = zone
        self._draw_marks()

    def _update(self) -> None:
        super()._update()
        self._draw_marks()

    def _draw_marks(self) -> None:
        scene = self.scene()
        for item in self._marks:
            if item.scene() is scene:
                scene.removeItem(item)
        self._marks = []
        for key in sorted(self.trouble | ({self.checking} if self.checking else set())):
            zone = self.zones.get(key)
            if zone is None:
                continue
            colour = CHECKING if key == self.checking else TROUBLE
            mark = QGraphicsRectItem(zone.rect().adjusted(-3, -3, 3, 3))
            fill = QColor(colour)
            fill.setAlpha(70)
            mark.setBrush(QBrush(fill))
            mark.setPen(QPen(colour, 5))
            mark.setZValue(50)
            mark.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            scene.addItem(mark)
            self._marks.append(mark)
        m = self.model.match
        self.shown = (id(m), len(m.journal) if m is not None else 0, frozenset(self.trouble))


class QtSyncBanner(QLabel):
    """One line above the mat: what sync concluded, in its colour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("syncBanner")
        self.setWordWrap(True)
        self.setMinimumHeight(48)
        self.setTextFormat(Qt.TextFormat.PlainText)
        f = QFont(self.font())
        f.setPointSizeF(f.pointSizeF() * 1.3)
        f.setBold(True)
        self.setFont(f)
        self.state = ""
        self.show_report(Report(PAUSED, translate("TableWindow", "Waiting for the devices.")))

    def show_report(self, report: Report) -> None:
        bg, fg = STATE_COLOURS.get(report.state, STATE_COLOURS[PAUSED])
        sheet = f"QLabel#syncBanner {{ background: {bg}; color: {fg}; padding: 8px 12px; border-radius: 4px; }}"
        if sheet != self.styleSheet():
            # a new style sheet restyles the widget: only when the colour changes
            self.setStyleSheet(sheet)
        self.state = report.state
        text = f"{translate('TableWindow', str(STATE_WORDS.get(report.state, report.state)))} — {report.text}"
        if text != self.text():
            self.setText(text)


class QtAskChooser(QGroupBox):
    """Several moves match the table: the players say which (keys 1-9, or
    touch), or that it was none of them (key 0: they answer in the prompt)."""

    chosen = Signal(int)
    none_of_these = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("askChooser")
        self.buttons: list[QPushButton] = []
        self._shown: tuple[Candidate, ...] = ()
        self.setStyleSheet('QPushButton[candidate="true"] { text-align: left; padding-left: 10px; }')
        self._box = QVBoxLayout(self)
        self.none_button = QPushButton()
        self.none_button.setObjectName("candidate:none")
        self.none_button.setMinimumHeight(36)
        self.none_button.setProperty("candidate", True)
        self.none_button.clicked.connect(lambda _=False: self.none_of_these.emit())
        self._box.addWidget(self.none_button)
        self.setVisible(False)
        self.retranslate()

    def retranslate(self) -> None:
        """The chooser's own words (its title is the window's, as sync asks)."""
        self.setTitle(
            translate("TableWindow", "Several moves match the table — which one was it? (keys 1 to 9, 0: none)")
        )
        self.none_button.setText(translate("TableWindow", "0   None of these: answer in the prompt"))

    def set_candidates(self, candidates: Sequence[Candidate]) -> None:
        if tuple(candidates[:MAX_CHOICES]) == self._shown:
            return
        self._shown = tuple(candidates[:MAX_CHOICES])
        for b in self.buttons:
            self._box.removeWidget(b)
            b.hide()  # at once: deleteLater waits for the event loop
            b.deleteLater()
        self.buttons = []
        for i, c in enumerate(candidates[:MAX_CHOICES]):
            b = QPushButton(f"{i + 1}   {c.text}")
            b.setObjectName(f"candidate:{i}")
            b.setMinimumHeight(36)  # a finger's width
            b.setProperty("candidate", True)
            b.clicked.connect(lambda _=False, k=i: self.chosen.emit(k))
            self._box.insertWidget(i, b)  # above "none of these"
            self.buttons.append(b)
        self.setVisible(bool(self.buttons))


class QtCalibrationPanel(QWidget):
    """Before play: the camera's markers, then each zone lit in turn on the
    mat LEDs with its name on screen, for the players to confirm the map."""

    #: the zone being checked changed (None: the check is over)
    zone_changed = Signal(object)
    #: the check is over (done or skipped)
    finished = Signal()

    def __init__(
        self, zones: Sequence[ZoneArea], parent: QWidget | None = None, words: GameWords | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("calibration")
        #: the zones' names in the players' words
        self.words = words
        self.zones = [z for z in zones if z.sensed]
        self.index = -1
        self.confirmed: list[str] = []
        self.title = title = QLabel()
        f = QFont(title.font())
        f.setPointSizeF(f.pointSizeF() * 1.6)
        f.setBold(True)
        title.setFont(f)
        self.markers = QLabel()
        #: what the camera last said of the markers (calibrated, labels read, simulated)
        self._markers: tuple[bool, int, bool] = (False, 0, False)
        self.markers.setObjectName("markers")
        self.markers.setWordWrap(True)
        self.zone_label = QLabel()
        self.zone_label.setObjectName("zoneName")
        self.zone_label.setWordWrap(True)
        zf = QFont(self.zone_label.font())
        zf.setPointSizeF(zf.pointSizeF() * 1.4)
        zf.setBold(True)
        self.zone_label.setFont(zf)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.right_button = QPushButton()
        self.right_button.setObjectName("looksRight")
        self.right_button.setMinimumHeight(44)
        self.right_button.clicked.connect(self.next_zone)
        self.skip_button = QPushButton()
        self.skip_button.setObjectName("skipCheck")
        self.skip_button.setMinimumHeight(44)
        self.skip_button.clicked.connect(self.finish)
        buttons = QHBoxLayout()
        buttons.addWidget(self.right_button)
        buttons.addWidget(self.skip_button)
        box = QVBoxLayout(self)
        box.addWidget(title)
        box.addWidget(self.markers)
        box.addSpacing(12)
        box.addWidget(self.zone_label)
        box.addWidget(self.hint)
        box.addLayout(buttons)
        box.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        """The check's words in the language in place."""
        self.title.setText(translate("TableWindow", "Calibration check"))
        self.hint.setText(
            translate(
                "TableWindow",
                "The zone named above is lit on the mat (and outlined in blue on screen). "
                "If the light is under that zone, press Looks right.",
            )
        )
        self.right_button.setText(translate("TableWindow", "&Looks right"))
        self.skip_button.setText(translate("TableWindow", "S&kip the check"))
        self.set_markers(*self._markers)
        self._say_zone()

    def set_markers(self, calibrated: bool, labels: int, simulated: bool = False) -> None:
        self._markers = (calibrated, labels, simulated)
        if simulated:
            self.markers.setText(translate("TableWindow", "Camera: simulated — the corner markers need no check."))
        elif calibrated:
            self.markers.setText(
                translate("TableWindow", "Camera: all four corner markers seen ✓ ({n} card labels read)").format(
                    n=labels
                )
            )
        else:
            self.markers.setText(
                translate("TableWindow", "Camera: looking for the four corner markers… keep the mat corners in view.")
            )

    @property
    def zone(self) -> ZoneArea | None:
        return self.zones[self.index] if 0 <= self.index < len(self.zones) else None

    def start(self) -> None:
        self.index = -1
        self.confirmed = []
        self.next_zone()

    def next_zone(self) -> None:
        current = self.zone
        if current is not None:
            self.confirmed.append(current.key)
        self.index += 1
        z = self.zone
        if z is None:
            self.finish()
            return
        self._say_zone()
        self.zone_changed.emit(z.key)

    def _say_zone(self) -> None:
        """Which zone is being checked, and whose."""
        z = self.zone
        if z is None:
            return
        name = self.words.zone(z.key) if self.words is not None else z.label
        self.zone_label.setText(
            translate("TableWindow", "Zone {n} of {total}: {player}'s {zone}").format(
                n=self.index + 1, total=len(self.zones), player=seat_name(z.seat), zone=name
            )
        )

    def finish(self) -> None:
        self.index = len(self.zones)
        self.zone_changed.emit(None)
        self.finished.emit()
