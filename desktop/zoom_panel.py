"""The card zoom: the full data of the card pointed at (hover, or a long
press on a touch screen)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QScrollArea, QSizePolicy, QWidget

from desktop.bridge import QtGameModel
from desktop.card_images import card_images
from desktop.deck_words import card_stat_pairs, type_words
from desktop.i18n_cards import card_name, card_text
from desktop.wording import orientation_words
from engine.view import CardView

#: the zoom's height in pixels: the name, the type, the stats and a few lines of text
ZOOM_HEIGHT = 150


class QtZoomPanel(QWidget):
    def __init__(self, model: QtGameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setObjectName("QtZoomPanel")
        self.text = QLabel()
        self.text.setObjectName("zoom")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setStyleSheet("QLabel { background: #f3ead8; color: #111; border-radius: 6px; padding: 8px; }")
        # a card's long text scrolls inside the zoom: the zoom never grows
        # and never pushes the prompt above it
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.text)
        self.setSizePolicy(
            QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed
        )  # its size hint, or the larger zoom (Z)
        # the player's picture of the card, beside its words, when there is one
        self.picture = QLabel()
        self.picture.setObjectName("zoomPicture")
        self.picture.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        self.picture.hide()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.picture)
        layout.addWidget(scroll, 1)
        self.card: CardView | None = None
        card_images().loaded.connect(self._picture_read)
        model.focus_changed.connect(self._on_focus_changed)
        model.game_started.connect(lambda: self._on_focus_changed(None))
        model.handover_changed.connect(lambda _: self._on_focus_changed(None))
        self._on_focus_changed(None)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._on_focus_changed(self.card)
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), ZOOM_HEIGHT)

    def _picture_read(self, game: str, card_id: str) -> None:
        if self.card is not None and self.card.card_id == card_id:
            self._on_focus_changed(self.card)

    def _on_focus_changed(self, card: CardView | None) -> None:
        self.card = card
        self.picture.hide()
        if card is None or card.name is None:
            self.text.setText("<i>" + self.tr("Point at a card to see it here.") + "</i>")
            return
        s = self.model.session
        game = s.match.ruleset.game if s is not None else ""
        height = max(60, self.height())
        img = card_images().image(game, card.card_id, int(height * 63 / 88)) if game else None
        if img is not None:
            pixmap = QPixmap.fromImage(img).scaledToHeight(height, Qt.TransformationMode.SmoothTransformation)
            self.picture.setPixmap(pixmap)
            self.picture.show()
        # the game's words for its types and stats; the card's own name and text in the language in place if it has them
        stats = " · ".join(f"<b>{escape(k)}</b> {escape(v)}".strip() for k, v in card_stat_pairs(game, card.stats))
        state = orientation_words(card.orientation) + ("" if card.face_up else self.tr(", face down"))
        self.text.setText(
            f"<span style='font-size:15pt'><b>{escape(card_name(card, game))}</b></span><br>"
            f"{escape(type_words(game, card.type))} · {escape(card.card_id or '')} · {escape(state)}<br>"
            f"{stats}<br><br>{escape(card_text(card, game)).replace(chr(10), '<br>')}"
        )
