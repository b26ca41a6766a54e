"""Emblems of the drawn card faces: one device per clan, colour or world.

A card without a picture is drawn (:mod:`desktop.card_item`); its face
carries the emblem of what it belongs to, in the colour of its frame, so a
deck's cards look alike at a glance and two decks apart. The emblem is drawn
from its name alone (a star, a sunburst, a gear, a crescent, a shield, a
flower, a compass or waves, with so many points, turned so far), the same
every time and on every machine.

Drawing a device is costly next to moving a card, so each is drawn once per
(game, emblem, size in pixels) into an image kept in a small cache, and a
card's face only copies it.
"""

from __future__ import annotations

import math
import zlib
from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen

from engine import registry
from engine.view import CardView

#: the stats that name what a card belongs to, first found first
BELONGS = ("clan", "nation", "color", "planet", "side")

#: frame colours of the games' colours (a card of several colours takes its first)
COLOUR_FRAMES = {
    "red": "#c0392b",
    "blue": "#2f6db5",
    "green": "#2e8b57",
    "yellow": "#d4a017",
    "black": "#3a3a3a",
    "white": "#b8b8b8",
    "purple": "#7d3c98",
}

#: emblem images kept (a game's handful of emblems at the few sizes cards are drawn at)
MAX_EMBLEMS = 256
#: sizes are rounded up to a multiple of this many pixels (fewer images)
SIZE_STEP = 8
#: how strongly the emblem shows behind the card's name (0..255)
EMBLEM_ALPHA = 100

_IMAGES: OrderedDict[tuple[str, str, int], QImage] = OrderedDict()
_BELONGING: dict[tuple[str, str], str] = {}


def _stable(text: str) -> int:
    """A number from ``text`` that is the same in every run (``hash`` is not)."""
    return zlib.crc32(text.encode("utf-8"))


def belongs_to(game: str, card: CardView) -> str:
    """What ``card`` belongs to: its clan, colour or world as its game
    names it (from the card's view, else from its game's card list), else
    its set (the part of its id before the number)."""
    for key in BELONGS:
        value = card.stats.get(key)
        if isinstance(value, str) and value:
            return value.split("/")[0]
    card_id = card.card_id or ""
    known = _BELONGING.get((game, card_id))
    if known is not None:
        return known
    found = ""
    if game in registry.RULESETS and card_id:
        definition = registry.get(game).pool.cards.get(card_id)
        if definition is not None:
            for key in BELONGS:
                value = definition.stats.get(key)
                if isinstance(value, str) and value:
                    found = value.split("/")[0]
                    break
    found = found or "set " + card_id.rsplit("-", 1)[0]
    if len(_BELONGING) > 20_000:
        _BELONGING.clear()
    _BELONGING[(game, card_id)] = found
    return found


#: hues of words a name may hold ("Sunforge Legion" is of the sun's hue)
HUES = (
    ("ember", 12),
    ("fire", 8),
    ("flame", 8),
    ("ignis", 10),
    ("crimson", 352),
    ("sun", 32),
    ("forge", 24),
    ("tide", 205),
    ("sea", 200),
    ("wave", 198),
    ("thalassa", 192),
    ("storm", 268),
    ("rift", 290),
    ("wish", 48),
    ("asteroid", 36),
    ("forest", 120),
)


def colour_of(belonging: str) -> QColor:
    """The frame colour of a clan, colour or set: a game colour as printed,
    the hue of a word its name holds (sun, tide, storm...), else a hue of its
    own."""
    named = COLOUR_FRAMES.get(belonging.lower())
    if named is not None:
        return QColor(named)
    words = belonging.lower()
    for word, hue in HUES:
        if word in words:
            return QColor.fromHsv(hue, 160, 180)
    family = belonging.removeprefix("set ")
    hue = sum(ord(ch) * (i + 1) for i, ch in enumerate(family)) * 47 % 360
    return QColor.fromHsv(hue, 150, 170)


def emblem(game: str, belonging: str, pixels: int) -> QImage:
    """The emblem of ``belonging`` about ``pixels`` wide and high, drawn
    once and kept (see the module's note)."""
    size = max(SIZE_STEP, -(-pixels // SIZE_STEP) * SIZE_STEP)
    key = (game, belonging, size)
    img = _IMAGES.get(key)
    if img is not None:
        _IMAGES.move_to_end(key)
        return img
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(size / 200.0, size / 200.0)
    draw_emblem(painter, _stable(f"{game}:{belonging}"), colour_of(belonging))
    painter.end()
    _IMAGES[key] = img
    while len(_IMAGES) > MAX_EMBLEMS:
        _IMAGES.popitem(last=False)
    return img


def forget_emblems() -> None:
    _IMAGES.clear()
    _BELONGING.clear()


# -- drawing: a 200 x 200 box, centre (100, 100) --------------------------------------------

SHAPES = ("star", "sunburst", "gear", "crescent", "shield", "flower", "compass", "waves")


def shape_of(seed: int) -> str:
    return SHAPES[seed % len(SHAPES)]


def draw_emblem(painter: QPainter, seed: int, colour: QColor) -> None:
    """The device for ``seed`` in ``colour``: a ring, and inside it a
    figure chosen, numbered and turned by the seed."""
    points = 5 + (seed >> 3) % 4
    turn = ((seed >> 6) % 12) * 7.5
    fill = QColor(colour)
    fill.setAlpha(EMBLEM_ALPHA)
    line = QColor(colour.darker(150))
    line.setAlpha(min(255, EMBLEM_ALPHA + 40))
    painter.setPen(QPen(line, 5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(100, 100), 94, 94)
    painter.setPen(QPen(line, 3))
    painter.setBrush(QBrush(fill))
    path = _FIGURES[shape_of(seed)](points, turn)
    painter.drawPath(path)


def _polar(r: float, degrees: float) -> QPointF:
    a = math.radians(degrees - 90)
    return QPointF(100 + r * math.cos(a), 100 + r * math.sin(a))


def _star(points: int, turn: float) -> QPainterPath:
    path = QPainterPath()
    inner = 34 + points * 2
    for k in range(points * 2):
        p = _polar(82 if k % 2 == 0 else inner, turn + k * 180 / points)
        if k == 0:
            path.moveTo(p)
        else:
            path.lineTo(p)
    path.closeSubpath()
    return path


def _sunburst(points: int, turn: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(100, 100), 36, 36)
    rays = points * 2
    for k in range(rays):
        a = turn + k * 360 / rays
        ray = QPainterPath()
        ray.moveTo(_polar(44, a - 7))
        ray.lineTo(_polar(84 if k % 2 == 0 else 66, a))
        ray.lineTo(_polar(44, a + 7))
        ray.closeSubpath()
        path.addPath(ray)
    return path


def _gear(points: int, turn: float) -> QPainterPath:
    teeth = points + 3
    path = QPainterPath()
    step = 360 / teeth
    for k in range(teeth):
        a = turn + k * step
        corners = [
            (62, a - step * 0.5),
            (62, a - step * 0.22),
            (80, a - step * 0.16),
            (80, a + step * 0.16),
            (62, a + step * 0.22),
        ]
        for j, (r, deg) in enumerate(corners):
            if k == 0 and j == 0:
                path.moveTo(_polar(r, deg))
            else:
                path.lineTo(_polar(r, deg))
    path.closeSubpath()
    hole = QPainterPath()
    hole.addEllipse(QPointF(100, 100), 26, 26)
    return path.subtracted(hole)


def _crescent(points: int, turn: float) -> QPainterPath:
    moon = QPainterPath()
    moon.addEllipse(QPointF(100, 100), 74, 74)
    bite = QPainterPath()
    bite.addEllipse(_polar(34, turn + 45), 62, 62)
    path = moon.subtracted(bite)
    for k in range(points - 3):
        dot = QPainterPath()
        dot.addEllipse(_polar(46, turn + 45 + (k - (points - 4) / 2) * 26), 7, 7)
        path.addPath(dot)
    return path


def _shield(points: int, turn: float) -> QPainterPath:
    del turn  # a shield stands upright
    path = QPainterPath()
    path.moveTo(40, 36)
    path.lineTo(160, 36)
    path.lineTo(160, 96)
    path.cubicTo(160, 140, 128, 160, 100, 176)
    path.cubicTo(72, 160, 40, 140, 40, 96)
    path.closeSubpath()
    bars = QPainterPath()
    for k in range(points - 3):
        y = 70 + k * 26
        chevron = QPainterPath()
        chevron.moveTo(52, y)
        chevron.lineTo(100, y + 22)
        chevron.lineTo(148, y)
        chevron.lineTo(148, y + 10)
        chevron.lineTo(100, y + 32)
        chevron.lineTo(52, y + 10)
        chevron.closeSubpath()
        bars.addPath(chevron)
    return path.subtracted(bars)


def _flower(points: int, turn: float) -> QPainterPath:
    path = QPainterPath()
    for k in range(points):
        a = turn + k * 360 / points
        petal = QPainterPath()
        petal.moveTo(_polar(12, a))
        petal.cubicTo(_polar(70, a - 26), _polar(88, a - 8), _polar(84, a))
        petal.cubicTo(_polar(88, a + 8), _polar(70, a + 26), _polar(12, a))
        path.addPath(petal)
    path.addEllipse(QPointF(100, 100), 16, 16)
    return path


def _compass(points: int, turn: float) -> QPainterPath:
    path = QPainterPath()
    arms = 4 if points < 7 else 8
    for k in range(arms):
        a = turn + k * 360 / arms
        length = 84 if k % 2 == 0 or arms == 4 else 58
        arm = QPainterPath()
        arm.moveTo(QPointF(100, 100))
        arm.lineTo(_polar(16, a - 45 / (arms / 4)))
        arm.lineTo(_polar(length, a))
        arm.lineTo(_polar(16, a + 45 / (arms / 4)))
        arm.closeSubpath()
        path.addPath(arm)
    ring = QPainterPath()
    ring.addEllipse(QPointF(100, 100), 46, 46)
    inner = QPainterPath()
    inner.addEllipse(QPointF(100, 100), 38, 38)
    return path.united(ring.subtracted(inner))


def _waves(points: int, turn: float) -> QPainterPath:
    del turn  # waves lie level
    path = QPainterPath()
    rows = 3 if points < 7 else 4
    for k in range(rows):
        y = 62 + k * (80 / (rows - 1)) if rows > 1 else 100
        wave = QPainterPath()
        wave.moveTo(34, y)
        crests = 3
        width = 132 / crests
        for j in range(crests):
            x = 34 + j * width
            wave.cubicTo(x + width * 0.25, y - 16, x + width * 0.75, y - 16, x + width, y)
        for j in range(crests):
            x = 166 - j * width
            wave.cubicTo(x - width * 0.25, y - 6, x - width * 0.75, y - 6, x - width, y + 10)
        wave.closeSubpath()
        path.addPath(wave)
    return path


_FIGURES = {
    "star": _star,
    "sunburst": _sunburst,
    "gear": _gear,
    "crescent": _crescent,
    "shield": _shield,
    "flower": _flower,
    "compass": _compass,
    "waves": _waves,
}


def emblem_rect(box: QRectF) -> QRectF:
    """Where a face shows its emblem: a square centred in ``box``, as large as fits."""
    side = min(box.width(), box.height())
    r = QRectF(0, 0, side, side)
    r.moveCenter(box.center())
    return r
