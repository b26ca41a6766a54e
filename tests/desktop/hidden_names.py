"""What a window shows, as text, and which card names it may not show.

:func:`screen_texts` reads every text a person can see in a window: labels,
buttons, fields, list items, the log, tooltips, the status bar, and on the
mat and hand views every text item and card face. :func:`hidden_names`
lists the names of the game's cards that the seats looking may not know
(from :meth:`~engine.match.Match.view` and the journal's record of who saw
each card move or turn over); :func:`leaks` finds them in the texts.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from desktop.card_item import CardItem
from engine.events import CardFlipped, CardMoved
from engine.match import Match

Text = tuple[str, str]  #: (where it is shown, the text)


def _graphics_texts(view: QGraphicsView, where: str) -> Iterable[Text]:
    for item in view.scene().items():
        if not item.isVisible():
            continue
        if item.toolTip():
            yield f"{where} tooltip", item.toolTip()
        if isinstance(item, CardItem):
            yield f"{where} card", item.card.name or ""
            yield f"{where} card text", item.card.text
        elif isinstance(item, QGraphicsSimpleTextItem):
            yield where, item.text()
        elif isinstance(item, QGraphicsTextItem):
            yield where, item.toPlainText()
        else:
            text = getattr(item, "text", None)
            if isinstance(text, str):
                yield where, text


def widget_texts(w: QWidget) -> Iterable[Text]:
    """The texts ``w`` itself shows (not its children's)."""
    where = f"{type(w).__name__}#{w.objectName()}"
    if w.toolTip():
        yield f"{where} tooltip", w.toolTip()
    if isinstance(w, QMainWindow):
        yield f"{where} title", w.windowTitle()
        yield f"{where} status bar", w.statusBar().currentMessage()
    if isinstance(w, QLabel):
        yield where, w.text()
    elif isinstance(w, QAbstractButton):
        yield where, w.text()
    elif isinstance(w, QLineEdit):
        yield where, w.text()
    elif isinstance(w, (QPlainTextEdit, QTextEdit)):
        yield where, w.toPlainText()
    elif isinstance(w, QGroupBox):
        yield where, w.title()
    elif isinstance(w, QComboBox):
        for i in range(w.count()):
            yield where, w.itemText(i)
    elif isinstance(w, QListWidget):
        for i in range(w.count()):
            item = w.item(i)
            yield where, item.text()
            yield f"{where} tooltip", item.toolTip()
    elif isinstance(w, QGraphicsView):
        yield from _graphics_texts(w, where)


def screen_texts(window: QWidget) -> list[Text]:
    """Every text of ``window`` and of its children that are shown (a
    widget under an opaque cover counts as shown: nothing private may be
    drawn there either)."""
    texts: list[Text] = []
    for w in [window, *window.findChildren(QWidget)]:
        if w.isVisible():
            texts.extend((where, t) for where, t in widget_texts(w) if t)
    return texts


def known_names(match: Match, seat: int) -> set[str]:
    """The names ``seat`` may know: of its own cards (a player knows the deck
    they brought), of the cards its view shows, and of every card the
    journal says it saw moving or turning over."""
    names = {c.card.name for z in match.game.zones.values() for c in z.cards if c.owner == seat}
    names |= {c.name for z in match.view(seat).zones for c in z.cards if c.name}
    for e in match.journal:
        if isinstance(e, (CardMoved, CardFlipped)) and seat in e.seen_by:
            names.add(e.name)
    return names


def known_texts(match: Match, seat: int) -> set[str]:
    """The rules texts of the cards ``seat`` sees (they may name other cards)."""
    return {c.text for z in match.view(seat).zones for c in z.cards if c.name and c.text}


def hidden_names(match: Match, seats: Iterable[int]) -> tuple[set[str], set[str]]:
    """The names of the game's cards that one of ``seats`` (the people who
    may be looking) does not know, and the names and texts they all know."""
    every = {c.card.name for z in match.game.zones.values() for c in z.cards}
    hidden: set[str] = set()
    shared: set[str] | None = None
    for s in seats:
        known = known_names(match, s) | known_texts(match, s)
        hidden |= every - known
        shared = known if shared is None else shared & known
    return hidden, (shared or set())


def leaks(texts: Iterable[Text], hidden: set[str], allowed: set[str]) -> list[str]:
    """The hidden names found in ``texts`` (a hidden name inside an allowed
    one, "Imp" in "Reefspark Imp", is not a leak)."""
    found = []
    for where, text in texts:
        for name in hidden:
            if name not in text:
                continue
            rest = text
            for a in sorted((a for a in allowed if name in a and a != name), key=len, reverse=True):
                rest = rest.replace(a, "")
            if name in rest:
                found.append(f"{name!r} in {where}: {text[:300]!r}")
    return found
