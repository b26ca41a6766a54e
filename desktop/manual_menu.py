"""The right-click menus of hand-made moves (DESIGN.md: text the engine does
not script is resolved by the players, and the engine logs it).

:func:`card_menu` moves a card to any zone, turns it (stand, rest, reverse)
or flips it; :func:`table_menu` changes the players' counters. Every action
goes through ``model.manual`` and is journaled as a manual move.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QMenu, QWidget

from desktop.bridge import QtGameModel
from desktop.i18n import SOURCE_LANGUAGE, current_language
from desktop.wording import GameWords, seat_name, total_word
from engine.view import CardView, View

#: Qt's translation (context ``ManualMenu``), by the name its tools look for
translate = QCoreApplication.translate

ORIENTATIONS = (
    ("stand", QT_TRANSLATE_NOOP("ManualMenu", "&Stand")),
    ("rest", QT_TRANSLATE_NOOP("ManualMenu", "&Rest")),
    ("reverse", QT_TRANSLATE_NOOP("ManualMenu", "Re&verse")),
)


#: zones under a card, by the start of their name (``marker_cs_left``): under the place the mat names
UNDER = {
    "marker_": QT_TRANSLATE_NOOP("ManualMenu", "Markers: {zone}"),
    "soul_": QT_TRANSLATE_NOOP("ManualMenu", "Soul: {zone}"),
}

#: zones neither a mat nor the shared words name (DBS 11-3: cards below others; a token gone)
OWN_ZONES = {
    "under": QT_TRANSLATE_NOOP("ManualMenu", "Under other cards"),
    "gone": QT_TRANSLATE_NOOP("ManualMenu", "Gone (tokens)"),
}


def _english() -> bool:
    return current_language() == SOURCE_LANGUAGE


def _zone_label(name: str) -> str:
    return name.replace("_", " ")


def _zone_words(words: GameWords, key: str) -> str:
    """A zone in the menu: the engine's name in English, as it has always read;
    the mat's words in another language."""
    name = key.split(".", 1)[-1]
    if _english():
        return _zone_label(name)
    for start, said in UNDER.items():
        if name.startswith(start) and name[len(start) :] in words.labels:
            return translate("ManualMenu", str(said)).format(zone=words.zone(name[len(start) :]))
    own = OWN_ZONES.get(name)
    return translate("ManualMenu", str(own)) if own else words.zone(key)


def _counter_words(name: str, ruleset_id: str) -> str:
    return _zone_label(name) if _english() else total_word(name, ruleset_id)


def _seat(seat: int, you: bool) -> str:
    return seat_name(seat) + (translate("ManualMenu", " (you)") if you else "")


def card_menu(model: QtGameModel, view: View, card: CardView, zone: str, parent: QWidget | None = None) -> QMenu:
    menu = QMenu(parent)
    menu.setObjectName("cardMenu")
    words = GameWords(view.ruleset)
    title = words.named(card.name) if card.name else translate("ManualMenu", "Face-down card")
    menu.addSection(translate("ManualMenu", "{card} — by hand").format(card=title))
    iid = card.iid
    move = menu.addMenu(translate("ManualMenu", "&Move to"))
    for seat in range(len(view.players)):
        sub = move.addMenu(_seat(seat, seat == view.viewer))
        for z in view.zones:
            if z.owner != seat or z.key == zone:
                continue
            action = sub.addAction(_zone_words(words, z.key))
            action.setData(z.key)
            action.triggered.connect(lambda _=False, k=z.key: model.manual({"move": iid, "to": k}))
    menu.addSeparator()
    for value, text in ORIENTATIONS:
        action = menu.addAction(translate("ManualMenu", str(text)))
        action.setEnabled(card.orientation != value)
        action.triggered.connect(lambda _=False, v=value: model.manual({"orient": iid, "orientation": v}))
    flip = menu.addAction(
        translate("ManualMenu", "Turn face &down") if card.face_up else translate("ManualMenu", "Turn face &up")
    )
    flip.triggered.connect(lambda _=False: model.manual({"flip": iid, "face_up": not card.face_up}))
    return menu


def table_menu(model: QtGameModel, view: View, parent: QWidget | None = None) -> QMenu:
    menu = QMenu(parent)
    menu.setObjectName("tableMenu")
    menu.addSection(translate("ManualMenu", "Counters — by hand"))
    for p in view.players:
        sub = menu.addMenu(seat_name(p.seat))
        names = list(p.counters) or ["marker"]
        for name in names:
            said = translate("ManualMenu", "marker") if name == "marker" else _counter_words(name, view.ruleset)
            for delta in (1, -1):
                action = sub.addAction(f"{said} {delta:+d}")
                action.triggered.connect(
                    lambda _=False, n=name, s=p.seat, d=delta: model.manual({"counter": n, "player": s, "delta": d})
                )
    return menu
