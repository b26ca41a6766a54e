"""How one card (or a stack of cards) is drawn, on the mat and in the hand.

A :class:`CardItem` draws one :class:`~engine.view.CardView`: a face-up card
with its name, type and key stats, or a card back; turned for rest (90°) and
reverse (180°); with a count when it stands for a stack, and a coloured frame
when it is a legal choice (gold) or picked (green, with its place in an order).
It paints in a virtual 630 x 880 box scaled to its size, so the same drawing
serves the mat (millimetres) and the hand (pixels).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop.card_images import card_images
from desktop.deck_words import card_stat_pairs, stat_name, type_words
from desktop.emblems import belongs_to, colour_of, emblem, emblem_rect
from desktop.i18n_cards import card_name, card_text
from engine.view import CardView

#: The drawing box of a card (its proportions are those of a real card, 63 x 88 mm).
BOX_W, BOX_H = 630.0, 880.0

LEGAL = QColor("#f5c518")
PICKED = QColor("#2ecc71")
SELECTED = QColor("#3fa9f5")

#: face colours by card type (anything else: the default)
TYPE_COLOURS = {
    "unit": "#f3ead8",
    "normal_unit": "#f3ead8",
    "trigger_unit": "#fbe6c8",
    "spell": "#dceaf7",
    "item": "#e8e4d8",
    "character": "#f3ead8",
    "leader": "#f6e0b5",
    "battle": "#f3ead8",
    "event": "#dceaf7",
    "extra": "#e4dcf4",
    "climax": "#f7dce4",
    "trigger": "#fbe6c8",
    "field": "#dcefe0",
    "gate": "#e2e2f2",
    "skill": "#dceaf7",
    "equip": "#e8e4d8",
}

#: the stats shown big at the bottom of a card, first found first
MAIN_STATS = ("power", "attack", "atk", "hp", "life", "soul", "level", "cost", "grade")


#: Qt's translation (context ``CardItem``), by the name its tools look for
translate = QCoreApplication.translate


def stat_line(card: CardView, game: str = "") -> tuple[str, str]:
    """The card's headline stat (big) and the rest (small), in the game's words."""
    stats = {k: v for k, v in card.stats.items() if v not in (None, "", (), [], False)}
    main = ""
    for key in MAIN_STATS:
        if key in stats:
            main = f"{stats.pop(key)}"
            if key not in ("power", "attack", "atk"):
                main = f"{stat_name(game, key)} {main}"
            break
    small = " · ".join(f"{k} {v}".strip() for k, v in card_stat_pairs(game, stats)[:3])
    return main, small


def card_words(card: CardView, game: str = "") -> str:
    """The card's name, type, stats and text, a line each (its tooltip)."""
    stats = " · ".join(f"{k} {v}".strip() for k, v in card_stat_pairs(game, card.stats))
    kind = type_words(game, card.type) if card.type else ""
    return "\n".join(p for p in (card_name(card, game), kind, stats, card_text(card, game)) if p)


class CardItem(QGraphicsItem):
    """One card, ``width`` wide in scene units; stacks show ``count``."""

    def __init__(self, card: CardView, zone: str, width: float, count: int = 1, public: bool = True) -> None:
        super().__init__()
        self.card = card
        #: in a public zone a face-down card looks face down even to its owner
        self.public = public
        self.zone = zone
        self.width = width
        self.height = width * BOX_H / BOX_W
        self.count = count
        self.legal = False
        self.picked = 0  #: 0 = not picked; else its place (1, 2, ...)
        self.selected_card = False
        #: the game whose card pictures are looked for ("": none, the drawn face), and whose words it takes
        self._game = ""
        self.setAcceptHoverEvents(True)
        self.set_cache_scale(1.0)
        self.setTransformOriginPoint(self.width / 2, self.height / 2)
        self.setRotation({"rest": 90.0, "reverse": 180.0}.get(card.orientation, 0.0))
        tip = self.tooltip()
        if tip:
            self.setToolTip(tip)

    def set_cache_scale(self, scale: float) -> None:
        """Draw the card once into a picture and move that picture (fast
        frames however many cards move). Qt draws an item-coordinate picture
        at its own size in the item's units, so the picture is one pixel per
        scene unit whatever the view's zoom: any other size shows the card
        larger or smaller than its place. A device-coordinate cache keeps
        the card sharp at any zoom but is drawn again as cards move (half the
        frames with 150 moving cards: ``playmat bench``)."""
        del scale  # the picture's size is the card's, see above
        r = self.boundingRect()
        size = QSize(max(1, math.ceil(r.width())), max(1, math.ceil(r.height())))
        self.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache, size)

    @property
    def game(self) -> str:
        return self._game

    @game.setter
    def game(self, game: str) -> None:
        self._game = game
        self.retranslate()

    def retranslate(self) -> None:
        """The tooltip and the drawn words in the language in place."""
        self.setToolTip(self.tooltip())
        self.update()

    @property
    def iid(self) -> int:
        return self.card.iid

    def tooltip(self) -> str:
        c = self.card
        if c.name is None:
            if self.count > 1:
                return translate("CardItem", "Face down ({n} cards)").format(n=self.count)
            return translate("CardItem", "Face down")
        return card_words(c, self.game)

    def boundingRect(self) -> QRectF:
        pad = self.width * 0.06
        return QRectF(-pad, -pad, self.width + 2 * pad, self.height + 2 * pad)

    def set_marks(self, legal: bool, picked: int, selected: bool) -> None:
        if (legal, picked, selected) != (self.legal, self.picked, self.selected_card):
            self.legal, self.picked, self.selected_card = legal, picked, selected
            self.update()

    def hoverEnterEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        scene = self.scene()
        if scene is not None:
            for view in scene.views():
                hook = getattr(view, "card_hovered", None)
                if hook is not None:
                    hook(self)
        super().hoverEnterEvent(event)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        s = self.width / BOX_W
        painter.scale(s, s)
        box = QRectF(0, 0, BOX_W, BOX_H)
        path = QPainterPath()
        path.addRoundedRect(box, 36, 36)
        c = self.card
        if c.name is None:
            self._paint_back(painter, path, box)
        elif not self._paint_picture(painter, path, box, c):
            self._paint_face(painter, path, box, c)
        if self.count > 1:
            self._paint_count(painter, box)
        frame = SELECTED if self.selected_card else PICKED if self.picked else LEGAL if self.legal else None
        if frame is not None:
            painter.setPen(QPen(frame, 44))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(box.adjusted(-10, -10, 10, 10), 44, 44)
        if self.picked and self.picked > 0:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(PICKED)
            painter.drawEllipse(QRectF(BOX_W - 230, -40, 240, 240))
            painter.setPen(QColor("white"))
            painter.setFont(_font(150, bold=True))
            painter.drawText(QRectF(BOX_W - 230, -40, 240, 240), Qt.AlignmentFlag.AlignCenter, str(self.picked))
        painter.restore()

    def _paint_picture(self, painter: QPainter, path: QPainterPath, box: QRectF, c: CardView) -> bool:
        """The player's picture of the card, if there is one and it is read
        (else False: the drawn face), with the headline stat over it."""
        if not self.game or (self.public and not c.face_up):
            return False
        width = painter.deviceTransform().mapRect(box).width()
        img = card_images().image(self.game, c.card_id, int(width))
        if img is None:
            return False
        painter.save()
        painter.setClipPath(path)
        scaled = QRectF(0, 0, BOX_W, BOX_W * img.height() / max(1, img.width()))
        scaled.moveCenter(box.center())
        painter.drawImage(scaled, img)
        painter.restore()
        painter.setPen(QPen(QColor("#333333"), 12))
        painter.drawPath(path)
        _paint_band(painter, path, stat_line(c)[0], 200, 170, 140)
        _paint_reversed(painter, box, c)
        return True

    def _paint_back(self, painter: QPainter, path: QPainterPath, box: QRectF) -> None:
        grad = QLinearGradient(0, 0, BOX_W, BOX_H)
        grad.setColorAt(0, QColor("#27406b"))
        grad.setColorAt(1, QColor("#13203a"))
        painter.fillPath(path, QBrush(grad))
        painter.setPen(QPen(QColor("#c9a44c"), 18))
        painter.drawPath(path)
        inner = box.adjusted(70, 70, -70, -70)
        painter.setPen(QPen(QColor("#c9a44c"), 10))
        painter.drawRoundedRect(inner, 20, 20)
        painter.setFont(_font(90, bold=True))
        painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, "PLAY\nMAT")

    def _paint_face(self, painter: QPainter, path: QPainterPath, box: QRectF, c: CardView) -> None:
        colour = QColor(TYPE_COLOURS.get((c.type or "").lower(), "#eeeeee"))
        face_down = self.public and not c.face_up
        if face_down:
            colour = colour.darker(130)
        painter.fillPath(path, colour)
        belonging = belongs_to(self.game, c)
        frame = colour_of(belonging)
        painter.setPen(QPen(frame if not face_down else QColor("#333333"), 16))
        painter.drawPath(path)
        name_box = box.adjusted(30, 30, -30, -470)
        if not face_down:
            # the emblem of its clan, colour or world, behind the name: drawn
            # once per size (desktop.emblems), copied here
            spot = emblem_rect(name_box.adjusted(0, 10, 0, -10))
            pixels = round(painter.deviceTransform().mapRect(spot).width())
            painter.drawImage(spot, emblem(self.game, belonging, pixels))
        dark = QColor("#111111")
        painter.setPen(dark)
        flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap)
        name = card_name(c, self.game)
        painter.setFont(fitted_font(name, name_box, 150, 60))
        painter.drawText(name_box, flags, name)
        painter.setFont(_font(74))
        painter.setPen(QColor("#444444"))
        kind = type_words(self.game, c.type or "").capitalize() + (
            translate("CardItem", " (face down)") if face_down else ""
        )
        kind_box = box.adjusted(30, 420, -30, -370)
        painter.setFont(fitted_font(kind, kind_box, 80, 40))
        painter.drawText(kind_box, flags, kind)
        main, small = stat_line(c, self.game)
        small_box = box.adjusted(30, 515, -30, -235)
        painter.setFont(fitted_font(small, small_box, 80, 40))
        painter.drawText(small_box, flags, small)
        _paint_band(painter, path, main, 230, 200, 150)
        _paint_reversed(painter, box, c)

    def _paint_count(self, painter: QPainter, box: QRectF) -> None:
        badge = (
            QRectF(BOX_W - 330, BOX_H - 250, 300, 220)
            if self.card.name is None
            else QRectF(BOX_W - 330, BOX_H - 480, 300, 220)
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 235))
        painter.drawRoundedRect(badge, 60, 60)
        painter.setPen(QColor("#111111"))
        painter.setFont(_font(150, bold=True))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.count))


def _paint_band(painter: QPainter, path: QPainterPath, text: str, height: float, alpha: int, size: int) -> None:
    """The headline stat in white on a dark band across the card's foot."""
    if not text:
        return
    band = QRectF(0, BOX_H - height, BOX_W, height)
    clip = QPainterPath()
    clip.addRect(band)
    painter.fillPath(path.intersected(clip), QColor(0, 0, 0, alpha))
    painter.setPen(QColor("white"))
    painter.setFont(_font(size, bold=True))
    painter.drawText(band, Qt.AlignmentFlag.AlignCenter, text)


def _paint_reversed(painter: QPainter, box: QRectF, card: CardView) -> None:
    if card.orientation == "reverse":
        painter.setPen(QColor("#c0392b"))
        painter.setFont(_font(90, bold=True))
        painter.drawText(box.adjusted(0, 300, 0, -300), Qt.AlignmentFlag.AlignCenter, translate("CardItem", "REVERSED"))


_FITTED: dict[tuple[str, int, int, int, int], QFont] = {}


def fitted_font(text: str, box: QRectF, largest: int, smallest: int, bold: bool = True) -> QFont:
    """The largest font (in pixels of the drawing box) that fits ``text``
    word-wrapped in ``box``."""
    key = (text, int(box.width()), int(box.height()), largest, smallest)
    font = _FITTED.get(key)
    if font is not None:
        return font
    flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
    size = largest
    while size > smallest:
        font = _font(size, bold)
        r = QFontMetrics(font).boundingRect(box.toRect(), flags, text)
        if r.width() <= box.width() and r.height() <= box.height():
            break
        size -= 8
    font = _font(max(size, smallest), bold)
    if len(_FITTED) > 5000:
        _FITTED.clear()
    _FITTED[key] = font
    return font


def _font(pixels: int, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(pixels)
    f.setBold(bold)
    return f
