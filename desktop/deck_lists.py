"""The deck builder's two card lists: the search results (a list or a grid
of card faces) and the deck by section; cards are dragged from the results
into a section of the deck, from one section to another, and out of the
deck to take a copy away.

A card is drawn as on the mat: the player's picture of it when there is one
(:mod:`desktop.card_images`, read on worker threads), else its drawn face;
a list shows it again when its picture has been read.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable

from PySide6.QtCore import QByteArray, QMimeData, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QIcon, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QListView, QListWidget, QListWidgetItem, QWidget

from desktop.card_images import card_images
from desktop.card_item import BOX_H, BOX_W, CardItem
from engine.cards import CardDef
from engine.view import CardView

#: the role of a list item that holds its card id
CARD_ROLE = Qt.ItemDataRole.UserRole
#: the role of a deck list item that holds its section
SECTION_ROLE = Qt.ItemDataRole.UserRole + 1

#: what a dragged card carries: "<card id>\n<section it comes from, or '' from the results>"
CARD_MIME = "application/x-playmat-card"

#: card faces in the list, and in the grid (pixels wide)
LIST_FACE = 18
GRID_FACE = 92

#: bytes of drawn faces and pictures kept at most (a grid face is about 50 kB, the card view's 230 kB)
FACE_CACHE_BYTES = 48 * 1024 * 1024


def card_view_of(card: CardDef) -> CardView:
    """A card of the pool as the mat draws it: face up, standing."""
    return CardView(0, card.name, card.id, True, "stand", dict(card.stats), card.text, card.type)


_FACES: OrderedDict[tuple[str, str, int, bool], QImage] = OrderedDict()
_FACE_BYTES = [0]


def card_face(game: str, card: CardDef, width: int) -> QImage:
    """The card ``width`` pixels wide: its picture if it is read, else its
    drawn face (and the picture, if it has one, is asked for: the lists and
    the card view draw again when :attr:`CardImages.loaded` says so)."""
    pictured = card_images().image(game, card.id, width) is not None
    key = (game, card.id, width, pictured)
    img = _FACES.get(key)
    if img is not None:
        _FACES.move_to_end(key)
        return img
    item = CardItem(card_view_of(card), "", width)
    item.game = game
    img = QImage(width, round(width * BOX_H / BOX_W), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    painter = QPainter(img)
    item.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    _FACES[key] = img
    _FACE_BYTES[0] += img.sizeInBytes()
    while _FACE_BYTES[0] > FACE_CACHE_BYTES and len(_FACES) > 1:
        _, old = _FACES.popitem(last=False)
        _FACE_BYTES[0] -= old.sizeInBytes()
    return img


def forget_faces() -> None:
    """Draw every face again (pictures added or taken away)."""
    _FACES.clear()
    _FACE_BYTES[0] = 0


def card_mime(card_id: str, section: str = "") -> QMimeData:
    data = QMimeData()
    data.setData(CARD_MIME, QByteArray(f"{card_id}\n{section}".encode()))
    return data


def dragged(data: QMimeData | None) -> tuple[str, str] | None:
    """(card id, section it comes from) of a dragged card, or None."""
    if data is None or not data.hasFormat(CARD_MIME):
        return None
    card_id, _, section = bytes(data.data(CARD_MIME).data()).decode(errors="replace").partition("\n")
    return (card_id, section) if card_id else None


class _CardList(QListWidget):
    """A list of cards that draws their faces and lends them to a drag."""

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.cards: dict[str, CardDef] = {}
        self.face_width = LIST_FACE
        self.setIconSize(QSize(LIST_FACE, round(LIST_FACE * BOX_H / BOX_W)))
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(False)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        # a drop copies: the lists are filled again from the deck, never by Qt
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        card_images().loaded.connect(self._picture_read)

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction

    def mimeTypes(self) -> list[str]:
        return [CARD_MIME]

    def mimeData(self, items: Iterable[QListWidgetItem]) -> QMimeData:
        for item in items:
            card_id = item.data(CARD_ROLE)
            if card_id:
                return card_mime(str(card_id), str(item.data(SECTION_ROLE) or ""))
        return QMimeData()

    def card_item(self, card: CardDef, text: str) -> QListWidgetItem:
        item = QListWidgetItem(text)
        item.setData(CARD_ROLE, card.id)
        if self.face_width:
            item.setIcon(self._icon(card))
        self.cards[card.id] = card
        return item

    def _icon(self, card: CardDef) -> QIcon:
        """The card's face, the same when chosen (not tinted: the picture is the card)."""
        pixmap = QPixmap.fromImage(card_face(self.game, card, self.face_width))
        icon = QIcon(pixmap)
        icon.addPixmap(pixmap, QIcon.Mode.Selected)
        return icon

    def items_of(self, card_id: str) -> list[QListWidgetItem]:
        return [it for i in range(self.count()) if (it := self.item(i)).data(CARD_ROLE) == card_id]

    def _picture_read(self, game: str, card_id: str) -> None:
        card = self.cards.get(card_id)
        if game != self.game or card is None or not self.face_width:
            return
        icon = self._icon(card)
        for item in self.items_of(card_id):
            item.setIcon(icon)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        self._answer(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        self._answer(event)

    def _answer(self, event: QDragMoveEvent) -> None:
        if self._takes(dragged(event.mimeData())):
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()
        else:
            event.ignore()

    def _takes(self, card: tuple[str, str] | None) -> bool:
        return False


class QtResultsList(_CardList):
    """The cards found, as a list of lines or a grid of faces; a card of the
    deck dropped here is taken out of the deck (one copy)."""

    #: a card dragged out of the deck onto the results: (card id, its section)
    dropped_out = Signal(str, str)

    def set_grid(self, grid: bool) -> None:
        """Faces in a grid with their names under them, or lines with a small face."""
        self.face_width = GRID_FACE if grid else LIST_FACE
        height = round(self.face_width * BOX_H / BOX_W)
        self.setViewMode(QListView.ViewMode.IconMode if grid else QListView.ViewMode.ListMode)
        self.setIconSize(QSize(self.face_width, height))
        self.setWordWrap(grid)
        if grid:
            self.setGridSize(QSize(self.face_width + 20, height + 60))  # a name of three lines
            self.setResizeMode(QListView.ResizeMode.Adjust)
            self.setMovement(QListView.Movement.Static)
        else:
            self.setGridSize(QSize())
        # a view mode or a static movement turns dragging and drops off: on again
        self.setDragEnabled(True)
        self.viewport().setAcceptDrops(True)

    def grid(self) -> bool:
        return self.viewMode() == QListView.ViewMode.IconMode

    def _takes(self, card: tuple[str, str] | None) -> bool:
        return card is not None and bool(card[1])  # from the deck

    def dropEvent(self, event: QDropEvent) -> None:
        card = dragged(event.mimeData())
        if card is None or not card[1]:
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        self.dropped_out.emit(*card)


class QtDeckList(_CardList):
    """The deck by section; a card dropped on a section (its header, one of
    its cards, or the place under the last one) goes to that section."""

    #: (card id, section it comes from or "" from the results, section dropped on)
    dropped_in = Signal(str, str, str)

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(game, parent)
        self.face_width = 0  # lines only: the whole deck in view

    def section_at(self, pos: QPoint) -> str:
        """The section of the line at ``pos`` of the viewport (below the
        last line, the last section; an empty list, the main deck)."""
        item = self.itemAt(pos)
        if item is None and self.count():
            last = self.item(self.count() - 1)
            if pos.y() > self.visualItemRect(last).bottom():
                item = last
        if item is None:
            return "main"
        return str(item.data(SECTION_ROLE) or "main")

    def _takes(self, card: tuple[str, str] | None) -> bool:
        return card is not None

    def dropEvent(self, event: QDropEvent) -> None:
        card = dragged(event.mimeData())
        if card is None:
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        self.dropped_in.emit(card[0], card[1], self.section_at(event.position().toPoint()))
