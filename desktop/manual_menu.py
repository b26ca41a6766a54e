"""The right-click menus of hand-made moves (DESIGN.md: text the engine does
not script is resolved by the players, and the engine logs it).

:func:`card_menu` moves a card to any zone, turns it (stand, rest, reverse)
or flips it; :func:`table_menu` changes the players' counters. Every action
goes through ``model.manual`` and is journaled as a manual move.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMenu, QWidget

from desktop.bridge import QtGameModel
from engine.view import CardView, View

ORIENTATIONS = (("stand", "&Stand"), ("rest", "&Rest"), ("reverse", "Re&verse"))


def _zone_label(name: str) -> str:
    return name.replace("_", " ")


def card_menu(model: QtGameModel, view: View, card: CardView, zone: str, parent: QWidget | None = None) -> QMenu:
    menu = QMenu(parent)
    menu.setObjectName("cardMenu")
    title = card.name or "Face-down card"
    menu.addSection(f"{title} — by hand")
    iid = card.iid
    move = menu.addMenu("&Move to")
    for seat in range(len(view.players)):
        sub = move.addMenu(f"Player {seat + 1}" + (" (you)" if seat == view.viewer else ""))
        for z in view.zones:
            if z.owner != seat or z.key == zone:
                continue
            action = sub.addAction(_zone_label(z.name))
            action.setData(z.key)
            action.triggered.connect(lambda _=False, k=z.key: model.manual({"move": iid, "to": k}))
    menu.addSeparator()
    for value, text in ORIENTATIONS:
        action = menu.addAction(text)
        action.setEnabled(card.orientation != value)
        action.triggered.connect(lambda _=False, v=value: model.manual({"orient": iid, "orientation": v}))
    flip = menu.addAction("Turn face &down" if card.face_up else "Turn face &up")
    flip.triggered.connect(lambda _=False: model.manual({"flip": iid, "face_up": not card.face_up}))
    return menu


def table_menu(model: QtGameModel, view: View, parent: QWidget | None = None) -> QMenu:
    menu = QMenu(parent)
    menu.setObjectName("tableMenu")
    menu.addSection("Counters — by hand")
    for p in view.players:
        sub = menu.addMenu(f"Player {p.seat + 1}")
        names = list(p.counters) or ["marker"]
        for name in names:
            for delta in (1, -1):
                action = sub.addAction(f"{_zone_label(name)} {delta:+d}")
                action.triggered.connect(
                    lambda _=False, n=name, s=p.seat, d=delta: model.manual({"counter": n, "player": s, "delta": d})
                )
    return menu
