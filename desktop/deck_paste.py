"""The deck builder's "Paste a list" dialog: a deck list copied from a site,
a post or a chat (``4 Card Name`` or ``4x Card Name`` a line, with section
headers), read into the builder only when every line names a card; the lines
that do not are listed by number, and the deck being built is left as it was.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont, QFontDatabase, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop.deck_model import Deck
from desktop.deck_text import read_pasted
from engine.ruleset import Ruleset

#: problems listed at most (a list in another game's names would list every line)
SHOWN_PROBLEMS = 12


class QtPasteDialog(QDialog):
    """A pasted deck list, read into a deck of ``rs``."""

    #: every line named a card: the deck they make
    accepted_deck = Signal(object)

    def __init__(self, rs: Ruleset, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rs = rs
        self.setObjectName("QtPasteDialog")
        self.setWindowTitle(self.tr("Paste a deck list — {game}").format(game=rs.title or rs.id))
        self.resize(560, 520)
        intro = QLabel(
            self.tr(
                "Paste the list here, one card a line: <b>4 Card Name</b>, <b>4x Card Name</b> or <b>4 CARD-ID</b>; "
                "headers such as <b>Main deck:</b>, <b>Leader:</b>, <b>Gate Master:</b> or <b>Sideboard (12)</b> "
                "put the cards under them in that section. The list takes the place of the deck being built."
            )
        )
        intro.setObjectName("pasteIntro")
        intro.setWordWrap(True)
        self.text = QPlainTextEdit()
        self.text.setObjectName("pasted")
        self.text.setPlaceholderText(self.tr("Main deck (50)\n4x Card Name\n4 Another Card\n…"))
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        font.setStyleHint(QFont.StyleHint.Monospace)
        self.text.setFont(font)
        self.text.setPlainText(text if _looks_like_a_list(text) else "")
        self.problems = QLabel()
        self.problems.setObjectName("pasteProblems")
        self.problems.setWordWrap(True)
        self.problems.setTextFormat(Qt.TextFormat.RichText)
        self.problems.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        problems_area = QScrollArea()
        problems_area.setWidgetResizable(True)
        problems_area.setWidget(self.problems)
        problems_area.setMaximumHeight(130)
        self.read_button = QPushButton(self.tr("&Use this list"))
        self.read_button.setObjectName("usePasted")
        self.read_button.setToolTip(self.tr("Read the list into the builder (Ctrl+Enter)"))
        cancel = QPushButton(self.tr("Cancel"))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.read_button)
        buttons.addWidget(cancel)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.text, 1)
        layout.addWidget(problems_area)
        layout.addLayout(buttons)
        for b in (self.read_button, cancel):
            b.setAutoDefault(False)
        self.read_button.clicked.connect(self.read)
        cancel.clicked.connect(self.reject)
        # Ctrl+Enter reads the list (the text box keeps plain Enter for its lines)
        self.text.installEventFilter(self)
        self.text.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.text
            and event.type() in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride)
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            if event.type() == QEvent.Type.KeyPress:
                self.read()
            event.accept()
            return True
        return super().eventFilter(watched, event)

    def read(self) -> bool:
        """Read the list: every line names a card, and the deck is handed
        over; else the lines that do not, and nothing changes."""
        pasted = read_pasted(self.rs, self.text.toPlainText())
        if pasted.deck is None:
            shown = pasted.problems[:SHOWN_PROBLEMS]
            more = len(pasted.problems) - len(shown)
            self.problems.setText(
                "<span style='color:#c0392b'><b>"
                + self.tr("Nothing was read; the deck is as it was.")
                + "</b></span><br>"
                + "<br>".join(escape(p) for p in shown)
                + ("<br>" + self.tr("… and {n} more").format(n=more) if more > 0 else "")
            )
            return False
        deck: Deck = pasted.deck
        self.problems.setText(
            self.tr("Read {lines} lines, {cards} cards.").format(lines=pasted.lines, cards=deck.total())
        )
        self.accepted_deck.emit(deck)
        self.accept()
        return True


def _looks_like_a_list(text: str) -> bool:
    """The clipboard holds something like a deck list (lines starting with a count)."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return bool(lines) and len(lines) <= 2000 and sum(line[:1].isdigit() for line in lines) >= max(1, len(lines) // 3)
