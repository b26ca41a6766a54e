"""Covers laid over the window: the hot-seat hand-over, and F1: the key list
beside a one-minute primer of the game on the table."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from desktop.bridge import QtGameModel
from desktop.i18n import SOURCE_LANGUAGE, current_language
from desktop.rules_viewer import link_rules, open_rule
from desktop.wording import seat_name
from engine.paths import primer_path

#: rule numbers in the primer, readable on the cover's dark blue
PRIMER_LINK = "#8fd3ff"

#: Qt's translation (context ``Overlays``), by the name its tools look for
translate = QCoreApplication.translate

#: what the mouse does, under the keys of the F1 cover
MOUSE_HELP = (
    (
        QT_TRANSLATE_NOOP("Overlays", "Click"),
        QT_TRANSLATE_NOOP("Overlays", "choose a highlighted card, zone or button"),
    ),
    (
        QT_TRANSLATE_NOOP("Overlays", "Drag"),
        QT_TRANSLATE_NOOP("Overlays", "put a card where it should go (illegal drops go back)"),
    ),
    (
        QT_TRANSLATE_NOOP("Overlays", "Right-click"),
        QT_TRANSLATE_NOOP("Overlays", "move, turn or flip a card by hand; change counters"),
    ),
    (
        QT_TRANSLATE_NOOP("Overlays", "Hover / long press"),
        QT_TRANSLATE_NOOP("Overlays", "show a card in the zoom panel"),
    ),
)


class _Cover(QFrame):
    """A frame that keeps itself over the whole of its parent."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        parent.installEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        parent = self.parentWidget()
        if parent is not None and watched is parent and event.type() == QEvent.Type.Resize:
            self.setGeometry(parent.rect())
        return False

    def show_over(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()


class QtHandoverCover(_Cover):
    """Hot-seat: hides the table until the next player says they are ready,
    so nobody sees the other's hand."""

    def __init__(self, model: QtGameModel, parent: QWidget) -> None:
        super().__init__(parent)
        self.model = model
        self.setObjectName("QtHandoverCover")
        self.setStyleSheet("QFrame#QtHandoverCover { background: #101820; } QLabel { color: white; }")
        self.title = QLabel()
        f = QFont(self.title.font())
        f.setPointSizeF(f.pointSizeF() * 2.2)
        f.setBold(True)
        self.title.setFont(f)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note = note = QLabel()
        note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton()
        self.button.setObjectName("takeOver")
        self.button.setMinimumHeight(48)
        self.button.clicked.connect(model.take_over)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.title)
        layout.addWidget(note)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        model.handover_changed.connect(self._update)
        model.game_started.connect(lambda: self._update(model.handover))
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """The cover's words in the language in place."""
        self.note.setText(
            translate("Overlays", "The cards in hand stay hidden until the next player is in front of the screen.")
        )
        player = seat_name(self.model.viewer)
        self.title.setText(translate("Overlays", "Pass the screen to {player}").format(player=player))
        self.button.setText(translate("Overlays", "I am {player}: show my cards (Enter)").format(player=player))

    def _update(self, on: bool) -> None:
        if not on:
            self.hide()
            return
        self.retranslate()
        self.show_over()
        self.button.setFocus()


class QtHelpOverlay(_Cover):
    """F1: every shortcut of the window, from its actions, beside the primer
    of the game being played (``assets/primers/<game>.html``, or
    ``<game>.<language>.html`` in another language when there is one), whose rule
    numbers open the rules viewer."""

    def __init__(self, actions: Sequence[QAction], parent: QWidget, model: QtGameModel | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("QtHelpOverlay")
        self.setStyleSheet("QFrame#QtHelpOverlay { background: rgba(16, 24, 32, 235); } QLabel { color: white; }")
        self.shortcut_actions = list(actions)
        self.text = QLabel(self.keys_text())
        self.text.setObjectName("helpText")
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.model = model
        self.primer = QLabel()
        self.primer.setObjectName("primer")
        self.primer.setWordWrap(True)
        self.primer.setTextFormat(Qt.TextFormat.RichText)
        self.primer.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.primer.setStyleSheet("QLabel { color: white; padding: 12px; }")
        self.primer.setTextInteractionFlags(
            Qt.TextInteractionFlag.LinksAccessibleByMouse | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        self.primer.linkActivated.connect(lambda link: open_rule(self, link))
        #: the link under the mouse: a click there opens it, elsewhere closes the cover
        self._pointed = ""
        self.primer.linkHovered.connect(self._point)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        scroll.setWidget(self.primer)
        self.primer_area = scroll
        layout = QHBoxLayout(self)
        layout.addWidget(scroll, 3)
        layout.addWidget(self.text, 2)

    def keys_text(self) -> str:
        """Every shortcut of the window's actions and what the mouse does, in the language in place."""
        rows = []
        for a in self.shortcut_actions:
            keys = ", ".join(k.toString() for k in a.shortcuts())
            if keys:
                rows.append(
                    f"<tr><td style='padding:3px 18px'><b>{keys}</b></td><td>{_without_key(a.text())}</td></tr>"
                )
        for what, does in MOUSE_HELP:
            said = translate("Overlays", str(what)), translate("Overlays", str(does))
            rows.append(f"<tr><td style='padding:3px 18px'><b>{said[0]}</b></td><td>{said[1]}</td></tr>")
        title = translate("Overlays", "Keys and mouse")
        closes = translate("Overlays", "F1 or Esc closes this.")
        return f"<h2>{title}</h2><table>{''.join(rows)}</table><p>{closes}</p>"

    def game(self) -> str:
        """The game on the table (its primer is shown), or ""."""
        s = self.model.session if self.model is not None else None
        return s.match.ruleset.game if s is not None else ""

    def toggle(self) -> None:
        if self.isVisible():
            self.hide()
            return
        self.text.setText(self.keys_text())  # the words of the language in place
        path = primer_in_language(self.game())
        if path is not None:
            said = link_rules(path.read_text(encoding="utf-8"), PRIMER_LINK)
            said += "<p><small>" + translate("Overlays", "A rule number opens the rule in your copy of the rules.")
            said += "</small></p>"
            self.primer.setText(said)
        else:
            self.primer.setText("")
        self.primer_area.setVisible(path is not None)
        self.show_over()

    def _point(self, link: str) -> None:
        self._pointed = link

    def mousePressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        at = self.childAt(event.position().toPoint())
        if not (self._pointed and at is not None and (at is self.primer or self.primer.isAncestorOf(at))):
            self.hide()


def primer_in_language(game: str) -> Path | None:
    """A game's primer in the language in place (``assets/primers/<game>.ja.html``),
    else in English; None when the game has none."""
    path = primer_path(game)
    language = current_language()
    if path is not None and language != SOURCE_LANGUAGE:
        own = path.with_name(f"{game}.{language}.html")
        if own.is_file():
            return own
    return path


def _without_key(text: str) -> str:
    """A menu entry's words without its access key: ``ゲーム(&G)`` -> ``ゲーム``, ``&Undo`` -> ``Undo``."""
    return re.sub(r"\(&\w\)", "", text).replace("&", "")
