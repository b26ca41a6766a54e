"""What the kiosk lays over the main window: the attract panel, the hint
line, the pulsing pointer of the guided demo, and the demo's ending screen."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

#: Qt's translation (context ``Kiosk``), by the name its tools look for
translate = QCoreApplication.translate


class _Worded(QFrame):
    """A strip whose fixed words are written again when the language changes."""

    def retranslate(self) -> None:
        """Write the fixed words in the language in place."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def sized_font(widget: QWidget, points: float, bold: bool = False) -> QFont:
    font = QFont(widget.font())
    font.setPointSizeF(points)
    font.setBold(bold)
    return font


class QtAttractStrip(_Worded):
    """The panel over the side column during the attract loop (never over the
    board): the game on show, what just happened in large text, and the Touch
    to play button."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("kioskAttract")
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#kioskAttract { background: rgb(10, 20, 40); border-left: 3px solid #d4a017; } QLabel { color: white; }"
        )
        self.title = QLabel()
        self.title.setObjectName("kioskTitle")
        self.title.setFont(sized_font(self.title, 14, bold=True))
        self.title.setWordWrap(True)
        self.caption = QLabel()
        self.caption.setObjectName("kioskCaption")
        self.caption.setWordWrap(True)
        self.caption.setTextFormat(Qt.TextFormat.RichText)
        self.caption.setFont(sized_font(self.caption, 19))
        self.play_button = QPushButton()
        self.play_button.setObjectName("kioskPlay")
        self.play_button.setFont(sized_font(self.play_button, 24, bold=True))
        self.play_button.setMinimumSize(340, 110)
        self.play_button.setStyleSheet(
            "QPushButton { background: #d4a017; color: black; border-radius: 14px; padding: 12px 24px; }"
        )
        self.caption.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        column = QVBoxLayout(self)
        column.setContentsMargins(20, 16, 20, 20)
        column.setSpacing(14)
        column.addWidget(self.title)
        column.addWidget(self.caption, 1)
        column.addWidget(self.play_button)
        self.retranslate()

    def retranslate(self) -> None:
        self.play_button.setText(translate("Kiosk", "Touch to play"))


class QtHintStrip(_Worded):
    """The line over the top of the mat while a visitor plays: what to tap next."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("kioskHint")
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#kioskHint { background: rgba(10, 20, 40, 200); border-bottom: 3px solid #d4a017; }"
            " QLabel { color: white; }"
        )
        self.text = QLabel()
        self.text.setObjectName("kioskHintText")
        self.text.setWordWrap(True)
        self.text.setFont(sized_font(self.text, 15))
        self.again_button = QPushButton()
        self.again_button.setObjectName("kioskAgain")
        self.again_button.setFont(sized_font(self.again_button, 18, bold=True))
        self.again_button.setVisible(False)
        row = QHBoxLayout(self)
        row.setContentsMargins(20, 8, 20, 8)
        row.addWidget(self.text, 1)
        row.addWidget(self.again_button)
        self.retranslate()

    def retranslate(self) -> None:
        self.again_button.setText(translate("Kiosk", "Play again"))


class QtTapPointer(QWidget):
    """A pulsing frame around what the visitor should tap next, with a
    "Tap here" tag; it lets every click through to what lies below."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("kioskPointer")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        #: where to point, in this widget's coordinates (None: nowhere)
        self.target: QRect | None = None
        #: finds the target again before each frame (cards move when the game changes)
        self.locate: Callable[[], QRect | None] = lambda: None
        self._phase = 0
        self.pulse = QTimer(self)
        self.pulse.setInterval(90)
        self.pulse.timeout.connect(self._tick)
        self.hide()

    def point(self) -> None:
        """Show the pointer over the whole parent and find the target."""
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.refresh()
        if not self.pulse.isActive():
            self.pulse.start()

    def stop(self) -> None:
        self.pulse.stop()
        self.target = None
        self.hide()

    def refresh(self) -> None:
        self.target = self.locate()
        self.update()

    def _tick(self) -> None:
        self._phase = (self._phase + 1) % 12
        self.refresh()

    def paintEvent(self, event: QPaintEvent) -> None:
        r = self.target
        if r is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        grow = 4 + abs(6 - self._phase)
        frame = QRectF(r).adjusted(-grow, -grow, grow, grow).intersected(QRectF(self.rect()).adjusted(4, 4, -4, -4))
        painter.setPen(QPen(QColor(0, 0, 0, 150), 9))
        painter.drawRoundedRect(frame, 10, 10)
        painter.setPen(QPen(QColor("#3fe0ff"), 5))
        painter.drawRoundedRect(frame, 10, 10)
        font = QFont(self.font())
        font.setPointSizeF(15)
        font.setBold(True)
        painter.setFont(font)
        text = translate("Kiosk", "Tap here")
        metrics = painter.fontMetrics()
        tag = QRectF(0, 0, metrics.horizontalAdvance(text) + 24, metrics.height() + 12)
        # Above the frame when there is room, else below it; always inside the widget.
        y = frame.top() - tag.height() - 6 if frame.top() - tag.height() - 6 > 0 else frame.bottom() + 6
        x = min(max(0.0, frame.center().x() - tag.width() / 2), self.width() - tag.width())
        tag.moveTo(x, min(y, self.height() - tag.height()))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#3fe0ff"))
        painter.drawRoundedRect(tag, 8, 8)
        painter.setPen(QColor("black"))
        painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, text)
        painter.end()


class QtDemoEnd(_Worded):
    """The end of a guided demo: who won, what the visitor learnt, and where
    to get a deck; the button goes back to the attract loop."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("kioskDemoEnd")
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#kioskDemoEnd { background: rgba(10, 20, 40, 235); border: 4px solid #d4a017; border-radius: 18px; }"
            " QLabel { color: white; }"
        )
        self.title = QLabel()
        self.title.setObjectName("kioskDemoEndTitle")
        self.title.setFont(sized_font(self.title, 34, bold=True))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = QLabel()
        self.text.setObjectName("kioskDemoEndText")
        self.text.setFont(sized_font(self.text, 16))
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.back_button = QPushButton()
        self.back_button.setObjectName("kioskDemoBack")
        self.back_button.setFont(sized_font(self.back_button, 20, bold=True))
        self.back_button.setMinimumHeight(80)
        self.back_button.setStyleSheet(
            "QPushButton { background: #d4a017; color: black; border-radius: 14px; padding: 10px 28px; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(36, 28, 36, 28)
        layout.setSpacing(16)
        layout.addWidget(self.title)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.back_button.setText(translate("Kiosk", "Back to the demo games"))
