"""The mat and the hand: QGraphicsViews of one seat's view of the game.

:class:`QtMatView` draws the mat from the game's layout file
(``assets/mats/*.toml``, :func:`hardware.layouts.layout_for`): every zone at its
place in millimetres with its name, both (or all four) players' sides, the
viewer's side at the bottom; :class:`~desktop.hand_view.QtHandView` shows the
viewer's hand along the bottom of the window (the items drawn besides the
cards are in :mod:`desktop.mat_items`). Both draw :class:`~desktop.card_item.CardItem` s from
``model.view()`` only, mark the legal choices of the decision, answer it on a
click, and take drag and drop: a card dropped on a zone is the same as choosing
the option that puts it there; anything else snaps back with the reason.
A right click opens the menu of hand-made moves (:mod:`desktop.manual_menu`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QColor,
    QContextMenuEvent,
    QFont,
    QMouseEvent,
    QPainter,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QLabel,
    QWidget,
)

from desktop.bridge import QtGameModel
from desktop.card_images import card_images
from desktop.card_item import BOX_H, BOX_W, CardItem
from desktop.manual_menu import card_menu, table_menu
from desktop.mat_items import ArrowItem, BadgeItem, ZoneItem, hosted_name, label_size
from desktop.wording import seat_name, total_word, totals
from engine.decisions import Kind
from engine.view import CardView, View, ZoneView
from hardware.layouts import Layout, ZoneArea, layout_for

FELT = QColor("#1f4d3a")
FELT_OPPONENT = QColor("#24445a")

#: the depth of the strip along each player's own edge, with their name (scene units)
EDGE_STRIP = 30.0

#: below this many pixels wide, cards on the mat cover the zone labels and grow
COMPACT_PX = 44.0

#: the font size of each player's totals beside the mat (scene units), and the room kept for them
TOTALS_SIZE = 20
TOTALS_ROOM = 150

#: milliseconds a press must last to show the card in the zoom panel (touch)
LONG_PRESS_MS = 500


def fallback_layout(view: View) -> Layout:
    """A plain layout for a ruleset without a mat file: each seat's zones in
    rows, seat 1 at the bottom."""
    per_row, zw, zh, gap = 6, 100.0, 120.0, 10.0
    seats = len(view.players)
    own: dict[int, list[ZoneView]] = {s: [] for s in range(seats)}
    for z in view.zones:
        if not z.key.endswith(".hand") and z.owner in own:
            own[z.owner].append(z)
    rows = max((len(zs) + per_row - 1) // per_row for zs in own.values()) if own else 1
    depth = rows * (zh + gap) + gap
    width = per_row * (zw + gap) + gap
    areas = []
    for s, zones in own.items():
        top = s == 1 or (seats == 4 and s in (1, 3))
        col0 = width if seats == 4 and s in (1, 2) else 0.0
        y0 = 0.0 if top else depth
        for i, z in enumerate(zones):
            r, c = divmod(i, per_row)
            x = col0 + gap + c * (zw + gap)
            y = y0 + gap + (r if not top else rows - 1 - r) * (zh + gap)
            areas.append(
                ZoneArea(z.key, z.key.split(".", 1)[-1], s, z.name, "slot", x, y, zw, zh, 180 if top else 0, True, True)
            )
    total_w = width * (2 if seats == 4 else 1)
    return Layout("", view.ruleset, view.ruleset, (view.ruleset,), total_w, depth * 2, seats, tuple(areas), ())


def mat_layout(view: View) -> Layout:
    try:
        return layout_for(view.ruleset)
    except KeyError:
        return fallback_layout(view)


@dataclass
class Marks:
    """What the decision asks for, as the mat shows it."""

    cards: set[int]
    zones: set[str]
    picked: dict[int, int]
    picked_zones: set[str]
    selected: int | None
    targets: set[str]


def current_marks(model: QtGameModel) -> Marks:
    d = model.decision
    marks = Marks(set(), set(), {}, set(), None, set())
    if d is None:
        return marks
    order = {k: i + 1 for i, k in enumerate(model.picked)}
    for o in d.options:
        if o.card is not None:
            marks.cards.add(o.card)
            if o.key in order:
                marks.picked[o.card] = order[o.key]
        elif o.zone is not None:
            marks.zones.add(o.zone)
            if o.key in order:
                marks.picked_zones.add(o.zone)
    sel = model.selected_card
    if sel is not None:
        marks.selected = sel
        marks.targets = set(model.places(sel))
    if d.kind is Kind.ZONE:
        marks.targets |= marks.zones
    return marks


class QtCardsView(QGraphicsView):
    """What the mat and the hand share: clicks, drags, hover and right-clicks
    on cards, translated into model calls."""

    def __init__(self, model: QtGameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        scene = QGraphicsScene(self)
        # A few hundred items that move: a spatial index costs more than it saves.
        scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setScene(scene)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlags(
            QGraphicsView.OptimizationFlag.DontSavePainterState
            | QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing
        )
        self.setMouseTracking(True)
        self.cards: dict[int, CardItem] = {}
        self._extra_cards: list[CardItem] = []
        card_images().loaded.connect(self._picture_read)
        self._reusable: dict[int, CardItem] = {}
        #: maps a global point to the zone key under it (set by the window)
        self.drop_resolver: Callable[[QPoint], str | None] | None = None
        self._press: tuple[QPoint, CardItem | None, str | None] | None = None
        self._dragging: CardItem | None = None
        self._ghost: QLabel | None = None
        self._long_press = QTimer(self)
        self._long_press.setSingleShot(True)
        self._long_press.setInterval(LONG_PRESS_MS)
        self._long_press.timeout.connect(self._on_long_press)

    # -- reading the scene (tests use these too) ------------------------------------------

    def card_at(self, pos: QPoint) -> CardItem | None:
        for item in self.items(pos):
            if isinstance(item, CardItem):
                return item
        return None

    def zone_at(self, pos: QPoint) -> str | None:
        for item in self.items(pos):
            if isinstance(item, ZoneItem):
                return item.key
            if isinstance(item, CardItem):
                return item.zone
        return None

    def card_point(self, iid: int) -> QPoint:
        """The viewport point at the centre of a card."""
        item = self.cards[iid]
        return self.mapFromScene(item.mapToScene(item.width / 2, item.height / 2))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """The words drawn on the cards in the language in place (the game is not touched)."""
        for item in [*self.cards.values(), *self._extra_cards]:
            item.retranslate()

    def cache_scale(self) -> float:
        """Device pixels per scene unit at the view's current zoom."""
        return max(0.25, self.transform().m11() * self.devicePixelRatioF())

    def adopt(self, item: CardItem) -> None:
        """Put a card on the scene, its cached picture at the view's resolution."""
        item.set_cache_scale(self.cache_scale())
        s = self.model.session
        item.game = s.match.ruleset.game if s is not None else ""
        self.scene().addItem(item)

    def _picture_read(self, game: str, card_id: str) -> None:
        """A card picture was read: the cards that show it are drawn again."""
        for item in [*self.cards.values(), *self._extra_cards]:
            if item.card.card_id == card_id and item.game == game:
                item.update()

    def _rescale_cards(self) -> None:
        scale = self.cache_scale()
        for item in [*self.cards.values(), *self._extra_cards]:
            item.set_cache_scale(scale)

    def card_hovered(self, item: CardItem) -> None:
        if item.card.name is not None:
            self.model.focus_changed.emit(item.card)

    # -- mouse ---------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        if self.model.reveals.holding:
            # a click while a revealed card is shown goes on (and does what it does)
            self.model.reveals.skip()
        pos = event.position().toPoint()
        self._press = (pos, self.card_at(pos), self.zone_at(pos))
        self._long_press.start()
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        press = self._press
        if press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            super().mouseMoveEvent(event)
            return
        pos = event.position().toPoint()
        item = press[1]
        if self._dragging is None:
            if item is None or item.iid < 0 or (pos - press[0]).manhattanLength() < QApplication.startDragDistance():
                return
            self._long_press.stop()
            self._dragging = item
            self._ghost = self._make_ghost(item)
        if self._ghost is not None:
            top = self.window()
            self._ghost.move(top.mapFromGlobal(self.viewport().mapToGlobal(pos)) + QPoint(8, 8))
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        press, self._press = self._press, None
        self._long_press.stop()
        if event.button() != Qt.MouseButton.LeftButton or press is None:
            super().mouseReleaseEvent(event)
            return
        dragged, self._dragging = self._dragging, None
        if self._ghost is not None:
            self._ghost.deleteLater()
            self._ghost = None
        if dragged is not None:
            where = self.viewport().mapToGlobal(event.position().toPoint())
            zone = self.drop_resolver(where) if self.drop_resolver is not None else None
            if zone is None:
                self.model.notice.emit(
                    QCoreApplication.translate("QtMatView", "Dropped off the mat: the card goes back")
                )
            else:
                self.model.drop(dragged.iid, zone)
            event.accept()
            return
        item, zone = press[1], press[2]
        if item is not None and item.iid >= 0:
            self.model.click_card(item.iid)
        elif zone is not None:
            self.model.click_zone(zone)
        event.accept()

    def _on_long_press(self) -> None:
        if self._press is not None and self._press[1] is not None and self._press[1].card.name is not None:
            self.model.focus_changed.emit(self._press[1].card)

    def _make_ghost(self, item: CardItem) -> QLabel:
        ghost = QLabel(item.card.name or QCoreApplication.translate("QtMatView", "card"), self.window())
        ghost.setObjectName("dragGhost")
        ghost.setStyleSheet(
            "background:#f3ead8;color:#111;border:3px solid #f5c518;border-radius:6px;padding:10px;font-weight:bold"
        )
        ghost.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        ghost.adjustSize()
        ghost.show()
        ghost.raise_()
        return ghost

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        item = self.card_at(event.pos())
        view = self.model.view()
        if view is None or self.model.handover:
            return
        if item is not None and item.iid >= 0:
            menu = card_menu(self.model, view, item.card, item.zone, self)
        else:
            menu = table_menu(self.model, view, self)
        menu.exec(event.globalPos())
        menu.deleteLater()


class QtMatView(QtCardsView):
    """The mat of the game, from the viewer's side."""

    def __init__(self, model: QtGameModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.setObjectName("QtMatView")
        self.setBackgroundBrush(QColor("#14281f"))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.mat_layout: Layout | None = None
        self.zones: dict[str, ZoneItem] = {}
        self._built_for: tuple[str, int] | None = None
        self._card_w = 60.0
        #: the card size when cards cover the zone labels (small screens)
        self._card_w_compact = 60.0
        self.compact = False
        self.drop_resolver = self.zone_at_global
        model.game_started.connect(self._rebuild)
        model.changed.connect(self._update)
        model.viewer_changed.connect(self._update)
        model.picking_changed.connect(self._update_marks)
        self._rebuild()

    # -- geometry --------------------------------------------------------------------------

    def _flipped(self) -> bool:
        lay = self.mat_layout
        if lay is None:
            return False
        viewer = self.model.viewer
        return any(z.seat == viewer and z.rotate == 180 for z in lay.zones)

    def _rect(self, area: ZoneArea) -> QRectF:
        lay = self.mat_layout
        assert lay is not None
        if self._flipped():
            return QRectF(lay.width - area.x - area.w, lay.height - area.y - area.h, area.w, area.h)
        return QRectF(area.x, area.y, area.w, area.h)

    def zone_point(self, key: str) -> QPoint:
        """The viewport point at the centre of a zone (for clicks and drops)."""
        item = self.zones[key]
        r = item.rect()
        return self.mapFromScene(QPointF(r.center().x(), r.bottom() - 4))

    def zone_at_global(self, point: QPoint) -> str | None:
        local = self.viewport().mapFromGlobal(point)
        if not self.viewport().rect().contains(local):
            return None
        return self.zone_at(local)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        rect = self.scene().sceneRect()
        if rect.width() > 0:
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
            # On a small screen a card fills its zone, over the zone's label
            # (an empty zone still shows it), so as to stay big enough to read.
            compact = self.transform().m11() * self._card_w < COMPACT_PX
            if compact != self.compact:
                self.compact = compact
                self._update()
            self._rescale_cards()

    # -- building -----------------------------------------------------------------------------

    def _rebuild(self) -> None:
        scene = self.scene()
        scene.clear()
        self.cards = {}
        self._extra_cards: list[CardItem] = []
        self._badges: list[BadgeItem] = []
        self.zones = {}
        #: each seat's side of the mat (zones only) and whether it is at the bottom
        self._seat_boxes: dict[int, tuple[QRectF, bool, float]] = {}
        #: each seat's totals, beside its side of the mat
        self.totals: dict[int, QGraphicsSimpleTextItem] = {}
        #: the arrows of the attack under way
        self.arrows: list[ArrowItem] = []
        view = self.model.view()
        self._built_for = None
        if view is None:
            self.mat_layout = None
            scene.setSceneRect(QRectF(0, 0, 700, 800))
            return
        self.mat_layout = lay = mat_layout(view)
        self._built_for = (view.ruleset, view.viewer)
        scene.setSceneRect(QRectF(0, 0, lay.width, lay.height))
        viewer_seats = {z.seat for z in lay.zones if z.rotate == (180 if self._flipped() else 0)}
        # The felt of each side, the viewer's side a little lighter.
        for seat in sorted({z.seat for z in lay.zones}):
            rects = [self._rect(z) for z in lay.zones if z.seat == seat]
            box = rects[0]
            for r in rects[1:]:
                box = box.united(r)
            bottom = seat in viewer_seats
            # A strip along the player's own edge, when a row of cards lies
            # there (Weiss clock, energy): its cards reach out over the strip.
            rows = [self._rect(z) for z in lay.zones if z.seat == seat and z.kind == "row"]
            at_edge = any((box.bottom() - r.bottom() if bottom else r.top() - box.top()) <= 10 for r in rows)
            strip = EDGE_STRIP if at_edge else 8.0
            self._seat_boxes[seat] = (box, bottom, strip)
            box = box.adjusted(-8, -8 if bottom else -strip, 8, strip if bottom else 8)
            felt = QGraphicsRectItem(box)
            felt.setBrush(QBrush(FELT if seat in viewer_seats else FELT_OPPONENT))
            felt.setPen(QPen(Qt.PenStyle.NoPen))
            felt.setZValue(-3)
            scene.addItem(felt)
            # The player's name and the numbers that decide the game, big,
            # beside the player's side.
            totals = QGraphicsSimpleTextItem()
            f = QFont()
            f.setPixelSize(TOTALS_SIZE)
            f.setBold(True)
            totals.setFont(f)
            totals.setBrush(QColor(255, 255, 255, 215))
            totals.setZValue(-2)
            scene.addItem(totals)
            self.totals[seat] = totals
        self._place_totals(view)
        scene.setSceneRect(
            scene.itemsBoundingRect()
            .united(QRectF(0, 0, lay.width + (TOTALS_ROOM if len(self.totals) <= 2 else 0), lay.height))
            .adjusted(-4, 0, 0, 0)
        )
        slot_sizes = [min(z.h - label_size(z.h) - 7, z.w - 6) for z in lay.zones if z.kind == "slot"] or [
            min(z.h - label_size(z.h) - 7, z.w - 6) for z in lay.zones
        ]
        # The common card size is the median slot's; a smaller zone shrinks its own cards.
        self._card_w = max(20.0, sorted(slot_sizes)[len(slot_sizes) // 2] * BOX_W / BOX_H)
        full = [min((z.h - 2) * BOX_W / BOX_H, z.w - 3) for z in lay.zones if z.kind == "slot"] or [self._card_w]
        self._card_w_compact = max(20.0, sorted(full)[len(full) // 2])
        for area in lay.zones:
            item = ZoneItem(area, self._rect(area), area.seat in viewer_seats, lay.game)
            scene.addItem(item)
            self.zones[area.key] = item
            if area.kind == "row" and area.seat not in viewer_seats and self._edge_room(item) > 0:
                item.label_at_bottom = True
        self._fit()
        self._update()

    def retranslate(self) -> None:
        """The cards' words, the zones' labels and the players' totals in the language in place."""
        super().retranslate()
        for zone in self.zones.values():
            zone.retranslate()
        self._update()

    def _update(self) -> None:
        view = self.model.view()
        if view is None:
            return
        if self._built_for != (view.ruleset, view.viewer):
            self._rebuild()
            return
        scene = self.scene()
        # cards that look the same keep their item (and its drawn picture):
        # only what changed is drawn again
        self._reusable = self.cards
        for item in self._extra_cards:
            scene.removeItem(item)
        self.cards = {}
        self._extra_cards = []
        hosted: dict[str, list[ZoneView]] = {}
        self._public = {z.key: z.visibility == "public" for z in view.zones}
        for z in view.zones:
            zone_item = self.zones.get(z.key)
            if zone_item is not None and zone_item.label_hidden != (self.compact and z.count > 0):
                zone_item.label_hidden = self.compact and z.count > 0
                zone_item.update()
        for z in view.zones:
            if z.key in self.zones:
                self._place(z)
            elif z.host and z.host in self.zones and z.count:
                hosted.setdefault(z.host, []).append(z)
        for badge in self._badges:
            scene.removeItem(badge)
        self._badges = []
        for key, extra in hosted.items():
            # on the zone's lower edge, clear of its label and of the card's name
            r = self.zones[key].rect()
            text = " · ".join(f"{hosted_name(z, key)} {z.count}" for z in extra)
            badge = BadgeItem(text, QPointF(r.right() - 2, r.bottom() + 8))
            scene.addItem(badge)
            self._badges.append(badge)
        for item in self._reusable.values():
            scene.removeItem(item)
        self._reusable = {}
        self._place_totals(view)
        self._draw_attack(view)
        self._update_marks()

    def _draw_attack(self, view: View) -> None:
        """The arrows of the attack under way (``extras["fight"]``): from each
        attacking card to each attacked card, or to the attacked player."""
        for arrow in self.arrows:
            self.scene().removeItem(arrow)
        self.arrows = []
        fight = view.extras.get("fight")
        if not isinstance(fight, dict):
            return
        ends = [self.cards[i].sceneBoundingRect() for i in fight["targets"] if i in self.cards]
        if not ends and int(fight["defender"]) in self.totals:
            ends = [self.totals[int(fight["defender"])].sceneBoundingRect()]
        for a in fight["attackers"]:
            if a not in self.cards:
                continue
            start = self.cards[a].sceneBoundingRect()
            for end in ends:
                arrow = ArrowItem(start, end)
                self.scene().addItem(arrow)
                self.arrows.append(arrow)

    def _place_totals(self, view: View) -> None:
        """Each seat's totals (damage, level, life, energy, hand, deck): with
        two players one a line, at the right of each side of the mat, level
        with the player's own edge; with four (two sides abreast, where the
        width is short) on one line beyond the player's own edge."""
        lay = self.mat_layout
        assert lay is not None
        abreast = len(self.totals) > 2
        for seat, item in self.totals.items():
            name = seat_name(seat) + (QCoreApplication.translate("QtMatView", " (you)") if seat == view.viewer else "")
            parts = [name, *(f"{total_word(k, view.ruleset).capitalize()} {v}" for k, v in totals(view, seat))]
            item.setText(" · ".join(parts) if abreast else "\n".join(parts))
            box, bottom, strip = self._seat_boxes[seat]
            r = item.boundingRect()
            if abreast:
                x = box.left()
                y = box.bottom() + strip + 4 if bottom else box.top() - strip - 4 - r.height()
            else:
                x = box.right() + 14
                y = box.bottom() - r.height() - 4 if bottom else box.top() + 4
            item.setPos(x, y)
        # totals grown wider than the room kept for them (an energy with its
        # active count, in longer words): the scene grows, and the mat is fitted again
        scene = self.scene()
        room = scene.sceneRect()
        wanted = room
        for item in self.totals.values():
            wanted = wanted.united(item.sceneBoundingRect().adjusted(0, 0, 4, 0))
        if wanted != room and room.width() > 0:
            scene.setSceneRect(wanted)
            self._fit()

    def _add(self, card: CardView, zone: str, width: float, centre: QPointF, count: int = 1, z: float = 0) -> CardItem:
        public = self._public.get(zone, True)
        old = self._reusable.pop(card.iid, None) if card.iid >= 0 else None
        if old is not None and (old.card, old.zone, old.width, old.count, old.public) == (
            card,
            zone,
            width,
            count,
            public,
        ):
            item = old
        else:
            if old is not None:
                self.scene().removeItem(old)
            item = CardItem(card, zone, width, count, public=public)
            self.adopt(item)
        item.setPos(centre.x() - item.width / 2, centre.y() - item.height / 2)
        item.setZValue(z)
        if card.iid >= 0:
            self.cards[card.iid] = item
        else:
            self._extra_cards.append(item)
        return item

    def _place(self, zone: ZoneView) -> None:
        if not zone.count:
            return
        item = self.zones[zone.key]
        r = item.rect()
        area = item.area
        # Cards sit below the zone's label, so that the label stays readable
        # (on a small screen, over it).
        top = 0.0 if self.compact else label_size(r.height()) + 3.0
        common = self._card_w_compact if self.compact else self._card_w
        margin = 2.0 if self.compact else 4.0
        body = r.adjusted(0, top, 0, 0)
        cw = min(common, (body.height() - margin) * BOX_W / BOX_H, r.width() - 1.5 * margin)
        ch = cw * BOX_H / BOX_W
        cards = zone.cards
        if area.kind == "row" and len(cards) > 0:
            # A row along the player's edge (Weiss clock, energy) reaches out
            # over the strip beyond it, so that its cards are big enough to read.
            room = self._edge_room(item)
            if room > 0 and item.label_at_bottom:
                body = QRectF(r.left(), r.top() - room, r.width(), r.height() + room - top)
            elif room > 0:
                body = QRectF(r.left(), r.top() + top, r.width(), r.height() + room - top)
            cw = min(common, (body.height() - margin) * BOX_W / BOX_H, r.width() - 1.5 * margin)
            n = len(cards)
            step = min(cw + 6, (r.width() - cw - 8) / (n - 1)) if n > 1 else 0
            x0 = r.left() + 4 + cw / 2
            for i, c in enumerate(cards):
                self._add(c, zone.key, cw, QPointF(x0 + i * step, body.center().y()), z=i)
            return
        if area.kind == "pile" and r.height() >= 1.6 * r.width() and zone.visibility == "public" and len(cards) > 1:
            # A tall public pile (damage): fanned, every card visible.
            n = len(cards)
            step = min(ch * 0.38, (body.height() - ch - 4) / (n - 1))
            y0 = body.top() + 2 + ch / 2
            for i, c in enumerate(cards):
                self._add(c, zone.key, cw, QPointF(r.center().x(), y0 + i * step), z=i)
            return
        # A slot or a pile: the top card, with the count of the stack.
        self._add(cards[-1], zone.key, cw, QPointF(r.center().x(), body.center().y()), count=len(cards))

    def _edge_room(self, item: ZoneItem) -> float:
        """Scene units free beyond ``item`` on its player's own edge (the
        strip with the name), 0 if the zone does not lie along that edge."""
        box, bottom, strip = self._seat_boxes.get(item.area.seat, (QRectF(), True, 0.0))
        r = item.rect()
        if box.isNull():
            return 0.0
        gap = box.bottom() - r.bottom() if bottom else r.top() - box.top()
        return strip - 6.0 + gap if gap <= 10 else 0.0

    def _update_marks(self) -> None:
        marks = current_marks(self.model)
        for iid, item in self.cards.items():
            item.set_marks(iid in marks.cards, marks.picked.get(iid, 0), iid == marks.selected)
        for key, zone in self.zones.items():
            zone.set_marks(key in marks.zones or key in marks.picked_zones, key in marks.targets)
