"""The hand of the seat on screen, along the bottom of the window."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsSimpleTextItem,
    QWidget,
)

from desktop.bridge import QtGameModel
from desktop.card_item import BOX_H, BOX_W, CardItem
from desktop.mat_view import QtCardsView, current_marks
from desktop.wording import seat_name

HAND_BG = QColor("#2b2b2b")


class QtHandView(QtCardsView):
    """The hand of the seat on screen, along the bottom; hidden during a
    hot-seat hand-over."""

    def __init__(self, model: QtGameModel, card_width: float = 110.0, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.setObjectName("QtHandView")
        self.setBackgroundBrush(HAND_BG)
        self.card_width = card_width
        self.growth = 1.0
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.title = QGraphicsSimpleTextItem()
        self.zone_key = ""
        model.game_started.connect(self._update)
        model.changed.connect(self._update)
        model.viewer_changed.connect(self._update)
        model.handover_changed.connect(self._update)
        model.picking_changed.connect(self._update_marks)
        self._update()

    def set_card_width(self, width: float) -> None:
        self.card_width = width
        self._update()

    def set_growth(self, factor: float) -> None:
        """Cards up to ``factor`` times the chosen width (a large window)."""
        if factor != self.growth:
            self.growth = factor
            self._update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._update()

    def retranslate(self) -> None:
        """The hand drawn again in the language in place (its title and its cards' words)."""
        self._update()

    def _update(self) -> None:
        scene = self.scene()
        scene.clear()
        self.cards = {}
        view = self.model.view()
        h = max(60, self.viewport().height() - 6)
        cw = min(self.card_width * self.growth, (h - 22) * BOX_W / BOX_H)
        ch = cw * BOX_H / BOX_W
        if view is None or self.model.handover:
            scene.setSceneRect(QRectF(0, 0, max(100, self.viewport().width() - 4), h))
            if self.model.handover:
                text = scene.addSimpleText("Hand hidden until the next player is ready")
                text.setBrush(QColor("white"))
            return
        self.zone_key = f"p{view.viewer}.hand"
        try:
            hand = view.zone(self.zone_key)
        except KeyError:
            return
        n = len(hand.cards)
        avail = max(cw, self.viewport().width() - 24 - cw)
        step = min(cw + 8, avail / (n - 1)) if n > 1 else 0
        said = QCoreApplication.translate("QtHandView", "{player}'s hand ({n})")
        label = scene.addSimpleText(said.format(player=seat_name(view.viewer), n=n))
        label.setBrush(QColor(255, 255, 255, 160))
        label.setPos(8, 0)
        for i, c in enumerate(hand.cards):
            item = CardItem(c, self.zone_key, cw, public=False)
            item.setPos(12 + i * step, 18 + (h - 20 - ch) / 2)
            item.setZValue(i)
            self.adopt(item)
            if c.iid >= 0:
                self.cards[c.iid] = item
        width = 24 + (n - 1) * step + cw if n else 100
        scene.setSceneRect(QRectF(0, 0, max(width, self.viewport().width() - 4), h))
        self._update_marks()

    def _update_marks(self) -> None:
        marks = current_marks(self.model)
        for iid, item in self.cards.items():
            item.set_marks(iid in marks.cards, marks.picked.get(iid, 0), iid == marks.selected)
