"""What the mat draws besides the cards: each zone's rectangle and name
(fitted to its room), the count badge of a pile, and the arrow of an attack."""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop.wording import mat_context, seat_name, total_word
from engine.view import ZoneView
from hardware.layouts import ZoneArea

ZONE_LINE = QColor(255, 255, 255, 110)


def hosted_name(zone: ZoneView, host: str) -> str:
    """``soul`` for ``p0.soul_right`` kept under ``p0.right``."""
    name = zone.key.split(".", 1)[-1]
    suffix = "_" + host.split(".", 1)[-1]
    return total_word(name[: -len(suffix)] if name.endswith(suffix) else name).replace("_", " ")


def label_size(zone_height: float) -> int:
    """The zone label's font size, in mat millimetres."""
    return max(11, int(min(14.0, zone_height * 0.12)))


def fitted_label(label: str, size: int, room: float) -> tuple[QFont, str]:
    """The zone label and its font, to fit ``room`` scene units: the
    parenthesised part dropped first ("Centre stage (left)" → "Centre stage"),
    then the font made smaller down to two thirds of ``size``; only a label
    that still does not fit is cut short with "…"."""
    font = QFont()
    font.setBold(True)
    font.setPixelSize(size)
    if QFontMetrics(font).horizontalAdvance(label) > room:
        # "Centre stage (left)", or in Japanese "リアガードサークル（前列左）"
        label = re.split(r" \(|（", label, maxsplit=1)[0]
    smallest = max(7, (size * 2 + 2) // 3)
    while size > smallest and QFontMetrics(font).horizontalAdvance(label) > room:
        size -= 1
        font.setPixelSize(size)
    return font, QFontMetrics(font).elidedText(label, Qt.TextElideMode.ElideRight, int(room))


class ZoneItem(QGraphicsRectItem):
    """One zone of the mat: its rectangle and its name."""

    def __init__(self, area: ZoneArea, rect: QRectF, own: bool, game: str = "") -> None:
        super().__init__(rect)
        self.area = area
        #: the game whose words the label takes (``vanguard``: context ``mat:vanguard``)
        self.game = game
        self.key = area.key
        self.own = own
        self.legal = False
        self.target = False
        #: the label along the bottom edge (its cards reach out over the top edge)
        self.label_at_bottom = False
        #: the label left out: cards cover the zone (small screens)
        self.label_hidden = False
        self.setZValue(-1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.retranslate()

    def label(self) -> str:
        """The zone's label in the game's words, in the language in place."""
        if not self.game:
            return self.area.label
        return QCoreApplication.translate(mat_context(self.game), self.area.label)

    def retranslate(self) -> None:
        """The tooltip and the label in the language in place."""
        self.setToolTip(f"{self.label()} ({seat_name(self.area.seat)})")
        self.update()

    def fitted_label(self) -> tuple[QFont, str]:
        """The label as drawn, and its font."""
        r = self.rect()
        return fitted_label(self.label(), label_size(r.height()), r.width() - 8)

    def set_marks(self, legal: bool, target: bool) -> None:
        if (legal, target) != (self.legal, self.target):
            self.legal, self.target = legal, target
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(255, 255, 255, 18)
        line = QPen(ZONE_LINE, 1.2)
        if self.target:
            fill, line = QColor(63, 169, 245, 90), QPen(QColor("#3fa9f5"), 3)
        elif self.legal:
            fill, line = QColor(245, 197, 24, 80), QPen(QColor("#f5c518"), 3)
        painter.setPen(line)
        painter.setBrush(fill)
        painter.drawRoundedRect(r, 6, 6)
        if self.label_hidden:
            return
        font, label = self.fitted_label()
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255, 170))
        where = Qt.AlignmentFlag.AlignBottom if self.label_at_bottom else Qt.AlignmentFlag.AlignTop
        painter.drawText(r.adjusted(4, 2, -4, -2), int(Qt.AlignmentFlag.AlignLeft | where), label)


class BadgeItem(QGraphicsItem):
    """A small label over a zone's lower right corner: the cards kept under it (soul, markers)."""

    def __init__(self, text: str, corner: QPointF) -> None:
        super().__init__()
        self.text = text
        font = QFont()
        font.setPixelSize(10)
        font.setBold(True)
        self.font = font
        w = QFontMetrics(font).horizontalAdvance(text) + 10
        self.rect = QRectF(corner.x() - w, corner.y() - 15, w, 14)
        self.setZValue(500)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 190))
        painter.drawRoundedRect(self.rect, 5, 5)
        painter.setPen(QColor("#ffe9a8"))
        painter.setFont(self.font)
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.text)


def edge_point(rect: QRectF, line: QLineF) -> QPointF:
    """Where ``line``, drawn from inside ``rect``, leaves it."""
    corners = [rect.topLeft(), rect.topRight(), rect.bottomRight(), rect.bottomLeft()]
    for a, b in zip(corners, corners[1:] + corners[:1], strict=False):
        kind, point = line.intersects(QLineF(a, b))
        if kind == QLineF.IntersectionType.BoundedIntersection:
            return point
    return line.p1()


class ArrowItem(QGraphicsItem):
    """The attack under way: an arrow from the attacking card to its target."""

    def __init__(self, start: QRectF, end: QRectF) -> None:
        super().__init__()
        # from the attacker's edge to the target's edge: both names stay readable
        line = QLineF(start.center(), end.center())
        self.start = edge_point(start, line) if not end.contains(start.center()) else start.center()
        self.end = edge_point(end, QLineF(line.p2(), line.p1()))
        self.setZValue(800)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(self.start, self.end).normalized().adjusted(-20, -20, 20, 20)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        line = QLineF(self.start, self.end)
        if line.length() < 1:
            return
        tip = self.end
        colour = QColor(230, 60, 30, 230)
        painter.setPen(QPen(QColor(0, 0, 0, 140), 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(self.start, tip)
        painter.setPen(QPen(colour, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(self.start, tip)
        angle = math.atan2(tip.y() - self.start.y(), tip.x() - self.start.x())
        head = QPolygonF(
            [
                tip + QPointF(math.cos(angle) * 10, math.sin(angle) * 10),
                tip + QPointF(math.cos(angle + 2.5) * 18, math.sin(angle + 2.5) * 18),
                tip + QPointF(math.cos(angle - 2.5) * 18, math.sin(angle - 2.5) * 18),
            ]
        )
        painter.setPen(QPen(QColor(0, 0, 0, 140), 2))
        painter.setBrush(colour)
        painter.drawPolygon(head)
